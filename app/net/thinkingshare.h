#pragma once
// The table server's processors, shared fairly between its tables' computer players (issue 37,
// docs/protocol.md "Fair thinking"). Two things keep one table's computers from slowing another
// table: a server's computer seat decides no sooner than a pace after the action before it
// (ServerLimits::computerPaceMs, as fast as people at the table can follow), so a table asks
// for at most one search each pace; and each search gets at most an equal part of the pool's
// time over that pace among the tables that searched in it, so when more tables think than
// the processors serve, every computer thinks less rather than some tables wait.
//
// The pool takes each table's searches in the order they come, and a table has one at a time,
// so a search waits for at most one search of each other table: the slice bounds that wait.

#include <QElapsedTimer>
#include <QHash>

#include <chrono>

class ThinkingShare {
public:
    // `threads`: the pool's threads; `windowMs`: the pace, the time over which the pool's
    // time is shared (at least MinWindowMs).
    ThinkingShare(int threads, int windowMs);

    // The longest `table`'s search that starts at `nowMs` may take: its level's `cap` while no
    // more tables think than the pool has threads, else the table's share of the pool when
    // that is less (never under MinSliceMs).
    std::chrono::milliseconds slice(const void* table, std::chrono::milliseconds cap, qint64 nowMs);
    std::chrono::milliseconds slice(const void* table, std::chrono::milliseconds cap)
    {
        return slice(table, cap, m_clock.elapsed());
    }
    // The table is gone.
    void forget(const void* table) { m_lastAsked.remove(table); }
    // Tables that searched in the window that ends at `nowMs`.
    int thinkingTables(qint64 nowMs) const;

    static constexpr int MinWindowMs = 250;
    static constexpr int MinSliceMs = 5;

private:
    int m_threads;
    int m_windowMs;
    QElapsedTimer m_clock;
    QHash<const void*, qint64> m_lastAsked;
};
