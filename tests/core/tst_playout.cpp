// A game's fast rollout must be the same random playout as the generic one: same draws, same
// deal. Search players rely on that to trust the figures the benchmark reports.

#include "core/match.h"
#include "core/rules.h"
#include "games/hearts/heartsrules.h"

#include <QTest>

namespace {

// The generic loop, spelled out: what Rules::randomPlayout does before any game overrides it.
void genericPlayout(fs::GameState& s, fs::Rng& rng)
{
    while (!s.finished())
        s.apply(s.legalActions().random(rng));
}

fs::DealSetup shuffledSetup(const fs::Rules& rules, std::uint64_t seed, int dealIndex)
{
    fs::Rng rng(seed);
    const std::vector<fs::Card> order = fs::shuffledPack(rules.pack(), rng);
    fs::DealSetup setup;
    setup.dealIndex = dealIndex;
    setup.dealer = dealIndex % rules.seats();
    setup.orderSize = static_cast<int>(order.size());
    std::copy(order.begin(), order.end(), setup.order.begin());
    return setup;
}

} // namespace

class TestPlayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void heartsRolloutPlaysTheSameDealAsTheGenericLoop();
    void aRolloutEndsWithEveryCardPlayed();
};

void TestPlayout::heartsRolloutPlaysTheSameDealAsTheGenericLoop()
{
    const fs::HeartsRules rules;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        const fs::DealSetup setup = shuffledSetup(rules, seed, static_cast<int>(seed % 4));
        fs::GameState fast = rules.newDeal(setup);
        fs::GameState slow = fast;
        fs::Rng fastRng(seed * 7);
        fs::Rng slowRng(seed * 7);
        rules.randomPlayout(fast, fastRng);
        genericPlayout(slow, slowRng);
        QCOMPARE(int(fast.playedCount), int(slow.playedCount));
        for (int i = 0; i < fast.playedCount; ++i)
            QCOMPARE(fast.played[static_cast<std::size_t>(i)],
                     slow.played[static_cast<std::size_t>(i)]);
        QCOMPARE(rules.score(fast).points, rules.score(slow).points);
        QCOMPARE(fastRng.next(), slowRng.next()); // the same number of draws
    }
}

void TestPlayout::aRolloutEndsWithEveryCardPlayed()
{
    const fs::HeartsRules rules;
    fs::GameState s = rules.newDeal(shuffledSetup(rules, 99, 0));
    fs::Rng rng(5);
    rules.randomPlayout(s, rng);
    QVERIFY(s.finished());
    QCOMPARE(int(s.playedCount), 52);
    QCOMPARE(int(s.tricksDone), 13);
}

QTEST_APPLESS_MAIN(TestPlayout)
#include "tst_playout.moc"
