// Reading the statistics back: StatsDatabase's queries. A query that fails answers with
// nothing rather than with part of an answer.

#include "stats/statsdatabase.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

// No match of any game runs to this many deals; a larger number comes from a damaged row and
// must not make the reader allocate for it.
constexpr int DealsMax = 10000;

QDateTime timeFrom(const QVariant& value)
{
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return time.isValid() ? time.toUTC() : QDateTime();
}

struct Seats {
    QStringList names;
    QList<bool> human;
};

Seats readSeats(const QSqlDatabase& db, qint64 id)
{
    Seats seats;
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT name, human FROM seats WHERE match_id = ? ORDER BY seat"));
    query.addBindValue(id);
    if (!query.exec())
        return {};
    while (query.next()) {
        seats.names << query.value(0).toString();
        seats.human << query.value(1).toBool();
    }
    return seats;
}

struct Columns {
    QStringList names;
    QList<int> totals;
    QList<int> placings;
};

Columns readColumns(const QSqlDatabase& db, qint64 id)
{
    Columns columns;
    QSqlQuery query(db);
    query.prepare(
        QStringLiteral("SELECT name, total, placing FROM columns WHERE match_id = ? ORDER BY col"));
    query.addBindValue(id);
    if (!query.exec())
        return {};
    while (query.next()) {
        columns.names << query.value(0).toString();
        columns.totals << query.value(1).toInt();
        columns.placings << query.value(2).toInt();
    }
    return columns;
}

} // namespace

QList<VariantKey> StatsDatabase::variants() const
{
    if (!isOpen())
        return {};
    QList<VariantKey> keys;
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT DISTINCT game, variant FROM matches"
                                   " WHERE person_column >= 0 ORDER BY game, variant")))
        return {};
    while (query.next())
        keys.append({query.value(0).toString(), query.value(1).toString()});
    return keys;
}

GameStats StatsDatabase::stats(const QString& game, const QString& variant) const
{
    if (!isOpen())
        return {};
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT c.total, c.placing, m.lower_is_better FROM matches m"
                                 " JOIN columns c ON c.match_id = m.id AND c.col = m.person_column"
                                 " WHERE m.game = ? AND m.variant = ? AND m.person_column >= 0"
                                 " ORDER BY m.finished, m.id"));
    query.addBindValue(game);
    query.addBindValue(variant.isNull() ? QStringLiteral("") : variant);
    if (!query.exec())
        return {};
    GameStats stats;
    QList<int> totals;
    int streak = 0;
    while (query.next()) {
        const int total = query.value(0).toInt();
        const bool won = query.value(1).toInt() == 0; // a shared first place is a win too
        // One game always ranks the same way; the latest match's word is as good as any.
        stats.lowerIsBetter = query.value(2).toBool();
        ++stats.played;
        totals << total;
        if (won) {
            ++stats.won;
            stats.bestStreak = std::max(stats.bestStreak, ++streak);
        } else {
            streak = 0;
        }
    }
    if (stats.played == 0)
        return stats;
    stats.currentStreak = streak;
    stats.winRate = double(stats.won) / stats.played;
    double sum = 0;
    for (int total : totals)
        sum += total;
    stats.averageTotal = sum / stats.played;
    stats.bestTotal = stats.lowerIsBetter ? *std::min_element(totals.begin(), totals.end())
                                          : *std::max_element(totals.begin(), totals.end());
    return stats;
}

QList<HistoryEntry> StatsDatabase::history(int limit, const QString& game) const
{
    if (!isOpen())
        return {};
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT m.id, m.game, m.variant, m.finished, m.person_column, m.undo_used,"
                       " m.duration_seconds, c.total, c.placing FROM matches m"
                       " LEFT JOIN columns c ON c.match_id = m.id AND c.col = m.person_column"
                       " WHERE ? = '' OR m.game = ?"
                       " ORDER BY m.finished DESC, m.id DESC LIMIT ?"));
    const QString filter = game.isNull() ? QStringLiteral("") : game;
    query.addBindValue(filter);
    query.addBindValue(filter);
    query.addBindValue(limit < 0 ? -1 : limit); // SQLite reads a negative limit as none
    if (!query.exec())
        return {};
    QList<HistoryEntry> entries;
    while (query.next()) {
        HistoryEntry entry;
        entry.id = query.value(0).toLongLong();
        entry.game = query.value(1).toString();
        entry.variant = query.value(2).toString();
        entry.finished = timeFrom(query.value(3));
        entry.personColumn = query.value(4).toInt();
        entry.undoUsed = query.value(5).toBool();
        entry.durationSeconds = query.value(6).toLongLong();
        if (entry.personColumn >= 0 && !query.value(8).isNull()) {
            entry.personTotal = query.value(7).toInt();
            entry.personPlacing = query.value(8).toInt();
        }
        entries << entry;
    }
    for (HistoryEntry& entry : entries) {
        Seats seats = readSeats(m_db, entry.id);
        entry.seatNames = std::move(seats.names);
        entry.seatHuman = std::move(seats.human);
        const Columns columns = readColumns(m_db, entry.id);
        entry.columns = static_cast<int>(columns.names.size());
        for (int col = 0; col < entry.columns; ++col)
            if (columns.placings[col] == 0)
                entry.winners << columns.names[col];
    }
    return entries;
}

QString StatsDatabase::recordOf(qint64 id) const
{
    if (!isOpen())
        return {};
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT record FROM matches WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return {};
    return query.value(0).toString();
}

std::optional<FinishedMatch> StatsDatabase::match(qint64 id) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "SELECT game, variant, seats, started, finished, duration_seconds, undo_used,"
        " person_column, lower_is_better, record FROM matches WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    FinishedMatch match;
    match.game = query.value(0).toString();
    match.variant = query.value(1).toString();
    match.seats = query.value(2).toInt();
    match.started = timeFrom(query.value(3));
    match.finished = timeFrom(query.value(4));
    match.durationSeconds = query.value(5).toLongLong();
    match.undoUsed = query.value(6).toBool();
    match.personColumn = query.value(7).toInt();
    match.lowerIsBetter = query.value(8).toBool();
    match.record = query.value(9).toString();

    Seats seats = readSeats(m_db, id);
    match.seatNames = std::move(seats.names);
    match.seatHuman = std::move(seats.human);
    Columns columns = readColumns(m_db, id);
    match.columnNames = std::move(columns.names);
    match.totals = std::move(columns.totals);
    match.placings = std::move(columns.placings);

    query.prepare(QStringLiteral(
        "SELECT deal, col, points FROM deals WHERE match_id = ? ORDER BY deal, col"));
    query.addBindValue(id);
    if (!query.exec())
        return std::nullopt;
    const qsizetype width = match.columnNames.size();
    while (query.next()) {
        const int deal = query.value(0).toInt();
        const int col = query.value(1).toInt();
        if (deal < 0 || deal >= DealsMax || col < 0 || col >= width)
            continue; // written by no version of this app
        while (match.dealPoints.size() <= deal)
            match.dealPoints.append(QList<int>(width, 0));
        match.dealPoints[deal][col] = query.value(2).toInt();
    }
    return match;
}
