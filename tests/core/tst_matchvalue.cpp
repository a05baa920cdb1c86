// Rules::matchValue, what the searching players maximise: in Seconds the chance of ending with
// the second-highest total (docs/rules/seconds.md, R-11), which must be a probability over the
// four players, exact after the last deal, and follow the totals sensibly before it.

#include "core/gamestate.h"
#include "games/seconds/secondsrules.h"

#include <QTest>

#include <array>

#include "testmain.h"

using namespace fs;

namespace {

// A finished Seconds deal with this index, these tricks and these totals before it.
GameState finishedDeal(const SecondsRules& rules, int dealIndex, std::array<int, 4> tricks,
                       std::array<int, 4> totalsBefore)
{
    GameState s(rules);
    s.seatCount = 4;
    s.dealIndex = static_cast<std::uint16_t>(dealIndex);
    s.phase = Phase::Finished;
    for (std::size_t i = 0; i < 4; ++i) {
        s.tricksWon[i] = static_cast<std::uint8_t>(tricks[i]);
        s.totalsAtStart[i] = totalsBefore[i];
    }
    return s;
}

double sumOverColumns(const Rules& rules, const GameState& s)
{
    double sum = 0;
    for (int c = 0; c < 4; ++c)
        sum += rules.matchValue(s, c);
    return sum;
}

} // namespace

class TestMatchValue : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void secondsLastDealIsExact()
    {
        const SecondsRules rules;
        // Deal 8, tricks 3 3 3 4: 4 4 4 0 points; totals 104 94 84 70, so 94 (column 1) wins.
        const GameState s = finishedDeal(rules, 7, {3, 3, 3, 4}, {100, 90, 80, 70});
        QCOMPARE(rules.matchValue(s, 0), 0.0);
        QCOMPARE(rules.matchValue(s, 1), 1.0);
        QCOMPARE(rules.matchValue(s, 2), 0.0);
        QCOMPARE(rules.matchValue(s, 3), 0.0);
    }

    void secondsChancesAddUpToOne()
    {
        const std::array<SecondsRules, 2> variants{SecondsRules{},
                                                   SecondsRules{SecondsOptions{true, true}}};
        for (const SecondsRules& rules : variants)
            for (int deal = 0; deal < SecondsRules::Deals - 1; ++deal)
                for (int spread : {0, 5, 20, 60}) {
                    const GameState s = finishedDeal(rules, deal, {4, 3, 3, 3},
                                                     {50 + spread, 50, 50 - spread / 2, 50 + 2});
                    const double sum = sumOverColumns(rules, s);
                    QVERIFY2(std::abs(sum - 1.0) < 0.01,
                             qPrintable(QString("deal %1 spread %2: chances add up to %3")
                                            .arg(deal + 1)
                                            .arg(spread)
                                            .arg(sum)));
                }
    }

    void secondsOneDealLeftFavoursTheClearSecond()
    {
        const SecondsRules rules;
        // After deal 7 (13 less your tricks, 3 tricks each and 4 for West: 10 10 10 9), totals
        // 130 120 80 70: deal 8 moves a total by a few points at most, so column 1 is nearly sure.
        const GameState s = finishedDeal(rules, 6, {3, 4, 3, 3}, {120, 111, 70, 60});
        QVERIFY(rules.matchValue(s, 1) > 0.8);
        QVERIFY(rules.matchValue(s, 0) < 0.2);
        QVERIFY(rules.matchValue(s, 3) < 0.01);
    }

    void secondsEarlyLeadIsNoBetterThanSecondPlace()
    {
        const SecondsRules rules;
        // After deal 1 with 7 deals to come a few points of lead decide nothing, and the leader
        // is no more likely to end second than whoever is second now; last place is worse.
        const GameState s = finishedDeal(rules, 0, {4, 3, 3, 3}, {0, 0, 0, 0}); // 12 9 12 9
        const double leader = rules.matchValue(s, 0), trailer = rules.matchValue(s, 1);
        QVERIFY(std::abs(leader - trailer) < 0.05);
        QVERIFY(leader > 0.2 && leader < 0.3);

        const GameState late = finishedDeal(rules, 5, {5, 3, 3, 2}, {80, 78, 60, 40});
        // Totals 95 87 69 46 before deals 7 and 8: being far ahead is not winning, and the player
        // on 87 is the favourite.
        QVERIFY(rules.matchValue(late, 1) > rules.matchValue(late, 0));
        QVERIFY(rules.matchValue(late, 1) > rules.matchValue(late, 2));
        QVERIFY(rules.matchValue(late, 3) < 0.05);
    }

    void secondsHighestWinsFavoursTheLeader()
    {
        const SecondsRules rules(SecondsOptions{false, true});
        const GameState s = finishedDeal(rules, 5, {5, 3, 3, 2}, {80, 78, 60, 40});
        for (int c = 1; c < 4; ++c)
            QVERIFY(rules.matchValue(s, 0) > rules.matchValue(s, c));
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestMatchValue)
#include "tst_matchvalue.moc"
