// One table on a table server (net/hostedtable.h, docs/protocol.md).

#include "net/hostedtable.h"

#include "net/givewaytothegui.h"
#include "net/secrets.h"

#include "ai/thinkingbudget.h"
#include "net/thinkingshare.h"
#include "net/viewjson.h"
#include "record/gamerecord.h"
#include "record/jsonparts.h"
#include "record/recordfile.h"

#include <QRandomGenerator>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using Json = nlohmann::json;

HostedTable::HostedTable(const QString& code, const ServerLimits& limits, QThreadPool* pool)
    : m_code(code), m_limits(limits), m_pool(pool)
{
    m_nextDeal.setSingleShot(true);
    connect(&m_nextDeal, &QTimer::timeout, this, [this] {
        if (m_betweenDeals)
            startDeal();
    });
    m_graceTimer.setSingleShot(true);
    connect(&m_graceTimer, &QTimer::timeout, this, &HostedTable::graceOver);
    m_turnTimer.setSingleShot(true);
    m_turnTimer.setTimerType(Qt::PreciseTimer); // its time left is shown to the second
    connect(&m_turnTimer, &QTimer::timeout, this, &HostedTable::turnOver);
    connect(&m_watcher, &QFutureWatcher<Answer>::finished, this, &HostedTable::answered);
    m_pace.setSingleShot(true);
    connect(&m_pace, &QTimer::timeout, this, &HostedTable::takeHeldAnswer);
    m_players.resize(fs::AllLevels.size());
    m_lastLink.start();
}

qint64 HostedTable::msAlone() const
{
    const bool someone = std::any_of(m_seats.begin(), m_seats.end(),
                                     [](const Seat& s) { return s.link != nullptr; });
    return someone ? 0 : m_lastLink.elapsed();
}

HostedTable::~HostedTable()
{
    if (m_share)
        m_share->forget(this);
    m_stop.request_stop();
    m_watcher.waitForFinished();
}

std::unique_ptr<HostedTable> HostedTable::create(const fs::net::ClientMessage& m,
                                                 const QString& code, const ServerLimits& limits,
                                                 QThreadPool* pool, QString* error)
{
    std::string problem;
    auto rules = fs::createRules(m.game, m.players, m.options, problem);
    if (!rules) {
        *error = QString::fromStdString(problem);
        return nullptr;
    }
    std::unique_ptr<HostedTable> t(new HostedTable(code, limits, pool));
    t->m_info = fs::findGame(m.game);
    t->m_gameId = m.game;
    t->m_options = m.options;
    t->m_rules = rules;
    t->m_hostSeat = m.seat;
    t->m_hints = m.hints;
    t->m_undo = m.undo;
    t->m_graceSeconds = m.graceSeconds;
    t->m_turnSeconds = m.turnSeconds >= 0 ? m.turnSeconds : limits.turnSeconds;
    t->m_dropLevel = m.dropLevel;
    for (const fs::net::SeatPlan& plan : m.seats) {
        Seat s;
        s.presence = plan.open ? Presence::Open : Presence::Computer;
        s.level = plan.open ? m.dropLevel : plan.level;
        t->m_seats.push_back(s);
    }
    Seat& host = t->m_seats[static_cast<std::size_t>(m.seat)];
    host.name = QString::fromStdString(m.name);
    host.token = secrets::newSeatToken();
    host.presence = Presence::Away; // until seatCreator
    host.away.start();
    return t;
}

