#pragma once
// Wraps a gamecore Match for the UI. Slots are requests from the person's seat; signals say what
// happened, in the past tense, in the order the core reported it. Computer seats think on the
// controller's own thread pool over a copy of their PlayerView, each at its level; a GUI-side
// timer adds a short pause so a person can follow. Owns no widgets and decides no rule.
//
// Thinking never holds up the GUI: each request carries a stop token and a time budget, a request
// that is no longer wanted (new match, undo, quit) is told to stop and its answer, should one
// still arrive, is dropped by its request id.
//
// Everything one action caused goes out as one batch: the event signals, each carrying what the
// observing seat may see of it (the core decides that: Rules::eventSeenBy), then batchEnded with
// an id, that seat's view of the state after the batch and the match totals after it (the ones
// the score sheet shows), so a view rebuilt from a batch alone (after resume or undo) is right. A
// view that waits on the controller acknowledges the id once it has shown the batch, whatever
// signals it chose to handle, so an event nobody connected can never stall play.

#include "ai/levels.h"
#include "core/match.h"
#include "record/gamerecord.h"
#include "registry/gameregistry.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

Q_DECLARE_METATYPE(fs::Card)
Q_DECLARE_METATYPE(fs::CardSet)
Q_DECLARE_METATYPE(fs::LegalActions)
Q_DECLARE_METATYPE(fs::Choice)
Q_DECLARE_METATYPE(fs::ScoreRow)
Q_DECLARE_METATYPE(fs::PlayerView)
Q_DECLARE_METATYPE(fs::ActionKind)
Q_DECLARE_METATYPE(fs::Action)

class TableClient;

class GameController : public QObject {
    Q_OBJECT

    struct Answer {
        quint64 request = 0;
        fs::Action action;
        fs::DecisionWhy why;
    };

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Seats played by a person (default: seat 0 only). Takes effect at the next newMatch().
    void setHumanSeats(const QList<int>& seats);
    QList<int> humanSeats() const { return m_humanSeats; }
    bool isHuman(int seat) const;
    // The level each seat plays at when the computer plays it, by seat. Seats not listed play the
    // game's own heuristic (Easy), the quickest, which is what tools and tests that only need a
    // legal game want; the window always gives every seat's level. Takes effect at the next
    // newMatch() or resumeMatch().
    void setSeatLevels(const QList<fs::Level>& levels) { m_levels = levels; }
    QList<fs::Level> seatLevels() const { return m_levels; }
    fs::Level levelOf(int seat) const { return m_levels.value(seat, fs::Level::Easy); }
    // The longest a decision at `level` may take: a cap for a slow or busy machine, since the
    // search normally ends well before it.
    static std::chrono::milliseconds thinkingBudget(fs::Level level);
    // The threads computer seats and hints think on: their own, so a search never queues behind
    // the card renderer's work on the global pool, nor the renderer behind a search.
    QThreadPool* thinkingPool() { return &m_pool; }
    // Stop requested as the controller goes away: other work on its pool (a review of decisions)
    // stops with it, so the controller never waits long for its threads.
    std::stop_token closingToken() const { return m_closing.get_token(); }
    // The seat whose eyes the signals use (default: the first person's seat, else 0).
    void setObserverSeat(int seat) { m_observer = seat; }
    int observerSeat() const;
    // Pause before each computer action, in milliseconds (0 in tests).
    void setComputerDelay(int ms) { m_computerDelay = ms; }
    int computerDelay() const { return m_computerDelay; }
    // When set, the controller waits for acknowledge(id) after each batch, so the next seat acts
    // only once the table has shown what happened.
    void setWaitsForView(bool wait) { m_waitsForView = wait; }
    // When set, a finished deal waits for continueToNextDeal() (the table shows the scores).
    void setPauseBetweenDeals(bool pause) { m_pauseBetweenDeals = pause; }

    // Starts a match; returns false and emits actionRejected when the game or options are wrong.
    bool newMatch(const QString& gameId, int seats, const fs::Options& options, quint64 seed);
    // Goes on with the match a record describes (a save, an opened file, the point an undo goes
    // back to), dropping whatever a computer seat was thinking about. The view is told as for a
    // new match (matchStarted), then gets the position as one batch with no events. A record
    // that does not replay changes nothing: returns false with the reason in `error`.
    bool resumeMatch(const fs::GameRecord& record, QString* error = nullptr);
    // The match so far as a record (the names are not part of it; see fs::recordOf).
    fs::GameRecord record() const;

