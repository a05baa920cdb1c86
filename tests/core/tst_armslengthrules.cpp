// Arm's Length as docs/rules/armslength.md states it with rulings, the Arm's Length
// cases of section 10 and the worked examples. Positions are dealt, the roads chosen through the
// rules, and then the hands replaced by the few cards a case needs (the rules read only the hands
// and the public record), or trumps set the way the rules set them.

#include "core/match.h"
#include "core/playerview.h"
#include "games/armslength/armslengthrules.h"
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

// Seats as the app names them; play goes clockwise N, E, S, W. N-S are column 0, E-W column 1.
constexpr int South = 0, West = 1, North = 2, East = 3;

const Pack& pack()
{
    return Pack::french52();
}

DealSetup shuffledSetup(std::uint64_t seed, int dealer, int dealIndex = 0)
{
    return harness::shuffledSetup(pack(), seed, dealer, dealIndex);
}

Reason choose(GameState& s, int seat, Choice c, EventList* events = nullptr)
{
    const Action a = Action::choose(seat, c);
    const Reason why = s.check(a);
    if (why == Reason::None)
        s.apply(a, events);
    return why;
}

Reason play(GameState& s, int seat, const char* text, EventList* events = nullptr)
{
    const Action a = Action::play(seat, card(text));
    const Reason why = s.check(a);
    if (why == Reason::None)
        s.apply(a, events);
    return why;
}

// Trick play with North leading (West dealt): N and E claim High, so S and W are Low. The hands
// are then replaced by the cards given (S, W, N, E).
GameState position(const ArmsLengthRules& rules, const std::array<const char*, 4>& hands)
{
    GameState s = rules.newDeal(shuffledSetup(7, West));
    if (choose(s, North, ArmsLengthChoice::RoadHigh) != Reason::None ||
        choose(s, East, ArmsLengthChoice::RoadHigh) != Reason::None)
        qFatal("road script refused");
    for (int seat = 0; seat < 4; ++seat)
        s.hands[static_cast<std::size_t>(seat)] = cards(hands[static_cast<std::size_t>(seat)]);
    return s;
}

CardSet legalFor(const GameState& s)
{
    return s.legalActions().play;
}

} // namespace

class TestArmsLengthRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void eldestsSideChoosesRoadsFirstThenTheOtherSide();
    void passingTheRoadMakesThePartnerChooseHighOrLow();
    void roadsArePublicInEverySeatsView();
    void followerMustBeatTheHighestCardWithAnyHigherCard();        // case 1, R-2
    void firstVoidCardFixesTrumpsAndCountsInItsOwnTrick();         // case 2, R-1
    void voidPlayerMustTrumpUnlessTheTrickIsAlreadyRuffedHigher(); // case 3, R-3, R-4
    void trumpLeadMustBeBeatenByAHigherTrump();                    // case 4
    void cannotOvertrumpAllowsAnyCardIncludingALowerTrump();
    void rufferOfTheSuitLedNeedNotBeatTheSuitLed();                // F2 ruffed
    void illegalPlaysAreExplained();
    void sideScoreFollowsTheFormula(); // case 5
    void workedExamplesScoreTwentyFiveAndThirtyFour();
    void gameIsFourDealsAndEqualTotalsAreADraw();
};

void TestArmsLengthRules::eldestsSideChoosesRoadsFirstThenTheOtherSide()
{
    const ArmsLengthRules rules;
    GameState s = rules.newDeal(shuffledSetup(1, South)); // eldest West, then North, East, South
    QCOMPARE(s.phase, Phase::Declaring);
    QCOMPARE(int(s.toAct), West);
    QCOMPARE(ArmsLengthRules::firstSpeaker(s, East), West);
    QCOMPARE(ArmsLengthRules::firstSpeaker(s, South), North);
    QCOMPARE(choose(s, North, ArmsLengthChoice::RoadHigh), Reason::NotYourTurn);
    EventList events;
    QCOMPARE(choose(s, West, ArmsLengthChoice::RoadLow, &events), Reason::None);
    QCOMPARE(events.size(), 1);
    QCOMPARE(events[0].kind, EventKind::ChoiceMade);
    QCOMPARE(int(events[0].value), int(ArmsLengthChoice::RoadLow));
    QVERIFY(ArmsLengthRules::roadOf(s, West) == Road::Low);
    QVERIFY(ArmsLengthRules::roadOf(s, East) == Road::High);
    QCOMPARE(int(s.toAct), North); // the other side's first speaker: the dealer's partner
    QCOMPARE(choose(s, North, ArmsLengthChoice::RoadHigh), Reason::None);
    QVERIFY(ArmsLengthRules::roadOf(s, South) == Road::Low);
    QCOMPARE(s.phase, Phase::Playing);
    QCOMPARE(int(s.toAct), West); // eldest leads
}

