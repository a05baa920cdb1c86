#pragma once
// Put's own choices, refusals and deal notes, and the names records and the wire know
// them by (core/vocabulary.h; docs/rules/put.md).

#include "core/vocabulary.h"

namespace fs {

struct PutChoice {
    static constexpr Choice ThrowIn{0};
    static constexpr Choice Put{1};
    static constexpr Choice Fold{2};
    static constexpr Choice See{3};
    static constexpr Choice PlayActive{4}; // four-handed: this seat plays the deal for the side
    static constexpr Choice Feed{5};       // four-handed: this seat feeds its partner
};

struct PutReason {
    static constexpr Reason MustPassHighestCard = ownReason(0);
};

struct PutNote {
    static constexpr DealNote Conceded{1}; // noteSeat: who threw in, or the last to fold
    static constexpr DealNote Void{2};     // nobody won the deal on tricks
    static constexpr DealNote GameWon{3};  // noteSeat: whose deal won the game outright
};

extern const Vocabulary PutVocabulary;

} // namespace fs
