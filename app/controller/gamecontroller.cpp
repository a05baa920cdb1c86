#include "controller/gamecontroller.h"

#include "ai/thinkingcap.h"

#include "net/tableclient.h"
#include "text/coretext.h"
#include "text/decisiontext.h"
#include "text/gametext.h"

#include <QtConcurrent/QtConcurrentRun>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace {

// Threads for thinking. Two, so that a search told to stop never delays the next seat's turn
// while it winds down, and no more: the machine has the GUI and the card renderer to run too.
constexpr int ThinkingThreads = 2;

// The request's own copies, for a worker thread: the seat's view, the rules it points to, the
// player and the generator.
struct Thinker {
    fs::PlayerView view;
    std::shared_ptr<const fs::Rules> rules;
    std::shared_ptr<const fs::ComputerPlayer> player;
    fs::Rng rng;
    std::stop_token stop;
    std::chrono::milliseconds budget;
};

// A search gives way to the GUI when the cores are busy: each thinking thread lowers its own
// scheduling priority once (on Linux the nice value belongs to the thread), so painting and
// input never queue behind a search. It only slows a search when something else wants the core.
void giveWayToTheGui()
{
#ifdef Q_OS_LINUX
    constexpr int ThinkingNice = 10;
    thread_local bool lowered = false;
    if (!lowered) {
        lowered = true;
        setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), ThinkingNice);
    }
#endif
}

fs::Decision think(Thinker t)
{
    giveWayToTheGui();
    // The budget runs from the moment the work starts, not from when it was queued.
    const fs::Thinking thinking{t.stop, std::chrono::steady_clock::now() + t.budget};
    return t.player->decide(t.view, t.rng, thinking);
}

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
    m_delayTimer.setSingleShot(true);
    connect(&m_delayTimer, &QTimer::timeout, this, &GameController::applyComputerAnswerWhenDue);
    connect(&m_watcher, &QFutureWatcher<Answer>::finished, this, &GameController::computerAnswered);
    connect(&m_hintWatcher, &QFutureWatcher<Answer>::finished, this, &GameController::hintAnswered);
    m_pool.setMaxThreadCount(ThinkingThreads);
    m_pool.setObjectName(QStringLiteral("thinking"));
}

GameController::~GameController()
{
    // Work still running holds its own copies of everything it reads, but must not outlive the
    // application: told to stop, a search returns within one sampled deal, so this wait is short.
    m_closing.request_stop();
    m_stop.request_stop();
    m_hintStop.request_stop();
    m_watcher.disconnect(this);
    m_hintWatcher.disconnect(this);
    m_pool.waitForDone();
}

std::chrono::milliseconds GameController::thinkingBudget(fs::Level level)
{
    return fs::thinkingCap(level);
}

void GameController::setHumanSeats(const QList<int>& seats)
{
    m_humanSeats = seats;
}

bool GameController::isHuman(int seat) const
{
    return m_humanSeats.contains(seat);
}

bool GameController::newMatch(const QString& gameId, int seats, const fs::Options& options,
                              quint64 seed)
{
    leaveRemote();
    std::string error;
    auto rules = fs::createRules(gameId.toStdString(), seats, options, error);
    if (!rules) {
        Q_EMIT actionRejected(
            tr("The game cannot start: %1")
                .arg(CoreText::setupProblem(gameId.toStdString(), seats, options)));
        return false;
    }
    adopt(std::make_unique<fs::Match>(std::move(rules), seed), options);
    Q_EMIT matchStarted();
    startDeal();
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
    leaveRemote();
    adopt(std::move(replayed.match), record.options);
    Q_EMIT matchStarted();
    if (m_match->dealInProgress()) {
        const fs::GameState& s = m_match->state();
        Q_EMIT dealStarted(s.dealIndex, s.dealer);
        emitBatch({});
    }
    return true;
}

fs::GameRecord GameController::record() const
{
    return m_match ? fs::recordOf(*m_match, m_options) : fs::GameRecord{};
}

void GameController::forgetPendingWork()
{
    ++m_request; // an answer still being computed is for a position that is gone
    m_stop.request_stop();
    dropHint();
    m_delayTimer.stop();
    m_answer.reset();
    m_thinking = m_waitingForNextDeal = false;
    m_waitingForBatch = 0;
}

void GameController::adopt(std::unique_ptr<fs::Match> match, const fs::Options& options)
{
    forgetPendingWork();
    m_info = fs::findGame(std::string(match->rules().gameId()));
    m_options = options;
    m_match = std::move(match);
    m_players.clear();
    for (int seat = 0; seat < m_match->rules().seats(); ++seat)
        m_players.push_back(fs::makePlayer(*m_info, levelOf(seat)));
    m_hintPlayer = fs::makePlayer(*m_info, fs::Level::Hard);
}

int GameController::observerSeat() const
{
    if (m_observer >= 0)
        return m_observer;
    return m_humanSeats.isEmpty() ? 0 : m_humanSeats.first();
}

