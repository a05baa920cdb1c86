#pragma once
// How long a computer seat thinks over one decision, by level: the deadline the desktop table
// and the table server give its search (Thinking::deadline). Hard searches until it, so it
// plays better the faster the machine; Medium searches its few dozen deals and is normally done
// long before; Easy does not search. Hard's budget keeps a decision under 200 ms at the 95th
// percentile and 400 ms at most on a 2-core machine with the other core busy (docs/ai.md,
// "Thinking to a deadline").

#include "ai/levels.h"

#include <chrono>

namespace fs {

inline std::chrono::milliseconds thinkingBudget(Level level)
{
    using namespace std::chrono_literals;
    switch (level) {
    case Level::Easy:
        return 50ms;
    case Level::Medium:
        return 100ms;
    case Level::Hard:
        return 150ms;
    }
    return 100ms;
}

} // namespace fs
