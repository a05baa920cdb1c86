// Spades as docs/rules/spades.md states it: partners, spades always trumps, public bids with
// nil, blind nil asked before the hand is seen, spades not led before they are broken, the
// scoring of contracts, nils and bags (bags rolling over at ten) and the end of the game.
// Deals are made from an explicit card order, or finished by setting the state's fields.

#include "core/match.h"
#include "core/playerview.h"
#include "core/sampler.h"
#include "games/spades/spadesfacts.h"
#include "games/spades/spadesrules.h"
#include "harness/cardtext.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <array>
#include <string>

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

// A deal by `dealer` in which each seat holds at least the given cards (the rest filled from
// the unused cards in pack order), with the match totals standing at `totals`.
DealSetup setupWith(std::array<std::string, 4> given, int dealer, std::array<int, 2> totals = {})
{
    std::array<CardSet, 4> hands;
    CardSet used;
    for (int seat = 0; seat < 4; ++seat) {
        hands[std::size_t(seat)] = cards(given[std::size_t(seat)]);
        used |= hands[std::size_t(seat)];
    }
    CardSet rest = pack().all() - used;
    for (int seat = 0; seat < 4; ++seat)
        while (hands[std::size_t(seat)].size() < 13) {
            hands[std::size_t(seat)].insert(rest.lowest());
            rest.remove(rest.lowest());
        }
    DealSetup setup;
    setup.dealer = dealer;
    setup.orderSize = 52;
    // Dealt singly from eldest: card i goes to seat eldest + i % 4.
    for (int k = 0; k < 4; ++k) {
        const int seat = (dealer + 1 + k) % 4;
        int j = 0;
        for (Card c : hands[std::size_t(seat)])
            setup.order[std::size_t(4 * j++ + k)] = c;
    }
    setup.totals[0] = totals[0];
    setup.totals[1] = totals[1];
    return setup;
}

// A finished deal with these bids (0 is nil) and tricks per seat, from these totals.
GameState finished(const SpadesRules& rules, std::array<int, 4> bids, std::array<int, 4> tricks,
                   std::array<int, 2> totals = {}, std::array<bool, 4> blind = {})
{
    GameState s = rules.newDeal(setupWith({}, East, totals));
    auto& v = s.vars<SpadesVars>();
    for (int seat = 0; seat < 4; ++seat) {
        s.bids[std::size_t(seat)] = static_cast<std::int8_t>(bids[std::size_t(seat)]);
        s.tricksWon[std::size_t(seat)] = static_cast<std::uint8_t>(tricks[std::size_t(seat)]);
        if (blind[std::size_t(seat)])
            v.blind |= static_cast<std::uint8_t>(1u << seat);
    }
    s.tricksDone = 13;
    s.phase = Phase::Finished;
    s.toAct = -1;
    return s;
}

// Every seat bids `bid` (the blind nil bidders having bid already).
void bidAll(GameState& s, int bid)
{
    while (s.phase == Phase::Bidding)
        s.apply(Action::bid(s.toAct, bid));
}

ScoreRow rowOf(int a, int b)
{
    ScoreRow r;
    r.points = {a, b};
    return r;
}

} // namespace

class TestSpadesRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void partnersShareAColumnAndSpadesAreAlwaysTrumps()
    {
        const SpadesRules rules;
        QCOMPARE(rules.columns(), 2);
        QCOMPARE(rules.columnOf(South), NorthSouth);
        QCOMPARE(rules.columnOf(North), NorthSouth);
        QCOMPARE(rules.columnOf(West), EastWest);
        QCOMPARE(rules.columnOf(East), EastWest);
        for (int dealer = 0; dealer < 4; ++dealer) {
            const GameState s = rules.newDeal(setupWith({}, dealer));
            QCOMPARE(int(s.trump), int(Spades));
            for (int seat = 0; seat < 4; ++seat)
                QCOMPARE(s.hand(seat).size(), 13);
            QCOMPARE(s.phase, Phase::Bidding);
            QCOMPARE(int(s.toAct), (dealer + 1) % 4); // eldest bids first
        }
    }

    void bidsAreOnePublicRoundOfZeroToThirteen()
    {
        const SpadesRules rules;
        GameState s = rules.newDeal(setupWith({}, East));
        const LegalActions legal = s.legalActions();
        for (int bid = 0; bid <= 13; ++bid)
            QVERIFY(legal.allowsBid(bid));
        QVERIFY(!legal.allowsBid(14));
        QCOMPARE(s.check(Action::bid(South, 14)), Reason::BidOutOfRange);
        QCOMPARE(s.check(Action::play(South, s.hand(South).lowest())), Reason::WrongKindOfAction);
        s.apply(Action::bid(South, 0));                            // nil
        QCOMPARE(int(PlayerView(s, West).state().bids[South]), 0); // public at once
        QCOMPARE(int(s.toAct), West);
        s.apply(Action::bid(West, 13));
        s.apply(Action::bid(North, 13));
        s.apply(Action::bid(East, 13)); // nothing limits the total
        QCOMPARE(s.phase, Phase::Playing);
        QCOMPARE(int(s.toAct), South);
    }

    void blindNilIsAskedBeforeTheTrailingSideSeesItsCards()
    {
        const SpadesRules rules;
        // North-South trail by 150: South and North are asked, from eldest (South).
        GameState s = rules.newDeal(setupWith({}, East, {100, 250}));
        QCOMPARE(s.phase, Phase::Declaring);
        QCOMPARE(int(s.toAct), South);
        QVERIFY(s.legalActions().allowsChoice(SpadesChoice::BlindNil));
        QVERIFY(s.legalActions().allowsChoice(SpadesChoice::LookAtCards));
        // Neither trailing player has seen a card; the others hold their hands.
        for (const int seat : {South, North}) {
            const PlayerView view(s, seat);
            QVERIFY(view.hand().empty());
            QCOMPARE(view.handSize(seat), 13);
            QCOMPARE(view.pileCount(), 1); // its own hand, face down
            QCOMPARE(view.pileSize(0), 13);
        }
        QCOMPARE(PlayerView(s, West).hand().size(), 13);
        // A search for South deals South a hand from what South does not know.
        const PlayerView southView(s, South);
        Rng rng(3);
        const GameState world = Sampler(southView, knowledgeOf(southView)).sample(rng);
        QCOMPARE(world.hand(South).size(), 13);
        CardSet all;
        for (int seat = 0; seat < 4; ++seat)
            all |= world.hand(seat);
        QCOMPARE(all.size(), 52);

        s.apply(Action::choose(South, SpadesChoice::BlindNil));
        QCOMPARE(int(s.bids[South]), 0);
        QVERIFY(SpadesRules::bidBlind(s, South));
        QCOMPARE(PlayerView(s, South).hand().size(), 13); // looks once the bid is made
        QCOMPARE(int(s.toAct), North);
        QVERIFY(PlayerView(s, North).hand().empty());
        s.apply(Action::choose(North, SpadesChoice::LookAtCards));
        QCOMPARE(PlayerView(s, North).hand().size(), 13);
        QVERIFY(!SpadesRules::bidBlind(s, North));
        // The ordinary bidding from eldest skips the blind nil bidder.
        QCOMPARE(s.phase, Phase::Bidding);
        QCOMPARE(int(s.toAct), West);
        s.apply(Action::bid(West, 3));
        s.apply(Action::bid(North, 4));
        s.apply(Action::bid(East, 3));
        QCOMPARE(s.phase, Phase::Playing);
        QCOMPARE(int(s.toAct), South);
    }

    void blindNilNeedsAHundredBehindAndTheOption()
    {
        const SpadesRules rules;
        QCOMPARE(rules.newDeal(setupWith({}, East, {100, 199})).phase, Phase::Bidding);
        GameState s = rules.newDeal(setupWith({}, West, {300, 100})); // East-West 200 behind
        QCOMPARE(s.phase, Phase::Declaring);
        QCOMPARE(int(s.toAct), East); // eldest of the dealer West is North; East is asked first
        SpadesOptions off;
        off.blindNil = false;
        QCOMPARE(SpadesRules(off).newDeal(setupWith({}, East, {0, 500})).phase, Phase::Bidding);
    }

    void spadesAreNotLedUntilBroken()
    {
        const SpadesRules rules;
        // South leads; West is void in clubs.
        GameState s = rules.newDeal(
            setupWith({"2C 3C AS", "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2H", "4C", "5C"}, East));
        bidAll(s, 3);
        QCOMPARE(s.check(Action::play(South, card("AS"))), SpadesReason::SpadesNotBroken);
        QVERIFY(!s.legalActions().play.contains(card("AS")));
        s.apply(Action::play(South, card("2C")));
        s.apply(Action::play(West, card("2S"))); // a spade on a club: spades are broken
        QVERIFY(s.vars<SpadesVars>().spadesBroken);
        s.apply(Action::play(North, card("4C")));
        s.apply(Action::play(East, card("5C")));
        QCOMPARE(s.tricksOf(West), 1);
        QVERIFY(s.legalActions().play.contains(card("3S")));
    }

    void aHandOfOnlySpadesMayLeadOneWithoutBreakingThem()
    {
        const SpadesRules rules;
        GameState s = rules.newDeal(
            setupWith({"2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS", "2C", "3C", "4C"}, East));
        bidAll(s, 3);
        QCOMPARE(s.legalActions().play.size(), 13);
        s.apply(Action::play(South, card("2S")));
        QVERIFY(!s.vars<SpadesVars>().spadesBroken); // led, not played on another suit
        QCOMPARE(s.check(Action::play(West, card("2C"))), Reason::None); // void: any card
    }

    void playersFollowSuitAndTheTopSpadeWins()
    {
        const SpadesRules rules;
        GameState s = rules.newDeal(
            setupWith({"AH", "2H 3S", "KH", "2S 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"}, East));
        bidAll(s, 3);
        s.apply(Action::play(South, card("AH")));
        QCOMPARE(s.check(Action::play(West, card("3S"))), Reason::MustFollowSuit);
        s.apply(Action::play(West, card("2H")));
        s.apply(Action::play(North, card("KH")));
        s.apply(Action::play(East, card("2S"))); // void in hearts: the two of spades wins
        QCOMPARE(s.tricksOf(East), 1);
        QCOMPARE(int(s.toAct), East);
    }

    void aMadeContractScoresTenATrickAndOneABag()
    {
        const SpadesRules rules;
        // North-South bid 4 + 3 and took 9; East-West bid 2 + 2 and took 4.
        const GameState s = finished(rules, {4, 2, 3, 2}, {5, 2, 4, 2});
        const DealScore sc = rules.score(s);
        QCOMPARE(sc.points[NorthSouth], 72);
        QCOMPARE(sc.points[EastWest], 40);
        const auto f = rules.dealFacts(s).own<SpadesFacts>();
        QCOMPARE(f.contract[NorthSouth], 7);
        QCOMPARE(f.tricks[NorthSouth], 9);
        QCOMPARE(f.bags[NorthSouth], 2);
        QCOMPARE(f.bags[EastWest], 0);
    }

    void aMissedContractLosesTenATrickBid()
    {
        const SpadesRules rules;
        const GameState s = finished(rules, {5, 4, 5, 3}, {3, 4, 2, 4});
        QCOMPARE(rules.score(s).points[NorthSouth], -100);
        QCOMPARE(rules.score(s).points[EastWest], 71);
    }

    void nilAndBlindNilWinOrLoseTheirStake()
    {
        const SpadesRules rules;
        // South nil, no trick; North 4 made exactly. West nil lost with 2 tricks; East 5 made
        // with 2 over: West's tricks are bags, not East's contract.
        const GameState s = finished(rules, {0, 0, 4, 5}, {0, 2, 4, 7});
        QCOMPARE(rules.score(s).points[NorthSouth], 100 + 40);
        QCOMPARE(rules.score(s).points[EastWest], -100 + 50 + 2 + 2);
        const auto f = rules.dealFacts(s).own<SpadesFacts>();
        QCOMPARE(f.contract[EastWest], 5);
        QCOMPARE(f.tricks[EastWest], 7);
        QCOMPARE(f.bags[EastWest], 4);
        // The same as blind nils: 200 each way.
        const GameState blind =
            finished(rules, {0, 0, 4, 5}, {0, 2, 4, 7}, {}, {true, true, false, false});
        QCOMPARE(rules.score(blind).points[NorthSouth], 200 + 40);
        QCOMPARE(rules.score(blind).points[EastWest], -200 + 50 + 2 + 2);
        QVERIFY(rules.dealFacts(blind).own<SpadesFacts>().blind[South]);
    }

    void aNilBiddersTricksNeverMakeThePartnersContract()
    {
        const SpadesRules rules;
        // North bid 5 and took 4; South's nil took 2 of the tricks North needed.
        const GameState s = finished(rules, {0, 4, 5, 2}, {2, 4, 4, 3});
        QCOMPARE(rules.score(s).points[NorthSouth], -100 - 50 + 2);
    }

    void twoNilsLeaveNoContractAndEveryTrickABag()
    {
        const SpadesRules rules;
        const GameState s = finished(rules, {0, 6, 0, 6}, {0, 6, 1, 6});
        QCOMPARE(rules.score(s).points[NorthSouth], 100 - 100 + 1);
        QCOMPARE(rules.dealFacts(s).own<SpadesFacts>().contract[NorthSouth], 0);
    }

    void bagsRollOverAtTen()
    {
        const SpadesRules rules;
        // North-South carry 8 bags (a total of 218) and take 4 more: 100 off, 2 bags left.
        const GameState s = finished(rules, {3, 3, 3, 3}, {5, 2, 5, 1}, {218, 50});
        QCOMPARE(rules.score(s).points[NorthSouth], 60 + 4 - 100);
        const auto f = rules.dealFacts(s).own<SpadesFacts>();
        QCOMPARE(int(f.penalties[NorthSouth]), 1);
        QCOMPARE(f.bagCount[NorthSouth], 2);
        QCOMPARE(SpadesRules::bagsIn(218 + rules.score(s).points[NorthSouth]), 2);
        // Enough bags in one deal to pass ten twice.
        const GameState twice = finished(rules, {1, 3, 1, 3}, {6, 0, 7, 0}, {9, 0});
        QCOMPARE(rules.score(twice).points[NorthSouth], 20 + 11 - 200);
        QCOMPARE(rules.dealFacts(twice).own<SpadesFacts>().bagCount[NorthSouth], 0);
        // A negative total keeps its bags in its last digit too.
        QCOMPARE(SpadesRules::bagsIn(-43), 7);
    }

    // The worked example of docs/rules/spades.md, Scoring.
    void theRulesPagesExample()
    {
        const SpadesRules rules;
        const GameState s = finished(rules, {3, 4, 4, 0}, {5, 1, 6, 1}, {218, 143});
        QCOMPARE(rules.score(s).points[NorthSouth], -26);
        QCOMPARE(rules.score(s).points[EastWest], -139);
        const GameState next =
            finished(rules, {0, 0, 4, 5}, {0, 0, 7, 6}, {192, 4}, {false, true, false, false});
        QCOMPARE(rules.score(next).points[NorthSouth], 143);
        QCOMPARE(rules.score(next).points[EastWest], 251);
    }

    void theGameEndsAtTheTargetOrTheLosingLimit()
    {
        const SpadesRules rules;
        const std::array<ScoreRow, 1> rows{rowOf(0, 0)};
        const auto status = [&](int a, int b) {
            const std::array<int, 2> totals{a, b};
            return rules.matchStatus(rows, totals);
        };
        QVERIFY(!status(499, 300).over);
        QCOMPARE(status(510, 300).winners, std::vector<int>{NorthSouth});
        QCOMPARE(status(510, 530).winners, std::vector<int>{EastWest});
        QVERIFY(!status(520, 520).over); // level at the target: another deal
        QCOMPARE(status(-200, 100).winners, std::vector<int>{EastWest});
        QCOMPARE(status(-250, -210).winners, std::vector<int>{EastWest});
        QVERIFY(!status(-250, -250).over);
        QVERIFY(!status(-199, 450).over);
        SpadesOptions o;
        o.target = 250;
        o.losing = -500;
        const SpadesRules shorter(o);
        const std::array<int, 2> totals{260, -300};
        QCOMPARE(shorter.matchStatus(rows, totals).winners, std::vector<int>{NorthSouth});
    }

    void optionsAreReadAndChecked()
    {
        std::string error;
        QVERIFY(createRules("spades", 4, {{"target", "300"}, {"losing", "-500"}}, error));
        QVERIFY(!createRules("spades", 4, {{"losing", "50"}}, error));
        QVERIFY(error.find("losing") != std::string::npos);
        QVERIFY(!createRules("spades", 3, {}, error));
    }

    void wholeDealsPlayToTheEndWithEveryTrickTaken()
    {
        const SpadesRules rules;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Match match(std::make_shared<SpadesRules>(), seed, -1);
            Rng rng(seed);
            match.startDeal();
            while (match.dealInProgress())
                QCOMPARE(match.apply(match.state().legalActions().random(rng)), Reason::None);
            int tricks = 0;
            for (int seat = 0; seat < 4; ++seat)
                tricks += match.rows().back().tricks[std::size_t(seat)];
            QCOMPARE(tricks, 13);
            QCOMPARE(SpadesRules::bagsIn(match.totals()[0]),
                     match.rows().back().facts.own<SpadesFacts>().bagCount[0]);
        }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestSpadesRules)
#include "tst_spadesrules.moc"
