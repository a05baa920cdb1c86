#pragma once
// What a finished deal of Arm's Length leaves on the score sheet besides the points: who played
// High and Low for each side (core/dealfacts.h; docs/rules/armslength.md). Its Rules::dealFacts
// fills it; a seat of -1 is nobody.

#include "core/dealfacts.h"

#include <array>

namespace fs {

struct ArmsLengthFacts {
    std::array<int, 2> highSeat{-1, -1}; // per side (score column): the side's High player
    std::array<int, 2> lowSeat{-1, -1};  // per side: the side's Low player
};

} // namespace fs
