#pragma once
// What a finished deal of German Whist leaves on the score sheet besides the points: the tricks of
// the second phase (core/dealfacts.h; docs/rules/germanwhist.md). Its Rules::dealFacts fills it; a
// seat of -1 is nobody.

#include "core/dealfacts.h"

#include <array>

namespace fs {

struct GermanWhistFacts {
    std::array<int, MaxSeats> laterTricks{}; // per seat: tricks taken after the stock ran out
};

} // namespace fs
