// Placing everything the TableModel holds where the TableLayout says: the person's hand, the
// other hands as backs, the trick, the piles, the plates, the decision panel and the line of
// facts about the deal. Part of TableView (see tableview.h).

#include "controller/gamecontroller.h"
#include "table/animationqueue.h"
#include "table/carditem.h"
#include "table/cardrenderer.h"
#include "table/decisionpanel.h"
#include "table/lasttrickpanel.h"
#include "table/pilestack.h"
#include "table/seatbadge.h"
#include "table/tablescene.h"
#include "table/tabletiming.h"
#include "table/tableview.h"
#include "text/gametext.h"

#include <QGraphicsPathItem>
#include <QParallelAnimationGroup>
#include <QVariantAnimation>

#include <algorithm>

using namespace table;

void TableView::buildItems()
{
    const fs::Pack& pack = m_rules->pack();
    // Rebuilt for every match: another game may use another pack with other faces.
    for (CardItem* item : m_cards)
        delete item;
    m_cards.clear();
    for (int i = 0; i < pack.size(); ++i) {
        const fs::Card card(i);
        auto* item = new CardItem(card, QString::fromStdString(pack.artId(card)));
        item->hide();
        m_scene->addItem(item);
        m_cards.push_back(item);
    }
    for (auto& pool : m_backs)
        for (CardItem* item : pool)
            delete item;
    m_backs.assign(static_cast<std::size_t>(m_model.seats), {});
    while (static_cast<int>(m_badges.size()) < m_model.seats) {
        auto* badge = new SeatBadge;
        badge->setZValue(BadgeZ);
        m_scene->addItem(badge);
        m_badges.push_back(badge);
    }
    for (std::size_t i = 0; i < m_badges.size(); ++i)
        m_badges[i]->setVisible(static_cast<int>(i) < m_model.seats);
    while (static_cast<int>(m_wonPiles.size()) < m_model.seats)
        m_wonPiles.push_back(std::make_unique<PileStack>(m_scene, PileZ));
    for (auto& pile : m_wonPiles)
        pile->hide();
    prepareFaces();
}

QAbstractAnimation* TableView::layoutAll(int durationMs)
{
    if (m_cards.empty())
        return nullptr;
    std::vector<std::pair<CardItem*, QPointF>> moves;
    QList<CardItem*> shown;
    layoutHand(shown, moves);
    const fs::Trick& trick = m_model.trick;
    for (int i = 0; i < trick.size; ++i) {
        CardItem* item = itemFor(trick.card(i));
        showOnTable(item, TrickZ + i);
        shown.append(item);
        moves.emplace_back(item, m_layout.trickCard(rel(trick.seat(i))));
    }
    layoutPiles(shown, moves);
    for (CardItem* item : m_cards)
        if (!shown.contains(item) && item->zValue() != FlyingZ)
            item->hide();
    layoutOpponents(moves);
    layoutBadges();
    layoutInfo();
    QPainterPath zone;
    const qreal radius = m_layout.unit() * 0.15;
    zone.addRoundedRect(m_layout.dropZone(), radius, radius);
    m_dropZone->setPath(zone);
    if (m_panel->isVisible())
        layoutPanel();
    if (m_lastTrickPanel->isVisible())
        refreshLastTrickPanel();
    return moveItems(moves, durationMs);
}

void TableView::showOnTable(CardItem* item, qreal z)
{
    item->setFaceUp(true);
    item->setInHand(false);
    item->setDimmed(false);
    item->setFocused(false);
    item->setOpacity(1.0);
    if (item->zValue() != FlyingZ) // a card in flight keeps its height until it lands
        item->setZValue(z);
    updatePixmap(item);
    item->show();
}

