// Replaying a deal step by step for the review: every card accounted for at every step, one step
// per action, the last step the deal's end, for every game and seat count of the registry, from
// a match and from its record alike.

#include "games/gamefaces.h"
#include "harness/playedmatch.h"
#include "harness/testfiles.h"
#include "review/dealreplay.h"
#include "text/apptranslations.h"

#include "record/gamerecord.h"

#include <QTest>

#include "scoresheet/vectorindex.h"
#include "testmain.h"

namespace {

// A deal's steps, worded by its game's face as the review words them.
std::vector<ReplayStep> dealSteps(const DealReplay& replay, int deal)
{
    return replay.steps(deal, GameFaces::list().of(replay.gameId()));
}

// Every card of the deal is in exactly one place: a hand, a pass on its way, the cards laid
// aside, the stock, or played.
void checkCardsAccountedFor(const ReplayStep& step, fs::CardSet dealt)
{
    fs::CardSet all;
    int count = 0;
    const auto add = [&](fs::CardSet cards) {
        QVERIFY(!all.intersects(cards));
        all |= cards;
        count += cards.size();
    };
    for (std::size_t seat = 0; seat < step.hands.size(); ++seat) {
        add(step.hands[seat]);
        add(step.passing[seat]);
        add(step.discarded[seat]);
    }
    add(step.stock);
    add(step.played);
    QCOMPARE(count, dealt.size());
    QCOMPARE(all, dealt);
}

void checkTrick(const ReplayStep& step, int seats)
{
    QVERIFY(int(step.trick.size()) <= seats);
    for (const ReplayPlay& play : step.trick) {
        QVERIFY(step.played.contains(play.card));
        QVERIFY(play.seat >= 0 && play.seat < seats);
    }
    int taken = 0;
    for (const int tricks : step.tricksWon)
        taken += tricks;
    QVERIFY(taken <= step.trickNumber);
}

// The deal as the match left it: hands, tricks, the end.
void checkLastStep(const ReplayStep& step, const fs::GameState& end)
{
    for (int seat = 0; seat < end.seats(); ++seat) {
        QCOMPARE(step.hands[at(seat)], end.hand(seat));
        QCOMPARE(step.tricksWon[at(seat)], end.tricksOf(seat));
    }
    QCOMPARE(step.phase, end.phase);
    QCOMPARE(step.toAct, end.finished() ? -1 : int(end.toAct));
}

void checkDeal(const DealReplay& replay, int deal, int actions, const fs::GameState& end)
{
    const std::vector<ReplayStep> steps = dealSteps(replay, deal);
    QCOMPARE(int(steps.size()), actions + 1);
    const ReplayStep& dealt = steps.front();
    QCOMPARE(dealt.actionIndex, -1);
    QVERIFY(dealt.trick.empty());
    QVERIFY(dealt.played.empty());
    fs::CardSet cards = dealt.stock;
    for (const fs::CardSet hand : dealt.hands)
        cards |= hand;
    const int seats = replay.rules().seats();
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const ReplayStep& step = steps[i];
        QCOMPARE(int(step.hands.size()), seats);
        QVERIFY2(!step.description.isEmpty(), qPrintable(QString::number(i)));
        QCOMPARE(step.actionIndex, int(i) - 1);
        checkCardsAccountedFor(step, cards);
        checkTrick(step, seats);
        if (i > 0 && step.trickClosed)
            QVERIFY(!steps[i - 1].trick.empty());
        if (i > 0)
            QVERIFY(steps[i - 1].played.size() <= step.played.size());
    }
    checkLastStep(steps.back(), end);
}

struct PlayedDeals {
    std::vector<std::unique_ptr<fs::Match>> matches; // the states below point at their rules
    const fs::Match* match = nullptr;
    std::vector<int> actionsPerDeal;
    std::vector<fs::GameState> ends;
};

// Plays deal by deal, keeping how many actions each took and the state each ended in.
PlayedDeals playDeals(const fs::GameInfo& game, int seats, std::uint64_t seed, int deals)
{
    PlayedDeals played;
    std::size_t actionsBefore = 0;
    for (int deal = 1; deal <= deals; ++deal) {
        played.matches.push_back(playedMatch(game.id, seats, seed, deal));
        played.match = played.matches.back().get();
        if (played.match->dealsPlayed() < deal)
            break; // the match ended sooner
        played.actionsPerDeal.push_back(int(played.match->actions().size() - actionsBefore));
        actionsBefore = played.match->actions().size();
        played.ends.push_back(played.match->state());
    }
    return played;
}

} // namespace

