// What Oh Hell's searching levels are built from (docs/ai.md, "Oh Hell"): the match value, the
// chance of ending on top; the playout policy, in which every seat plays for its bid; and the
// reading of the other seats' bids, which weighs each sampled deal by how well it explains them.

#include "core/match.h"
#include "games/ohhell/ohhellbidreading.h"
#include "games/ohhell/ohhellplayout.h"
#include "games/ohhell/ohhellrules.h"

#include <QTest>

#include <array>

#include "testmain.h"

using namespace fs;

namespace {

// A finished four-seat deal with this index, bids, tricks and totals before it.
GameState finishedDeal(const OhHellRules& rules, int dealIndex, std::array<int, 4> bids,
                       std::array<int, 4> tricks, std::array<int, 4> totalsBefore)
{
    GameState s(rules);
    s.seatCount = 4;
    s.dealIndex = static_cast<std::uint16_t>(dealIndex);
    s.phase = Phase::Finished;
    for (std::size_t i = 0; i < 4; ++i) {
        s.bids[i] = static_cast<std::int8_t>(bids[i]);
        s.tricksWon[i] = static_cast<std::uint8_t>(tricks[i]);
        s.totalsAtStart[i] = totalsBefore[i];
    }
    return s;
}

GameState dealt(const OhHellRules& rules, std::uint64_t seed, int dealIndex)
{
    Rng rng(seed);
    const std::vector<Card> order = shuffledPack(rules.pack(), rng);
    DealSetup setup;
    setup.dealIndex = dealIndex;
    setup.dealer = static_cast<int>(seed % 4);
    setup.orderSize = static_cast<int>(order.size());
    std::copy(order.begin(), order.end(), setup.order.begin());
    return rules.newDeal(setup);
}

int bidsMade(const GameState& s)
{
    int made = 0;
    for (int seat = 0; seat < s.seats(); ++seat)
        made += s.bids[static_cast<std::size_t>(seat)] == s.tricksOf(seat) ? 1 : 0;
    return made;
}

Card card(int suit, int rankIndex) // rankIndex 0 is the two, 12 the ace
{
    return Card(suit * 13 + rankIndex);
}

} // namespace