void TableView::layoutHand(QList<CardItem*>& shown,
                           std::vector<std::pair<CardItem*, QPointF>>& moves)
{
    const QList<fs::Card> order = handOrder();
    const int count = static_cast<int>(order.size());
    m_focus = std::clamp(m_focus, 0, std::max(0, count - 1));
    const bool playing = !m_legal.play.empty();
    for (int i = 0; i < count; ++i) {
        CardItem* item = itemFor(order[i]);
        const bool picked = m_picked.contains(order[i]);
        const bool raised = picked || m_model.received.contains(order[i]);
        const QPointF home = m_layout.handCard(i, count, raised);
        item->setFaceUp(true);
        item->setInHand(true);
        item->setPicked(picked);
        item->setDimmed((playing && !m_legal.play.contains(order[i])) ||
                        (m_legal.selectCount > 0 && !m_legal.select.contains(order[i])));
        item->setFocused(m_keyboardUsed && m_awaiting && i == m_focus);
        if (item != m_scene->dragged())
            item->setZValue(HandZ + i);
        item->setOpacity(1.0);
        item->setHome(home);
        updatePixmap(item, CardSize::Hand);
        item->show();
        shown.append(item);
        if (item != m_scene->dragged()) // the mouse holds it; it comes home on release
            moves.emplace_back(item, home);
    }
}

void TableView::layoutOpponents(std::vector<std::pair<CardItem*, QPointF>>& moves)
{
    for (int seat = 0; seat < m_model.seats; ++seat) {
        auto& pool = m_backs[static_cast<std::size_t>(seat)];
        const int count = seat == m_person ? 0 : m_model.handSizes[static_cast<std::size_t>(seat)];
        while (static_cast<int>(pool.size()) < count) {
            auto* back = new CardItem(fs::Card(), QString());
            back->setPos(m_layout.centre());
            m_scene->addItem(back);
            pool.push_back(back);
        }
        for (int i = 0; i < static_cast<int>(pool.size()); ++i) {
            CardItem* back = pool[static_cast<std::size_t>(i)];
            back->setVisible(i < count);
            if (i >= count)
                continue;
            back->setZValue(BackZ + i);
            updatePixmap(back, CardSize::Back);
            moves.emplace_back(back, m_layout.opponentCard(rel(seat), i, count));
        }
    }
}

void TableView::layoutPiles(QList<CardItem*>& shown,
                            std::vector<std::pair<CardItem*, QPointF>>& moves)
{
    if (!m_rules || static_cast<int>(m_wonPiles.size()) < m_model.seats)
        return; // no match yet: nothing lies on the table
    const QPixmap back =
        m_renderer->pixmap(QStringLiteral("back"), m_layout.backSize(), devicePixelRatioF());
    const int font = m_layout.fontPixels();
    for (int seat = 0; seat < m_model.seats; ++seat) {
        const int tricks = m_model.tricks[static_cast<std::size_t>(seat)];
        m_wonPiles[static_cast<std::size_t>(seat)]->show(tricks, m_layout.wonPile(rel(seat)), back,
                                                         font);
    }
    // The stock shows its count; a face-up card on it (German Whist) lies across its top.
    const int small = std::max(10, font * 5 / 6);
    m_stockPile->show(m_model.stock, m_layout.stockPile(), back, small,
                      tr("Stock: %1").arg(m_model.stock));
    m_discardPile->show(m_model.discards, m_layout.discardPile(), back, small,
                        tr("Discards: %1").arg(m_model.discards));
    m_asidePile->show(m_model.aside, m_layout.asidePile(), back, small,
                      m_model.aside == 1 ? tr("1 trick to nobody")
                                         : tr("%1 tricks to nobody").arg(m_model.aside));
    for (fs::Card c : {m_model.turnUp, m_model.stockTop}) {
        CardItem* item = c.valid() ? itemFor(c) : nullptr;
        if (!item || shown.contains(item) || m_model.hand.contains(c))
            continue;
        showOnTable(item, PileZ + 10);
        shown.append(item);
        moves.emplace_back(item, m_layout.turnUpCard());
    }
}

