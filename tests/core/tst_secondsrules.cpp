// Seconds as docs/rules/seconds.md states it with rulings, the Seconds cases of
// section 10 and the deal-1 worked example.

#include "core/match.h"
#include "games/seconds/secondsrules.h"
#include "harness/cardtext.h"
#include "harness/positions.h"

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;
using harness::cards;

namespace {

constexpr int South = SecondsRules::South, West = SecondsRules::West, North = SecondsRules::North,
              East = SecondsRules::East;

// Position of the winning card of a trick written in playing order.
int winner(const char* a, const char* b, const char* c, const char* d)
{
    return SecondsRules::winningPosition({card(a), card(b), card(c), card(d)});
}

DealSetup shuffledSetup(std::uint64_t seed, int dealer, int dealIndex)
{
    return harness::shuffledSetup(Pack::french52(), seed, dealer, dealIndex);
}

// Tricks per seat given in the order N, E, S, W.
std::array<int, 4> byNESW(int n, int e, int s, int w)
{
    std::array<int, 4> t{};
    t[North] = n;
    t[East] = e;
    t[South] = s;
    t[West] = w;
    return t;
}

std::vector<int> inNESW(const std::array<int, 4>& p)
{
    return {p[North], p[East], p[South], p[West]};
}

} // namespace

class TestSecondsRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void secondHighestOfTheSuitLedWins();                  // case 1
    void unfollowedLeadRanksAllFourAndTheSecondJackWins(); // case 2
    void unfollowedLeadGivesTheTrickToSecondPlace();       // case 3
    void sharedSecondPlaceGoesToTheSecondInPlayingOrder(); // case 4
    void withTwoCardsOfTheSuitLedTheLowerWins();           // R-10 a
    void playedTrickGoesToTheSecondHighestCardAndItsPlayerLeads();
    void followingSuitIsCompulsoryAndThereAreNoTrumps();
    void partneringArrangementFollowsTheDealNumber();
    void halfPartnersInDealsFourAndFiveAreNotSymmetric(); // case 5
    void dealOneWorkedExampleMultipliesPartnersTricks();
    void dealSixPaysThreePerTrickOrSquares();
    void dealSevenPaysThirteenLessTricks();
    void dealEightSharesTwelveAmongThoseWithExactlyThree(); // case 5
    void secondHighestDistinctTotalWins();                  // case 6, R-11
    void gameIsEightDealsFirstDealtByNorth();
};

void TestSecondsRules::secondHighestOfTheSuitLedWins()
{
    // N leads 9S; E 4S, S KS, W 2H: the spades are K, 9, 4 and the 9 (North, the leader) wins.
    QCOMPARE(winner("9S", "4S", "KS", "2H"), 0);
}

void TestSecondsRules::unfollowedLeadRanksAllFourAndTheSecondJackWins()
{
    // E leads 7D; S JC, W JH, N 3S: the Jacks share second place; West played the second one.
    QCOMPARE(winner("7D", "JC", "JH", "3S"), 2);
}

void TestSecondsRules::unfollowedLeadGivesTheTrickToSecondPlace()
{
    // S leads QC; W 2D, N 8H, E 5S: Q, 8, 5, 2 and the 8H (North) wins.
    QCOMPARE(winner("QC", "2D", "8H", "5S"), 2);
}

void TestSecondsRules::sharedSecondPlaceGoesToTheSecondInPlayingOrder()
{
    QCOMPARE(winner("AS", "KH", "KD", "KC"), 2); // the KD, third to play
    QCOMPARE(winner("5S", "AH", "AD", "3C"), 2); // two Aces on top: the second Ace played
    QCOMPARE(winner("AS", "KH", "3D", "KC"), 3); // A, K, K: the second King played
    QCOMPARE(winner("2S", "AH", "KD", "3C"), 2); // no tie: the King
}

void TestSecondsRules::withTwoCardsOfTheSuitLedTheLowerWins()
{
    QCOMPARE(winner("5H", "AS", "9H", "AD"), 0); // hearts 9 and 5: the 5 wins, Aces ignored
    QCOMPARE(winner("5H", "AS", "2H", "AD"), 2); // hearts 5 and 2: the 2 wins
    QCOMPARE(winner("TC", "JC", "QC", "KC"), 2); // four clubs: the Queen
}

