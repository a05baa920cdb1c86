// The table view's words: bids, choices, trumps, a deal's score and the match's end, refusals
// and notices (table/tableview.h).

#include "table/tableview.h"

#include "access/tableaccessible.h"
#include "access/tablespeech.h"
#include "controller/gamecontroller.h"
#include "face/gameface.h"
#include "table/animationqueue.h"
#include "table/carditem.h"
#include "table/cardrenderer.h"
#include "table/decisionpanel.h"
#include "table/lasttrickpanel.h"
#include "table/pilestack.h"
#include "table/seatbadge.h"
#include "table/tablescene.h"
#include "table/tabletiming.h"
#include "text/gametext.h"

#include <QAccessible>
#include <QGraphicsPathItem>
#include <QLocale>
#include <QParallelAnimationGroup>
#include <QPushButton>
#include <QSequentialAnimationGroup>
#include <QTimer>

#include <algorithm>

using namespace table;

// ---- words on the table ----

void TableView::onBidMade(int seat, int value)
{
    m_queue->enqueue([this, seat, value]() -> QAbstractAnimation* {
        m_model.hasBid[static_cast<std::size_t>(seat)] = true;
        if (value >= 0)
            m_model.bids[static_cast<std::size_t>(seat)] = value;
        const QString who = seatName(seat);
        const bool you = seat == m_person || GameText::calledYou(seat);
        setStatus(value < 0 ? (you ? tr("You have bid (bids are shown when all are in).")
                                   : tr("%1 has bid (bids are shown when all are in).").arg(who))
                  : you     ? tr("You bid %1.").arg(value)
                            : tr("%1 bids %2.").arg(who).arg(value));
        announce(Announcer::Kind::Table, m_status);
        layoutBadges();
        return nullptr;
    });
}

void TableView::onChoiceMade(int seat, fs::Choice choice)
{
    if (seat == m_person)
        clearInput();
    m_queue->enqueue([this, seat, choice]() -> QAbstractAnimation* {
        m_panel->dismiss();
        setStatus(tr("%1: %2").arg(seatName(seat), m_face->choiceText(choice)));
        announce(Announcer::Kind::Table, m_status);
        layoutBadges();
        return nullptr;
    });
}

void TableView::onTrumpFixed(int suit, int bySeat)
{
    m_queue->enqueue([this, suit, bySeat]() -> QAbstractAnimation* {
        m_model.trump = suit;
        m_model.trumpBy = bySeat;
        const QString name = GameText::suitName(m_rules->pack(), suit);
        setStatus(bySeat < 0 ? tr("Trumps: %1.").arg(name)
                  : GameText::calledYou(bySeat)
                      ? tr("Trumps: %1, fixed by you.").arg(name)
                      : tr("Trumps: %1, fixed by %2.").arg(name, seatName(bySeat)));
        const QString word = GameText::suitWord(m_rules->pack(), suit);
        announce(Announcer::Kind::Table,
                 bySeat < 0 ? tr("Trumps are %1.").arg(word)
                 : GameText::calledYou(bySeat)
                     ? tr("Trumps are %1, fixed by you.").arg(word)
                     : tr("Trumps are %1, fixed by %2.").arg(word, seatName(bySeat)));
        layoutInfo();
        return nullptr;
    });
}

void TableView::onDealScored(int dealIndex, const fs::ScoreRow& row, const QList<int>& totals)
{
    m_queue->enqueue([this, dealIndex, row, totals]() -> QAbstractAnimation* {
        m_model.totals.assign(totals.begin(), totals.end());
        m_model.turnSeat = -1;
        clearInput();
        QStringList parts;
        const int columns = m_rules->columns();
        for (int column = 0; column < columns && column < static_cast<int>(row.points.size());
             ++column)
            parts << tr("%1 %2")
                         .arg(GameText::columnName(*m_rules, column, m_person))
                         .arg(row.points[static_cast<std::size_t>(column)]);
        QString summary =
            tr("Deal %1 scored: %2").arg(dealIndex + 1).arg(parts.join(QStringLiteral(", ")));
        // A note names a seat, or a side (a score column) where the game says so (Whist's
        // honours).
        const bool byColumn = row.noteOnColumn;
        const QString who = row.noteSeat < 0 ? QString()
                            : byColumn ? GameText::columnName(*m_rules, row.noteSeat, m_person)
                                       : seatName(row.noteSeat);
        const QString note = m_face->dealNoteText(
            row.note, who, !byColumn && row.noteSeat >= 0 && GameText::calledYou(row.noteSeat));
        if (!note.isEmpty())
            summary = tr("%1. %2").arg(note, summary);
        setStatus(summary);
        layoutBadges();
        announce(Announcer::Kind::Turn, tr("%1. %2").arg(summary, TableSpeech(*this).scores()));
        // Whether the match goes on is known at the end of the batch (MatchEnded comes after).
        m_pendingSummary = summary;
        Q_EMIT dealScoreShown(dealIndex);
        return nullptr;
    });
}

void TableView::offerNextDeal()
{
    const QString summary = m_pendingSummary;
    m_pendingSummary.clear();
    const bool over = m_matchEnded;
    if (summary.isEmpty() || over)
        return;
    if (m_autoNextDeal) {
        QTimer::singleShot(duration(AutoNextDealMs), m_controller,
                           &GameController::continueToNextDeal);
        return;
    }
    m_panel->askNextDeal(summary);
    outlinePanelForKeys();
    layoutPanel();
    tellAssistiveTech();
}

void TableView::onMatchFinished(const QList<int>& winners, const QList<int>& totals)
{
    m_queue->enqueue([this, winners, totals]() -> QAbstractAnimation* {
        m_model.totals.assign(totals.begin(), totals.end());
        QStringList names;
        for (int column : winners)
            names << GameText::columnName(*m_rules, column, m_person);
        setStatus(tr("The game is over. Winner: %1").arg(names.join(QStringLiteral(", "))));
        announce(Announcer::Kind::Turn,
                 tr("The game is over. Winner: %1.").arg(QLocale().createSeparatedList(names)));
        m_panel->dismiss();
        layoutBadges();
        Q_EMIT matchResultShown(winners);
        return nullptr;
    });
}

void TableView::onActionRejected(const QString& reason)
{
    // Not queued: it answers the person's request at once, while their card slides back.
    if (m_pendingPlay.valid()) {
        CardItem* item = itemFor(m_pendingPlay);
        m_pendingPlay = fs::Card();
        if (item && item->inHand())
            slideBack(item);
    }
    setStatus(reason);
    announce(Announcer::Kind::Reply, reason);
    if (m_rules)
        showNotice(reason);
}

void TableView::showNotice(const QString& text)
{
    m_stage->showNotice(text, m_model.hand.size());
    m_noticeTimer->start();
}