void TableView::layoutBadges()
{
    if (!m_rules || static_cast<int>(m_badges.size()) < m_model.seats)
        return;
    const fs::Rules& rules = *m_rules;
    const bool sides = rules.columns() < rules.seats();
    for (int seat = 0; seat < m_model.seats; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        SeatBadge* b = m_badges[i];
        const int column = rules.columnOf(seat);
        const int total = column < static_cast<int>(m_model.totals.size())
                              ? m_model.totals[static_cast<std::size_t>(column)]
                              : 0;
        QString name = seatName(seat);
        if (sides && seat != m_person && column == rules.columnOf(m_person))
            name = tr("%1 (partner)").arg(name);
        QStringList detail;
        const int tricks = m_model.tricks[i];
        // Spelled out rather than "%n trick(s)": without an English .qm Qt leaves the "(s)".
        const QString trickText = tricks == 1 ? tr("1 trick") : tr("%1 tricks").arg(tricks);
        if (m_model.bids[i] >= 0)
            detail << tr("bid %1").arg(m_model.bids[i]) << tr("won %1").arg(tricks);
        else if (m_model.hasBid[i])
            detail << tr("has bid") << trickText;
        else
            detail << trickText;
        if (m_model.pointsTaken[i] > 0)
            detail << tr("+%1 this deal").arg(m_model.pointsTaken[i]);
        if (const fs::PlayerView* view = currentView())
            detail << m_face->seatNotes(*view, seat, seatWords());
        b->setPixelSize(m_layout.fontPixels());
        const QRectF rect = m_layout.badgeRect(rel(seat));
        b->setMaxWidth(rect.width());
        b->setText(tr("%1 · %2").arg(name).arg(total), detail.join(QStringLiteral(" · ")));
        b->setActive(seat == m_turnSeat);
        b->setCentre(rect.center());
    }
}

void TableView::layoutInfo()
{
    if (!m_rules)
        return;
    QStringList facts;
    if (m_model.dealIndex >= 0)
        facts << tr("Deal %1").arg(m_model.dealIndex + 1);
    if (m_model.dealt > 0)
        facts << (m_model.dealt == 1 ? tr("1 card each") : tr("%1 cards each").arg(m_model.dealt));
    if (m_model.trump >= 0 && m_model.trumpBy >= 0)
        facts << tr("Trumps: %1 (by %2)")
                     .arg(GameText::suitName(m_rules->pack(), m_model.trump),
                          seatName(m_model.trumpBy));
    else if (m_model.trump >= 0)
        facts << tr("Trumps: %1").arg(GameText::suitName(m_rules->pack(), m_model.trump));
    else if (m_model.dealIndex >= 0 && m_model.turnUp.valid())
        facts << tr("No trumps");
    if (const fs::PlayerView* view = currentView())
        facts << m_face->tableFacts(*view, seatWords());
    const QString text = facts.join(QStringLiteral("  ·  "));
    if (text == m_infoText)
        return;
    m_infoText = text;
    Q_EMIT infoChanged(text);
}

void TableView::layoutPanel()
{
    const QPointF centre = mapFromScene(m_layout.promptCentre());
    m_panel->fit(m_layout.promptWidth(), m_layout.fontPixels(), centre.toPoint());
}

QAbstractAnimation* TableView::moveItems(const std::vector<std::pair<CardItem*, QPointF>>& moves,
                                         int durationMs, qreal endOpacity)
{
    QParallelAnimationGroup* group = nullptr;
    for (const auto& [item, target] : moves) {
        if (durationMs <= 0) {
            item->setPos(target);
            if (endOpacity < 1.0)
                item->setOpacity(endOpacity);
            continue;
        }
        if (item->pos() == target && endOpacity >= 1.0)
            continue;
        if (!group)
            group = new QParallelAnimationGroup;
        auto* move = new QVariantAnimation(group);
        move->setDuration(durationMs);
        move->setEasingCurve(QEasingCurve::OutCubic);
        move->setStartValue(item->pos());
        move->setEndValue(target);
        const qreal startOpacity = item->opacity();
        CardItem* moved = item;
        connect(move, &QVariantAnimation::valueChanged, this,
                [moved, move, startOpacity, endOpacity, durationMs](const QVariant& value) {
                    moved->setPos(value.toPointF());
                    if (endOpacity < 1.0)
                        moved->setOpacity(startOpacity + (endOpacity - startOpacity) *
                                                             move->currentTime() / durationMs);
                });
    }
    return group;
}

