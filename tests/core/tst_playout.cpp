// A game's fast rollout must be the same random playout as the generic one: same draws, same
// deal. Search players rely on that to trust the figures the benchmark reports.

#include "core/match.h"
#include "core/rules.h"
#include "games/hearts/heartsrules.h"

#include <QTest>

#include "testmain.h"

namespace {

// The generic loop, spelled out: what Rules::randomPlayout does before any game overrides it.
void genericPlayout(fs::GameState& s, fs::Rng& rng)
{
    while (!s.finished())
        s.apply(s.legalActions().random(rng));
}

// Everything a rollout writes, field by field (the fast path keeps its working copy elsewhere
// and writes it back, so each field is worth checking).
void compareStates(const fs::GameState& fast, const fs::GameState& slow)
{
    QCOMPARE(fast.phase, slow.phase);
    QCOMPARE(int(fast.toAct), int(slow.toAct));
    QCOMPARE(int(fast.tricksDone), int(slow.tricksDone));
    QCOMPARE(int(fast.playedCount), int(slow.playedCount));
    QCOMPARE(fast.hands, slow.hands);
    QCOMPARE(fast.won, slow.won);
    QCOMPARE(fast.tricksWon, slow.tricksWon);
    QCOMPARE(fast.played, slow.played);
    QCOMPARE(fast.playedBy, slow.playedBy);
    QCOMPARE(fast.trickStarts, slow.trickStarts);
    QCOMPARE(fast.trickWinners, slow.trickWinners);
    QCOMPARE(int(fast.trick.leader), int(slow.trick.leader));
    QCOMPARE(int(fast.trick.size), int(slow.trick.size));
    QCOMPARE(fast.trick.cards, slow.trick.cards);
    QCOMPARE(fast.trick.seats, slow.trick.seats);
    const auto& fv = fast.vars<fs::HeartsVars>();
    const auto& sv = slow.vars<fs::HeartsVars>();
    QCOMPARE(fv.passed, sv.passed);
    QCOMPARE(fv.passesMade, sv.passesMade);
    QCOMPARE(fv.exchanged, sv.exchanged);
    QCOMPARE(fv.heartsBroken, sv.heartsBroken);
    QCOMPARE(fv.shooter, sv.shooter);
    QCOMPARE(fv.moonChoice, sv.moonChoice);
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

private:
    void heartsRolloutMatchesTheGenericLoop(int seats, fs::HeartsLeftover leftover);

private Q_SLOTS:
    void heartsRolloutPlaysTheSameDealAsTheGenericLoop();
    void heartsRolloutFromMidDealMatchesTheGenericLoop();
    void aRolloutEndsWithEveryCardPlayed();
};

void TestPlayout::heartsRolloutPlaysTheSameDealAsTheGenericLoop()
{
    // Every table size, with the widow and with stripped cards (docs/rules/hearts.md).
    for (int seats = 3; seats <= 6; ++seats)
        for (const fs::HeartsLeftover leftover :
             {fs::HeartsLeftover::Widow, fs::HeartsLeftover::Strip})
            heartsRolloutMatchesTheGenericLoop(seats, leftover);
}

void TestPlayout::heartsRolloutMatchesTheGenericLoop(int seats, fs::HeartsLeftover leftover)
{
    fs::HeartsOptions options;
    options.leftover = leftover;
    const fs::HeartsRules rules(options, seats);
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
        compareStates(fast, slow);
    }
}

// The rollout also starts from states part-way through a deal (search players roll out from
// the position they are in), including in the middle of a trick.
void TestPlayout::heartsRolloutFromMidDealMatchesTheGenericLoop()
{
    const fs::HeartsRules rules;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        fs::GameState fast = rules.newDeal(shuffledSetup(rules, seed, static_cast<int>(seed % 4)));
        fs::Rng prefix(seed * 3);
        for (std::uint64_t i = 0; i < seed % 37 && !fast.finished(); ++i)
            fast.apply(fast.legalActions().random(prefix));
        fs::GameState slow = fast;
        fs::Rng fastRng(seed * 11);
        fs::Rng slowRng(seed * 11);
        rules.randomPlayout(fast, fastRng);
        genericPlayout(slow, slowRng);
        compareStates(fast, slow);
        QCOMPARE(fastRng.next(), slowRng.next());
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

FOLLOWSUIT_TEST_APPLESS_MAIN(TestPlayout)
#include "tst_playout.moc"
