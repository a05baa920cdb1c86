// followsuit-cli replay: check a game record and print where it ends as one line of JSON.

#include "args.h"
#include "commands.h"

#include "record/gamerecord.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <iostream>
#include <iterator>

namespace cli {
namespace {

constexpr std::streamsize MaxFileBytes = 64 << 20;

std::optional<std::string> readFile(const std::string& path, std::string& error)
{
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        error = "cannot open " + path;
        return std::nullopt;
    }
    std::string text;
    char buffer[65536];
    while (file.read(buffer, sizeof buffer) || file.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(file.gcount()));
        if (static_cast<std::streamsize>(text.size()) > MaxFileBytes) {
            error = path + " is too large to be a game record";
            return std::nullopt;
        }
    }
    if (file.bad()) {
        error = "cannot read " + path;
        return std::nullopt;
    }
    return text;
}

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
    std::string error;
    const auto text = readFile(path, error);
    if (!text)
        return fail("replay", error, ExitUsage);

    const fs::ParsedRecord parsed = fs::parseRecord(*text);
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
