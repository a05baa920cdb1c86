#include "remote/joindialog.h"

#include "net/clientmessage.h"
#include "net/lanservice.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

JoinDialog::JoinDialog(const QString& name, QWidget* parent)
    : QDialog(parent), m_network(new QListWidget(this)), m_networkNote(new QLabel(this)),
      m_lan(new LanService(this)), m_text(new QPlainTextEdit(this)), m_name(new QLineEdit(this)),
      m_problem(new QLabel(this)), m_join(new QPushButton(tr("&Join"), this))
{
    setWindowTitle(tr("Join a table"));
    setMinimumWidth(480);
    auto* layout = new QVBoxLayout(this);
    // Tables on the local network first: choosing one fills in its invitation.
    auto* networkLabel = new QLabel(tr("Tables on your &network:"), this);
    networkLabel->setBuddy(m_network);
    layout->addWidget(networkLabel);
    m_network->setAccessibleName(tr("Tables on your network"));
    m_network->setMaximumHeight(m_network->fontMetrics().lineSpacing() * 6);
    layout->addWidget(m_network);
    m_networkNote->setWordWrap(true);
    layout->addWidget(m_networkNote);
    connect(m_network, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item)
            setInvitationText(item->data(Qt::UserRole).toString());
    });
    connect(m_lan, &LanService::found, this, [this](const LanTable& table) {
        for (int i = 0; i < m_network->count(); ++i)
            if (m_network->item(i)->data(Qt::UserRole + 1).toString() == table.key)
                return;
        auto* item =
            new QListWidgetItem(tr("%1, at %2").arg(table.name, table.invitation.host), m_network);
        item->setData(Qt::UserRole, table.invitation.link());
        item->setData(Qt::UserRole + 1, table.key);
        m_networkNote->clear();
    });
    connect(m_lan, &LanService::lost, this, [this](const QString& key) {
        for (int i = 0; i < m_network->count(); ++i)
            if (m_network->item(i)->data(Qt::UserRole + 1).toString() == key)
                delete m_network->takeItem(i--);
    });
    QString why;
    if (m_lan->browse(&why)) {
        m_networkNote->setText(tr("Looking for tables on your network…"));
    } else {
        qInfo("tables on the local network are not listed: %s", qPrintable(why));
        m_networkNote->setText(
            m_lan->problem() == LanService::Problem::NoDaemon
                ? tr("To list the tables on your network, this computer needs the Avahi service, "
                     "which is not running. An invitation works everywhere.")
                : tr("The tables on your network cannot be listed: the Avahi service did not "
                     "answer. An invitation works everywhere."));
    }

    auto* intro = new QLabel(tr("Or paste the invitation your friend sent you: the whole "
                                "message will do."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_text->setTabChangesFocus(true);
    m_text->setAccessibleName(tr("Invitation"));
    m_text->setMaximumHeight(m_text->fontMetrics().lineSpacing() * 5);
    form->addRow(tr("&Invitation:"), m_text);
    m_name->setMaxLength(fs::net::MaxNameChars);
    m_name->setText(name.left(fs::net::MaxNameChars));
    m_name->setAccessibleName(tr("Your name"));
    form->addRow(tr("&Your name:"), m_name);
    layout->addLayout(form);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(QDialogButtonBox::Cancel);
    buttons->addButton(m_join, QDialogButtonBox::AcceptRole);
    m_join->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_text, &QPlainTextEdit::textChanged, this, &JoinDialog::check);
    connect(m_name, &QLineEdit::textChanged, this, &JoinDialog::check);
    check();
}

void JoinDialog::setInvitationText(const QString& text)
{
    m_text->setPlainText(text);
    if (m_found && name().isEmpty())
        m_name->setFocus(); // what is left to do
}

QString JoinDialog::name() const
{
    return m_name->text().trimmed();
}

QString JoinDialog::networkText() const
{
    return m_networkNote->text();
}

QString JoinDialog::problemText() const
{
    return m_problem->text();
}

void JoinDialog::check()
{
    const QString text = m_text->toPlainText();
    m_found = Invitation::find(text);
    if (text.trimmed().isEmpty())
        m_problem->clear();
    else if (!m_found)
        m_problem->setText(text.contains(QLatin1String("followsuit://"))
                               ? tr("This invitation is damaged: ask your friend to send it "
                                    "again.")
                               : tr("There is no invitation in this text. An invitation starts "
                                    "with followsuit://"));
    else
        m_problem->setText(m_found->secure
                               ? tr("A table at %1.").arg(m_found->host)
                               : tr("A table at %1, without encryption: join only on a local "
                                    "network you trust.")
                                     .arg(m_found->host));
    if (m_found && name().isEmpty())
        m_problem->setText(tr("Give your name: the others see it at the table."));
    m_join->setEnabled(m_found.has_value() && !name().isEmpty());
}
