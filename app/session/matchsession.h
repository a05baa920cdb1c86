#pragma once
// Keeps the match the controller plays from being lost: it writes the autosave after every
// action the table at home applies (on AutosaveWriter's thread), tells that table whether undo
// is allowed (the table keeps what can be taken back: net/hostedtable_undo.cpp), and when the
// match ends hands the window what the statistics keep (FinishedMatch) and deletes the save.
// It also carries what a record does not: when the match started, how long it has been played,
// which seats are people, the computer seats' levels, and whether undo was used; these go into the
// save's meta, so a resumed match keeps them.

#include "ai/levels.h"
#include "core/action.h"
#include "record/gamerecord.h"
#include "stats/finishedmatch.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

class GameFace;
class AutosaveWriter;
class GameController;

class MatchSession : public QObject {
    Q_OBJECT

public:
    MatchSession(GameController* controller, QObject* parent = nullptr);
    ~MatchSession() override;

    // Where the autosave goes; "" saves nothing (a save that could not be moved aside).
    void setSavePath(const QString& path) { m_savePath = path; }
    QString savePath() const { return m_savePath; }
    // Undo off: the table at home takes nothing back from now on.
    void setUndoAllowed(bool allowed);
    bool undoAllowed() const { return m_undoAllowed; }
    AutosaveWriter* writer() const { return m_writer; }
    bool undoUsed() const { return m_undoUsed; }
    // Seat names as the window shows them; written into records.
    void setSeatNames(const QStringList& names) { m_names = names; }

    // A new match is about to start (call before GameController::newMatch).
    void beginNewMatch();
    // Goes on with a saved or opened record, taking its meta (start, time played, undo used).
    // Returns false with the reason when the record does not replay.
    bool resume(const fs::GameRecord& record, QString* error);
    // The seats a record's meta says people played (the first seat for a record from elsewhere).
    static QList<int> humanSeats(const fs::GameRecord& record);
    // The level of every seat a record's meta names (SeatLevels::Default for what it does not).
    static QList<fs::Level> seatLevels(const fs::GameRecord& record);
    // The match so far as a record, with names and this session's meta: the save.
    fs::GameRecord record() const;
    // The match as it may leave the app (File ▸ Export): whole once it is over; while it is
    // played, only its finished deals, with no seed (fs::recordOfFinishedDeals).
    fs::GameRecord shareableRecord() const;
    // Writes the save now and waits for it (at quit).
    void flush();

    // What the statistics keep of the match that just ended (valid in matchEnded()).
    FinishedMatch finishedMatch(const QStringList& columnNames, int personColumn) const;

    // A decision as the Edit menu names it ("play Q♥", "bid 3").
    static QString describe(const GameFace& face, const fs::Pack& pack, const fs::Action& action);

Q_SIGNALS:
    // The match is over and its save deleted; the window records it.
    void matchEnded();
    // A save was written (from the writer's thread, delivered queued), or could not be.
    void saved(int actions);
    void saveFailed(const QString& message);

private:
    void onActionApplied();
    void onTableApplied();
    void save();
    void onWriterDone(quint64 ticket);
    fs::GameRecord withMeta(fs::GameRecord record) const;
    qint64 secondsPlayed() const;

    GameController* m_controller;
    AutosaveWriter* m_writer;
    QString m_savePath;
    QStringList m_names;
    bool m_undoAllowed = true;
    bool m_undoUsed = false;
    QDateTime m_started;
    qint64 m_secondsBefore = 0; // played in earlier sessions
    QElapsedTimer m_clock;      // this session's share
    QDateTime m_finished;
    quint64 m_awaited = 0; // the writer's ticket for the newest save asked for
};
