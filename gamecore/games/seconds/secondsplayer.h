#pragma once
// A first Seconds player: for each card it may play, it deals the unseen cards to the other
// seats many times with the core's sampler (keeping to the voids they have shown), lets the rest
// of the trick be played at random under the rules (through GameState), and counts who takes the
// trick under the second-highest rule. It then plays the card whose expected outcome its
// score for this deal likes best: in the partnership deals a trick is worth the partner's tricks to
// it and its own tricks when the partner takes it (the product), in deal 6 it wants tricks, in deal
// 7 none, and in deal 8 exactly three.

#include "ai/computerplayer.h"

namespace fs {

class SecondsPlayer final : public ComputerPlayer {
public:
    static constexpr int Samples = 40;

    Action choose(const PlayerView& view, Rng& rng) const override;

    // Exposed for tests: how much `seat` gains (per trick, before scaling) when `winner` takes
    // the current trick of this deal, given the tricks taken so far.
    static double trickValue(const GameState& s, int seat, int winner);
};

} // namespace fs