    // Plays at a table a table server decides (this app's own, or another machine's:
    // docs/protocol.md) through `client`, whose seat is taken. The controller decides nothing
    // there: it shows what the seat's connection receives, batch by batch as for a local match,
    // and sends the person's decisions to the table. `match()` is then the table's finished
    // deals, and the whole match once it is over. A local match (newMatch, resumeMatch) leaves
    // the table. Returns false when the client has no seat yet.
    bool playRemote(TableClient* client);
    bool isRemote() const;
    TableClient* remote() const;
    // The table's match is over (remote play only).
    bool remoteOver() const { return m_remoteOver; }
    // At a table that allows undo, whether the person has a decision of this deal to take back
    // (the table refuses when another person has played since).
    bool remoteUndoPossible() const;

    bool hasMatch() const { return m_match != nullptr; }
    const fs::Match& match() const { return *m_match; }
    const fs::GameInfo* gameInfo() const { return m_info; }
    const fs::Options& options() const { return m_options; }
    // The current deal as the given seat may see it.
    fs::PlayerView viewFor(int seat) const;
    // The person's seat whose turn it is now, or -1.
    int seatAwaitingPerson() const;
    bool busy() const
    {
        return m_thinking || m_waitingForBatch != 0 || m_delayTimer.isActive() || m_remoteSent;
    }
    bool waitingForNextDeal() const { return m_waitingForNextDeal; }
    // A hint is being worked out (see requestHint()).
    bool hintPending() const { return m_hintWanted; }

public Q_SLOTS:
    // Requests from a person's seat. An illegal request changes nothing and emits actionRejected
    // with the reason in the user's language.
    void playCard(int seat, fs::Card card);
    void passCards(int seat, fs::CardSet cards);
    void bid(int seat, int value);
    void chooseOption(int seat, fs::Choice choice);
    void submit(const fs::Action& action);
    // A card played for the person because it was the only legal one (undo skips over it).
    void playAutomatically(int seat, fs::Card card);

    // The view has shown batch `id`; older or unknown ids are ignored.
    void acknowledge(quint64 id);
    void continueToNextDeal();
    // Asks the Hard player what it would do for the person whose turn it is, with the generator
    // a computer seat would get there, so the same position always gets the same hint. The answer
    // comes as hintReady, unless the person acts first or the match changes: the search is then
    // stopped and its answer dropped. Returns false when no person is to act.
    bool requestHint();
    // Asks the remote table to take back the person's last decision of the deal.
    void undoRemote();

Q_SIGNALS:
    void matchStarted();
    void dealStarted(int dealIndex, int dealer);
    // A person's seat is to act; `legal` says what may be done.
    void turnStarted(int seat, const fs::LegalActions& legal);
    // A computer seat is choosing an action of this kind.
    void computerThinking(int seat, fs::ActionKind kind);
    // Cards passed; `cards` is empty and `count` says how many when the observer may not see them.
    void cardsPassed(int fromSeat, int toSeat, fs::CardSet cards, int count);
    void cardsExchanged();
    void bidMade(int seat, int value); // value -1 while bids are secret
    void bidsRevealed();
    void cardTurned(fs::Card card);
    void choiceMade(int seat, fs::Choice choice);
    void cardPlayed(int seat, fs::Card card);
    void trumpFixed(int suit, int bySeat); // bySeat -1 when the deal fixed it
    void trickTaken(int seat, fs::CardSet cards);
    void trickSpoiled(int leader, fs::CardSet cards);
    void cardDrawn(int seat, fs::Card card, bool faceUp);        // card invalid when not seen
    void cardsDiscarded(int seat, fs::CardSet cards, int count); // cards empty unless seen
    void dealEnded();
    // The deal's score-sheet row and every column's total after it.
    void dealScored(int dealIndex, const fs::ScoreRow& row, const QList<int>& totals);
    void matchFinished(const QList<int>& winningColumns, const QList<int>& totals);
    // The end of what one action caused, with the observer's view of the state after it and
    // every column's match total after it.
    void batchEnded(quint64 id, const fs::PlayerView& view, const QList<int>& totals);
    void actionRejected(const QString& reason);
    // An action changed the match (after its batch went out): `actionsBefore` actions were
    // played before it; `byPerson` says whether a person's seat chose it, and `automatic` that
    // it was played for the person (playAutomatically).
    void actionApplied(int actionsBefore, const fs::Action& action, bool byPerson, bool automatic);
    // What the Hard player would do for `seat` now, with its reason in a line (in English, from
    // the core; may be empty).
    void hintReady(int seat, const fs::Action& action, const QString& reason);
    // At a remote table: a person took back their last decision (the table was set anew, as
    // after matchStarted), and whether the person here can take one back changed.
    void remoteTakenBack(int seat);
    void remoteUndoChanged();

private:
    void startDeal();
    void forgetPendingWork();
    void adopt(std::unique_ptr<fs::Match> match, const fs::Options& options);
    void applyAction(const fs::Action& action);
    void emitBatch(const fs::EventList& events);
    void emitEvent(const fs::Event& e);
    void advance();
    void startComputerTurn(int seat);
    void computerAnswered();
    void applyComputerAnswerWhenDue();
    void hintAnswered();
    void dropHint();
    void reject(fs::Reason reason);
    QList<int> totals() const;
    // Remote play (gamecontroller_remote.cpp).
    struct RemoteBatch {
        std::vector<fs::Event> events;
        fs::PlayerView view;
        QList<int> totals;
        std::size_t deals = 0;
        std::size_t actions = 0;
        std::string finishedDeals;
        int takenBack = -1;
        std::optional<std::pair<int, fs::ActionKind>> acting;
    };
    void leaveRemote();
    void remoteUpdated();
    void remoteEnded();
    void showNextRemoteBatch();
    void advanceRemote();
    void submitRemote(const fs::Action& action);
    void adoptFinishedDeals(const std::string& text);
    int remoteSeatToAct() const;

