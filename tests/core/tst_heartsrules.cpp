// Hearts as RULES.md section 7 states it, rule by rule, and the Hearts cases of section 10.
// Positions are either dealt from an explicit card order and played out, or arranged by setting
// the state's public fields (hands, tricks done, hearts broken) the way the rules themselves do.

#include "core/match.h"
#include "core/playerview.h"
#include "games/hearts/heartsplayer.h"
#include "games/hearts/heartsrules.h"
#include "harness/cardtext.h"
#include "harness/positions.h"

#include <QTest>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;
using harness::cards;

namespace {

// Seats as the app names them: you sit South, play goes clockwise (to the left).
constexpr int South = 0, West = 1, North = 2, East = 3;
constexpr int LeftPass = 0, RightPass = 1, AcrossPass = 2, NoPass = 3; // deal index in the cycle

const Pack& pack()
{
    return Pack::french52();
}

CardSet suit(int s)
{
    return pack().suitMask(s);
}

// The card order that deals exactly `hands` (13 each) one at a time, starting left of `dealer`.
DealSetup setupFor(const std::array<CardSet, 4>& hands, int dealIndex, int dealer)
{
    DealSetup setup;
    setup.dealIndex = dealIndex;
    setup.dealer = dealer;
    setup.orderSize = 52;
    for (int k = 0; k < 4; ++k) {
        const CardSet hand = hands[static_cast<std::size_t>((dealer + 1 + k) % 4)];
        for (int i = 0; i < 13; ++i)
            setup.order[static_cast<std::size_t>(4 * i + k)] = hand.nth(i);
    }
    return setup;
}

// A shuffled deal: the hands do not matter, only the phase and the seats.
DealSetup shuffledSetup(std::uint64_t seed, int dealIndex, int dealer)
{
    return harness::shuffledSetup(pack(), seed, dealer, dealIndex);
}

// Trick play with the hands as given (any sizes), `toAct` to lead after `tricksDone` tricks.
GameState position(const HeartsRules& rules, const std::array<const char*, 4>& hands, int toAct,
                   int tricksDone, bool heartsBroken = false)
{
    GameState s = rules.newDeal(shuffledSetup(1, NoPass, East));
    for (int seat = 0; seat < 4; ++seat)
        s.hands[static_cast<std::size_t>(seat)] = cards(hands[static_cast<std::size_t>(seat)]);
    s.phase = Phase::Playing;
    s.toAct = static_cast<std::int8_t>(toAct);
    s.tricksDone = static_cast<std::uint8_t>(tricksDone);
    s.vars<HeartsVars>().heartsBroken = heartsBroken;
    return s;
}

// Checks a play and applies it when legal; returns the verdict.
Reason play(GameState& s, int seat, const char* text, EventList* events = nullptr)
{
    const Action a = Action::play(seat, card(text));
    const Reason why = s.check(a);
    if (why == Reason::None)
        s.apply(a, events);
    return why;
}

Reason passCards(GameState& s, int seat, CardSet passed, EventList* events = nullptr)
{
    const Action a = Action::pass(seat, passed);
    const Reason why = s.check(a);
    if (why == Reason::None)
        s.apply(a, events);
    return why;
}

int countEvents(const EventList& events, EventKind kind)
{
    int n = 0;
    for (const Event& e : events)
        n += e.kind == kind;
    return n;
}

// "The moon deal": South holds every club, West every diamond, North every heart and East every
// spade. South opens with 2C, wins every trick by leading clubs upwards, and so takes all 14
// penalty cards. Dealt by East with no passing, so South is eldest.
std::array<CardSet, 4> moonHands()
{
    std::array<CardSet, 4> h;
    h[South] = suit(Clubs);
    h[West] = suit(Diamonds);
    h[North] = suit(Hearts);
    h[East] = suit(Spades);
    return h;
}

std::vector<Action> moonPlays()
{
    std::vector<Action> actions;
    for (int rank = 2; rank <= 14; ++rank) {
        actions.push_back(Action::play(South, pack().card(Clubs, rank)));
        actions.push_back(Action::play(West, pack().card(Diamonds, rank)));
        actions.push_back(Action::play(North, pack().card(Hearts, rank)));
        actions.push_back(Action::play(East, pack().card(Spades, rank)));
    }
    return actions;
}

// The moon deal played to the shooter's decision, with the given match totals before it.
GameState moonDeal(const HeartsRules& rules, std::array<int, 4> totals = {})
{
    DealSetup setup = setupFor(moonHands(), NoPass, East);
    for (int seat = 0; seat < 4; ++seat)
        setup.totals[static_cast<std::size_t>(seat)] = totals[static_cast<std::size_t>(seat)];
    GameState s = rules.newDeal(setup);
    for (const Action& a : moonPlays()) {
        if (!s.isLegal(a))
            qFatal("moon deal script is illegal");
        s.apply(a);
    }
    return s;
}

std::vector<int> points(const DealScore& score)
{
    return {score.points[0], score.points[1], score.points[2], score.points[3]};
}

std::vector<int> plus(std::array<int, 4> totals, const DealScore& score)
{
    std::vector<int> out;
    for (int seat = 0; seat < 4; ++seat)
        out.push_back(totals[static_cast<std::size_t>(seat)] +
                      score.points[static_cast<std::size_t>(seat)]);
    return out;
}

MatchStatus statusOf(const HeartsRules& rules, std::vector<int> totals)
{
    return rules.matchStatus({}, totals);
}

} // namespace

class TestHeartsRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Passing
    void passingCyclesLeftRightAcrossAndNone();
    void passingCanBeSwitchedOff();
    void passedCardsGoToTheSeatOfTheCycle_data();
    void passedCardsGoToTheSeatOfTheCycle();
    void nobodyReceivesCardsBeforeEverybodyHasPassed();
    void aPassMustBeThreeCardsFromYourOwnHandInTurn();
    void whoeverHoldsTheTwoOfClubsAfterThePassLeads();
    // Play
    void theTwoOfClubsMustOpenTheFirstTrick();
    void penaltyCardsAreRefusedOnTheFirstTrick();
    void penaltyCardsAreAllowedOnTheFirstTrickWhenNothingElseIs();
    void theFirstTrickStillRequiresFollowingSuit();
    void heartsCannotBeLedBeforeTheyAreBroken();
    void heartsMayBeLedFromAHandOfOnlyHeartsOrHeartsAndTheQueen();
    void aHeartPlayedToAnEarlierTrickBreaksHearts();
    void theQueenOfSpadesMayBeLedAnyTimeAndDoesNotBreakHearts();
    void aQueenDiscardedOnADiamondTrickLeavesHeartsUnbroken();
    void playersMustFollowSuitWhenTheyCan();
    void theHighestCardOfTheSuitLedWinsAndItsTakerLeads();
    void onlyTheSeatToActMayPlayAndOnlyCardsItHolds();
    // Scoring
    void eachHeartScoresOneAndTheQueenThirteen();
    void theWorkedExampleScores17And6And3And0();
    void takingEveryPenaltyCardAsksTheShooterToChoose();
    void subtractingTheMoonTakesTwentySixOffTheShooter();
    void addingTheMoonGivesTwentySixToEveryoneElse();
    void theMoonChoiceGivesTheRightScoreRowsInAMatch();
    void theComputerShooterSubtractsInTheWorkedExample();
    void theComputerShooterAddsWhenThatWinsTheGame();
    // End of match
    void theGameEndsWhenATotalReachesOneHundredWithASingleLowest();
    void aSharedLowestTotalPlaysOnUntilOneIsLowest();
    void theTargetIsAnOption();
    void aFinishedDealRefusesFurtherActions();
    // What a seat may know
    void aPlayerViewShowsOnlyItsOwnHand();
    void aPlayerViewHidesOtherSeatsPassesButShowsWhatItReceived();
    // Three players (section 7.1)
    void threePlayersPlayWithAWidow();
};

// ---- Passing ----

void TestHeartsRules::passingCyclesLeftRightAcrossAndNone()
{
    const HeartsRules rules;
    const int expected[8] = {1, 3, 2, 0, 1, 3, 2, 0}; // left, right, across, none, again
    for (int deal = 0; deal < 8; ++deal) {
        QCOMPARE(rules.passOffset(deal), expected[deal]);
        const GameState s = rules.newDeal(shuffledSetup(7, deal, deal % 4));
        if (expected[deal] == 0) {
            QCOMPARE(s.phase, Phase::Playing);
            QVERIFY(s.hand(s.toAct).contains(HeartsRules::TwoOfClubs));
        } else {
            QCOMPARE(s.phase, Phase::Exchange);
            QCOMPARE(int(s.toAct), s.eldest());
            const LegalActions legal = s.legalActions();
            QCOMPARE(int(legal.selectCount), 3);
            QCOMPARE(legal.selectKind, ActionKind::Pass);
            QCOMPARE(legal.select, s.hand(s.toAct));
            QVERIFY(legal.play.empty());
        }
    }
}

void TestHeartsRules::passingCanBeSwitchedOff()
{
    const HeartsRules rules(HeartsOptions{false, 100});
    for (int deal = 0; deal < 4; ++deal) {
        QCOMPARE(rules.passOffset(deal), 0);
        const GameState s = rules.newDeal(shuffledSetup(3, deal, 0));
        QCOMPARE(s.phase, Phase::Playing);
        QCOMPARE(s.legalActions().play, CardSet(HeartsRules::TwoOfClubs));
    }
}

void TestHeartsRules::passedCardsGoToTheSeatOfTheCycle_data()
{
    QTest::addColumn<int>("dealIndex");
    QTest::addColumn<int>("offset");
    QTest::newRow("deal 1 passes left") << LeftPass << 1;
    QTest::newRow("deal 2 passes right") << RightPass << 3;
    QTest::newRow("deal 3 passes across") << AcrossPass << 2;
    QTest::newRow("deal 5 passes left again") << 4 << 1;
}

void TestHeartsRules::passedCardsGoToTheSeatOfTheCycle()
{
    QFETCH(int, dealIndex);
    QFETCH(int, offset);
    const HeartsRules rules;
    GameState s = rules.newDeal(shuffledSetup(11, dealIndex, North));
    const std::array<CardSet, MaxSeats> before = s.hands;
    std::array<CardSet, 4> passed;
    EventList events;
    for (int k = 0; k < 4; ++k) {
        const int seat = s.toAct;
        QCOMPARE(seat, (North + 1 + k) % 4); // eldest first, then clockwise
        // Each seat passes its three highest cards.
        const CardSet hand = s.hand(seat);
        const CardSet three = CardSet(hand.nth(12)) | hand.nth(11) | hand.nth(10);
        passed[static_cast<std::size_t>(seat)] = three;
        events.clear();
        QCOMPARE(passCards(s, seat, three, &events), Reason::None);
        QVERIFY(events.size() >= 1);
        QCOMPARE(events[0].kind, EventKind::CardsPassed);
        QCOMPARE(int(events[0].seat), seat);
        QCOMPARE(int(events[0].other), (seat + offset) % 4);
        QCOMPARE(events[0].cards, three);
    }
    QCOMPARE(countEvents(events, EventKind::CardsExchanged), 1);
    for (int seat = 0; seat < 4; ++seat) {
        const int from = (seat - offset + 4) % 4;
        const CardSet expected =
            (before[static_cast<std::size_t>(seat)] - passed[static_cast<std::size_t>(seat)]) |
            passed[static_cast<std::size_t>(from)];
        QCOMPARE(s.hand(seat), expected);
        QCOMPARE(s.hand(seat).size(), 13);
    }
    QCOMPARE(s.phase, Phase::Playing);
}

