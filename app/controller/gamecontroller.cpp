// A seat's client of a table (controller/gamecontroller.h): which table, and the person's
// requests. What the table sends back is shown in gamecontroller_batches.cpp.

#include "controller/gamecontroller.h"

#include "ai/thinkingbudget.h"

#include "net/givewaytothegui.h"
#include "net/localtable.h"
#include "net/tableclient.h"
#include "text/coretext.h"
#include "text/gametext.h"

#include <QtConcurrent/QtConcurrentRun>

namespace {

// Threads for thinking: the computer seats of a match at home and the hints. Two, so that a
// search told to stop never delays the next seat's turn while it winds down, and no more: the
// machine has the GUI and the card renderer to run too.
constexpr int ThinkingThreads = 2;

} // namespace

GameController::GameController(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<fs::Card>();
    qRegisterMetaType<fs::CardSet>();
    qRegisterMetaType<fs::LegalActions>();
    qRegisterMetaType<fs::Choice>();
    qRegisterMetaType<fs::ScoreRow>();
    qRegisterMetaType<fs::PlayerView>();
    qRegisterMetaType<fs::ActionKind>();
    qRegisterMetaType<fs::Action>();
    qRegisterMetaType<fs::Reason>();
    qRegisterMetaType<fs::DecisionWhy>();
    m_delayTimer.setSingleShot(true);
    connect(&m_delayTimer, &QTimer::timeout, this, &GameController::advance);
    connect(&m_hintWatcher, &QFutureWatcher<Answer>::finished, this, &GameController::hintAnswered);
    m_pool.setMaxThreadCount(ThinkingThreads);
    m_pool.setObjectName(QStringLiteral("thinking"));
}

GameController::~GameController()
{
    // Work still running holds its own copies of everything it reads, but must not outlive the
    // application: told to stop, a search returns within one sampled deal, so this wait is short.
    m_closing.request_stop();
    m_hintStop.request_stop();
    m_hintWatcher.disconnect(this);
    leaveTable();
    m_local.reset();
    m_pool.waitForDone();
}

std::chrono::milliseconds GameController::thinkingBudget(fs::Level level)
{
    return fs::thinkingBudget(level);
}

void GameController::setHumanSeats(const QList<int>& seats)
{
    m_humanSeats = seats;
}

bool GameController::isHuman(int seat) const
{
    return m_humanSeats.contains(seat);
}

int GameController::homeObserver() const
{
    if (m_observer >= 0)
        return m_observer;
    return m_humanSeats.isEmpty() ? 0 : m_humanSeats.first();
}

int GameController::observerSeat() const
{
    return m_seat >= 0 ? m_seat : homeObserver();
}

std::unique_ptr<LocalTable> GameController::tableAtHome(const std::string& game, int players,
                                                        const fs::Options& options, QString* error)
{
    // The seat whose eyes the app uses: the person's, to play it, else a computer's, to watch.
    const int watched = std::clamp(homeObserver(), 0, std::max(0, players - 1));
    std::vector<std::optional<fs::Level>> drivers;
    for (int seat = 0; seat < players; ++seat)
        drivers.push_back(seat == watched && isHuman(seat) ? std::nullopt
                                                           : std::optional(levelOf(seat)));
    return LocalTable::create(game, players, options, drivers, watched, &m_pool, error);
}

bool GameController::newMatch(const QString& gameId, int seats, const fs::Options& options,
                              quint64 seed)
{
    QString error;
    auto table = tableAtHome(gameId.toStdString(), seats, options, &error);
    if (!table) {
        Q_EMIT actionRejected(
            tr("The game cannot start: %1")
                .arg(CoreText::setupProblem(gameId.toStdString(), seats, options)));
        return false;
    }
    retireLocalTable();
    m_local = std::move(table);
    m_local->host().setSeed(seed);
    m_local->sit();
    play(&m_local->client(), isHuman(m_local->client().seat()));
    m_local->host().begin();
    return true;
}

