// Seconds through the shared random-simulation harness, plus the game's own invariants over
// seeded deals: every trick goes to the card R-10 names (worked out here by sorting, apart from
// the rules' code), the 13 tricks are all handed out, and the deal is scored as its number says.

#include "harness/randomdeals.h"

#include "games/seconds/secondsplayer.h"
#include "games/seconds/secondsrules.h"

#include <algorithm>

#include "testmain.h"

using namespace fs;

namespace {

const Pack& pack()
{
    return Pack::french52();
}

// R-10 read literally: keep the cards of the suit led if there are two or more, else all four;
// sort by rank (highest first, ties in playing order); the rank in second place wins, and if
// several cards hold it, the second of them played.
int expectedWinner(const Trick& t)
{
    std::vector<int> positions;
    for (int i = 0; i < t.size; ++i)
        if (pack().suit(t.card(i)) == pack().suit(t.led()))
            positions.push_back(i);
    if (positions.size() < 2) {
        positions.clear();
        for (int i = 0; i < t.size; ++i)
            positions.push_back(i);
    }
    std::stable_sort(positions.begin(), positions.end(),
                     [&](int a, int b) { return pack().rank(t.card(a)) > pack().rank(t.card(b)); });
    const int rank = pack().rank(t.card(positions[1]));
    std::vector<int> holders;
    for (int i = 0; i < t.size; ++i)
        if (pack().rank(t.card(i)) == rank &&
            std::find(positions.begin(), positions.end(), i) != positions.end())
            holders.push_back(i);
    return t.seat(holders.size() == 1 ? holders[0] : holders[1]);
}

std::array<int, 4> expectedPoints(int deal, const std::array<int, 4>& t, bool squares)
{
    std::array<int, 4> p{};
    const int three = int(std::count(t.begin(), t.end(), 3));
    for (int seat = 0; seat < 4; ++seat) {
        const int own = t[std::size_t(seat)];
        int partner = -1;
        if (deal == 0)
            partner = (seat + 2) % 4;
        else if (deal == 1)
            partner = seat ^ 1;
        else if (deal == 2)
            partner = 3 - seat;
        else if (deal == 3)
            partner = (seat + 1) % 4;
        else if (deal == 4)
            partner = (seat + 3) % 4;
        if (partner >= 0)
            p[std::size_t(seat)] = own * t[std::size_t(partner)];
        else if (deal == 5)
            p[std::size_t(seat)] = squares ? own * own : 3 * own;
        else if (deal == 6)
            p[std::size_t(seat)] = 13 - own;
        else
            p[std::size_t(seat)] = own == 3 ? 12 / three : 0;
    }
    return p;
}

} // namespace

class TestSecondsHarness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoThousandSeededDealsKeepEveryInvariant()
    {
        const auto r = harness::playRandomDeals({"seconds", 4, {}, 2000});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.deals, 2000);
        QCOMPARE(r.finishedMatches, r.matches); // eight deals each, always finished
        qInfo("%d deals in %d matches, %ld actions", r.deals, r.matches, r.actions);
    }

    void optionsKeepEveryInvariant()
    {
        harness::playRandomDeals(
            {"seconds", 4, {{"squares", "true"}, {"highest-wins", "true"}}, 200, 7000});
    }

    void everyTrickAndEveryDealFollowTheRules_data()
    {
        QTest::addColumn<bool>("squares");
        QTest::newRow("three per trick in deal 6") << false;
        QTest::newRow("squares in deal 6") << true;
    }

    void everyTrickAndEveryDealFollowTheRules()
    {
        QFETCH(bool, squares);
        const SecondsRules rules({squares, false});
        const RandomPlayer random;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            Rng rng(seed * 7 + squares);
            const std::vector<Card> order = shuffledPack(pack(), rng);
            DealSetup setup;
            setup.dealIndex = int(seed % 8);
            setup.dealer = int((seed + 2) % 4);
            setup.orderSize = 52;
            std::copy(order.begin(), order.end(), setup.order.begin());
            GameState s = rules.newDeal(setup);
            QCOMPARE(int(s.toAct), s.eldest());
            while (!s.finished()) {
                const Action a = random.choose(PlayerView(s, s.toAct), rng);
                QVERIFY(s.isLegal(a));
                const int before = s.tricksDone;
                s.apply(a);
                if (s.tricksDone > before) {
                    const Trick t = s.completedTrick(before);
                    QCOMPARE(int(t.size), 4);
                    QCOMPARE(s.completedTrickWinner(before), expectedWinner(t));
                    if (!s.finished())
                        QCOMPARE(int(s.toAct), expectedWinner(t));
                }
            }
            std::array<int, 4> tricks{};
            int sum = 0;
            for (int seat = 0; seat < 4; ++seat) {
                tricks[std::size_t(seat)] = s.tricksOf(seat);
                sum += s.tricksOf(seat);
                QVERIFY(s.hand(seat).empty());
            }
            QCOMPARE(sum, 13);
            const DealScore score = rules.score(s);
            const std::array<int, 4> expected = expectedPoints(setup.dealIndex, tricks, squares);
            for (std::size_t seat = 0; seat < 4; ++seat)
                QCOMPARE(score.points[seat], expected[seat]);
        }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestSecondsHarness)
#include "tst_secondsharness.moc"