void TestArmsLengthRules::passingTheRoadMakesThePartnerChooseHighOrLow()
{
    const ArmsLengthRules rules;
    GameState s = rules.newDeal(shuffledSetup(2, West)); // eldest North
    const LegalActions first = s.legalActions();
    QVERIFY(first.allowsChoice(ArmsLengthChoice::RoadHigh) &&
            first.allowsChoice(ArmsLengthChoice::RoadLow) &&
            first.allowsChoice(ArmsLengthChoice::RoadPass));
    QVERIFY(first.play.empty());
    QCOMPARE(choose(s, North, ArmsLengthChoice::RoadPass), Reason::None);
    QCOMPARE(int(s.toAct), South);
    QVERIFY(ArmsLengthRules::roadOf(s, North) == Road::Unknown);
    const LegalActions second = s.legalActions();
    QVERIFY(second.allowsChoice(ArmsLengthChoice::RoadHigh) &&
            second.allowsChoice(ArmsLengthChoice::RoadLow));
    QVERIFY(!second.allowsChoice(ArmsLengthChoice::RoadPass));
    QCOMPARE(choose(s, South, ArmsLengthChoice::RoadPass), Reason::ChoiceNotOffered);
    QCOMPARE(choose(s, South, ArmsLengthChoice::RoadHigh), Reason::None);
    QVERIFY(ArmsLengthRules::roadOf(s, North) == Road::Low);
    QCOMPARE(int(s.toAct), East);
    QVERIFY(
        s.legalActions().allowsChoice(ArmsLengthChoice::RoadPass)); // the other side may pass too
    QCOMPARE(choose(s, East, ArmsLengthChoice::RoadPass), Reason::None);
    QCOMPARE(int(s.toAct), West);
    QCOMPARE(choose(s, West, ArmsLengthChoice::RoadLow), Reason::None);
    QVERIFY(ArmsLengthRules::roadOf(s, East) == Road::High);
    QCOMPARE(s.phase, Phase::Playing);
    QCOMPARE(int(s.toAct), North);
}

void TestArmsLengthRules::roadsArePublicInEverySeatsView()
{
    const ArmsLengthRules rules;
    GameState s = rules.newDeal(shuffledSetup(3, West));
    choose(s, North, ArmsLengthChoice::RoadHigh);
    choose(s, East, ArmsLengthChoice::RoadPass);
    for (int seat = 0; seat < 4; ++seat) {
        const PlayerView view(s, seat);
        QVERIFY(ArmsLengthRules::roadOf(view.state(), North) == Road::High);
        QVERIFY(ArmsLengthRules::roadOf(view.state(), South) == Road::Low);
        for (int other = 0; other < 4; ++other)
            if (other != seat)
                QVERIFY(view.state().hand(other).empty());
    }
}

void TestArmsLengthRules::followerMustBeatTheHighestCardWithAnyHigherCard()
{
    const ArmsLengthRules rules;
    GameState s = position(rules, {"2C", "3C", "TS 2D", "KS 4S"});
    QCOMPARE(play(s, North, "TS"), Reason::None);
    QCOMPARE(legalFor(s), cards("KS"));
    QCOMPARE(play(s, East, "4S"), ArmsLengthReason::MustBeatHighestCard);

    GameState t = position(rules, {"2C", "3C", "TS 2D", "9S 4S"});
    play(t, North, "TS");
    QCOMPARE(legalFor(t), cards("9S 4S"));

    // Any higher card, not only the cheapest winner.
    GameState u = position(rules, {"2C", "3C", "TS 2D", "AS KS JS 4S"});
    play(u, North, "TS");
    QCOMPARE(legalFor(u), cards("AS KS JS"));
}

