#pragma once
// The shared table's side panel: who sits where and whether they are connected (SeatList), and
// the chat: short lines of plain text, each with its sender's name, and a mute for this table.

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class SeatList;
class TableClient;

class TableChat : public QWidget {
    Q_OBJECT

public:
    explicit TableChat(QWidget* parent = nullptr);

    // Follows this client's table; null follows none (and clears the panel).
    void follow(TableClient* client);

    // For tests and keyboard users.
    SeatList* seatList() const { return m_seats; }
    QPlainTextEdit* log() const { return m_log; }
    QLineEdit* line() const { return m_line; }
    QPushButton* sendButton() const { return m_send; }
    QCheckBox* muteBox() const { return m_mute; }

Q_SIGNALS:
    // A line arrived and was shown (not muted), for the status bar and the screen reader.
    void lineShown(const QString& text);

private:
    void send();
    void received(int seat, const QString& name, const QString& text);

    TableClient* m_client = nullptr;
    SeatList* m_seats;
    QPlainTextEdit* m_log;
    QLineEdit* m_line;
    QPushButton* m_send;
    QCheckBox* m_mute;
};
