#pragma once
// A seat's client of a table: requests from the person go to the table host, and what the host
// lets the seat see comes back as signals, in the past tense, in the order the core reported it.
// A match at home is hosted in this process (net/localtable.h: the computer seats play there, on
// this controller's thread pool); a shared table is hosted by a table server (playRemote). The
// controller works the same way for both: it decides no rule and knows no card its seat may
// not see. Owns no widgets.
//
// Everything one action caused goes out as one batch: the event signals, each carrying what the
// observing seat may see of it (the core decides that: Rules::eventSeenBy), then batchEnded with
// an id, that seat's view of the state after the batch and the match totals after it (the ones
// the score sheet shows), so a view rebuilt from a batch alone (after resume or undo) is right. A
// view that waits on the controller acknowledges the id once it has shown the batch, whatever
// signals it chose to handle, so an event nobody connected can never stall play. Another seat's
// action waits its turn on screen for the computer delay, so a person can follow.

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
Q_DECLARE_METATYPE(fs::Reason)
Q_DECLARE_METATYPE(fs::DecisionWhy)

class LocalTable;
class HostedTable;
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

    // The seat played by the person at a match at home (default: seat 0 only; none in a demo).
    // Takes effect at the next newMatch() or resumeMatch().
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
    // The seat whose eyes the signals use (default: the person's seat, else 0).
    void setObserverSeat(int seat) { m_observer = seat; }
    int observerSeat() const;
    // Pause before another seat's action is shown, in milliseconds (0 in tests).
    void setComputerDelay(int ms) { m_computerDelay = ms; }
    int computerDelay() const { return m_computerDelay; }
    // When set, the controller waits for acknowledge(id) after each batch, so the next batch is
    // shown only once the table has shown what happened.
    void setWaitsForView(bool wait) { m_waitsForView = wait; }
    // When set, a finished deal waits for continueToNextDeal() (the table shows the scores).
    void setPauseBetweenDeals(bool pause) { m_pauseBetweenDeals = pause; }

    // Starts a match at home, hosted in this process; returns false and emits actionRejected
    // when the game or options are wrong. The first deal's batch has gone out on return.
    bool newMatch(const QString& gameId, int seats, const fs::Options& options, quint64 seed);
    // Goes on with the match a record describes (a save, an opened file, the point an undo goes
    // back to), at home. The view is told as for a new match (matchStarted), then gets the
    // position as one batch with no events. A record that does not replay changes nothing:
    // returns false with the reason in `error`.
    bool resumeMatch(const fs::GameRecord& record, QString* error = nullptr);
    // The match so far as a record, seed and every hand: only a table hosted here has it all
    // (the names are not part of it; see fs::recordOf). Elsewhere, the finished deals.
    fs::GameRecord record() const;
    // The table this app hosts for the match at home, or null when the table is elsewhere.
    HostedTable* tableHere() const;

    // Plays at a table a table server decides (this app's own, or another machine's:
    // docs/protocol.md) through `client`, whose seat is taken, as a match at home is played.
    // Returns false when the client has no seat yet.
    bool playRemote(TableClient* client);
    // The connection to the table the controller plays at (at home, the one inside the app).
    TableClient* remote() const;
    // The table's match is over.
    bool matchOver() const { return m_over; }
    // The person's decision the table would take back, and the one it would play again, as
    // the table last said (it decides; docs/protocol.md "Undo and redo"). None while a decision
    // of the person's is on its way, or once the match is over.
    std::optional<fs::Action> undoable() const;
    std::optional<fs::Action> redoable() const;

    bool hasMatch() const { return m_match != nullptr; }
    // What this seat knows of the match: its finished deals (every card of them is public), or
    // the whole match once it is over.
    const fs::Match& match() const { return *m_match; }
    const fs::GameInfo* gameInfo() const { return m_info; }
    const fs::Options& options() const { return m_options; }
    // The seat's view of the current deal, as last shown.
    fs::PlayerView viewFor(int seat) const;
    // The deal as this seat was last shown it (the state its view holds).
    const fs::GameState& shownState() const { return m_view ? m_view->state() : m_match->state(); }
    // The actions of the match shown so far.
    std::size_t actionsShown() const { return m_shownActions; }
    // The person's seat whose turn it is now, or -1.
    int seatAwaitingPerson() const;
    bool busy() const
    {
        return m_waitingForBatch != 0 || m_delayTimer.isActive() || m_sent || !m_queue.empty() ||
               (m_acting && !(m_person && m_acting->first == m_seat));
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
    // Asks the Hard player what it would do for the person whose turn it is, with a generator
    // from the position's number, so the same position always gets the same hint. The answer
    // comes as hintReady, unless the person acts first or the match changes: the search is then
    // stopped and its answer dropped. Returns false when no person is to act, or the table does
    // not allow hints.
    bool requestHint();
    // Asks the table to take back the person's last decision of the deal.
    // Asks the table to take back the person's last decision, or to play it again.
    void undo();
    void redo();

Q_SIGNALS:
    void matchStarted();
    void dealStarted(int dealIndex, int dealer);
    // A person's seat is to act; `legal` says what may be done.
    void turnStarted(int seat, const fs::LegalActions& legal);
    // Another seat is choosing an action of this kind.
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
    // A request that could not be made, in the controller's own words (the table moved on, the
    // game cannot start).
    void actionRejected(const QString& reason);
    // A request the rules refuse, as their code: the table words it with the game's face.
    void actionRefused(fs::Reason reason);
    // An action changed the match (after its batch went out): `actionsBefore` actions were
    // played before it, by `action.seat`. `byPerson` says whether the person here chose it, and
    // only then is the rest of `action` known here; `automatic` that it was played for the
    // person (playAutomatically).
    void actionApplied(int actionsBefore, const fs::Action& action, bool byPerson, bool automatic);
    // What the Hard player would do for `seat` now, and why (fs::DecisionWhy, worded by
    // DecisionText with the game's face).
    void hintReady(int seat, const fs::Action& action, const fs::DecisionWhy& why);
    // A person at the table took back their last decision (the table was set anew, as after
    // matchStarted).
    void decisionTakenBack(int seat);
    // What undoable() or redoable() says may have changed.
    void undoChanged();

private:
    struct Batch {
        std::vector<fs::Event> events;
        fs::PlayerView view;
        QList<int> totals;
        std::size_t deals = 0;
        std::size_t actions = 0;
        std::string finishedDeals;
        int takenBack = -1;
        std::optional<std::pair<int, fs::ActionKind>> acting;
        std::optional<fs::Action> undoable;
        std::optional<fs::Action> redoable;
    };

    int homeObserver() const;
    // A table at home for this controller's seats and levels, not yet seated.
    std::unique_ptr<LocalTable> tableAtHome(const std::string& game, int players,
                                            const fs::Options& options, QString* error);
    void play(TableClient* client, bool person);
    void leaveTable();
    void retireLocalTable();
    void updated();
    void ended();
    void finish();
    void refused(const QString& reason);
    void showNextBatch();
    void announceAction(int seat, int before, const std::optional<fs::Action>& sent,
                        bool automatic);
    void advance();
    void emitEvent(const fs::Event& e);
    void adoptFinishedDeals(const std::string& text);
    void hintAnswered();
    void dropHint();
    void reject(fs::Reason reason);

    std::unique_ptr<LocalTable> m_local;
    QPointer<TableClient> m_client;
    std::unique_ptr<fs::Match> m_match; // finished deals, or the whole match once over
    const fs::GameInfo* m_info = nullptr;
    fs::Options m_options;
    QList<fs::Level> m_levels;
    std::shared_ptr<const fs::ComputerPlayer> m_hintPlayer;
    QList<int> m_humanSeats{0};
    int m_observer = -1;
    int m_seat = -1;       // the table's seat this controller is the client of
    bool m_person = false; // and decides for (else it watches a computer play it)
    int m_computerDelay = 600;
    bool m_waitsForView = false;
    bool m_pauseBetweenDeals = false;
    bool m_waitingForNextDeal = false;
    quint64 m_batch = 0;           // id of the last batch sent
    quint64 m_waitingForBatch = 0; // the batch the view has yet to acknowledge, or 0
    QTimer m_delayTimer;
    // Declared before the watchers, so it is destroyed after them: no watcher outlives the work.
    QThreadPool m_pool;
    std::stop_source m_closing;
    std::stop_source m_hintStop;
    quint64 m_hintRequest = 0;
    bool m_hintWanted = false;
    QFutureWatcher<Answer> m_hintWatcher;
    std::deque<Batch> m_queue;            // received, not yet shown
    std::optional<fs::PlayerView> m_view; // the seat's view at the last batch shown
    std::optional<std::pair<int, fs::ActionKind>> m_acting; // after the last batch shown
    bool m_actingAnnounced = false; // computerThinking went out for m_acting
    QList<int> m_totals;
    std::size_t m_shownDeals = 0;           // deals started, as far as the batches shown go
    std::size_t m_shownActions = 0;         // actions applied, as far as the batches shown go
    std::string m_finished;                 // the finished deals `m_match` was built from
    std::optional<fs::Action> m_sentAction; // the person's decision on its way
    bool m_sent = false;
    bool m_sentAutomatically = false;
    bool m_over = false;
    bool m_endPending = false;            // the table's match is over; batches are still to show
    std::unique_ptr<fs::Match> m_whole;   // the whole match the table sent at its end
    std::optional<fs::Action> m_undoable; // as the batch shown last said
    std::optional<fs::Action> m_redoable;
};
