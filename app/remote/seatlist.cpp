#include "remote/seatlist.h"

#include "net/tableclient.h"
#include "remote/nettext.h"
#include "text/gametext.h"

#include <QContextMenuEvent>
#include <QMenu>

#include <algorithm>

namespace {

QString seatText(const nlohmann::json& seat, const char* key)
{
    return seat.is_object() && seat.contains(key) && seat[key].is_string()
               ? QString::fromStdString(seat[key].get<std::string>())
               : QString();
}

// What is left of a seat's grace now: the server's figure counts down from its message.
qint64 graceLeft(const TableClient& client, const nlohmann::json& seat)
{
    if (!seat.is_object() || !seat.contains("graceLeftMs") ||
        !seat["graceLeftMs"].is_number_integer())
        return 0;
    return std::max<qint64>(0, seat["graceLeftMs"].get<qint64>() - client.msSinceSeats());
}

// What is left of the seat's time to decide, or -1 where no turn clock runs for it.
qint64 turnLeft(const TableClient& client, const nlohmann::json& seat)
{
    if (!seat.is_object() || !seat.contains("turnLeftMs") ||
        !seat["turnLeftMs"].is_number_integer())
        return -1;
    return std::max<qint64>(0, seat["turnLeftMs"].get<qint64>() - client.msSinceSeats());
}

// What each seat's line holds besides its text.
constexpr int SeatRole = Qt::UserRole;
constexpr int NameRole = Qt::UserRole + 1;
constexpr int PresenceRole = Qt::UserRole + 2;
constexpr int OwnRole = Qt::UserRole + 3;

} // namespace

SeatList::SeatList(QWidget* parent) : QListWidget(parent)
{
    setAccessibleName(tr("Seats at the table"));
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::StrongFocus);
    setWordWrap(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

namespace {

bool personAt(const nlohmann::json& seat)
{
    const QString presence = seatText(seat, "presence");
    return presence == QLatin1String("here") || presence == QLatin1String("away") ||
           presence == QLatin1String("replaced");
}

} // namespace

QStringList SeatList::names(const TableClient& client)
{
    QStringList names;
    const nlohmann::json& seats = client.seats();
    if (!seats.is_array())
        return names;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const nlohmann::json& seat = seats[i];
        if (personAt(seat))
            names << seatText(seat, "name");
        else if (seatText(seat, "presence") == QLatin1String("computer"))
            names << NetText::computerName(static_cast<int>(i));
        else
            names << QString();
    }
    return names;
}

QList<int> SeatList::people(const TableClient& client)
{
    QList<int> people;
    const nlohmann::json& seats = client.seats();
    for (std::size_t i = 0; seats.is_array() && i < seats.size(); ++i)
        if (personAt(seats[i]) || static_cast<int>(i) == client.seat())
            people << static_cast<int>(i);
    return people;
}

QStringList SeatList::plates(const TableClient& client)
{
    QStringList plates;
    const nlohmann::json& seats = client.seats();
    for (std::size_t i = 0; seats.is_array() && i < seats.size(); ++i) {
        const nlohmann::json& seat = seats[i];
        // The turn clock counts down on the plate of the seat to decide, the person's own too.
        const qint64 turn = turnLeft(client, seat);
        plates << (turn >= 0 ? NetText::turnLeft(turn)
                   : static_cast<int>(i) == client.seat()
                       ? QString()
                       : NetText::plate(seatText(seat, "presence"), seatText(seat, "level"),
                                        graceLeft(client, seat)));
    }
    return plates;
}

bool SeatList::anyClockRuns(const TableClient& client)
{
    const nlohmann::json& seats = client.seats();
    if (!seats.is_array())
        return false;
    return std::any_of(seats.begin(), seats.end(), [&client](const nlohmann::json& seat) {
        return seatText(seat, "presence") == QLatin1String("away") || turnLeft(client, seat) > 0;
    });
}

void SeatList::showSeats(const TableClient& client)
{
    clear();
    m_host = client.isHost();
    const nlohmann::json& seats = client.seats();
    if (!seats.is_array())
        return;
    const int count = static_cast<int>(seats.size());
    const QStringList named = names(client);
    for (int i = 0; i < count; ++i) {
        const nlohmann::json& seat = seats[static_cast<std::size_t>(i)];
        const QString state = NetText::presence(seatText(seat, "presence"), seatText(seat, "level"),
                                                graceLeft(client, seat));
        QString who;
        if (i == client.seat())
            who = tr("You");
        else if (!named.value(i).isEmpty())
            who = named.value(i);
        else // named by where the seat is from the person's, as at the table
            who = GameText::placeName((i - std::max(0, client.seat()) + count) % count, count);
        auto* item = new QListWidgetItem(tr("%1: %2").arg(who, state), this);
        item->setData(SeatRole, i);
        item->setData(NameRole, who);
        item->setData(PresenceRole, seatText(seat, "presence"));
        item->setData(OwnRole, i == client.seat());
    }
}

void SeatList::contextMenuEvent(QContextMenuEvent* event)
{
    QListWidgetItem* item =
        event->reason() == QContextMenuEvent::Keyboard ? currentItem() : itemAt(event->pos());
    const QString presence = item ? item->data(PresenceRole).toString() : QString();
    const bool person = presence == QLatin1String("here") || presence == QLatin1String("away") ||
                        presence == QLatin1String("replaced");
    if (!m_host || !person || item->data(OwnRole).toBool())
        return;
    const int seat = item->data(SeatRole).toInt();
    const QString name = item->data(NameRole).toString();
    QMenu menu(this);
    if (presence == QLatin1String("replaced"))
        menu.addAction(tr("Give the seat back to %1").arg(name), this,
                       [this, seat] { Q_EMIT seatChangeAsked(seat, QStringLiteral("person")); });
    else
        menu.addAction(tr("Let the computer play %1's seat").arg(name), this,
                       [this, seat] { Q_EMIT seatChangeAsked(seat, QStringLiteral("computer")); });
    menu.addAction(tr("Remove %1 from the table").arg(name), this,
                   [this, seat] { Q_EMIT seatChangeAsked(seat, QStringLiteral("remove")); });
    menu.exec(event->globalPos());
}
