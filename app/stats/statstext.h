#pragma once
// How the statistics turn stored values into words: the rules a match was played under, a
// place, a duration. Shared by the figures, the history list and their tests.

#include <QCoreApplication>
#include <QString>

class StatsText {
    Q_DECLARE_TR_FUNCTIONS(StatsText)

public:
    // FinishedMatch::variant as stored ("target=50;passing=false"), or "standard rules".
    static QString variantName(const QString& variant);
    // "1st of 4"; shared places read the same.
    static QString place(int placing, int columns);
    // "45 s", "12 min", "1 h 05 min".
    static QString duration(qint64 seconds);
};
