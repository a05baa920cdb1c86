// Euchre as docs/rules/euchre.md states it: the 24-card pack dealt three and two with a turn-up,
// the two rounds of making trumps (ordering up, the dealer's pick-up and discard, naming another
// suit, stick the dealer, a deal thrown in and who deals next), the bowers belonging to the
// trump suit, going alone with the partner sitting out and three-card tricks, the score and the
// game to 10. Deals are made from an explicit card order.

#include "core/match.h"
#include "core/playerview.h"
#include "core/sampler.h"
#include "games/euchre/euchrefacts.h"
#include "games/euchre/euchrerules.h"
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

// A deal by `dealer` giving each seat its five cards and turning up `turnUp`; the rest of the
// Euchre pack lies face down, and the low cards follow in the order (never dealt).
DealSetup setupWith(std::array<std::string, 4> hands, const char* turnUp, int dealer)
{
    std::array<CardSet, 4> given;
    CardSet used(card(turnUp));
    for (int seat = 0; seat < 4; ++seat) {
        given[std::size_t(seat)] = cards(hands[std::size_t(seat)]);
        used |= given[std::size_t(seat)];
    }
    std::vector<Card> order;
    for (const int batch : {3, 2})
        for (int k = 0, seat = (dealer + 1) % 4; k < 4; ++k, seat = (seat + 1) % 4)
            for (int j = 0; j < batch; ++j) {
                CardSet& hand = given[std::size_t(seat)];
                order.push_back(hand.lowest());
                hand.remove(hand.lowest());
            }
    order.push_back(card(turnUp));
    for (const Card c : EuchreRules::euchrePack() - used)
        order.push_back(c);
    for (const Card c : Pack::french52().all() - EuchreRules::euchrePack())
        order.push_back(c);
    DealSetup setup;
    setup.dealer = dealer;
    setup.orderSize = 52;
    std::copy(order.begin(), order.end(), setup.order.begin());
    return setup;
}

// Hands for most tests: hearts are strong at South, West holds the left bower (J♦).
const std::array<std::string, 4> Hands = {"JH AH KH 9C TC", "JD QD 9D AC KC", "QH TH 9H QS KS",
                                          "AS JS TS 9S JC"};

Choice name(int suit, bool alone = false)
{
    return EuchreChoice::name(suit, alone);
}

} // namespace

class TestEuchreRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twentyFourCardsDealtFiveEachWithATurnUp()
    {
        const EuchreRules rules;
        const GameState s = rules.newDeal(setupWith(Hands, "AD", East));
        CardSet seen(s.turnUp);
        for (int seat = 0; seat < 4; ++seat) {
            QCOMPARE(s.hand(seat).size(), 5);
            seen |= s.hand(seat);
        }
        QCOMPARE(s.hand(South), cards(Hands[South]));
        QCOMPARE(s.turnUp, card("AD"));
        QVERIFY(EuchreRules::euchrePack().containsAll(seen));
        QCOMPARE(EuchreRules::euchrePack().size(), 24);
        QCOMPARE(int(s.stockSize), 4);
        QCOMPARE(s.stock[0], s.turnUp); // on top of the stock, face up
        for (int i = 1; i < 4; ++i)
            QVERIFY(EuchreRules::euchrePack().contains(s.stock[std::size_t(i)]) &&
                    !seen.contains(s.stock[std::size_t(i)]));
        QCOMPARE(s.phase, Phase::Declaring);
        QCOMPARE(int(s.toAct), South); // eldest
        // Nobody sees the three cards out of play; everybody sees the turn-up.
        for (int seat = 0; seat < 4; ++seat) {
            const PlayerView view(s, seat);
            for (int i = 0; i < 4; ++i)
                QVERIFY(!view.state().stock[std::size_t(i)].valid());
            QCOMPARE(view.state().turnUp, card("AD"));
        }
    }

    void theBowersAreTheTopTrumpsAndTheLeftBowerIsATrump()
    {
        const int hearts = Hearts;
        QCOMPARE(EuchreRules::suitOf(card("JD"), hearts), hearts);
        QCOMPARE(EuchreRules::suitOf(card("JH"), hearts), hearts);
        QCOMPARE(EuchreRules::suitOf(card("JC"), hearts), int(Clubs));
        QVERIFY(EuchreRules::power(card("JH"), hearts, hearts) >
                EuchreRules::power(card("JD"), hearts, hearts));
        QVERIFY(EuchreRules::power(card("JD"), hearts, hearts) >
                EuchreRules::power(card("AH"), hearts, hearts));
        QVERIFY(EuchreRules::power(card("9H"), Diamonds, hearts) >
                EuchreRules::power(card("AD"), Diamonds, hearts));
        QCOMPARE(EuchreRules::power(card("AS"), Diamonds, hearts), 0); // off suit: nothing
    }

    void orderingUpGivesTheDealerTheTurnUpAndADiscard()
    {
        const EuchreRules rules;
        GameState s = rules.newDeal(setupWith(Hands, "QC", East));
        // Clubs turned: South passes, West orders up.
        s.apply(Action::choose(South, EuchreChoice::Pass));
        EventList events;
        s.apply(Action::choose(West, EuchreChoice::OrderUp), &events);
        QCOMPARE(int(s.trump), int(Clubs));
        QCOMPARE(s.phase, Phase::Exchange);
        QCOMPARE(int(s.toAct), East); // the dealer
        QVERIFY(s.hand(East).contains(card("QC")));
        QCOMPARE(s.hand(East).size(), 6);
        QVERIFY(!s.turnUp.valid());
        QCOMPARE(int(s.stockSize), 3);
        QCOMPARE(s.check(Action::discard(East, CardSet(card("QC")))), EuchreReason::KeepTurnUp);
        QCOMPARE(s.check(Action::discard(East, cards("AS TS"))), Reason::WrongNumberOfCards);
        s.apply(Action::discard(East, CardSet(card("9S"))));
        QCOMPARE(s.hand(East).size(), 5);
        QCOMPARE(s.vars<EuchreVars>().discard, card("9S"));
        // The discard is the dealer's secret.
        QVERIFY(!PlayerView(s, South).state().vars<EuchreVars>().discard.valid());
        QCOMPARE(PlayerView(s, East).state().vars<EuchreVars>().discard, card("9S"));
        QCOMPARE(s.phase, Phase::Playing);
        QCOMPARE(int(s.toAct), South);
        QCOMPARE(int(s.vars<EuchreVars>().maker), West);
    }

    void theSecondRoundNamesAnotherSuit()
    {
        const EuchreRules rules;
        GameState s = rules.newDeal(setupWith(Hands, "QC", East));
        for (const int seat : {South, West, North, East})
            s.apply(Action::choose(seat, EuchreChoice::Pass));
        QCOMPARE(int(s.vars<EuchreVars>().round), 2);
        QVERIFY(!s.turnUp.valid()); // turned down, still on the stock
        QCOMPARE(int(s.stockSize), 4);
        QCOMPARE(int(s.toAct), South);
        QCOMPARE(s.check(Action::choose(South, name(Clubs))), EuchreReason::TurnedDownSuit);
        QCOMPARE(s.check(Action::choose(South, EuchreChoice::OrderUp)), Reason::ChoiceNotOffered);
        s.apply(Action::choose(South, name(Hearts)));
        QCOMPARE(int(s.trump), int(Hearts));
        QCOMPARE(s.phase, Phase::Playing); // nobody picks up in the second round
        QCOMPARE(s.hand(East).size(), 5);
        QCOMPARE(int(s.toAct), South);
    }

    void stickTheDealerMakesTheDealerName()
    {
        EuchreOptions o;
        o.stickTheDealer = true;
        const EuchreRules rules(o);
        GameState s = rules.newDeal(setupWith(Hands, "QC", East));
        for (int i = 0; i < 7; ++i)
            s.apply(Action::choose(s.toAct, EuchreChoice::Pass));
        QCOMPARE(int(s.toAct), East);
        QVERIFY(!s.legalActions().allowsChoice(EuchreChoice::Pass));
        QCOMPARE(s.check(Action::choose(East, EuchreChoice::Pass)), EuchreReason::DealerMustName);
        s.apply(Action::choose(East, name(Spades)));
        QCOMPARE(int(s.trump), int(Spades));
    }

    void everybodyPassingTwiceThrowsTheDealIn()
    {
        for (const EuchreRedeal redeal : {EuchreRedeal::Next, EuchreRedeal::Same}) {
            EuchreOptions o;
            o.redeal = redeal;
            auto rules = std::make_shared<EuchreRules>(o);
            Match match(rules, 3, East);
            match.startDeal();
            for (int i = 0; i < 8; ++i)
                QCOMPARE(match.apply(Action::choose(match.state().toAct, EuchreChoice::Pass)),
                         Reason::None);
            QVERIFY(!match.dealInProgress());
            const ScoreRow& row = match.rows().back();
            QCOMPARE(row.points, (std::vector<int>{0, 0}));
            QCOMPARE(row.note, EuchreNote::ThrownIn);
            QVERIFY(row.facts.own<EuchreFacts>().thrownIn);
            match.startDeal();
            QCOMPARE(int(match.state().dealer), redeal == EuchreRedeal::Same ? East : South);
        }
    }

    void theLeftBowerFollowsTrumpsNotItsOwnSuit()
    {
        const EuchreRules rules;
        GameState s = rules.newDeal(setupWith(Hands, "QC", East));
        for (const int seat : {South, West, North, East})
            s.apply(Action::choose(seat, EuchreChoice::Pass));
        s.apply(Action::choose(South, name(Hearts))); // West holds J♦, the left bower
        s.apply(Action::play(South, card("AH")));     // hearts led
        // West's only heart is the J♦: it must follow with it.
        QCOMPARE(s.legalActions().play, CardSet(card("JD")));
        QCOMPARE(s.check(Action::play(West, card("QD"))), Reason::MustFollowSuit);
        s.apply(Action::play(West, card("JD")));
        s.apply(Action::play(North, card("9H")));
        s.apply(Action::play(East, card("AS")));
        QCOMPARE(s.tricksOf(West), 1); // the left bower beats the ace of trumps
        // West leads diamonds: J♦ is gone, and a diamond lead is answered by diamonds.
        s.apply(Action::play(West, card("QD")));
        QCOMPARE(s.legalActions().play, s.hand(North)); // North holds no diamond
    }

    void aLonerPlaysThreeCardTricksWhileThePartnerSitsOut()
    {
        const EuchreRules rules;
        GameState s = rules.newDeal(setupWith(Hands, "QC", East));
        for (const int seat : {South, West, North, East})
            s.apply(Action::choose(seat, EuchreChoice::Pass));
        s.apply(Action::choose(South, name(Hearts, true)));
        QVERIFY(s.vars<EuchreVars>().alone);
        QCOMPARE(int(s.vars<EuchreVars>().sittingOut), North);
        QCOMPARE(int(s.toAct), South);
        s.apply(Action::play(South, card("JH")));
        s.apply(Action::play(West, card("JD")));
        QCOMPARE(int(s.toAct), East); // North is skipped
        s.apply(Action::play(East, card("AS")));
        QCOMPARE(s.tricksDone, 1); // three cards make the trick
        QCOMPARE(s.tricksOf(South), 1);
        QCOMPARE(s.hand(North).size(), 5);
    }

    void theLeadPassesOverAnEldestWhoSitsOut()
    {
        const EuchreRules rules;
        // North deals; eldest is East, whose partner West goes alone: East sits out.
        GameState s = rules.newDeal(setupWith(Hands, "QC", North));
        QCOMPARE(int(s.toAct), East);
        s.apply(Action::choose(East, EuchreChoice::Pass));
        s.apply(Action::choose(South, EuchreChoice::Pass));
        s.apply(Action::choose(West, EuchreChoice::OrderUpAlone));
        // North, the dealer, still picks up and discards.
        QCOMPARE(s.phase, Phase::Exchange);
        QCOMPARE(int(s.toAct), North);
        s.apply(Action::discard(North, CardSet(card("9H"))));
        QCOMPARE(int(s.vars<EuchreVars>().sittingOut), East);
        QCOMPARE(int(s.toAct), South);
    }

    void theDealersPartnerAloneStillHasTheDealerPickUp()
    {
        const EuchreRules rules;
        GameState s = rules.newDeal(setupWith(Hands, "QC", East));
        s.apply(Action::choose(South, EuchreChoice::Pass));
        s.apply(Action::choose(West, EuchreChoice::OrderUpAlone)); // East's partner
        QCOMPARE(s.phase, Phase::Exchange);
        QCOMPARE(int(s.toAct), East);
        QVERIFY(s.hand(East).contains(card("QC")));
        s.apply(Action::discard(East, CardSet(card("9S"))));
        QCOMPARE(int(s.vars<EuchreVars>().sittingOut), East);
        QCOMPARE(int(s.toAct), South);
    }

    void makersScoreOneTwoOrFourAndTheEuchredGiveTwo()
    {
        const EuchreRules rules;
        const auto finished = [&](int maker, bool alone, int makersTricks) {
            GameState s = rules.newDeal(setupWith(Hands, "QC", East));
            auto& v = s.vars<EuchreVars>();
            v.maker = static_cast<std::int8_t>(maker);
            v.alone = alone;
            s.tricksWon = {};
            s.tricksWon[std::size_t(maker)] = static_cast<std::uint8_t>(makersTricks);
            s.tricksWon[std::size_t((maker + 1) % 4)] = static_cast<std::uint8_t>(5 - makersTricks);
            s.tricksDone = 5;
            s.phase = Phase::Finished;
            return rules.score(s);
        };
        QCOMPARE(finished(South, false, 3).points[NorthSouth], 1);
        QCOMPARE(finished(South, false, 4).points[NorthSouth], 1);
        QCOMPARE(finished(South, false, 5).points[NorthSouth], 2);
        QCOMPARE(finished(South, false, 5).note, EuchreNote::March);
        QCOMPARE(finished(South, true, 4).points[NorthSouth], 1);
        QCOMPARE(finished(South, true, 5).points[NorthSouth], 4);
        const DealScore euchred = finished(West, true, 2);
        QCOMPARE(euchred.points[NorthSouth], 2);
        QCOMPARE(euchred.points[EastWest], 0);
        QCOMPARE(euchred.note, EuchreNote::Euchred);
        QCOMPARE(int(euchred.noteSeat), West);
    }

    void theFirstSideToTenWins()
    {
        const EuchreRules rules;
        const std::array<ScoreRow, 1> rows{};
        const auto status = [&](int a, int b) {
            const std::array<int, 2> totals{a, b};
            return rules.matchStatus(rows, totals);
        };
        QVERIFY(!status(9, 9).over);
        QCOMPARE(status(10, 8).winners, std::vector<int>{NorthSouth});
        QCOMPARE(status(7, 11).winners, std::vector<int>{EastWest});
        std::string error;
        QVERIFY(createRules("euchre", 4, {{"target", "5"}, {"redeal", "same"}}, error));
        QVERIFY(!createRules("euchre", 4, {{"redeal", "never"}}, error));
    }

    void aSearchDealsTheHiddenCardsOfTheEuchrePackOnly()
    {
        const EuchreRules rules;
        GameState s = rules.newDeal(setupWith(Hands, "QC", East));
        s.apply(Action::choose(South, EuchreChoice::Pass));
        s.apply(Action::choose(West, EuchreChoice::OrderUp));
        s.apply(Action::discard(East, CardSet(card("9S"))));
        for (const int seat : {South, West, North, East}) {
            const PlayerView view(s, seat);
            Rng rng(9);
            const GameState world = Sampler(view, knowledgeOf(view)).sample(rng);
            CardSet all;
            for (int other = 0; other < 4; ++other) {
                QCOMPARE(world.hand(other).size(), 5);
                all |= world.hand(other);
            }
            const auto& v = world.vars<EuchreVars>();
            QCOMPARE(int(world.stockSize), 3);
            for (int i = 0; i < 3; ++i)
                all.insert(world.stock[std::size_t(i)]);
            all.insert(v.discard);
            QCOMPARE(all, EuchreRules::euchrePack());
            QVERIFY(world.hand(East).contains(card("QC"))); // the turn-up stays with the dealer
            QCOMPARE(world.hand(seat), s.hand(seat));
        }
    }

    void wholeDealsPlayToTheEnd()
    {
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            Match match(std::make_shared<EuchreRules>(), seed, -1);
            Rng rng(seed);
            match.startDeal();
            while (match.dealInProgress())
                QCOMPARE(match.apply(match.state().legalActions().random(rng)), Reason::None);
            const ScoreRow& row = match.rows().back();
            const int sum = row.points[0] + row.points[1];
            QVERIFY(sum == 0 || sum == 1 || sum == 2 || sum == 4);
        }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestEuchreRules)
#include "tst_euchrerules.moc"
