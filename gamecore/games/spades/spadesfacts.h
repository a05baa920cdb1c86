#pragma once
// What a finished deal of Spades leaves on the score sheet besides the points and the bids
// (ScoreRow::bids, where 0 is nil): who bid blind nil, each side's contract and tricks, the bags
// the deal added and where each side's count of bags stands after it (core/dealfacts.h;
// docs/rules/spades.md). Its Rules::dealFacts fills it.

#include "core/dealfacts.h"

#include <array>
#include <cstdint>

namespace fs {

struct SpadesFacts {
    std::array<bool, 4> blind{};            // per seat: the nil was bid blind
    std::array<int, 2> contract{};          // per side: the sum of its bids other than nil
    std::array<int, 2> tricks{};            // per side: tricks its bidders other than nil took
    std::array<int, 2> bags{};              // per side: bags this deal added
    std::array<int, 2> bagCount{};          // per side: bags counted after the deal (0 to 9)
    std::array<std::int8_t, 2> penalties{}; // per side: times 100 was lost for ten bags
};

} // namespace fs
