// The statistics file: what is written comes back whole, the figures count what they claim,
// a write fails as a whole or not at all, and a file that cannot be used is moved aside byte
// for byte (never over an earlier copy) while a fresh one takes its place.

#include "stats/statsdatabase.h"
#include "stats/statsschema.h"

#include "harness/samplematches.h"
#include "harness/testfiles.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include "testmain.h"

namespace {

// A second, plain connection to a statistics file, to prepare or inspect it behind
// StatsDatabase's back.
class RawDb {
public:
    explicit RawDb(const QString& path)
        : m_name(QStringLiteral("raw-%1").arg(++s_count)),
          m_db(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name))
    {
        m_db.setDatabaseName(path);
        m_db.open();
    }
    ~RawDb()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool exec(const QString& sql)
    {
        QSqlQuery query(m_db);
        if (!query.exec(sql))
            qWarning() << sql << query.lastError().text();
        return query.isActive();
    }
    QVariant value(const QString& sql)
    {
        QSqlQuery query(m_db);
        if (!query.exec(sql) || !query.next())
            return {};
        return query.value(0);
    }
    const QSqlDatabase& db() const { return m_db; }

private:
    static inline int s_count = 0;
    QString m_name;
    QSqlDatabase m_db;
};

int rows(const QString& path, const QString& table)
{
    RawDb raw(path);
    return raw.value(QStringLiteral("SELECT count(*) FROM ") + table).toInt();
}

} // namespace

class StatsDatabaseTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();

    void everyFieldOfAMatchComesBack();
    void anUnknownMatchGivesNothing();
    void statsCountWinsStreaksAndScores();
    void aLowerIsBetterGameKeepsItsLowestTotalAsBest();
    void variantsAreCountedApart();
    void demoMatchesAreListedButNotCounted();
    void historyIsNewestFirstLimitedAndFiltered();
    void anInconsistentMatchIsRefusedWhole();
    void aWriteThatFailsHalfwayLeavesNothing();
    void theFileChecksOutAfterWrites();
    void aFileThatCannotBeUsedIsSetAsideByteForByte_data();
    void aFileThatCannotBeUsedIsSetAsideByteForByte();
    void itsWalAndShmCompanionsMoveWithIt();
    void anEarlierCopyIsNeverOverwritten();
    void anEmptyVersion0FileIsMigrated_data();
    void anEmptyVersion0FileIsMigrated();
    void aLaterStepMigratesAVersion1FileKeepingItsMatches();
    void aFileThatCannotBeCreatedLeavesStatisticsOff();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("stats.sqlite")); }
    QStringList copies() const
    {
        return QDir(m_dir->path())
            .entryList({QStringLiteral("stats.sqlite.damaged-*")}, QDir::Files, QDir::Name);
    }
    // A closed statistics file with `matches` matches in it.
    void writeRealFile(int matches);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void StatsDatabaseTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void StatsDatabaseTest::writeRealFile(int matches)
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    for (int i = 0; i < matches; ++i)
        QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("whist"), {}, i, i % 2, i)) > 0);
}

