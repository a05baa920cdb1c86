// Oh Hell as docs/rules/ohhell.md and rulings describe it: the river of hand sizes,
// the turned trump, secret bids revealed together (or the hook variant), following suit with
// trumps winning, the score per deal and the end of the match. Every test case of section 10
// for Oh Hell and every worked example is here.

#include "core/match.h"
#include "core/playerview.h"
#include "games/ohhell/ohhellrules.h"
#include "harness/cardtext.h"
#include "harness/positions.h"
#include "registry/gameregistry.h"

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

const Pack& pack()
{
    return Pack::french52();
}

// A deal whose hands are exactly `hands` (per seat, all of one size) and whose next card is
// `turnUp`; the rest of the pack follows in index order.
DealSetup setupWith(int dealIndex, int dealer, const std::vector<const char*>& hands,
                    const char* turnUp)
{
    const int seats = static_cast<int>(hands.size());
    std::vector<std::vector<Card>> perSeat;
    for (const char* h : hands) {
        std::vector<Card> list;
        for (Card c : cards(h))
            list.push_back(c);
        perSeat.push_back(list);
    }
    DealSetup setup;
    setup.dealIndex = dealIndex;
    setup.dealer = dealer;
    CardSet used;
    int n = 0;
    const int size = static_cast<int>(perSeat[0].size());
    for (int round = 0; round < size; ++round)
        for (int k = 0; k < seats; ++k) {
            const int seat = (dealer + 1 + k) % seats;
            const Card c = perSeat[static_cast<std::size_t>(seat)][static_cast<std::size_t>(round)];
            setup.order[static_cast<std::size_t>(n++)] = c;
            used.insert(c);
        }
    if (turnUp) {
        setup.order[static_cast<std::size_t>(n++)] = card(turnUp);
        used.insert(card(turnUp));
    }
    for (Card c : pack().all() - used)
        setup.order[static_cast<std::size_t>(n++)] = c;
    setup.orderSize = n;
    return setup;
}

DealSetup shuffledSetup(std::uint64_t seed, int dealIndex, int dealer)
{
    return harness::shuffledSetup(pack(), seed, dealer, dealIndex);
}

void bidAll(GameState& s, const std::vector<int>& bidsFromEldest)
{
    for (int b : bidsFromEldest) {
        const Action a = Action::bid(s.toAct, b);
        if (!s.isLegal(a))
            qFatal("scripted bid %d is illegal", b);
        s.apply(a);
    }
}

void playAll(GameState& s, std::initializer_list<const char*> played)
{
    for (const char* text : played) {
        const Action a = Action::play(s.toAct, card(text));
        if (!s.isLegal(a))
            qFatal("scripted play %s is illegal", text);
        s.apply(a);
    }
}

int bidCount(std::uint64_t mask)
{
    return CardSet(mask).size();
}

} // namespace

class TestOhHellRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Section 10 test cases
    void largestHandIsFloorOfFiftyOneOverPlayers();
    void fourPlayersGoUpToTwelveAndBackDownToOne();
    void dealScoresFollowTheTable();
    void lowTrumpBeatsTheAceOfTheSuitLed();
    void fivePlayerOneCardDealLeavesFortySixCardsAndRefusesABidOfTwo();
    // Worked examples, played out
    void workedExamplesScoreAsPlayed();
    // Deal and turn-up
    void cardsAreDealtSinglyFromEldestAndTheNextCardIsTurned();
    void turnUpBelongsToNobodyAndIsPublic();
    void fullDealOptionPlaysTheWholePackAtNoTrumps();
    void handSizesRunUpAndDownTheRiverForEveryTableSize();
    // Bidding
    void bidsRunFromZeroToTheHandSizeStartingWithEldest();
    void secretBidsAreHiddenUntilAllAreInThenRevealedTogether();
    void totalOfBidsMayEqualTheTricksWithoutTheHook();
    void hookForbidsTheDealerTheBidThatMakesTheTotalFit();
    void hookBidsArePublicAsTheyAreMade();
    void hookAllowsAnyBidWhenTheTotalIsAlreadyOver();
    // Play
    void eldestLeadsAfterTheBidding();
    void mustFollowSuitWhenAble();
    void voidPlayerMayTrumpOrDiscard();
    void leadingTrumpsIsLegalAtAnyTime();
    void trickWinnerLeadsNextAndTheDealEndsWithTheHand();
    // Match
    void matchEndsAfterTheLastOneCardDealWithTheHighestTotal();
    void equalLeadersShareTheWin();
    void registryOffersThreeToTenPlayersAndTheDocumentedOptions();
};

