// What a score sheet needs beyond the points: every game's facts of a finished deal, checked
// against the deal's final state in whole matches between the registry's computer players, and
// the order in which a finished match places its players.

#include "core/match.h"
#include "games/aluette/aluettefacts.h"
#include "games/aluette/aluetterules.h"
#include "games/armslength/armslengthfacts.h"
#include "games/armslength/armslengthrules.h"
#include "games/germanwhist/germanwhistfacts.h"
#include "games/germanwhist/germanwhistrules.h"
#include "games/hearts/heartsfacts.h"
#include "games/hearts/heartsrules.h"
#include "games/ohhell/ohhellrules.h"
#include "games/put/putfacts.h"
#include "games/put/putrules.h"
#include "games/seconds/secondsfacts.h"
#include "games/seconds/secondsrules.h"
#include "games/whist/whistfacts.h"
#include "games/whist/whistrules.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <functional>
#include <numeric>

#include "testmain.h"

namespace {

using DealCheck = std::function<void(const fs::Match&, const fs::ScoreRow&)>;

// Plays a whole seeded match with the game's computer player at every seat and hands each
// finished deal (its final state is still the match's state) and its row to `check`.
// Returns the finished match; stops at the first failed check.
std::unique_ptr<fs::Match> playMatch(const std::string& game, int seats, const fs::Options& options,
                                     std::uint64_t seed, const DealCheck& check)
{
    std::string error;
    const auto rules = fs::createRules(game, seats, options, error);
    if (!rules)
        qFatal("%s", error.c_str());
    const auto player = fs::findGame(game)->computerPlayer();
    auto match = std::make_unique<fs::Match>(rules, seed);
    fs::Rng rng(seed * 31 + 7);
    while (!match->over() && match->dealsPlayed() < 60) {
        match->startDeal();
        while (match->dealInProgress()) {
            const int seat = match->state().toAct;
            if (match->apply(player->choose(match->viewFor(seat), rng)) != fs::Reason::None)
                qFatal("the computer player chose an illegal action");
        }
        check(*match, match->rows().back());
        if (QTest::currentTestFailed())
            break;
    }
    return match;
}

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

class TestDealFacts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyRowRecordsTheTricksTrumpsAndSpoiledTricksOfItsDeal_data();
    void everyRowRecordsTheTricksTrumpsAndSpoiledTricksOfItsDeal();
    void ohHellRowsHoldTheBidsHandSizeAndTrumps();
    void armsLengthRowsNameEachSidesHighAndLowPlayer();
    void secondsRowsFollowTheArrangementOfEachDeal();
    void heartsRowsNameWhoTookTheQueenOfSpades();
    void whistRowsSplitOddTricksFromHonours();
    void germanWhistRowsCountTheSecondPhaseTricks();
    void putRowsTellWhoConcededAndWhichDealWonTheGame();
    void aluetteRowsNameTheDealWinnerAndTheExtraDeals();

    void secondsPlacesTheSecondHighestTotalFirstAndTheHighestSecond();
    void heartsPlacesTheLowestTotalFirst();
    void equalTotalsShareAPlaceAndPlacesHaveNoGaps();
    void anOutrightWinnerIsPlacedFirstWhateverItsTotal();
    void theRegistrysDirectionOfBetterScoresAgreesWithTheStandings();
};

void TestDealFacts::everyRowRecordsTheTricksTrumpsAndSpoiledTricksOfItsDeal_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    for (const fs::GameInfo& info : fs::allGames())
        QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id) << info.defaultSeats;
}

void TestDealFacts::everyRowRecordsTheTricksTrumpsAndSpoiledTricksOfItsDeal()
{
    QFETCH(QString, game);
    QFETCH(int, seats);
    int deals = 0;
    playMatch(game.toStdString(), seats, {}, 5, [&](const fs::Match& m, const fs::ScoreRow& row) {
        const fs::GameState& s = m.state();
        ++deals;
        QCOMPARE(row.dealIndex, int(s.dealIndex));
        QCOMPARE(static_cast<int>(row.tricks.size()), seats);
        int spoiled = 0;
        for (int t = 0; t < s.tricksDone; ++t)
            spoiled += s.completedTrickWinner(t) < 0 ? 1 : 0;
        for (int seat = 0; seat < seats; ++seat)
            QCOMPARE(row.tricks[at(seat)], s.tricksOf(seat));
        QCOMPARE(row.spoiledTricks, spoiled);
        QCOMPARE(std::accumulate(row.tricks.begin(), row.tricks.end(), 0) + spoiled,
                 int(s.tricksDone));
        QCOMPARE(row.trump, int(s.trump));
        QVERIFY(row.facts.handSize > 0);
        QCOMPARE(row.bids.empty(), !row.facts.bidding);
    });
    QVERIFY(deals > 0);
}

