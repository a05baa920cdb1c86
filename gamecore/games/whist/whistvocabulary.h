#pragma once
// Whist's own choices, refusals and deal notes, and the names records and the wire know
// them by (core/vocabulary.h; docs/rules/whist.md).

#include "core/vocabulary.h"

namespace fs {

struct WhistNote {
    static constexpr DealNote Honours{1}; // noteSeat: the side (column) that scored them
    static constexpr DealNote GameWon{2}; // noteSeat: the side (column) that won a game
};

extern const Vocabulary WhistVocabulary;

} // namespace fs