void TestHeartsRules::nobodyReceivesCardsBeforeEverybodyHasPassed()
{
    const HeartsRules rules;
    GameState s = rules.newDeal(shuffledSetup(21, LeftPass, South)); // West passes first
    const std::array<CardSet, MaxSeats> dealt = s.hands;
    std::array<CardSet, 4> passed;
    for (int k = 0; k < 3; ++k) {
        const int seat = s.toAct;
        const CardSet three =
            CardSet(s.hand(seat).nth(0)) | s.hand(seat).nth(1) | s.hand(seat).nth(2);
        passed[static_cast<std::size_t>(seat)] = three;
        EventList events;
        QCOMPARE(passCards(s, seat, three, &events), Reason::None);
        QCOMPARE(countEvents(events, EventKind::CardsExchanged), 0);
        QCOMPARE(s.phase, Phase::Exchange);
        // Every hand holds what was dealt to it minus its own pass, and nothing received yet.
        for (int other = 0; other < 4; ++other)
            QCOMPARE(s.hand(other), dealt[static_cast<std::size_t>(other)] -
                                        passed[static_cast<std::size_t>(other)]);
    }
    QCOMPARE(int(s.toAct), South);
    const CardSet last =
        CardSet(s.hand(South).nth(0)) | s.hand(South).nth(1) | s.hand(South).nth(2);
    EventList events;
    QCOMPARE(passCards(s, South, last, &events), Reason::None);
    QCOMPARE(countEvents(events, EventKind::CardsExchanged), 1);
    QCOMPARE(s.hand(West), (dealt[West] - passed[West]) | last);
}

void TestHeartsRules::aPassMustBeThreeCardsFromYourOwnHandInTurn()
{
    const HeartsRules rules;
    GameState s = rules.newDeal(shuffledSetup(5, AcrossPass, South));
    const int seat = s.toAct;
    const CardSet hand = s.hand(seat);
    const CardSet other = s.hand((seat + 1) % 4);
    QCOMPARE(s.check(Action::pass(seat, CardSet(hand.nth(0)) | hand.nth(1))),
             Reason::WrongNumberOfCards);
    QCOMPARE(
        s.check(Action::pass(seat, CardSet(hand.nth(0)) | hand.nth(1) | hand.nth(2) | hand.nth(3))),
        Reason::WrongNumberOfCards);
    QCOMPARE(s.check(Action::pass(seat, CardSet(hand.nth(0)) | hand.nth(1) | other.nth(0))),
             Reason::CardNotInHand);
    QCOMPARE(
        s.check(Action::pass((seat + 1) % 4, CardSet(other.nth(0)) | other.nth(1) | other.nth(2))),
        Reason::NotYourTurn);
    QCOMPARE(s.check(Action::play(seat, hand.nth(0))), Reason::WrongKindOfAction);
    QCOMPARE(s.check(Action::pass(seat, CardSet(hand.nth(0)) | hand.nth(1) | hand.nth(2))),
             Reason::None);
    QCOMPARE(s.hand(seat), hand); // checking changes nothing
}

void TestHeartsRules::whoeverHoldsTheTwoOfClubsAfterThePassLeads()
{
    const HeartsRules rules;
    // Dealt by South: West is eldest and holds 2C, and passes it to North (left).
    std::array<CardSet, 4> hands;
    hands[West] = suit(Clubs);
    hands[North] = suit(Diamonds);
    hands[East] = suit(Hearts);
    hands[South] = suit(Spades);
    GameState s = rules.newDeal(setupFor(hands, LeftPass, South));
    QCOMPARE(s.hand(West), suit(Clubs));
    QCOMPARE(passCards(s, West, cards("2C 3C 4C")), Reason::None);
    QCOMPARE(passCards(s, North, cards("2D 3D 4D")), Reason::None);
    QCOMPARE(passCards(s, East, cards("2H 3H 4H")), Reason::None);
    QCOMPARE(passCards(s, South, cards("2S 3S 4S")), Reason::None);
    QCOMPARE(s.phase, Phase::Playing);
    QVERIFY(s.hand(North).contains(card("2C")));
    QCOMPARE(int(s.toAct), North);
    QCOMPARE(s.legalActions().play, cards("2C"));
}

// ---- Play ----

void TestHeartsRules::theTwoOfClubsMustOpenTheFirstTrick()
{
    const HeartsRules rules;
    GameState s = rules.newDeal(shuffledSetup(8, NoPass, West));
    const int holder = s.toAct;
    QVERIFY(s.hand(holder).contains(card("2C")));
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(s.hand(seat).contains(card("2C")), seat == holder);
    QCOMPARE(s.legalActions().play, cards("2C"));
    for (Card c : s.hand(holder) - cards("2C"))
        QCOMPARE(s.check(Action::play(holder, c)), HeartsReason::MustLeadTwoOfClubs);
    const int next = (holder + 1) % 4;
    QCOMPARE(s.check(Action::play(next, s.hand(next).lowest())), Reason::NotYourTurn);
    QCOMPARE(play(s, holder, "2C"), Reason::None);
    QCOMPARE(int(s.toAct), next);
}