fs::PlayerView GameController::viewFor(int seat) const
{
    if (isRemote() && m_remoteView)
        return *m_remoteView; // the only view this machine has
    return m_match->viewFor(seat);
}

int GameController::seatAwaitingPerson() const
{
    if (isRemote())
        return busy() || !m_remoteQueue.empty() ? -1 : remoteSeatToAct();
    if (!m_match || !m_match->dealInProgress() || busy())
        return -1;
    const int seat = m_match->state().toAct;
    return isHuman(seat) ? seat : -1;
}

void GameController::startDeal()
{
    m_waitingForNextDeal = false;
    fs::EventList opening;
    m_match->startDeal(&opening);
    const fs::GameState& s = m_match->state();
    Q_EMIT dealStarted(s.dealIndex, s.dealer);
    emitBatch(opening);
}

void GameController::advance()
{
    if (!m_match || m_waitingForBatch != 0 || m_thinking || m_waitingForNextDeal)
        return;
    if (!m_match->dealInProgress()) {
        if (m_match->over() || !m_match->hasDeal())
            return;
        if (m_pauseBetweenDeals) {
            m_waitingForNextDeal = true;
            return;
        }
        startDeal();
        return;
    }
    const int seat = m_match->state().toAct;
    if (isHuman(seat)) {
        Q_EMIT turnStarted(seat, m_match->viewFor(seat).legalActions());
        return;
    }
    startComputerTurn(seat);
}

void GameController::startComputerTurn(int seat)
{
    m_thinking = true;
    m_answer.reset();
    // The worker gets its own copies: the seat's view, the rules it points to, the player and a
    // generator seeded from the match seed and the move number, so a seed replays a match.
    const fs::PlayerView view = m_match->viewFor(seat);
    const fs::LegalActions legal = view.legalActions();
    const fs::ActionKind kind = !legal.play.empty()     ? fs::ActionKind::Play
                                : legal.selectCount > 0 ? legal.selectKind
                                : legal.bids != 0       ? fs::ActionKind::Bid
                                                        : fs::ActionKind::Choose;
    Q_EMIT computerThinking(seat, kind);
    m_stop = std::stop_source();
    Thinker thinker{view,
                    m_match->rulesPtr(),
                    m_players[static_cast<std::size_t>(seat)],
                    fs::decisionRng(m_match->seed(), m_match->actions().size()),
                    m_stop.get_token(),
                    thinkingBudget(levelOf(seat))};
    const quint64 request = ++m_request;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [thinker = std::move(thinker), request] {
        return Answer{request, think(thinker).action, {}};
    }));
    m_delayTimer.start(m_computerDelay);
}

void GameController::computerAnswered()
{
    if (!m_thinking || !m_watcher.future().isValid())
        return;
    const Answer answer = m_watcher.result();
    if (answer.request != m_request)
        return; // asked for a position that is gone (a new match started meanwhile)
    m_answer = answer.action;
    applyComputerAnswerWhenDue();
}

