#include "stats/statsdatabase.h"

#include "files/damagedname.h"

#include "stats/statsschema.h"
#include "text/clippedtext.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>
#include <utility>

namespace {

// SQLite's primary result codes for "this is not a database" and "this database is damaged".
// Only these set a file aside: any other error (locked, unreadable, disk full) says nothing
// about the file's contents, and moving a good file away for it would lose the statistics.
constexpr int SqliteCorrupt = 11;
constexpr int SqliteNotADatabase = 26;

bool meansDamaged(const QSqlError& error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff; // extended codes keep it low
    return ok && (code == SqliteCorrupt || code == SqliteNotADatabase);
}

// The companions SQLite keeps next to a database in WAL mode; they belong to the file, so
// they move with it (a stale -wal left behind would be replayed into the fresh database).
const QStringList Companions = {QStringLiteral("-wal"), QStringLiteral("-shm")};

// Every SQLite file begins with these 16 bytes; an empty file is a new database.
bool looksLikeSqlite(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return true; // not there yet, or unreadable: SQLite will tell
    const QByteArray start = file.read(16);
    return start.isEmpty() || start == QByteArrayView("SQLite format 3\0", 16);
}

QString shown(const QString& path)
{
    return clippedForMessage(QDir::toNativeSeparators(path), 200);
}

} // namespace

StatsDatabase::StatsDatabase(QString path) : m_path(std::move(path))
{
    // QtSql finds connections by name, process-wide: each object needs its own.
    static std::atomic<int> counter = 0;
    m_connection = QStringLiteral("followsuit-stats-%1").arg(++counter);
}

StatsDatabase::~StatsDatabase()
{
    close();
}

void StatsDatabase::close()
{
    if (!m_db.isValid())
        return;
    m_db.close();
    m_db = QSqlDatabase(); // removeDatabase() wants no handle left
    QSqlDatabase::removeDatabase(m_connection);
}

void StatsDatabase::fail(const QString& sentence)
{
    m_problem = sentence;
    close();
}

bool StatsDatabase::open()
{
    close();
    m_problem.clear();
    m_damagedCopy.clear();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        fail(tr("Statistics are off: this installation cannot read SQLite files."));
        return false;
    }
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        fail(tr("The folder for the statistics file %1 could not be created; statistics are off "
                "this time.")
                 .arg(shown(m_path)));
        return false;
    }
    // A file that is plainly no database is set aside before SQLite sees it: SQLite would
    // delete a -wal next to it as a log of nothing, and the copy should keep everything.
    if (!looksLikeSqlite(m_path))
        return setAside(Trouble::Damaged) == Check::SetAside && openConnection() && prepare();
    if (!openConnection())
        return false;
    switch (checkFile()) {
    case Check::Usable:
        break;
    case Check::SetAside:
        if (!openConnection())
            return false;
        break;
    case Check::Failed:
        return false;
    }
    return prepare();
}

bool StatsDatabase::openConnection()
{
    if (!m_db.isValid())
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(m_path);
    // Another instance of the app may be writing a match: wait for it rather than fail.
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (m_db.open())
        return true;
    fail(tr("The statistics file %1 could not be opened (%2); statistics are off this time.")
             .arg(shown(m_path), m_db.lastError().text()));
    return false;
}

StatsDatabase::Check StatsDatabase::checkFile()
{
    // Nothing here writes to the file, so a file that is set aside is kept exactly as found.
    // quick_check reads every page and checks the structure of each b-tree (not the indexes'
    // agreement with their tables, which integrity_check adds at many times the cost).
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("PRAGMA quick_check"))) {
        if (meansDamaged(query.lastError()))
            return setAside(Trouble::Damaged);
        fail(tr("The statistics file %1 could not be read (%2); statistics are off this time.")
                 .arg(shown(m_path), query.lastError().text()));
        return Check::Failed;
    }
    const bool ok = query.next() && query.value(0).toString() == QLatin1String("ok");
    const QSqlError stepError = query.lastError();
    query.finish();
    if (!ok) {
        if (stepError.isValid() && !meansDamaged(stepError)) {
            fail(tr("The statistics file %1 could not be read (%2); statistics are off this "
                    "time.")
                     .arg(shown(m_path), stepError.text()));
            return Check::Failed;
        }
        return setAside(Trouble::Damaged);
    }
    const int version = StatsSchema::userVersion(m_db);
    if (version > StatsSchema::currentVersion())
        return setAside(Trouble::Newer);
    if (version == 0) {
        // Version 0 is a new, empty file; tables in it are someone else's.
        if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !query.next()) {
            fail(tr("The statistics file %1 could not be read (%2); statistics are off this "
                    "time.")
                     .arg(shown(m_path), query.lastError().text()));
            return Check::Failed;
        }
        if (query.value(0).toInt() > 0)
            return setAside(Trouble::Foreign);
    }
    return Check::Usable;
}

StatsDatabase::Check StatsDatabase::setAside(Trouble trouble)
{
    if (m_db.isValid())
        m_db.close();
    const QString target = freeDamagedName(m_path, Companions);
    // QFile::rename() never replaces an existing file, so an earlier copy is never lost.
    if (!QFileInfo(m_path).isFile() || target.isEmpty() || !QFile::rename(m_path, target)) {
        fail(tr("The statistics file %1 cannot be used and could not be moved aside; statistics "
                "are off this time.")
                 .arg(shown(m_path)));
        return Check::Failed;
    }
    for (const QString& suffix : Companions) {
        const QString companion = m_path + suffix;
        if (QFileInfo::exists(companion) && !QFile::rename(companion, target + suffix) &&
            !QFile::remove(companion)) {
            fail(tr("The statistics file %1 was moved to %2, but its companion %3 could not be; "
                    "statistics are off this time.")
                     .arg(shown(m_path), shown(target), shown(companion)));
            return Check::Failed;
        }
    }
    m_damagedCopy = target;
    switch (trouble) {
    case Trouble::Damaged:
        m_problem = tr("The statistics file %1 was damaged; it was moved to %2 and new "
                       "statistics were started.")
                        .arg(shown(m_path), shown(target));
        break;
    case Trouble::Newer:
        m_problem = tr("The statistics file %1 was written by a newer version of Follow Suit; it "
                       "was moved to %2 and new statistics were started.")
                        .arg(shown(m_path), shown(target));
        break;
    case Trouble::Foreign:
        m_problem = tr("The statistics file %1 held something other than Follow Suit's "
                       "statistics; it was moved to %2 and new statistics were started.")
                        .arg(shown(m_path), shown(target));
        break;
    }
    return Check::SetAside;
}

bool StatsDatabase::prepare()
{
    QSqlQuery query(m_db);
    // WAL: the statistics dialog reading never blocks a match being written, and a crash in
    // the middle of a write loses that write only. With WAL, synchronous=NORMAL cannot damage
    // the file either; a power cut may at worst lose the last match written.
    // A file system without shared memory keeps the old journal mode, which is still safe.
    query.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    query.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    query.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    query.finish();
    QString error;
    if (!StatsSchema::migrate(m_db, StatsSchema::steps(), &error)) {
        fail(tr("The statistics file %1 could not be brought up to date (%2); statistics are off "
                "this time.")
                 .arg(shown(m_path), error));
        return false;
    }
    return true;
}