std::unique_ptr<HostedTable>
HostedTable::createHere(const std::string& game, int players, const fs::Options& options,
                        const std::vector<std::optional<fs::Level>>& seats, QThreadPool* pool,
                        QString* error)
{
    std::string problem;
    auto rules = fs::createRules(game, players, options, problem);
    if (!rules || seats.size() != static_cast<std::size_t>(players)) {
        *error = QString::fromStdString(problem);
        return nullptr;
    }
    ServerLimits limits;
    limits.nextDealWithinMs = 0;
    std::unique_ptr<HostedTable> t(new HostedTable(QStringLiteral("HERE"), limits, pool));
    t->m_info = fs::findGame(game);
    t->m_gameId = game;
    t->m_options = options;
    t->m_rules = rules;
    t->m_hints = true;
    t->m_undo = true;
    t->m_graceSeconds = 0;
    for (const std::optional<fs::Level>& level : seats) {
        Seat s;
        s.presence = level ? Presence::Computer : Presence::Open;
        s.level = level.value_or(fs::Level::Medium);
        t->m_seats.push_back(s);
    }
    const auto person = std::find_if(seats.begin(), seats.end(), [](const auto& l) { return !l; });
    t->m_hostSeat = person == seats.end() ? 0 : static_cast<int>(person - seats.begin());
    return t;
}

void HostedTable::begin()
{
    for (Seat& s : m_seats)
        if (s.presence == Presence::Open)
            s.presence = Presence::Computer; // seats nobody took are the computer's
    const quint64 seed = m_seed.value_or(QRandomGenerator::system()->generate64());
    m_match = std::make_unique<fs::Match>(m_rules, seed);
    sendToAll(seatsMessage());
    startDeal();
}

bool HostedTable::beginFrom(const fs::GameRecord& record, std::string* error)
{
    fs::ReplayResult replayed = fs::replayRecord(record);
    if (!replayed.ok() || !replayed.match) {
        *error = replayed.error.message;
        return false;
    }
    adoptMatch(std::move(replayed.match));
    // A record that stops between deals goes on with the next: its scores were shown before.
    if (!m_match->dealInProgress() && !m_match->over())
        m_match->startDeal();
    for (int i = 0; i < seats(); ++i)
        send(i, update(i, nullptr));
    return true;
}

void HostedTable::adoptMatch(std::unique_ptr<fs::Match> match)
{
    if (m_thinkingFor) {
        m_stop.request_stop();
        m_thinkingFor.reset();
    }
    m_match = std::move(match);
    m_rules = m_match->rulesPtr();
    m_dealStart = fs::recordOfFinishedDeals(*m_match, m_options).actions.size();
    m_automatic.clear();
    m_redo.clear();
    m_redoSeat = -1;
    m_betweenDeals = false;
    m_nextDeal.stop();
    for (Seat& s : m_seats)
        s.ready = false;
}

bool HostedTable::handle(int seat, const fs::net::ClientMessage& m)
{
    switch (m.kind) {
    case fs::net::ClientKind::Start:
        start(seat);
        break;
    case fs::net::ClientKind::Act:
        return act(seat, m);
    case fs::net::ClientKind::Chat: {
        Json chat{{"type", "chat"}, {"seat", seat}, {"text", m.text}};
        chat["name"] = m_seats[static_cast<std::size_t>(seat)].name.toStdString();
        sendToAll(chat);
        break;
    }
    case fs::net::ClientKind::Ready:
        backFromAway(seat);
        readyForNextDeal(seat);
        break;
    case fs::net::ClientKind::Ping:
        send(seat, Json{{"type", "pong"}});
        break;
    case fs::net::ClientKind::Undo:
        takeBack(seat);
        break;
    case fs::net::ClientKind::Redo:
        redo(seat);
        break;
    case fs::net::ClientKind::Seat:
        changeSeat(seat, m);
        break;
    case fs::net::ClientKind::Hello:
    case fs::net::ClientKind::Create:
        sendError(seat, "seated", "this connection already has a seat");
        break;
    }
    return false;
}

void HostedTable::start(int seat)
{
    if (seat != m_hostSeat) {
        sendError(seat, "not-host", "only the host starts the match");
        return;
    }
    if (m_match) {
        sendError(seat, "started", "the match has already started");
        return;
    }
    begin();
}

