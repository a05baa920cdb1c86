#pragma once
// One table on a table server: the match, decided here and only here, and who plays each seat —
// a person on a connection, or a computer at a level (docs/protocol.md). Every seat's driver is
// sent only what the core lets that seat see: after each action, the events as
// Rules::eventSeenBy words them for the seat and the seat's PlayerView. A person's decision is
// checked by the core like any other; an action carries its number in the match, so one sent
// twice (a client that reconnected and resent) is applied once.
//
// A person who drops keeps the seat for a grace period, then a computer plays it at the table's
// level until they come back with the seat's token. The table can write itself to a file after
// every action and be rebuilt from it, so a server killed and restarted loses nothing.

#include "net/seatlink.h"
#include "net/serverlimits.h"

#include "ai/levels.h"
#include "core/match.h"
#include "net/clientmessage.h"
#include "record/gamerecord.h"
#include "registry/gameregistry.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <set>
#include <stop_token>
#include <vector>

class QThreadPool;
class ThinkingShare;

class HostedTable : public QObject {
    Q_OBJECT

public:
    enum class Presence { Open, Computer, Here, Away, Replaced };

    struct Seat {
        QString name;
        Presence presence = Presence::Open;
        fs::Level level = fs::Level::Medium; // a computer seat's level
        QString token;                       // a person's; empty for a computer
        SeatLink* link = nullptr; // the seat's connection, if any: a person's, or a watcher's
        QElapsedTimer away;       // since the person dropped
        bool ready = false;       // for the next deal
        int missedTurns = 0;      // decisions in a row the turn clock made for the person
        bool heldByHost = false;  // the host handed the seat to the computer
        // The view this seat's connection was last sent, so that an update sends only what
        // changed (docs/protocol.md, "A seat's view and events"); none after a drop.
        mutable std::optional<fs::PlayerView> viewSent;
    };

    struct Answer {
        std::size_t request = 0;
        fs::Action action;
    };

    // Builds a table from a create message; returns null with the reason when the game, seats or
    // options are refused by the registry.
    static std::unique_ptr<HostedTable> create(const fs::net::ClientMessage& m, const QString& code,
                                               const ServerLimits& limits, QThreadPool* pool,
                                               QString* error);
    // A table in this process (a match at home): each seat is a person's (no level) or a
    // computer's at its level. Every computer seat is played here; each person's seat is taken
    // with attach(). Nobody is ever away, undo and hints are allowed, and the next deal waits
    // for every seat that has a link. Returns null with the reason when the registry refuses.
    static std::unique_ptr<HostedTable>
    createHere(const std::string& game, int players, const fs::Options& options,
               const std::vector<std::optional<fs::Level>>& seats, QThreadPool* pool,
               QString* error);
    // Rebuilds a table from what save() wrote and the journal lines written since: every person
    // is away until they come back. A journal line that does not follow is ignored.
    static std::unique_ptr<HostedTable> restore(const std::string& text, const std::string& journal,
                                                const ServerLimits& limits, QThreadPool* pool,
                                                QString* error);
    ~HostedTable() override;

    QString code() const { return m_code; }
    int hostSeat() const { return m_hostSeat; }
    bool started() const { return m_match != nullptr; }
    bool finished() const { return m_match && m_match->over(); }
    const fs::Match* match() const { return m_match.get(); }
    const Seat& seat(int i) const { return m_seats[static_cast<std::size_t>(i)]; }
    int seats() const { return static_cast<int>(m_seats.size()); }
    // A person's time for each decision, in seconds; 0 for no limit.
    int turnSeconds() const { return m_turnSeconds; }
    // How long the table has been over, for the server to forget it.
    qint64 msSinceFinished() const { return m_finishedAt.isValid() ? m_finishedAt.elapsed() : -1; }
    // How long nobody has been connected to the table (0 while someone is), for the server to
    // close a table left behind.
    qint64 msAlone() const;

    // The seed the match will be dealt from (a local table's, or a test's): by default the host
    // draws one when the match starts, and no seat ever learns it before the match is over.
    void setSeed(quint64 seed) { m_seed = seed; }

