#pragma once
// A first Hearts player built on plain card sense, no search: pass the dangerous cards, duck
// tricks with points, never put QS on its own trick, unload high spades and hearts when void,
// and choose the moon option that leaves it best placed.

#include "ai/computerplayer.h"

namespace fs {

class HeartsPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override;

    // Exposed for tests: the choice between the two moon options given totals before the deal.
    static Choice moonChoice(const GameState& s, int shooter);
};

} // namespace fs
