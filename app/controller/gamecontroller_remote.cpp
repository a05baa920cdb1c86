// The controller at a table a table server decides (docs/protocol.md): what the seat's
// connection receives becomes the same batches of signals a local match sends, one batch at a
// time, paced as a computer's actions are, and the person's decisions go to the table. Nothing
// about the match is decided here: the view, the events and the totals are the server's, already
// masked for this seat there.

#include "controller/gamecontroller.h"

#include "net/tableclient.h"
#include "record/gamerecord.h"
#include "text/gametext.h"

#include <algorithm>

namespace {

// The core's reason from the name the table quotes (fs::reasonName); None for one it does not
// know (stale, malformed, ...).
fs::Reason reasonNamed(const std::string& name)
{
    for (int r = 1; r <= static_cast<int>(fs::Reason::MustLeadLowestClub); ++r)
        if (fs::reasonName(static_cast<fs::Reason>(r)) == name)
            return static_cast<fs::Reason>(r);
    return fs::Reason::None;
}

} // namespace

bool GameController::isRemote() const
{
    // Until the table is left, even if its connection object is already gone: what the
    // controller holds is still the table's, never a local match to save.
    return m_atTable;
}

TableClient* GameController::remote() const
{
    return m_remote.data();
}

bool GameController::playRemote(TableClient* client)
{
    if (!client || client->seat() < 0 || !client->rulesPtr())
        return false;
    leaveRemote();
    forgetPendingWork();
    m_remote = client;
    m_info = fs::findGame(client->gameId());
    m_options = client->options();
    m_match = std::make_unique<fs::Match>(client->rulesPtr(), 0);
    m_players.clear();
    m_hintPlayer = fs::makePlayer(*m_info, fs::Level::Hard);
    if (!m_atTable)
        m_localObserver = m_observer; // given back when the table is left
    m_atTable = true;
    m_humanSeats = {client->seat()};
    m_observer = client->seat();
    m_remoteFinished.clear();
    m_remoteDeals = m_remoteActions = 0;
    m_remoteTotals = QList<int>(m_match->rules().columns(), 0);
    connect(client, &TableClient::updated, this, &GameController::remoteUpdated);
    connect(client, &TableClient::ended, this, &GameController::remoteEnded);
    connect(client, &TableClient::refused, this, [this](const QString& reason, const QString&) {
        if (reason.startsWith(QLatin1String("undo-"))) {
            // Nothing changed: the person is still where they were.
            Q_EMIT actionRejected(reason == QLatin1String("undo-later")
                                      ? tr("Another player has played since: your decision stays.")
                                  : reason == QLatin1String("undo-off")
                                      ? tr("The host does not allow undo at this table.")
                                      : tr("You have no decision of this deal to take back."));
            return;
        }
        m_remoteSent = false;
        setRemoteMine(m_remoteMine - 1);
        const fs::Reason why = reasonNamed(reason.toStdString());
        Q_EMIT actionRejected(why != fs::Reason::None
                                  ? GameText::reason(why)
                                  : tr("The table did not take that decision: it had moved on."));
        advanceRemote(); // asked again
    });
    // Taking a seat back mid-match: the deals already scored are on the sheet from the start.
    adoptFinishedDeals(client->finishedDeals());
    Q_EMIT matchStarted();
    // Joining a match under way: the whole position comes as one batch, as after a resume.
    if (client->view())
        remoteUpdated();
    return true;
}

void GameController::leaveRemote()
{
    if (m_remote)
        m_remote->disconnect(this);
    if (m_atTable)
        m_observer = m_localObserver; // the seat at the table was the table's
    m_atTable = false;
    m_remote.clear();
    m_remoteQueue.clear();
    m_remoteView.reset();
    m_remoteSent = m_remoteOver = false;
    m_remoteMine = 0;
}

void GameController::remoteUpdated()
{
    TableClient* client = m_remote.data();
    if (!client || !client->view())
        return;
    const std::vector<int>& totals = client->totals();
    m_remoteQueue.push_back({client->lastEvents(), *client->view(),
                             QList<int>(totals.begin(), totals.end()), client->deals(),
                             client->actions(), client->finishedDeals(), client->takenBack(),
                             client->acting()});
    if (m_waitingForBatch == 0 && !m_delayTimer.isActive() && m_remoteQueue.size() == 1)
        showNextRemoteBatch();
}

void GameController::remoteEnded()
{
    if (!m_remote)
        return;
    // The whole match, seed and all, now that nothing of it is secret: the review, the export and
    // the statistics read it as a local match's.
    const fs::ParsedRecord parsed = fs::parseRecord(m_remote->finalRecord());
    if (!parsed.error) {
        fs::ReplayResult replayed = fs::replayRecord(parsed.record);
        if (replayed.ok() && replayed.match && replayed.match->over())
            m_match = std::move(replayed.match);
    }
    m_remoteOver = true;
    Q_EMIT remoteUndoChanged();
    if (m_match->actions().empty())
        return;
    const int before = static_cast<int>(m_match->actions().size()) - 1;
    Q_EMIT actionApplied(before, m_match->actions().back(), false, false);
}

