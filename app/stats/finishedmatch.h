#pragma once
// What the statistics keep of one finished match: everything the statistics page and the history
// list show, and the match's record so that it can be reviewed later. Filled by the window when a
// match ends (from the controller's match) and written by StatsDatabase in one transaction.

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

struct FinishedMatch {
    QString game; // registry id, e.g. "hearts"
    // The options that differ from the defaults, "target=50;passing=false"; "" for none.
    QString variant;
    int seats = 0;
    QStringList seatNames;   // one per seat
    QList<bool> seatHuman;   // one per seat: played by a person
    QStringList columnNames; // one per score column (a seat, or a side in partnership games)
    int personColumn = -1;   // the person's score column, -1 when every seat was the computer's
    QList<QList<int>> dealPoints; // per deal, the points of each score column
    QList<int> totals;            // per score column, at the end
    QList<int> placings;          // per score column: 0 for the winner(s), 1 for next, ...
    bool lowerIsBetter = false;   // Hearts: the lowest total is the best score
    QDateTime started;            // UTC
    QDateTime finished;           // UTC
    qint64 durationSeconds = 0;   // time the match was open in the app
    bool undoUsed = false;
    QString record; // the match's record (docs/record-format.md), for review
};