// ---- Section 10 ----

void TestOhHellRules::largestHandIsFloorOfFiftyOneOverPlayers()
{
    // Test case 1, and the table of section 4.
    const int expectedM[] = {17, 12, 10, 8, 7, 6, 5, 5};
    const int expectedDeals[] = {33, 23, 19, 15, 13, 11, 9, 9};
    for (int n = 3; n <= 10; ++n) {
        const OhHellRules rules({}, n);
        QCOMPARE(rules.maxHandSize(), expectedM[n - 3]);
        QCOMPARE(rules.totalDeals(), expectedDeals[n - 3]);
        QCOMPARE(OhHellRules::maxHandSize(n), expectedM[n - 3]);
    }
    QCOMPARE(OhHellRules::maxHandSize(3), 17);
    QCOMPARE(OhHellRules::maxHandSize(4), 12); // not 13
    QCOMPARE(OhHellRules::maxHandSize(5), 10);
    QCOMPARE(OhHellRules::maxHandSize(7), 7);
    QCOMPARE(OhHellRules::maxHandSize(10), 5);
}

void TestOhHellRules::fourPlayersGoUpToTwelveAndBackDownToOne()
{
    // Test case 2: deal 12 has 12 cards, deal 13 has 11, deal 23 (the last) has 1.
    const OhHellRules rules;
    const std::pair<int, int> cases[] = {{12, 12}, {13, 11}, {23, 1}, {1, 1}, {2, 2}};
    for (const auto& [dealNumber, size] : cases) {
        const GameState s = rules.newDeal(shuffledSetup(7, dealNumber - 1, 0));
        QCOMPARE(rules.handSize(dealNumber - 1), size);
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(s.hand(seat).size(), size);
    }
}

void TestOhHellRules::dealScoresFollowTheTable()
{
    // Test case 3 and the worked examples of section 4.
    QCOMPARE(OhHellRules::points(3, 3), 50);
    QCOMPARE(OhHellRules::points(0, 0), 20);
    QCOMPARE(OhHellRules::points(2, 0), -20);
    QCOMPARE(OhHellRules::points(1, 2), -10);
    QCOMPARE(OhHellRules::points(0, 3), -30);
    QCOMPARE(OhHellRules::points(2, 2), 40);
}

void TestOhHellRules::lowTrumpBeatsTheAceOfTheSuitLed()
{
    // Test case 4: trumps diamonds; led 9S; then AS, 2D, KS: the 2D wins.
    const OhHellRules rules;
    GameState s = rules.newDeal(
        setupWith(1, 3, {"9S 3C", "AS 4C", "2D 5C", "KS 6C"}, "7D")); // dealer 3: seat 0 eldest
    QCOMPARE(int(s.trump), int(Diamonds));
    bidAll(s, {0, 1, 0, 1});
    EventList events;
    for (const char* c : {"9S", "AS", "2D"})
        s.apply(Action::play(s.toAct, card(c)));
    s.apply(Action::play(s.toAct, card("KS")), &events);
    QCOMPARE(s.completedTrickWinner(0), 2);
    QCOMPARE(int(s.toAct), 2);
    QCOMPARE(s.tricksOf(2), 1);
    bool taken = false;
    for (const Event& e : events)
        taken = taken ||
                (e.kind == EventKind::TrickTaken && e.seat == 2 && e.cards == cards("9S AS 2D KS"));
    QVERIFY(taken);
}

void TestOhHellRules::fivePlayerOneCardDealLeavesFortySixCardsAndRefusesABidOfTwo()
{
    // Test case 5.
    const OhHellRules rules({}, 5);
    const DealSetup setup = shuffledSetup(11, 0, 2);
    GameState s = rules.newDeal(setup);
    CardSet dealt;
    for (int seat = 0; seat < 5; ++seat) {
        QCOMPARE(s.hand(seat).size(), 1);
        dealt |= s.hand(seat);
    }
    QCOMPARE(dealt.size(), 5);
    QCOMPARE(s.turnUp, setup.order[5]); // the next card is turned
    QVERIFY(!dealt.contains(s.turnUp));
    QCOMPARE(int(s.trump), pack().suit(s.turnUp));
    QCOMPARE((pack().all() - dealt - s.turnUp).size(), 46);
    QCOMPARE(s.phase, Phase::Bidding);
    QCOMPARE(s.check(Action::bid(s.toAct, 2)), Reason::BidOutOfRange);
    QCOMPARE(s.check(Action::bid(s.toAct, -1)), Reason::BidOutOfRange);
    QCOMPARE(s.check(Action::bid(s.toAct, 1)), Reason::None);
    QCOMPARE(s.check(Action::bid(s.toAct, 0)), Reason::None);
}