// Section 10, Hearts case 1 (first part).
void TestHeartsRules::penaltyCardsAreRefusedOnTheFirstTrick()
{
    const HeartsRules rules;
    GameState s = position(rules, {"2C 5S", "QS 7H 4D", "9C 3S", "TC 6S"}, South, 0);
    QCOMPARE(play(s, South, "2C"), Reason::None);
    QCOMPARE(s.legalActions().play, cards("4D"));
    QCOMPARE(s.check(Action::play(West, card("QS"))), HeartsReason::NoPenaltyOnFirstTrick);
    QCOMPARE(s.check(Action::play(West, card("7H"))), HeartsReason::NoPenaltyOnFirstTrick);
    QCOMPARE(play(s, West, "4D"), Reason::None);
}

// Section 10, Hearts case 1 (second part).
void TestHeartsRules::penaltyCardsAreAllowedOnTheFirstTrickWhenNothingElseIs()
{
    const HeartsRules rules;
    GameState s = position(rules, {"2C 5S", "QS 7H 4H", "9C 3S", "TC 6S"}, South, 0);
    QCOMPARE(play(s, South, "2C"), Reason::None);
    QCOMPARE(s.legalActions().play, cards("QS 7H 4H"));
    QCOMPARE(play(s, West, "QS"), Reason::None);
    // A hand of nothing but hearts may throw one too.
    GameState t = position(rules, {"2C 5S", "7H 4H 9H", "9C 3S", "TC 6S"}, South, 0);
    QCOMPARE(play(t, South, "2C"), Reason::None);
    QCOMPARE(t.legalActions().play, cards("7H 4H 9H"));
    QCOMPARE(play(t, West, "4H"), Reason::None);
}

void TestHeartsRules::theFirstTrickStillRequiresFollowingSuit()
{
    const HeartsRules rules;
    GameState s = position(rules, {"2C 5S", "KC 7H 4D", "9C 3S", "TC 6S"}, South, 0);
    QCOMPARE(play(s, South, "2C"), Reason::None);
    QCOMPARE(s.legalActions().play, cards("KC"));
    QCOMPARE(s.check(Action::play(West, card("4D"))), Reason::MustFollowSuit);
    QCOMPARE(s.check(Action::play(West, card("7H"))), Reason::MustFollowSuit);
}

// Section 10, Hearts case 2 (second part).
void TestHeartsRules::heartsCannotBeLedBeforeTheyAreBroken()
{
    const HeartsRules rules;
    GameState s = position(rules, {"5H QS 2D", "3C", "4C", "5C"}, South, 3);
    QCOMPARE(s.legalActions().play, cards("QS 2D"));
    QCOMPARE(s.check(Action::play(South, card("5H"))), HeartsReason::HeartsNotBroken);
    QCOMPARE(play(s, South, "2D"), Reason::None);
}

// Section 10, Hearts case 2 (first part).
void TestHeartsRules::heartsMayBeLedFromAHandOfOnlyHeartsOrHeartsAndTheQueen()
{
    const HeartsRules rules;
    GameState s = position(rules, {"5H 9H QS", "3C", "4C", "5C"}, South, 3);
    QCOMPARE(s.legalActions().play, cards("5H 9H QS"));
    QCOMPARE(play(s, South, "9H"), Reason::None);

    GameState t = position(rules, {"5H 9H", "3C", "4C", "5C"}, South, 3);
    QCOMPARE(t.legalActions().play, cards("5H 9H"));

    GameState u = position(rules, {"5H 9H KS", "3C", "4C", "5C"}, South, 3);
    QCOMPARE(u.legalActions().play, cards("KS")); // only QS is the exception, not any spade
}

void TestHeartsRules::aHeartPlayedToAnEarlierTrickBreaksHearts()
{
    const HeartsRules rules;
    // Trick 4: South leads a diamond, West is void and discards a heart; North wins and leads.
    GameState s = position(rules, {"4D 2S", "8H 3S", "KD 9H 7C", "6D 5S"}, South, 3);
    QCOMPARE(play(s, South, "4D"), Reason::None);
    QCOMPARE(play(s, West, "8H"), Reason::None);
    QCOMPARE(play(s, North, "KD"), Reason::None);
    QCOMPARE(play(s, East, "6D"), Reason::None);
    QCOMPARE(int(s.toAct), North);
    QCOMPARE(s.legalActions().play, cards("9H 7C"));
    QCOMPARE(play(s, North, "9H"), Reason::None);

    // The same without the heart: North may not lead 9H.
    GameState t = position(rules, {"4D 2S", "8C 3S", "KD 9H 7C", "6D 5S"}, South, 3);
    QCOMPARE(play(t, South, "4D"), Reason::None);
    QCOMPARE(play(t, West, "8C"), Reason::None);
    QCOMPARE(play(t, North, "KD"), Reason::None);
    QCOMPARE(play(t, East, "6D"), Reason::None);
    QCOMPARE(t.legalActions().play, cards("7C"));
    QCOMPARE(t.check(Action::play(North, card("9H"))), HeartsReason::HeartsNotBroken);
}

void TestHeartsRules::theQueenOfSpadesMayBeLedAnyTimeAndDoesNotBreakHearts()
{
    const HeartsRules rules;
    GameState s = position(rules, {"QS 3H 2D", "AS 4H", "KS 5H", "2S 6H"}, South, 2);
    QVERIFY(s.legalActions().play.contains(card("QS")));
    QCOMPARE(play(s, South, "QS"), Reason::None);
    QCOMPARE(play(s, West, "AS"), Reason::None); // West takes the queen
    QCOMPARE(play(s, North, "KS"), Reason::None);
    QCOMPARE(play(s, East, "2S"), Reason::None);
    QCOMPARE(int(s.toAct), West);
    QCOMPARE(s.legalActions().play, cards("4H")); // only hearts left: the exception applies
    QVERIFY(!s.vars<HeartsVars>().heartsBroken);
    QVERIFY(s.won[West].contains(card("QS")));
}

