#pragma once
// What a finished deal of Seconds leaves on the score sheet besides the points: how the deal paired
// the players (core/dealfacts.h; docs/rules/seconds.md). Its Rules::dealFacts fills it; a seat of
// -1 is nobody.

#include "core/dealfacts.h"

#include <array>

namespace fs {

struct SecondsFacts {
    std::array<int, MaxSeats> partner = NoSeats; // per seat: whose tricks multiply its own
    int arrangement = -1;                        // the deal's SecondsDeal
};

} // namespace fs
