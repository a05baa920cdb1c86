// Thousands of seeded Oh Hell deals, by the shared harness (tests/core/harness/randomdeals.h) and
// by checks of Oh Hell's own: every hand the right size for its place on the river, the turn-up
// in nobody's hand and never played, secret bids hidden from every other seat until all are in,
// each trick taken by its top trump or else its top card of the suit led, and each seat scoring
// exactly what section 4 says for its bid and tricks. The generic playout must reach the same
// state from the same numbers as stepping through legal actions one by one.

#include "harness/positions.h"
#include "harness/randomdeals.h"

#include "games/ohhell/ohhellplayer.h"
#include "games/ohhell/ohhellrules.h"

#include <memory>
#include <string>

#include "testmain.h"

using namespace fs;

namespace {

const Pack& pack()
{
    return Pack::french52();
}

DealSetup shuffledSetup(std::uint64_t seed, int dealIndex, int dealer)
{
    return harness::shuffledSetup(pack(), seed, dealer, dealIndex);
}

// What the section 4 rules say of a finished deal, worked out afresh from its history.
void checkFinishedDeal(const OhHellRules& rules, const GameState& start, const GameState& s)
{
    const int n = s.seats();
    const int size = rules.handSize(s.dealIndex);
    QCOMPARE(int(s.playedCount), n * size);
    QCOMPARE(int(s.tricksDone), size);
    CardSet dealt;
    for (int seat = 0; seat < n; ++seat) {
        QCOMPARE(start.hand(seat).size(), size);
        QVERIFY(!dealt.intersects(start.hand(seat)));
        dealt |= start.hand(seat);
        QVERIFY(s.hand(seat).empty());
    }
    QVERIFY(start.turnUp.valid()); // never a full pack without the fulldeal option
    QVERIFY(!dealt.contains(start.turnUp));
    QCOMPARE(int(s.trump), pack().suit(start.turnUp));
    CardSet played;
    for (int i = 0; i < s.playedCount; ++i)
        played.insert(s.played[static_cast<std::size_t>(i)]);
    QCOMPARE(played, dealt);
    int tricks = 0;
    for (int t = 0; t < size; ++t) {
        const Trick trick = s.completedTrick(t);
        QCOMPARE(int(trick.size), n);
        QCOMPARE(int(trick.leader), t == 0 ? s.eldest() : s.completedTrickWinner(t - 1));
        CardSet top = trick.set() & pack().suitMask(s.trump);
        if (top.empty())
            top = trick.set() & pack().suitMask(pack().suit(trick.led()));
        QCOMPARE(s.completedTrickWinner(t), trick.seat(trick.positionOf(top.highest())));
    }
    const DealScore score = rules.score(s);
    for (int seat = 0; seat < n; ++seat) {
        const int bid = s.bids[static_cast<std::size_t>(seat)];
        const int took = s.tricksOf(seat);
        QVERIFY(bid >= 0 && bid <= size);
        tricks += took;
        const int expected = bid == took ? 20 + 10 * took : -10 * std::abs(took - bid);
        QCOMPARE(score.points[static_cast<std::size_t>(seat)], expected);
    }
    QCOMPARE(tricks, size);
}

// Steps through a deal with `player` at every seat, checking secrecy of the bids on the way.
void playDealChecked(const OhHellRules& rules, const ComputerPlayer& player, std::uint64_t seed)
{
    const int n = rules.seats();
    const int dealIndex = static_cast<int>(seed % static_cast<std::uint64_t>(rules.totalDeals()));
    GameState s = rules.newDeal(shuffledSetup(seed, dealIndex, static_cast<int>(seed / 7) % n));
    const GameState start = s;
    Rng rng(seed);
    while (!s.finished()) {
        const LegalActions legal = s.legalActions();
        QVERIFY(!legal.empty());
        if (s.phase == Phase::Bidding) {
            QVERIFY(legal.play.empty());
            if (!rules.options().hook)
                QCOMPARE(legal.bids, (std::uint64_t{2} << rules.handSize(dealIndex)) - 1);
            for (int viewer = 0; viewer < n; ++viewer) {
                const PlayerView view(s, viewer);
                for (int other = 0; other < n; ++other) {
                    const int shown = view.state().bids[static_cast<std::size_t>(other)];
                    const bool visible = other == viewer || rules.options().hook;
                    QCOMPARE(shown, visible ? int(s.bids[static_cast<std::size_t>(other)]) : -1);
                }
            }
        } else {
            QCOMPARE(s.phase, Phase::Playing);
            QCOMPARE(legal.bids, std::uint64_t{0});
            const CardSet hand = s.hand(s.toAct);
            CardSet follow =
                s.trick.empty() ? hand : hand & pack().suitMask(pack().suit(s.trick.led()));
            if (follow.empty())
                follow = hand;
            QCOMPARE(legal.play, follow);
        }
        const Action a = player.choose(PlayerView(s, s.toAct), rng);
        QVERIFY(legal.contains(a));
        s.apply(a);
    }
    if (rules.options().hook) {
        int total = 0;
        for (int seat = 0; seat < n; ++seat)
            total += s.bids[static_cast<std::size_t>(seat)];
        QVERIFY(total != rules.handSize(dealIndex)); // the hook
    }
    checkFinishedDeal(rules, start, s);
}

} // namespace

