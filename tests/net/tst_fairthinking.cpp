// Fair thinking on a table server (issue 37, "Fair CPU"; docs/protocol.md "Fair thinking"): a
// computer seat keeps the server's pace, and each table's searches get an equal part of the
// pool's time among the tables thinking, never more than their level allows.

#include "netbot.h"
#include "netmatch.h"

#include "net/tableserver.h"
#include "net/thinkingshare.h"

#include <QElapsedTimer>
#include <QTest>

#include "testmain.h"

using namespace std::chrono_literals;

class TestFairThinking : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aTableAloneThinksAsLongAsItsLevelAllows()
    {
        ThinkingShare share(2, 500);
        int table = 0;
        QCOMPARE(share.slice(&table, 1000ms, 0), 1000ms); // two threads' 500 ms: the cap
        QCOMPARE(share.slice(&table, 50ms, 10), 50ms);
        QCOMPARE(share.thinkingTables(10), 1);
        // A table with a thread to itself is never held back, however short the pace.
        ThinkingShare alone(1, 0);
        QCOMPARE(alone.slice(&table, 1000ms, 0), 1000ms);
    }

    void tablesThinkingTogetherShareThePool()
    {
        ThinkingShare share(2, 500);
        std::vector<int> tables(20);
        for (int& t : tables)
            share.slice(&t, 1000ms, 100);
        QCOMPARE(share.thinkingTables(100), 20);
        // Two threads' 500 ms among 21 tables.
        int live = 0;
        QCOMPARE(share.slice(&live, 1000ms, 200), std::chrono::milliseconds(1000 / 21));
        // A table that did not think in the last pace no longer counts.
        QCOMPARE(share.thinkingTables(700), 0);
        QCOMPARE(share.slice(&live, 1000ms, 700), 1000ms);
        // A table that goes is forgotten at once.
        for (int& t : tables)
            share.slice(&t, 1000ms, 800);
        for (int& t : tables)
            share.forget(&t);
        QCOMPARE(share.thinkingTables(800), 1);
    }

    void aSearchAlwaysGetsAFewMilliseconds()
    {
        ThinkingShare share(1, 0); // a window below the smallest is the smallest
        std::vector<int> tables(1000);
        for (int& t : tables)
            share.slice(&t, 1000ms, 0);
        int live = 0;
        QCOMPARE(share.slice(&live, 1000ms, 1),
                 std::chrono::milliseconds(ThinkingShare::MinSliceMs));
        QCOMPARE(share.slice(&live, 2ms, 1), 2ms); // and never more than its level's cap
    }

    // A computer's decision comes no sooner than the pace after the action before it; the
    // person's own decisions are applied at once.
    void aComputerKeepsTheServersPace()
    {
        ServerLimits limits;
        limits.computerPaceMs = 150;
        TableServer server(limits);
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot person(91);
        person.client.create(urlOf(server.port()), createMessage("hearts", 4, 1, Json::object()));
        WAIT_FOR(person.client.seat() >= 0, 10000);

        QElapsedTimer clock;
        clock.start();
        std::size_t seen = 0;
        bool personWasToAct = false;
        qint64 last = 0;
        std::vector<qint64> computerGaps;
        std::vector<qint64> personGaps;
        connect(&person.client, &TableClient::updated, this, [&] {
            const auto& view = person.client.view();
            const std::size_t now = person.client.actions();
            if (now == seen + 1 && seen > 0)
                (personWasToAct ? personGaps : computerGaps).push_back(clock.elapsed() - last);
            if (now != seen) {
                seen = now;
                last = clock.elapsed();
            }
            personWasToAct = view && view->toAct();
        });
        person.client.start();
        WAIT_FOR(computerGaps.size() >= 12 && !personGaps.empty(), 20000);
        for (const qint64 gap : computerGaps) // a coarse timer may fire 5% early
            QVERIFY2(gap >= limits.computerPaceMs * 9 / 10, qPrintable(QString::number(gap)));
        QVERIFY2(*std::min_element(personGaps.begin(), personGaps.end()) < limits.computerPaceMs,
                 "the person's own decision waited for the computers' pace");
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestFairThinking)
#include "tst_fairthinking.moc"
