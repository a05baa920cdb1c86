#include "remote/waitingroom.h"

#include "net/tableclient.h"
#include "remote/netplay.h"
#include "remote/seatlist.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

WaitingRoom::WaitingRoom(NetPlay* net, QWidget* parent)
    : QDialog(parent), m_net(net), m_status(new QLabel(tr("Connecting to the table…"), this)),
      m_invitation(new QLineEdit(this)), m_copy(new QPushButton(tr("&Copy invitation"), this)),
      m_seats(new SeatList(this)), m_start(new QPushButton(tr("&Start the match"), this))
{
    setWindowTitle(tr("Shared table"));
    setMinimumWidth(520);
    auto* layout = new QVBoxLayout(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto* invitationLabel = new QLabel(tr("&Invitation for your friends:"), this);
    invitationLabel->setBuddy(m_invitation);
    layout->addWidget(invitationLabel);
    auto* row = new QHBoxLayout;
    m_invitation->setReadOnly(true);
    m_invitation->setAccessibleName(tr("Invitation"));
    row->addWidget(m_invitation, 1);
    row->addWidget(m_copy);
    layout->addLayout(row);
    m_copy->setEnabled(false);

    auto* seatsLabel = new QLabel(tr("Se&ats:"), this);
    seatsLabel->setBuddy(m_seats);
    layout->addWidget(seatsLabel);
    layout->addWidget(m_seats, 1);

    auto* buttons = new QDialogButtonBox(this);
    QPushButton* leave = buttons->addButton(tr("&Leave the table"), QDialogButtonBox::RejectRole);
    buttons->addButton(m_start, QDialogButtonBox::AcceptRole);
    m_start->setEnabled(false);
    m_start->setVisible(false);
    layout->addWidget(buttons);
    connect(leave, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (TableClient* client = m_net->client())
            client->start();
        m_start->setEnabled(false);
        m_status->setText(tr("Starting the match…"));
    });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(
            tr("Join my Follow Suit table: %1").arg(m_invitation->text()));
        m_status->setText(tr("The invitation is copied: paste it into a message to your "
                             "friends."));
    });
    connect(net, &NetPlay::seated, this, &WaitingRoom::seated);
    connect(net, &NetPlay::started, this, &QDialog::accept);
    connect(net, &NetPlay::failed, this, &WaitingRoom::failed);
}

QString WaitingRoom::statusText() const
{
    return m_status->text();
}

void WaitingRoom::seated()
{
    TableClient* client = m_net->client();
    if (!client)
        return;
    if (const auto invitation = m_net->invitation()) {
        m_invitation->setText(invitation->link());
        m_invitation->setCursorPosition(0); // where it starts, as a person reads it
        m_copy->setEnabled(true);
    }
    connect(client, &TableClient::seatsChanged, this,
            [this, client] { m_seats->showSeats(*client); });
    // The host may remove a person before the match, from the seat's menu.
    connect(m_seats, &SeatList::seatChangeAsked, client, &TableClient::changeSeat,
            Qt::UniqueConnection);
    m_seats->showSeats(*client);
    if (client->isHost()) {
        m_start->setVisible(true);
        m_start->setEnabled(true);
        m_start->setDefault(true);
        m_status->setText(tr("Your table is open. Send the invitation to your friends, and start "
                             "when everyone is here: the computer plays the seats nobody took."));
    } else {
        m_status->setText(tr("You have a seat. The match begins when the host starts it."));
    }
}

void WaitingRoom::failed(const QString& message)
{
    m_status->setText(message);
    m_start->setEnabled(false);
}