// ---- Worked examples ----

void TestOhHellRules::workedExamplesScoreAsPlayed()
{
    // Two-card deal, four players, hearts trumps. Seat 0 bids 2 and takes 2 (+40), seat 1 bids 0
    // and takes 0 (+20), seat 2 bids 2 and takes 0 (-20), seat 3 bids 1 and takes 0 (-10).
    const OhHellRules rules;
    GameState s = rules.newDeal(setupWith(1, 3, {"AH KH", "2C 3C", "AS AD", "KS KD"}, "5H"));
    QCOMPARE(int(s.trump), int(Hearts));
    bidAll(s, {2, 0, 2, 1});
    playAll(s, {"AH", "2C", "AS", "KS"}); // seat 0 leads the top trump and wins
    QCOMPARE(int(s.toAct), 0);
    playAll(s, {"KH", "3C", "AD", "KD"});
    QVERIFY(s.finished());
    const DealScore score = rules.score(s);
    QCOMPARE(score.points[0], 40);
    QCOMPARE(score.points[1], 20);
    QCOMPARE(score.points[2], -20);
    QCOMPARE(score.points[3], -10);
    QCOMPARE(score.note, DealNote::None);
    QCOMPARE(int(score.winsMatch), -1);
}

// ---- Deal and turn-up ----

void TestOhHellRules::cardsAreDealtSinglyFromEldestAndTheNextCardIsTurned()
{
    const OhHellRules rules;
    const DealSetup setup = shuffledSetup(3, 2, 1); // three cards each, dealer 1
    const GameState s = rules.newDeal(setup);
    for (int i = 0; i < 12; ++i) {
        const int seat = (2 + i) % 4; // eldest is seat 2
        QVERIFY(s.hand(seat).contains(setup.order[static_cast<std::size_t>(i)]));
    }
    QCOMPARE(s.turnUp, setup.order[12]);
    QCOMPARE(int(s.trump), pack().suit(setup.order[12]));
    QCOMPARE(int(s.stockSize), 0);
}

void TestOhHellRules::turnUpBelongsToNobodyAndIsPublic()
{
    const OhHellRules rules;
    GameState s = rules.newDeal(shuffledSetup(5, 4, 0));
    for (int seat = 0; seat < 4; ++seat) {
        QVERIFY(!s.hand(seat).contains(s.turnUp));
        const PlayerView view(s, seat);
        QCOMPARE(view.state().turnUp, s.turnUp);
        QCOMPARE(view.state().trump, s.trump);
    }
    // Played out, it never appears in a trick.
    Rng rng(1);
    rules.randomPlayout(s, rng);
    for (int i = 0; i < s.playedCount; ++i)
        QVERIFY(s.played[static_cast<std::size_t>(i)] != s.turnUp);
    QCOMPARE(int(s.playedCount), 20);
}

void TestOhHellRules::fullDealOptionPlaysTheWholePackAtNoTrumps()
{
    // with floor(52/n), four players get 13 in the middle deal and no card is left.
    const OhHellRules rules({false, true}, 4);
    QCOMPARE(rules.maxHandSize(), 13);
    QCOMPARE(rules.totalDeals(), 25);
    GameState s = rules.newDeal(shuffledSetup(9, 12, 0));
    QCOMPARE(s.hand(0).size(), 13);
    QVERIFY(!s.turnUp.valid());
    QCOMPARE(int(s.trump), -1);
    bidAll(s, {3, 3, 3, 3});
    // No trumps: the top card of the suit led always wins.
    Rng rng(4);
    while (!s.finished())
        s.apply(s.legalActions().random(rng));
    for (int t = 0; t < 13; ++t) {
        const Trick trick = s.completedTrick(t);
        const CardSet led = trick.set() & pack().suitMask(pack().suit(trick.led()));
        QCOMPARE(s.completedTrickWinner(t), trick.seat(trick.positionOf(led.highest())));
    }
    // Five players still leave two cards: trumps as usual.
    const OhHellRules five({false, true}, 5);
    QCOMPARE(five.maxHandSize(), 10);
    QVERIFY(five.newDeal(shuffledSetup(9, 9, 0)).turnUp.valid());
}

