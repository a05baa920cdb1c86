#pragma once
// Arm's Length's own choices, refusals and deal notes, and the names records and the wire know
// them by (core/vocabulary.h; docs/rules/armslength.md).

#include "core/vocabulary.h"

namespace fs {

struct ArmsLengthChoice {
    static constexpr Choice RoadHigh{0};
    static constexpr Choice RoadLow{1};
    static constexpr Choice RoadPass{2}; // the partner decides
};

struct ArmsLengthReason {
    static constexpr Reason MustBeatHighestCard = ownReason(0);
    static constexpr Reason MustOvertrump = ownReason(1);
};

extern const Vocabulary ArmsLengthVocabulary;

} // namespace fs
