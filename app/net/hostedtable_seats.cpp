// Who sits at a table on a table server, and what each seat is sent (net/hostedtable.h,
// docs/protocol.md).

#include "net/hostedtable.h"

#include "net/builddigest.h"

#include "net/secrets.h"
#include "net/viewjson.h"
#include "record/gamerecord.h"
#include "record/jsonparts.h"
#include "record/recordfile.h"

#include <algorithm>

using Json = nlohmann::json;

namespace {

std::string presenceName(HostedTable::Presence p)
{
    switch (p) {
    case HostedTable::Presence::Open:
        return "open";
    case HostedTable::Presence::Computer:
        return "computer";
    case HostedTable::Presence::Here:
        return "here";
    case HostedTable::Presence::Away:
        return "away";
    case HostedTable::Presence::Replaced:
        return "replaced";
    }
    return "open";
}

} // namespace

void HostedTable::attach(int seat, SeatLink* link)
{
    Seat& s = m_seats[static_cast<std::size_t>(seat)];
    s.link = link;
    if (s.presence != Presence::Computer)
        s.presence = Presence::Here;
    send(seat, welcome(seat));
    if (m_match)
        send(seat, update(seat, nullptr));
    advance(); // a table everyone had left goes on
}

void HostedTable::seatCreator(SeatLink* link)
{
    Seat& host = m_seats[static_cast<std::size_t>(m_hostSeat)];
    host.link = link;
    host.presence = Presence::Here;
    send(m_hostSeat, welcome(m_hostSeat));
    sendToAll(seatsMessage());
}

int HostedTable::join(SeatLink* link, const QString& name, QString* error)
{
    for (int i = 0; i < seats(); ++i) {
        Seat& s = m_seats[static_cast<std::size_t>(i)];
        if (s.presence != Presence::Open)
            continue;
        s.name = name;
        s.token = secrets::newSeatToken();
        s.link = link;
        s.presence = Presence::Here;
        send(i, welcome(i));
        if (m_match)
            send(i, update(i, nullptr));
        sendToAll(seatsMessage());
        Q_EMIT changed();
        advance();
        return i;
    }
    *error = QStringLiteral("the table has no open seat");
    return -1;
}

int HostedTable::rejoin(SeatLink* link, const QString& token, QString* error)
{
    for (int i = 0; i < seats(); ++i) {
        Seat& s = m_seats[static_cast<std::size_t>(i)];
        if (s.token.isEmpty() || !secrets::sameSecret(s.token, token))
            continue;
        if (s.link) {
            // One seat, one connection: the newer one wins, as when a client reconnects before
            // the server noticed the old connection was gone.
            SeatLink* old = s.link;
            s.link = nullptr;
            old->takenOver(QStringLiteral("the seat was taken over by another connection"));
        }
        s.link = link;
        const bool wasReplaced = s.presence == Presence::Replaced;
        // A seat the host handed to the computer stays the computer's until the host gives it
        // back, connection or not.
        if (!s.heldByHost)
            s.presence = Presence::Here;
        if (wasReplaced && !s.heldByHost && m_thinkingFor && m_match &&
            m_match->state().toAct == i) {
            // The person is back while the computer thinks for them: the person decides.
            m_stop.request_stop();
            m_thinkingFor.reset();
        }
        send(i, welcome(i));
        if (m_match)
            send(i, update(i, nullptr));
        sendToAll(seatsMessage());
        advance();
        return i;
    }
    *error = QStringLiteral("no seat at this table has that token");
    return -1;
}

void HostedTable::dropped(int seat)
{
    Seat& s = m_seats[static_cast<std::size_t>(seat)];
    s.link = nullptr;
    s.viewSent.reset();
    m_lastLink.restart();
    if (s.presence != Presence::Here)
        return;
    s.presence = Presence::Away;
    s.away.restart();
    if (!m_graceTimer.isActive())
        m_graceTimer.start(m_graceSeconds * 1000);
    sendToAll(seatsMessage());
}

void HostedTable::graceOver()
{
    const qint64 grace = qint64{m_graceSeconds} * 1000;
    qint64 soonest = -1;
    bool replaced = false;
    for (Seat& s : m_seats) {
        if (s.presence != Presence::Away)
            continue;
        const qint64 left = grace - s.away.elapsed();
        if (left <= 0) {
            s.presence = Presence::Replaced;
            s.level = m_dropLevel;
            replaced = true;
        } else if (soonest < 0 || left < soonest) {
            soonest = left;
        }
    }
    if (soonest >= 0)
        m_graceTimer.start(static_cast<int>(soonest));
    if (replaced) {
        sendToAll(seatsMessage());
        if (m_betweenDeals)
            readyForNextDeal(-1);
        else
            advance();
    }
}

void HostedTable::publish(const fs::EventList& events)
{
    for (int i = 0; i < seats(); ++i)
        if (m_seats[static_cast<std::size_t>(i)].link)
            send(i, update(i, &events));
}

