#pragma once
// A first Arm's Length player built on card sense, no search. Roads by the point count of
// R-5 (A=4 K=3 Q=2 J=1: first speaker High with 13 or more, Low with 7 or less, else pass;
// second speaker High with 10 or more, else Low). In play the High player tries to take tricks
// and the Low player to lose them, within the forcing rules, each knowing the partner's road:
// Low sheds its highest card under a trick it cannot or need not win, High takes tricks from
// its Low partner, and a void player fixing trumps picks the suit that suits its road.

#include "ai/computerplayer.h"
#include "core/choice.h"

namespace fs {

class ArmsLengthPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override;

    // Exposed for tests: R-5's point count and the road it leads to.
    static int points(CardSet hand);
    static Choice roadChoice(CardSet hand, bool firstSpeaker);
};

} // namespace fs