void TestOhHellRules::handSizesRunUpAndDownTheRiverForEveryTableSize()
{
    for (int n = 3; n <= 10; ++n) {
        const OhHellRules rules({}, n);
        const int m = rules.maxHandSize();
        std::vector<int> sizes;
        for (int d = 0; d < rules.totalDeals(); ++d)
            sizes.push_back(rules.handSize(d));
        std::vector<int> expected;
        for (int h = 1; h <= m; ++h)
            expected.push_back(h);
        for (int h = m - 1; h >= 1; --h)
            expected.push_back(h);
        QCOMPARE(sizes, expected);
        // The largest deal always leaves a card to turn.
        const GameState s = rules.newDeal(shuffledSetup(2, m - 1, 0));
        QVERIFY(s.turnUp.valid());
        QVERIFY(n * m < 52);
    }
}

// ---- Bidding ----

void TestOhHellRules::bidsRunFromZeroToTheHandSizeStartingWithEldest()
{
    const OhHellRules rules;
    GameState s = rules.newDeal(shuffledSetup(1, 4, 2)); // five cards, eldest seat 3
    QCOMPARE(s.phase, Phase::Bidding);
    QCOMPARE(int(s.toAct), 3);
    const LegalActions legal = s.legalActions();
    QCOMPARE(legal.bids, std::uint64_t{0x3f}); // 0..5
    QVERIFY(legal.play.empty());
    QCOMPARE(s.check(Action::bid(3, 6)), Reason::BidOutOfRange);
    QCOMPARE(s.check(Action::bid(0, 1)), Reason::NotYourTurn);
    QCOMPARE(s.check(Action::play(3, s.hand(3).lowest())), Reason::WrongKindOfAction);
    for (int seat : {3, 0, 1, 2}) {
        QCOMPARE(int(s.toAct), seat);
        s.apply(Action::bid(seat, 1));
    }
    QCOMPARE(s.phase, Phase::Playing);
}

void TestOhHellRules::secretBidsAreHiddenUntilAllAreInThenRevealedTogether()
{
    const OhHellRules rules;
    GameState s = rules.newDeal(shuffledSetup(2, 3, 0)); // eldest seat 1
    EventList events;
    s.apply(Action::bid(1, 2), &events);
    QCOMPARE(events.size(), 1);
    QCOMPARE(events[0].kind, EventKind::BidMade);
    QCOMPARE(int(events[0].seat), 1);
    s.apply(Action::bid(2, 0));
    s.apply(Action::bid(3, 4));
    // Seat 0, still to bid, sees no bid; each bidder sees only its own.
    const PlayerView dealer(s, 0);
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(int(dealer.state().bids[static_cast<std::size_t>(seat)]), -1);
    const PlayerView seat2(s, 2);
    QCOMPARE(int(seat2.state().bids[2]), 0);
    QCOMPARE(int(seat2.state().bids[1]), -1);
    QCOMPARE(int(seat2.state().bids[3]), -1);
    // Without the hook the dealer may bid anything from 0 to the hand size.
    QCOMPARE(s.legalActions().bids, std::uint64_t{0x1f});
    events.clear();
    s.apply(Action::bid(0, 1), &events);
    QCOMPARE(events.size(), 2);
    QCOMPARE(events[0].kind, EventKind::BidMade);
    QCOMPARE(events[1].kind, EventKind::BidsRevealed);
    for (int viewer = 0; viewer < 4; ++viewer) {
        const PlayerView view(s, viewer);
        QCOMPARE(view.state().bids, s.bids);
    }
    QCOMPARE(int(s.bids[0]), 1);
    QCOMPARE(int(s.bids[1]), 2);
    QCOMPARE(int(s.bids[2]), 0);
    QCOMPARE(int(s.bids[3]), 4);
}

void TestOhHellRules::totalOfBidsMayEqualTheTricksWithoutTheHook()
{
    const OhHellRules rules;
    GameState s = rules.newDeal(shuffledSetup(2, 2, 0)); // three cards
    bidAll(s, {1, 1, 0});
    QVERIFY(s.isLegal(Action::bid(0, 1))); // 1 + 1 + 0 + 1 = 3 tricks: allowed
    QCOMPARE(bidCount(s.legalActions().bids), 4);
}

