#pragma once
// What the computer players cost, measured over the bench's fixed positions (benchdeals.h):
// sampling worlds, sampling with one rollout each, the search's simulations, and how long one
// decision takes at each level.

#include "benchdeals.h"

#include "ai/levels.h"
#include "registry/gameregistry.h"

#include <chrono>
#include <deque>
#include <string>
#include <vector>

namespace cli {

struct Rate {
    std::uint64_t count = 0;
    double seconds = 0;
    std::int64_t checksum = 0; // keeps the optimiser from skipping the work
    double perSecond() const { return seconds > 0 ? static_cast<double>(count) / seconds : 0; }
};

// Sampler::sample round the positions for `seconds`.
Rate sampledWorlds(const std::deque<Position>& at, double seconds, std::uint64_t seed);
// The same, each world played out to the end of the deal at random and scored.
Rate sampledRollouts(const std::deque<Position>& at, double seconds, std::uint64_t seed);
// Hard-level decisions round the positions for `seconds`; counts tree-search iterations.
Rate searchSimulations(const fs::GameInfo& game, const std::deque<Position>& at, double seconds,
                       std::uint64_t seed);

struct Latency {
    double p50 = 0, p95 = 0, max = 0; // milliseconds
    // Iterations (sampled deals for a flat search) of the decisions that searched: the 5th
    // percentile and the median; 0 where none did.
    int searchedP5 = 0, searchedP50 = 0;
};

// One decision at every position, each from the generator decisionRng(seed, position): at the
// level's fixed effort, or with a deadline `budget` after it starts.
Latency decisionLatency(const fs::GameInfo& game, fs::Level level, const std::deque<Position>& at,
                        std::uint64_t seed,
                        std::chrono::milliseconds budget = std::chrono::milliseconds(0));

} // namespace cli