void TestDealFacts::ohHellRowsHoldTheBidsHandSizeAndTrumps()
{
    playMatch("ohhell", 4, {}, 11, [&](const fs::Match& m, const fs::ScoreRow& row) {
        const auto& rules = static_cast<const fs::OhHellRules&>(m.rules());
        const fs::GameState& s = m.state();
        QVERIFY(row.facts.bidding);
        QCOMPARE(row.facts.handSize, rules.handSize(row.dealIndex));
        QCOMPARE(std::accumulate(row.tricks.begin(), row.tricks.end(), 0), row.facts.handSize);
        // Four players never use the whole pack, so a card is always turned for trumps.
        QCOMPARE(row.trump, m.rules().pack().suit(s.turnUp));
        for (int seat = 0; seat < 4; ++seat) {
            QCOMPARE(row.bids[at(seat)], int(s.bids[at(seat)]));
            QVERIFY(row.bids[at(seat)] >= 0 && row.bids[at(seat)] <= row.facts.handSize);
            QCOMPARE(row.points[at(seat)],
                     fs::OhHellRules::points(row.bids[at(seat)], row.tricks[at(seat)]));
        }
    });
}

void TestDealFacts::armsLengthRowsNameEachSidesHighAndLowPlayer()
{
    const auto match =
        playMatch("armslength", 4, {}, 3, [](const fs::Match& m, const fs::ScoreRow& row) {
            const fs::GameState& s = m.state();
            for (int side = 0; side < 2; ++side) {
                const int high = row.facts.own<fs::ArmsLengthFacts>().highSeat[at(side)];
                const int low = row.facts.own<fs::ArmsLengthFacts>().lowSeat[at(side)];
                QCOMPARE(high % 2, side);
                QCOMPARE(low, (high + 2) % 4);
                QCOMPARE(fs::ArmsLengthRules::roadOf(s, high), fs::Road::High);
                QCOMPARE(fs::ArmsLengthRules::roadOf(s, low), fs::Road::Low);
                QCOMPARE(row.points[at(side)],
                         fs::ArmsLengthRules::sideScore(row.tricks[at(high)], row.tricks[at(low)]));
            }
        });
    QCOMPARE(match->dealsPlayed(), fs::ArmsLengthRules::Deals);
}

void TestDealFacts::secondsRowsFollowTheArrangementOfEachDeal()
{
    using fs::SecondsDeal;
    const SecondsDeal expected[] = {SecondsDeal::Partners,   SecondsDeal::Partners,
                                    SecondsDeal::Partners,   SecondsDeal::LeftHalf,
                                    SecondsDeal::RightHalf,  SecondsDeal::WinTricks,
                                    SecondsDeal::LoseTricks, SecondsDeal::ExactlyThree};
    const auto match =
        playMatch("seconds", 4, {}, 8, [&](const fs::Match&, const fs::ScoreRow& row) {
            QCOMPARE(row.facts.own<fs::SecondsFacts>().arrangement,
                     static_cast<int>(expected[row.dealIndex]));
            for (int seat = 0; seat < 4; ++seat) {
                const int partner = row.facts.own<fs::SecondsFacts>().partner[at(seat)];
                if (row.dealIndex >= 5) {
                    QCOMPARE(partner, -1);
                    continue;
                }
                QVERIFY(partner >= 0 && partner < 4 && partner != seat);
                if (row.dealIndex < 3) // true partners: each names the other
                    QCOMPARE(row.facts.own<fs::SecondsFacts>().partner[at(partner)], seat);
                else // half-partners: the left (deal 4) or right (deal 5) neighbour
                    QCOMPARE(partner, (seat + (row.dealIndex == 3 ? 1 : 3)) % 4);
                QCOMPARE(row.points[at(seat)], row.tricks[at(seat)] * row.tricks[at(partner)]);
            }
        });
    QCOMPARE(match->dealsPlayed(), fs::SecondsRules::Deals);
}

