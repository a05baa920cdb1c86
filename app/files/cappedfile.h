#pragma once
// Reading a file that may be damaged or hostile (a theme, a deck): only a regular file, never
// blocking on a FIFO or a device, and never more than a cap, so that a huge or endless file is
// refused rather than read into memory. A gzipped one (a KDE deck's .svgz) is unpacked with a cap
// of its own, so a small file that unpacks to gigabytes is refused too.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

class CappedFile {
    Q_DECLARE_TR_FUNCTIONS(CappedFile)

public:
    // The whole file, or nothing with the reason in `error` ("larger than 16 MiB").
    static std::optional<QByteArray> read(const QString& path, qint64 cap, QString* error);
    // Unpacks gzip data to at most `cap` bytes, or nothing with the reason in `error`.
    static std::optional<QByteArray> gunzip(const QByteArray& packed, qint64 cap, QString* error);
    static bool isGzip(const QByteArray& bytes);
    // "16 MiB", "64 KiB".
    static QString sizeText(qint64 bytes);
};
