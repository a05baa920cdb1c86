#pragma once
// The searching computer player every game shares: perfect-information Monte Carlo over sampled
// deals. For each deal the sampler draws from what the seat knows (core/sampler.h), every
// candidate action is applied and the deal played out at random under the rules; the candidate
// whose finished deals leave the seat best placed to win the match (Rules::matchValue: lowest
// total in Hearts, second-highest in Seconds, the deciding deal in Put) is chosen. All
// candidates meet the same sampled deals, so their differences are not noise of the sampling.
//
// It never looks at hidden cards: it reads only the PlayerView, so two deals that a seat cannot
// tell apart give it the same choice for the same generator.

#include "ai/computerplayer.h"

#include <memory>

namespace fs {

struct SearchSettings {
    int worlds = 200;       // sampled deals per decision (fewer when told to stop)
    int passVariants = 12;  // a pass or discard: the heuristic's choice and this many swaps of it
    int enumerateUpTo = 60; // passes and discards with at most this many ways are all tried
    // Play the sampled deals out with the game's heuristic at every seat (each seeing only its
    // own view of the world) instead of at random: slower, but in games whose heuristic plays
    // far better than chance (Whist, Put, Aluette) the values it gives are much nearer the truth.
    bool heuristicRollouts = false;
    // Weigh each sampled deal by whether the heuristic, holding the cards the deal gives another
    // seat, would have made the choice that seat just made (Rules::lastTell): deals that explain
    // it count fully, the others TellMismatchWeight, since the other seat may be no heuristic.
    bool readTells = false;
    // The game's own playout policy for the sampled deals (GameInfo::searchPlayout), used
    // instead of random play-outs when heuristicRollouts is off; nullptr for random ones.
    Playout playout = nullptr;
    // How well a sampled deal explains the other seats' choices (GameInfo::searchWorldWeight):
    // each deal counts in proportion to it; nullptr: every deal counts the same.
    WorldWeight worldWeight = nullptr;
    // Who plays the sampled deals out when heuristicRollouts is on: a cheaper player of the
    // game's own (GameInfo::searchRolloutPlayer), or nullptr for the heuristic itself.
    std::shared_ptr<const ComputerPlayer> rolloutPlayer = nullptr;
    // When set, the sampled deals per decision at a table of this many players, for `worlds`.
    int (*worldsFor)(int seats) = nullptr;
    // The most sampled deals against a deadline (Effort); 0: no more than without one.
    int timedWorlds = 0;
};

inline constexpr double TellMismatchWeight = 0.2;

class SearchPlayer final : public ComputerPlayer {
public:
    // `heuristic` proposes passes and discards too many to try them all; it is also the answer
    // when a search is stopped before it has seen a single deal.
    SearchPlayer(SearchSettings settings, std::shared_ptr<const ComputerPlayer> heuristic);

    Action choose(const PlayerView& view, Rng& rng) const override;
    Decision decide(const PlayerView& view, Rng& rng, const Thinking& thinking) const override;

    // The actions the search weighs in this view: every card, bid and choice, and for a pass or
    // discard all the ways or the heuristic's choice with variants of it.
    std::vector<Action> candidates(const PlayerView& view, Rng& rng) const;

private:
    void playOut(GameState& g, Rng& rng) const;
    // How much a sampled deal counts: 1, or less when it explains another seat's tell badly.
    double tellWeight(const GameState& world, int seat, Rng& rng) const;

    SearchSettings m_settings;
    std::shared_ptr<const ComputerPlayer> m_heuristic;
};

} // namespace fs
