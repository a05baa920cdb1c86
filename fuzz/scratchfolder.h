#pragma once
// Where fuzz targets write the files they feed to the readers under test: in memory (tmpfs) when
// the machine has it, since a file system on disk (and QSettings' sync of what it writes) costs
// far more per input than the reading does.

#include <QDir>
#include <QFileInfo>
#include <QString>

inline QString scratchTemplate(const QString& target)
{
    const QFileInfo memory(QStringLiteral("/dev/shm"));
    const QString base =
        memory.isDir() && memory.isWritable() ? memory.filePath() : QDir::tempPath();
    return base + QStringLiteral("/fuzz_%1-XXXXXX").arg(target);
}
