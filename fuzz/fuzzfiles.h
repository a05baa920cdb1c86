#pragma once
// What the Qt-side fuzz targets share: stopping on a broken promise, and writing the files they
// feed to the readers under test, in memory (tmpfs) when the machine has it, since a file system
// on disk (and QSettings' sync of what it writes) costs far more per input than the reading does.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

#include <cstdlib>

// libFuzzer reports an abort as a crash, with the input that caused it.
inline void require(bool condition)
{
    if (!condition)
        std::abort();
}

inline void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    require(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    require(file.write(bytes) == bytes.size());
}

inline QString scratchTemplate(const QString& target)
{
    const QFileInfo memory(QStringLiteral("/dev/shm"));
    const QString base =
        memory.isDir() && memory.isWritable() ? memory.filePath() : QDir::tempPath();
    return base + QStringLiteral("/fuzz_%1-XXXXXX").arg(target);
}
