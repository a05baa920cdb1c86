#pragma once
// The points a finished deal is worth, per score-sheet column (a seat, or a side in partnership
// games), plus what a score sheet may want to remark on.

#include "core/limits.h"

#include <array>
#include <cstdint>

namespace fs {

enum class DealNote : std::uint8_t {
    None,
    ShotTheMoon,
    Void, // nothing scored: trick and tie, all tricks tied
    Mordienne,
    Conceded, // a player threw in or folded
    Honours,
    GameWon, // a game (of a rubber) was won this deal
};

struct DealScore {
    std::array<std::int32_t, MaxSeats> points{};
    DealNote note = DealNote::None;
    std::int8_t noteSeat = -1;
    std::int8_t winsMatch = -1; // column that wins the whole match outright (Put), else -1
};

} // namespace fs
