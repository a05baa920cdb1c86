// followsuit-cli replay: check a game record and print where it ends as one line of JSON.

#include "args.h"
#include "commands.h"
#include "recordload.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace cli {

int runReplay(const Words& words)
{
    Args args(words, {}, 1);
    if (!args.ok())
        return fail("replay", args.error(), ExitUsage);
    if (args.positional().size() != 1)
        return fail("replay", "expects one record file", ExitUsage);
    const LoadedRecord loaded = loadRecord("replay", args.positional().front());
    if (loaded.exitCode != ExitOk)
        return loaded.exitCode;

    const fs::Match& match = *loaded.replayed.match;
    nlohmann::ordered_json out;
    out["game"] = loaded.record.game;
    out["deals"] = match.dealsPlayed();
    out["totals"] = match.totals();
    out["over"] = match.over();
    out["winners"] = match.over() ? match.status().winners : std::vector<int>{};
    out["midDeal"] = loaded.replayed.endsMidDeal;
    std::cout << out.dump() << '\n';
    return ExitOk;
}

} // namespace cli
