#pragma once
// Lobby ▸ Host a table…: the table the person opens for friends, for the game the lobby shows.
// For each other seat, whether a friend may take it or the computer plays it (and at what
// level); the person's name; whether hints are allowed; how long a dropped friend's seat is kept
// before the computer plays it, and at what level; and the connection: the port, and encryption
// unless the person chooses a plain one for a trusted local network.

#include "ai/levels.h"
#include "lobby/matchsetup.h"

#include <QDialog>
#include <QList>

#include <nlohmann/json.hpp>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

class HostDialog : public QDialog {
    Q_OBJECT

public:
    // The default port for a table this app hosts (followsuit-server's too).
    static constexpr int DefaultPort = 7766;

    HostDialog(const MatchSetup& setup, const QString& name, QWidget* parent = nullptr);

    // The create message for the table server (docs/protocol.md): the person takes seat 0.
    nlohmann::json createMessage() const;
    quint16 port() const;
    bool encrypted() const;
    QString name() const;

    // For tests and keyboard users: the widgets as a person finds them.
    QComboBox* seatBox(int seat) const { return m_seatBoxes.value(seat - 1); }
    QLineEdit* nameEdit() const { return m_name; }
    QSpinBox* portBox() const { return m_port; }
    QCheckBox* plainBox() const { return m_plain; }
    QCheckBox* undoBox() const { return m_undo; }
    QPushButton* openButton() const { return m_open; }

private:
    MatchSetup m_setup;
    QList<QComboBox*> m_seatBoxes; // by seat - 1
    QLineEdit* m_name;
    QCheckBox* m_hints;
    QCheckBox* m_undo;
    QSpinBox* m_grace;
    QComboBox* m_dropLevel;
    QSpinBox* m_port;
    QCheckBox* m_plain;
    QPushButton* m_open;
};
