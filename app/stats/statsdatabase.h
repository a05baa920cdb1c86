#pragma once
// The statistics file: every finished match, kept in SQLite through QtSql so that a crash in
// the middle of writing one loses that match at most, never the file. A file that is damaged,
// is not a database, or was written by a newer version of the app is set aside (renamed, never
// overwritten) and a fresh one started; the app runs on without statistics if even that fails.
//
// Opening: statsdatabase.cpp; writing a match: statsrecording.cpp; reading: statsqueries.cpp;
// the tables: statsschema.cpp.

#include "stats/finishedmatch.h"
#include "stats/statstypes.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

class StatsDatabase {
    Q_DECLARE_TR_FUNCTIONS(StatsDatabase)

public:
    explicit StatsDatabase(QString path);
    ~StatsDatabase();
    StatsDatabase(const StatsDatabase&) = delete;
    StatsDatabase& operator=(const StatsDatabase&) = delete;

    // Opens (or creates) the file and brings its tables up to date. False when statistics
    // cannot be kept this time; problem() then says why.
    bool open();
    void close();
    bool isOpen() const { return m_db.isOpen(); }
    QString path() const { return m_path; }

    // One sentence for the person about what open() found: the file that was set aside and
    // where it was kept, or why there are no statistics. Empty when all went well.
    QString problem() const { return m_problem; }
    // Where open() kept a file it set aside; empty if it set none aside.
    QString damagedCopy() const { return m_damagedCopy; }
    // Why the last recordMatch() failed, for the log.
    QString lastError() const { return m_lastError; }

    // Writes the match, its seats, columns and deals in one transaction. Returns the new
    // match's id, or -1 (and nothing written) if the match is inconsistent or writing failed.
    qint64 recordMatch(const FinishedMatch& match);

    // The games and variants in which a person played at least one match.
    QList<VariantKey> variants() const;
    GameStats stats(const QString& game, const QString& variant) const;
    // The latest `limit` matches (all if limit < 0), newest first, of every game or of `game`.
    QList<HistoryEntry> history(int limit, const QString& game = {}) const;
    // The match's record; empty if there is no such match.
    QString recordOf(qint64 id) const;
    std::optional<FinishedMatch> match(qint64 id) const;

private:
    enum class Check { Usable, SetAside, Failed };
    enum class Trouble { Damaged, Newer, Foreign };
    bool openConnection();
    Check checkFile();
    Check setAside(Trouble trouble);
    bool prepare();
    void fail(const QString& sentence);

    QString m_path;
    QString m_connection;
    QSqlDatabase m_db;
    QString m_problem;
    QString m_damagedCopy;
    QString m_lastError;
};
