#pragma once
// Hearts's own choices, refusals and deal notes, and the names records and the wire know
// them by (core/vocabulary.h; docs/rules/hearts.md).

#include "core/vocabulary.h"

namespace fs {

struct HeartsChoice {
    static constexpr Choice MoonSubtractOwn{0}; // the shooter takes 26 off their own total
    static constexpr Choice MoonAddOthers{1};   // the shooter adds 26 to everybody else
};

struct HeartsReason {
    static constexpr Reason MustLeadTwoOfClubs = ownReason(0);
    static constexpr Reason MustLeadLowestClub = ownReason(1); // the two of clubs is out of play
    static constexpr Reason NoPenaltyOnFirstTrick = ownReason(2);
    static constexpr Reason HeartsNotBroken = ownReason(3);
};

struct HeartsNote {
    static constexpr DealNote ShotTheMoon{1}; // noteSeat: the shooter
};

extern const Vocabulary HeartsVocabulary;

} // namespace fs
