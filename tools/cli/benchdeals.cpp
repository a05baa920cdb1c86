#include "benchdeals.h"

#include <vector>

namespace cli {

int dealCycle(const fs::Rules& rules)
{
    constexpr int Unbounded = 840;
    std::vector<fs::ScoreRow> rows;
    const std::vector<int> totals(static_cast<std::size_t>(rules.columns()), 0);
    for (int deals = 1; deals <= Unbounded; ++deals) {
        fs::ScoreRow row;
        row.dealIndex = deals - 1;
        row.points.assign(totals.size(), 0);
        rows.push_back(row);
        if (rules.matchStatus(rows, totals).over)
            return deals;
    }
    return Unbounded;
}

void prepareDeal(const fs::Rules& rules, int cycle, std::uint64_t number, fs::DealSetup& setup)
{
    setup.dealIndex = static_cast<int>(number % static_cast<std::uint64_t>(cycle));
    setup.dealer = static_cast<int>(number % static_cast<std::uint64_t>(rules.seats()));
    if (setup.orderSize != rules.pack().size()) {
        setup.orderSize = rules.pack().size();
        for (int i = 0; i < setup.orderSize; ++i)
            setup.order[static_cast<std::size_t>(i)] = fs::Card(i);
    }
}

// Each 64-bit draw serves two swaps (Lemire's multiply-shift on each half), which halves the
// generator's share of the playout loop.
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

Position::Position(const fs::GameState& state, int seat)
    : view(state, seat), knowledge(fs::knowledgeOf(view)), sampler(view, knowledge)
{
}

std::deque<Position> positions(const fs::Rules& rules, int count)
{
    std::deque<Position> out;
    const int cycle = dealCycle(rules);
    fs::DealSetup setup;
    for (int i = 0; i < count; ++i) {
        fs::Rng rng(static_cast<std::uint64_t>(i) + 1);
        prepareDeal(rules, cycle, static_cast<std::uint64_t>(i), setup);
        shuffle(setup, rng);
        const fs::GameState start = rules.newDeal(setup);
        // The deal's length first, on copies, so the stopping point is uniform over its decisions.
        fs::GameState probe = start;
        fs::Rng probeRng = rng;
        std::uint32_t decisions = 0;
        for (; !probe.finished(); ++decisions)
            probe.apply(probe.legalActions().random(probeRng));
        // The stopping point is drawn after the probe, so that the deal is played again with the
        // very draws the probe made (a deal's length may depend on them).
        std::uint32_t stop = decisions > 0 ? probeRng.below(decisions) : 0;
        fs::GameState state = start;
        for (; stop > 0; --stop)
            state.apply(state.legalActions().random(rng));
        out.emplace_back(state, state.toAct);
    }
    return out;
}

} // namespace cli