void TableView::slideBack(CardItem* item)
{
    if (!item)
        return;
    std::vector<std::pair<CardItem*, QPointF>> move{{item, item->home()}};
    runLoose(moveItems(move, duration(PlayMs)));
}

void TableView::runLoose(QAbstractAnimation* animation)
{
    if (!animation)
        return;
    animation->setParent(m_looseAnimations);
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

// ---- pixmaps ----

void TableView::updatePixmap(CardItem* item, CardSize kind)
{
    const QSize size = kind == CardSize::Back   ? m_layout.backSize()
                       : kind == CardSize::Hand ? m_layout.handCardSize()
                                                : m_layout.cardSize();
    const QPixmap pixmap = m_renderer->pixmap(item->element(), size, devicePixelRatioF());
    if (pixmap.cacheKey() != item->pixmap().cacheKey())
        item->setPixmap(pixmap);
}

void TableView::refreshPixmaps()
{
    // Only faces change: positions belong to whatever animation is running.
    for (CardItem* item : m_cards)
        if (item->isVisible())
            updatePixmap(item, item->inHand() ? CardSize::Hand : CardSize::Table);
    for (auto& pool : m_backs)
        for (CardItem* back : pool)
            if (back->isVisible())
                updatePixmap(back, CardSize::Back);
    QList<CardItem*> shown;
    std::vector<std::pair<CardItem*, QPointF>> ignored;
    layoutPiles(shown, ignored);
    if (m_lastTrickPanel->isVisible())
        refreshLastTrickPanel();
}

void TableView::prepareFaces()
{
    QStringList faces;
    for (CardItem* item : m_cards) {
        const bool up = item->faceUp();
        item->setFaceUp(true);
        faces << item->element();
        item->setFaceUp(up);
    }
    m_renderer->prepare(faces, m_layout.cardSize(), devicePixelRatioF());
    if (m_layout.handCardSize() != m_layout.cardSize())
        m_renderer->prepare(faces, m_layout.handCardSize(), devicePixelRatioF());
    m_renderer->prepare({QStringLiteral("back")}, m_layout.backSize(), devicePixelRatioF());
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
    const fs::Trick trick = s.completedTrick(index);
    const int winner = s.completedTrickWinner(index);
    QList<LastTrickPanel::Entry> entries;
    for (int i = 0; i < trick.size; ++i) {
        const QString element = QString::fromStdString(s.pack().artId(trick.card(i)));
        entries.append({seatName(trick.seat(i)),
                        m_renderer->pixmap(element, m_layout.backSize(), devicePixelRatioF()),
                        trick.seat(i) == winner});
    }
    const QString title = winner >= 0 ? tr("Last trick, taken by %1").arg(seatName(winner))
                                      : tr("Last trick, taken by nobody");
    m_lastTrickPanel->setContent(title, entries, m_layout.backSize(), m_layout.fontPixels());
    m_lastTrickPanel->setCentre(m_layout.centre());
}

void TableView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    m_scene->setSceneRect(QRectF(QPointF(0, 0), QSizeF(viewport()->size())));
    m_layout = TableLayout(QSizeF(viewport()->size()), m_model.seats, m_renderer->aspectRatio());
    // Stand-ins scaled from the old size appear at once; exact pixmaps follow once the size
    // has settled (CardRenderer::pixmapsReady).
    layoutAll(0);
    prepareFaces();
}
