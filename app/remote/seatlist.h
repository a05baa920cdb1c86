#pragma once
// Who sits where at a shared table, as the table server says (its seats message): each seat's
// name, whether a person or the computer plays it, and whether that person is connected — the
// waiting room's list and the table's, read by a screen reader line by line.

#include <QListWidget>
#include <QStringList>

class QContextMenuEvent;
class TableClient;

class SeatList : public QListWidget {
    Q_OBJECT

public:
    explicit SeatList(QWidget* parent = nullptr);

    // Shows the client's table as its last seats message has it.
    void showSeats(const TableClient& client);
    // Every seat's name, by seat: a person's as the table gives it, a computer's by its seat
    // (NetText::computerName), the same on every screen; "" for a seat still open.
    static QStringList names(const TableClient& client);
    // The seats people play (the client's own included), for the statistics.
    static QList<int> people(const TableClient& client);
    // Each seat's line for its plate at the table (NetText::plate), by seat; the person's own is
    // empty but while their turn clock runs. The seat to decide shows its time left.
    static QStringList plates(const TableClient& client);
    // Whether a countdown runs (a person's seat kept for them, a turn clock): the plates want
    // showing each second.
    static bool anyClockRuns(const TableClient& client);

Q_SIGNALS:
    // The host chose, from a seat's menu (right click, or the menu key on the seat), to let the
    // computer play another person's seat ("computer"), to give it back ("person"), or to
    // remove the person ("remove").
    void seatChangeAsked(int seat, const QString& to);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    bool m_host = false; // the client shown is the table's host
};
