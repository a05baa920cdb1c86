#pragma once

#include "core/limits.h"

#include <array>
#include <cstdint>
#include <vector>

namespace fs {

struct ScoreRow;

// Whether a match is over and which score-sheet columns won it (several when they share).
struct MatchStatus {
    bool over = false;
    std::vector<int> winners;
};

} // namespace fs
