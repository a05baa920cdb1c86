#pragma once
// Reading a record file (or standard input) and replaying it, with the exit codes of
// docs/record-format.md: shared by the commands that take a record, so they fail alike.

#include "record/gamerecord.h"

#include <string>

namespace cli {

struct LoadedRecord {
    fs::GameRecord record;
    fs::ReplayResult replayed;
    int exitCode = 0; // 0 when loaded; otherwise the message is already printed
};

// `path` "-" reads standard input, under the same size cap as a file.
LoadedRecord loadRecord(const std::string& command, const std::string& path);

} // namespace cli