void StatsDatabaseTest::everyFieldOfAMatchComesBack()
{
    FinishedMatch match;
    match.game = QStringLiteral("whist");
    match.variant = QStringLiteral("target=7;honours=false");
    match.seats = 4;
    match.seatNames = {QStringLiteral("You"), QStringLiteral("Ma\u00eblle"),
                       QStringLiteral("North \u2663"), QStringLiteral("O'Brien")};
    match.seatHuman = {true, false, true, false};
    match.columnNames = {QStringLiteral("You & North"), QStringLiteral("West & East")};
    match.personColumn = 0;
    match.dealPoints = {{2, 0}, {0, 3}, {-1, 4}};
    match.totals = {1, 7};
    match.placings = {1, 0};
    match.lowerIsBetter = true;
    match.started = QDateTime(QDate(2023, 12, 31), QTime(23, 59, 58, 123), Qt::UTC);
    match.finished = QDateTime(QDate(2024, 1, 1), QTime(0, 42, 1, 999), Qt::UTC);
    match.durationSeconds = 2523;
    match.undoUsed = true;
    match.record = QStringLiteral("{\"format\":1,\"names\":[\"a\\\"b\"],\"nul\":\"\\u0000\"}");

    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    QVERIFY(db.problem().isEmpty());
    const qint64 id = db.recordMatch(match);
    QVERIFY2(id > 0, qPrintable(db.lastError()));

    const std::optional<FinishedMatch> back = db.match(id);
    QVERIFY(back);
    QCOMPARE(back->game, match.game);
    QCOMPARE(back->variant, match.variant);
    QCOMPARE(back->seats, match.seats);
    QCOMPARE(back->seatNames, match.seatNames);
    QCOMPARE(back->seatHuman, match.seatHuman);
    QCOMPARE(back->columnNames, match.columnNames);
    QCOMPARE(back->personColumn, match.personColumn);
    QCOMPARE(back->dealPoints, match.dealPoints);
    QCOMPARE(back->totals, match.totals);
    QCOMPARE(back->placings, match.placings);
    QCOMPARE(back->lowerIsBetter, match.lowerIsBetter);
    QCOMPARE(back->started, match.started);
    QCOMPARE(back->finished, match.finished);
    QCOMPARE(back->started.timeSpec(), Qt::UTC);
    QCOMPARE(back->durationSeconds, match.durationSeconds);
    QCOMPARE(back->undoUsed, match.undoUsed);
    QCOMPARE(back->record, match.record);
    QCOMPARE(db.recordOf(id), match.record);

    // And again from the file, by a new connection.
    db.close();
    StatsDatabase again(dbPath());
    QVERIFY(again.open());
    QVERIFY(again.problem().isEmpty());
    QCOMPARE(again.match(id)->dealPoints, match.dealPoints);
    QCOMPARE(again.recordOf(id), match.record);

    // A match with no variant and no deals comes back with those empty too.
    FinishedMatch plain = sampleMatch(QStringLiteral("put"), QString(), 3, 0, 1);
    plain.dealPoints.clear();
    const qint64 plainId = again.recordMatch(plain);
    QVERIFY(plainId > id);
    QCOMPARE(again.match(plainId)->variant, QString());
    QVERIFY(again.match(plainId)->dealPoints.isEmpty());
}

void StatsDatabaseTest::anUnknownMatchGivesNothing()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    QVERIFY(!db.match(42));
    QVERIFY(db.recordOf(42).isEmpty());
    QVERIFY(db.history(10).isEmpty());
    QVERIFY(db.variants().isEmpty());
    QCOMPARE(db.stats(QStringLiteral("hearts"), {}).played, 0);
}

void StatsDatabaseTest::statsCountWinsStreaksAndScores()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    const QString whist = QStringLiteral("whist");
    // In finishing order: W W L W W W L W, written out of order to show that the finishing
    // time decides, not the order of writing.
    const int places[] = {0, 0, 1, 0, 0, 0, 2, 0};
    const int totals[] = {7, 5, 3, 7, 9, 6, 1, 8};
    for (int i : {7, 2, 0, 5, 1, 3, 6, 4})
        QVERIFY(db.recordMatch(sampleMatch(whist, {}, totals[i], places[i], i * 10)) > 0);
    // A shared first place is a win: both the person and West placed 0.
    FinishedMatch shared = sampleMatch(whist, {}, 8, 0, 100);
    shared.placings = {0, 0, 2, 3};
    QVERIFY(db.recordMatch(shared) > 0);

    const GameStats stats = db.stats(whist, {});
    QCOMPARE(stats.played, 9);
    QCOMPARE(stats.won, 7);
    QCOMPARE(stats.winRate, 7.0 / 9.0);
    QCOMPARE(stats.averageTotal, 54.0 / 9.0);
    QCOMPARE(stats.bestTotal, 9);
    QVERIFY(!stats.lowerIsBetter);
    QCOMPARE(stats.currentStreak, 2);
    QCOMPARE(stats.bestStreak, 3);

    // A loss ends the current streak; the best one stays.
    QVERIFY(db.recordMatch(sampleMatch(whist, {}, 2, 1, 200)) > 0);
    QCOMPARE(db.stats(whist, {}).currentStreak, 0);
    QCOMPARE(db.stats(whist, {}).bestStreak, 3);
}