    // Deals the match's first deal (the seed set, or a drawn one), as the host's start does.
    void begin();
    // Goes on from a record instead (a save, or the point an undo goes back to): the match is
    // replayed from it, and the seats are sent the position; resume() then goes on. Returns
    // false with the reason.
    bool beginFrom(const fs::GameRecord& record, std::string* error);

    // `link` takes `seat`: a person's seat becomes theirs to play; at a computer's seat, the
    // link watches (a demo), shown what the seat sees. Answers with the welcome and, once the
    // match has started, the position.
    void attach(int seat, SeatLink* link);

    // The creator takes their seat; answers with the welcome.
    void seatCreator(SeatLink* link);
    // A person takes the first open seat. Returns the seat, or -1 with the reason.
    int join(SeatLink* link, const QString& name, QString* error);
    // A person takes back their seat with its token. Returns the seat, or -1 with the reason.
    int rejoin(SeatLink* link, const QString& token, QString* error);
    // A message from the person at `seat` (start, act, chat, ready). Returns true when it was an
    // action the table applied: the game itself paces those, so the server's rate limit
    // does not count them.
    bool handle(int seat, const fs::net::ClientMessage& m);
    // The connection of `seat` went away.
    void dropped(int seat);

    // The server's processors are shared between its tables (net/thinkingshare.h): each of
    // this table's searches is held to its share. A table at home has the pool to itself.
    void shareThinking(ThinkingShare* share) { m_share = share; }

    // A computer seat's search is told to stop now (the table is about to go).
    void stopThinking() { m_stop.request_stop(); }

    // Goes on after restore(): a computer to act thinks, a finished deal waits for the next.
    void resume() { advance(); }

    // Undo on or off from now on (a table at home follows its person's setting). Off forgets
    // what could be redone.
    void setUndoAllowed(bool allowed);

    // While held, a computer seat's answer waits to be applied (its search runs as usual). A
    // table at home is held while the save of its last action is being written, so it never
    // runs more than one action ahead of its save, however fast the computers decide
    // (session/matchsession.cpp). A person's decision is never held.
    void holdComputers(bool held);

    // The whole table as JSON text, tokens included: for the server's own disk only.
    std::string save() const;

Q_SIGNALS:
    // The table changed beyond one action (a seat, a new deal): the server writes all of it.
    void changed();
    // One action was applied: the server appends this line to the table's journal, which is
    // cheaper than writing the whole table after every action (journalLine, restore()).
    void applied(const QByteArray& journalLine);
    // A deal started: a place to write the whole table, the journal having grown long.
    void dealStarted();

private:
    HostedTable(const QString& code, const ServerLimits& limits, QThreadPool* pool);