bool GameController::resumeMatch(const fs::GameRecord& record, QString* error)
{
    fs::ReplayResult replayed = fs::replayRecord(record);
    if (!replayed.ok() || !replayed.match) {
        if (error)
            *error = CoreText::recordProblem(replayed.error, &record);
        return false;
    }
    QString problem;
    auto table = tableAtHome(record.game, record.players, record.options, &problem);
    if (!table) {
        if (error)
            *error = problem;
        return false;
    }
    std::string why;
    table->host().beginFrom(record, &why); // replayed above: it cannot fail
    retireLocalTable();
    m_local = std::move(table);
    // Seated once the match is there: the finished deals come with the welcome's position, so
    // the score sheet has them from matchStarted on, as when a seat is taken back mid-match.
    m_local->sit();
    play(&m_local->client(), isHuman(m_local->client().seat()));
    m_local->host().resume();
    return true;
}

void GameController::retireLocalTable()
{
    leaveTable();
    if (!m_local)
        return;
    // Its search stops now; the table itself goes on the next turn of the event loop, since this
    // may be a signal the old table sent, still on its stack.
    m_local->host().stopThinking();
    auto old = std::shared_ptr<LocalTable>(std::move(m_local));
    QTimer::singleShot(0, this, [old] {});
}

fs::GameRecord GameController::record() const
{
    if (m_local && m_local->host().match())
        return fs::recordOf(*m_local->host().match(), m_options);
    return m_match ? fs::recordOf(*m_match, m_options) : fs::GameRecord{};
}

HostedTable* GameController::tableHere() const
{
    return m_local ? &m_local->host() : nullptr;
}

TableClient* GameController::remote() const
{
    return m_client.data();
}

bool GameController::playRemote(TableClient* client)
{
    if (!client || client->seat() < 0 || !client->rulesPtr())
        return false;
    retireLocalTable();
    play(client, true);
    return true;
}

void GameController::play(TableClient* client, bool person)
{
    leaveTable();
    m_client = client;
    m_seat = client->seat();
    m_person = person;
    m_info = fs::findGame(client->gameId());
    m_options = client->options();
    m_match = std::make_unique<fs::Match>(client->rulesPtr(), 0);
    m_hintPlayer = fs::makePlayer(*m_info, fs::Level::Hard);
    m_totals = QList<int>(m_match->rules().columns(), 0);
    connect(client, &TableClient::updated, this, &GameController::updated);
    connect(client, &TableClient::ended, this, &GameController::ended);
    connect(client, &TableClient::refused, this,
            [this](const QString& reason, const QString&) { refused(reason); });
    // Taking a seat back mid-match: the deals already scored are on the sheet from the start.
    adoptFinishedDeals(client->finishedDeals());
    Q_EMIT matchStarted();
    // Joining a match under way: the whole position comes as one batch, as after a resume.
    if (client->view())
        updated();
}

void GameController::leaveTable()
{
    if (m_client)
        m_client->disconnect(this);
    m_client.clear();
    dropHint();
    m_delayTimer.stop();
    m_queue.clear();
    m_view.reset();
    m_acting.reset();
    m_actingAnnounced = false;
    m_seat = -1;
    m_person = false;
    m_finished.clear();
    m_shownDeals = m_shownActions = 0;
    m_sentAction.reset();
    m_sent = m_sentAutomatically = m_over = m_endPending = m_waitingForNextDeal = false;
    m_whole.reset();
    m_waitingForBatch = 0;
    m_undoable.reset();
    m_redoable.reset();
}

fs::PlayerView GameController::viewFor(int seat) const
{
    if (m_view && m_view->seat() == seat)
        return *m_view; // the only view this seat has
    return m_match->viewFor(seat);
}

int GameController::seatAwaitingPerson() const
{
    if (!m_person || !m_view || m_sent || m_waitingForBatch != 0 || m_delayTimer.isActive() ||
        !m_queue.empty() || !m_view->toAct())
        return -1;
    return m_seat;
}