void StatsDatabaseTest::aLowerIsBetterGameKeepsItsLowestTotalAsBest()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    const QString hearts = QStringLiteral("hearts");
    QVERIFY(db.recordMatch(sampleMatch(hearts, {}, 40, 1, 1)) > 0);
    QVERIFY(db.recordMatch(sampleMatch(hearts, {}, 23, 0, 2)) > 0);
    QVERIFY(db.recordMatch(sampleMatch(hearts, {}, 85, 3, 3)) > 0);
    const GameStats stats = db.stats(hearts, {});
    QVERIFY(stats.lowerIsBetter);
    QCOMPARE(stats.bestTotal, 23);
    QCOMPARE(stats.played, 3);
    QCOMPARE(stats.won, 1);
    QCOMPARE(stats.averageTotal, 148.0 / 3.0);
    QCOMPARE(stats.currentStreak, 0);
    QCOMPARE(stats.bestStreak, 1);
}

void StatsDatabaseTest::variantsAreCountedApart()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    const QString hearts = QStringLiteral("hearts");
    const QString target50 = QStringLiteral("target=50");
    QVERIFY(db.recordMatch(sampleMatch(hearts, {}, 40, 0, 1)) > 0);
    QVERIFY(db.recordMatch(sampleMatch(hearts, target50, 20, 0, 2)) > 0);
    QVERIFY(db.recordMatch(sampleMatch(hearts, target50, 30, 1, 3)) > 0);
    QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("aluette"), {}, 5, 2, 4)) > 0);

    const QList<VariantKey> expected = {
        {QStringLiteral("aluette"), QString()}, {hearts, QString()}, {hearts, target50}};
    QCOMPARE(db.variants(), expected);
    QCOMPARE(db.stats(hearts, {}).played, 1);
    QCOMPARE(db.stats(hearts, target50).played, 2);
    QCOMPARE(db.stats(hearts, target50).won, 1);
    QCOMPARE(db.stats(QStringLiteral("aluette"), {}).won, 0);
    QCOMPARE(db.stats(QStringLiteral("put"), {}).played, 0);
}

void StatsDatabaseTest::demoMatchesAreListedButNotCounted()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    const QString put = QStringLiteral("put");
    const qint64 demo = db.recordMatch(sampleMatch(put, {}, 7, 0, 5, false));
    QVERIFY(demo > 0);
    QVERIFY(db.variants().isEmpty());
    QCOMPARE(db.stats(put, {}).played, 0);

    QVERIFY(db.recordMatch(sampleMatch(put, {}, 3, 1, 1)) > 0);
    QCOMPARE(db.variants().size(), 1);
    QCOMPARE(db.stats(put, {}).played, 1);
    QCOMPARE(db.stats(put, {}).won, 0);

    const QList<HistoryEntry> history = db.history(10);
    QCOMPARE(history.size(), 2);
    QCOMPARE(history[0].id, demo);
    QCOMPARE(history[0].personColumn, -1);
    QCOMPARE(history[0].personPlacing, -1);
    QCOMPARE(history[0].winners, QStringList{QStringLiteral("South")});
    QCOMPARE(history[0].opponents().size(), 4);
    QCOMPARE(db.match(demo)->personColumn, -1);
}

void StatsDatabaseTest::historyIsNewestFirstLimitedAndFiltered()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    const QString hearts = QStringLiteral("hearts");
    const QString whist = QStringLiteral("whist");
    FinishedMatch first = sampleMatch(hearts, QStringLiteral("target=50"), 12, 0, 1);
    first.undoUsed = true;
    first.durationSeconds = 754;
    const qint64 firstId = db.recordMatch(first);
    QVERIFY(db.recordMatch(sampleMatch(whist, {}, 5, 2, 3)) > 0);
    const qint64 latest = db.recordMatch(sampleMatch(hearts, {}, 60, 3, 9));
    QVERIFY(db.recordMatch(sampleMatch(whist, {}, 7, 0, 2)) > 0);

    const QList<HistoryEntry> all = db.history(-1);
    QCOMPARE(all.size(), 4);
    QCOMPARE(all.first().id, latest);
    for (qsizetype i = 1; i < all.size(); ++i)
        QVERIFY(all[i - 1].finished > all[i].finished);

    QCOMPARE(db.history(2).size(), 2);
    QCOMPARE(db.history(2).first().id, latest);

    const QList<HistoryEntry> heartsOnly = db.history(10, hearts);
    QCOMPARE(heartsOnly.size(), 2);
    const HistoryEntry& entry = heartsOnly.last();
    QCOMPARE(entry.id, firstId);
    QCOMPARE(entry.game, hearts);
    QCOMPARE(entry.variant, QStringLiteral("target=50"));
    QCOMPARE(entry.finished, first.finished);
    QCOMPARE(entry.seatNames, first.seatNames);
    QCOMPARE(entry.seatHuman, first.seatHuman);
    QCOMPARE(entry.opponents(), first.seatNames.mid(1));
    QCOMPARE(entry.columns, 4);
    QCOMPARE(entry.personColumn, 0);
    QCOMPARE(entry.personTotal, 12);
    QCOMPARE(entry.personPlacing, 0);
    QCOMPARE(entry.winners, QStringList{QStringLiteral("You")});
    QVERIFY(entry.undoUsed);
    QCOMPARE(entry.durationSeconds, 754);
    QVERIFY(db.history(10, QStringLiteral("put")).isEmpty());
}