Json HostedTable::update(int seat, const fs::EventList* events) const
{
    const fs::Pack& pack = m_rules->pack();
    Json seen = Json::array();
    bool scored = events == nullptr;
    if (events) {
        const fs::GameState& after = m_match->state();
        for (const fs::Event& e : *events) {
            seen.push_back(fs::net::eventToJson(m_rules->eventSeenBy(after, e, seat), pack));
            scored = scored || e.kind == fs::EventKind::DealScored;
        }
    }
    Json u{{"type", "update"},
           {"actions", m_match->actions().size()},
           {"deals", m_match->dealOrders().size()},
           {"events", std::move(seen)},
           {"totals", m_match->totals()}};
    // After an action, what changed in the view the connection has; else the whole view.
    fs::PlayerView view = m_match->viewFor(seat);
    std::optional<fs::PlayerView>& sent = m_seats[static_cast<std::size_t>(seat)].viewSent;
    if (events && sent)
        u["viewChanges"] = fs::net::viewChangesToJson(view, *sent);
    else
        u["view"] = fs::net::viewToJson(view);
    sent = std::move(view);
    // Who decides next and what, which everyone at a table sees ("West is bidding…").
    if (m_match->dealInProgress() && m_match->state().toAct >= 0) {
        const int toAct = m_match->state().toAct;
        u["acting"] = {
            {"seat", toAct},
            {"kind", fs::net::actionKindName(m_match->viewFor(toAct).legalActions().kind())}};
        if (m_turnSeat == toAct && m_turnTimer.isActive())
            u["acting"]["turnLeftMs"] = m_turnTimer.remainingTime();
    }
    // What this seat's person may take back or play again (their own decisions, which they
    // know), for a client to offer it.
    if (const std::optional<std::size_t> last = lastDecisionOf(seat))
        u["undo"] =
            Json::parse(fs::actionJson(m_match->actions()[*last], pack, m_rules->vocabulary()));
    if (const fs::Action* again = redoableFor(seat))
        u["redo"] = Json::parse(fs::actionJson(*again, pack, m_rules->vocabulary()));
    // The finished deals, every card of them now public, so the score sheet and the review of
    // a remote seat are built as a local one's are (fs::recordOfFinishedDeals).
    if (scored && m_match->dealsPlayed() > 0)
        u["finishedDeals"] = fs::writeRecord(fs::recordOfFinishedDeals(*m_match, m_options));
    return u;
}

Json HostedTable::welcome(int seat) const
{
    const Seat& s = m_seats[static_cast<std::size_t>(seat)];
    return Json{{"type", "welcome"},
                {"protocol", fs::net::ProtocolVersion},
                {"version", BuildDigest::version().toStdString()},
                {"build", BuildDigest::ofThisBuild().toStdString()},
                {"table", m_code.toStdString()},
                {"seat", seat},
                {"token", s.token.toStdString()},
                {"host", seat == m_hostSeat},
                {"game", m_gameId},
                {"players", seats()},
                {"options", optionsJson(m_options)},
                {"hints", m_hints},
                {"undo", m_undo},
                {"graceSeconds", m_graceSeconds}};
}

Json HostedTable::seatsMessage() const
{
    Json list = Json::array();
    const qint64 grace = qint64{m_graceSeconds} * 1000;
    for (const Seat& s : m_seats) {
        Json j{{"name", s.name.toStdString()}, {"presence", presenceName(s.presence)}};
        if (s.presence == Presence::Computer || s.presence == Presence::Replaced)
            j["level"] = std::string(fs::levelName(s.level));
        if (s.presence == Presence::Away)
            j["graceLeftMs"] = std::max<qint64>(0, grace - s.away.elapsed());
        if (&s - m_seats.data() == m_turnSeat && m_turnTimer.isActive())
            j["turnLeftMs"] = m_turnTimer.remainingTime();
        list.push_back(std::move(j));
    }
    return Json{{"type", "seats"}, {"seats", std::move(list)}, {"started", started()}};
}

void HostedTable::send(int seat, const Json& message)
{
    SeatLink* link = m_seats[static_cast<std::size_t>(seat)].link;
    if (link)
        link->send(message);
}

void HostedTable::sendToAll(const Json& message)
{
    for (const Seat& s : m_seats)
        if (s.link)
            s.link->send(message);
}

void HostedTable::refuse(int seat, std::int64_t number, const std::string& reason,
                         const std::string& text)
{
    send(seat,
         Json{{"type", "refused"}, {"number", number}, {"reason", reason}, {"message", text}});
}

void HostedTable::sendError(int seat, const char* code, const std::string& text)
{
    send(seat, Json{{"type", "error"}, {"code", code}, {"message", text}, {"fatal", false}});
}

Json HostedTable::optionsJson(const fs::Options& options)
{
    Json j = Json::object();
    for (const auto& [key, value] : options)
        j[key] = value;
    return j;
}