void TestOhHellRules::hookForbidsTheDealerTheBidThatMakesTheTotalFit()
{
    const OhHellRules rules({true, false}, 4);
    GameState s = rules.newDeal(shuffledSetup(2, 2, 0)); // three cards, dealer 0 bids last
    // The others bid the whole range freely.
    QCOMPARE(s.legalActions().bids, std::uint64_t{0xf});
    bidAll(s, {1, 1, 0});
    QCOMPARE(int(s.toAct), 0);
    QCOMPARE(s.legalActions().bids, std::uint64_t{0xf} & ~(std::uint64_t{1} << 1));
    QCOMPARE(s.check(Action::bid(0, 1)), Reason::BidOutOfRange);
    QVERIFY(s.isLegal(Action::bid(0, 0)));
    QVERIFY(s.isLegal(Action::bid(0, 2)));
    s.apply(Action::bid(0, 2));
    QCOMPARE(s.phase, Phase::Playing);
}

void TestOhHellRules::hookBidsArePublicAsTheyAreMade()
{
    const OhHellRules rules({true, false}, 4);
    GameState s = rules.newDeal(shuffledSetup(2, 2, 0));
    s.apply(Action::bid(1, 2));
    const PlayerView view(s, 3);
    QCOMPARE(int(view.state().bids[1]), 2);
    bidAll(s, {1, 0});
    EventList events;
    s.apply(Action::bid(0, 3), &events);
    for (const Event& e : events)
        QVERIFY(e.kind != EventKind::BidsRevealed); // they were never hidden
}

void TestOhHellRules::hookAllowsAnyBidWhenTheTotalIsAlreadyOver()
{
    const OhHellRules rules({true, false}, 4);
    GameState s = rules.newDeal(shuffledSetup(2, 1, 0)); // two cards
    bidAll(s, {2, 1, 0});
    QCOMPARE(s.legalActions().bids, std::uint64_t{0x7});
}

// ---- Play ----

void TestOhHellRules::eldestLeadsAfterTheBidding()
{
    const OhHellRules rules;
    GameState s = rules.newDeal(shuffledSetup(6, 5, 3)); // eldest seat 0
    bidAll(s, {1, 2, 1, 1});
    QCOMPARE(s.phase, Phase::Playing);
    QCOMPARE(int(s.toAct), 0);
    QCOMPARE(s.legalActions().play, s.hand(0));
    QCOMPARE(s.legalActions().bids, std::uint64_t{0});
}

void TestOhHellRules::mustFollowSuitWhenAble()
{
    const OhHellRules rules;
    GameState s =
        rules.newDeal(setupWith(2, 3, {"9S 3C 4C", "AS 2D 5C", "2S 3D 6C", "KH 4D 7C"}, "7D"));
    bidAll(s, {0, 1, 0, 1});
    playAll(s, {"9S"});
    QCOMPARE(s.legalActions().play, cards("AS"));
    QCOMPARE(s.check(Action::play(1, card("2D"))), Reason::MustFollowSuit);
    QCOMPARE(s.check(Action::play(1, card("3C"))), Reason::CardNotInHand);
}

void TestOhHellRules::voidPlayerMayTrumpOrDiscard()
{
    const OhHellRules rules;
    GameState s =
        rules.newDeal(setupWith(2, 3, {"9S 3C 4C", "AS 2D 5C", "2S 3D 6C", "KH 4D 7C"}, "7D"));
    bidAll(s, {0, 1, 0, 1});
    playAll(s, {"9S", "AS", "2S"});
    QCOMPARE(s.legalActions().play, cards("KH 4D 7C")); // void in spades: anything
    playAll(s, {"KH"});                                 // a discard loses
    QCOMPARE(s.completedTrickWinner(0), 1);
}

void TestOhHellRules::leadingTrumpsIsLegalAtAnyTime()
{
    // trumps may be led on the first trick, with other suits in hand.
    const OhHellRules rules;
    GameState s =
        rules.newDeal(setupWith(2, 3, {"2D 3C 4C", "AS 5D 5C", "2S 3D 6C", "KH 4D 7C"}, "7D"));
    bidAll(s, {0, 1, 0, 1});
    QVERIFY(s.isLegal(Action::play(0, card("2D"))));
    playAll(s, {"2D"});
    QCOMPARE(s.legalActions().play, cards("5D"));
    playAll(s, {"5D", "3D", "4D"});
    QCOMPARE(s.completedTrickWinner(0), 1);
}

