#pragma once
// Finished matches for the statistics tests: a four-seat game the person played in seat 0, or
// one the computer played alone, finishing at a chosen time so that their order is known.

#include "stats/finishedmatch.h"

#include <QDateTime>

inline QDateTime sampleTime(int minutes)
{
    return QDateTime(QDate(2024, 5, 1), QTime(20, 0), Qt::UTC).addSecs(minutes * 60);
}

// The person (column 0) scores `personTotal` and places `personPlacing`; the others follow.
inline FinishedMatch sampleMatch(const QString& game, const QString& variant, int personTotal,
                                 int personPlacing, int finishedMinute, bool person = true)
{
    FinishedMatch match;
    match.game = game;
    match.variant = variant;
    match.seats = 4;
    match.seatNames = {QStringLiteral("You"), QStringLiteral("West"), QStringLiteral("North"),
                       QStringLiteral("East")};
    match.seatHuman = {person, false, false, false};
    if (!person)
        match.seatNames[0] = QStringLiteral("South");
    match.columnNames = match.seatNames;
    match.personColumn = person ? 0 : -1;
    match.totals = {personTotal, 10, 20, 30};
    match.placings = {personPlacing, personPlacing == 0 ? 1 : 0, 2, 3};
    match.dealPoints = {{personTotal / 2, 5, 10, 15}, {personTotal - personTotal / 2, 5, 10, 15}};
    match.lowerIsBetter = game == QLatin1String("hearts");
    match.started = sampleTime(finishedMinute - 20);
    match.finished = sampleTime(finishedMinute);
    match.durationSeconds = 20 * 60;
    match.record = QStringLiteral("{\"game\":\"%1\",\"minute\":%2}").arg(game).arg(finishedMinute);
    return match;
}
