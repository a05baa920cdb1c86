#pragma once
// The yardstick the levels are measured against (docs/ai.md, "Against a textbook search"): plain
// single-observer information-set Monte Carlo tree search as Cowling, Powley and Whitehouse
// published it (2012). Each iteration deals one world from what the seat knows (the core's
// Sampler), walks down one tree of actions choosing by UCB among the actions legal in that world,
// adds one node, plays the rest uniformly at random, and credits every seat's moves on the path
// with that seat's Rules::matchValue; the most visited action at the root is played.
//
// Published implementations measured over one deal credit the deal's points instead: with
// `dealPoints` each seat is credited with its column's points in the deal (turned round where
// fewer are better, as in Hearts; a side's where partners score together), scaled for UCB to
// the lowest and highest credited so far in the search, since the games' point ranges differ.
//
// It is kept short and plain on purpose, and shares no code or tuning with the levels, so that
// making a level stronger never moves the yardstick. It is never offered in the lobby; the
// command line's arena seats it as "reference", and with `dealPoints` as "reference-points".

#include "ai/computerplayer.h"

namespace fs {

struct ReferenceSettings {
    int iterations = 1000;   // --reference-sims
    double exploration = 2;  // UCB's c
    bool dealPoints = false; // credit the deal's points, not the match value
};

class ReferencePlayer final : public ComputerPlayer {
public:
    explicit ReferencePlayer(ReferenceSettings settings = {});

    Action choose(const PlayerView& view, Rng& rng) const override;
    Decision decide(const PlayerView& view, Rng& rng, const Thinking& thinking) const override;

private:
    ReferenceSettings m_settings;
};

} // namespace fs
