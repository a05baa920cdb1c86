// What the table sends the controller's seat becomes batches of signals (controller/
// gamecontroller.h): one batch at a time, another seat's paced by the computer delay, the
// person's own at once. Nothing about the match is decided here: the view, the events and the
// totals are the host's, already masked for this seat there.

#include "controller/gamecontroller.h"

#include "net/tableclient.h"
#include "record/gamerecord.h"
#include "text/gametext.h"

#include <algorithm>

void GameController::updated()
{
    TableClient* client = m_client.data();
    if (!client || !client->view())
        return;
    const std::vector<int>& totals = client->totals();
    if (client->takenBack() >= 0) {
        // The table is set anew: what was still to be shown of the old position is moot, and
        // the person who pressed Undo sees it at once.
        m_queue.clear();
        m_delayTimer.stop();
        m_waitingForBatch = 0;
    }
    m_queue.push_back({client->lastEvents(), *client->view(),
                       QList<int>(totals.begin(), totals.end()), client->deals(), client->actions(),
                       client->finishedDeals(), client->takenBack(), client->acting(),
                       client->undoable(), client->redoable()});
    if (m_waitingForBatch == 0 && !m_delayTimer.isActive() && m_queue.size() == 1)
        showNextBatch();
}

void GameController::ended()
{
    if (!m_client)
        return;
    // The whole match, seed and all, now that nothing of it is secret: the review, the export and
    // the statistics read it as they read any finished match. It is taken once every batch
    // before it has been shown.
    const fs::ParsedRecord parsed = fs::parseRecord(m_client->finalRecord());
    if (!parsed.error) {
        fs::ReplayResult replayed = fs::replayRecord(parsed.record);
        if (replayed.ok() && replayed.match && replayed.match->over())
            m_whole = std::move(replayed.match);
    }
    m_endPending = true;
    advance();
}

void GameController::finish()
{
    m_endPending = false;
    if (m_whole)
        m_match = std::move(m_whole);
    m_over = true;
    Q_EMIT undoChanged();
    if (m_match->actions().empty())
        return;
    const int before = static_cast<int>(m_match->actions().size()) - 1;
    const fs::Action last = m_match->actions().back();
    Q_EMIT actionApplied(before, last, false, false);
}

void GameController::refused(const QString& reason)
{
    if (reason.startsWith(QLatin1String("undo-")) || reason.startsWith(QLatin1String("redo-"))) {
        // Nothing changed: the person is still where they were.
        Q_EMIT actionRejected(reason == QLatin1String("undo-later")
                                  ? tr("Another player has played since: your decision stays.")
                              : reason == QLatin1String("undo-off")
                                  ? tr("The host does not allow undo at this table.")
                              : reason == QLatin1String("redo-none")
                                  ? tr("You have no decision taken back to play again.")
                                  : tr("You have no decision to take back."));
        return;
    }
    m_sent = m_sentAutomatically = false;
    m_sentAction.reset();
    Q_EMIT undoChanged();
    const fs::Reason why =
        m_match ? fs::reasonNamed(m_match->rules().vocabulary(), reason.toStdString())
                : fs::Reason::None;
    if (why != fs::Reason::None)
        Q_EMIT actionRefused(why);
    else
        Q_EMIT actionRejected(tr("The table did not take that decision: it had moved on."));
    advance(); // asked again
}

void GameController::adoptFinishedDeals(const std::string& text)
{
    if (m_over || text.empty() || text == m_finished)
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
    m_finished = text;
    m_match = std::move(replayed.match);
}

void GameController::showNextBatch()
{
    if (m_queue.empty() || m_waitingForBatch != 0 || m_delayTimer.isActive())
        return;
    Batch batch = std::move(m_queue.front());
    m_queue.pop_front();
    // The score sheet's rows come from the finished deals, before the events that score them.
    adoptFinishedDeals(batch.finishedDeals);
    const std::size_t actionsBefore = m_shownActions;
    const std::optional<std::pair<int, fs::ActionKind>> actedBefore = m_acting;
    m_shownActions = batch.actions;
    m_totals = batch.totals;
    m_view = batch.view;
    m_acting = batch.acting;
    m_actingAnnounced = false;
    m_undoable = batch.undoable;
    m_redoable = batch.redoable;
    if (batch.takenBack >= 0) {
        // A decision taken back: the table is set anew from the position, as after a resume.
        m_shownDeals = batch.deals;
        m_waitingForNextDeal = false;
        // Taken back into a deal already scored: it is off the score sheet again.
        if (batch.finishedDeals.empty() && m_match->dealsPlayed() > 0) {
            m_finished.clear();
            m_match = std::make_unique<fs::Match>(m_match->rulesPtr(), 0);
        }
        Q_EMIT matchStarted();
        Q_EMIT dealStarted(batch.view.state().dealIndex, batch.view.state().dealer);
        Q_EMIT decisionTakenBack(batch.takenBack);
    } else if (batch.deals > m_shownDeals) {
        m_shownDeals = batch.deals;
        m_waitingForNextDeal = false;
        Q_EMIT dealStarted(batch.view.state().dealIndex, batch.view.state().dealer);
    }
    for (const fs::Event& e : batch.events)
        emitEvent(e); // as the host worded it for this seat
    // The table has moved on, with or without the person's decision: set before the batch
    // goes out, since a view may acknowledge it at once and be asked for the next decision.
    const std::optional<fs::Action> sent = m_sentAction;
    const bool automatic = m_sentAutomatically;
    const bool movedOn = batch.actions != actionsBefore;
    if (movedOn) {
        m_sent = m_sentAutomatically = false;
        m_sentAction.reset();
    }
    const quint64 id = ++m_batch;
    if (m_waitsForView)
        m_waitingForBatch = id;
    Q_EMIT undoChanged();
    Q_EMIT batchEnded(id, batch.view, m_totals);
    if (movedOn && batch.takenBack < 0 && batch.actions == actionsBefore + 1 && actedBefore)
        announceAction(actedBefore->first, static_cast<int>(actionsBefore), sent, automatic);
    if (!m_waitsForView)
        advance();
}

