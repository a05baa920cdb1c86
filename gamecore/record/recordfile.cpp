#include "record/recordfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fs {
namespace {

std::string systemError(int code)
{
    return std::strerror(code);
}

FileResult failure(FileErrorKind kind, const std::string& path, const std::string& what)
{
    return {kind, path + " " + what, {}};
}

// What a non-regular file is, for the message.
std::string kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "is a directory";
    if (S_ISFIFO(mode))
        return "is a pipe (FIFO)";
    if (S_ISSOCK(mode))
        return "is a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "is a device";
    return "is not a regular file";
}

// Closes the descriptor on every path out.
class Descriptor {
public:
    explicit Descriptor(int fd) : m_fd(fd) {}
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    int get() const { return m_fd; }
    int release()
    {
        const int fd = m_fd;
        m_fd = -1;
        return fd;
    }

private:
    int m_fd;
};

bool writeAll(int fd, std::string_view text, int& code)
{
    while (!text.empty()) {
        const ssize_t n = ::write(fd, text.data(), text.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            code = errno;
            return false;
        }
        text.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

// The permissions a new file would get: what the target has, or 0666 less the umask. Reading the
// umask means setting it for a moment, which another thread creating a file could notice; the
// command line has one thread, and the app writes its files with QSaveFile.
mode_t modeFor(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode))
        return st.st_mode & 07777;
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

} // namespace

FileResult readTextFile(const std::string& path, std::size_t maxBytes)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return failure(FileErrorKind::Unreadable, path, "cannot be read: " + systemError(errno));
    if (!S_ISREG(st.st_mode))
        return failure(FileErrorKind::Unreadable, path, kindOf(st.st_mode) + ", not a file");
    if (static_cast<std::size_t>(st.st_size) > maxBytes)
        return failure(FileErrorKind::TooLarge, path,
                       "is " + std::to_string(st.st_size) + " bytes, too large (the limit is " +
                           std::to_string(maxBytes) + " bytes)");
    // O_NONBLOCK: if the path was swapped for a FIFO since stat, opening must not wait for a
    // writer; fstat on what was opened then refuses it.
    Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0)
        return failure(FileErrorKind::Unreadable, path, "cannot be opened: " + systemError(errno));
    if (::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode))
        return failure(FileErrorKind::Unreadable, path, kindOf(st.st_mode) + ", not a file");
    FileResult result;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return failure(FileErrorKind::Unreadable, path,
                           "cannot be read: " + systemError(errno));
        }
        if (n == 0)
            break;
        // A file that grows while it is read is still held to the cap.
        if (result.text.size() + static_cast<std::size_t>(n) > maxBytes)
            return failure(FileErrorKind::TooLarge, path,
                           "is too large (the limit is " + std::to_string(maxBytes) + " bytes)");
        result.text.append(buffer, static_cast<std::size_t>(n));
    }
    return result;
}

FileResult writeFileAtomically(const std::string& path, std::string_view text,
                               Durability durability)
{
    std::string temporary = path + ".XXXXXX";
    Descriptor fd(::mkstemp(temporary.data()));
    if (fd.get() < 0)
        return failure(FileErrorKind::Unwritable, path,
                       "cannot be written (no temporary file beside it): " + systemError(errno));
    int code = 0;
    const bool written = ::fchmod(fd.get(), modeFor(path)) == 0 && writeAll(fd.get(), text, code) &&
                         (durability == Durability::ProcessCrash || ::fsync(fd.get()) == 0);
    if (!written && code == 0)
        code = errno;
    const bool closed = ::close(fd.release()) == 0;
    if (!written || !closed || ::rename(temporary.c_str(), path.c_str()) != 0) {
        if (code == 0)
            code = errno;
        ::unlink(temporary.c_str());
        return failure(FileErrorKind::Unwritable, path,
                       "was not written (" + systemError(code) +
                           "); any previous file is unchanged");
    }
    return {};
}

} // namespace fs
