// followsuit-cli bestmove: what a computer player would do next in a recorded game, with what
// it weighed, as one line of JSON. Seeded the way play and the app seed that decision, so the
// answer for a record and a level is always the same one.

#include "args.h"
#include "commands.h"
#include "recordload.h"

#include "ai/levels.h"
#include "registry/gameregistry.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <iostream>

namespace cli {
namespace {

using Json = nlohmann::ordered_json;

// Four decimals are all a person reads, and they keep the output stable across compilers'
// last-digit differences in averaging.
double rounded(double x)
{
    return std::round(x * 10000.0) / 10000.0;
}

Json actionObject(const fs::Action& action, const fs::Rules& rules)
{
    return Json::parse(fs::actionJson(action, rules.pack(), rules.vocabulary()));
}

} // namespace

int runBestmove(const Words& words)
{
    Args args(words, {{"level"}, {"seed"}}, 1);
    const auto seed = args.unsignedValue("seed", 0);
    if (!args.ok() || !seed)
        return fail("bestmove", args.error(), ExitUsage);
    if (args.positional().size() != 1)
        return fail("bestmove", "expects one record file (or - for standard input)", ExitUsage);
    const auto levelText = args.value("level");
    if (!levelText)
        return fail("bestmove", "--level is required (easy, medium or hard)", ExitUsage);
    const auto level = fs::parseLevel(*levelText);
    if (!level)
        return fail("bestmove", "unknown level '" + *levelText + "' (easy, medium or hard)",
                    ExitUsage);

    const LoadedRecord loaded = loadRecord("bestmove", args.positional().front());
    if (loaded.exitCode != ExitOk)
        return loaded.exitCode;
    const fs::Match& match = *loaded.replayed.match;
    if (match.over())
        return fail("bestmove", "the match is over: there is no decision to make", ExitNoDecision);
    if (!match.dealInProgress())
        return fail("bestmove",
                    "no deal is in progress and the record has no seed or card order for the "
                    "next one: there is no decision to make",
                    ExitNoDecision);

    const fs::GameState& state = match.state();
    const int seat = state.toAct;
    const fs::GameInfo* info = fs::findGame(loaded.record.game);
    const auto player = fs::makePlayer(*info, *level);
    fs::Rng rng =
        args.has("seed") ? fs::Rng(*seed) : fs::decisionRng(match.seed(), match.actions().size());
    const fs::Decision decision = player->decide(match.viewFor(seat), rng, fs::Thinking{});
    const fs::Pack& pack = match.rules().pack();
    if (const fs::Reason refused = match.rules().whyIllegal(state, decision.action);
        refused != fs::Reason::None)
        return fail("bestmove",
                    "the computer player chose an illegal action (" +
                        fs::describeAction(decision.action, pack, match.rules().vocabulary()) +
                        "): " + std::string(fs::reasonName(match.rules().vocabulary(), refused)),
                    ExitInternal);

    Json out;
    out["game"] = loaded.record.game;
    out["seat"] = seat;
    out["level"] = std::string(fs::levelName(*level));
    out["action"] = actionObject(decision.action, match.rules());
    out["reason"] = decision.reason;
    out["options"] = Json::array();
    for (const fs::WeighedOption& option : decision.options)
        out["options"].push_back(Json{{"action", actionObject(option.action, match.rules())},
                                      {"value", rounded(option.value)},
                                      {"gain", rounded(option.gain)},
                                      {"tricks", rounded(option.tricks)}});
    out["worlds"] = decision.worlds;
    std::cout << out.dump() << '\n';
    return ExitOk;
}

} // namespace cli