// Section 10, Hearts case 3.
void TestHeartsRules::aQueenDiscardedOnADiamondTrickLeavesHeartsUnbroken()
{
    const HeartsRules rules;
    GameState s = position(rules, {"AD 3H 8C", "QS 2H 9C", "5D 9S JC", "6D TS KC"}, South, 10);
    QCOMPARE(play(s, South, "AD"), Reason::None);
    QCOMPARE(s.legalActions().play, cards("QS 2H 9C")); // West is void in diamonds
    QCOMPARE(play(s, West, "QS"), Reason::None);
    QCOMPARE(play(s, North, "5D"), Reason::None);
    QCOMPARE(play(s, East, "6D"), Reason::None);
    QCOMPARE(int(s.toAct), South);
    QVERIFY(s.won[South].contains(card("QS")));
    QCOMPARE(s.hand(South), cards("3H 8C"));
    QCOMPARE(s.legalActions().play, cards("8C"));
    QCOMPARE(s.check(Action::play(South, card("3H"))), HeartsReason::HeartsNotBroken);
}

void TestHeartsRules::playersMustFollowSuitWhenTheyCan()
{
    const HeartsRules rules;
    GameState s = position(rules, {"7S 2D", "KD 4S QH", "3H 5C", "8D 9D 2S"}, South, 5, false);
    QCOMPARE(play(s, South, "7S"), Reason::None);
    QCOMPARE(s.legalActions().play, cards("4S"));
    QCOMPARE(s.check(Action::play(West, card("KD"))), Reason::MustFollowSuit);
    QCOMPARE(s.check(Action::play(West, card("QH"))), Reason::MustFollowSuit);
    QCOMPARE(play(s, West, "4S"), Reason::None);
    // North is void in spades: anything goes after the first trick, hearts included.
    QCOMPARE(s.legalActions().play, cards("3H 5C"));
    QCOMPARE(play(s, North, "3H"), Reason::None);
    QCOMPARE(s.legalActions().play, cards("2S"));
    QCOMPARE(s.check(Action::play(East, card("9D"))), Reason::MustFollowSuit);
}

void TestHeartsRules::theHighestCardOfTheSuitLedWinsAndItsTakerLeads()
{
    const HeartsRules rules;
    GameState s = position(rules, {"5D 2C", "AS 3C", "9D 4C", "2D 5C"}, South, 4, true);
    EventList events;
    QCOMPARE(play(s, South, "5D", &events), Reason::None);
    QCOMPARE(play(s, West, "AS", &events), Reason::None); // off suit: cannot win
    QCOMPARE(play(s, North, "9D", &events), Reason::None);
    events.clear();
    QCOMPARE(play(s, East, "2D", &events), Reason::None);
    QCOMPARE(events.size(), 2);
    QCOMPARE(events[0].kind, EventKind::CardPlayed);
    QCOMPARE(events[1].kind, EventKind::TrickTaken);
    QCOMPARE(int(events[1].seat), North);
    QCOMPARE(events[1].cards, cards("5D AS 9D 2D"));
    QCOMPARE(int(s.toAct), North);
    QCOMPARE(s.won[North], cards("5D AS 9D 2D"));
    QCOMPARE(s.tricksOf(North), 1);
    QVERIFY(s.trick.empty());
    QCOMPARE(int(s.tricksDone), 5);
}

void TestHeartsRules::onlyTheSeatToActMayPlayAndOnlyCardsItHolds()
{
    const HeartsRules rules;
    GameState s = position(rules, {"5D 2C", "AS 3C", "9D 4C", "2D 5C"}, South, 4, true);
    QCOMPARE(s.check(Action::play(West, card("AS"))), Reason::NotYourTurn);
    QCOMPARE(s.check(Action::play(South, card("9D"))), Reason::CardNotInHand);
    QCOMPARE(s.check(Action::play(South, card("KH"))), Reason::CardNotInHand);
    QCOMPARE(s.check(Action::choose(South, HeartsChoice::MoonAddOthers)),
             Reason::WrongKindOfAction);
    QCOMPARE(s.check(Action::pass(South, cards("5D 2C"))), Reason::WrongKindOfAction);
    Action two = Action::play(South, card("5D"));
    two.cards.insert(card("2C"));
    QVERIFY(!s.isLegal(two));
}

// ---- Scoring ----

// Section 10, Hearts case 4 (first part).
void TestHeartsRules::eachHeartScoresOneAndTheQueenThirteen()
{
    const HeartsRules rules;
    QCOMPARE(HeartsRules::points(cards("2H 5H 9H JH AH QS 3C 4D")), 18);
    QCOMPARE(HeartsRules::points(cards("KS AS 2C")), 0);
    QCOMPARE(HeartsRules::points(cards("QS")), 13);
    QCOMPARE(HeartsRules::points(suit(Hearts)), 13);
    QCOMPARE(HeartsRules::penaltyCards().size(), 14);

    GameState s = rules.newDeal(shuffledSetup(2, NoPass, South));
    s.won[South] = cards("2H 5H 9H JH AH QS") | suit(Clubs);
    s.won[West] = cards("3H 4H 6H 7H 8H TH QH KH") | suit(Diamonds);
    s.won[North] = suit(Spades) - cards("QS");
    s.won[East] = CardSet();
    s.phase = Phase::Finished;
    const DealScore score = rules.score(s);
    QCOMPARE(points(score), (std::vector<int>{18, 8, 0, 0}));
    QCOMPARE(score.note, DealNote::None);
}

