// Whist as docs/rules/whist.md states it, and the Whist cases of section 10. Positions
// are dealt from an explicit card order and played out, or arranged by setting the state's
// public fields the way the rules themselves do.

#include "core/match.h"
#include "core/playerview.h"
#include "games/whist/whistrules.h"
#include "harness/cardtext.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <array>
#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;
using harness::cards;

namespace {

// Seats as the app names them: South, West, North, East; North-South are column 0.
constexpr int South = 0, West = 1, North = 2, East = 3;
constexpr int NorthSouth = 0, EastWest = 1;

const Pack& pack()
{
    return Pack::french52();
}

// A deal in which each seat holds at least the given cards (the rest filled from the unused
// cards in pack order) and the dealer's turned card is `turned`.
DealSetup setupWith(std::array<std::string, 4> given, int dealer, const char* turned)
{
    std::array<CardSet, 4> hands;
    CardSet used;
    for (int seat = 0; seat < 4; ++seat) {
        hands[std::size_t(seat)] = cards(given[std::size_t(seat)]);
        used |= hands[std::size_t(seat)];
    }
    hands[std::size_t(dealer)].insert(card(turned));
    used.insert(card(turned));
    CardSet rest = pack().all() - used;
    for (int seat = 0; seat < 4; ++seat)
        while (hands[std::size_t(seat)].size() < 13) {
            hands[std::size_t(seat)].insert(rest.lowest());
            rest.remove(rest.lowest());
        }
    DealSetup setup;
    setup.dealer = dealer;
    setup.orderSize = 52;
    // Dealt singly from eldest: card i goes to seat eldest + i % 4; the last is the dealer's.
    for (int k = 0; k < 4; ++k) {
        const int seat = (dealer + 1 + k) % 4;
        CardSet hand = hands[std::size_t(seat)];
        if (seat == dealer)
            hand.remove(card(turned));
        int j = 0;
        for (Card c : hand)
            setup.order[std::size_t(4 * j++ + k)] = c;
        if (seat == dealer)
            setup.order[51] = card(turned);
    }
    return setup;
}

// A finished deal in which the sides took these tricks, totals standing as given.
GameState finishedDeal(const WhistRules& rules, int northSouthTricks, std::array<int, 2> totals,
                       std::array<std::string, 4> given = {}, const char* turned = "7D")
{
    DealSetup setup = setupWith(given, East, turned);
    setup.totals[0] = totals[0];
    setup.totals[1] = totals[1];
    GameState s = rules.newDeal(setup);
    s.tricksWon = {};
    s.tricksWon[South] = static_cast<std::uint8_t>(northSouthTricks);
    s.tricksWon[West] = static_cast<std::uint8_t>(13 - northSouthTricks);
    s.tricksDone = 13;
    s.phase = Phase::Finished;
    s.toAct = -1;
    return s;
}

ScoreRow row(int northSouth, int eastWest)
{
    ScoreRow r;
    r.points = {northSouth, eastWest};
    return r;
}

bool hasEvent(const EventList& events, EventKind kind, int seat, Card c, int value)
{
    for (const Event& e : events)
        if (e.kind == kind && e.seat == seat && e.card == c && e.value == value)
            return true;
    return false;
}

} // namespace

class TestWhistRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void partnersShareAScoreColumn()
    {
        const WhistRules rules;
        QCOMPARE(rules.seats(), 4);
        QVERIFY(rules.columnKind() == ColumnKind::Sides);
        QCOMPARE(rules.columns(), 2);
        QCOMPARE(rules.columnOf(South), NorthSouth);
        QCOMPARE(rules.columnOf(North), NorthSouth);
        QCOMPARE(rules.columnOf(West), EastWest);
        QCOMPARE(rules.columnOf(East), EastWest);
    }

    void eachSeatIsDealtThirteenAndEldestLeads()
    {
        const WhistRules rules;
        const GameState s = rules.newDeal(setupWith({}, North, "9S"));
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(s.hand(seat).size(), 13);
        QCOMPARE(int(s.toAct), East);
        QCOMPARE(int(s.trump), int(Spades));
        QCOMPARE(int(s.stockSize), 0);
    }

    // Section 10, Whist 1.
    void turnedSevenOfDiamondsMakesDiamondsTrumpAndJoinsTheDealersHand()
    {
        const WhistRules rules;
        GameState s = rules.newDeal(setupWith({"4C", "5C", "6C", ""}, East, "7D"));
        QCOMPARE(int(s.trump), int(Diamonds));
        QCOMPARE(s.turnUp, card("7D"));
        QCOMPARE(s.hand(East).size(), 13);
        QVERIFY(s.hand(East).contains(card("7D")));
        // Everyone sees it face up on the table until the dealer's first turn.
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(PlayerView(s, seat).state().turnUp, card("7D"));
        EventList events;
        s.apply(Action::play(South, card("4C")), &events);
        s.apply(Action::play(West, card("5C")), &events);
        QCOMPARE(s.turnUp, card("7D"));
        events.clear();
        s.apply(Action::play(North, card("6C")), &events);
        // The dealer's turn: the card is picked up and is an ordinary card of the hand.
        QCOMPARE(int(s.toAct), East);
        QCOMPARE(s.turnUp, NoCard);
        QVERIFY(hasEvent(events, EventKind::CardDrawn, East, card("7D"), 1));
        QCOMPARE(s.hand(East).size(), 13);
        QVERIFY(s.hand(East).contains(card("7D")));
        QCOMPARE(PlayerView(s, South).state().turnUp, NoCard);
        QVERIFY(!PlayerView(s, South).state().hand(East).contains(card("7D")));
        QCOMPARE(PlayerView(s, South).state().vars<WhistVars>().turnedCard, card("7D"));
        // The dealer need not play it; it stays in the hand, still trumps.
        const Card other = s.legalActions().play.highest();
        QVERIFY(other != card("7D"));
        s.apply(Action::play(East, other));
        QVERIFY(s.hand(East).contains(card("7D")));
        QCOMPARE(s.hand(East).size(), 12);
        QCOMPARE(int(s.trump), int(Diamonds));
    }

    void dealerMayPlayTheTurnedCardAtTheFirstTurn()
    {
        const WhistRules rules;
        GameState s = rules.newDeal(
            setupWith({"4S", "5S", "6S", "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"}, East, "7D"));
        s.apply(Action::play(South, card("4S")));
        s.apply(Action::play(West, card("5S")));
        s.apply(Action::play(North, card("6S")));
        QVERIFY(s.legalActions().play.contains(card("7D")));
        s.apply(Action::play(East, card("7D")));
        QCOMPARE(s.tricksOf(East), 1); // void in spades, the dealer trumps with it
    }

    // Section 10, Whist 2.
    void lowTrumpBeatsTheAceOfTheSuitLed()
    {
        const WhistRules rules;
        // Trumps diamonds; North is void in clubs and trumps with the 2.
        GameState s = rules.newDeal(
            setupWith({"4C", "KC", "2D 3D 4D 5D 6D 8D 9D TD JD QD KD AD 2H", "AC"}, East, "7D"));
        QCOMPARE(int(s.toAct), South);
        EventList events;
        s.apply(Action::play(South, card("4C")), &events);
        s.apply(Action::play(West, card("KC")), &events);
        QVERIFY(s.legalActions().play.contains(card("2D")));
        s.apply(Action::play(North, card("2D")), &events);
        s.apply(Action::play(East, card("AC")), &events);
        QCOMPARE(s.tricksOf(North), 1);
        QCOMPARE(int(s.toAct), North);
        QVERIFY(s.won[North].containsAll(cards("4C KC 2D AC")));
    }

    void playerMustFollowSuitWhenAble()
    {
        const WhistRules rules;
        GameState s = rules.newDeal(setupWith({"4C", "KC 2H", "", ""}, East, "7D"));
        s.apply(Action::play(South, card("4C")));
        QCOMPARE(s.check(Action::play(West, card("2H"))), Reason::MustFollowSuit);
        QCOMPARE(s.check(Action::play(North, card("2C"))), Reason::NotYourTurn);
        QCOMPARE(s.legalActions().play, s.hand(West) & pack().suitMask(Clubs));
    }

    void dealEndsAfterThirteenTricks()
    {
        const WhistRules rules;
        GameState s = rules.newDeal(setupWith({}, South, "AS"));
        Rng rng(5);
        int actions = 0;
        while (!s.finished()) {
            s.apply(s.legalActions().random(rng));
            ++actions;
        }
        QCOMPARE(actions, 52);
        QCOMPARE(int(s.tricksDone), 13);
        QCOMPARE(s.tricksOf(0) + s.tricksOf(1) + s.tricksOf(2) + s.tricksOf(3), 13);
    }

    // Section 1.1 worked example.
    void eightTricksToFiveScoresTwoOddTricks()
    {
        const WhistRules rules;
        const DealScore score = rules.score(finishedDeal(rules, 8, {0, 0}));
        QCOMPARE(score.points[NorthSouth], 2);
        QCOMPARE(score.points[EastWest], 0);
        QVERIFY(score.note == DealNote::None);
    }

    // Section 10, Whist 3.
    void sevenTricksToSixScoresOne()
    {
        const WhistRules rules;
        const DealScore score = rules.score(finishedDeal(rules, 7, {0, 0}));
        QCOMPARE(score.points[NorthSouth], 1);
        QCOMPARE(score.points[EastWest], 0);
        const DealScore other = rules.score(finishedDeal(rules, 3, {0, 0}));
        QCOMPARE(other.points[NorthSouth], 0);
        QCOMPARE(other.points[EastWest], 4);
    }

    // Section 10, Whist 4.
    void gameIsWonAtFiveAndTheExcessIsDropped()
    {
        const WhistRules rules;
        const DealScore score = rules.score(finishedDeal(rules, 10, {3, 1}));
        QCOMPARE(score.points[NorthSouth], 4);
        QVERIFY(score.note == WhistNote::GameWon);
        QCOMPARE(rules.columnOf(score.noteSeat), NorthSouth);
        const std::vector<ScoreRow> rows = {row(2, 0), row(0, 1), row(1, 0), row(4, 0)};
        QCOMPARE(rules.totals(rows), (std::vector<int>{5, 1}));
        const MatchStatus status = rules.matchStatus(rows, rules.totals(rows));
        QVERIFY(status.over);
        QCOMPARE(status.winners, std::vector<int>{NorthSouth});
    }

    void rubberStartsEachGameAtLoveAndEndsAtTwoGames()
    {
        const WhistRules rules({.honours = false, .rubber = true, .target = 5});
        std::vector<ScoreRow> rows = {row(3, 0), row(0, 1), row(4, 0)};
        QCOMPARE(rules.totals(rows), (std::vector<int>{0, 0})); // new game starts 0-0
        QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over);
        QCOMPARE(rules.progress(rows).games, (std::array<int, 2>{1, 0}));
        rows.push_back(row(0, 5));
        QCOMPARE(rules.totals(rows), (std::vector<int>{0, 0}));
        QCOMPARE(rules.progress(rows).games, (std::array<int, 2>{1, 1}));
        QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over);
        rows.push_back(row(2, 0));
        rows.push_back(row(0, 3));
        QCOMPARE(rules.totals(rows), (std::vector<int>{2, 3}));
        rows.push_back(row(6, 0));
        QCOMPARE(rules.totals(rows), (std::vector<int>{5, 3})); // the deciding game stays shown
        const MatchStatus status = rules.matchStatus(rows, rules.totals(rows));
        QVERIFY(status.over);
        QCOMPARE(status.winners, std::vector<int>{NorthSouth});
    }

    void rubberMatchDealsStartFromTheNewGamesTotals()
    {
        std::string error;
        const auto rules = createRules("whist", 4, {{"rubber", "true"}}, error);
        QVERIFY2(rules, error.c_str());
        Match match(rules, 11);
        Rng rng(3);
        int gamesWon = 0;
        while (!match.over()) {
            match.startDeal();
            const std::vector<int> before = match.totals();
            QCOMPARE(match.state().totalsAtStart[0], before[0]);
            QCOMPARE(match.state().totalsAtStart[1], before[1]);
            while (match.dealInProgress())
                QCOMPARE(match.apply(match.state().legalActions().random(rng)), Reason::None);
            const ScoreRow& last = match.rows().back();
            if (last.note == WhistNote::GameWon)
                ++gamesWon;
            if (!match.over()) {
                QVERIFY(match.totals()[0] < 5 && match.totals()[1] < 5);
                if (last.note == WhistNote::GameWon)
                    QCOMPARE(match.totals(), (std::vector<int>{0, 0}));
            }
        }
        QVERIFY(gamesWon >= 2 && gamesWon <= 3);
        QCOMPARE(match.totals()[std::size_t(match.status().winners[0])], 5);
    }

    void americanGameIsSevenPoints()
    {
        const WhistRules rules({.honours = false, .rubber = false, .target = 7});
        QVERIFY(rules.score(finishedDeal(rules, 10, {2, 0})).note == DealNote::None);
        QVERIFY(rules.score(finishedDeal(rules, 10, {3, 0})).note == WhistNote::GameWon);
        const std::vector<ScoreRow> rows = {row(4, 0), row(0, 2)};
        QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over);
        const std::vector<ScoreRow> more = {row(4, 0), row(3, 0)};
        QVERIFY(rules.matchStatus(more, rules.totals(more)).over);
    }

    void honoursAreOffByDefault()
    {
        const WhistRules rules;
        const GameState s = finishedDeal(rules, 6, {0, 0}, {"AD KD", "", "QD JD", ""});
        QCOMPARE(WhistRules::honourPoints(s, NorthSouth), 4);
        const DealScore score = rules.score(s);
        QCOMPARE(score.points[NorthSouth], 0);
        QCOMPARE(score.points[EastWest], 1);
    }

    void fourHonoursScoreFourAndThreeScoreTwo()
    {
        const WhistRules rules({.honours = true, .rubber = false, .target = 5});
        const DealScore four =
            rules.score(finishedDeal(rules, 6, {0, 0}, {"AD KD", "", "QD JD", ""}));
        QCOMPARE(four.points[NorthSouth], 4);
        QCOMPARE(four.points[EastWest], 1); // tricks are entered first, honours after
        QVERIFY(four.note == WhistNote::Honours);
        const DealScore three =
            rules.score(finishedDeal(rules, 8, {0, 0}, {"AD", "JD", "QD KD", ""}));
        QCOMPARE(three.points[NorthSouth], 4);
        QCOMPARE(three.points[EastWest], 0);
        const DealScore split =
            rules.score(finishedDeal(rules, 8, {0, 0}, {"AD", "JD", "", "KD QD"}));
        QCOMPARE(split.points[EastWest], 2);
        const DealScore twoTwo =
            rules.score(finishedDeal(rules, 8, {0, 0}, {"AD KD", "JD QD", "", ""}));
        QCOMPARE(twoTwo.points[NorthSouth], 2);
        QCOMPARE(twoTwo.points[EastWest], 0);
        QVERIFY(twoTwo.note == DealNote::None);
    }

    void honoursCountTheTurnedCardForTheDealersSide()
    {
        const WhistRules rules({.honours = true, .rubber = false, .target = 5});
        // East deals and turns AD: East-West hold A K Q of trumps.
        const GameState s = finishedDeal(rules, 8, {0, 0}, {"JD", "KD QD", "", ""}, "AD");
        QCOMPARE(WhistRules::honourPoints(s, EastWest), 2);
    }

    // Section 10, Whist 5.
    void sideOnFourCannotScoreHonours()
    {
        const WhistRules rules({.honours = true, .rubber = false, .target = 5});
        const GameState s = finishedDeal(rules, 6, {4, 0}, {"AD KD", "", "QD JD", ""});
        const DealScore score = rules.score(s);
        QCOMPARE(score.points[NorthSouth], 0);
        QCOMPARE(score.points[EastWest], 1);
        // On three the same honours carry the side to game.
        const DealScore onThree =
            rules.score(finishedDeal(rules, 6, {3, 0}, {"AD KD", "", "QD JD", ""}));
        QCOMPARE(onThree.points[NorthSouth], 4);
        QVERIFY(onThree.note == WhistNote::GameWon);
        QCOMPARE(rules.columnOf(onThree.noteSeat), NorthSouth);
    }

    void tricksThatWinTheGameShutOutTheOpponentsHonours()
    {
        const WhistRules rules({.honours = true, .rubber = false, .target = 5});
        // East-West on 4 take 7 tricks; North-South hold four honours but the game is over.
        const DealScore score =
            rules.score(finishedDeal(rules, 6, {2, 4}, {"AD KD", "", "QD JD", ""}));
        QCOMPARE(score.points[EastWest], 1);
        QCOMPARE(score.points[NorthSouth], 0);
        QVERIFY(score.note == WhistNote::GameWon);
        QCOMPARE(rules.columnOf(score.noteSeat), EastWest);
    }

    void registryBuildsWhistWithDocumentedOptions()
    {
        std::string error;
        QVERIFY(createRules("whist", 4, {{"honours", "true"}, {"target", "7"}}, error));
        QVERIFY(!createRules("whist", 4, {{"target", "zero"}}, error));
        QVERIFY(!createRules("whist", 3, {}, error));
        const auto rules = createRules("whist", 4, {{"rubber", "yes"}}, error);
        QVERIFY(!rules || dynamic_cast<const WhistRules&>(*rules).options().rubber);
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestWhistRules)
#include "tst_whistrules.moc"
