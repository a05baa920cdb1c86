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

// What a write must survive: a power cut (the data reaches the disk before the rename, the
// default), or only the writer being killed (the kernel keeps what was written; no fsync, which
// a server saving every table after every action cannot afford).
enum class Durability : unsigned char { PowerCut, ProcessCrash };

// Replaces (or creates) `path` with `text`, all or nothing.
FileResult writeFileAtomically(const std::string& path, std::string_view text,
                               Durability durability = Durability::PowerCut);

// The largest record file read (docs/record-format.md); parseRecord refuses larger text too.
inline constexpr std::size_t MaxRecordFileBytes = std::size_t{4} << 20;

} // namespace fs
