// Writing a finished match: StatsDatabase::recordMatch.

#include "stats/statsdatabase.h"

#include "stats/sqltransaction.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

// A null QString binds as SQL NULL, which the NOT NULL text columns refuse; "" is meant.
QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

// See statsschema.cpp: ISO 8601 in UTC, sortable as text.
QString timeText(const QDateTime& time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QStringLiteral("");
}

// Why the match cannot be stored as it is (for the log, not the person); empty when it can.
// The lists must agree with each other, or the figures would read the wrong column.
QString inconsistency(const FinishedMatch& match)
{
    const qsizetype columns = match.columnNames.size();
    if (match.game.isEmpty())
        return QStringLiteral("no game id");
    if (match.seats <= 0 || match.seatNames.size() != match.seats ||
        match.seatHuman.size() != match.seats)
        return QStringLiteral("seat names or seatHuman do not match the seat count");
    if (columns == 0 || match.totals.size() != columns || match.placings.size() != columns)
        return QStringLiteral("totals or placings do not match the score columns");
    if (match.personColumn < -1 || match.personColumn >= columns)
        return QStringLiteral("the person's column is out of range");
    for (const QList<int>& deal : match.dealPoints)
        if (deal.size() != columns)
            return QStringLiteral("a deal's points do not match the score columns");
    return {};
}

} // namespace

qint64 StatsDatabase::recordMatch(const FinishedMatch& match)
{
    m_lastError.clear();
    if (!isOpen()) {
        m_lastError = QStringLiteral("the statistics file is not open");
        return -1;
    }
    if (const QString why = inconsistency(match); !why.isEmpty()) {
        m_lastError = QStringLiteral("match not recorded: ") + why;
        return -1;
    }
    SqlTransaction transaction(m_db);
    if (!transaction.isOpen()) {
        m_lastError = transaction.errorText();
        return -1;
    }
    QSqlQuery query(m_db);
    const auto failed = [&](const QSqlQuery& q) {
        m_lastError = q.lastError().text();
        return qint64(-1); // the transaction rolls back as it goes out of scope
    };

    query.prepare(QStringLiteral(
        "INSERT INTO matches (game, variant, seats, started, finished, duration_seconds,"
        " undo_used, person_column, lower_is_better, record) VALUES (?,?,?,?,?,?,?,?,?,?)"));
    query.addBindValue(match.game);
    query.addBindValue(text(match.variant));
    query.addBindValue(match.seats);
    query.addBindValue(timeText(match.started));
    query.addBindValue(timeText(match.finished));
    query.addBindValue(match.durationSeconds);
    query.addBindValue(match.undoUsed);
    query.addBindValue(match.personColumn);
    query.addBindValue(match.lowerIsBetter);
    query.addBindValue(text(match.record));
    if (!query.exec())
        return failed(query);
    const qint64 id = query.lastInsertId().toLongLong();

    query.prepare(
        QStringLiteral("INSERT INTO seats (match_id, seat, name, human) VALUES (?,?,?,?)"));
    for (int seat = 0; seat < match.seats; ++seat) {
        query.addBindValue(id);
        query.addBindValue(seat);
        query.addBindValue(text(match.seatNames[seat]));
        query.addBindValue(match.seatHuman[seat]);
        if (!query.exec())
            return failed(query);
    }

    query.prepare(QStringLiteral(
        "INSERT INTO columns (match_id, col, name, total, placing) VALUES (?,?,?,?,?)"));
    for (int col = 0; col < match.columnNames.size(); ++col) {
        query.addBindValue(id);
        query.addBindValue(col);
        query.addBindValue(text(match.columnNames[col]));
        query.addBindValue(match.totals[col]);
        query.addBindValue(match.placings[col]);
        if (!query.exec())
            return failed(query);
    }

    query.prepare(
        QStringLiteral("INSERT INTO deals (match_id, deal, col, points) VALUES (?,?,?,?)"));
    for (int deal = 0; deal < match.dealPoints.size(); ++deal) {
        for (int col = 0; col < match.dealPoints[deal].size(); ++col) {
            query.addBindValue(id);
            query.addBindValue(deal);
            query.addBindValue(col);
            query.addBindValue(match.dealPoints[deal][col]);
            if (!query.exec())
                return failed(query);
        }
    }

    query.finish();
    if (!transaction.commit()) {
        m_lastError = transaction.errorText();
        return -1;
    }
    return id;
}