void StatsDatabaseTest::anInconsistentMatchIsRefusedWhole()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    FinishedMatch match = sampleMatch(QStringLiteral("whist"), {}, 5, 0, 1);
    match.dealPoints.append({1, 2}); // two points for four columns
    QCOMPARE(db.recordMatch(match), -1);
    QVERIFY(!db.lastError().isEmpty());
    match = sampleMatch(QStringLiteral("whist"), {}, 5, 0, 1);
    match.personColumn = 4;
    QCOMPARE(db.recordMatch(match), -1);
    match = sampleMatch(QStringLiteral("whist"), {}, 5, 0, 1);
    match.seatHuman.removeLast();
    QCOMPARE(db.recordMatch(match), -1);
    QVERIFY(db.history(-1).isEmpty());
    db.close();
    QCOMPARE(rows(dbPath(), QStringLiteral("matches")), 0);
}

void StatsDatabaseTest::aWriteThatFailsHalfwayLeavesNothing()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("whist"), {}, 5, 0, 1)) > 0);
    {
        // The last deal's last points are refused, after the match, its seats and columns and
        // the other deals were written.
        RawDb raw(dbPath());
        QVERIFY(raw.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON deals"
                                        " WHEN NEW.points = 666"
                                        " BEGIN SELECT RAISE(ABORT, 'refused'); END")));
    }
    FinishedMatch match = sampleMatch(QStringLiteral("whist"), {}, 5, 0, 2);
    match.dealPoints.append({1, 2, 3, 666});
    QCOMPARE(db.recordMatch(match), -1);
    QVERIFY2(db.lastError().contains(QStringLiteral("refused")), qPrintable(db.lastError()));

    QCOMPARE(db.history(-1).size(), 1);
    for (const QString& table : {QStringLiteral("matches"), QStringLiteral("seats"),
                                 QStringLiteral("columns"), QStringLiteral("deals")}) {
        RawDb raw(dbPath());
        const int expected = table == QLatin1String("matches") ? 1
                             : table == QLatin1String("deals") ? 8
                                                               : 4;
        QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM ") + table).toInt(), expected);
    }
    // And the database goes on working.
    QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("whist"), {}, 5, 0, 3)) > 0);
    QCOMPARE(db.history(-1).size(), 2);
}

void StatsDatabaseTest::theFileChecksOutAfterWrites()
{
    {
        StatsDatabase db(dbPath());
        QVERIFY(db.open());
        for (int i = 0; i < 50; ++i)
            QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("ohhell"), {}, i, i % 3, i)) > 0);
        RawDb raw(dbPath()); // while the first connection still holds the WAL
        QCOMPARE(raw.value(QStringLiteral("PRAGMA integrity_check")).toString(),
                 QStringLiteral("ok"));
        QCOMPARE(raw.value(QStringLiteral("PRAGMA journal_mode")).toString(),
                 QStringLiteral("wal"));
        QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(),
                 StatsSchema::currentVersion());
        QCOMPARE(raw.value(QStringLiteral("PRAGMA foreign_key_check")), QVariant());
    }
    RawDb raw(dbPath());
    QCOMPARE(raw.value(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM deals")).toInt(), 50 * 2 * 4);
}

void StatsDatabaseTest::aFileThatCannotBeUsedIsSetAsideByteForByte_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("garbage") << QStringLiteral("garbage");
    QTest::newRow("a few bytes") << QStringLiteral("short");
    QTest::newRow("truncated database") << QStringLiteral("truncated");
    QTest::newRow("newer schema version") << QStringLiteral("newer");
    QTest::newRow("someone else's database") << QStringLiteral("foreign");
}

