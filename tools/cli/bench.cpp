// followsuit-cli bench: random full-deal playouts per second on one core, the figure the
// computer players' search depends on. The loop works on GameState directly and reuses one
// DealSetup, so the only work measured is shuffling, the rules and scoring.

#include "args.h"
#include "commands.h"

#include "registry/gameregistry.h"

#include <chrono>
#include <cstdio>
#include <iostream>

namespace cli {
namespace {

struct BenchResult {
    std::uint64_t deals = 0;
    std::uint64_t actions = 0;
    std::int64_t checksum = 0; // keeps the optimiser from skipping the scoring
    double seconds = 0;
};

// Fisher-Yates in place. Each 64-bit draw serves two swaps (Lemire's multiply-shift on each
// half), which halves the generator's share of the loop.
void shuffle(fs::DealSetup& setup, fs::Rng& rng)
{
    auto swapWith = [&](int i, std::uint64_t half) {
        const auto j = static_cast<std::size_t>((half * static_cast<std::uint64_t>(i + 1)) >> 32);
        std::swap(setup.order[static_cast<std::size_t>(i)], setup.order[j]);
    };
    int i = setup.orderSize - 1;
    for (; i > 1; i -= 2) {
        const std::uint64_t word = rng.next();
        swapWith(i, word >> 32);
        swapWith(i - 1, word & 0xffffffffu);
    }
    if (i == 1)
        swapWith(1, rng.next() >> 32);
}

// Plays one deal to the end with uniformly random legal actions through the rules' rollout
// entry point (the one search players use); returns the number of cards played.
int playout(const fs::Rules& rules, const fs::DealSetup& setup, fs::Rng& rng,
            std::int64_t& checksum)
{
    fs::GameState state = rules.newDeal(setup);
    rules.randomPlayout(state, rng);
    checksum += rules.score(state).points[0];
    return state.playedCount;
}

BenchResult run(const fs::Rules& rules, double seconds, std::uint64_t seed)
{
    using Clock = std::chrono::steady_clock;
    fs::Rng rng(seed);
    fs::DealSetup setup;
    setup.orderSize = rules.pack().size();
    for (int i = 0; i < setup.orderSize; ++i)
        setup.order[static_cast<std::size_t>(i)] = fs::Card(i);
    BenchResult result;
    const auto start = Clock::now();
    const auto budget = std::chrono::duration<double>(seconds);
    for (;;) {
        // Look at the clock only every few thousand deals, so it costs nothing measurable.
        for (int batch = 0; batch < 4096; ++batch) {
            setup.dealIndex = static_cast<int>(result.deals % 4); // every passing direction
            setup.dealer =
                static_cast<int>(result.deals % static_cast<std::uint64_t>(rules.seats()));
            shuffle(setup, rng);
            result.actions +=
                static_cast<std::uint64_t>(playout(rules, setup, rng, result.checksum));
            ++result.deals;
        }
        const std::chrono::duration<double> elapsed = Clock::now() - start;
        if (elapsed >= budget) {
            result.seconds = elapsed.count();
            return result;
        }
    }
}

} // namespace

int runBench(const Words& words)
{
    Args args(words, {{"game"}, {"seconds"}, {"seed"}}, 0);
    const auto seconds = args.secondsValue("seconds", 3.0);
    const auto seed = args.unsignedValue("seed", 1);
    if (!args.ok() || !seconds || !seed)
        return fail("bench", args.error(), ExitUsage);
    if (!args.has("game"))
        return fail("bench", "--game is required", ExitUsage);
    const fs::GameInfo* info = fs::findGame(*args.value("game"));
    if (!info)
        return fail("bench", "unknown game '" + *args.value("game") + "'", ExitUsage);
    std::string error;
    const auto rules = fs::createRules(info->id, info->defaultSeats, {}, error);
    if (!rules)
        return fail("bench", error, ExitUsage);

    const BenchResult r = run(*rules, *seconds, *seed);
    const double perSecond = static_cast<double>(r.deals) / r.seconds;
    char line[256];
    std::snprintf(line, sizeof line,
                  "%s: %llu random full deals in %.2f s on one core\n"
                  "%.0f deals/s (%.1f cards played per deal, %.1f ns per card; checksum %lld)\n",
                  info->id.c_str(), static_cast<unsigned long long>(r.deals), r.seconds, perSecond,
                  static_cast<double>(r.actions) / static_cast<double>(r.deals),
                  r.seconds * 1e9 / static_cast<double>(r.actions),
                  static_cast<long long>(r.checksum));
    std::cout << line;
    return ExitOk;
}

} // namespace cli
