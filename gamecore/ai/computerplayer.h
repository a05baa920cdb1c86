#pragma once
// One interface for every game's computer players: they see a PlayerView, never the full state,
// and return one legal action. Implementations are stateless and const, so a controller may run
// them on any thread.

#include "core/playerview.h"
#include "core/rng.h"

namespace fs {

class ComputerPlayer {
public:
    virtual ~ComputerPlayer() = default;
    virtual Action choose(const PlayerView& view, Rng& rng) const = 0;
};

// Picks uniformly among the legal actions: the baseline for playouts and invariant tests.
class RandomPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override
    {
        return view.legalActions().random(rng);
    }
};

} // namespace fs