void TestDealFacts::heartsRowsNameWhoTookTheQueenOfSpades()
{
    playMatch("hearts", 4, {}, 2, [](const fs::Match& m, const fs::ScoreRow& row) {
        const int taker = row.facts.own<fs::HeartsFacts>().queenOfSpades;
        QVERIFY(taker >= 0 && taker < 4);
        QVERIFY(m.state().won[at(taker)].contains(fs::HeartsRules::QueenOfSpades));
        if (row.note != fs::HeartsNote::ShotTheMoon)
            QVERIFY(row.points[at(taker)] >= 13);
    });
}

void TestDealFacts::whistRowsSplitOddTricksFromHonours()
{
    int honoursSeen = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        playMatch("whist", 4, {{"honours", "true"}}, seed,
                  [&](const fs::Match& m, const fs::ScoreRow& row) {
                      const fs::GameState& s = m.state();
                      for (int side = 0; side < 2; ++side) {
                          const int tricks = s.tricksOf(side) + s.tricksOf(side + 2);
                          QCOMPARE(row.facts.own<fs::WhistFacts>().oddTricks[at(side)],
                                   std::max(0, tricks - 6));
                          const int honours = row.facts.own<fs::WhistFacts>().honours[at(side)];
                          QCOMPARE(row.facts.own<fs::WhistFacts>().oddTricks[at(side)] + honours,
                                   row.points[at(side)]);
                          if (honours != 0) {
                              QCOMPARE(honours, fs::WhistRules::honourPoints(s, side));
                              ++honoursSeen;
                          }
                      }
                  });
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(honoursSeen > 0); // six matches always hold a few
}

void TestDealFacts::germanWhistRowsCountTheSecondPhaseTricks()
{
    playMatch("germanwhist", 2, {}, 4, [](const fs::Match& m, const fs::ScoreRow& row) {
        QCOMPARE(row.facts.own<fs::GermanWhistFacts>().laterTricks[0] +
                     row.facts.own<fs::GermanWhistFacts>().laterTricks[1],
                 13);
        for (int seat = 0; seat < 2; ++seat) {
            QCOMPARE(row.facts.own<fs::GermanWhistFacts>().laterTricks[at(seat)],
                     fs::GermanWhistRules::phaseTwoTricks(m.state(), seat));
            QCOMPARE(
                row.points[at(seat)],
                row.facts.own<fs::GermanWhistFacts>().laterTricks[at(seat)]); // 1 per late trick
            QVERIFY(row.tricks[at(seat)] >=
                    row.facts.own<fs::GermanWhistFacts>().laterTricks[at(seat)]);
        }
    });
}

void TestDealFacts::putRowsTellWhoConcededAndWhichDealWonTheGame()
{
    for (const int seats : {2, 3, 4}) {
        int decided = 0;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const auto match =
                playMatch("put", seats, {}, seed, [&](const fs::Match& m, const fs::ScoreRow& row) {
                    const fs::Rules& rules = m.rules();
                    const auto& v = m.state().vars<fs::PutVars>();
                    if (row.facts.own<fs::PutFacts>().conceded >= 0) {
                        QCOMPARE(row.note, fs::PutNote::Conceded);
                        QCOMPARE(row.facts.own<fs::PutFacts>().conceded, row.noteSeat);
                        QCOMPARE(row.facts.own<fs::PutFacts>().dealWinner, -1);
                    }
                    if (row.winsMatch >= 0) {
                        QCOMPARE(row.winsMatch,
                                 rules.columnOf(row.facts.own<fs::PutFacts>().dealWinner));
                        QVERIFY(row.tricks[at(row.facts.own<fs::PutFacts>().dealWinner)] >= 1);
                        QVERIFY(m.over());
                        QCOMPARE(m.status().winners, std::vector<int>{row.winsMatch});
                        ++decided;
                    }
                    if (row.facts.own<fs::PutFacts>().putter >= 0 &&
                        row.facts.own<fs::PutFacts>().conceded < 0)
                        QVERIFY(row.facts.own<fs::PutFacts>().putSeen);
                    if (seats == 4)
                        for (int side = 0; side < 2; ++side)
                            QCOMPARE(row.facts.own<fs::PutFacts>().activeSeat[at(side)],
                                     int(v.active[at(side)]));
                    else
                        QCOMPARE(row.facts.own<fs::PutFacts>().activeSeat[0], -1);
                });
            if (QTest::currentTestFailed())
                return;
            QVERIFY(match->over());
        }
        QVERIFY2(decided > 0, "some match should be won by a deal played out");
    }
}

