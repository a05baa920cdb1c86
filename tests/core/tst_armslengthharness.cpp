// Arm's Length through the shared random-simulation harness, plus the game's own invariants over
// seeded deals: the legal cards agree with an independent reading of F1-F4, trumps are fixed
// exactly by the first card off the suit led, the roads pair one High with one Low per side, and
// each side scores 10 x (H - W) + H or nothing.

#include "harness/randomdeals.h"

#include "games/armslength/armslengthplayer.h"
#include "games/armslength/armslengthrules.h"

#include "testmain.h"

using namespace fs;

namespace {

const Pack& pack()
{
    return Pack::french52();
}

// F1-F4 card by card, written apart from the rules' bit operations.
CardSet expectedPlayable(const GameState& s)
{
    const CardSet hand = s.hand(s.toAct);
    if (s.trick.empty())
        return hand;
    const int led = pack().suit(s.trick.led());
    int highestLed = -1, highestTrump = -1;
    for (int i = 0; i < s.trick.size; ++i) {
        const Card c = s.trick.card(i);
        if (pack().suit(c) == led)
            highestLed = std::max(highestLed, pack().rank(c));
        if (s.trump >= 0 && pack().suit(c) == s.trump)
            highestTrump = std::max(highestTrump, pack().rank(c));
    }
    const bool ruffed = s.trump >= 0 && s.trump != led && highestTrump >= 0;
    CardSet follow, beat, trumps, overtrumps;
    for (Card c : hand) {
        if (pack().suit(c) == led) {
            follow.insert(c);
            if (pack().rank(c) > highestLed)
                beat.insert(c);
        }
        if (s.trump >= 0 && pack().suit(c) == s.trump) {
            trumps.insert(c);
            if (pack().rank(c) > highestTrump)
                overtrumps.insert(c);
        }
    }
    if (!follow.empty())
        return ruffed || beat.empty() ? follow : beat;
    if (s.trump < 0)
        return hand;
    return overtrumps.empty() ? hand : overtrumps;
}

} // namespace

class TestArmsLengthHarness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoThousandSeededDealsKeepEveryInvariant()
    {
        const auto r = harness::playRandomDeals({"armslength", 4, {}, 2000});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.deals, 2000);
        QCOMPARE(r.finishedMatches, r.matches); // four deals each, always finished
        qInfo("%d deals in %d matches, %ld actions", r.deals, r.matches, r.actions);
    }

    void everyDealFollowsTheForcingRulesTrumpFixingAndScoring()
    {
        const ArmsLengthRules rules;
        const ArmsLengthPlayer computer;
        const RandomPlayer random;
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            Rng rng(seed);
            const std::vector<Card> order = shuffledPack(pack(), rng);
            DealSetup setup;
            setup.dealIndex = int(seed % 4);
            setup.dealer = int(seed / 4 % 4);
            setup.orderSize = 52;
            std::copy(order.begin(), order.end(), setup.order.begin());
            GameState s = rules.newDeal(setup);
            const ComputerPlayer& player =
                seed % 2 ? static_cast<const ComputerPlayer&>(computer) : random;
            int trumpSetBy = -1;
            while (!s.finished()) {
                if (s.phase == Phase::Playing)
                    QCOMPARE(s.legalActions().play, expectedPlayable(s));
                const Action a = player.choose(PlayerView(s, s.toAct), rng);
                QVERIFY(s.isLegal(a));
                const int trumpBefore = s.trump;
                const bool offSuit = a.kind == ActionKind::Play && !s.trick.empty() &&
                                     pack().suit(a.card()) != pack().suit(s.trick.led());
                s.apply(a);
                if (trumpBefore < 0 && offSuit) {
                    QCOMPARE(int(s.trump), pack().suit(a.card()));
                    trumpSetBy = s.playedCount - 1;
                } else {
                    QCOMPARE(s.trump, std::int8_t(trumpBefore));
                }
            }
            // 13 cards of a suit never split into whole followed tricks: someone is always void.
            QVERIFY(trumpSetBy >= 0);
            int tricks = 0;
            for (int seat = 0; seat < 4; ++seat)
                tricks += s.tricksOf(seat);
            QCOMPARE(tricks, 13);
            const DealScore score = rules.score(s);
            for (int side = 0; side < 2; ++side) {
                const Road a = ArmsLengthRules::roadOf(s, side);
                const Road b = ArmsLengthRules::roadOf(s, side + 2);
                QVERIFY(a != Road::Unknown && b != Road::Unknown && a != b);
                const int h = s.tricksOf(a == Road::High ? side : side + 2);
                const int w = s.tricksOf(a == Road::High ? side + 2 : side);
                QCOMPARE(score.points[std::size_t(side)], h >= w ? 10 * (h - w) + h : 0);
            }
            if (QTest::currentTestFailed()) {
                qWarning("failed in seed %llu", static_cast<unsigned long long>(seed));
                return;
            }
        }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestArmsLengthHarness)
#include "tst_armslengthharness.moc"