void HostedTable::startDeal()
{
    m_betweenDeals = false;
    m_nextDeal.stop();
    for (Seat& s : m_seats)
        s.ready = false;
    fs::EventList events;
    m_match->startDeal(&events);
    m_dealStart = m_match->actions().size();
    // Written before anyone is shown it: a server killed in between resumes from what was
    // shown. The first deal writes the whole table, seed and all; a later one goes into the
    // journal, its cards in their order (replayJournal), and the server folds a long journal
    // into the table here.
    if (m_match->dealOrders().size() == 1) {
        Q_EMIT changed();
    } else {
        Q_EMIT applied(dealLine());
        Q_EMIT dealStarted();
    }
    publish(events);
    advance();
}

bool HostedTable::act(int seat, const fs::net::ClientMessage& m)
{
    if (!m_match) {
        refuse(seat, m.number, "not-started", "the match has not started");
        return false;
    }
    Json withSeat = m.action;
    withSeat["seat"] = seat;
    std::string problem;
    const auto action =
        fs::readActionJson(withSeat, m_rules->pack(), m_rules->vocabulary(), seats(), problem);
    if (!action) {
        refuse(seat, m.number, "malformed", problem);
        return false;
    }
    const auto done = static_cast<std::int64_t>(m_match->actions().size());
    if (m.number <= done) {
        // Sent again after a reconnection: applied once, and the seat is told it is in.
        const fs::Action& earlier = m_match->actions()[static_cast<std::size_t>(m.number - 1)];
        if (earlier == *action)
            send(seat, Json{{"type", "applied"}, {"number", m.number}});
        else
            refuse(seat, m.number, "stale",
                   "action " + std::to_string(m.number) + " was already played");
        return false;
    }
    if (m.number != done + 1) {
        refuse(seat, m.number, "stale", "the next action is number " + std::to_string(done + 1));
        return false;
    }
    backFromAway(seat);
    if (computerDrives(seat)) {
        refuse(seat, m.number, "not-your-turn", "the computer plays this seat");
        return false;
    }
    if (m_betweenDeals || !m_match->dealInProgress()) {
        refuse(seat, m.number, "not-your-turn", "the deal is over");
        return false;
    }
    const fs::Reason why = m_match->state().check(*action);
    if (why != fs::Reason::None) {
        refuse(seat, m.number, std::string(fs::reasonName(m_rules->vocabulary(), why)),
               "the rules refuse it");
        return false;
    }
    if (!m.automatic)
        m_seats[static_cast<std::size_t>(seat)].missedTurns = 0; // the person is there
    apply(*action, m.automatic);
    return true;
}

void HostedTable::apply(const fs::Action& action, bool automatic)
{
    if (m_thinkingFor) {
        m_stop.request_stop();
        m_thinkingFor.reset();
    }
    stopTurnClock();
    fs::EventList events;
    if (m_match->apply(action, &events) != fs::Reason::None)
        return; // checked by the caller
    if (automatic)
        m_automatic.insert(m_match->actions().size() - 1);
    followRedo(action);
    // Written before anyone is shown it: a server killed in between resumes from what was shown.
    const Json line{
        {"n", m_match->actions().size()},
        {"action", Json::parse(fs::actionJson(action, m_rules->pack(), m_rules->vocabulary()))}};
    Q_EMIT applied(QByteArray::fromStdString(line.dump()));
    armTurnClock(); // its countdown goes with the update, not in a message of its own
    publish(events);
    advance();
}

void HostedTable::advance()
{
    if (!m_match || m_thinkingFor)
        return;
    if (m_match->over()) {
        endMatch();
        return;
    }
    if (!m_match->dealInProgress()) {
        if (!m_betweenDeals) {
            m_betweenDeals = true;
            if (m_limits.nextDealWithinMs > 0)
                m_nextDeal.start(m_limits.nextDealWithinMs);
            readyForNextDeal(-1);
        }
        return;
    }
    // Computers play while someone is at the table to see it: a table everyone left waits,
    // idle, until someone comes back, so tables left behind take no share of the server's
    // processors from those being played (issue 37).
    const int seat = m_match->state().toAct;
    if (seat >= 0 && computerDrives(seat) && !m_redoing && msAlone() == 0)
        think(seat);
    else if (seat >= 0 && !computerDrives(seat))
        startTurnClock(seat);
}