    void send(int seat, const nlohmann::json& message);
    void sendToAll(const nlohmann::json& message);
    void refuse(int seat, std::int64_t number, const std::string& reason, const std::string& text);
    void sendError(int seat, const char* code, const std::string& text);
    nlohmann::json welcome(int seat) const;
    nlohmann::json seatsMessage() const;
    nlohmann::json update(int seat, const fs::EventList* events) const;
    void publish(const fs::EventList& events);
    void start(int seat);
    void startDeal();
    bool act(int seat, const fs::net::ClientMessage& m);
    // Undo and redo (hostedtable_undo.cpp, docs/protocol.md "Undo and redo"): the seat's person
    // takes back their last decision, or plays again the one they took back.
    void takeBack(int seat);
    void redo(int seat);
    // Where the seat's last decision is in the match's actions, if the seat may take it back;
    // otherwise the refusal's reason.
    std::optional<std::size_t> lastDecisionOf(int seat, std::string* reason = nullptr) const;
    // The decision a redo would play again for the seat, if any.
    const fs::Action* redoableFor(int seat) const;
    // A played action leaves what could be redone only when it is the one redo would play.
    void followRedo(const fs::Action& action);
    void apply(const fs::Action& action, bool automatic = false);
    // The match is replaced (a resume, a restart, an undo): a computer's search for the old one
    // is dropped, and nothing of it can be taken back or redone.
    void adoptMatch(std::unique_ptr<fs::Match> match);
    void advance();
    bool computerDrives(int seat) const;
    void think(int seat);
    void answered();
    // A computer's answer, applied once its pace is over (ServerLimits::computerPaceMs) and the
    // computers are not held.
    void take(const Answer& a);
    void takeHeldAnswer();
    void graceOver();
    // The turn clock (docs/protocol.md "Turns that end"): started for a connected person to
    // decide, it makes the seat's computer decide this once when it runs out, and after
    // missedTurnsAway in a row plays the seat until the person acts again.
    void startTurnClock(int seat);
    // Starts the clock for the person to decide after an action, before the update that tells
    // everyone about both (its `acting` carries the time left).
    void armTurnClock();
    // Whether the turn clock runs for `seat` when it is to decide.
    bool clockFor(int seat) const;
    void stopTurnClock();
    void turnOver();
    // A person the turn clock had marked away acts again: the seat is theirs once more.
    void backFromAway(int seat);
    // The host hands a person's seat to the computer, gives it back, or removes the person
    // (hostedtable_host.cpp).
    void changeSeat(int by, const fs::net::ClientMessage& m);
    void readyForNextDeal(int seat);
    void endMatch();
    // Restoring (hostedtable_saved.cpp): the seats as saved, then the journal's actions.
    void takeSavedSeats(const nlohmann::json& seatsJson);
    void replayJournal(const std::string& journal);
    // The journal's line for the deal just started: its number and its cards in their order.
    QByteArray dealLine() const;
    // Deals the deal a journal line names; false when it is not the next deal or is damaged.
    bool dealFromJournal(const nlohmann::json& line);
    static nlohmann::json optionsJson(const fs::Options& options);

    QString m_code;
    QElapsedTimer m_lastLink; // since a connection last left (or the table was made)
    ServerLimits m_limits;
    QThreadPool* m_pool;
    ThinkingShare* m_share = nullptr;
    const fs::GameInfo* m_info = nullptr;
    std::string m_gameId;
    fs::Options m_options;
    std::shared_ptr<const fs::Rules> m_rules;
    std::vector<Seat> m_seats;
    std::vector<std::shared_ptr<const fs::ComputerPlayer>> m_players; // by level
    int m_hostSeat = 0;
    bool m_hints = false;
    bool m_undo = false;
    int m_graceSeconds = 30;
    int m_turnSeconds = 0; // a person's time for each decision; 0 for no limit
    QTimer m_turnTimer;    // runs while a connected person is to decide
    int m_turnSeat = -1;
    QElapsedTimer m_turnClock;
    fs::Level m_dropLevel = fs::Level::Medium;
    std::optional<quint64> m_seed;
    std::unique_ptr<fs::Match> m_match;
    bool m_betweenDeals = false;
    QTimer m_nextDeal;
    QTimer m_graceTimer; // the next person whose grace ends
    QElapsedTimer m_finishedAt;
    std::stop_source m_stop;
    std::optional<std::size_t> m_thinkingFor; // the action count a computer answers
    // Actions a person's client played on its own (the only legal one), by index: an undo passes
    // over them to the decision before, which it would otherwise only see played again.
    std::set<std::size_t> m_automatic;
    // What undo took back, in order, for m_redoSeat to play again; what the computers played
    // after a decision is played again too, as they would decide it the same.
    struct Step {
        fs::Action action;
        bool automatic = false;
    };
    std::vector<Step> m_redo;
    int m_redoSeat = -1;
    // Where the deal in progress starts in the match's actions: undo asks it on every update,
    // and a record of the finished deals to count them would be built as often.
    std::size_t m_dealStart = 0;
    bool m_redoing = false; // no computer starts thinking between the actions a redo plays
    QFutureWatcher<Answer> m_watcher;
    QElapsedTimer m_thinkingSince; // the pace of a computer's decision runs from here
    QTimer m_pace;                 // holds an answer that came before its pace was over
    Answer m_held;
    bool m_answerHeld = false; // m_held waits for its pace or for the hold to end
    bool m_computersHeld = false;
};
