#include "remote/nettext.h"

#include "ai/levels.h"
#include "lobby/seatlevels.h"

#include <algorithm>

namespace {

int secondsLeft(qint64 ms)
{
    return static_cast<int>(std::max<qint64>(0, (ms + 999) / 1000));
}

} // namespace

QString NetText::error(const QString& code, const QString& message)
{
    if (code == QLatin1String("no-table"))
        return tr("There is no table with that code on the server. The table may be over, or the "
                  "code mistyped.");
    if (code == QLatin1String("table-full"))
        return tr("Every seat at that table is taken.");
    if (code == QLatin1String("no-seat"))
        return tr("The table no longer keeps your seat.");
    if (code == QLatin1String("protocol"))
        return tr("The table runs another version of Follow Suit. Both of you need the same "
                  "version.");
    if (code == QLatin1String("server-full"))
        return tr("The server is hosting as many tables as it can. Try again later.");
    if (code == QLatin1String("create-key"))
        return tr("The server opens tables only with its creation key, and this one is not it. "
                  "Ask whoever runs the server for the key it printed.");
    if (code == QLatin1String("too-many-tables"))
        return tr("Your address already has as many open tables on the server as it may. Finish "
                  "or leave one first.");
    if (code == QLatin1String("removed"))
        return tr("The host removed you from the table.");
    if (code == QLatin1String("no-person"))
        return tr("No other person has that seat.");
    if (code == QLatin1String("expired"))
        return tr("The table was closed: it had not started and nobody was at it.");
    if (code == QLatin1String("abandoned"))
        return tr("The table was closed: everyone had left it long ago.");
    if (code == QLatin1String("host-left"))
        return tr("The host closed the table: the match is over.");
    if (code == QLatin1String("host-quit"))
        return tr("The host closed Follow Suit. The table is kept: you are back at your seat as "
                  "soon as they open it again.");
    if (code == QLatin1String("timeout"))
        return tr("The connection took too long to take a seat.");
    if (code == QLatin1String("rate"))
        return tr("Too many messages were sent too quickly; the server closed the connection.");
    if (code == QLatin1String("bad-setup"))
        return tr("The server cannot host that game with these options.");
    if (code == QLatin1String("not-host"))
        return tr("Only the host can start the match.");
    if (code == QLatin1String("started"))
        return tr("The match has already started.");
    if (code == QLatin1String("seated"))
        return tr("You already have a seat at this table.");
    if (code.isEmpty() && message.isEmpty())
        return tr("The connection to the table was lost.");
    return tr("The table refused the connection: %1").arg(message.isEmpty() ? code : message);
}

QString NetText::computerName(int seat)
{
    // Not "West": that names the seat from where one sits, and a friend sits elsewhere.
    return tr("Computer %1", "a computer's seat at a shared table, counted from 1").arg(seat + 1);
}

QString NetText::level(const QString& level)
{
    const auto parsed = fs::parseLevel(level.toStdString());
    return parsed ? SeatLevels::displayName(*parsed) : level;
}

QString NetText::plate(const QString& presence, const QString& level, qint64 graceLeftMs)
{
    if (presence == QLatin1String("computer"))
        return tr("computer, %1").arg(NetText::level(level));
    if (presence == QLatin1String("here"))
        return tr("connected");
    if (presence == QLatin1String("away"))
        return tr("away, %n s", "seconds the seat is still kept", secondsLeft(graceLeftMs));
    if (presence == QLatin1String("replaced"))
        return tr("away: computer plays");
    return QString();
}

QString NetText::turnLeft(qint64 ms)
{
    return tr("to decide: %n s", "seconds left before the computer decides for the seat",
              secondsLeft(ms));
}

QString NetText::presence(const QString& presence, const QString& level, qint64 graceLeftMs)
{
    if (presence == QLatin1String("open"))
        return tr("open for a friend");
    if (presence == QLatin1String("computer"))
        return tr("computer, %1").arg(NetText::level(level));
    if (presence == QLatin1String("here"))
        return tr("connected");
    if (presence == QLatin1String("away"))
        return tr("connection lost, seat kept for %n second(s)", nullptr, secondsLeft(graceLeftMs));
    if (presence == QLatin1String("replaced"))
        return tr("connection lost, the computer plays for them (%1)").arg(NetText::level(level));
    return presence;
}
