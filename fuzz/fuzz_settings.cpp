// Fuzz target: the settings file as read at start. Whatever it holds, every setting read must be
// inside its documented range; a file Qt cannot parse must have been copied aside byte for byte;
// and what is written back must read again as the same values, without a complaint.

#include "fuzzfiles.h"
#include "settings/appsettings.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

namespace {

QByteArray readFile(const QString& path)
{
    QFile file(path);
    require(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

const QTemporaryDir& folder()
{
    // QSettings turns "@Variant(...)" values into images or pixmaps, which need a GUI application
    // (the first crash this target found was its absence); the app always has one.
    ensureGuiApplication();
    static const QTemporaryDir dir(scratchTemplate(QStringLiteral("settings")));
    require(dir.isValid());
    return dir;
}

void requireInRange(const AppSettings& settings)
{
    require(settings.computerDelay() >= AppSettings::ComputerDelayMin &&
            settings.computerDelay() <= AppSettings::ComputerDelayMax);
    require(settings.windowGeometry().size() <= AppSettings::WindowBytesMax);
    require(settings.windowState().size() <= AppSettings::WindowBytesMax);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QTemporaryDir& dir = folder();
    // A new name for every input: QSettings keeps files it has read by name.
    static quint64 count = 0;
    ++count;
    const QString path = dir.filePath(QStringLiteral("in-%1.ini").arg(count));
    const QString savedPath = dir.filePath(QStringLiteral("out-%1.ini").arg(count));
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    writeFile(path, input);

    AppSettings settings;
    {
        QSettings store(path, QSettings::IniFormat);
        settings.load(store);
        // Kept aside: a file Qt cannot parse (copied), or one holding values the app never
        // writes, which Qt must not parse (moved).
        const bool foreign =
            input.size() > AppSettings::FileBytesMax || input.contains("@Variant(");
        require((foreign || store.status() == QSettings::FormatError) ==
                !settings.damagedCopy().isEmpty());
    }
    requireInRange(settings);
    if (!settings.damagedCopy().isEmpty()) {
        require(readFile(settings.damagedCopy()) == input);
        QFile::remove(settings.damagedCopy());
    }

    {
        QSettings out(savedPath, QSettings::IniFormat);
        require(settings.save(out));
    }
    {
        QSettings back(savedPath, QSettings::IniFormat);
        AppSettings again;
        require(again.load(back).isEmpty());
        require(again.computerDelay() == settings.computerDelay());
        require(again.windowGeometry() == settings.windowGeometry());
        require(again.windowState() == settings.windowState());
    }
    QFile::remove(path);
    QFile::remove(savedPath);
    return 0;
}