void TestArmsLengthRules::firstVoidCardFixesTrumpsAndCountsInItsOwnTrick()
{
    const ArmsLengthRules rules;
    GameState s = position(rules, {"QH 2H", "5C 2C AD", "8H 4D", "3C 9S"});
    QCOMPARE(int(s.trump), -1);
    QCOMPARE(play(s, North, "8H"), Reason::None);
    QCOMPARE(legalFor(s), cards("3C 9S")); // F3: void and no trumps yet, anything goes
    EventList events;
    QCOMPARE(play(s, East, "3C", &events), Reason::None);
    QCOMPARE(int(s.trump), int(Clubs));
    bool fixed = false;
    for (const Event& e : events)
        fixed = fixed || (e.kind == EventKind::TrumpFixed && e.value == Clubs && e.seat == East);
    QVERIFY(fixed);
    QCOMPARE(legalFor(s), cards("QH 2H")); // the trick is ruffed: any heart
    QCOMPARE(play(s, South, "2H"), Reason::None);
    QCOMPARE(legalFor(s), cards("5C")); // must overtrump the 3C
    QCOMPARE(play(s, West, "2C"), ArmsLengthReason::MustOvertrump);
    QCOMPARE(play(s, West, "AD"), ArmsLengthReason::MustOvertrump);
    events.clear();
    QCOMPARE(play(s, West, "5C", &events), Reason::None);
    QCOMPARE(s.tricksOf(West), 1);
    QCOMPARE(int(s.toAct), West);
    QCOMPARE(int(s.trump), int(Clubs)); // trumps stay fixed for the deal
}

void TestArmsLengthRules::voidPlayerMustTrumpUnlessTheTrickIsAlreadyRuffedHigher()
{
    const ArmsLengthRules rules;
    // Trumps are spades; J♦ led, no trump in the trick: a void player with 4♠ must play it.
    GameState s = position(rules, {"2C", "3C", "JD", "4S AH"});
    s.trump = Spades;
    play(s, North, "JD");
    QCOMPARE(legalFor(s), cards("4S"));
    QCOMPARE(play(s, East, "AH"), ArmsLengthReason::MustOvertrump);

    // K♠ already ruffed: 4♠ cannot overtrump, so 4♠ and A♥ are both legal.
    GameState t = position(rules, {"4S AH", "3C", "JD", "KS"});
    t.trump = Spades;
    play(t, North, "JD");
    play(t, East, "KS");
    QCOMPARE(legalFor(t), cards("4S AH"));
}

void TestArmsLengthRules::trumpLeadMustBeBeatenByAHigherTrump()
{
    const ArmsLengthRules rules;
    GameState s = position(rules, {"2C", "3C", "9S", "TS 3S"});
    s.trump = Spades;
    play(s, North, "9S");
    QCOMPARE(legalFor(s), cards("TS"));
}

void TestArmsLengthRules::cannotOvertrumpAllowsAnyCardIncludingALowerTrump()
{
    const ArmsLengthRules rules;
    GameState s = position(rules, {"3S 5D 7C", "3C", "JD", "QS"});
    s.trump = Spades;
    play(s, North, "JD");
    play(s, East, "QS");
    // South holds diamonds: follows, and the ruffed trick frees it from beating the J♦.
    QCOMPARE(legalFor(s), cards("5D"));
    GameState t = position(rules, {"3S 7C 2H", "3C", "JD", "QS"});
    t.trump = Spades;
    play(t, North, "JD");
    play(t, East, "QS");
    QCOMPARE(legalFor(t), cards("3S 7C 2H")); // an underruff or any discard
}