void TestOhHellRules::trickWinnerLeadsNextAndTheDealEndsWithTheHand()
{
    const OhHellRules rules;
    GameState s = rules.newDeal(setupWith(1, 3, {"9S 3C", "AS 4C", "2D 5C", "KS 6C"}, "7D"));
    bidAll(s, {0, 1, 0, 1});
    playAll(s, {"9S", "AS", "2D", "KS"});
    QCOMPARE(int(s.toAct), 2); // the 2D won
    QVERIFY(!s.finished());
    EventList events;
    playAll(s, {"5C", "6C", "3C"});
    s.apply(Action::play(1, card("4C")), &events);
    QVERIFY(s.finished());
    QCOMPARE(events[events.size() - 1].kind, EventKind::DealEnded);
    QCOMPARE(s.completedTrickWinner(1), 3);
    QVERIFY(s.legalActions().empty());
    QCOMPARE(s.check(Action::play(0, card("3C"))), Reason::DealOver);
    const DealScore score = rules.score(s);
    QCOMPARE(score.points[0], 20);  // bid 0, took 0
    QCOMPARE(score.points[1], -10); // bid 1, took 0
    QCOMPARE(score.points[2], -10); // bid 0, took 1
    QCOMPARE(score.points[3], 30);  // bid 1, took 1
}

// ---- Match ----

void TestOhHellRules::matchEndsAfterTheLastOneCardDealWithTheHighestTotal()
{
    for (int n : {3, 4, 7, 10}) {
        const auto rules = std::make_shared<OhHellRules>(OhHellOptions{}, n);
        Match match(rules, 77 + static_cast<std::uint64_t>(n));
        Rng rng(5);
        while (!match.over()) {
            QVERIFY(match.dealsPlayed() < rules->totalDeals());
            match.startDeal();
            QCOMPARE(match.state().hand(0).size(), rules->handSize(match.dealsPlayed()));
            QCOMPARE(int(match.state().dealer), (match.firstDealer() + match.dealsPlayed()) % n);
            while (match.dealInProgress()) {
                const int seat = match.state().toAct;
                QCOMPARE(match.apply(match.viewFor(seat).legalActions().random(rng)), Reason::None);
            }
        }
        QCOMPARE(match.dealsPlayed(), rules->totalDeals());
        QCOMPARE(match.rows().back().dealIndex, rules->totalDeals() - 1);
        const std::vector<int> totals = match.totals();
        const int best = *std::max_element(totals.begin(), totals.end());
        for (int w : match.status().winners)
            QCOMPARE(totals[static_cast<std::size_t>(w)], best);
        QCOMPARE(int(match.status().winners.size()),
                 int(std::count(totals.begin(), totals.end(), best)));
    }
}

void TestOhHellRules::equalLeadersShareTheWin()
{
    // status at the end of the match with two equal leaders.
    const OhHellRules rules({}, 4);
    std::vector<ScoreRow> rows(static_cast<std::size_t>(rules.totalDeals()));
    const std::vector<int> totals = {120, 150, 150, 90};
    const MatchStatus end = rules.matchStatus(rows, totals);
    QVERIFY(end.over);
    QCOMPARE(end.winners, (std::vector<int>{1, 2}));
    // One deal short of the end, the match goes on whatever the totals.
    rows.pop_back();
    const MatchStatus before = rules.matchStatus(rows, totals);
    QVERIFY(!before.over);
    QVERIFY(before.winners.empty());
}

void TestOhHellRules::registryOffersThreeToTenPlayersAndTheDocumentedOptions()
{
    const GameInfo* info = findGame("ohhell");
    QVERIFY(info);
    QCOMPARE(info->minSeats, 3);
    QCOMPARE(info->maxSeats, 10);
    QCOMPARE(info->defaultSeats, 4);
    std::string error;
    QVERIFY(createRules("ohhell", 2, {}, error) == nullptr);
    QVERIFY(createRules("ohhell", 11, {}, error) == nullptr);
    const auto hook = createRules("ohhell", 5, {{"hook", "true"}}, error);
    QVERIFY(hook);
    QVERIFY(static_cast<const OhHellRules&>(*hook).options().hook);
    QVERIFY(createRules("ohhell", 5, {{"hook", "maybe"}}, error) == nullptr);
    QVERIFY(!error.empty());
    const auto full = createRules("ohhell", 4, {{"fulldeal", "yes"}}, error);
    QVERIFY(full);
    QCOMPARE(static_cast<const OhHellRules&>(*full).maxHandSize(), 13);
    QVERIFY(info->computerPlayer() != nullptr);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestOhHellRules)
#include "tst_ohhellrules.moc"
