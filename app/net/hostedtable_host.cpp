// What the host may do with another person's seat (net/hostedtable.h; docs/protocol.md, "Turns
// that end"): hand it to the computer, give it back, or remove the person.

#include "net/hostedtable.h"

using Json = nlohmann::json;

void HostedTable::changeSeat(int by, const fs::net::ClientMessage& m)
{
    if (by != m_hostSeat) {
        sendError(by, "not-host", "only the host changes seats");
        return;
    }
    if (m.target < 0 || m.target >= seats() || m.target == m_hostSeat ||
        m_seats[static_cast<std::size_t>(m.target)].token.isEmpty()) {
        sendError(by, "no-person", "no other person has that seat");
        return;
    }
    Seat& s = m_seats[static_cast<std::size_t>(m.target)];
    const bool deciding = m_match && m_match->state().toAct == m.target;
    switch (m.change) {
    case fs::net::SeatChange::Computer:
        s.presence = Presence::Replaced;
        s.level = m_dropLevel;
        s.heldByHost = true;
        if (m_turnSeat == m.target)
            stopTurnClock();
        break;
    case fs::net::SeatChange::Person:
        if (s.presence != Presence::Replaced)
            return; // the person has it
        s.heldByHost = false;
        s.missedTurns = 0;
        if (deciding && m_thinkingFor) {
            m_stop.request_stop();
            m_thinkingFor.reset();
        }
        s.presence = s.link ? Presence::Here : Presence::Away;
        if (!s.link) {
            s.away.restart();
            if (!m_graceTimer.isActive())
                m_graceTimer.start(m_graceSeconds * 1000);
        }
        break;
    case fs::net::SeatChange::Remove: {
        // The seat is nobody's any more: open before the match, the computer's once it is on.
        SeatLink* link = s.link;
        s = Seat{};
        s.presence = m_match ? Presence::Computer : Presence::Open;
        s.level = m_dropLevel;
        if (deciding && m_thinkingFor) {
            m_stop.request_stop();
            m_thinkingFor.reset();
        }
        if (link) {
            link->send(Json{{"type", "error"},
                            {"code", "removed"},
                            {"message", "the host removed you from the table"},
                            {"fatal", true}});
            link->takenOver(QStringLiteral("removed by the host"));
        }
        break;
    }
    }
    sendToAll(seatsMessage());
    Q_EMIT changed();
    advance();
}
