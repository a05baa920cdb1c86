#pragma once
// Reading and writing record files (and, later, saved games and other files the project keeps),
// safely against a damaged or hostile file system:
// - reading refuses anything but a regular file before it blocks on it (a FIFO with no writer
//   would hang a plain open) and never reads more than the cap, whatever the file claims;
// - writing goes to a temporary file next to the target that is renamed over it only once every
//   byte is on disk, so a full disk or a size limit (ulimit -f) never harms the previous file.
// POSIX (open, fstat, rename): the project targets Debian.

#include <cstddef>
#include <string>
#include <string_view>

namespace fs {

enum class FileErrorKind : unsigned char { None, Unreadable, TooLarge, Unwritable };

struct FileResult {
    FileErrorKind error = FileErrorKind::None;
    std::string message; // names the file and the problem: "game.json is a directory, ..."
    std::string text;    // what was read
    bool ok() const { return error == FileErrorKind::None; }
};

// The whole of a regular file of at most `maxBytes` bytes.
FileResult readTextFile(const std::string& path, std::size_t maxBytes);

// Replaces (or creates) `path` with `text`, all or nothing.
FileResult writeFileAtomically(const std::string& path, std::string_view text);

// The largest record file read (docs/record-format.md); parseRecord refuses larger text too.
inline constexpr std::size_t MaxRecordFileBytes = std::size_t{4} << 20;

} // namespace fs
