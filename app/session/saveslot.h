#pragma once
// The file an unfinished match is kept in between sessions. Reading it trusts nothing: a file
// that is too large, is not a record, comes from a newer version or does not replay is set aside
// (renamed next to itself, never overwritten) with a message naming both files, and the app goes
// on as if there were no save. Writing goes through AutosaveWriter.

#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <vector>

class SaveSlot {
    Q_DECLARE_TR_FUNCTIONS(SaveSlot)

public:
    explicit SaveSlot(QString path) : m_path(std::move(path)) {}
    const QString& path() const { return m_path; }

    struct Loaded {
        enum class State { Empty, Resumable, SetAside, Unreadable };
        State state = State::Empty;
        fs::GameRecord record;   // Resumable: the match to go on with
        int dealsPlayed = 0;     // Resumable: deals scored so far
        std::vector<int> totals; // Resumable: each score column's total so far
        QDateTime saved;         // Resumable: when it was written (invalid if unknown)
        QString message;         // SetAside, Unreadable: what happened, for the person
        QString keptAs;          // SetAside: where the damaged file now is
    };
    // Reads the save. A finished match is nothing to resume: its file is deleted.
    Loaded load() const;

    // Renames `path` to a free damaged name (freeDamagedName); returns the new name, or "" when
    // the file could not be moved.
    static QString setAside(const QString& path);

private:
    Loaded damaged(const QString& why) const;

    QString m_path;
};