void TestHeartsRules::theWorkedExampleScores17And6And3And0()
{
    const HeartsRules rules;
    GameState s = rules.newDeal(shuffledSetup(2, NoPass, South));
    s.won[North] = cards("2H 3H 4H 5H QS 2C 3C 4C");
    s.won[East] = cards("6H 7H 8H 9H TH JH 5C 6C");
    s.won[South] = cards("QH KH AH") | suit(Diamonds);
    s.won[West] = (suit(Clubs) | suit(Spades)) - cards("2C 3C 4C 5C 6C QS");
    s.phase = Phase::Finished;
    const DealScore score = rules.score(s);
    QCOMPARE(score.points[North], 17);
    QCOMPARE(score.points[East], 6);
    QCOMPARE(score.points[South], 3);
    QCOMPARE(score.points[West], 0);
}

void TestHeartsRules::takingEveryPenaltyCardAsksTheShooterToChoose()
{
    const HeartsRules rules;
    GameState s = rules.newDeal(setupFor(moonHands(), NoPass, East));
    const std::vector<Action> actions = moonPlays();
    EventList events;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        if (i == 3) // East may not put QS on the first trick: it is a penalty card
            QCOMPARE(s.check(Action::play(East, card("QS"))), HeartsReason::NoPenaltyOnFirstTrick);
        if (i == 2) // North holds only hearts, so a heart is allowed on the first trick
            QCOMPARE(s.legalActions().play, suit(Hearts));
        events.clear();
        QCOMPARE(s.check(a), Reason::None);
        s.apply(a, &events);
    }
    // The last card completed the 13th trick; the deal waits for the shooter.
    QCOMPARE(countEvents(events, EventKind::TrickTaken), 1);
    QCOMPARE(countEvents(events, EventKind::DealEnded), 0);
    QVERIFY(s.won[South].containsAll(HeartsRules::penaltyCards()));
    QVERIFY(!s.finished());
    QCOMPARE(s.phase, Phase::Declaring);
    QCOMPARE(int(s.toAct), South);

    const LegalActions legal = s.legalActions();
    QCOMPARE(int(legal.seat), South);
    QCOMPARE(legal.choices, (std::uint64_t{1} << int(HeartsChoice::MoonSubtractOwn)) |
                                (std::uint64_t{1} << int(HeartsChoice::MoonAddOthers)));
    QVERIFY(legal.play.empty());
    QCOMPARE(int(legal.selectCount), 0);
    QCOMPARE(legal.bids, std::uint64_t{0});
    QCOMPARE(s.check(Action::choose(South, Choice{5})), Reason::ChoiceNotOffered);
    QCOMPARE(s.check(Action::choose(West, HeartsChoice::MoonAddOthers)), Reason::NotYourTurn);
    QCOMPARE(s.check(Action::play(South, card("AC"))), Reason::WrongKindOfAction);

    events.clear();
    QCOMPARE(s.check(Action::choose(South, HeartsChoice::MoonSubtractOwn)), Reason::None);
    s.apply(Action::choose(South, HeartsChoice::MoonSubtractOwn), &events);
    QCOMPARE(events.size(), 2);
    QCOMPARE(events[0].kind, EventKind::ChoiceMade);
    QCOMPARE(int(events[0].value), int(HeartsChoice::MoonSubtractOwn));
    QCOMPARE(events[1].kind, EventKind::DealEnded);
    QVERIFY(s.finished());
}

// Section 10, Hearts case 4 (moon, own -26).
void TestHeartsRules::subtractingTheMoonTakesTwentySixOffTheShooter()
{
    const HeartsRules rules;
    GameState s = moonDeal(rules);
    s.apply(Action::choose(South, HeartsChoice::MoonSubtractOwn));
    const DealScore score = rules.score(s);
    QCOMPARE(points(score), (std::vector<int>{-26, 0, 0, 0}));
    QCOMPARE(score.note, HeartsNote::ShotTheMoon);
    QCOMPARE(int(score.noteSeat), South);
}

// Section 10, Hearts case 4 (moon, others +26).
void TestHeartsRules::addingTheMoonGivesTwentySixToEveryoneElse()
{
    const HeartsRules rules;
    GameState s = moonDeal(rules);
    s.apply(Action::choose(South, HeartsChoice::MoonAddOthers));
    const DealScore score = rules.score(s);
    QCOMPARE(points(score), (std::vector<int>{0, 26, 26, 26}));
    QCOMPARE(score.note, HeartsNote::ShotTheMoon);
    QCOMPARE(int(score.noteSeat), South);
}

