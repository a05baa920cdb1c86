#pragma once
// Lobby ▸ Join a table…: the invitation a friend sent (pasted as it came: the link is found in
// the message around it) and the person's name. Join is offered once the text holds a whole
// invitation; a damaged one says so.

#include "net/invitation.h"

#include <QDialog>

#include <optional>

class LanService;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

class JoinDialog : public QDialog {
    Q_OBJECT

public:
    JoinDialog(const QString& name, QWidget* parent = nullptr);

    // Fills the invitation (a followsuit:// link opened from the desktop, or a test).
    void setInvitationText(const QString& text);
    std::optional<Invitation> invitation() const { return m_found; }
    QString name() const;

    // For tests and keyboard users.
    QPlainTextEdit* invitationEdit() const { return m_text; }
    QLineEdit* nameEdit() const { return m_name; }
    QPushButton* joinButton() const { return m_join; }
    QListWidget* networkList() const { return m_network; }
    QString networkText() const;
    QString problemText() const;

private:
    void check();

    QListWidget* m_network;
    QLabel* m_networkNote;
    LanService* m_lan;
    QPlainTextEdit* m_text;
    QLineEdit* m_name;
    QLabel* m_problem;
    QPushButton* m_join;
    std::optional<Invitation> m_found;
};