void StatsDatabaseTest::aFileThatCannotBeUsedIsSetAsideByteForByte()
{
    QFETCH(QString, kind);
    QByteArray bytes;
    if (kind == QLatin1String("garbage")) {
        for (int i = 0; i < 10000; ++i)
            bytes.append(char((i * 7919) % 251));
        QVERIFY(writeFile(dbPath(), bytes));
    } else if (kind == QLatin1String("short")) {
        QVERIFY(writeFile(dbPath(), "SQLite"));
    } else if (kind == QLatin1String("truncated")) {
        writeRealFile(60);
        bytes = readFile(dbPath());
        QVERIFY(bytes.size() > 8 * 4096);
        QVERIFY(writeFile(dbPath(), bytes.left(bytes.size() / 2 + 100)));
    } else if (kind == QLatin1String("newer")) {
        writeRealFile(3);
        RawDb raw(dbPath());
        QVERIFY(raw.exec(
            QStringLiteral("PRAGMA user_version = %1").arg(StatsSchema::currentVersion() + 1)));
    } else {
        RawDb raw(dbPath());
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE recipes (name TEXT)")));
    }
    bytes = readFile(dbPath());
    QVERIFY(!bytes.isEmpty());

    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    QCOMPARE(copies().size(), 1);
    const QString copy = m_dir->filePath(copies().first());
    QCOMPARE(db.damagedCopy(), copy);
    QCOMPARE(readFile(copy), bytes);
    QVERIFY2(db.problem().contains(QDir::toNativeSeparators(dbPath())), qPrintable(db.problem()));
    QVERIFY2(db.problem().contains(QDir::toNativeSeparators(copy)), qPrintable(db.problem()));
    QVERIFY(db.problem().endsWith(QLatin1Char('.')));

    // The fresh file works.
    QVERIFY(db.history(-1).isEmpty());
    const qint64 id = db.recordMatch(sampleMatch(QStringLiteral("hearts"), {}, 30, 0, 1));
    QVERIFY(id > 0);
    QCOMPARE(db.match(id)->totals.first(), 30);
    db.close();
    StatsDatabase again(dbPath());
    QVERIFY(again.open());
    QVERIFY(again.problem().isEmpty());
    QCOMPARE(again.history(-1).size(), 1);
    QCOMPARE(copies().size(), 1);
}

void StatsDatabaseTest::itsWalAndShmCompanionsMoveWithIt()
{
    QVERIFY(writeFile(dbPath(), QByteArray(5000, 'x')));
    QVERIFY(writeFile(dbPath() + QStringLiteral("-wal"), "old log"));
    QVERIFY(writeFile(dbPath() + QStringLiteral("-shm"), "old index"));
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    QCOMPARE(readFile(db.damagedCopy()), QByteArray(5000, 'x'));
    QCOMPARE(readFile(db.damagedCopy() + QStringLiteral("-wal")), QByteArray("old log"));
    QCOMPARE(readFile(db.damagedCopy() + QStringLiteral("-shm")), QByteArray("old index"));
    QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("hearts"), {}, 30, 0, 1)) > 0);
}

void StatsDatabaseTest::anEarlierCopyIsNeverOverwritten()
{
    // Copies made this second and the next two already exist (a clock may tick meanwhile).
    const QDateTime now = QDateTime::currentDateTime();
    QStringList earlier;
    for (int s = 0; s < 3; ++s) {
        earlier << dbPath() + QStringLiteral(".damaged-") +
                       now.addSecs(s).toString(QStringLiteral("yyyyMMdd-HHmmss"));
        QVERIFY(writeFile(earlier.last(), "earlier copy"));
    }
    QVERIFY(writeFile(dbPath(), "not a database, but long enough to be read as one? no."));
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    QVERIFY(!earlier.contains(db.damagedCopy()));
    QVERIFY(db.damagedCopy().startsWith(dbPath() + QStringLiteral(".damaged-")));
    for (const QString& path : earlier)
        QCOMPARE(readFile(path), QByteArray("earlier copy"));
    QCOMPARE(copies().size(), 4);

    // A second damaged file in the same second gets yet another name.
    db.close();
    QVERIFY(writeFile(dbPath(), QByteArray(3000, '\xff')));
    StatsDatabase again(dbPath());
    QVERIFY(again.open());
    QCOMPARE(copies().size(), 5);
    QCOMPARE(readFile(again.damagedCopy()), QByteArray(3000, '\xff'));
}

