#include "stats/statsschema.h"

#include "stats/sqltransaction.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace StatsSchema {

namespace {

// Version 1. Times are ISO 8601 text in UTC with milliseconds ("2024-05-01T20:15:00.000Z"),
// which sorts by time and stays readable to anyone opening the file with the sqlite3 shell.
// Seats, columns and deals hang off their match and go with it.
Step version1()
{
    return {
        QStringLiteral("CREATE TABLE matches ("
                       " id INTEGER PRIMARY KEY,"
                       " game TEXT NOT NULL,"
                       " variant TEXT NOT NULL DEFAULT '',"
                       " seats INTEGER NOT NULL,"
                       " started TEXT NOT NULL,"
                       " finished TEXT NOT NULL,"
                       " duration_seconds INTEGER NOT NULL,"
                       " undo_used INTEGER NOT NULL,"
                       " person_column INTEGER NOT NULL,"
                       " lower_is_better INTEGER NOT NULL,"
                       " record TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE seats ("
                       " match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,"
                       " seat INTEGER NOT NULL,"
                       " name TEXT NOT NULL,"
                       " human INTEGER NOT NULL,"
                       " PRIMARY KEY (match_id, seat)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE columns ("
                       " match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,"
                       " col INTEGER NOT NULL,"
                       " name TEXT NOT NULL,"
                       " total INTEGER NOT NULL,"
                       " placing INTEGER NOT NULL,"
                       " PRIMARY KEY (match_id, col)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE deals ("
                       " match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,"
                       " deal INTEGER NOT NULL,"
                       " col INTEGER NOT NULL,"
                       " points INTEGER NOT NULL,"
                       " PRIMARY KEY (match_id, deal, col)) WITHOUT ROWID"),
        // The history list, newest first, of all games or of one.
        QStringLiteral("CREATE INDEX matches_by_finished ON matches (finished, id)"),
        QStringLiteral("CREATE INDEX matches_by_game ON matches (game, finished, id)"),
        // The figures of one game and variant, in playing order, counting the person's
        // matches only (the partial index serves only queries repeating its condition).
        QStringLiteral("CREATE INDEX matches_by_variant ON matches (game, variant, finished, id)"
                       " WHERE person_column >= 0"),
    };
}

} // namespace

const QList<Step>& steps()
{
    static const QList<Step> all = {version1()};
    return all;
}

int currentVersion()
{
    return static_cast<int>(steps().size());
}

int userVersion(const QSqlDatabase& db)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

bool migrate(const QSqlDatabase& db, const QList<Step>& steps, QString* error)
{
    const int target = static_cast<int>(steps.size());
    if (userVersion(db) >= target)
        return true; // nothing to do: no write lock taken
    SqlTransaction transaction(db);
    if (!transaction.isOpen()) {
        *error = transaction.errorText();
        return false;
    }
    // Read again under the write lock: another instance may have migrated meanwhile.
    const int from = userVersion(db);
    if (from < 0) {
        *error = QStringLiteral("the schema version could not be read");
        return false;
    }
    QSqlQuery query(db);
    for (int version = from; version < target; ++version) {
        for (const QString& statement : steps[version]) {
            if (!query.exec(statement)) {
                *error = query.lastError().text();
                return false;
            }
        }
    }
    // user_version lives in the file's header, which is written with the transaction.
    if (from < target && !query.exec(QStringLiteral("PRAGMA user_version = %1").arg(target))) {
        *error = query.lastError().text();
        return false;
    }
    if (!transaction.commit()) {
        *error = transaction.errorText();
        return false;
    }
    return true;
}

} // namespace StatsSchema
