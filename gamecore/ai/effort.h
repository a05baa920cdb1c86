#pragma once
// How far one search goes (Thinking): its level's fixed count without a deadline, so that a seed
// replays the same choices; until the deadline with one, up to a ceiling that keeps its memory
// bounded; or exactly the count a test gives. Also when the search may stop early
// because its choice can no longer change: the leader is ahead by more than what is left to
// search could take back.

#include "ai/computerplayer.h"

#include <chrono>

namespace fs {

class Effort {
public:
    // `counted`: the level's own count of iterations (or sampled deals); `ceiling`: the most it
    // searches against a deadline.
    Effort(const Thinking& thinking, int counted, int ceiling);

    // The most iterations this search makes.
    int limit() const { return m_limit; }
    // Whether to stop before iteration `done` (0 .. limit): the count is reached, or the search
    // was told to stop or ran out of time; the first iteration is always made.
    bool over(int done) const { return done >= m_limit || (done > 0 && m_thinking.shouldStop()); }
    // At most how many iterations may follow the `done` ones: what the limit leaves, and against
    // a deadline what the pace so far reaches before it. A choice ahead of every other by more
    // than this many visits (or summed values of at most 1 each) is settled.
    double remaining(int done) const;

private:
    const Thinking& m_thinking;
    std::chrono::steady_clock::time_point m_start;
    int m_limit;
};

} // namespace fs
