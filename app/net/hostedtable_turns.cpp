// The turn clock of a hosted table (net/hostedtable.h; docs/protocol.md, "Turns that end"): a
// person who never decides cannot stop a table.

#include "net/hostedtable.h"

bool HostedTable::clockFor(int seat) const
{
    const Seat& s = m_seats[static_cast<std::size_t>(seat)];
    return m_turnSeconds > 0 && s.presence == Presence::Here && s.link;
}

void HostedTable::startTurnClock(int seat)
{
    if (!clockFor(seat) || (m_turnSeat == seat && m_turnTimer.isActive()))
        return;
    m_turnSeat = seat;
    m_turnTimer.start(m_turnSeconds * 1000);
    sendToAll(seatsMessage()); // everyone's countdown starts
}

void HostedTable::armTurnClock()
{
    const int seat = m_match->dealInProgress() ? m_match->state().toAct : -1;
    if (seat < 0 || computerDrives(seat) || !clockFor(seat))
        return;
    m_turnSeat = seat;
    m_turnTimer.start(m_turnSeconds * 1000);
}

void HostedTable::stopTurnClock()
{
    m_turnSeat = -1;
    m_turnTimer.stop();
}

void HostedTable::turnOver()
{
    const int seat = m_turnSeat;
    m_turnSeat = -1;
    if (!m_match || seat < 0 || m_match->state().toAct != seat || computerDrives(seat) ||
        m_thinkingFor)
        return;
    Seat& s = m_seats[static_cast<std::size_t>(seat)];
    s.level = m_dropLevel;
    if (++s.missedTurns >= m_limits.missedTurnsAway) {
        // Away: the computer plays the seat until the person acts again.
        s.presence = Presence::Replaced;
        sendToAll(seatsMessage());
        advance();
        return;
    }
    sendToAll(seatsMessage());
    think(seat); // this decision only
}

void HostedTable::backFromAway(int seat)
{
    Seat& s = m_seats[static_cast<std::size_t>(seat)];
    if (s.presence != Presence::Replaced || !s.link || s.heldByHost ||
        s.missedTurns < m_limits.missedTurnsAway)
        return;
    s.presence = Presence::Here;
    s.missedTurns = 0;
    if (m_thinkingFor && m_match && m_match->state().toAct == seat) {
        m_stop.request_stop();
        m_thinkingFor.reset();
    }
    sendToAll(seatsMessage());
}
