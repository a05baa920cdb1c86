#pragma once
// What a finished deal of Whist leaves on the score sheet besides the points: each side's odd
// tricks and honours (core/dealfacts.h; docs/rules/whist.md). Its Rules::dealFacts fills it; a seat
// of -1 is nobody.

#include "core/dealfacts.h"

#include <array>

namespace fs {

struct WhistFacts {
    std::array<int, 2> oddTricks{0, 0}; // per side: tricks above the book of six
    std::array<int, 2> honours{0, 0};   // per side: points entered for honours
};

} // namespace fs