bool HostedTable::computerDrives(int seat) const
{
    const Presence p = m_seats[static_cast<std::size_t>(seat)].presence;
    return p == Presence::Computer || p == Presence::Replaced;
}

void HostedTable::think(int seat)
{
    const auto level = m_seats[static_cast<std::size_t>(seat)].level;
    auto& player = m_players[static_cast<std::size_t>(level)];
    if (!player)
        player = fs::makePlayer(*m_info, level);
    m_stop = std::stop_source();
    const std::size_t request = m_match->actions().size();
    m_thinkingFor = request;
    const std::stop_token stop = m_stop.get_token();
    const std::chrono::milliseconds cap =
        m_share ? m_share->slice(this, fs::thinkingBudget(level)) : fs::thinkingBudget(level);
    m_thinkingSince.start();
    const fs::PlayerView view = m_match->viewFor(seat);
    fs::Rng rng = fs::decisionRng(m_match->seed(), request);
    // The view points into the match's rules: the worker holds them too, since an undo or a
    // resume replaces the match (and frees its rules) while a search may still be running.
    m_watcher.setFuture(QtConcurrent::run(
        m_pool, [player, rules = m_match->rulesPtr(), view, rng, stop, cap, request]() mutable {
            giveWayToTheGui();
            // The cap runs from the moment the work starts, not from when it was queued.
            const fs::Thinking thinking{stop, std::chrono::steady_clock::now() + cap};
            return Answer{request, player->decide(view, rng, thinking).action};
        }));
}

void HostedTable::answered()
{
    m_held = m_watcher.result();
    m_answerHeld = true;
    const qint64 early = m_limits.computerPaceMs - m_thinkingSince.elapsed();
    if (early > 0)
        m_pace.start(static_cast<int>(early));
    takeHeldAnswer();
}

void HostedTable::holdComputers(bool held)
{
    m_computersHeld = held;
    takeHeldAnswer();
}

void HostedTable::takeHeldAnswer()
{
    if (!m_answerHeld || m_computersHeld || m_pace.isActive())
        return;
    m_answerHeld = false;
    take(m_held);
}

void HostedTable::take(const Answer& a)
{
    if (!m_thinkingFor || *m_thinkingFor != a.request || !m_match ||
        m_match->actions().size() != a.request) {
        // Dropped (the person came back, or the table moved on): think again if still due.
        if (!m_thinkingFor)
            advance();
        return;
    }
    m_thinkingFor.reset();
    if (m_match->state().check(a.action) == fs::Reason::None) {
        apply(a.action);
        return;
    }
    // A computer player must only return legal actions; never stall the table if one doesn't.
    qWarning("computer seat %d chose an illegal action", a.action.seat);
    fs::Rng rng = fs::decisionRng(m_match->seed(), m_match->actions().size());
    apply(m_match->viewFor(m_match->state().toAct).legalActions().random(rng));
}

void HostedTable::readyForNextDeal(int seat)
{
    if (!m_betweenDeals)
        return;
    if (seat >= 0)
        m_seats[static_cast<std::size_t>(seat)].ready = true;
    // Everyone connected: a person, or someone watching a computer's seat at home.
    const bool all = std::all_of(m_seats.begin(), m_seats.end(),
                                 [](const Seat& s) { return !s.link || s.ready; });
    if (all)
        startDeal();
}

void HostedTable::endMatch()
{
    if (m_finishedAt.isValid())
        return;
    m_finishedAt.start();
    m_nextDeal.stop();
    // The match is over: its whole record, seed and every hand, is everyone's to review.
    Json ended{{"type", "ended"},
               {"record", fs::writeRecord(*m_match, m_options)},
               {"winners", m_match->status().winners},
               {"totals", m_match->totals()}};
    sendToAll(ended);
}
