// A local match from a seed makes the same decisions, action for action, as the records kept in
// tests/data/decisions/, which the app wrote before its table got one host (issue 35): moving
// who owns a match and drives its seats must not change a single card. Every game at every seat
// count is played by computer seats alone, and at its usual count once more with a person at
// seat 0 who always takes the lowest legal action, so the person's requests are covered too.
//
// The computers play at Easy, whose answers do not depend on how fast the machine is; Medium
// and Hard are cut by a time cap on a slow or sanitized build, which would make the comparison
// flaky. Set FOLLOWSUIT_WRITE_DECISIONS=1 to write the records anew from the code as it is
// (then look at the difference before committing it).

#include "controller/gamecontroller.h"

#include "record/gamerecord.h"
#include "registry/gameregistry.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

#include "harness/lowestaction.h"
#include "testmain.h"

namespace {

constexpr int DecisionsMatchTimeoutMs = 240000;

QString recordPath(const QString& name)
{
    return QStringLiteral(FOLLOWSUIT_TEST_DATA "/decisions/%1.json").arg(name);
}

bool writingRecords()
{
    return qEnvironmentVariableIntValue("FOLLOWSUIT_WRITE_DECISIONS") == 1;
}

// A seed of each game and seat count of its own, the same on every machine and compiler.
quint64 seedFor(const QString& game, int seats)
{
    quint64 seed = 20261128u + static_cast<quint64>(seats) * 1000u;
    for (QChar c : game)
        seed = seed * 31u + c.unicode();
    return seed;
}

} // namespace

class SameDecisionsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aLocalMatchMakesTheRecordedDecisions_data();
    void aLocalMatchMakesTheRecordedDecisions();
};

void SameDecisionsTest::aLocalMatchMakesTheRecordedDecisions_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::addColumn<bool>("person");
    for (const fs::GameInfo& g : fs::allGames()) {
        for (int n = g.minSeats; n <= g.maxSeats; ++n)
            QTest::addRow("%s-%d", g.id.c_str(), n) << QString::fromStdString(g.id) << n << false;
        QTest::addRow("%s-%d-person", g.id.c_str(), g.defaultSeats)
            << QString::fromStdString(g.id) << g.defaultSeats << true;
    }
}

void SameDecisionsTest::aLocalMatchMakesTheRecordedDecisions()
{
    QFETCH(QString, game);
    QFETCH(int, seats);
    QFETCH(bool, person);

    GameController controller;
    controller.setHumanSeats(person ? QList<int>{0} : QList<int>{});
    controller.setComputerDelay(0);
    QObject::connect(
        &controller, &GameController::turnStarted, &controller,
        [&controller](int, const fs::LegalActions& legal) {
            controller.submit(lowestAction(legal));
        },
        Qt::QueuedConnection);
    QSignalSpy finished(&controller, &GameController::matchFinished);
    QSignalSpy rejected(&controller, &GameController::actionRejected);
    QSignalSpy refused(&controller, &GameController::actionRefused);
    QVERIFY(controller.newMatch(game, seats, {}, seedFor(game, seats)));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, DecisionsMatchTimeoutMs);
    QCOMPARE(rejected.count(), 0);
    QCOMPARE(refused.count(), 0);
    const fs::GameRecord played = controller.record();

    const QString path = recordPath(QString::fromLatin1(QTest::currentDataTag()));
    if (writingRecords()) {
        QFile out(path);
        QVERIFY2(out.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
        out.write(QByteArray::fromStdString(fs::writeRecord(played)));
        qInfo("wrote %s: %zu actions", qPrintable(path), played.actions.size());
        return;
    }

    QFile in(path);
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(path));
    const fs::ParsedRecord kept = fs::parseRecord(in.readAll().toStdString());
    QVERIFY2(kept.ok(), kept.error.message.c_str());
    QCOMPARE(played.seed, kept.record.seed);
    const fs::Pack& pack = controller.match().rules().pack();
    const fs::Vocabulary& words = controller.match().rules().vocabulary();
    const std::size_t common = std::min(played.actions.size(), kept.record.actions.size());
    for (std::size_t i = 0; i < common; ++i) {
        if (!(played.actions[i] == kept.record.actions[i]))
            QFAIL(qPrintable(QStringLiteral("action %1: the record has \"%2\", the match \"%3\"")
                                 .arg(i + 1)
                                 .arg(QString::fromStdString(
                                     fs::describeAction(kept.record.actions[i], pack, words)))
                                 .arg(QString::fromStdString(
                                     fs::describeAction(played.actions[i], pack, words)))));
    }
    QCOMPARE(played.actions.size(), kept.record.actions.size());
}

FOLLOWSUIT_TEST_MAIN(SameDecisionsTest)
#include "tst_samedecisions.moc"
