#pragma once
// The statistics database's tables, as an ordered list of migration steps: step N turns a
// version N-1 database into version N, and PRAGMA user_version holds the version a file is at.
// A later version of the schema is one more entry at the end of the list; a released step is
// never edited, since files out there were built by it.

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace StatsSchema {

using Step = QStringList; // the SQL statements of one step, run in order

const QList<Step>& steps();
// The version this program writes: the number of steps.
int currentVersion();

// The file's PRAGMA user_version, -1 if it cannot be read.
int userVersion(const QSqlDatabase& db);

// Brings `db` from its user_version up to steps.size() in one transaction: all steps or none.
// A database already at that version is left alone; one at a newer version is the caller's to
// refuse. On failure, `error` says why.
bool migrate(const QSqlDatabase& db, const QList<Step>& steps, QString* error);

} // namespace StatsSchema
