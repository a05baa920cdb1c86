#pragma once
// What a finished deal of Hearts leaves on the score sheet besides the points: who took the queen
// of spades (core/dealfacts.h; docs/rules/hearts.md). Its Rules::dealFacts fills it; a seat of -1
// is nobody.

#include "core/dealfacts.h"

#include <array>

namespace fs {

struct HeartsFacts {
    int queenOfSpades = -1; // who took it
};

} // namespace fs
