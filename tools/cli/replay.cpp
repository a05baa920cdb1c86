// followsuit-cli replay: check a game record and print where it ends as one line of JSON.

#include "args.h"
#include "commands.h"

#include "record/gamerecord.h"
#include "record/recordfile.h"

#include <nlohmann/json.hpp>

#include <iostream>

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

} // namespace

int runReplay(const Words& words)
{
    Args args(words, {}, 1);
    if (!args.ok())
        return fail("replay", args.error(), ExitUsage);
    if (args.positional().size() != 1)
        return fail("replay", "expects one record file", ExitUsage);
    const std::string& path = args.positional().front();
    // A file too large to be a record is a malformed record; one that cannot be read is not.
    const fs::FileResult file = fs::readTextFile(path, fs::MaxRecordFileBytes);
    if (!file.ok())
        return fail("replay", file.message,
                    file.error == fs::FileErrorKind::TooLarge ? ExitBadRecord : ExitUsage);

    const fs::ParsedRecord parsed = fs::parseRecord(file.text);
    if (!parsed.ok())
        return fail("replay", path + ": " + parsed.error.message, exitCodeFor(parsed.error.kind));
    const fs::ReplayResult replayed = fs::replayRecord(parsed.record);
    if (!replayed.ok())
        return fail("replay", path + ": " + replayed.error.message,
                    exitCodeFor(replayed.error.kind));

    const fs::Match& match = *replayed.match;
    nlohmann::ordered_json out;
    out["game"] = parsed.record.game;
    out["deals"] = match.dealsPlayed();
    out["totals"] = match.totals();
    out["over"] = match.over();
    out["winners"] = match.over() ? match.status().winners : std::vector<int>{};
    out["midDeal"] = replayed.endsMidDeal;
    std::cout << out.dump() << '\n';
    return ExitOk;
}

} // namespace cli
