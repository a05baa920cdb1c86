#include "net/thinkingshare.h"

#include <algorithm>

ThinkingShare::ThinkingShare(int threads, int windowMs)
    : m_threads(std::max(1, threads)), m_windowMs(std::max(MinWindowMs, windowMs))
{
    m_clock.start();
}

int ThinkingShare::thinkingTables(qint64 nowMs) const
{
    int tables = 0;
    for (const qint64 asked : m_lastAsked)
        if (nowMs - asked < m_windowMs)
            ++tables;
    return tables;
}

std::chrono::milliseconds ThinkingShare::slice(const void* table, std::chrono::milliseconds cap,
                                               qint64 nowMs)
{
    m_lastAsked.insert(table, nowMs);
    // A server hosts at most a few hundred tables: counting them at each search is cheap, and
    // it forgets a table that stopped thinking without being told.
    const int tables = thinkingTables(nowMs);
    if (tables <= m_threads)
        return cap; // a thread each: nobody waits for anybody
    const qint64 share = static_cast<qint64>(m_threads) * m_windowMs / tables;
    const auto slice = std::chrono::milliseconds(std::max<qint64>(MinSliceMs, share));
    return std::min(cap, slice);
}
