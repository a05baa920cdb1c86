#pragma once
// Why an action is illegal, as a code: the core has no language; the app translates these and
// records quote their names.

#include <cstdint>
#include <string_view>

namespace fs {

enum class Reason : std::uint8_t {
    None,
    DealOver,
    NotYourTurn,
    WrongKindOfAction,
    CardNotInHand,
    WrongNumberOfCards,
    MustFollowSuit,
    MustLeadTwoOfClubs,
    NoPenaltyOnFirstTrick,
    HeartsNotBroken,
    BidOutOfRange,
    ChoiceNotOffered,
    MustBeatHighestCard,
    MustOvertrump,
    MustPassHighestCard,
    MustLeadLowestClub, // Hearts for 3, 5 or 6 when the two of clubs is not in play
};

std::string_view reasonName(Reason r);
// The reason reasonName gives `name`, for one read back (a table's refusal); None for a name
// that is no reason's.
Reason reasonNamed(std::string_view name);

} // namespace fs
