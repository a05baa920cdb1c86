// Hearts through the shared random-simulation harness (tests/core/harness/randomdeals.h).

#include "harness/randomdeals.h"

#include "testmain.h"

class TestHeartsHarness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoThousandSeededDealsKeepEveryInvariant()
    {
        const auto r = harness::playRandomDeals({"hearts", 4, {}, 2000});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.deals, 2000);
        QVERIFY(r.finishedMatches > 0);
        qInfo("%d deals in %d matches (%d finished), %ld actions", r.deals, r.matches,
              r.finishedMatches, r.actions);
    }
    void dealsWithoutPassingKeepEveryInvariant()
    {
        harness::playRandomDeals({"hearts", 4, {{"passing", "false"}}, 300, 5000});
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestHeartsHarness)
#include "tst_heartsharness.moc"
