// The window's share of playing with friends: Host a table… and Join a table… from the lobby,
// the waiting room until the match starts, then the shared table played like a local one (the
// controller plays through the table's client), with a panel for who sits where and the chat.
// A match of this computer that was under way is kept, and offered again in the lobby.

#include "window/mainwindow.h"

#include "access/announcer.h"
#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "lobby/seatlevels.h"
#include "net/tableclient.h"
#include "remote/hostdialog.h"
#include "remote/joindialog.h"
#include "remote/netplay.h"
#include "remote/nettext.h"
#include "remote/seatlist.h"
#include "remote/tablechat.h"
#include "remote/waitingroom.h"
#include "scoresheet/matchresultdialog.h"
#include "session/matchsession.h"
#include "table/tableview.h"
#include "text/gametext.h"

#include <QDockWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

void MainWindow::createNetPlay()
{
    m_net = new NetPlay(dataDirectory(), m_faces, this);
    m_chat = new TableChat(this);
    m_chatDock = new QDockWidget(tr("Table"), this);
    m_chatDock->setObjectName(QStringLiteral("tableDock"));
    m_chatDock->setWidget(m_chat);
    addDockWidget(Qt::RightDockWidgetArea, m_chatDock);
    m_chatDock->hide();
    // The host's menu on a seat of the table's list.
    connect(m_chat->seatList(), &SeatList::seatChangeAsked, this,
            [this](int seat, const QString& to) {
                if (TableClient* client = m_net->client())
                    client->changeSeat(seat, to);
            });
    // A chat line is said too, so a person who plays by ear hears it where they are.
    connect(m_chat, &TableChat::lineShown, this, [this](const QString& line) {
        showStatus(line);
        m_table->announcer()->say(Announcer::Kind::Reply, line);
    });
    connect(m_controller, &GameController::decisionTakenBack, this, [this](int seat) {
        const QString text =
            seat == m_controller->observerSeat()
                ? tr("You took back your last decision.")
                : tr("%1 took back their last decision.")
                      .arg(GameText::seatName(seat, m_controller->match().rules().seats()));
        showStatus(text);
        m_table->announcer()->say(Announcer::Kind::Reply, text);
    });
    m_seatClock = new QTimer(this);
    m_seatClock->setInterval(1000);
    connect(m_seatClock, &QTimer::timeout, this, &MainWindow::showSeatStates);
    // A connection lost once seated is the table's to show: the plates say who is away.
    connect(m_net, &NetPlay::failed, this, [this](const QString& message) {
        if (tableElsewhere())
            showProblem(tr("The table is gone"), message);
    });
}

void MainWindow::hostTable(const MatchSetup& setup)
{
    if (!setup.problem().isEmpty())
        return;
    auto* dialog = new HostDialog(
        setup, m_faces.name(setup.gameId),
        m_settings.playerName().isEmpty() ? tr("Host") : m_settings.playerName(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!dialog->onThisComputer()) {
            m_net->hostOn(dialog->serverUrl(), dialog->serverFingerprint(),
                          dialog->createMessage());
            openWaitingRoom();
            return;
        }
        QString error;
        if (!m_net->host(dialog->createMessage(), dialog->port(), dialog->encrypted(), &error)) {
            showProblem(tr("The table was not opened"), error);
            return;
        }
        openWaitingRoom();
    });
    dialog->open();
}

void MainWindow::joinTable(const QString& invitationText)
{
    auto* dialog = new JoinDialog(m_settings.playerName(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!invitationText.isEmpty())
        dialog->setInvitationText(invitationText);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto invitation = dialog->invitation()) {
            m_net->join(*invitation, dialog->name());
            openWaitingRoom();
        }
    });
    dialog->open();
}

void MainWindow::openWaitingRoom()
{
    auto* room = new WaitingRoom(m_net, this);
    room->setObjectName(QStringLiteral("waitingRoom"));
    room->setAttribute(Qt::WA_DeleteOnClose);
    connect(room, &QDialog::accepted, this, &MainWindow::playAtTable);
    connect(room, &QDialog::rejected, m_net, &NetPlay::leave);
    room->open();
}