void GameController::announceAction(int seat, int before, const std::optional<fs::Action>& sent,
                                    bool automatic)
{
    // The table moved on by one action of `seat`: the person's own, whose every card this seat
    // knows, or another's, of which only the seat is known here.
    const bool mine = m_person && seat == m_seat && sent && sent->seat == seat;
    fs::Action action;
    action.seat = static_cast<std::int8_t>(seat);
    if (mine)
        action = *sent;
    Q_EMIT actionApplied(before, action, mine, mine && automatic);
}

void GameController::acknowledge(quint64 id)
{
    if (id == 0 || id != m_waitingForBatch)
        return;
    m_waitingForBatch = 0;
    advance();
}

void GameController::continueToNextDeal()
{
    if (!m_waitingForNextDeal)
        return;
    m_waitingForNextDeal = false;
    if (m_client)
        m_client->ready(); // the table deals when every seat there is ready
}

void GameController::advance()
{
    if (!m_client || m_waitingForBatch != 0 || m_delayTimer.isActive())
        return;
    if (m_acting && !m_actingAnnounced && !(m_person && m_acting->first == m_seat)) {
        // Said once the batch is shown, whether or not the seat's decision has already come:
        // the view hears the same things however fast the table answers.
        m_actingAnnounced = true;
        Q_EMIT computerThinking(m_acting->first, m_acting->second);
        // Another seat's action waits its turn on screen, so a person can follow it: the pause
        // runs while the seat decides, and its action is shown when both are done. The
        // person's own comes back at once.
        if (m_computerDelay > 0) {
            m_delayTimer.start(m_computerDelay);
            return;
        }
    }
    if (m_queue.empty() && m_endPending) {
        finish();
        return;
    }
    if (!m_queue.empty()) {
        showNextBatch();
        return;
    }
    if (!m_view || m_sent)
        return;
    if (m_view->state().finished()) {
        // The deal is over: the next one starts when every seat at the table is ready.
        if (!m_over && !m_match->over() && !m_waitingForNextDeal) {
            m_waitingForNextDeal = true;
            if (!m_pauseBetweenDeals)
                continueToNextDeal();
        }
        return;
    }
    if (m_person && m_view->toAct())
        Q_EMIT turnStarted(m_seat, m_view->legalActions());
}

void GameController::emitEvent(const fs::Event& e)
{
    switch (e.kind) {
    case fs::EventKind::CardsPassed:
        Q_EMIT cardsPassed(e.seat, e.other, e.cards, e.cards.empty() ? e.value : e.cards.size());
        break;
    case fs::EventKind::CardsExchanged:
        Q_EMIT cardsExchanged();
        break;
    case fs::EventKind::BidMade:
        Q_EMIT bidMade(e.seat, e.value);
        break;
    case fs::EventKind::BidsRevealed:
        Q_EMIT bidsRevealed();
        break;
    case fs::EventKind::CardTurned:
        Q_EMIT cardTurned(e.card);
        break;
    case fs::EventKind::ChoiceMade:
        Q_EMIT choiceMade(e.seat, static_cast<fs::Choice>(e.value));
        break;
    case fs::EventKind::Discarded:
        Q_EMIT cardsDiscarded(e.seat, e.cards, e.cards.empty() ? e.value : e.cards.size());
        break;
    case fs::EventKind::CardPlayed:
        Q_EMIT cardPlayed(e.seat, e.card);
        break;
    case fs::EventKind::TrumpFixed:
        Q_EMIT trumpFixed(e.value, e.seat);
        break;
    case fs::EventKind::TrickTaken:
        Q_EMIT trickTaken(e.seat, e.cards);
        break;
    case fs::EventKind::TrickSpoiled:
        Q_EMIT trickSpoiled(e.seat, e.cards);
        break;
    case fs::EventKind::CardDrawn:
        Q_EMIT cardDrawn(e.seat, e.card, e.value != 0);
        break;
    case fs::EventKind::DealEnded:
        Q_EMIT dealEnded();
        break;
    case fs::EventKind::DealScored:
        if (!m_match->rows().empty()) // the table's finished deals came with the event
            Q_EMIT dealScored(m_match->dealsPlayed() - 1, m_match->rows().back(), m_totals);
        break;
    case fs::EventKind::MatchEnded:
        Q_EMIT matchFinished(
            QList<int>(m_match->status().winners.begin(), m_match->status().winners.end()),
            m_totals);
        break;
    }
}