void TestSecondsRules::playedTrickGoesToTheSecondHighestCardAndItsPlayerLeads()
{
    const SecondsRules rules;
    GameState s = rules.newDeal(shuffledSetup(1, West, 0)); // eldest North
    s.hands[North] = cards("9S 2C");
    s.hands[East] = cards("4S 3C");
    s.hands[South] = cards("KS 4C");
    s.hands[West] = cards("2H 5C");
    QCOMPARE(int(s.toAct), North);
    EventList events;
    for (const auto& [seat, text] : std::vector<std::pair<int, const char*>>{
             {North, "9S"}, {East, "4S"}, {South, "KS"}, {West, "2H"}}) {
        const Action a = Action::play(seat, card(text));
        QCOMPARE(s.check(a), Reason::None);
        s.apply(a, &events);
    }
    QCOMPARE(s.tricksOf(North), 1);
    QCOMPARE(int(s.toAct), North);
    QCOMPARE(events[events.size() - 1].kind, EventKind::TrickTaken);
    QCOMPARE(int(events[events.size() - 1].seat), North);
}

void TestSecondsRules::followingSuitIsCompulsoryAndThereAreNoTrumps()
{
    const SecondsRules rules;
    GameState s = rules.newDeal(shuffledSetup(2, West, 0));
    s.hands[North] = cards("9S");
    s.hands[East] = cards("4S AH");
    s.hands[South] = cards("KD");
    s.apply(Action::play(North, card("9S")));
    QCOMPARE(s.legalActions().play, cards("4S"));
    QCOMPARE(s.check(Action::play(East, card("AH"))), Reason::MustFollowSuit);
    s.apply(Action::play(East, card("4S")));
    QCOMPARE(s.legalActions().play, cards("KD")); // void: anything
    QCOMPARE(int(s.trump), -1);
}

void TestSecondsRules::partneringArrangementFollowsTheDealNumber()
{
    // Deal 1: N+S v E+W; deal 2: N+E v S+W; deal 3: N+W v S+E.
    QCOMPARE(SecondsRules::scoringPartner(0, North), South);
    QCOMPARE(SecondsRules::scoringPartner(0, East), West);
    QCOMPARE(SecondsRules::scoringPartner(1, North), East);
    QCOMPARE(SecondsRules::scoringPartner(1, South), West);
    QCOMPARE(SecondsRules::scoringPartner(2, North), West);
    QCOMPARE(SecondsRules::scoringPartner(2, South), East);
    for (int deal = 0; deal < 3; ++deal)
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(SecondsRules::scoringPartner(deal, SecondsRules::scoringPartner(deal, seat)),
                     seat);
    for (int deal = 5; deal < 8; ++deal)
        QCOMPARE(SecondsRules::scoringPartner(deal, North), -1);
}

void TestSecondsRules::halfPartnersInDealsFourAndFiveAreNotSymmetric()
{
    const SecondsRules rules;
    QCOMPARE(SecondsRules::scoringPartner(3, North), East);
    QCOMPARE(SecondsRules::scoringPartner(3, East), South);
    QCOMPARE(SecondsRules::scoringPartner(3, South), West);
    QCOMPARE(SecondsRules::scoringPartner(3, West), North);
    QCOMPARE(SecondsRules::scoringPartner(4, North), West);
    QCOMPARE(SecondsRules::scoringPartner(4, East), North);
    // Deal 4 tricks N5 E2 S4 W2 -> N 10, E 8, S 8, W 10.
    QCOMPARE(inNESW(rules.points(3, byNESW(5, 2, 4, 2))), (std::vector<int>{10, 8, 8, 10}));
    // Deal 5 the other way: N x W, E x N, S x E, W x S.
    QCOMPARE(inNESW(rules.points(4, byNESW(5, 2, 4, 2))), (std::vector<int>{10, 10, 8, 8}));
}

