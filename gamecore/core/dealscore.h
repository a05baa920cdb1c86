#pragma once
// The points a finished deal is worth, per score-sheet column (a seat, or a side in partnership
// games), plus what a score sheet may want to remark on.

#include "core/limits.h"

#include <array>
#include <cstdint>

namespace fs {

// A remark on a finished deal (Hearts: who shot the moon): a code that only its game gives a
// meaning, numbered from 1 in games/<id>/ and named in its Vocabulary (core/vocabulary.h).
enum class DealNote : std::uint8_t { None };

struct DealScore {
    std::array<std::int32_t, MaxSeats> points{};
    DealNote note = DealNote::None;
    std::int8_t noteSeat = -1;
    bool noteOnColumn = false;  // noteSeat is a score column (a side's honours), not a seat
    std::int8_t winsMatch = -1; // column that wins the whole match outright (Put), else -1
};

} // namespace fs
