#pragma once
// One interface for every game's computer players: they see a PlayerView, never the full state,
// and return one legal action. Implementations are stateless and const, so a controller may run
// them on any thread.

#include "core/playerview.h"
#include "core/rng.h"

#include <cstddef>
#include <cstdint>

namespace fs {

class ComputerPlayer {
public:
    virtual ~ComputerPlayer() = default;
    virtual Action choose(const PlayerView& view, Rng& rng) const = 0;
};

// The generator a computer seat draws from for the decision that follows `actionsSoFar` actions
// of a match dealt from `matchSeed`: a fresh one per decision, so the command line and the app,
// which ask at different moments and on different threads, make the same choices and a seed
// replays the same whole match in both.
inline Rng decisionRng(std::uint64_t matchSeed, std::size_t actionsSoFar)
{
    return Rng((matchSeed ^ 0x5eed5eed5eed5eedull) +
               0x9e3779b97f4a7c15ull * (static_cast<std::uint64_t>(actionsSoFar) + 1));
}

// Picks uniformly among the legal actions: the baseline for playouts and invariant tests.
class RandomPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override
    {
        return view.legalActions().random(rng);
    }
};

} // namespace fs