void TestSecondsRules::dealOneWorkedExampleMultipliesPartnersTricks()
{
    const SecondsRules rules;
    QCOMPARE(inNESW(rules.points(0, byNESW(4, 5, 3, 1))), (std::vector<int>{12, 5, 12, 5}));
    QCOMPARE(inNESW(rules.points(0, byNESW(7, 6, 0, 0))), (std::vector<int>{0, 0, 0, 0}));
    // Scored through a finished state too.
    GameState s = rules.newDeal(shuffledSetup(3, West, 0));
    s.tricksWon = {};
    s.tricksWon[North] = 4;
    s.tricksWon[East] = 5;
    s.tricksWon[South] = 3;
    s.tricksWon[West] = 1;
    const DealScore score = rules.score(s);
    QCOMPARE(score.points[North], 12);
    QCOMPARE(score.points[West], 5);
}

void TestSecondsRules::dealSixPaysThreePerTrickOrSquares()
{
    const SecondsRules rules;
    QCOMPARE(inNESW(rules.points(5, byNESW(4, 5, 3, 1))), (std::vector<int>{12, 15, 9, 3}));
    const SecondsRules squares({true, false});
    QCOMPARE(inNESW(squares.points(5, byNESW(4, 5, 3, 1))), (std::vector<int>{16, 25, 9, 1}));
}

void TestSecondsRules::dealSevenPaysThirteenLessTricks()
{
    const SecondsRules rules;
    QCOMPARE(inNESW(rules.points(6, byNESW(4, 5, 3, 1))), (std::vector<int>{9, 8, 10, 12}));
    QCOMPARE(inNESW(rules.points(6, byNESW(13, 0, 0, 0))), (std::vector<int>{0, 13, 13, 13}));
}

void TestSecondsRules::dealEightSharesTwelveAmongThoseWithExactlyThree()
{
    const SecondsRules rules;
    QCOMPARE(inNESW(rules.points(7, byNESW(3, 3, 5, 2))), (std::vector<int>{6, 6, 0, 0}));
    QCOMPARE(inNESW(rules.points(7, byNESW(3, 4, 4, 2))), (std::vector<int>{12, 0, 0, 0}));
    QCOMPARE(inNESW(rules.points(7, byNESW(3, 3, 3, 4))), (std::vector<int>{4, 4, 4, 0}));
    QCOMPARE(inNESW(rules.points(7, byNESW(5, 4, 2, 2))), (std::vector<int>{0, 0, 0, 0}));
}

void TestSecondsRules::secondHighestDistinctTotalWins()
{
    const SecondsRules rules;
    const std::vector<ScoreRow> rows(8);
    // Totals per seat S, W, N, E.
    const std::vector<int> totals = {120, 110, 110, 90};
    MatchStatus status = rules.matchStatus(rows, totals);
    QVERIFY(status.over);
    QCOMPARE(status.winners, (std::vector<int>{1, 2}));
    QCOMPARE(rules.matchStatus(rows, std::vector<int>{50, 50, 50, 50}).winners,
             (std::vector<int>{0, 1, 2, 3}));
    QCOMPARE(rules.matchStatus(rows, std::vector<int>{80, 80, 60, 70}).winners,
             (std::vector<int>{3}));
    const SecondsRules highest({false, true});
    QCOMPARE(highest.matchStatus(rows, totals).winners, (std::vector<int>{0}));
    QVERIFY(!rules.matchStatus(std::vector<ScoreRow>(7), totals).over);
}

void TestSecondsRules::gameIsEightDealsFirstDealtByNorth()
{
    auto rules = std::make_shared<SecondsRules>();
    Match match(rules, 21);
    QCOMPARE(match.firstDealer(), North);
    Rng rng(4);
    const int expected[] = {North, East, South, West, North, East, South, West};
    while (!match.over()) {
        match.startDeal();
        QCOMPARE(int(match.state().dealer), expected[match.dealsPlayed()]);
        while (match.dealInProgress())
            QCOMPARE(match.apply(match.state().legalActions().random(rng)), Reason::None);
    }
    QCOMPARE(match.dealsPlayed(), 8);
    // Deal 7 hands out 13 x 4 - 13 = 39 points; deal 8 12 or nothing.
    const auto& rows = match.rows();
    int sum7 = 0, sum8 = 0;
    for (int p : rows[6].points)
        sum7 += p;
    for (int p : rows[7].points)
        sum8 += p;
    QCOMPARE(sum7, 39);
    QVERIFY(sum8 == 12 || sum8 == 0);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestSecondsRules)
#include "tst_secondsrules.moc"
