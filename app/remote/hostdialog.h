#pragma once
// Lobby ▸ Host a table…: the table the person opens for friends, for the game the lobby shows.
// For each other seat, whether a friend may take it or the computer plays it (and at what
// level); the person's name; whether hints and undo are allowed; how long a dropped friend's seat
// is kept before the computer plays it, and at what level; and where the table is: on this
// computer (its port), or on a table server (followsuit-server) given by its address and its
// certificate's fingerprint; encrypted unless the person chooses a plain connection for a
// trusted local network.

#include "ai/levels.h"
#include "lobby/matchsetup.h"

#include <QDialog>
#include <QList>
#include <QUrl>

#include <nlohmann/json.hpp>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

class HostDialog : public QDialog {
    Q_OBJECT

public:
    // The default port for a table this app hosts (followsuit-server's too).
    static constexpr int DefaultPort = 7766;

    // `gameName` is the setup's game as the person reads it.
    HostDialog(const MatchSetup& setup, const QString& gameName, const QString& name,
               QWidget* parent = nullptr);

    // The create message for the table server (docs/protocol.md): the person takes seat 0.
    nlohmann::json createMessage() const;
    quint16 port() const;
    bool encrypted() const;
    // Where the table is opened: on this computer, or on the table server at serverUrl(),
    // trusted by serverFingerprint() (empty without encryption).
    bool onThisComputer() const;
    QUrl serverUrl() const;
    QByteArray serverFingerprint() const;
    QString name() const;

    // For tests and keyboard users: the widgets as a person finds them.
    QComboBox* seatBox(int seat) const { return m_seatBoxes.value(seat - 1); }
    QLineEdit* nameEdit() const { return m_name; }
    QSpinBox* portBox() const { return m_port; }
    QCheckBox* plainBox() const { return m_plain; }
    QCheckBox* undoBox() const { return m_undo; }
    QSpinBox* turnBox() const { return m_turn; }
    QComboBox* whereBox() const { return m_where; }
    QLineEdit* serverEdit() const { return m_server; }
    QLineEdit* fingerprintEdit() const { return m_fingerprint; }
    QLineEdit* createKeyEdit() const { return m_createKey; }
    QPushButton* openButton() const { return m_open; }
    // What is missing before the table can open, or hidden when nothing is.
    QLabel* problemLabel() const { return m_problem; }

private:
    void check();
    // Hints, undo, a dropped friend's grace and level, the time for each decision.
    QGroupBox* rulesGroup();

    MatchSetup m_setup;
    QList<QComboBox*> m_seatBoxes; // by seat - 1
    QLineEdit* m_name;
    QCheckBox* m_hints;
    QCheckBox* m_undo;
    QSpinBox* m_grace;
    QSpinBox* m_turn; // seconds for each decision; 0: none (or the server's)
    QComboBox* m_dropLevel;
    QComboBox* m_where;
    QSpinBox* m_port;
    QLineEdit* m_server;
    QLineEdit* m_fingerprint;
    QLineEdit* m_createKey;
    QCheckBox* m_plain;
    QLabel* m_problem = nullptr;
    QPushButton* m_open;
};
