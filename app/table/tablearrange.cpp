// Placing what the TableModel holds: the stage (cards, piles, plates, the corner of facts) from
// the model and the person's marks, the decision panel, the last trick and the facts for the
// window's status line. Part of TableView (see tableview.h).

#include "access/tablespeech.h"
#include "controller/gamecontroller.h"
#include "table/animationqueue.h"
#include "table/carditem.h"
#include "table/cardrenderer.h"
#include "table/decisionpanel.h"
#include "table/lasttrickpanel.h"
#include "table/tablescene.h"
#include "table/tabletiming.h"
#include "table/tableview.h"

#include <QAbstractAnimation>

#include <algorithm>

using namespace table;

HandMarks TableView::handMarks() const
{
    HandMarks marks;
    const int count = m_model.hand.size();
    if (!m_legal.play.empty()) {
        marks.dimUnusable = true;
        marks.usable = m_legal.play;
    } else if (m_legal.selectCount > 0) {
        marks.dimUnusable = true;
        marks.usable = m_legal.select;
    }
    marks.picked = m_picked;
    marks.raised = m_model.received;
    // The outline shows only on a card that may be used now.
    const bool shown = m_keyboardUsed && m_awaiting && count > 0 && focusIsUsable();
    marks.focus =
        shown ? static_cast<int>(m_stage->handOrder(m_model.hand).indexOf(m_focusCard)) : -1;
    marks.dragged = m_scene->dragged();
    return marks;
}

QAbstractAnimation* TableView::layoutAll(int durationMs)
{
    if (!m_rules)
        return nullptr;
    QAbstractAnimation* move = m_stage->arrange(m_model, handMarks(), durationMs);
    // A dimmed card says why in words too, for whoever cannot tell dimmed from bright.
    const TableSpeech speech(*this);
    for (const fs::Card c : m_model.hand)
        if (CardItem* item = itemFor(c))
            item->setToolTip(tr("%1: %2", "a card of the hand and what may be done with it")
                                 .arg(speech.card(c), speech.cardState(c)));
    layoutInfo();
    if (m_panel->isVisible())
        layoutPanel();
    if (m_lastTrickPanel->isVisible())
        refreshLastTrickPanel();
    tellAssistiveTech();
    return move;
}

void TableView::setSeatStates(const QStringList& states)
{
    if (m_stage->setSeatStates(states) && m_stage->hasTable()) {
        m_stage->setArea(QSizeF(viewport()->size()));
        layoutAll(0);
        m_stage->prepareFaces();
        return;
    }
    layoutBadges();
}

void TableView::layoutBadges()
{
    m_stage->arrangeBadges(m_model);
    if (m_stage->takePlateLinesGrew()) {
        layoutAll(0);
        return;
    }
    tellAssistiveTech();
}

void TableView::layoutInfo()
{
    m_stage->arrangeInfo(m_model);
    const QString text = m_stage->infoLines(m_model).join(QStringLiteral("  ·  "));
    if (text == m_infoText)
        return;
    m_infoText = text;
    Q_EMIT infoChanged(text);
}

void TableView::layoutPanel()
{
    const TableLayout& layout = m_stage->layout();
    const QPointF centre = mapFromScene(layout.promptCentre());
    m_panel->fit(layout.promptWidth(), layout.promptMaxWidth(), layout.fontPixels(),
                 centre.toPoint(), viewport()->rect());
}

void TableView::slideBack(CardItem* item)
{
    if (!item)
        return;
    std::vector<std::pair<CardItem*, QPointF>> move{{item, item->home()}};
    runLoose(m_stage->moveItems(move, duration(PlayMs)));
}

void TableView::runLoose(QAbstractAnimation* animation)
{
    if (!animation)
        return;
    animation->setParent(m_looseAnimations);
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

void TableView::refreshPixmaps()
{
    m_stage->refreshPixmaps(m_model);
    if (m_lastTrickPanel->isVisible())
        refreshLastTrickPanel();
}

// ---- last trick ----

void TableView::setLastTrickShown(bool shown)
{
    shown = shown && m_lastTrickAvailable;
    if (shown)
        refreshLastTrickPanel();
    if (shown == m_lastTrickPanel->isVisible())
        return;
    // The panel of a decision is a widget over the scene and would cover the trick: it steps
    // aside while the last trick is looked at.
    if (shown) {
        m_panelHiddenForTrick = m_panel->isVisible();
        m_panel->hide();
    } else if (m_panelHiddenForTrick) {
        m_panelHiddenForTrick = false;
        m_panel->show();
    }
    m_lastTrickPanel->setVisible(shown);
    Q_EMIT lastTrickShownChanged(shown);
}

void TableView::refreshLastTrickPanel()
{
    // From the view the table has shown, never from the live match, which may be ahead.
    if (!m_view)
        return;
    const fs::GameState& s = m_view->state();
    const int index = std::min<int>(s.tricksDone, m_model.tricksDone) - 1;
    if (index < 0)
        return;
    const TableLayout& layout = m_stage->layout();
    const fs::Trick trick = s.completedTrick(index);
    const int winner = s.completedTrickWinner(index);
    QList<LastTrickPanel::Entry> entries;
    for (int i = 0; i < trick.size; ++i) {
        const QString element = QString::fromStdString(s.pack().artId(trick.card(i)));
        entries.append({seatName(trick.seat(i)),
                        m_renderer->pixmap(element, layout.backSize(), devicePixelRatioF()),
                        trick.seat(i) == winner});
    }
    const QString title = winner >= 0 ? tr("Last trick, taken by %1").arg(seatName(winner))
                                      : tr("Last trick, taken by nobody");
    m_lastTrickPanel->setContent(title, entries, layout.backSize(), layout.fontPixels());
    m_lastTrickPanel->setCentre(layout.centre());
}

void TableView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    m_scene->setSceneRect(QRectF(QPointF(0, 0), QSizeF(viewport()->size())));
    m_stage->setDevicePixelRatio(devicePixelRatioF());
    m_stage->setArea(QSizeF(viewport()->size()));
    // Stand-ins scaled from the old size appear at once; exact pixmaps follow once the size
    // has settled (CardRenderer::pixmapsReady).
    layoutAll(0);
    m_stage->prepareFaces();
}