void GameController::playCard(int seat, fs::Card card)
{
    submit(fs::Action::play(seat, card));
}

void GameController::passCards(int seat, fs::CardSet cards)
{
    const fs::LegalActions legal = m_view ? m_view->legalActions() : fs::LegalActions{};
    // The same request serves a pass and a discard: the rules say which one is asked for.
    submit({legal.selectCount > 0 ? legal.selectKind : fs::ActionKind::Pass,
            static_cast<std::int8_t>(seat), 0, cards});
}

void GameController::playAutomatically(int seat, fs::Card card)
{
    m_sentAutomatically = true;
    submit(fs::Action::play(seat, card));
    if (!m_sent)
        m_sentAutomatically = false;
}

void GameController::bid(int seat, int value)
{
    submit(fs::Action::bid(seat, value));
}

void GameController::chooseOption(int seat, fs::Choice choice)
{
    submit(fs::Action::choose(seat, choice));
}

void GameController::submit(const fs::Action& action)
{
    if (!m_client || !m_view || m_view->state().finished()) {
        reject(fs::Reason::DealOver);
        return;
    }
    if (action.seat != m_seat || seatAwaitingPerson() != m_seat) {
        reject(fs::Reason::NotYourTurn);
        return;
    }
    // Checked here first, so a slip is answered at once; the table checks it again.
    const fs::Reason why = m_view->state().check(action);
    if (why != fs::Reason::None) {
        reject(why);
        return;
    }
    dropHint();
    m_sent = true;
    m_sentAction = action;
    m_client->act(action, m_sentAutomatically);
    Q_EMIT undoChanged();
}

void GameController::reject(fs::Reason reason)
{
    m_sentAutomatically = false;
    Q_EMIT actionRefused(reason);
}

bool GameController::requestHint()
{
    const int seat = seatAwaitingPerson();
    if (seat < 0 || !m_client || !m_client->hintsAllowed())
        return false;
    dropHint();
    m_hintStop = std::stop_source();
    m_hintWanted = true;
    // The seed is the host's secret: the position's number stands for it.
    fs::Rng rng = fs::decisionRng(0, m_shownActions);
    const fs::PlayerView view = *m_view;
    const quint64 request = m_hintRequest;
    const std::stop_token stop = m_hintStop.get_token();
    m_hintWatcher.setFuture(
        QtConcurrent::run(&m_pool, [view, rules = m_match->rulesPtr(), player = m_hintPlayer, rng,
                                    stop, request]() mutable {
            giveWayToTheGui();
            const fs::Thinking thinking{stop, std::chrono::steady_clock::now() +
                                                  thinkingBudget(fs::Level::Hard)};
            const fs::Decision d = player->decide(view, rng, thinking);
            return Answer{request, d.action, d.why};
        }));
    return true;
}

void GameController::dropHint()
{
    ++m_hintRequest;
    m_hintStop.request_stop();
    m_hintWanted = false;
}

void GameController::hintAnswered()
{
    if (!m_hintWanted || !m_hintWatcher.future().isValid())
        return;
    const Answer answer = m_hintWatcher.result();
    if (answer.request != m_hintRequest || !m_match)
        return; // for a position the person has left
    m_hintWanted = false;
    Q_EMIT hintReady(answer.action.seat, answer.action, answer.why);
}

std::optional<fs::Action> GameController::undoable() const
{
    return m_client && !m_over && !m_sent ? m_undoable : std::nullopt;
}

std::optional<fs::Action> GameController::redoable() const
{
    return m_client && !m_over && !m_sent ? m_redoable : std::nullopt;
}

void GameController::undo()
{
    if (!undoable())
        return;
    dropHint();
    m_client->undo();
}

void GameController::redo()
{
    if (!redoable())
        return;
    dropHint();
    m_client->redo();
}
