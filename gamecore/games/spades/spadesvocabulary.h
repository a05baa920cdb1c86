#pragma once
// Spades' own choices and refusals, and the names records and the wire know them by
// (core/vocabulary.h; docs/rules/spades.md).

#include "core/vocabulary.h"

namespace fs {

struct SpadesChoice {
    static constexpr Choice BlindNil{0};    // bid blind nil, before looking at the hand
    static constexpr Choice LookAtCards{1}; // look at the hand and bid in the ordinary way
};

struct SpadesReason {
    static constexpr Reason SpadesNotBroken = ownReason(0); // a spade led too early
};

extern const Vocabulary SpadesVocabulary;

} // namespace fs
