#pragma once
// The Hard computer player: information-set Monte Carlo tree search (single observer). Each
// iteration deals a world from what the seat knows (core/sampler.h), walks down one tree of
// action sequences choosing, at every seat's turn, among the actions legal in that world by UCB
// for that seat's own match value (Rules::matchValue), adds one node, plays the rest at random
// and credits each seat on the path with its value. Unlike a flat search over worlds, the
// opponents' answers are searched too: a put is valued against an opponent who sees or folds as
// suits it, not one who tosses a coin.
//
// It reads only the PlayerView, so deals a seat cannot tell apart give it the same choice for
// the same generator.

#include "ai/computerplayer.h"
#include "ai/searchplayer.h"

#include <memory>

namespace fs {

class Sampler;

struct TreeSearchSettings {
    int iterations = 20000;
    double exploration = 0.7;      // UCB constant; match values lie in [0, 1]
    SearchSettings rootCandidates; // how passes and discards at the root are proposed
    Playout playout = nullptr;     // the game's playout policy past the tree; nullptr: random
    // Where the game reads the other seats' choices (GameInfo::searchWorldWeight): the deals
    // are drawn from a pool of this many sampled ones, each in proportion to its weight.
    WorldWeight worldWeight = nullptr;
    int worldPool = 1000;
    // The most iterations against a deadline (Effort): about what a fast core reaches in Hard's
    // budget; a tree of that many nodes takes some tens of megabytes.
    int timedIterations = 400000;
    // Stop once the most visited choice at the root is ahead by more visits than are left: the
    // choice is then that of the whole search. Off only to test exactly that.
    bool stopWhenSettled = true;
};

class TreeSearchPlayer final : public ComputerPlayer {
public:
    TreeSearchPlayer(TreeSearchSettings settings, std::shared_ptr<const ComputerPlayer> heuristic);

    Action choose(const PlayerView& view, Rng& rng) const override;
    Decision decide(const PlayerView& view, Rng& rng, const Thinking& thinking) const override;

private:
    struct WorldPool {
        std::vector<GameState> worlds;
        std::vector<double> cumulative; // running sum of the weights
        GameState draw(Rng& rng) const;
    };
    WorldPool weighedWorlds(const Sampler& sampler, int seat, int iterations, Rng& rng) const;

    TreeSearchSettings m_settings;
    SearchPlayer m_flat; // proposes the root's candidates
};

} // namespace fs
