#pragma once
// Where a damaged file the app will not use is kept: next to it, as
// "<file>.damaged-20261123-143000", then "-2", "-3"… so that an earlier copy is never replaced.
// Shared by the settings, the autosave and the statistics, which all keep what they cannot read.

#include <QString>
#include <QStringList>

// A name no file has yet (nor `companions` appended to it, for files that travel together such as
// SQLite's "-wal" and "-shm"); "" when a hundred tries are taken.
QString freeDamagedName(const QString& path, const QStringList& companions = {});
