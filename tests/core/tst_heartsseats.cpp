// Hearts for three, five and six players as docs/rules/hearts.md states it (ruling R-33): the
// pack dealt out evenly with the leftover cards as a widow that goes with the last trick, or low
// cards stripped first; the lowest club in play opening when the two of clubs is not; and the
// passing cycles, including three players' deal of two cards to each neighbour.

#include "core/match.h"
#include "core/playerview.h"
#include "core/sampler.h"
#include "games/hearts/heartsrules.h"
#include "registry/gameregistry.h"

#include <QTest>

#include "testmain.h"

using namespace fs;

namespace {

const Pack& pack()
{
    return Pack::french52();
}

Card cardOf(int suit, int rankIndex)
{
    return Card(static_cast<std::uint8_t>(suit * 13 + rankIndex));
}

// The pack in index order with `last` moved to the end, so it is the last card dealt (the widow
// with three players).
DealSetup orderEndingWith(Card last, int dealIndex)
{
    DealSetup setup;
    setup.dealIndex = dealIndex;
    setup.dealer = 0;
    setup.orderSize = 52;
    int n = 0;
    for (int i = 0; i < 52; ++i)
        if (Card(static_cast<std::uint8_t>(i)) != last)
            setup.order[static_cast<std::size_t>(n++)] = Card(static_cast<std::uint8_t>(i));
    setup.order[51] = last;
    return setup;
}

DealSetup shuffled(std::uint64_t seed, int dealIndex)
{
    Rng rng(seed);
    const std::vector<Card> order = shuffledPack(pack(), rng);
    DealSetup setup;
    setup.dealIndex = dealIndex;
    setup.orderSize = 52;
    std::copy(order.begin(), order.end(), setup.order.begin());
    return setup;
}

CardSet allHands(const GameState& s)
{
    CardSet all;
    for (int seat = 0; seat < s.seats(); ++seat)
        all |= s.hand(seat);
    return all;
}

// Plays the deal to its end with random legal actions.
void playOut(GameState& s, std::uint64_t seed)
{
    Rng rng(seed);
    while (!s.finished())
        s.apply(s.legalActions().random(rng));
}

} // namespace

class HeartsSeatsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void threeFiveAndSixPlayersHoldSeventeenTenAndEightWithAWidowOfOneTwoAndFour()
    {
        const int hands[] = {17, 13, 10, 8}; // by seats - 3
        const int widows[] = {1, 0, 2, 4};
        for (int seats : {3, 4, 5, 6}) {
            const HeartsRules rules({}, seats);
            const GameState s = rules.newDeal(shuffled(7, 3));
            for (int seat = 0; seat < seats; ++seat)
                QCOMPARE(s.hand(seat).size(), hands[seats - 3]);
            const CardSet widow = s.vars<HeartsVars>().widow;
            QCOMPARE(widow.size(), widows[seats - 3]);
            QVERIFY(!widow.intersects(allHands(s)));
            QCOMPARE((allHands(s) | widow), pack().all());
        }
    }

    void theWidowGoesWithTheLastTrickAndItsPointsCount()
    {
        for (int seats : {3, 5, 6})
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                const HeartsRules rules({}, seats);
                GameState s = rules.newDeal(shuffled(seed, 3)); // passes, if any, are played out
                const CardSet widow = s.vars<HeartsVars>().widow;
                playOut(s, seed);
                const int last = s.completedTrickWinner(s.tricksDone - 1);
                QVERIFY(s.won[static_cast<std::size_t>(last)].containsAll(widow));
                const DealScore score = rules.score(s);
                int sum = 0;
                for (int seat = 0; seat < seats; ++seat)
                    sum += score.points[static_cast<std::size_t>(seat)];
                // Every penalty card is taken, widow included: 26 points, or a moon.
                QVERIFY2(sum == 26 || score.note == HeartsNote::ShotTheMoon,
                         qPrintable(QString::number(sum)));
            }
    }

    void theWidowIsHiddenFromEverySeatUntilTheLastTrick()
    {
        const HeartsRules rules({}, 6);
        GameState s = rules.newDeal(shuffled(3, 3));
        QVERIFY(!s.vars<HeartsVars>().widow.empty());
        for (int seat = 0; seat < 6; ++seat)
            QVERIFY(PlayerView(s, seat).state().vars<HeartsVars>().widow.empty());
    }

    // Which club opens tells whether the 2 of clubs lies in the widow, so before play begins no
    // seat is told: a world sampled from its view opens with the lowest club that world dealt to
    // a hand, sometimes the 2, sometimes not, and plays out under the rules.
    void beforePlayTheOpeningClubIsHiddenAndEachSampledWorldFindsItsOwn()
    {
        const HeartsRules rules({}, 3);
        const GameState s = rules.newDeal(orderEndingWith(HeartsRules::TwoOfClubs, 0));
        QCOMPARE(s.phase, Phase::Exchange);
        QCOMPARE(s.vars<HeartsVars>().opening, cardOf(Clubs, 1));
        const PlayerView view(s, 0);
        QVERIFY(!view.state().vars<HeartsVars>().opening.valid());
        const Knowledge knowledge = knowledgeOf(view);
        const Sampler sampler(view, knowledge);
        Rng rng(9);
        int twoOpens = 0;
        for (int i = 0; i < 400; ++i) {
            GameState world = sampler.sample(rng);
            const auto& v = world.vars<HeartsVars>();
            QCOMPARE(v.opening, ((pack().all() - v.widow) & pack().suitMask(Clubs)).lowest());
            twoOpens += v.opening == HeartsRules::TwoOfClubs ? 1 : 0;
            playOut(world, static_cast<std::uint64_t>(i));
            QVERIFY(world.finished());
        }
        QVERIFY(twoOpens > 0 && twoOpens < 400);
    }

    void withTheTwoOfClubsInTheWidowTheLowestClubInAHandOpens()
    {
        const HeartsRules rules({}, 3);
        GameState s = rules.newDeal(orderEndingWith(HeartsRules::TwoOfClubs, 3));
        QCOMPARE(s.vars<HeartsVars>().widow, CardSet(HeartsRules::TwoOfClubs));
        const Card threeOfClubs = cardOf(Clubs, 1);
        QVERIFY(s.hand(s.toAct).contains(threeOfClubs));
        QCOMPARE(s.legalActions().play, CardSet(threeOfClubs));
        const Card other = (s.hand(s.toAct) - CardSet(threeOfClubs)).lowest();
        QCOMPARE(s.check(Action::play(s.toAct, other)), HeartsReason::MustLeadLowestClub);
        QCOMPARE(s.check(Action::play(s.toAct, threeOfClubs)), Reason::None);
    }

    void strippingTakesOutTheListedCardsAndTheLowestClubLeftOpens()
    {
        const std::vector<std::pair<int, CardSet>> cases = {
            {3, CardSet(cardOf(Diamonds, 0))},
            {5, CardSet(cardOf(Diamonds, 0)) | cardOf(Clubs, 0)},
            {6, CardSet(cardOf(Diamonds, 0)) | cardOf(Clubs, 0) | cardOf(Diamonds, 1) |
                    cardOf(Clubs, 1)},
        };
        for (const auto& [seats, stripped] : cases) {
            HeartsOptions options;
            options.leftover = HeartsLeftover::Strip;
            options.passing = false; // straight to the first lead
            const HeartsRules rules(options, seats);
            QCOMPARE(rules.strippedCards(), stripped);
            const GameState s = rules.newDeal(shuffled(11, 3));
            QVERIFY(s.vars<HeartsVars>().widow.empty());
            QCOMPARE(allHands(s), pack().all() - stripped);
            QCOMPARE(s.hand(0).size(), (52 - stripped.size()) / seats);
            const Card opening = (pack().suitMask(Clubs) - stripped).lowest();
            QVERIFY(s.hand(s.toAct).contains(opening));
            QCOMPARE(s.legalActions().play, CardSet(opening));
        }
    }

    void passingCyclesForThreeFiveAndSixPlayers()
    {
        struct Expected {
            int offset;
            int count;
            bool split;
        };
        const std::vector<std::pair<int, std::vector<Expected>>> cycles = {
            {3, {{1, 4, false}, {2, 4, false}, {1, 2, true}, {0, 0, false}}},
            {5, {{1, 3, false}, {4, 3, false}, {0, 0, false}}},
            {6, {{1, 3, false}, {5, 3, false}, {3, 3, false}, {0, 0, false}}},
            {4, {{1, 3, false}, {3, 3, false}, {2, 3, false}, {0, 0, false}}},
        };
        for (const auto& [seats, cycle] : cycles) {
            const HeartsRules rules({}, seats);
            for (int deal = 0; deal < 2 * static_cast<int>(cycle.size()); ++deal) {
                const Expected& e = cycle[static_cast<std::size_t>(deal) % cycle.size()];
                const HeartsPass plan = rules.passPlan(deal);
                QCOMPARE(plan.offset, e.offset);
                QCOMPARE(plan.count, e.count);
                QCOMPARE(plan.split, e.split);
                const GameState s = rules.newDeal(shuffled(5, deal));
                if (e.offset == 0) {
                    QCOMPARE(s.phase, Phase::Playing);
                    continue;
                }
                QCOMPARE(s.phase, Phase::Exchange);
                const LegalActions legal = s.legalActions();
                QCOMPARE(int(legal.selectCount), e.count);
                QCOMPARE(int(legal.selectTo), (s.toAct + e.offset) % seats);
            }
        }
    }

    void threePlayersPassTwoLeftThenTwoRightAndReceiveFromBothNeighbours()
    {
        const HeartsRules rules({}, 3);
        GameState s = rules.newDeal(shuffled(21, 2));
        std::array<CardSet, 3> before{};
        for (int seat = 0; seat < 3; ++seat)
            before[static_cast<std::size_t>(seat)] = s.hand(seat);
        std::array<CardSet, 3> toLeft{};
        std::array<CardSet, 3> toRight{};
        for (int step = 0; step < 6; ++step) {
            const int seat = s.toAct;
            const LegalActions legal = s.legalActions();
            QCOMPARE(int(legal.selectCount), 2);
            const bool second = step % 2 == 1;
            QCOMPARE(int(legal.selectTo), second ? (seat + 2) % 3 : (seat + 1) % 3);
            const CardSet give = CardSet(s.hand(seat).nth(0)) | s.hand(seat).nth(1);
            (second ? toRight : toLeft)[static_cast<std::size_t>(seat)] = give;
            // Until every pass is in, no seat sees what another passed.
            for (int other = 0; other < 3; ++other)
                if (other != seat) {
                    const PlayerView view(s, other); // the vars live in the view
                    const auto& seen = view.state().vars<HeartsVars>();
                    QVERIFY(seen.passed[static_cast<std::size_t>(seat)].empty());
                    QVERIFY(seen.passedRight[static_cast<std::size_t>(seat)].empty());
                }
            s.apply(Action::pass(seat, give));
        }
        QCOMPARE(s.phase, Phase::Playing);
        for (int seat = 0; seat < 3; ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            const CardSet fromRight = toLeft[static_cast<std::size_t>((seat + 2) % 3)];
            const CardSet fromLeft = toRight[static_cast<std::size_t>((seat + 1) % 3)];
            QCOMPARE(s.hand(seat), (before[i] - toLeft[i] - toRight[i]) | fromRight | fromLeft);
            QCOMPARE(s.hand(seat).size(), 17);
        }
    }

    void theRegistryOffersThreeToSixPlayers()
    {
        std::string error;
        for (int seats = 3; seats <= 6; ++seats)
            QVERIFY2(createRules("hearts", seats, {{"leftover", "strip"}}, error), error.c_str());
        QVERIFY(!createRules("hearts", 2, {}, error));
        QVERIFY(!createRules("hearts", 7, {}, error));
        QVERIFY(!createRules("hearts", 5, {{"leftover", "discard"}}, error));
    }

    void wholeMatchesOfEverySeatCountEndWithALowestTotal()
    {
        std::string error;
        for (int seats = 3; seats <= 6; ++seats)
            for (const char* leftover : {"widow", "strip"}) {
                Match match(createRules("hearts", seats, {{"leftover", leftover}}, error), 9);
                Rng rng(4);
                while (!match.over()) {
                    if (!match.dealInProgress())
                        match.startDeal();
                    const Action a = match.viewFor(match.state().toAct).legalActions().random(rng);
                    QCOMPARE(match.apply(a), Reason::None);
                }
                QCOMPARE(static_cast<int>(match.status().winners.size()), 1);
            }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(HeartsSeatsTest)
#include "tst_heartsseats.moc"