class TestDealReplay : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // "13 cards", as the app says it: the English plural forms are a catalogue too.
    void initTestCase() { AppTranslations::install(QLocale(QLocale::English)); }

    void everyGameReplaysEachActionWithEveryCardAccountedFor_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        for (const fs::GameInfo& game : fs::allGames())
            for (int seats = game.minSeats; seats <= game.maxSeats; ++seats)
                QTest::addRow("%s-%d", game.id.c_str(), seats)
                    << QString::fromStdString(game.id) << seats;
    }
    void everyGameReplaysEachActionWithEveryCardAccountedFor()
    {
        QFETCH(QString, game);
        QFETCH(int, seats);
        const fs::GameInfo* info = fs::findGame(game.toStdString());
        QVERIFY(info);
        const PlayedDeals played = playDeals(*info, seats, 41, 2);
        QVERIFY(!played.ends.empty());
        const DealReplay replay(*played.match);
        QVERIFY(replay.isValid());
        QCOMPARE(replay.finishedDeals(), int(played.ends.size()));
        for (int deal = 0; deal < int(played.ends.size()); ++deal) {
            checkDeal(replay, deal, played.actionsPerDeal[at(deal)], played.ends[at(deal)]);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("in deal %1").arg(deal + 1)));
        }
        QVERIFY(dealSteps(replay, replay.dealCount()).empty());
        QVERIFY(dealSteps(replay, -1).empty());
    }

    void aRecordReplaysLikeItsMatch()
    {
        const auto match = playedMatch("germanwhist", 2, 7, 2);
        const fs::ParsedRecord parsed = fs::parseRecord(fs::writeRecord(*match, {}));
        QVERIFY(parsed.ok());
        const DealReplay fromRecord(parsed.record);
        const DealReplay fromMatch(*match);
        QVERIFY(fromRecord.error().isEmpty());
        QCOMPARE(fromRecord.dealCount(), fromMatch.dealCount());
        for (int deal = 0; deal < fromMatch.dealCount(); ++deal) {
            const auto a = dealSteps(fromRecord, deal);
            const auto b = dealSteps(fromMatch, deal);
            QCOMPARE(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                QCOMPARE(a[i].hands, b[i].hands);
                QCOMPARE(a[i].description, b[i].description);
            }
        }
    }

    void heartsPassesAreShownOnTheirWayThenInTheReceiversHand()
    {
        const auto match = playedMatch("hearts", 4, 3, 1);
        const DealReplay replay(*match);
        const auto steps = dealSteps(replay, 0);
        QVERIFY(steps[0].description.contains(QStringLiteral("13 cards")));
        const ReplayStep& firstPass = steps[1];
        QCOMPARE(firstPass.passing[at(firstPass.actor)].size(), 3);
        QCOMPARE(firstPass.hands[at(firstPass.actor)].size(), 10);
        QVERIFY2(firstPass.description.contains(QStringLiteral(" to ")),
                 qPrintable(firstPass.description));
        const ReplayStep& exchanged = steps[4];
        for (int seat = 0; seat < 4; ++seat) {
            QVERIFY(exchanged.passing[at(seat)].empty());
            QCOMPARE(exchanged.hands[at(seat)].size(), 13);
        }
        QVERIFY(exchanged.description.contains(QStringLiteral("picks up")));
        const ReplayStep& lead = steps[5];
        QVERIFY2(lead.description.contains(QStringLiteral("lead")), qPrintable(lead.description));
        QCOMPARE(lead.description.contains(QStringLiteral("2♣")), true);
        QCOMPARE(lead.trick.size(), std::size_t(1));
        QCOMPARE(lead.trickNumber, 1);
    }

    void theLastCardOfATrickShowsTheWholeTrickAndWhoTookIt()
    {
        const auto match = playedMatch("whist", 4, 5, 1);
        const auto steps = dealSteps(DealReplay(*match), 0);
        const ReplayStep& fourth = steps[4];
        QVERIFY(fourth.trickClosed);
        QCOMPARE(fourth.trick.size(), std::size_t(4));
        QCOMPARE(fourth.trickNumber, 1);
        QVERIFY(fourth.lastTrickWinner >= 0);
        QCOMPARE(fourth.tricksWon[at(fourth.lastTrickWinner)], 1);
        QVERIFY2(fourth.description.contains(QStringLiteral("the trick")),
                 qPrintable(fourth.description));
        const ReplayStep& nextLead = steps[5];
        QCOMPARE(nextLead.trick.size(), std::size_t(1));
        QCOMPARE(nextLead.trickNumber, 2);
        QCOMPARE(nextLead.actor, fourth.lastTrickWinner);
    }

    void germanWhistDrawsAndOhHellBidsAreSaid()
    {
        const auto whist = dealSteps(DealReplay(*playedMatch("germanwhist", 2, 9, 1)), 0);
        QVERIFY(whist[0].description.contains(QStringLiteral("turned up")));
        QVERIFY2(whist[2].description.contains(QStringLiteral("draws")),
                 qPrintable(whist[2].description));
        QCOMPARE(whist[2].stock.size(), whist[0].stock.size() - 2);
        const auto ohHell = dealSteps(DealReplay(*playedMatch("ohhell", 5, 9, 1)), 0);
        QVERIFY2(ohHell[1].description.contains(QStringLiteral("bids")),
                 qPrintable(ohHell[1].description));
        QVERIFY(ohHell[1].bids[at(ohHell[1].actor)] >= 0);
    }

    void aRecordWithAnIllegalActionKeepsWhatCameBefore()
    {
        const fs::ParsedRecord parsed = fs::parseRecord(
            readFile(FOLLOWSUIT_TEST_DATA "/record-hearts-illegal.json").toStdString());
        QVERIFY(parsed.ok());
        const DealReplay replay(parsed.record);
        QVERIFY(!replay.error().isEmpty());
        QVERIFY(replay.isValid());
        QVERIFY(!dealSteps(replay, 0).empty());
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestDealReplay)
#include "tst_dealreplay.moc"
