#include "arenaplay.h"

#include "commands.h"

#include "core/match.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <numeric>
#include <sstream>

namespace cli {
namespace {

constexpr int MaxDealsPerMatch = 500; // a match that never ends would be a bug in the rules

// Sums over the seats a contender held in the rotations of one sequence.
struct Tally {
    double wins = 0, points = 0, seats = 0, deals = 0;
    std::map<int, BidCount> bidsByTricks; // every bid, by the number of tricks in its deal
    std::vector<float> thinkMs;
    std::vector<int> searched;
};

fs::Action decide(const ArenaSetup& setup, Contender who, const fs::PlayerView& view,
                  std::uint64_t seed, std::size_t actionsSoFar, Tally& tally)
{
    fs::Rng rng = fs::decisionRng(seed, actionsSoFar);
    const auto start = std::chrono::steady_clock::now();
    fs::Thinking thinking;
    if (setup.budget.count() > 0 && !isReference(who))
        thinking.deadline = start + setup.budget;
    const fs::Decision d =
        setup.players[static_cast<std::size_t>(who)]->decide(view, rng, thinking);
    const std::chrono::duration<float, std::milli> took = std::chrono::steady_clock::now() - start;
    tally.thinkMs.push_back(took.count());
    if (d.worlds > 0)
        tally.searched.push_back(d.worlds);
    return d.action;
}

[[noreturn]] void illegal()
{
    std::cerr << "followsuit-cli arena: a computer player chose an illegal action\n";
    std::exit(ExitInternal);
}

// Share of first place each column takes: 1 / (number of columns sharing it).
std::vector<double> firstPlaces(const fs::Rules& rules, const std::vector<int>& winners)
{
    std::vector<double> share(static_cast<std::size_t>(rules.columns()), 0.0);
    for (const int w : winners)
        share[static_cast<std::size_t>(w)] = 1.0 / static_cast<double>(winners.size());
    return share;
}

// Plays the whole match; returns each column's share of the win and fills `rows`.
std::vector<double> playMatch(const ArenaSetup& setup, std::uint64_t seed,
                              const std::vector<Contender>& level, std::map<Contender, Tally>& t,
                              std::vector<fs::ScoreRow>& rows, std::vector<int>& totals)
{
    fs::Match match(setup.rules, seed);
    while (!match.over() && match.dealsPlayed() < MaxDealsPerMatch) {
        if (!match.dealInProgress())
            match.startDeal();
        const int seat = match.state().toAct;
        const Contender who = level[static_cast<std::size_t>(seat)];
        const fs::Action action =
            decide(setup, who, match.viewFor(seat), seed, match.actions().size(), t[who]);
        if (match.apply(action) != fs::Reason::None)
            illegal();
    }
    rows = match.rows();
    totals = match.totals();
    return firstPlaces(*setup.rules, match.status().winners);
}

// Plays only deal `setup.onlyDeal` of the match of `seed`, from 0-0 totals; first place in the
// deal's standings is its win.
std::vector<double> playOneDeal(const ArenaSetup& setup, std::uint64_t seed,
                                const std::vector<Contender>& level, std::map<Contender, Tally>& t,
                                std::vector<fs::ScoreRow>& rows, std::vector<int>& totals)
{
    const fs::Rules& rules = *setup.rules;
    fs::Rng rng(seed);
    fs::DealSetup deal;
    deal.dealIndex = setup.onlyDeal - 1;
    deal.dealer = rules.firstDealer(rng.next());
    const std::vector<fs::Card> order = fs::shuffledPack(rules.pack(), rng);
    deal.orderSize = static_cast<int>(order.size());
    std::copy(order.begin(), order.end(), deal.order.begin());
    fs::GameState s = rules.newDeal(deal);
    std::size_t actions = 0;
    while (!s.finished()) {
        const int seat = s.toAct;
        const Contender who = level[static_cast<std::size_t>(seat)];
        const fs::Action action =
            decide(setup, who, fs::PlayerView(s, seat), seed, actions++, t[who]);
        if (s.check(action) != fs::Reason::None)
            illegal();
        s.apply(action);
    }
    fs::ScoreRow row;
    const fs::DealScore score = rules.score(s);
    row.points.assign(score.points.begin(), score.points.begin() + rules.columns());
    row.facts = rules.dealFacts(s);
    for (int seat = 0; seat < s.seats(); ++seat) {
        row.tricks.push_back(s.tricksOf(seat));
        if (row.facts.bidding)
            row.bids.push_back(s.bids[static_cast<std::size_t>(seat)]);
    }
    rows.assign(1, row);
    totals = row.points;
    std::vector<int> winners;
    if (score.winsMatch >= 0) { // Put: a deal can win the match outright
        winners.push_back(score.winsMatch);
    } else {
        const std::vector<int> places = rules.standings(totals);
        for (std::size_t c = 0; c < places.size(); ++c)
            if (places[c] == 0)
                winners.push_back(static_cast<int>(c));
    }
    return firstPlaces(rules, winners);
}

// One CSV line (SheetHeader) for each seat in each deal of a match.
void writeSheet(const fs::Rules& rules, std::uint64_t seed, int rotation, int firstDeal,
                const std::vector<Contender>& level, const std::vector<fs::ScoreRow>& rows,
                std::string& out)
{
    std::vector<int> before(static_cast<std::size_t>(rules.columns()), 0);
    for (std::size_t d = 0; d < rows.size(); ++d) {
        const fs::ScoreRow& row = rows[d];
        for (int seat = 0; seat < rules.seats(); ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            const auto column = static_cast<std::size_t>(rules.columnOf(seat));
            std::ostringstream line;
            line << seed << ',' << rotation << ',' << firstDeal + static_cast<int>(d) << ',' << seat
                 << ',' << contenderName(level[s]) << ',' << column << ',';
            if (row.facts.bidding && s < row.bids.size())
                line << row.bids[s];
            line << ',' << (s < row.tricks.size() ? row.tricks[s] : 0) << ','
                 << (column < row.points.size() ? row.points[column] : 0) << ',' << before[column]
                 << '\n';
            out += line.str();
        }
        for (std::size_t c = 0; c < before.size() && c < row.points.size(); ++c)
            before[c] += row.points[c];
    }
}

} // namespace

std::string contenderName(Contender c)
{
    if (c == Reference)
        return "reference";
    if (c == ReferencePoints)
        return "reference-points";
    return std::string(fs::levelName(fs::AllLevels[static_cast<std::size_t>(c)]));
}

std::optional<std::vector<Contender>> contenderList(const std::string& text, std::string& error)
{
    std::vector<Contender> list;
    std::stringstream names(text);
    for (std::string name; std::getline(names, name, ',');) {
        Contender found = -1;
        for (Contender c = 0; c <= LastContender; ++c)
            if (contenderName(c) == name)
                found = c;
        if (found < 0) {
            error = "--seats expects easy, medium, hard, reference or reference-points separated "
                    "by commas, got '" +
                    name + "'";
            return std::nullopt;
        }
        list.push_back(found);
    }
    return list;
}

SequenceResult playSequence(const ArenaSetup& setup, std::uint64_t seed)
{
    const fs::Rules& rules = *setup.rules;
    const int n = rules.seats();
    SequenceResult result;
    result.seed = seed;
    std::map<Contender, Tally> tally;
    for (int rotation = 0; rotation < n; ++rotation) {
        std::vector<Contender> level(static_cast<std::size_t>(n));
        for (int seat = 0; seat < n; ++seat)
            level[static_cast<std::size_t>(seat)] =
                setup.seats[static_cast<std::size_t>((seat + rotation) % n)];
        std::vector<fs::ScoreRow> rows;
        std::vector<int> totals;
        const std::vector<double> won = setup.onlyDeal > 0
                                            ? playOneDeal(setup, seed, level, tally, rows, totals)
                                            : playMatch(setup, seed, level, tally, rows, totals);
        const auto deals = static_cast<long>(rows.size());
        result.deals += deals;
        if (setup.keepSheets)
            writeSheet(rules, seed, rotation, std::max(setup.onlyDeal, 1), level, rows,
                       result.sheets);
        for (int seat = 0; seat < n; ++seat) {
            Tally& t = tally[level[static_cast<std::size_t>(seat)]];
            const auto column = static_cast<std::size_t>(rules.columnOf(seat));
            t.wins += won[column];
            t.points += totals[column];
            t.seats += 1;
            t.deals += static_cast<double>(deals);
            for (const fs::ScoreRow& row : rows) {
                if (!row.facts.bidding || row.bids.size() <= static_cast<std::size_t>(seat))
                    continue;
                const bool made = row.bids[static_cast<std::size_t>(seat)] ==
                                  row.tricks[static_cast<std::size_t>(seat)];
                BidCount& byTricks =
                    t.bidsByTricks[std::accumulate(row.tricks.begin(), row.tricks.end(), 0)];
                byTricks.bids += 1;
                byTricks.made += made ? 1 : 0;
            }
        }
    }
    for (auto& [c, t] : tally) {
        ContenderResult& r = result.by[c];
        r.wins = t.wins / t.seats;
        r.points = t.points / t.deals;
        BidCount all;
        for (const auto& [tricks, count] : t.bidsByTricks) {
            all.made += count.made;
            all.bids += count.bids;
        }
        r.bids = all.bids;
        r.bidsMade =
            all.bids > 0 ? static_cast<double>(all.made) / static_cast<double>(all.bids) : 0;
        r.bidsByTricks = std::move(t.bidsByTricks);
        r.thinkMs = std::move(t.thinkMs);
        r.searched = std::move(t.searched);
    }
    return result;
}

} // namespace cli