void StatsDatabaseTest::anEmptyVersion0FileIsMigrated_data()
{
    QTest::addColumn<bool>("emptyFile");
    QTest::newRow("no bytes at all") << true;
    QTest::newRow("an SQLite file at version 0 with no tables") << false;
}

void StatsDatabaseTest::anEmptyVersion0FileIsMigrated()
{
    QFETCH(bool, emptyFile);
    if (emptyFile) {
        QVERIFY(writeFile(dbPath(), {}));
    } else {
        RawDb raw(dbPath());
        QVERIFY(raw.exec(QStringLiteral("PRAGMA page_size = 1024")));
        QVERIFY(raw.exec(QStringLiteral("VACUUM"))); // writes the header
        QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), 0);
    }
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    QVERIFY2(db.problem().isEmpty(), qPrintable(db.problem()));
    QVERIFY(copies().isEmpty());
    QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("hearts"), {}, 30, 0, 1)) > 0);
    db.close();
    RawDb raw(dbPath());
    QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(),
             StatsSchema::currentVersion());
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM matches")).toInt(), 1);
}

void StatsDatabaseTest::aLaterStepMigratesAVersion1FileKeepingItsMatches()
{
    writeRealFile(4);
    QList<StatsSchema::Step> steps = StatsSchema::steps();
    QCOMPARE(steps.size(), 1);
    steps.append({QStringLiteral("ALTER TABLE matches ADD COLUMN note TEXT NOT NULL DEFAULT ''"),
                  QStringLiteral("CREATE TABLE notes (match_id INTEGER, text TEXT)")});
    {
        RawDb raw(dbPath());
        QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), 1);
        QString error;
        QVERIFY2(StatsSchema::migrate(raw.db(), steps, &error), qPrintable(error));
        QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), 2);
        QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM matches WHERE note = ''")).toInt(),
                 4);
        QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM deals")).toInt(), 4 * 2 * 4);
        // Done once: a second run finds nothing to do.
        QVERIFY(StatsSchema::migrate(raw.db(), steps, &error));

        // A step that fails leaves the file at its version, with nothing of the step done.
        QList<StatsSchema::Step> broken = steps;
        broken.append({QStringLiteral("CREATE TABLE more (x)"), QStringLiteral("THIS IS NOT SQL")});
        QVERIFY(!StatsSchema::migrate(raw.db(), broken, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), 2);
        QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM sqlite_master"
                                          " WHERE name = 'more'"))
                     .toInt(),
                 0);
    }
}

void StatsDatabaseTest::aFileThatCannotBeCreatedLeavesStatisticsOff()
{
    // A file stands where the statistics folder should be.
    const QString blocker = m_dir->filePath(QStringLiteral("blocker"));
    QVERIFY(writeFile(blocker, "in the way"));
    StatsDatabase db(blocker + QStringLiteral("/stats/stats.sqlite"));
    QVERIFY(!db.open());
    QVERIFY(!db.isOpen());
    QVERIFY(db.problem().contains(QDir::toNativeSeparators(blocker)));
    QCOMPARE(db.recordMatch(sampleMatch(QStringLiteral("hearts"), {}, 30, 0, 1)), -1);
    QVERIFY(db.history(-1).isEmpty());
    QVERIFY(db.variants().isEmpty());
    QVERIFY(!db.match(1));
    QCOMPARE(readFile(blocker), QByteArray("in the way"));

    // A folder where the file should be is never moved aside.
    const QString folder = m_dir->filePath(QStringLiteral("stats.sqlite"));
    QVERIFY(QDir().mkpath(folder));
    StatsDatabase onFolder(folder);
    QVERIFY(!onFolder.open());
    QVERIFY(!onFolder.problem().isEmpty());
    QVERIFY(QFileInfo(folder).isDir());
    QVERIFY(copies().isEmpty());
}

FOLLOWSUIT_TEST_MAIN(StatsDatabaseTest)
#include "tst_statsdatabase.moc"