class TestOhHellDeals : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoThousandSeededDealsKeepEveryInvariant();
    void everyTableSizeAndTheHookKeepEveryInvariant();
    void dealsFollowSectionFourForEveryTableSize();
    void randomPlayoutEqualsSteppingThroughLegalActions();
};

void TestOhHellDeals::twoThousandSeededDealsKeepEveryInvariant()
{
    const auto r = harness::playRandomDeals({"ohhell", 4, {}, 2000});
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(r.deals, 2000);
    QVERIFY(r.finishedMatches > 50);
    qInfo("%d deals in %d matches (%d finished), %ld actions", r.deals, r.matches,
          r.finishedMatches, r.actions);
}

void TestOhHellDeals::everyTableSizeAndTheHookKeepEveryInvariant()
{
    for (int n : {3, 5, 7, 10}) {
        harness::playRandomDeals({"ohhell", n, {}, 150, 100});
        if (QTest::currentTestFailed())
            return;
    }
    harness::playRandomDeals({"ohhell", 4, {{"hook", "true"}}, 300, 200});
    if (QTest::currentTestFailed())
        return;
    harness::playRandomDeals({"ohhell", 6, {{"hook", "true"}}, 150, 300});
    if (QTest::currentTestFailed())
        return;
    harness::playRandomDeals({"ohhell", 4, {{"fulldeal", "true"}}, 100, 400});
}

void TestOhHellDeals::dealsFollowSectionFourForEveryTableSize()
{
    const OhHellPlayer computer;
    const RandomPlayer random;
    int deals = 0;
    for (int n = 3; n <= 10; ++n) {
        for (const bool hook : {false, true}) {
            const OhHellRules rules({hook, false}, n);
            for (std::uint64_t seed = 1; seed <= 150; ++seed) {
                const ComputerPlayer& player =
                    seed % 2 ? static_cast<const ComputerPlayer&>(computer) : random;
                playDealChecked(rules, player, seed * 1000 + static_cast<std::uint64_t>(n));
                if (QTest::currentTestFailed()) {
                    qWarning("failed with %d players, hook %d, seed %llu", n, int(hook),
                             static_cast<unsigned long long>(seed));
                    return;
                }
                ++deals;
            }
        }
    }
    qInfo("%d deals checked against section 4", deals);
}

void TestOhHellDeals::randomPlayoutEqualsSteppingThroughLegalActions()
{
    for (const auto& [n, hook] : {std::pair{3, false}, std::pair{4, false}, std::pair{8, false},
                                  std::pair{4, true}, std::pair{6, true}}) {
        const OhHellRules rules({hook, false}, n);
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            const int dealIndex = static_cast<int>(seed) % rules.totalDeals();
            const GameState start = rules.newDeal(shuffledSetup(seed, dealIndex, 0));
            GameState a = start;
            Rng r1(seed);
            rules.randomPlayout(a, r1);
            GameState b = start;
            Rng r2(seed);
            while (!b.finished())
                b.apply(b.legalActions().random(r2));
            QVERIFY(harness::detail::sameState(a, b));
            QCOMPARE(r1.next(), r2.next());
            checkFinishedDeal(rules, start, a);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestOhHellDeals)
#include "tst_ohhelldeals.moc"