void GameController::adoptFinishedDeals(const std::string& text)
{
    if (m_remoteOver || text.empty() || text == m_remoteFinished)
        return; // over: the whole match is already here
    const fs::ParsedRecord parsed = fs::parseRecord(text);
    if (parsed.error) {
        qWarning("the table's finished deals cannot be read: %s", parsed.error.message.c_str());
        return;
    }
    fs::ReplayResult replayed = fs::replayRecord(parsed.record);
    if (!replayed.ok() || !replayed.match) {
        qWarning("the table's finished deals do not replay: %s", replayed.error.message.c_str());
        return;
    }
    m_remoteFinished = text;
    m_match = std::move(replayed.match);
}

void GameController::showNextRemoteBatch()
{
    if (m_remoteQueue.empty() || m_waitingForBatch != 0 || m_delayTimer.isActive())
        return;
    RemoteBatch batch = std::move(m_remoteQueue.front());
    m_remoteQueue.pop_front();
    // The score sheet's rows come from the finished deals, before the events that score them.
    adoptFinishedDeals(batch.finishedDeals);
    if (batch.actions > m_remoteActions)
        m_remoteSent = false; // the table has moved on, with or without the person's decision
    m_remoteActions = batch.actions;
    m_remoteTotals = batch.totals;
    m_remoteView = batch.view;
    m_remoteActing = batch.acting;
    m_actingAnnounced = false;
    if (batch.takenBack >= 0) {
        // A decision taken back: the table is set anew from the position, as after a local undo.
        m_remoteDeals = batch.deals;
        m_waitingForNextDeal = false;
        if (batch.takenBack == m_observer)
            setRemoteMine(m_remoteMine - 1);
        Q_EMIT matchStarted();
        Q_EMIT dealStarted(batch.view.state().dealIndex, batch.view.state().dealer);
        Q_EMIT remoteTakenBack(batch.takenBack);
    } else if (batch.deals > m_remoteDeals) {
        m_remoteDeals = batch.deals;
        m_waitingForNextDeal = false;
        setRemoteMine(0);
        Q_EMIT dealStarted(batch.view.state().dealIndex, batch.view.state().dealer);
    }
    for (const fs::Event& e : batch.events)
        emitEvent(e); // as the server worded it for this seat
    const quint64 id = ++m_batch;
    if (m_waitsForView)
        m_waitingForBatch = id;
    Q_EMIT batchEnded(id, batch.view, m_remoteTotals);
    if (!m_waitsForView)
        advanceRemote();
}

void GameController::advanceRemote()
{
    if (!m_remote || m_waitingForBatch != 0 || m_delayTimer.isActive())
        return;
    if (m_remoteActing && !m_actingAnnounced && !isHuman(m_remoteActing->first)) {
        // Said once the batch is shown, whether or not the seat's decision has already come:
        // the view hears the same things however fast the table answers.
        m_actingAnnounced = true;
        Q_EMIT computerThinking(m_remoteActing->first, m_remoteActing->second);
    }
    if (!m_remoteQueue.empty()) {
        // Another seat's action waits its turn on screen, as a computer's does at home; the
        // person's own comes back at once.
        const RemoteBatch& next = m_remoteQueue.front();
        const bool byOther = next.actions > m_remoteActions && m_remoteView &&
                             m_remoteView->state().toAct != m_observer;
        if (byOther && m_computerDelay > 0)
            m_delayTimer.start(m_computerDelay);
        else
            showNextRemoteBatch();
        return;
    }
    if (!m_remoteView || m_remoteSent)
        return;
    const fs::GameState& s = m_remoteView->state();
    if (s.finished()) {
        // The deal is over: the next one starts when every person at the table is ready.
        if (!m_remoteOver && !m_match->over()) {
            m_waitingForNextDeal = true;
            if (!m_pauseBetweenDeals)
                continueToNextDeal();
        }
        return;
    }
    if (m_remoteView->toAct())
        Q_EMIT turnStarted(m_observer, m_remoteView->legalActions());
}

int GameController::remoteSeatToAct() const
{
    return m_remoteView && !m_remoteSent && m_remoteView->toAct() ? m_observer : -1;
}

void GameController::submitRemote(const fs::Action& action)
{
    if (!m_remote || !m_remoteView || m_remoteView->state().finished()) {
        reject(fs::Reason::DealOver);
        return;
    }
    if (action.seat != m_observer || seatAwaitingPerson() != m_observer) {
        reject(fs::Reason::NotYourTurn);
        return;
    }
    // Checked here first, so a slip is answered at once; the table checks it again.
    const fs::Reason why = m_remoteView->state().check(action);
    if (why != fs::Reason::None) {
        reject(why);
        return;
    }
    dropHint();
    m_remoteSent = true;
    setRemoteMine(m_remoteMine + 1);
    m_remote->act(action);
}

bool GameController::remoteUndoPossible() const
{
    return m_remote && m_remote->undoAllowed() && !m_remoteOver && m_remoteMine > 0 &&
           m_remoteView && !m_remoteView->state().finished();
}

void GameController::setRemoteMine(int count)
{
    const bool before = remoteUndoPossible();
    m_remoteMine = std::max(0, count);
    if (remoteUndoPossible() != before)
        Q_EMIT remoteUndoChanged();
}

void GameController::undoRemote()
{
    if (!remoteUndoPossible())
        return;
    dropHint();
    m_remote->undo();
}