void TestDealFacts::aluetteRowsNameTheDealWinnerAndTheExtraDeals()
{
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const auto match =
            playMatch("aluette", 4, {}, seed, [](const fs::Match& m, const fs::ScoreRow& row) {
                const fs::GameState& s = m.state();
                const int winner = row.facts.own<fs::AluetteFacts>().dealWinner;
                QCOMPARE(winner, fs::AluetteRules::leaderOfTricks(s));
                QCOMPARE(row.facts.own<fs::AluetteFacts>().extraDeal,
                         row.dealIndex >= fs::AluetteRules::Deals);
                if (winner < 0) {
                    QCOMPARE(row.note, fs::AluetteNote::Void);
                    return;
                }
                for (int seat = 0; seat < 4; ++seat)
                    QVERIFY(row.tricks[at(seat)] <= row.tricks[at(winner)]);
                const int side = winner % 2;
                QVERIFY(row.points[at(side)] >= 1);
                QCOMPARE(row.points[at(1 - side)], 0);
                if (row.note == fs::AluetteNote::Mordienne)
                    QCOMPARE(row.noteSeat, winner);
            });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(match->dealsPlayed() >= fs::AluetteRules::Deals);
    }
}

void TestDealFacts::secondsPlacesTheSecondHighestTotalFirstAndTheHighestSecond()
{
    const fs::SecondsRules rules;
    const std::vector<int> totals = {120, 110, 110, 90};
    QCOMPARE(rules.standings(totals), (std::vector<int>{1, 0, 0, 2}));
    const fs::MatchStatus status = rules.matchStatus(std::vector<fs::ScoreRow>(8), totals);
    QCOMPARE(rules.placings(totals, status), (std::vector<int>{1, 0, 0, 2}));
    const fs::SecondsRules highest(fs::SecondsOptions{false, true});
    QCOMPARE(highest.standings(totals), (std::vector<int>{0, 1, 1, 2}));
    QCOMPARE(rules.standings(std::vector<int>{50, 50, 50, 50}), (std::vector<int>{0, 0, 0, 0}));
}

void TestDealFacts::heartsPlacesTheLowestTotalFirst()
{
    const fs::HeartsRules rules;
    const std::vector<int> totals = {100, 64, 72, 90};
    QCOMPARE(rules.standings(totals), (std::vector<int>{3, 0, 1, 2}));
    const fs::MatchStatus status = rules.matchStatus({}, totals);
    QCOMPARE(rules.placings(totals, status), (std::vector<int>{3, 0, 1, 2}));
}

void TestDealFacts::equalTotalsShareAPlaceAndPlacesHaveNoGaps()
{
    const fs::OhHellRules rules;
    const std::vector<int> totals = {40, 90, 40, 10};
    QCOMPARE(rules.standings(totals), (std::vector<int>{1, 0, 1, 2}));
    const fs::ArmsLengthRules draw;
    const std::vector<int> level = {75, 75};
    const fs::MatchStatus status = draw.matchStatus(std::vector<fs::ScoreRow>(4), level);
    QCOMPARE(draw.placings(level, status), (std::vector<int>{0, 0}));
}

void TestDealFacts::anOutrightWinnerIsPlacedFirstWhateverItsTotal()
{
    const fs::PutRules rules(fs::PutOptions{}, 3);
    const std::vector<int> totals = {1, 4, 2};
    fs::MatchStatus status;
    status.over = true;
    status.winners = {0}; // won a deal played out, on the fewest points
    QCOMPARE(rules.placings(totals, status), (std::vector<int>{0, 1, 2}));
}

void TestDealFacts::theRegistrysDirectionOfBetterScoresAgreesWithTheStandings()
{
    for (const fs::GameInfo& info : fs::allGames()) {
        if (info.id == "seconds")
            continue; // neither direction: the second-highest leads
        std::string error;
        const auto rules = fs::createRules(info.id, info.defaultSeats, {}, error);
        QVERIFY2(rules, error.c_str());
        std::vector<int> totals(static_cast<std::size_t>(rules->columns()), 5);
        totals[0] = 3;
        const std::vector<int> ranks = rules->standings(totals);
        QVERIFY2(ranks[0] == (info.lowerScoreWins ? 0 : 1), info.id.c_str());
    }
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestDealFacts)
#include "tst_dealfacts.moc"
