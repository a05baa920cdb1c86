#pragma once
// The deals the bench plays: every kind a match deals (each hand size of Oh Hell, each of the
// eight arrangements of Seconds, each passing direction of Hearts) in turn, and a fixed set of
// positions part-way through seeded deals for the computer players' measurements.

#include "core/dealsetup.h"
#include "core/knowledge.h"
#include "core/playerview.h"
#include "core/rng.h"
#include "core/rules.h"
#include "core/sampler.h"

#include <cstdint>
#include <deque>

namespace cli {

// How many deal indices the bench cycles through: the length of a match when the rules end it
// after a fixed number of deals (Oh Hell, Seconds), otherwise 840, which every cycle of passes
// or arrangements divides.
int dealCycle(const fs::Rules& rules);

// The setup of the `number`-th deal the bench plays: its index in the cycle, the dealer turning.
void prepareDeal(const fs::Rules& rules, int cycle, std::uint64_t number, fs::DealSetup& setup);

// Fisher-Yates over setup.order in place.
void shuffle(fs::DealSetup& setup, fs::Rng& rng);

// A decision point of a seeded random deal, with what the seat to act knows and its sampler.
// Kept in a deque: the sampler refers to the view and the knowledge by address.
struct Position {
    Position(const fs::GameState& state, int seat);
    fs::PlayerView view;
    fs::Knowledge knowledge;
    fs::Sampler sampler;
};

// `count` positions, the same ones on every run for the same rules: deal i of the cycle shuffled
// from seed i, played at random to a point drawn uniformly among its decisions.
std::deque<Position> positions(const fs::Rules& rules, int count);

} // namespace cli
