#pragma once
// Why an action is illegal, as a code: the core has no language; the app words these and records
// quote their names. The reasons every game shares are listed here; a game's own rules (Hearts'
// first lead, Arm's Length's overtrump) take codes from GameOwn up, declared and named in
// games/<id>/ (core/vocabulary.h).

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
    BidOutOfRange,
    ChoiceNotOffered,
    GameOwn = 64, // the first of a game's own reasons
};

// The `index`th of a game's own reasons.
constexpr Reason ownReason(int index)
{
    return static_cast<Reason>(static_cast<int>(Reason::GameOwn) + index);
}
constexpr bool isOwnReason(Reason r)
{
    return r >= Reason::GameOwn;
}

// The name of a shared reason; "illegal" for a game's own (Vocabulary names those).
std::string_view sharedReasonName(Reason r);

} // namespace fs