void TestHeartsRules::theMoonChoiceGivesTheRightScoreRowsInAMatch()
{
    const std::vector<Card> order = [] {
        const DealSetup setup = setupFor(moonHands(), NoPass, East);
        return std::vector<Card>(setup.order.begin(), setup.order.begin() + 52);
    }();
    for (const Choice choice : {HeartsChoice::MoonSubtractOwn, HeartsChoice::MoonAddOthers}) {
        Match match(std::make_shared<HeartsRules>(HeartsOptions{false, 100}), 1, East);
        for (int deal = 0; deal < 2; ++deal) {
            QVERIFY(match.startDeal(order)); // the second deal is dealt by South: West is eldest
            const int shooter = deal == 0 ? South : West;
            const auto hands = moonHands();
            // The same card order reaches the next seat round, so the shooter moves left too.
            QCOMPARE(match.state().hand(shooter), hands[South]);
            while (match.state().phase == Phase::Playing) {
                const PlayerView view = match.viewFor(match.state().toAct);
                const Action a = Action::play(view.seat(), view.legalActions().play.lowest());
                QCOMPARE(match.apply(a), Reason::None);
            }
            QCOMPARE(match.state().phase, Phase::Declaring);
            QCOMPARE(int(match.state().toAct), shooter);
            QCOMPARE(match.dealsPlayed(), deal);
            QCOMPARE(match.apply(Action::choose(shooter, choice)), Reason::None);
            QCOMPARE(match.dealsPlayed(), deal + 1);
            const ScoreRow& row = match.rows().back();
            QCOMPARE(row.note, HeartsNote::ShotTheMoon);
            QCOMPARE(row.noteSeat, shooter);
            for (int seat = 0; seat < 4; ++seat) {
                const int expected = choice == HeartsChoice::MoonSubtractOwn
                                         ? (seat == shooter ? -26 : 0)
                                         : (seat == shooter ? 0 : 26);
                QCOMPARE(row.points[static_cast<std::size_t>(seat)], expected);
            }
        }
        const std::vector<int> totals = match.totals();
        const std::vector<int> expected = choice == HeartsChoice::MoonSubtractOwn
                                              ? std::vector<int>{-26, -26, 0, 0}
                                              : std::vector<int>{26, 26, 52, 52};
        QCOMPARE(totals, expected);
        QVERIFY(!match.over());
    }
}

// The worked example of section 7.
void TestHeartsRules::theComputerShooterSubtractsInTheWorkedExample()
{
    const HeartsRules rules;
    std::array<int, 4> totals{};
    totals[North] = 60;
    totals[East] = 72;
    totals[South] = 90;
    totals[West] = 90;
    GameState s = moonDeal(rules, totals);
    QCOMPARE(HeartsPlayer::moonChoice(s, South), HeartsChoice::MoonSubtractOwn);
    // The computer decides from its own view, like any computer seat.
    const HeartsPlayer player;
    Rng rng(1);
    const Action a = player.choose(PlayerView(s, South), rng);
    QCOMPARE(a, Action::choose(South, HeartsChoice::MoonSubtractOwn));

    GameState subtracted = s;
    subtracted.apply(a);
    const std::vector<int> afterSubtract = plus(totals, rules.score(subtracted));
    QCOMPARE(afterSubtract[North], 60);
    QCOMPARE(afterSubtract[East], 72);
    QCOMPARE(afterSubtract[South], 64);
    QCOMPARE(afterSubtract[West], 90);
    QVERIFY(!statusOf(rules, afterSubtract).over);

    // Adding would have ended the game with North winning on 86.
    GameState added = s;
    added.apply(Action::choose(South, HeartsChoice::MoonAddOthers));
    const std::vector<int> afterAdd = plus(totals, rules.score(added));
    QCOMPARE(afterAdd[North], 86);
    QCOMPARE(afterAdd[East], 98);
    QCOMPARE(afterAdd[South], 90);
    QCOMPARE(afterAdd[West], 116);
    const MatchStatus status = statusOf(rules, afterAdd);
    QVERIFY(status.over);
    QCOMPARE(status.winners, std::vector<int>{North});
}

void TestHeartsRules::theComputerShooterAddsWhenThatWinsTheGame()
{
    const HeartsRules rules;
    std::array<int, 4> totals{};
    totals[South] = 40;
    totals[West] = 80;
    totals[North] = 85;
    totals[East] = 90;
    GameState s = moonDeal(rules, totals);
    QCOMPARE(HeartsPlayer::moonChoice(s, South), HeartsChoice::MoonAddOthers);
    const HeartsPlayer player;
    Rng rng(1);
    const Action a = player.choose(PlayerView(s, South), rng);
    QCOMPARE(a, Action::choose(South, HeartsChoice::MoonAddOthers));
    s.apply(a);
    const std::vector<int> after = plus(totals, rules.score(s));
    QCOMPARE(after, (std::vector<int>{40, 106, 111, 116}));
    const MatchStatus status = statusOf(rules, after);
    QVERIFY(status.over);
    QCOMPARE(status.winners, std::vector<int>{South});
}

// ---- End of match [R-35] ----

void TestHeartsRules::theGameEndsWhenATotalReachesOneHundredWithASingleLowest()
{
    const HeartsRules rules;
    QVERIFY(!statusOf(rules, {99, 50, 60, 70}).over);
    QVERIFY(!statusOf(rules, {0, 0, 0, 0}).over);

    MatchStatus status = statusOf(rules, {100, 50, 60, 70});
    QVERIFY(status.over);
    QCOMPARE(status.winners, std::vector<int>{West});

    status = statusOf(rules, {20, 131, -6, 99});
    QVERIFY(status.over);
    QCOMPARE(status.winners, std::vector<int>{North});
}

// Section 10, Hearts case 5.
void TestHeartsRules::aSharedLowestTotalPlaysOnUntilOneIsLowest()
{
    const HeartsRules rules;
    // Totals after a deal: South 100, West 64, North 64, East 84.
    const MatchStatus tied = statusOf(rules, {100, 64, 64, 84});
    QVERIFY(!tied.over);
    QVERIFY(tied.winners.empty());
    // Another deal that leaves them tied again still plays on ...
    QVERIFY(!statusOf(rules, {105, 70, 70, 99}).over);
    // ... until one total is lowest on its own.
    const MatchStatus done = statusOf(rules, {108, 74, 71, 103});
    QVERIFY(done.over);
    QCOMPARE(done.winners, std::vector<int>{North});
}

