// followsuit-benchmarks: the computer players' building blocks under Google Benchmark, per game
// (docs/ai.md). For every game at its usual seat count: a random full-deal playout over the
// deals a match cycles through, a world sampled from a seat's knowledge, a sampled world played
// out and scored, and one decision at each level, on the fixed positions `followsuit-cli bench`
// uses. Google Benchmark repeats each until its time settles and prints the rates
// (items_per_second) and the mean time per decision; `followsuit-cli bench` adds p50/p95/max.

#include "../cli/benchdeals.h"

#include "ai/levels.h"
#include "registry/gameregistry.h"

#include <benchmark/benchmark.h>

#include <deque>
#include <iostream>
#include <memory>
#include <string>

namespace {

constexpr int PositionCount = 100;

struct GameBench {
    GameBench(const fs::GameInfo& game, std::shared_ptr<const fs::Rules> r)
        : info(&game), rules(std::move(r)), positions(cli::positions(*rules, PositionCount))
    {
    }
    const fs::GameInfo* info;
    std::shared_ptr<const fs::Rules> rules;
    std::deque<cli::Position> positions; // the samplers point into these: never moved
};

void randomPlayout(benchmark::State& state, const GameBench& g)
{
    fs::Rng rng(1);
    fs::DealSetup setup;
    const int cycle = cli::dealCycle(*g.rules);
    std::uint64_t number = 0;
    for ([[maybe_unused]] auto _ : state) {
        cli::prepareDeal(*g.rules, cycle, number++, setup);
        cli::shuffle(setup, rng);
        fs::GameState deal = g.rules->newDeal(setup);
        g.rules->randomPlayout(deal, rng);
        benchmark::DoNotOptimize(deal.trickWinners);
    }
    state.SetItemsProcessed(state.iterations());
}

void sampledWorld(benchmark::State& state, const GameBench& g)
{
    fs::Rng rng(1);
    std::size_t next = 0;
    for ([[maybe_unused]] auto _ : state) {
        const fs::GameState world = g.positions[next].sampler.sample(rng);
        benchmark::DoNotOptimize(world.hands);
        next = next + 1 == g.positions.size() ? 0 : next + 1;
    }
    state.SetItemsProcessed(state.iterations());
}

void sampledRollout(benchmark::State& state, const GameBench& g)
{
    fs::Rng rng(1);
    std::size_t next = 0;
    for ([[maybe_unused]] auto _ : state) {
        fs::GameState world = g.positions[next].sampler.sample(rng);
        g.rules->randomPlayout(world, rng);
        benchmark::DoNotOptimize(g.rules->score(world));
        next = next + 1 == g.positions.size() ? 0 : next + 1;
    }
    state.SetItemsProcessed(state.iterations());
}

// One decision per iteration, round the positions, each with the generator a match would give
// it; "playouts" counts the deals the search played out (items_per_second for Hard is its
// simulations per second).
void decision(benchmark::State& state, const GameBench& g, fs::Level level)
{
    const auto player = fs::makePlayer(*g.info, level);
    std::size_t next = 0;
    std::int64_t playouts = 0;
    for ([[maybe_unused]] auto _ : state) {
        fs::Rng rng = fs::decisionRng(1, next);
        const fs::Decision d = player->decide(g.positions[next].view, rng, fs::Thinking{});
        playouts += d.playouts;
        benchmark::DoNotOptimize(d.action);
        next = next + 1 == g.positions.size() ? 0 : next + 1;
    }
    if (playouts > 0) // Easy plays nothing out
        state.SetItemsProcessed(playouts);
}

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    std::deque<GameBench> games; // registered benchmarks refer to these by address
    for (const fs::GameInfo& info : fs::allGames()) {
        std::string error;
        auto rules = fs::createRules(info.id, info.defaultSeats, {}, error);
        if (!rules) {
            std::cerr << "followsuit-benchmarks: " << info.id << ": " << error << "\n";
            return 1;
        }
        const GameBench& g = games.emplace_back(info, std::move(rules));
        const std::string id = info.id;
        benchmark::RegisterBenchmark(("playout/" + id).c_str(), randomPlayout, std::cref(g));
        benchmark::RegisterBenchmark(("sample/" + id).c_str(), sampledWorld, std::cref(g));
        benchmark::RegisterBenchmark(("sample+rollout/" + id).c_str(), sampledRollout,
                                     std::cref(g));
        for (const fs::Level level : fs::AllLevels)
            benchmark::RegisterBenchmark(
                ("decision/" + id + "/" + std::string(fs::levelName(level))).c_str(), decision,
                std::cref(g), level)
                ->Unit(benchmark::kMillisecond);
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
