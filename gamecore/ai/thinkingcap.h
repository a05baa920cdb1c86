#pragma once
// The longest a computer seat may think over one decision, by level: a cap for a slow or busy
// machine, since the search normally ends well before it. The desktop table and the table
// server both hold their computer seats to it.

#include "ai/levels.h"

#include <chrono>

namespace fs {

inline std::chrono::milliseconds thinkingCap(Level level)
{
    using namespace std::chrono_literals;
    switch (level) {
    case Level::Easy:
        return 50ms;
    case Level::Medium:
        return 400ms;
    case Level::Hard:
        return 1000ms;
    }
    return 400ms;
}

} // namespace fs
