#include "benchsearch.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace cli {
namespace {

using Clock = std::chrono::steady_clock;

// Runs `step` round the positions until `seconds` have passed, looking at the clock only every
// `batch` steps so that it costs nothing measurable; `step` returns how much work it did.
template <class Step>
Rate timed(const std::deque<Position>& at, double seconds, int batch, Step step)
{
    Rate rate;
    const auto start = Clock::now();
    const auto budget = std::chrono::duration<double>(seconds);
    std::size_t next = 0;
    for (;;) {
        for (int i = 0; i < batch; ++i) {
            rate.count += step(at[next], rate.checksum);
            next = next + 1 == at.size() ? 0 : next + 1;
        }
        const std::chrono::duration<double> elapsed = Clock::now() - start;
        if (elapsed >= budget) {
            rate.seconds = elapsed.count();
            return rate;
        }
    }
}

} // namespace

Rate sampledWorlds(const std::deque<Position>& at, double seconds, std::uint64_t seed)
{
    fs::Rng rng(seed);
    return timed(at, seconds, 256, [&](const Position& p, std::int64_t& checksum) {
        const fs::GameState world = p.sampler.sample(rng);
        checksum += static_cast<std::int64_t>(world.hand(world.toAct).bits() & 0xffff);
        return std::uint64_t{1};
    });
}

Rate sampledRollouts(const std::deque<Position>& at, double seconds, std::uint64_t seed)
{
    fs::Rng rng(seed);
    return timed(at, seconds, 256, [&](const Position& p, std::int64_t& checksum) {
        fs::GameState world = p.sampler.sample(rng);
        const fs::Rules& rules = world.rules();
        rules.randomPlayout(world, rng);
        checksum += rules.score(world).points[0];
        return std::uint64_t{1};
    });
}

Rate searchSimulations(const fs::GameInfo& game, const std::deque<Position>& at, double seconds,
                       std::uint64_t seed)
{
    const auto player = fs::makePlayer(game, fs::Level::Hard);
    fs::Rng rng(seed);
    return timed(at, seconds, 1, [&](const Position& p, std::int64_t& checksum) {
        const fs::Decision d = player->decide(p.view, rng, fs::Thinking{});
        checksum += d.action.seat;
        return static_cast<std::uint64_t>(d.playouts);
    });
}

Latency decisionLatency(const fs::GameInfo& game, fs::Level level, const std::deque<Position>& at,
                        std::uint64_t seed, std::chrono::milliseconds budget)
{
    const auto player = fs::makePlayer(game, level);
    std::vector<double> ms;
    std::vector<int> searched;
    ms.reserve(at.size());
    for (std::size_t i = 0; i < at.size(); ++i) {
        fs::Rng rng = fs::decisionRng(seed, i);
        const auto start = Clock::now();
        fs::Thinking thinking;
        if (budget.count() > 0)
            thinking.deadline = start + budget;
        const fs::Decision d = player->decide(at[i].view, rng, thinking);
        const std::chrono::duration<double, std::milli> took = Clock::now() - start;
        ms.push_back(took.count());
        if (d.worlds > 0)
            searched.push_back(d.worlds);
    }
    Latency l;
    if (ms.empty())
        return l;
    // Nearest rank: the smallest value at least that share of the sorted values do not exceed.
    auto rank = [](const auto& sorted, double share) {
        const auto r =
            static_cast<std::size_t>(std::ceil(share * static_cast<double>(sorted.size())));
        return sorted[std::max<std::size_t>(r, 1) - 1];
    };
    std::sort(ms.begin(), ms.end());
    l.p50 = rank(ms, 0.50);
    l.p95 = rank(ms, 0.95);
    l.max = ms.back();
    if (!searched.empty()) {
        std::sort(searched.begin(), searched.end());
        l.searchedP5 = rank(searched, 0.05);
        l.searchedP50 = rank(searched, 0.50);
    }
    return l;
}

} // namespace cli