    std::unique_ptr<fs::Match> m_match;
    const fs::GameInfo* m_info = nullptr;
    fs::Options m_options;
    QList<fs::Level> m_levels;
    std::vector<std::shared_ptr<const fs::ComputerPlayer>> m_players; // by seat
    std::shared_ptr<const fs::ComputerPlayer> m_hintPlayer;
    QList<int> m_humanSeats{0};
    int m_observer = -1;
    int m_computerDelay = 600;
    bool m_waitsForView = false;
    bool m_pauseBetweenDeals = false;
    bool m_waitingForNextDeal = false;
    bool m_thinking = false;
    quint64 m_batch = 0;           // id of the last batch sent
    quint64 m_waitingForBatch = 0; // the batch the view has yet to acknowledge, or 0
    quint64 m_request = 0;         // drops answers from a computer seat that are no longer wanted
    QTimer m_delayTimer;
    // Declared before the watchers, so it is destroyed after them: no watcher outlives the work.
    QThreadPool m_pool;
    std::stop_source m_stop; // the computer seat's request now being worked on
    std::stop_source m_closing;
    QFutureWatcher<Answer> m_watcher;
    std::stop_source m_hintStop;
    quint64 m_hintRequest = 0;
    bool m_hintWanted = false;
    QFutureWatcher<Answer> m_hintWatcher;
    std::optional<fs::Action> m_answer;
    bool m_automatic = false; // the action being applied is playAutomatically's
    QPointer<TableClient> m_remote;
    std::deque<RemoteBatch> m_remoteQueue;      // received, not yet shown
    std::optional<fs::PlayerView> m_remoteView; // the seat's view at the last batch shown
    std::optional<std::pair<int, fs::ActionKind>> m_remoteActing; // after the last batch shown
    bool m_actingAnnounced = false; // computerThinking went out for m_remoteActing
    QList<int> m_remoteTotals;
    std::size_t m_remoteDeals = 0;   // deals started, as far as the batches shown go
    std::size_t m_remoteActions = 0; // actions applied, as far as the batches shown go
    std::string m_remoteFinished;    // the finished deals `m_match` was built from
    bool m_remoteSent = false;       // the person's decision is on its way
    bool m_remoteOver = false;
    int m_remoteMine = 0; // the person's decisions in this deal, for undo
    int m_localObserver = -1;
    bool m_atTable = false; // playRemote() until leaveRemote(), whatever became of the client
    void setRemoteMine(int count);
};
