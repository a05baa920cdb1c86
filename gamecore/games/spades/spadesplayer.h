#pragma once
// A Spades player built on plain card sense, no search (docs/rules/spades.md):
//  - blind nil only when its side is far behind, or the others are near the target;
//  - bids the tricks its high cards, long spades and short side suits should take, or nil with
//    a hand too weak to take any and a partner who did not bid nil;
//  - as a nil bidder, stays under the card winning the trick and throws its high cards away;
//  - beside a nil partner, plays high to take the tricks the partner might be left with;
//  - otherwise plays for its side's contract and to set the other side's as Whist players do,
//    and once both contracts are made, ducks rather than take bags.
// It sees only its PlayerView.

#include "ai/computerplayer.h"

namespace fs {

class SpadesPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override;
    // The tricks `hand` should take with spades trumps, for its bid.
    static double expectedTricks(CardSet hand);
};

} // namespace fs
