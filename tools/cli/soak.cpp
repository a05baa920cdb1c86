// followsuit-cli soak: plays every game, every seat count and every combination of option values
// (registry sampleValues) with every invariant of check/dealchecks.h checked at every decision,
// round after round, until enough deals are played. Seats alternate between the game's computer
// player and a random player, so both the computer players and odd corners of the rules are
// exercised. Built with sanitizers, a few rounds of this is CI's "computer-only play of
// everything"; a million deals is the soak (docs/robustness.md).

#include "args.h"
#include "commands.h"

#include "check/dealchecks.h"
#include "registry/gameregistry.h"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <limits>

namespace cli {
namespace {

struct Configuration {
    const fs::GameInfo* info = nullptr;
    int seats = 0;
    fs::Options options;
    std::shared_ptr<const fs::Rules> rules;
};

std::string describe(const Configuration& c)
{
    std::string text = c.info->id + " --players " + std::to_string(c.seats);
    for (const auto& [key, value] : c.options)
        text += " --option " + key + "=" + value;
    return text;
}

// The product of every option's sample values, for every seat count of every (chosen) game.
std::vector<Configuration> configurations(const std::string& onlyGame, std::string& error)
{
    std::vector<Configuration> all;
    for (const fs::GameInfo& info : fs::allGames()) {
        if (!onlyGame.empty() && info.id != onlyGame)
            continue;
        std::vector<fs::Options> combos(1);
        for (const fs::OptionInfo& option : info.options) {
            std::vector<fs::Options> next;
            for (const fs::Options& partial : combos)
                for (const std::string& value : fs::sampleValues(option)) {
                    next.push_back(partial);
                    next.back()[option.key] = value;
                }
            combos = std::move(next);
        }
        for (int seats = info.minSeats; seats <= info.maxSeats; ++seats)
            for (const fs::Options& options : combos) {
                Configuration c{&info, seats, options, nullptr};
                c.rules = fs::createRules(info.id, seats, options, error);
                if (!c.rules) {
                    error = describe(c) + ": " + error;
                    return {};
                }
                all.push_back(std::move(c));
            }
    }
    if (all.empty())
        error = "unknown game '" + onlyGame + "' (see 'followsuit-cli games')";
    return all;
}

struct Totals {
    long matches = 0;
    long finishedMatches = 0;
    long deals = 0;
    long actions = 0;
};

// One match of a configuration; returns what broke, or "".
std::string playMatch(const Configuration& c, std::uint64_t seed, int maxDeals, long dealBudget,
                      Totals& totals)
{
    fs::Match match(c.rules, seed);
    fs::Rng rng(seed ^ 0x736f616bull);
    const auto computer = c.info->computerPlayer();
    const fs::RandomPlayer random;
    while (!match.over() && match.dealsPlayed() < maxDeals && totals.deals < dealBudget) {
        match.startDeal();
        while (match.dealInProgress()) {
            if (std::string why = fs::check::position(match); !why.empty())
                return fs::check::where(match) + ": " + why;
            const int seat = match.state().toAct;
            const fs::PlayerView view = match.viewFor(seat);
            const bool randomSeat = (seat + static_cast<int>(seed)) % 2 == 1;
            const fs::Action action =
                randomSeat ? random.choose(view, rng) : computer->choose(view, rng);
            const std::string at = fs::check::where(match);
            if (std::string why = fs::check::applyAndCompare(match, action); !why.empty())
                return at + ": " + why;
            ++totals.actions;
        }
        ++totals.deals;
        if (match.rows().back().points.size() != static_cast<std::size_t>(c.rules->columns()))
            return fs::check::where(match) + ": a score row has the wrong number of columns";
    }
    ++totals.matches;
    totals.finishedMatches += match.over() ? 1 : 0;
    if (std::string why = fs::check::recordReplays(match, c.options); !why.empty())
        return "seed " + std::to_string(seed) + ": " + why;
    return {};
}

} // namespace

int runSoak(const Words& words)
{
    Args args(words, {{"deals"}, {"rounds"}, {"max-deals-per-match"}, {"seed"}, {"game"}}, 0);
    const auto deals = args.unsignedValue("deals", 0);
    const auto rounds = args.unsignedValue("rounds", 0);
    const auto maxDeals = args.unsignedValue("max-deals-per-match", 60);
    const auto firstSeed = args.unsignedValue("seed", 1);
    if (!args.ok() || !deals || !rounds || !maxDeals || !firstSeed)
        return fail("soak", args.error(), ExitUsage);
    if (*deals == 0 && *rounds == 0)
        return fail("soak", "give --deals N, --rounds N, or both", ExitUsage);
    std::string error;
    const std::vector<Configuration> configs =
        configurations(args.value("game").value_or(""), error);
    if (configs.empty())
        return fail("soak", error, ExitUsage);

    const long dealBudget = *deals ? static_cast<long>(std::min<std::uint64_t>(*deals, 1u << 30))
                                   : std::numeric_limits<long>::max();
    const int perMatch = static_cast<int>(std::min<std::uint64_t>(*maxDeals, 10000));
    Totals totals;
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t round = 0; (*rounds == 0 || round < *rounds) && totals.deals < dealBudget;
         ++round)
        for (const Configuration& c : configs) {
            if (totals.deals >= dealBudget)
                break;
            const std::uint64_t seed = *firstSeed + round;
            if (std::string why = playMatch(c, seed, perMatch, dealBudget, totals); !why.empty())
                return fail("soak", describe(c) + ", " + why, ExitInternal);
        }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%zu configurations, %ld matches (%ld finished), %ld deals, %ld actions: every "
                "invariant held\n%.1f s, %.0f deals/s\n",
                configs.size(), totals.matches, totals.finishedMatches, totals.deals,
                totals.actions, seconds,
                seconds > 0 ? static_cast<double>(totals.deals) / seconds : 0.0);
    return ExitOk;
}

} // namespace cli
