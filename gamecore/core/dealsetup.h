#pragma once
// Everything a deal starts from: its number, the dealer, the shuffled pack (the only chance
// input) and the match totals so far (some rules and players look at the score).

#include "core/card.h"
#include "core/limits.h"

#include <array>
#include <cstdint>

namespace fs {

struct DealSetup {
    int dealIndex = 0;
    int dealer = 0;
    std::array<Card, 64> order{}; // the pack after shuffling; order[0] is dealt first
    int orderSize = 0;
    std::array<std::int32_t, MaxSeats> totals{};
};

} // namespace fs