class TestOhHellSearch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matchValueIsExactAfterTheLastDeal()
    {
        const OhHellRules rules(OhHellOptions{true, false}, 4);
        // The last deal (one card): bids 0 0 1 0, tricks 0 0 1 0: 20 20 30 20 points, so the
        // totals 320 310 320 270, and columns 0 and 2 share the win.
        const GameState s = finishedDeal(rules, rules.totalDeals() - 1, {0, 0, 1, 0}, {0, 0, 1, 0},
                                         {300, 290, 290, 250});
        QCOMPARE(rules.matchValue(s, 0), 0.5);
        QCOMPARE(rules.matchValue(s, 1), 0.0);
        QCOMPARE(rules.matchValue(s, 2), 0.5);
        QCOMPARE(rules.matchValue(s, 3), 0.0);
    }

    // Before the last deal each seat's value is its chance of ending on top: the four chances
    // add up to one, more points are worth more, and a lead counts for more as the deals run out.
    void matchValueIsTheChanceOfEndingOnTop()
    {
        const OhHellRules rules(OhHellOptions{true, false}, 4);
        for (int deal = 0; deal + 1 < rules.totalDeals(); ++deal) {
            const GameState s =
                finishedDeal(rules, deal, {2, 0, 1, 3}, {2, 1, 1, 3}, {40, 60, 30, 20});
            double sum = 0;
            for (int c = 0; c < 4; ++c)
                sum += rules.matchValue(s, c);
            QVERIFY2(std::abs(sum - 1.0) < 0.01,
                     qPrintable(QString("deal %1: %2").arg(deal).arg(sum)));
        }
        const GameState made = finishedDeal(rules, 3, {2, 1, 1, 0}, {2, 0, 2, 0}, {});
        const GameState missed = finishedDeal(rules, 3, {2, 1, 1, 0}, {1, 1, 1, 1}, {});
        QVERIFY(rules.matchValue(made, 0) > rules.matchValue(missed, 0));
        // 50 points ahead (80 30 30 -10) after deal 2 of 23, and after deal 21.
        const GameState early = finishedDeal(rules, 1, {0, 1, 1, 1}, {0, 1, 1, 0}, {60, 0, 0, 0});
        const GameState late = finishedDeal(rules, 20, {0, 1, 1, 1}, {0, 1, 1, 0}, {60, 0, 0, 0});
        QVERIFY(rules.matchValue(early, 0) > 0.25);
        QVERIFY(rules.matchValue(late, 0) > rules.matchValue(early, 0) + 0.2);
    }

    // The playout finishes every deal under the rules, and since every seat plays for its bid,
    // far more bids are made than in random playouts of the same deals.
    void playoutPlaysForTheBids()
    {
        const OhHellRules rules(OhHellOptions{true, false}, 4);
        int guided = 0, random = 0;
        const int deals = 300;
        for (int k = 0; k < deals; ++k) {
            GameState a = dealt(rules, 100 + static_cast<std::uint64_t>(k), 7);
            GameState b = a;
            Rng r1(k), r2(k);
            ohHellPlayout(a, r1);
            rules.randomPlayout(b, r2);
            QVERIFY(a.finished());
            QCOMPARE(int(a.tricksDone), 8);
            for (int seat = 0; seat < 4; ++seat) {
                QVERIFY(a.hand(seat).empty());
                QVERIFY(a.bids[static_cast<std::size_t>(seat)] >= 0);
            }
            int total = 0;
            for (int seat = 0; seat < 4; ++seat)
                total += a.bids[static_cast<std::size_t>(seat)];
            QVERIFY2(total != 8, "the hook forbids bids that add up to the tricks");
            guided += bidsMade(a);
            random += bidsMade(b);
        }
        const double guidedRate = guided / (4.0 * deals), randomRate = random / (4.0 * deals);
        qInfo("bids made in %d deals of 8 cards: %.3f played for, %.3f at random", deals,
              guidedRate, randomRate);
        QVERIFY2(
            guidedRate > randomRate + 0.15,
            qPrintable(QString("bids made %1 guided, %2 random").arg(guidedRate).arg(randomRate)));
    }

    // A seat that bid nothing is unlikely to hold the top trumps and the aces; one that bid four
    // of eight is likely to. Seat 0's own bid is never read.
    void bidsWeighTheSampledDeals()
    {
        const OhHellRules rules(OhHellOptions{true, false}, 4);
        GameState s = dealt(rules, 7, 7);
        const int trump = s.trump;
        const int side = (trump + 1) % 4;
        CardSet strong, weak;
        for (int r = 12; r >= 8; --r)
            strong.insert(card(trump, r));
        for (int r = 12; r >= 10; --r)
            strong.insert(card(side, r));
        for (int r = 0; r < 4; ++r) {
            weak.insert(card(side, r));
            weak.insert(card((trump + 2) % 4, r));
        }
        // Only the hands matter to the reading; the rest of the deal need not add up.
        s.turnUp = card((trump + 3) % 4, 5);
        s.bids.fill(-1);
        s.bids[0] = 8; // the seat reading: ignored
        s.bids[1] = 0;
        s.hands[0] = strong;
        s.hands[1] = strong;
        const double zeroOnStrong = ohHellBidLikelihood(s, 0);
        s.hands[1] = weak;
        const double zeroOnWeak = ohHellBidLikelihood(s, 0);
        QVERIFY2(zeroOnWeak > 0.5, qPrintable(QString::number(zeroOnWeak)));
        QVERIFY2(zeroOnStrong < 0.01, qPrintable(QString::number(zeroOnStrong)));
        s.bids[1] = 7;
        QVERIFY(ohHellBidLikelihood(s, 0) < 0.01); // seven on the weak hand
        s.hands[1] = strong;
        QVERIFY2(ohHellBidLikelihood(s, 0) > 0.3,
                 qPrintable(QString::number(ohHellBidLikelihood(s, 0))));
        // Seat 1 reads only seat 0's bid: eight on the strong hand, about what it is worth.
        QVERIFY(ohHellBidLikelihood(s, 1) > 0.9);
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestOhHellSearch)
#include "tst_ohhellsearch.moc"
