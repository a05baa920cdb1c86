#include "files/cappedfile.h"

#include <QFile>
#include <QFileInfo>

#include <zlib.h>

#include <algorithm>
#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

// Large enough to read a deck in a few steps, small enough that a short file costs little.
constexpr qint64 ReadChunkBytes = 256 * 1024;

// Opens `file` without ever blocking and only if it is a regular file. The check in readCapped()
// comes first, but a FIFO put in the file's place after it would block a plain open() (and then
// every read) until someone writes to it. Returns why not, or nothing.
QString openForReading(QFile& file)
{
#ifdef Q_OS_UNIX
    if (QFileInfo(file.fileName()).isNativePath()) { // not a Qt resource
        const int fd = ::open(QFile::encodeName(file.fileName()).constData(),
                              O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd < 0)
            return qt_error_string(errno);
        struct stat status {};
        if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
            ::close(fd);
            return CappedFile::tr("not a regular file");
        }
        if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            return file.errorString();
        }
        return {};
    }
#endif
    return file.open(QIODevice::ReadOnly) ? QString() : file.errorString();
}

} // namespace

QString CappedFile::sizeText(qint64 bytes)
{
    return bytes >= 1024 * 1024 ? CappedFile::tr("%1 MiB").arg(bytes / (1024 * 1024))
                                : CappedFile::tr("%1 KiB").arg(bytes / 1024);
}

// The whole of a regular file of at most `cap` bytes, or why not (in `error`). The kind and size
// are checked before opening, since a device or a FIFO may never end and a huge file would be read
// into memory only to be refused; and no more than cap + 1 bytes are read in case it grows.
std::optional<QByteArray> CappedFile::read(const QString& path, qint64 cap, QString* error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = CappedFile::tr("there is no such file");
        return std::nullopt;
    }
    if (!info.isFile()) {
        *error = CappedFile::tr("not a regular file");
        return std::nullopt;
    }
    if (info.size() > cap) {
        *error = CappedFile::tr("larger than %1").arg(CappedFile::sizeText(cap));
        return std::nullopt;
    }
    QFile file(path);
    if (const QString why = openForReading(file); !why.isEmpty()) {
        *error = CappedFile::tr("cannot be read (%1)").arg(why);
        return std::nullopt;
    }
    QByteArray bytes;
    while (bytes.size() <= cap) {
        const QByteArray chunk =
            file.read(std::min<qint64>(ReadChunkBytes, cap + 1 - bytes.size()));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (file.error() != QFileDevice::NoError) {
        *error = CappedFile::tr("cannot be read (%1)").arg(file.errorString());
        return std::nullopt;
    }
    if (bytes.size() > cap) {
        *error = CappedFile::tr("larger than %1").arg(CappedFile::sizeText(cap));
        return std::nullopt;
    }
    return bytes;
}

bool CappedFile::isGzip(const QByteArray& bytes)
{
    return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f &&
           static_cast<unsigned char>(bytes[1]) == 0x8b;
}

std::optional<QByteArray> CappedFile::gunzip(const QByteArray& packed, qint64 cap, QString* error)
{
    z_stream stream{};
    // 16 + the largest window: gzip framing, as .svgz files have.
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) {
        *error = tr("cannot be unpacked");
        return std::nullopt;
    }
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.constData()));
    stream.avail_in = static_cast<uInt>(packed.size());
    QByteArray out;
    int status = Z_OK;
    while (status == Z_OK) {
        const qint64 room = std::min<qint64>(ReadChunkBytes, cap + 1 - out.size());
        if (room <= 0)
            break;
        const qsizetype before = out.size();
        out.resize(before + room);
        stream.next_out = reinterpret_cast<Bytef*>(out.data() + before);
        stream.avail_out = static_cast<uInt>(room);
        status = inflate(&stream, Z_NO_FLUSH);
        out.resize(before + (room - static_cast<qint64>(stream.avail_out)));
        if (status == Z_BUF_ERROR && stream.avail_in == 0)
            break; // the data ends before the stream does
    }
    inflateEnd(&stream);
    if (out.size() > cap) {
        *error = tr("unpacks to more than %1").arg(sizeText(cap));
        return std::nullopt;
    }
    if (status != Z_STREAM_END) {
        *error = tr("is damaged: its packed data is incomplete or corrupt");
        return std::nullopt;
    }
    return out;
}