bool GameController::requestHint()
{
    const int seat = seatAwaitingPerson();
    if (seat < 0 || (isRemote() && (!m_remote || !m_remote->hintsAllowed()))) // the host's
        return false;
    dropHint();
    m_hintStop = std::stop_source();
    m_hintWanted = true;
    // At a remote table the seed is the host's secret: the position's number stands for it.
    const fs::Rng rng = isRemote() ? fs::decisionRng(0, m_remoteActions)
                                   : fs::decisionRng(m_match->seed(), m_match->actions().size());
    Thinker thinker{viewFor(seat), m_match->rulesPtr(),    m_hintPlayer,
                    rng,           m_hintStop.get_token(), thinkingBudget(fs::Level::Hard)};
    const quint64 request = m_hintRequest;
    m_hintWatcher.setFuture(QtConcurrent::run(&m_pool, [thinker = std::move(thinker), request] {
        const fs::Decision d = think(thinker);
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
    Q_EMIT hintReady(answer.action.seat, answer.action,
                     DecisionText::why(m_match->rules().pack(), answer.why));
}

void GameController::applyComputerAnswerWhenDue()
{
    if (isRemote()) {
        showNextRemoteBatch(); // the pause before another seat's action is over
        return;
    }
    if (!m_thinking || !m_answer || m_delayTimer.isActive())
        return;
    const fs::Action action = *m_answer;
    m_answer.reset();
    m_thinking = false;
    applyAction(action);
}

void GameController::playCard(int seat, fs::Card card)
{
    submit(fs::Action::play(seat, card));
}

void GameController::passCards(int seat, fs::CardSet cards)
{
    const fs::LegalActions legal = m_match ? viewFor(seat).legalActions() : fs::LegalActions{};
    // The same request serves a pass and a discard: the rules say which one is asked for.
    submit({legal.selectCount > 0 ? legal.selectKind : fs::ActionKind::Pass,
            static_cast<std::int8_t>(seat), 0, cards});
}

void GameController::playAutomatically(int seat, fs::Card card)
{
    m_automatic = true;
    submit(fs::Action::play(seat, card));
    m_automatic = false;
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
    if (isRemote()) {
        submitRemote(action);
        return;
    }
    if (!m_match || !m_match->dealInProgress()) {
        reject(fs::Reason::DealOver);
        return;
    }
    if (!isHuman(action.seat) || action.seat != seatAwaitingPerson()) {
        reject(fs::Reason::NotYourTurn);
        return;
    }
    applyAction(action);
}

void GameController::reject(fs::Reason reason)
{
    Q_EMIT actionRejected(GameText::reason(reason));
}

void GameController::applyAction(const fs::Action& action)
{
    fs::EventList events;
    const int before = static_cast<int>(m_match->actions().size());
    const fs::Reason why = m_match->apply(action, &events);
    if (why != fs::Reason::None) {
        if (isHuman(action.seat)) {
            reject(why);
            return;
        }
        // A computer player must only return legal actions; never stall the table if one doesn't.
        qWarning("computer seat %d chose an illegal action: %s", action.seat,
                 fs::reasonName(why).data());
        fs::Rng rng = fs::decisionRng(m_match->seed(), m_match->actions().size());
        m_match->apply(m_match->viewFor(action.seat).legalActions().random(rng), &events);
    }
    dropHint(); // whatever it was about, the position has moved on
    const fs::Action applied = m_match->actions().back();
    const bool byPerson = isHuman(applied.seat);
    const bool automatic = byPerson && m_automatic;
    emitBatch(events);
    Q_EMIT actionApplied(before, applied, byPerson, automatic);
}

void GameController::emitBatch(const fs::EventList& events)
{
    for (const fs::Event& e : events)
        emitEvent(m_match->rules().eventSeenBy(m_match->state(), e, observerSeat()));
    const quint64 id = ++m_batch;
    if (m_waitsForView)
        m_waitingForBatch = id;
    Q_EMIT batchEnded(id, m_match->viewFor(observerSeat()), totals());
    if (!m_waitsForView)
        advance();
}

void GameController::acknowledge(quint64 id)
{
    if (id == 0 || id != m_waitingForBatch)
        return;
    m_waitingForBatch = 0;
    if (isRemote())
        advanceRemote();
    else
        advance();
}

void GameController::continueToNextDeal()
{
    if (!m_waitingForNextDeal)
        return;
    if (isRemote()) {
        m_waitingForNextDeal = false;
        if (m_remote)
            m_remote->ready(); // the table deals when every person there is ready
        return;
    }
    startDeal();
}

QList<int> GameController::totals() const
{
    if (isRemote())
        return m_remoteTotals;
    const std::vector<int> all = m_match->totals();
    return QList<int>(all.begin(), all.end());
}

void GameController::emitEvent(const fs::Event& e)
{
    switch (e.kind) {
    case fs::EventKind::CardsPassed:
        Q_EMIT cardsPassed(e.seat, e.other, e.cards, e.cards.empty() ? e.value : e.cards.size());
        break;
    case fs::EventKind::CardsExchanged:
        Q_EMIT cardsExchanged();
        break;
    case fs::EventKind::BidMade:
        Q_EMIT bidMade(e.seat, e.value);
        break;
    case fs::EventKind::BidsRevealed:
        Q_EMIT bidsRevealed();
        break;
    case fs::EventKind::CardTurned:
        Q_EMIT cardTurned(e.card);
        break;
    case fs::EventKind::ChoiceMade:
        Q_EMIT choiceMade(e.seat, static_cast<fs::Choice>(e.value));
        break;
    case fs::EventKind::Discarded:
        Q_EMIT cardsDiscarded(e.seat, e.cards, e.cards.empty() ? e.value : e.cards.size());
        break;
    case fs::EventKind::CardPlayed:
        Q_EMIT cardPlayed(e.seat, e.card);
        break;
    case fs::EventKind::TrumpFixed:
        Q_EMIT trumpFixed(e.value, e.seat);
        break;
    case fs::EventKind::TrickTaken:
        Q_EMIT trickTaken(e.seat, e.cards);
        break;
    case fs::EventKind::TrickSpoiled:
        Q_EMIT trickSpoiled(e.seat, e.cards);
        break;
    case fs::EventKind::CardDrawn:
        Q_EMIT cardDrawn(e.seat, e.card, e.value != 0);
        break;
    case fs::EventKind::DealEnded:
        Q_EMIT dealEnded();
        break;
    case fs::EventKind::DealScored:
        if (!m_match->rows().empty()) // a remote table's finished deals came with the event
            Q_EMIT dealScored(m_match->dealsPlayed() - 1, m_match->rows().back(), totals());
        break;
    case fs::EventKind::MatchEnded:
        Q_EMIT matchFinished(
            QList<int>(m_match->status().winners.begin(), m_match->status().winners.end()),
            totals());
        break;
    }
}
