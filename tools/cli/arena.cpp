// followsuit-cli arena: computer players against each other on duplicate deals. Every deal
// sequence (one match seed) is played once per rotation of the seats, so each contender meets
// the same cards from every chair, and the luck of the deal cancels out of the comparison. It
// prints, per contender, the mean points per deal, the share of matches won, the share of bids
// made where the game bids, and the time per decision; for each pair the paired differences,
// with 95% confidence intervals over the deal sequences; and where the game bids with hands of
// more than one size (Oh Hell), the bids made at each size. The contenders are the three levels and
// the two reference searches (ai/referenceplayer.h), the yardsticks of docs/ai.md. With --budget
// the levels think to a deadline, as at the app's table, and the report says how many
// iterations they reached. With --sheets every deal's score sheet goes to a CSV file, for the
// questions the report does not answer (tools/arena/sheets.py).

#include "arenaplay.h"
#include "arenastats.h"
#include "args.h"
#include "commands.h"
#include "setupwords.h"

#include "ai/referenceplayer.h"
#include "registry/gameregistry.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

namespace cli {
namespace {

struct Arena {
    ArenaSetup setup;
    const fs::GameInfo* info = nullptr;
    long deals = 0;
    std::uint64_t seed = 1;
    int jobs = 1;
    int referenceSims = 1000;
    std::string sheetsPath; // --sheets: where every deal's lines go, as CSV
};

std::string fixed(double x, const char* format = "%6.2f")
{
    char text[32];
    std::snprintf(text, sizeof text, format, x);
    return text;
}

std::string percent(const Estimate& e)
{
    return fixed(100 * e.mean, "%5.1f%%") + " ± " + fixed(100 * e.halfWidth, "%4.1f%%");
}

// A paired difference of shares, in percentage points: "+1.2 ± 3.4 points".
std::string pointsDifference(const Estimate& e)
{
    return (e.mean >= 0 ? "+" : "") + fixed(100 * e.mean, "%.1f") + " ± " +
           fixed(100 * e.halfWidth, "%.1f") + " points";
}

std::string names(const std::vector<Contender>& list)
{
    std::string out;
    for (const Contender c : list)
        out += (out.empty() ? "" : ",") + contenderName(c);
    return out;
}

template <class F> Estimate over(const std::vector<SequenceResult>& results, F value)
{
    std::vector<double> xs;
    for (const SequenceResult& r : results)
        xs.push_back(value(r));
    return estimate(xs);
}

// The time every decision the contender took: mean, 95th percentile and longest.
struct ThinkTimes {
    double mean = 0, p95 = 0, max = 0;
};

ThinkTimes thinking(const std::vector<SequenceResult>& results, Contender c)
{
    std::vector<float> ms;
    for (const SequenceResult& r : results) {
        const auto& t = r.by.at(c).thinkMs;
        ms.insert(ms.end(), t.begin(), t.end());
    }
    if (ms.empty())
        return {};
    double sum = 0;
    for (const float x : ms)
        sum += x;
    const std::size_t k = ms.size() * 95 / 100;
    std::nth_element(ms.begin(), ms.begin() + static_cast<std::ptrdiff_t>(k), ms.end());
    return {sum / static_cast<double>(ms.size()), ms[k], *std::max_element(ms.begin(), ms.end())};
}

// The iterations (sampled deals for a flat search) of the contender's searched decisions:
// mean and 5th percentile; none where it does not search.
std::optional<std::pair<double, int>> searchedIterations(const std::vector<SequenceResult>& results,
                                                         Contender c)
{
    std::vector<int> n;
    for (const SequenceResult& r : results) {
        const auto& s = r.by.at(c).searched;
        n.insert(n.end(), s.begin(), s.end());
    }
    if (n.empty())
        return std::nullopt;
    double sum = 0;
    for (const int x : n)
        sum += x;
    const std::size_t k = n.size() * 5 / 100;
    std::nth_element(n.begin(), n.begin() + static_cast<std::ptrdiff_t>(k), n.end());
    return std::pair{sum / static_cast<double>(n.size()), n[k]};
}

// Each pair of contenders, the stronger first: match (or deal) wins, points and bids made.
void reportDifferences(const ArenaSetup& setup, const std::vector<SequenceResult>& results,
                       bool bidding)
{
    std::cout << "\nPaired differences over the same deal sequences (95% CI):\n";
    for (std::size_t i = 0; i + 1 < setup.contenders.size(); ++i)
        for (std::size_t j = i + 1; j < setup.contenders.size(); ++j) {
            const Contender a = setup.contenders[i], b = setup.contenders[j];
            const Estimate w =
                over(results, [&](auto& r) { return r.by.at(a).wins - r.by.at(b).wins; });
            const Estimate p =
                over(results, [&](auto& r) { return r.by.at(a).points - r.by.at(b).points; });
            const bool clear = std::abs(w.mean) > w.halfWidth;
            std::cout << contenderName(a) << " - " << contenderName(b) << ": "
                      << (setup.onlyDeal > 0 ? "deal" : "match") << " wins " << pointsDifference(w)
                      << (clear ? "  (" + contenderName(w.mean > 0 ? a : b) + " wins more)"
                                : "  (no clear difference)")
                      << ";  points/deal " << (p.mean >= 0 ? "+" : "") << fixed(p.mean, "%.2f")
                      << " ± " << fixed(p.halfWidth, "%.2f");
            if (bidding) {
                const Estimate m = over(
                    results, [&](auto& r) { return r.by.at(a).bidsMade - r.by.at(b).bidsMade; });
                std::cout << ";  bids made " << pointsDifference(m);
            }
            std::cout << "\n";
        }
}

// One contender's share of bids made in deals of `tricks` tricks, in one deal sequence.
std::optional<double> madeShare(const SequenceResult& r, Contender c, int tricks)
{
    const auto& by = r.by.at(c).bidsByTricks;
    const auto it = by.find(tricks);
    if (it == by.end() || it->second.bids == 0)
        return std::nullopt;
    return static_cast<double>(it->second.made) / static_cast<double>(it->second.bids);
}

// Where the deals of a match differ in their number of tricks (Oh Hell's hand sizes), each
// contender's share of bids made at each, and each one's difference from the last contender
// (the reference when it is seated), paired over the deal sequences.
void reportBidsByTricks(const ArenaSetup& setup, const std::vector<SequenceResult>& results)
{
    std::set<int> sizes;
    for (const SequenceResult& r : results)
        for (const auto& [c, result] : r.by)
            for (const auto& [tricks, count] : result.bidsByTricks)
                sizes.insert(tricks);
    if (sizes.size() < 2)
        return;
    const std::vector<Contender>& contenders = setup.contenders;
    const Contender last = contenders.back();
    std::cout << "\nBids made by the number of tricks in the deal (95% CI over the deal "
                 "sequences):\ntricks";
    for (const Contender c : contenders) {
        std::string name = contenderName(c);
        name.resize(18, ' ');
        std::cout << "  " << name;
    }
    for (const Contender c : contenders)
        if (c != last)
            std::cout << "  " << contenderName(c) << " - " << contenderName(last);
    std::cout << "\n";
    for (const int tricks : sizes) {
        std::cout << fixed(tricks, "%6.0f");
        for (const Contender c : contenders) {
            std::vector<double> xs;
            for (const SequenceResult& r : results)
                if (const auto x = madeShare(r, c, tricks))
                    xs.push_back(*x);
            std::cout << "  " << percent(estimate(xs)) << "    ";
        }
        for (const Contender c : contenders) {
            if (c == last)
                continue;
            std::vector<double> ds;
            for (const SequenceResult& r : results) {
                const auto x = madeShare(r, c, tricks), y = madeShare(r, last, tricks);
                if (x && y)
                    ds.push_back(*x - *y);
            }
            std::cout << "  " << pointsDifference(estimate(ds));
        }
        std::cout << "\n";
    }
}

// `results` in seed order.
void report(const Arena& arena, const std::vector<SequenceResult>& results)
{
    const ArenaSetup& setup = arena.setup;
    long deals = 0;
    for (const SequenceResult& r : results)
        deals += r.deals;
    const int n = setup.rules->seats();
    const bool bidding = std::any_of(results.begin(), results.end(), [](const SequenceResult& r) {
        return r.by.begin()->second.bids > 0;
    });
    std::cout << "Arena: " << arena.info->name << ", " << n << " players, seats "
              << names(setup.seats);
    if (setup.onlyDeal > 0)
        std::cout << ", only deal " << setup.onlyDeal << " of a match, from 0-0";
    if (std::any_of(setup.seats.begin(), setup.seats.end(), isReference))
        std::cout << ", reference " << arena.referenceSims << " iterations";
    if (setup.budget.count() > 0)
        std::cout << ", levels thinking " << setup.budget.count() << " ms a decision";
    std::cout << "\n"
              << results.size() << " deal sequences (seeds " << arena.seed << ".."
              << arena.seed + results.size() - 1 << "), each played in " << n
              << " seat rotations: " << results.size() * static_cast<std::size_t>(n)
              << (setup.onlyDeal > 0 ? " deals" : " matches, " + std::to_string(deals) + " deals")
              << "\n\n";
    std::cout << "player            points/deal (95% CI)  "
              << (setup.onlyDeal > 0 ? "deal" : "match") << " wins (95% CI)"
              << (bidding ? "   bids made (95% CI)" : "") << "   ms/decision mean, p95, max\n";
    for (const Contender c : setup.contenders) {
        std::string name = contenderName(c);
        name.resize(17, ' ');
        const ThinkTimes took = thinking(results, c);
        std::cout << name << fixed(over(results, [c](auto& r) { return r.by.at(c).points; }).mean)
                  << " ± "
                  << fixed(over(results, [c](auto& r) { return r.by.at(c).points; }).halfWidth,
                           "%-5.2f")
                  << "        " << percent(over(results, [c](auto& r) { return r.by.at(c).wins; }))
                  << (bidding
                          ? "        " +
                                percent(over(results, [c](auto& r) { return r.by.at(c).bidsMade; }))
                          : "")
                  << "        " << fixed(took.mean, "%.2f") << ", " << fixed(took.p95, "%.2f")
                  << ", " << fixed(took.max, "%.2f") << "\n";
    }
    std::cout << "\nIterations (sampled deals for a flat search) a searched decision, mean and "
                 "5th percentile:\n";
    for (const Contender c : setup.contenders)
        if (const auto n = searchedIterations(results, c))
            std::cout << "  " << contenderName(c) << ": " << fixed(n->first, "%.0f") << ", "
                      << n->second << "\n";
    if (setup.contenders.size() > 1)
        reportDifferences(setup, results, bidding);
    if (bidding)
        reportBidsByTricks(setup, results);
}

std::optional<Arena> readSetup(const Words& words, std::string& error)
{
    Args args(words,
              {{"game"},
               {"players"},
               {"option", true},
               {"seats"},
               {"deals"},
               {"seed"},
               {"jobs"},
               {"deal"},
               {"reference-sims"},
               {"budget"},
               {"sheets"}},
              0);
    const auto playerCount = args.unsignedValue("players", 0);
    const auto deals = args.unsignedValue("deals", 200);
    const auto seed = args.unsignedValue("seed", 1);
    const auto jobs = args.unsignedValue("jobs", 1);
    const auto onlyDeal = args.unsignedValue("deal", 0);
    const auto sims = args.unsignedValue("reference-sims", 1000);
    const auto budget = args.unsignedValue("budget", 0);
    if (!args.ok() || !playerCount || !deals || !seed || !jobs || !onlyDeal || !sims || !budget) {
        error = args.error();
        return std::nullopt;
    }
    if (!args.has("game") || !args.has("seats")) {
        error = "--game and --seats are required";
        return std::nullopt;
    }
    Arena arena;
    arena.info = fs::findGame(*args.value("game"));
    if (!arena.info) {
        error = "unknown game '" + *args.value("game") + "' (see 'followsuit-cli games')";
        return std::nullopt;
    }
    const auto options = gameOptions(args, error);
    const auto seats = options ? contenderList(*args.value("seats"), error) : std::nullopt;
    if (!seats)
        return std::nullopt;
    ArenaSetup& setup = arena.setup;
    setup.seats = *seats;
    const int players = args.has("players")
                            ? static_cast<int>(std::min<std::uint64_t>(*playerCount, 99))
                            : static_cast<int>(setup.seats.size());
    setup.rules = fs::createRules(arena.info->id, players, *options, error);
    if (!setup.rules)
        return std::nullopt;
    if (static_cast<int>(setup.seats.size()) != players) {
        error = "--seats names " + std::to_string(setup.seats.size()) + " levels for " +
                std::to_string(players) + " players";
        return std::nullopt;
    }
    if (*sims < 1 || *sims > 10'000'000) {
        error = "--reference-sims must be between 1 and 10000000";
        return std::nullopt;
    }
    if (*onlyDeal > 10'000) {
        error = "--deal must be at most 10000";
        return std::nullopt;
    }
    if (*budget > 60'000) {
        error = "--budget must be at most 60000 ms";
        return std::nullopt;
    }
    setup.budget = std::chrono::milliseconds(*budget);
    for (Contender c = 0; c <= LastContender; ++c)
        if (std::find(setup.seats.begin(), setup.seats.end(), c) != setup.seats.end())
            setup.contenders.push_back(c);
    // Strongest level first, then the references.
    std::stable_sort(
        setup.contenders.begin(), setup.contenders.end(), [](Contender a, Contender b) {
            const auto rank = [](Contender c) { return isReference(c) ? Reference - 1 - c : c; };
            return rank(a) > rank(b);
        });
    setup.onlyDeal = static_cast<int>(*onlyDeal);
    arena.deals = static_cast<long>(std::min<std::uint64_t>(*deals, 100'000'000));
    arena.seed = *seed;
    arena.jobs = static_cast<int>(std::clamp<std::uint64_t>(*jobs, 1, 64));
    arena.referenceSims = static_cast<int>(*sims);
    if (args.has("sheets")) {
        arena.sheetsPath = *args.value("sheets");
        setup.keepSheets = true;
    }
    for (const fs::Level l : fs::AllLevels)
        setup.players.push_back(fs::makePlayer(*arena.info, l));
    setup.players.push_back(
        std::make_shared<fs::ReferencePlayer>(fs::ReferenceSettings{arena.referenceSims, 2.0}));
    setup.players.push_back(std::make_shared<fs::ReferencePlayer>(
        fs::ReferenceSettings{arena.referenceSims, 2.0, true}));
    return arena;
}

} // namespace

int runArena(const Words& words)
{
    std::string error;
    const auto arena = readSetup(words, error);
    if (!arena)
        return fail("arena", error, ExitUsage);
    // Opened before the games, so that a path that cannot be written fails at once.
    std::ofstream sheets;
    if (!arena->sheetsPath.empty()) {
        sheets.open(arena->sheetsPath, std::ios::binary | std::ios::trunc);
        if (!sheets)
            return fail("arena", "cannot write '" + arena->sheetsPath + "'", ExitUsage);
        sheets << SheetHeader;
    }

    // Deal sequences go to the workers in seed order until enough deals are played. With more
    // than one job a few more sequences than needed may be under way when that happens; only
    // the shortest run of seeds that reaches the deals asked for is reported, so the report is
    // the same for any number of jobs (the times per decision aside).
    std::atomic<std::uint64_t> next{0};
    std::atomic<long> dealsPlayed{0};
    std::mutex lock;
    std::vector<SequenceResult> results;
    auto work = [&] {
        while (dealsPlayed.load() < arena->deals) {
            const std::uint64_t k = next.fetch_add(1);
            SequenceResult r = playSequence(arena->setup, arena->seed + k);
            dealsPlayed += r.deals;
            const std::lock_guard<std::mutex> guard(lock);
            results.push_back(std::move(r));
        }
    };
    std::vector<std::thread> workers;
    for (int j = 1; j < arena->jobs; ++j)
        workers.emplace_back(work);
    work();
    for (std::thread& t : workers)
        t.join();
    std::sort(results.begin(), results.end(),
              [](const SequenceResult& a, const SequenceResult& b) { return a.seed < b.seed; });
    long counted = 0;
    std::size_t needed = 0;
    while (needed < results.size() && counted < arena->deals)
        counted += results[needed++].deals;
    results.resize(needed);
    report(*arena, results);
    if (sheets.is_open()) {
        for (const SequenceResult& r : results)
            sheets << r.sheets;
        sheets.flush();
        if (!sheets)
            return fail("arena", "could not finish writing '" + arena->sheetsPath + "'", ExitUsage);
    }
    return ExitOk;
}

} // namespace cli
