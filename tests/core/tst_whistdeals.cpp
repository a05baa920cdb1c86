// Thousands of seeded Whist deals: the shared harness (legal actions, views, copies, records)
// plus what Whist itself promises in every deal: the whole pack is dealt and played once, the
// turned card stays with the dealer and is face up exactly until the dealer's first turn, and
// the deal scores odd tricks to one side only.

#include "harness/positions.h"
#include "harness/randomdeals.h"

#include "games/whist/whistrules.h"

#include "testmain.h"

using namespace fs;

namespace {

DealSetup shuffled(std::uint64_t seed, int dealer, std::array<int, 2> totals)
{
    DealSetup setup = harness::shuffledSetup(Pack::french52(), seed, dealer);
    setup.totals[0] = totals[0];
    setup.totals[1] = totals[1];
    return setup;
}

} // namespace

class TestWhistDeals : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoThousandSeededDealsKeepEveryInvariant()
    {
        const auto r = harness::playRandomDeals({"whist", 4, {}, 2000});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.deals, 2000);
        QVERIFY(r.finishedMatches > 0);
    }

    void rubbersWithHonoursKeepEveryInvariant()
    {
        harness::playRandomDeals(
            {"whist", 4, {{"honours", "true"}, {"rubber", "true"}}, 400, 7000});
    }

    void everyDealAccountsForThePackTheTurnedCardAndTheScore()
    {
        const WhistRules rules({.honours = true, .rubber = false, .target = 5});
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            const int dealer = int(seed % 4);
            const std::array<int, 2> totals = {int(seed % 5), int(seed / 5 % 5)};
            const DealSetup setup = shuffled(seed, dealer, totals);
            GameState s = rules.newDeal(setup);
            const Card turned = setup.order[51];
            QCOMPARE(s.turnUp, turned);
            QVERIFY(s.hand(dealer).contains(turned));
            Rng rng(seed * 7);
            bool dealerActed = false;
            while (!s.finished()) {
                CardSet all;
                for (int seat = 0; seat < 4; ++seat)
                    all |= s.hand(seat);
                for (int i = 0; i < s.playedCount; ++i)
                    all.insert(s.played[std::size_t(i)]);
                QCOMPARE(all.size(), 52);
                dealerActed = dealerActed || s.toAct == dealer;
                QCOMPARE(s.turnUp.valid(), !dealerActed);
                for (int seat = 0; seat < 4; ++seat)
                    QCOMPARE(PlayerView(s, seat).state().turnUp, s.turnUp);
                s.apply(s.legalActions().random(rng));
            }
            // The turned card was played by the dealer.
            for (int i = 0; i < s.playedCount; ++i)
                if (s.played[std::size_t(i)] == turned)
                    QCOMPARE(int(s.playedBy[std::size_t(i)]), dealer);
            const DealScore score = rules.score(s);
            const int ns = s.tricksOf(0) + s.tricksOf(2);
            const int tricksSide = ns > 6 ? 0 : 1;
            const int odd = (tricksSide == 0 ? ns : 13 - ns) - 6;
            int expected[2] = {0, 0};
            expected[tricksSide] = odd;
            const bool gameByTricks = totals[std::size_t(tricksSide)] + odd >= 5;
            for (int side = 0; side < 2 && !gameByTricks; ++side)
                if (totals[std::size_t(side)] < 4)
                    expected[side] += WhistRules::honourPoints(s, side);
            QCOMPARE(score.points[0], expected[0]);
            QCOMPARE(score.points[1], expected[1]);
        }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestWhistDeals)
#include "tst_whistdeals.moc"
