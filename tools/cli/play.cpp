// followsuit-cli play: a match between computer players, printed as a score sheet.

#include "args.h"
#include "commands.h"
#include "setupwords.h"

#include "ai/levels.h"
#include "record/gamerecord.h"
#include "record/recordfile.h"
#include "registry/gameregistry.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>

namespace cli {
namespace {

// A match that never ends would be a bug in the rules; stop rather than loop forever.
constexpr int MaxDeals = 10000;

std::string pad(const std::string& text, std::size_t width)
{
    return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}

std::string noteText(const fs::ScoreRow& row, const fs::Rules& rules)
{
    const std::string note(fs::noteName(rules.vocabulary(), row.note));
    if (note.empty() || row.noteSeat < 0 || row.noteOnColumn)
        return note;
    return "seat " + std::to_string(row.noteSeat) + " " + note;
}

void printScoreSheet(std::ostream& out, const fs::GameInfo& info, const fs::Match& match,
                     std::uint64_t seed)
{
    const fs::Rules& rules = match.rules();
    const char* columnWord = rules.columnKind() == fs::ColumnKind::Sides ? "Side " : "Seat ";
    out << info.name << ", " << rules.seats() << " players, seed " << seed << "\n\n";
    out << "Deal  Dealer";
    for (int c = 0; c < rules.columns(); ++c)
        out << pad(columnWord + std::to_string(c), 8);
    out << '\n';
    for (const fs::ScoreRow& row : match.rows()) {
        out << pad(std::to_string(row.dealIndex + 1), 4) << pad(std::to_string(row.dealer), 8);
        for (int points : row.points)
            out << pad(std::to_string(points), 8);
        if (const std::string note = noteText(row, rules); !note.empty())
            out << "  " << note;
        out << '\n';
    }
    out << "Total       ";
    for (int total : match.totals())
        out << pad(std::to_string(total), 8);
    out << "\n\n";
    const auto& winners = match.status().winners;
    if (!match.over() || winners.empty()) {
        out << "No winner.\n";
        return;
    }
    out << (winners.size() == 1 ? "Winner:" : "Winners:");
    for (int w : winners)
        out << ' ' << columnWord << w << " (" << match.totals()[static_cast<std::size_t>(w)] << ")";
    out << '\n';
}

struct PlaySetup {
    const fs::GameInfo* info = nullptr;
    int players = 0;
    fs::Options options;
    std::uint64_t seed = 0;
    std::optional<std::string> recordFile;
    std::vector<fs::Level> levels; // one per seat, or one for all; empty: Easy everywhere
    bool timing = false;
};

// How long a level's decisions took in the match: the positions real play reaches, as a
// person meets them, not bench's random points of random deals.
void printTimes(std::ostream& out, const std::map<std::string, std::vector<double>>& times)
{
    out << "Decision times in this match (ms, wall clock, one thread, no time budget):\n";
    for (auto [level, ms] : times) {
        std::sort(ms.begin(), ms.end());
        double sum = 0;
        for (const double t : ms)
            sum += t;
        // Nearest rank, as bench reports its percentiles.
        const auto rank = [&ms](double p) {
            const auto i = static_cast<std::size_t>(std::ceil(p * static_cast<double>(ms.size())));
            return ms[std::min(ms.size() - 1, i == 0 ? 0 : i - 1)];
        };
        char line[200];
        std::snprintf(line, sizeof line,
                      "  %-6s %6zu decisions  mean %8.3f  p50 %8.3f  p95 %8.3f  max %8.3f\n",
                      level.c_str(), ms.size(), sum / static_cast<double>(ms.size()), rank(0.5),
                      rank(0.95), ms.back());
        out << line;
    }
}

std::optional<PlaySetup> readSetup(const Words& words, std::string& error)
{
    Args args(words,
              {{"game"},
               {"seed"},
               {"players"},
               {"option", true},
               {"record"},
               {"level"},
               {"timing", false, true}},
              0);
    PlaySetup setup;
    const auto seed = args.unsignedValue("seed", 0);
    const auto players = args.unsignedValue("players", 0);
    if (!args.ok() || !seed || !players) {
        error = args.error();
        return std::nullopt;
    }
    if (!args.has("game") || !args.has("seed")) {
        error = "--game and --seed are required";
        return std::nullopt;
    }
    setup.info = fs::findGame(*args.value("game"));
    if (!setup.info) {
        error = "unknown game '" + *args.value("game") + "' (see 'followsuit-cli games')";
        return std::nullopt;
    }
    setup.seed = *seed;
    setup.players = args.has("players") ? static_cast<int>(std::min<std::uint64_t>(*players, 1000))
                                        : setup.info->defaultSeats;
    const auto options = gameOptions(args, error);
    if (!options)
        return std::nullopt;
    setup.options = *options;
    setup.recordFile = args.value("record");
    setup.timing = args.has("timing");
    if (const auto list = args.value("level")) {
        const auto levels = levelList(*list, "level", error);
        if (!levels)
            return std::nullopt;
        setup.levels = *levels;
        if (setup.levels.size() != 1 && static_cast<int>(setup.levels.size()) != setup.players) {
            error = "--level names " + std::to_string(setup.levels.size()) + " levels for " +
                    std::to_string(setup.players) + " players";
            return std::nullopt;
        }
    }
    return setup;
}

} // namespace

int runPlay(const Words& words)
{
    std::string error;
    const auto setup = readSetup(words, error);
    if (!setup)
        return fail("play", error, ExitUsage);
    const auto rules = fs::createRules(setup->info->id, setup->players, setup->options, error);
    if (!rules)
        return fail("play", error, ExitUsage);

    fs::Match match(rules, setup->seed);
    // The players draw from generators of their own (decisionRng), so their choices never
    // shift the deals and the app's --demo table plays the very same match.
    std::vector<std::unique_ptr<fs::ComputerPlayer>> players;
    for (int seat = 0; seat < rules->seats(); ++seat) {
        const auto& levels = setup->levels;
        players.push_back(
            levels.empty()
                ? setup->info->computerPlayer()
                : fs::makePlayer(*setup->info,
                                 levels[levels.size() == 1 ? 0 : static_cast<std::size_t>(seat)]));
    }

    std::map<std::string, std::vector<double>> times; // ms per decision, by level
    while (!match.over() && match.dealsPlayed() < MaxDeals) {
        if (!match.dealInProgress())
            match.startDeal();
        const int seat = match.state().toAct;
        fs::Rng rng = fs::decisionRng(setup->seed, match.actions().size());
        const auto start = std::chrono::steady_clock::now();
        const fs::Action action =
            players[static_cast<std::size_t>(seat)]->choose(match.viewFor(seat), rng);
        if (setup->timing) {
            const std::chrono::duration<double, std::milli> took =
                std::chrono::steady_clock::now() - start;
            const auto& levels = setup->levels;
            const fs::Level level =
                levels.empty() ? fs::Level::Easy
                               : levels[levels.size() == 1 ? 0 : static_cast<std::size_t>(seat)];
            times[std::string(fs::levelName(level))].push_back(took.count());
        }
        const fs::Reason refused = match.apply(action);
        if (refused != fs::Reason::None)
            return fail("play",
                        "the computer player chose an illegal action (" +
                            fs::describeAction(action, rules->pack(), rules->vocabulary()) +
                            "): " + std::string(fs::reasonName(rules->vocabulary(), refused)),
                        ExitInternal);
    }

    std::ostringstream sheet;
    printScoreSheet(sheet, *setup->info, match, setup->seed);
    std::cout << sheet.str() << std::flush;
    if (setup->timing)
        printTimes(std::cerr, times);

    if (setup->recordFile) {
        const fs::FileResult written =
            fs::writeFileAtomically(*setup->recordFile, fs::writeRecord(match, setup->options));
        if (!written.ok())
            return fail("play", written.message, ExitUsage);
    }
    return ExitOk;
}

} // namespace cli