void TestHeartsRules::theTargetIsAnOption()
{
    const HeartsRules rules(HeartsOptions{true, 50});
    QVERIFY(!statusOf(rules, {49, 20, 30, 40}).over);
    QCOMPARE(statusOf(rules, {50, 20, 30, 40}).winners, std::vector<int>{West});
}

void TestHeartsRules::aFinishedDealRefusesFurtherActions()
{
    const HeartsRules rules;
    GameState s = moonDeal(rules);
    s.apply(Action::choose(South, HeartsChoice::MoonAddOthers));
    QVERIFY(s.finished());
    QVERIFY(s.legalActions().empty());
    QCOMPARE(s.check(Action::choose(South, HeartsChoice::MoonAddOthers)), Reason::DealOver);
    QCOMPARE(s.check(Action::play(South, card("2C"))), Reason::DealOver);
}

// ---- What a seat may know ----

void TestHeartsRules::aPlayerViewShowsOnlyItsOwnHand()
{
    const HeartsRules rules;
    GameState s = rules.newDeal(shuffledSetup(17, NoPass, North));
    for (int seat = 0; seat < 4; ++seat) {
        const PlayerView view(s, seat);
        QCOMPARE(view.seat(), seat);
        QCOMPARE(view.hand(), s.hand(seat));
        for (int other = 0; other < 4; ++other)
            if (other != seat)
                QVERIFY(view.state().hand(other).empty());
        // Everyone can tell that the first leader holds the two of clubs.
        CardSet unseen = pack().all() - s.hand(seat);
        if (seat != s.toAct)
            unseen.remove(card("2C"));
        QCOMPARE(view.unseen(), unseen);
        QCOMPARE(view.toAct(), seat == s.toAct);
        if (view.toAct())
            QCOMPARE(view.legalActions().play, s.legalActions().play);
        else
            QVERIFY(view.legalActions().empty());
    }
}

void TestHeartsRules::aPlayerViewHidesOtherSeatsPassesButShowsWhatItReceived()
{
    const HeartsRules rules;
    GameState s = rules.newDeal(shuffledSetup(23, LeftPass, South)); // West passes first
    std::array<CardSet, 4> passed;
    for (int k = 0; k < 4; ++k) {
        const int seat = s.toAct;
        const CardSet three =
            CardSet(s.hand(seat).nth(3)) | s.hand(seat).nth(6) | s.hand(seat).nth(9);
        passed[static_cast<std::size_t>(seat)] = three;
        QCOMPARE(passCards(s, seat, three), Reason::None);
        if (k == 3)
            break;
        // Before the exchange, every seat sees its own pass and nobody else's.
        for (int viewer = 0; viewer < 4; ++viewer) {
            const PlayerView view(s, viewer);
            const auto& v = view.state().vars<HeartsVars>();
            for (int other = 0; other < 4; ++other) {
                const CardSet expected =
                    other == viewer ? passed[static_cast<std::size_t>(other)] : CardSet();
                QCOMPARE(v.passed[static_cast<std::size_t>(other)], expected);
            }
        }
    }
    QCOMPARE(s.phase, Phase::Playing);
    // After it, each seat also sees what it received (from its right), and still nothing else.
    for (int viewer = 0; viewer < 4; ++viewer) {
        const PlayerView view(s, viewer);
        const auto& v = view.state().vars<HeartsVars>();
        const int from = (viewer + 3) % 4;
        for (int other = 0; other < 4; ++other) {
            const bool known = other == viewer || other == from;
            QCOMPARE(v.passed[static_cast<std::size_t>(other)],
                     known ? passed[static_cast<std::size_t>(other)] : CardSet());
        }
        QVERIFY(view.hand().containsAll(passed[static_cast<std::size_t>(from)]));
        for (int other = 0; other < 4; ++other)
            if (other != viewer)
                QVERIFY(view.state().hand(other).empty());
    }
}

void TestHeartsRules::threePlayersPlayWithAWidow()
{
    // Section 10, Hearts case 6: 17 cards each, the one card left over goes to the winner of
    // trick 17, and the passes cycle 4 left, 4 right, 2 to each neighbour, then none.
    const HeartsRules rules(HeartsOptions{}, 3);
    const HeartsPass expected[] = {{1, 4, false}, {2, 4, false}, {1, 2, true}, {0, 0, false}};
    for (int deal = 0; deal < 4; ++deal) {
        const HeartsPass plan = rules.passPlan(deal);
        QCOMPARE(plan.offset, expected[deal].offset);
        QCOMPARE(plan.count, expected[deal].count);
        QCOMPARE(plan.split, expected[deal].split);
    }
    Match match(std::make_shared<HeartsRules>(HeartsOptions{}, 3), 21, 0);
    match.startDeal();
    for (int seat = 0; seat < 3; ++seat)
        QCOMPARE(match.state().hand(seat).size(), 17);
    const CardSet widow = match.state().vars<HeartsVars>().widow;
    QCOMPARE(widow.size(), 1);
    Rng rng(21);
    while (match.dealInProgress())
        QCOMPARE(match.apply(match.state().legalActions().random(rng)), Reason::None);
    const GameState& s = match.state();
    QCOMPARE(static_cast<int>(s.tricksDone), 17);
    const int last = s.completedTrickWinner(16);
    QVERIFY(s.won[static_cast<std::size_t>(last)].containsAll(widow));
    for (int seat = 0; seat < 3; ++seat)
        if (seat != last)
            QVERIFY(!s.won[static_cast<std::size_t>(seat)].intersects(widow));
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestHeartsRules)
#include "tst_heartsrules.moc"
