#pragma once
// A Put player built on sampling: the core's sampler deals the unseen cards to the other players
// a few dozen times, each of those small open-handed deals (three cards each) is solved exactly
// (putsolver.h), and the results are weighed with the score: lead silently
// with a hand that should win the game, put or throw in when the numbers say so, see a put unless
// folding is clearly cheaper (never fold into a lost game while seeing has a chance), and in play
// win cheaply, tie when that helps, and throw the lowest card when the trick is lost anyway.
// Four-handed it plays active with a hand above the average (sum of powers over 18), so two
// computer partners name the stronger hand.

#include "ai/computerplayer.h"

namespace fs {

class PutPlayer final : public ComputerPlayer {
public:
    // pointWeight: how much one point changes the chance of winning the match, in the rough
    // equity the player weighs its choices with.
    // samples: how many deals each choice samples and solves (Samples; fewer where the player
    // plays out a searching level's sampled deals, RolloutSamples).
    explicit PutPlayer(double pointWeight = DefaultPointWeight, int samples = Samples)
        : m_pointWeight(pointWeight), m_samples(samples)
    {
    }
    Action choose(const PlayerView& view, Rng& rng) const override;

    static constexpr double DefaultPointWeight = 0.1;
    static constexpr int Samples = 64;
    static constexpr int RolloutSamples = 16;
    static constexpr int ActiveThreshold = 18; // hand power above which a seat asks to play

private:
    double m_pointWeight;
    int m_samples;
};

} // namespace fs
