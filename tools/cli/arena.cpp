// followsuit-cli arena: computer levels against each other on duplicate deals. Every deal
// sequence (one match seed) is played once per rotation of the seats, so each level meets the
// same cards from every chair, and the luck of the deal cancels out of the comparison. It prints,
// per level, the mean points per deal and the share of matches won, and for each pair of levels
// the difference in match wins, each with a 95% confidence interval over the deal sequences.

#include "arenastats.h"
#include "args.h"
#include "commands.h"
#include "setupwords.h"

#include "ai/levels.h"
#include "core/match.h"
#include "registry/gameregistry.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>

namespace cli {
namespace {

constexpr int MaxDealsPerMatch = 500; // a match that never ends would be a bug in the rules

struct ArenaSetup {
    const fs::GameInfo* info = nullptr;
    std::shared_ptr<const fs::Rules> rules;
    fs::Options options;
    std::vector<fs::Level> seats;
    std::vector<fs::Level> levels; // distinct, strongest first
    long deals = 0;
    std::uint64_t seed = 1;
    int jobs = 1;
};

// One deal sequence played in every rotation: per level, its share of the matches won and its
// points per deal, averaged over the seats it held.
struct SequenceResult {
    std::uint64_t seed = 0;
    long deals = 0;
    std::map<fs::Level, double> wins;
    std::map<fs::Level, double> points;
};

SequenceResult playSequence(const ArenaSetup& setup, std::uint64_t seed,
                            const std::vector<std::unique_ptr<fs::ComputerPlayer>>& players)
{
    const fs::Rules& rules = *setup.rules;
    const int n = rules.seats();
    SequenceResult result;
    result.seed = seed;
    std::map<fs::Level, double> winSum, pointSum, seatCount, dealCount;
    for (int rotation = 0; rotation < n; ++rotation) {
        std::vector<fs::Level> level(static_cast<std::size_t>(n));
        for (int seat = 0; seat < n; ++seat)
            level[static_cast<std::size_t>(seat)] =
                setup.seats[static_cast<std::size_t>((seat + rotation) % n)];
        fs::Match match(setup.rules, seed);
        while (!match.over() && match.dealsPlayed() < MaxDealsPerMatch) {
            if (!match.dealInProgress())
                match.startDeal();
            const int seat = match.state().toAct;
            fs::Rng rng = fs::decisionRng(seed, match.actions().size());
            const auto& player =
                players[static_cast<std::size_t>(level[static_cast<std::size_t>(seat)])];
            const fs::Action action = player->choose(match.viewFor(seat), rng);
            if (match.apply(action) != fs::Reason::None) {
                std::cerr << "followsuit-cli arena: a computer player chose an illegal action\n";
                std::exit(ExitInternal);
            }
        }
        result.deals += match.dealsPlayed();
        const std::vector<int> totals = match.totals();
        const auto& winners = match.status().winners;
        for (int seat = 0; seat < n; ++seat) {
            const fs::Level l = level[static_cast<std::size_t>(seat)];
            const int column = rules.columnOf(seat);
            const bool won = std::count(winners.begin(), winners.end(), column) > 0;
            winSum[l] += won ? 1.0 / static_cast<double>(winners.size()) : 0.0;
            pointSum[l] += totals[static_cast<std::size_t>(column)];
            seatCount[l] += 1;
            dealCount[l] += match.dealsPlayed();
        }
    }
    for (const auto& [l, seats] : seatCount) {
        result.wins[l] = winSum[l] / seats;
        result.points[l] = pointSum[l] / dealCount[l];
    }
    return result;
}

std::string percent(double x)
{
    char text[32];
    std::snprintf(text, sizeof text, "%5.1f%%", 100 * x);
    return text;
}

std::string fixed(double x, const char* format = "%6.2f")
{
    char text[32];
    std::snprintf(text, sizeof text, format, x);
    return text;
}

std::string levelNames(const std::vector<fs::Level>& levels)
{
    std::string out;
    for (const fs::Level l : levels)
        out += (out.empty() ? "" : ",") + std::string(fs::levelName(l));
    return out;
}

// `results` in seed order.
void report(const ArenaSetup& setup, const std::vector<SequenceResult>& results)
{
    long deals = 0;
    for (const SequenceResult& r : results)
        deals += r.deals;
    const int n = setup.rules->seats();
    std::cout << "Arena: " << setup.info->name << ", " << n << " players, seats "
              << levelNames(setup.seats) << "\n";
    std::cout << results.size() << " deal sequences (seeds " << setup.seed << ".."
              << setup.seed + results.size() - 1 << "), each played in " << n
              << " seat rotations: " << results.size() * static_cast<std::size_t>(n) << " matches, "
              << deals << " deals\n\n";
    std::cout << "level    points/deal (95% CI)   match wins (95% CI)\n";
    for (const fs::Level l : setup.levels) {
        std::vector<double> wins, points;
        for (const SequenceResult& r : results) {
            wins.push_back(r.wins.at(l));
            points.push_back(r.points.at(l));
        }
        const Estimate w = estimate(wins), p = estimate(points);
        std::string name(fs::levelName(l));
        name.resize(8, ' ');
        std::cout << name << fixed(p.mean) << " ± " << fixed(p.halfWidth, "%-5.2f") << "        "
                  << percent(w.mean) << " ± " << percent(w.halfWidth) << "\n";
    }
    if (setup.levels.size() < 2)
        return;
    std::cout << "\nPaired differences over the same deal sequences (95% CI):\n";
    for (std::size_t i = 0; i + 1 < setup.levels.size(); ++i)
        for (std::size_t j = i + 1; j < setup.levels.size(); ++j) {
            const fs::Level a = setup.levels[i], b = setup.levels[j];
            std::vector<double> wins, points;
            for (const SequenceResult& r : results) {
                wins.push_back(r.wins.at(a) - r.wins.at(b));
                points.push_back(r.points.at(a) - r.points.at(b));
            }
            const Estimate w = estimate(wins), p = estimate(points);
            const bool clear = std::abs(w.mean) > w.halfWidth;
            std::cout << fs::levelName(a) << " - " << fs::levelName(b) << ": match wins "
                      << (w.mean >= 0 ? "+" : "") << fixed(100 * w.mean, "%.1f") << " ± "
                      << fixed(100 * w.halfWidth, "%.1f") << " points"
                      << (clear
                              ? (w.mean > 0 ? "  (" + std::string(fs::levelName(a)) + " wins more)"
                                            : "  (" + std::string(fs::levelName(b)) + " wins more)")
                              : "  (no clear difference)")
                      << ";  points/deal " << (p.mean >= 0 ? "+" : "") << fixed(p.mean, "%.2f")
                      << " ± " << fixed(p.halfWidth, "%.2f") << "\n";
        }
}

std::optional<ArenaSetup> readSetup(const Words& words, std::string& error)
{
    Args args(words,
              {{"game"}, {"players"}, {"option", true}, {"seats"}, {"deals"}, {"seed"}, {"jobs"}},
              0);
    const auto playerCount = args.unsignedValue("players", 0);
    const auto deals = args.unsignedValue("deals", 200);
    const auto seed = args.unsignedValue("seed", 1);
    const auto jobs = args.unsignedValue("jobs", 1);
    if (!args.ok() || !playerCount || !deals || !seed || !jobs) {
        error = args.error();
        return std::nullopt;
    }
    if (!args.has("game") || !args.has("seats")) {
        error = "--game and --seats are required";
        return std::nullopt;
    }
    ArenaSetup setup;
    setup.info = fs::findGame(*args.value("game"));
    if (!setup.info) {
        error = "unknown game '" + *args.value("game") + "' (see 'followsuit-cli games')";
        return std::nullopt;
    }
    const auto options = gameOptions(args, error);
    const auto seats = options ? levelList(*args.value("seats"), "seats", error) : std::nullopt;
    if (!seats)
        return std::nullopt;
    setup.options = *options;
    setup.seats = *seats;
    const int players = args.has("players")
                            ? static_cast<int>(std::min<std::uint64_t>(*playerCount, 99))
                            : static_cast<int>(setup.seats.size());
    setup.rules = fs::createRules(setup.info->id, players, setup.options, error);
    if (!setup.rules)
        return std::nullopt;
    if (static_cast<int>(setup.seats.size()) != players) {
        error = "--seats names " + std::to_string(setup.seats.size()) + " levels for " +
                std::to_string(players) + " players";
        return std::nullopt;
    }
    for (auto it = fs::AllLevels.rbegin(); it != fs::AllLevels.rend(); ++it)
        if (std::find(setup.seats.begin(), setup.seats.end(), *it) != setup.seats.end())
            setup.levels.push_back(*it);
    setup.deals = static_cast<long>(std::min<std::uint64_t>(*deals, 100'000'000));
    setup.seed = *seed;
    setup.jobs = static_cast<int>(std::clamp<std::uint64_t>(*jobs, 1, 64));
    return setup;
}

} // namespace

int runArena(const Words& words)
{
    std::string error;
    const auto setup = readSetup(words, error);
    if (!setup)
        return fail("arena", error, ExitUsage);
    std::vector<std::unique_ptr<fs::ComputerPlayer>> players;
    for (const fs::Level l : fs::AllLevels)
        players.push_back(fs::makePlayer(*setup->info, l));

    // Deal sequences go to the workers in seed order until enough deals are played. With more
    // than one job a few more sequences than needed may be under way when that happens; only
    // the shortest run of seeds that reaches the deals asked for is reported, so the report is
    // the same for any number of jobs.
    std::atomic<std::uint64_t> next{0};
    std::atomic<long> dealsPlayed{0};
    std::mutex lock;
    std::vector<SequenceResult> results;
    auto work = [&] {
        while (dealsPlayed.load() < setup->deals) {
            const std::uint64_t k = next.fetch_add(1);
            SequenceResult r = playSequence(*setup, setup->seed + k, players);
            dealsPlayed += r.deals;
            const std::lock_guard<std::mutex> guard(lock);
            results.push_back(std::move(r));
        }
    };
    std::vector<std::thread> workers;
    for (int j = 1; j < setup->jobs; ++j)
        workers.emplace_back(work);
    work();
    for (std::thread& t : workers)
        t.join();
    std::sort(results.begin(), results.end(),
              [](const SequenceResult& a, const SequenceResult& b) { return a.seed < b.seed; });
    long counted = 0;
    std::size_t needed = 0;
    while (needed < results.size() && counted < setup->deals)
        counted += results[needed++].deals;
    results.resize(needed);
    report(*setup, results);
    return ExitOk;
}

} // namespace cli
