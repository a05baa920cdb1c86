// Thousands of seeded German Whist deals: the shared harness (legal actions, views, copies,
// records) plus what German Whist promises in every deal: all 52 cards are in a hand, the stock
// or played; both hands hold 13 after every trick of phase 1; the winner draws the face-up card
// and the loser the next; a view shows neither the stock nor the opponent's unseen draws; the
// 13 phase-2 tricks are the points.

#include "harness/positions.h"
#include "harness/randomdeals.h"

#include "games/germanwhist/germanwhistrules.h"

#include "testmain.h"

using namespace fs;

namespace {

DealSetup shuffled(std::uint64_t seed, int dealer)
{
    return harness::shuffledSetup(Pack::french52(), seed, dealer);
}

} // namespace

class TestGermanWhistDeals : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoThousandSeededDealsKeepEveryInvariant()
    {
        const auto r = harness::playRandomDeals({"germanwhist", 2, {}, 2000});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.deals, 2000);
        QVERIFY(r.finishedMatches > 0);
    }

    void otherScoringsKeepEveryInvariant()
    {
        harness::playRandomDeals({"germanwhist", 2, {{"scoring", "all"}}, 200, 3000});
        if (QTest::currentTestFailed())
            return;
        harness::playRandomDeals(
            {"germanwhist", 2, {{"scoring", "odd"}, {"target", "10"}}, 200, 4000});
        if (QTest::currentTestFailed())
            return;
        harness::playRandomDeals({"germanwhist", 2, {{"scoring", "hand"}}, 200, 5000});
    }

    void everyDealAccountsForThePackDrawsAndHiddenCards()
    {
        const GermanWhistRules rules;
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            const int dealer = int(seed % 2);
            GameState s = rules.newDeal(shuffled(seed, dealer));
            const int trump = s.trump;
            std::array<CardSet, 2> hiddenDraws{};
            Rng rng(seed * 3);
            while (!s.finished()) {
                CardSet all = s.hand(0) | s.hand(1);
                QVERIFY(!s.hand(0).intersects(s.hand(1)));
                for (int i = 0; i < s.playedCount; ++i)
                    all.insert(s.played[std::size_t(i)]);
                for (int i = 0; i < s.stockSize; ++i)
                    all.insert(s.stock[std::size_t(i)]);
                QCOMPARE(all.size(), 52);
                QCOMPARE(int(s.trump), trump);
                if (s.trick.empty() && s.tricksDone <= 13) {
                    QCOMPARE(s.hand(0).size(), 13);
                    QCOMPARE(int(s.stockSize), 26 - 2 * s.tricksDone);
                    QCOMPARE(s.turnUp, s.stockSize ? s.stock[0] : NoCard);
                }
                for (int seat = 0; seat < 2; ++seat) {
                    const PlayerView view(s, seat);
                    QVERIFY(view.state().hand(1 - seat).empty());
                    for (int i = 0; i < 52; ++i)
                        QCOMPARE(view.state().stock[std::size_t(i)], NoCard);
                    QCOMPARE(view.state().turnUp, s.turnUp);
                    const auto& shown = view.state().vars<GermanWhistVars>().shown;
                    QVERIFY(!shown[std::size_t(1 - seat)].intersects(
                        hiddenDraws[std::size_t(1 - seat)]));
                }
                const Card faceUp = s.turnUp;
                EventList events;
                s.apply(s.legalActions().random(rng), &events);
                for (const Event& e : events) {
                    if (e.kind != EventKind::CardDrawn)
                        continue;
                    if (e.value == 1) {
                        QCOMPARE(e.card, faceUp);
                        QCOMPARE(int(e.seat), s.completedTrickWinner(s.tricksDone - 1));
                    } else {
                        QCOMPARE(int(e.seat), 1 - s.completedTrickWinner(s.tricksDone - 1));
                        hiddenDraws[std::size_t(e.seat)].insert(e.card);
                    }
                }
            }
            const DealScore score = rules.score(s);
            QCOMPARE(score.points[0] + score.points[1], 13);
            QCOMPARE(score.points[0], GermanWhistRules::phaseTwoTricks(s, 0));
        }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestGermanWhistDeals)
#include "tst_germanwhistdeals.moc"
