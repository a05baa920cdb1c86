#include "recordload.h"

#include "commands.h"

#include "record/recordfile.h"

#include <iostream>
#include <iterator>

namespace cli {
namespace {

int exitCodeFor(fs::RecordErrorKind kind)
{
    switch (kind) {
    case fs::RecordErrorKind::IllegalAction:
    case fs::RecordErrorKind::AfterMatchEnd:
        return ExitIllegalAction;
    default:
        return ExitBadRecord;
    }
}

// Reads one byte past the cap, so that a longer input is refused as a file would be rather than
// cut short into something that might still parse.
fs::FileResult readStandardInput()
{
    fs::FileResult result;
    std::istreambuf_iterator<char> in(std::cin), end;
    for (; in != end && result.text.size() <= fs::MaxRecordFileBytes; ++in)
        result.text.push_back(*in);
    if (result.text.size() > fs::MaxRecordFileBytes) {
        result.error = fs::FileErrorKind::TooLarge;
        result.message = "standard input is too large for a record (more than " +
                         std::to_string(fs::MaxRecordFileBytes >> 20) + " MiB)";
        result.text.clear();
    }
    return result;
}

} // namespace

LoadedRecord loadRecord(const std::string& command, const std::string& path)
{
    LoadedRecord loaded;
    // A file too large to be a record is a malformed record; one that cannot be read is not.
    const fs::FileResult file =
        path == "-" ? readStandardInput() : fs::readTextFile(path, fs::MaxRecordFileBytes);
    if (!file.ok()) {
        loaded.exitCode =
            fail(command, file.message,
                 file.error == fs::FileErrorKind::TooLarge ? ExitBadRecord : ExitUsage);
        return loaded;
    }
    const std::string name = path == "-" ? "standard input" : path;
    fs::ParsedRecord parsed = fs::parseRecord(file.text);
    if (!parsed.ok()) {
        loaded.exitCode =
            fail(command, name + ": " + parsed.error.message, exitCodeFor(parsed.error.kind));
        return loaded;
    }
    loaded.record = std::move(parsed.record);
    loaded.replayed = fs::replayRecord(loaded.record);
    if (!loaded.replayed.ok())
        loaded.exitCode = fail(command, name + ": " + loaded.replayed.error.message,
                               exitCodeFor(loaded.replayed.error.kind));
    return loaded;
}

} // namespace cli
