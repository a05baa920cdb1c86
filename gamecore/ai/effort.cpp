#include "ai/effort.h"

#include <algorithm>

namespace fs {

Effort::Effort(const Thinking& thinking, int counted, int ceiling)
    : m_thinking(thinking), m_start(std::chrono::steady_clock::now()),
      m_limit(std::max(1, thinking.iterations > 0 ? thinking.iterations
                          : thinking.timed()      ? std::max(counted, ceiling)
                                                  : counted))
{
}

double Effort::remaining(int done) const
{
    const double left = m_limit - done;
    if (!m_thinking.timed() || done <= 0)
        return left;
    using Seconds = std::chrono::duration<double>;
    const auto now = std::chrono::steady_clock::now();
    const double spent = Seconds(now - m_start).count();
    if (spent <= 0)
        return left;
    // The pace may pick up (the first iterations fill caches), hence the margin.
    const double reachable =
        1.25 * done / spent * std::max(0.0, Seconds(m_thinking.deadline - now).count());
    return std::min(left, reachable);
}

} // namespace fs
