#pragma once
// Before a shared table's match starts: the invitation to copy into a message, who has taken a
// seat so far, and for the host the Start button (seats nobody took are the computer's). A
// person who joined waits here for the host. It closes with accept() when the match starts.

#include <QDialog>

class NetPlay;
class QLabel;
class QLineEdit;
class QPushButton;
class SeatList;

class WaitingRoom : public QDialog {
    Q_OBJECT

public:
    WaitingRoom(NetPlay* net, QWidget* parent = nullptr);

    // For tests and keyboard users.
    QLineEdit* invitationEdit() const { return m_invitation; }
    QPushButton* copyButton() const { return m_copy; }
    QPushButton* startButton() const { return m_start; }
    SeatList* seatList() const { return m_seats; }
    QString statusText() const;

private:
    void seated();
    void failed(const QString& message);

    NetPlay* m_net;
    QLabel* m_status;
    QLineEdit* m_invitation;
    QPushButton* m_copy;
    SeatList* m_seats;
    QPushButton* m_start;
};
