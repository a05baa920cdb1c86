#pragma once
// A first Whist player built on plain card sense, no search: draw trumps when long in them,
// cash master cards, lead a suit the partner can ruff, otherwise lead from the longest suit;
// second hand low (covering an honour), third hand high (the cheapest of equal cards), win as
// cheaply as possible, never overtake a partner's winning card, ruff when void and the trick
// is the opponents', and discard the least useful card. It sees only its PlayerView.

#include "ai/computerplayer.h"

namespace fs {

class WhistPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override;
};

} // namespace fs