void TestArmsLengthRules::rufferOfTheSuitLedNeedNotBeatTheSuitLed()
{
    const ArmsLengthRules rules;
    GameState s = position(rules, {"AD 2D", "KD", "JD", "4S"});
    s.trump = Spades;
    play(s, North, "JD");
    play(s, East, "4S");
    QCOMPARE(legalFor(s), cards("AD 2D")); // ruffed: any diamond
    play(s, South, "2D");
    QCOMPARE(legalFor(s), cards("KD"));
    play(s, West, "KD");
    QCOMPARE(s.tricksOf(East), 1); // the trump wins
}

void TestArmsLengthRules::illegalPlaysAreExplained()
{
    const ArmsLengthRules rules;
    GameState s = position(rules, {"2C", "3C", "TS 2D", "KS 4H"});
    QCOMPARE(play(s, East, "KS"), Reason::NotYourTurn);
    play(s, North, "TS");
    QCOMPARE(play(s, East, "4H"), Reason::MustFollowSuit);
    QCOMPARE(play(s, East, "AS"), Reason::CardNotInHand);
    QCOMPARE(s.check(Action::choose(East, ArmsLengthChoice::RoadHigh)), Reason::WrongKindOfAction);
}

void TestArmsLengthRules::sideScoreFollowsTheFormula()
{
    QCOMPARE(ArmsLengthRules::sideScore(5, 3), 25);
    QCOMPARE(ArmsLengthRules::sideScore(4, 1), 34);
    QCOMPARE(ArmsLengthRules::sideScore(3, 3), 3);
    QCOMPARE(ArmsLengthRules::sideScore(2, 4), 0);
    QCOMPARE(ArmsLengthRules::sideScore(13, 0), 143);
    QCOMPARE(ArmsLengthRules::sideScore(0, 0), 0);
}

void TestArmsLengthRules::workedExamplesScoreTwentyFiveAndThirtyFour()
{
    // North High takes 5, South Low 3; East High 4, West Low 1.
    const ArmsLengthRules rules;
    GameState s = rules.newDeal(shuffledSetup(4, West));
    choose(s, North, ArmsLengthChoice::RoadHigh);
    choose(s, East, ArmsLengthChoice::RoadPass);
    choose(s, West, ArmsLengthChoice::RoadLow);
    s.tricksWon = {};
    s.tricksWon[North] = 5;
    s.tricksWon[South] = 3;
    s.tricksWon[East] = 4;
    s.tricksWon[West] = 1;
    const DealScore score = rules.score(s);
    QCOMPARE(score.points[0], 25); // N-S
    QCOMPARE(score.points[1], 34); // E-W
    QCOMPARE(rules.columnKind(), ColumnKind::Sides);
    QCOMPARE(rules.columnOf(North), 0);
    QCOMPARE(rules.columnOf(West), 1);
}

void TestArmsLengthRules::gameIsFourDealsAndEqualTotalsAreADraw()
{
    const ArmsLengthRules rules;
    std::vector<ScoreRow> rows(3);
    std::vector<int> totals = {50, 50};
    QVERIFY(!rules.matchStatus(rows, totals).over);
    rows.resize(4);
    MatchStatus status = rules.matchStatus(rows, totals);
    QVERIFY(status.over);
    QCOMPARE(status.winners, (std::vector<int>{0, 1}));
    totals = {40, 61};
    status = rules.matchStatus(rows, totals);
    QCOMPARE(status.winners, (std::vector<int>{1}));

    // A real match: four deals, each dealt by the next seat to the left.
    auto shared = std::make_shared<ArmsLengthRules>();
    Match match(shared, 11);
    Rng rng(3);
    while (!match.over()) {
        match.startDeal();
        while (match.dealInProgress())
            QCOMPARE(match.apply(match.state().legalActions().random(rng)), Reason::None);
    }
    QCOMPARE(match.dealsPlayed(), 4);
    for (int d = 1; d < 4; ++d)
        QCOMPARE(match.rows()[std::size_t(d)].dealer,
                 (match.rows()[std::size_t(d - 1)].dealer + 1) % 4);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestArmsLengthRules)
#include "tst_armslengthrules.moc"
