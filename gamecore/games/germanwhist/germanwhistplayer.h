#pragma once
// A first German Whist player built on plain card sense, no search. Phase 1: fight for a good
// face-up card (a trump or a high card) as cheaply as possible, and lose cheaply when the card
// on offer is worth less than what winning would cost. Phase 2, where the opponent's hand is
// known (every card not held or played): cash sure winners, drawing trumps first, otherwise lead
// low where the opponent must follow; win each trick as cheaply as possible. It sees only its
// PlayerView (the face-up cards the opponent took are public there; its hidden draws are not).

#include "ai/computerplayer.h"

namespace fs {

class GermanWhistPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override;
};

} // namespace fs
