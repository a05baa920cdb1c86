#pragma once
// What the Qt-side fuzz targets share: stopping on a broken promise, and writing the files they
// feed to the readers under test, in memory (tmpfs) when the machine has it, since a file system
// on disk (and QSettings' sync of what it writes) costs far more per input than the reading does.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
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

// The GUI application the readers run under in the app (offscreen: no window is ever shown).
// Pictures, fonts and SVG need one; without it Qt stops the program where the app never would.
inline void ensureGuiApplication()
{
    if (QGuiApplication::instance())
        return;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "fuzz";
    static char* argv[] = {name, nullptr};
    static QGuiApplication app(argc, argv);
}

inline QString scratchTemplate(const QString& target)
{
    const QFileInfo memory(QStringLiteral("/dev/shm"));
    const QString base =
        memory.isDir() && memory.isWritable() ? memory.filePath() : QDir::tempPath();
    return base + QStringLiteral("/fuzz_%1-XXXXXX").arg(target);
}
