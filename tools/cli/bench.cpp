// followsuit-cli bench: on one core, what the computer players' search is made of: random
// full-deal playouts per second, sampled worlds per second (alone and with one rollout each),
// search simulations per second, and decision latency at each level over a fixed set of
// positions (docs/ai.md). The playout loop works on GameState directly and reuses one DealSetup,
// so the only work measured is shuffling, the rules and scoring.

#include "args.h"
#include "benchdeals.h"
#include "benchsearch.h"
#include "commands.h"

#include "ai/thinkingbudget.h"
#include "core/rolloutpath.h"
#include "registry/gameregistry.h"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>

namespace cli {
namespace {

struct BenchResult {
    std::uint64_t deals = 0;
    std::uint64_t actions = 0;
    std::int64_t checksum = 0; // keeps the optimiser from skipping the scoring; equal on both
                               // rollout paths for the same deals
    double seconds = 0;
};

struct BenchSettings {
    double seconds = 3;
    std::uint64_t seed = 1;
    std::optional<std::uint64_t> deals; // a fixed number of playouts instead of a time
    int positions = 200;
    bool budget = false; // also time each level against its thinking budget
};

// Plays one deal to the end with uniformly random legal actions through the rules' rollout
// entry point (the one search players use); returns the number of cards played.
int playout(const fs::Rules& rules, const fs::DealSetup& setup, fs::Rng& rng,
            std::int64_t& checksum)
{
    fs::GameState state = rules.newDeal(setup);
    rules.randomPlayout(state, rng);
    const fs::DealScore score = rules.score(state);
    // Mixed in unsigned arithmetic, which wraps by definition (a signed overflow would not).
    auto mix = [&checksum](std::uint64_t factor, std::int64_t value) {
        checksum = static_cast<std::int64_t>(static_cast<std::uint64_t>(checksum) * factor +
                                             static_cast<std::uint64_t>(value));
    };
    for (int seat = 0; seat < rules.seats(); ++seat)
        mix(31, score.points[static_cast<std::size_t>(seat)]);
    for (int t = 0; t < state.tricksDone; ++t)
        mix(7, state.trickWinners[static_cast<std::size_t>(t)]);
    return state.playedCount;
}

BenchResult playouts(const fs::Rules& rules, const BenchSettings& settings)
{
    using Clock = std::chrono::steady_clock;
    fs::Rng rng(settings.seed);
    fs::DealSetup setup;
    const int cycle = dealCycle(rules);
    BenchResult result;
    const auto start = Clock::now();
    const auto budget = std::chrono::duration<double>(settings.seconds);
    for (;;) {
        // Look at the clock only every few thousand deals, so it costs nothing measurable.
        for (int batch = 0; batch < 4096; ++batch) {
            if (settings.deals && result.deals == *settings.deals)
                break;
            prepareDeal(rules, cycle, result.deals, setup);
            shuffle(setup, rng);
            result.actions +=
                static_cast<std::uint64_t>(playout(rules, setup, rng, result.checksum));
            ++result.deals;
        }
        const std::chrono::duration<double> elapsed = Clock::now() - start;
        if (settings.deals ? result.deals == *settings.deals : elapsed >= budget) {
            result.seconds = elapsed.count();
            return result;
        }
    }
}

void print(const char* format, auto... values)
{
    char line[512];
    std::snprintf(line, sizeof line, format, values...);
    std::cout << line << std::flush;
}

void benchGame(const fs::GameInfo& info, const fs::Rules& rules, const BenchSettings& settings)
{
    const char* id = info.id.c_str();
    const BenchResult r = playouts(rules, settings);
    print("%s: %llu random full deals in %.2f s on one core\n"
          "%.0f deals/s (%.1f cards played per deal, %.1f ns per card; checksum %lld)\n",
          id, static_cast<unsigned long long>(r.deals), r.seconds,
          static_cast<double>(r.deals) / r.seconds,
          static_cast<double>(r.actions) / static_cast<double>(r.deals),
          r.seconds * 1e9 / static_cast<double>(r.actions), static_cast<long long>(r.checksum));
    print("%s: deals cycle through %d deal kinds (dealIndex 0..%d)\n", id, dealCycle(rules),
          dealCycle(rules) - 1);

    const std::deque<Position> at = positions(rules, settings.positions);
    const Rate worlds = sampledWorlds(at, settings.seconds, settings.seed);
    print("%s: %.0f sampled worlds/s (%d positions; checksum %lld)\n", id, worlds.perSecond(),
          settings.positions, static_cast<long long>(worlds.checksum));
    const Rate rollouts = sampledRollouts(at, settings.seconds, settings.seed);
    print("%s: %.0f sampled worlds with one random rollout each/s\n", id, rollouts.perSecond());
    const Rate sims = searchSimulations(info, at, settings.seconds, settings.seed);
    print("%s: %.0f search simulations/s (hard: sampled deals played out; %llu in "
          "%.2f s)\n",
          id, sims.perSecond(), static_cast<unsigned long long>(sims.count), sims.seconds);
    for (const fs::Level level : fs::AllLevels) {
        const Latency l = decisionLatency(info, level, at, settings.seed);
        print("%s: %-6s decision latency over %d positions: p50 %.4f ms, p95 %.4f ms, "
              "max %.4f ms\n",
              id, std::string(fs::levelName(level)).c_str(), settings.positions, l.p50, l.p95,
              l.max);
    }
    if (!settings.budget)
        return;
    for (const fs::Level level : fs::AllLevels) {
        const auto budget = fs::thinkingBudget(level);
        const Latency l = decisionLatency(info, level, at, settings.seed, budget);
        print("%s: %-6s at its %lld ms budget: p50 %.2f ms, p95 %.2f ms, max %.2f ms; "
              "iterations searched p5 %d, p50 %d\n",
              id, std::string(fs::levelName(level)).c_str(), static_cast<long long>(budget.count()),
              l.p50, l.p95, l.max, l.searchedP5, l.searchedP50);
    }
}

} // namespace

int runBench(const Words& words)
{
    Args args(words,
              {{"game"},
               {"all", false, true},
               {"budget", false, true},
               {"seconds"},
               {"seed"},
               {"deals"},
               {"positions"}},
              0);
    BenchSettings settings;
    const auto seconds = args.secondsValue("seconds", 3.0);
    const auto seed = args.unsignedValue("seed", 1);
    const auto deals = args.unsignedValue("deals", 0);
    const auto positions = args.unsignedValue("positions", 200);
    if (!args.ok() || !seconds || !seed || !deals || !positions)
        return fail("bench", args.error(), ExitUsage);
    if (args.has("game") == args.has("all"))
        return fail("bench", "give either --game ID or --all", ExitUsage);
    if (*positions < 1 || *positions > 100000)
        return fail("bench", "--positions must be 1 to 100000", ExitUsage);
    settings.seconds = *seconds;
    settings.seed = *seed;
    if (args.has("deals"))
        settings.deals = *deals;
    settings.positions = static_cast<int>(*positions);
    settings.budget = args.has("budget");

    std::vector<const fs::GameInfo*> games;
    if (args.has("game")) {
        const fs::GameInfo* info = fs::findGame(*args.value("game"));
        if (!info)
            return fail("bench", "unknown game '" + *args.value("game") + "'", ExitUsage);
        games.push_back(info);
    } else {
        for (const fs::GameInfo& info : fs::allGames())
            games.push_back(&info);
    }
    print("rollout path: %s (FOLLOWSUIT_ROLLOUT=baseline forces the baseline)\n",
          std::string(fs::rolloutPathName(fs::rolloutPath())).c_str());
    for (const fs::GameInfo* info : games) {
        std::string error;
        const auto rules = fs::createRules(info->id, info->defaultSeats, {}, error);
        if (!rules)
            return fail("bench", error, ExitUsage);
        benchGame(*info, *rules, settings);
    }
    return ExitOk;
}

} // namespace cli
