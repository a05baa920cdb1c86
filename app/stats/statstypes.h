#pragma once
// What the statistics queries answer with: plain values, so the dialog and its tests need no
// database to build them.

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

// A game played under one set of rules: figures are only comparable within one, since a
// target of 50 or 100 points makes a different game of Hearts.
struct VariantKey {
    QString game;    // registry id
    QString variant; // FinishedMatch::variant, "" for the standard rules
    friend bool operator==(const VariantKey&, const VariantKey&) = default;
};

// The person's figures for one VariantKey; matches the computer played alone do not count.
struct GameStats {
    int played = 0;
    int won = 0;             // placed first, alone or shared
    double winRate = 0;      // won / played, 0..1; 0 when nothing was played
    double averageTotal = 0; // the person's final total, averaged
    int bestTotal = 0;       // lowest when lowerIsBetter, else highest; 0 when nothing was played
    bool lowerIsBetter = false;
    int currentStreak = 0; // wins in a row up to the latest match
    int bestStreak = 0;    // longest run of wins in a row, by finishing time
};

// One line of the history list, newest first.
struct HistoryEntry {
    qint64 id = -1;
    QString game;
    QString variant;
    QDateTime finished; // UTC
    QStringList seatNames;
    QList<bool> seatHuman;
    int columns = 0;        // score columns (seats, or sides in partnership games)
    int personColumn = -1;  // -1: the computer played every seat
    int personTotal = 0;    // meaningful only when personColumn >= 0
    int personPlacing = -1; // 0 = first; -1 when no person played
    QStringList winners;    // names of the columns placed first
    bool undoUsed = false;
    qint64 durationSeconds = 0;

    // The seats not played by a person: whom the person played against.
    QStringList opponents() const
    {
        QStringList names;
        for (qsizetype i = 0; i < seatNames.size(); ++i)
            if (!seatHuman.value(i))
                names << seatNames[i];
        return names;
    }
};