void MainWindow::playAtTable()
{
    TableClient* client = m_net->client();
    if (!client || !client->rulesPtr())
        return;
    // A match of this computer under way is not lost: it is saved, and the lobby offers it.
    if (matchInProgress() && !tableElsewhere()) {
        m_session->flush();
        m_resumable = m_session->record();
    }
    const int seats = client->rulesPtr()->seats();
    GameText::setTable(SeatList::names(*client), client->seat());
    m_resultDialog->hide();
    m_setup = MatchSetup{QString::fromStdString(client->gameId()), seats, client->options(), {}};
    m_table->setAutoNextDeal(false);
    m_session->beginNewMatch();
    m_session->setSeatNames(GameText::seatNames(seats));
    if (!m_controller->playRemote(client))
        return;
    m_controller->setHumanSeats(SeatList::people(*client)); // for the statistics
    m_chat->follow(client);
    m_chatDock->show();
    connect(client, &TableClient::seatsChanged, this, &MainWindow::showSeatStates,
            Qt::UniqueConnection);
    // This machine's own connection: the person hears when it drops and when it is back. (A
    // client plays one table: playAtTable() runs once for it.)
    connect(client, &TableClient::connectionChanged, this, [this, client] {
        QString text;
        if (client->connection() == TableClient::Connection::Reconnecting)
            text = client->lastErrorCode() == QLatin1String("host-quit")
                       ? NetText::error(client->lastErrorCode(), client->lastError())
                       : tr("The connection to the table was lost: trying again…");
        else if (client->connection() == TableClient::Connection::Open)
            text = tr("Connected to the table again.");
        if (text.isEmpty() || !tableElsewhere())
            return;
        showStatus(text);
        m_table->announcer()->say(Announcer::Kind::Reply, text);
    });
    showSeatStates();
    const QString name = m_faces.name(m_setup.gameId);
    setWindowTitle(tr("%1 at a shared table — Follow Suit").arg(name));
    m_rulesAction->setText(tr("&Rules of %1").arg(name));
    updateHintAction();
    m_table->setFocus();
}

void MainWindow::offerSharedTable()
{
    if (!m_sharedSeat)
        return;
    const SharedSeat seat = *m_sharedSeat;
    QMessageBox ask(QMessageBox::Question, tr("Back to the table?"),
                    seat.hosting ? tr("Follow Suit closed while you were hosting a table of %1. "
                                      "Open it again? Your friends come back to it by themselves.")
                                       .arg(m_faces.name(seat.game))
                                 : tr("Follow Suit closed while you were playing %1 at a shared "
                                      "table. Go back to your seat?")
                                       .arg(m_faces.name(seat.game)),
                    QMessageBox::NoButton, this);
    QPushButton* back = ask.addButton(tr("&Back to the table"), QMessageBox::AcceptRole);
    ask.addButton(tr("&Leave it"), QMessageBox::RejectRole);
    ask.setDefaultButton(back);
    ask.exec();
    if (ask.clickedButton() == back && returnToSharedTable())
        return;
    m_net->forgetKeptSeat(seat);
    m_sharedSeat.reset();
    openLobby();
}

bool MainWindow::returnToSharedTable()
{
    if (!m_sharedSeat)
        return false;
    QString error;
    if (!m_net->resume(*m_sharedSeat, &error)) {
        showProblem(tr("The table was not opened"), error);
        return false;
    }
    m_sharedSeat.reset();
    openWaitingRoom();
    return true;
}

void MainWindow::showSeatStates()
{
    TableClient* client = m_net->client();
    if (!client || !tableElsewhere()) {
        m_seatClock->stop();
        return;
    }
    m_table->setSeatStates(SeatList::plates(*client));
    m_chat->seatList()->showSeats(*client);
    // A dropped friend's seat counts down on the plates while it is kept for them, and the
    // seat to decide while the table's turn clock runs.
    if (SeatList::anyClockRuns(*client))
        m_seatClock->start();
    else
        m_seatClock->stop();
}

void MainWindow::leaveTable()
{
    if (!m_net || (!m_net->active() && !tableElsewhere()))
        return;
    m_net->leave();
    m_chat->follow(nullptr);
    m_chatDock->hide();
    m_seatClock->stop();
    m_table->setSeatStates({});
    GameText::setTable({}, 0);
}
