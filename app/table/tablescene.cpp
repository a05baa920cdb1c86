#include "table/tablescene.h"

#include "table/carditem.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QRadialGradient>

namespace {

constexpr qreal DragZ = 1000;

} // namespace

TableScene::TableScene(QObject* parent) : QGraphicsScene(parent)
{
    // Items move constantly and the scene is small: indexing costs more than it saves.
    setItemIndexMethod(QGraphicsScene::NoIndex);
}

void TableScene::drawBackground(QPainter* painter, const QRectF& rect)
{
    // A baize with a soft light in the middle; painted, not a bitmap, so it is crisp at any size.
    const QRectF all = sceneRect();
    QRadialGradient light(all.center(), qMax(all.width(), all.height()) * 0.7);
    light.setColorAt(0.0, m_palette->baizeCentre);
    light.setColorAt(1.0, m_palette->baizeEdge);
    painter->fillRect(rect, light);
}

void TableScene::setHighContrast(bool on)
{
    const TablePalette* palette = &TablePalette::of(on);
    if (palette == m_palette)
        return;
    m_palette = palette;
    // The background may be cached by a view; items read the palette when they paint.
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    update();
}

CardItem* TableScene::handCardAt(QPointF scenePos) const
{
    for (QGraphicsItem* item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() != CardItem::Type || !item->isVisible())
            continue;
        auto* card = static_cast<CardItem*>(item);
        if (card->inHand())
            return card;
    }
    return nullptr;
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    m_pressed = nullptr;
    m_dragging = false;
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    m_pressed = handCardAt(event->scenePos());
    if (!m_pressed) {
        QGraphicsScene::mousePressEvent(event);
        Q_EMIT emptyClicked();
        return;
    }
    m_pressPos = event->scenePos();
    m_pressItemPos = m_pressed->pos();
    m_pressZ = m_pressed->zValue();
    event->accept();
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (!m_pressed || !(event->buttons() & Qt::LeftButton) || !m_dragEnabled) {
        QGraphicsScene::mouseMoveEvent(event);
        return;
    }
    const QPointF delta = event->scenePos() - m_pressPos;
    // A few pixels of wobble during a click must not turn it into a drag.
    if (!m_dragging && delta.manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragging = true;
    m_pressed->setZValue(DragZ);
    m_pressed->setPos(m_pressItemPos + delta);
    showDropZone(true, overDropZone(m_pressed, event->scenePos()));
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    CardItem* card = m_pressed;
    const bool dragged = m_dragging;
    m_pressed = nullptr;
    m_dragging = false;
    if (!card || event->button() != Qt::LeftButton) {
        QGraphicsScene::mouseReleaseEvent(event);
        return;
    }
    if (dragged) {
        const bool onTable = overDropZone(card, event->scenePos());
        showDropZone(false, false);
        card->setZValue(m_pressZ);
        Q_EMIT cardDropped(card, onTable);
    } else if (m_clickEnabled) {
        Q_EMIT cardClicked(card);
    }
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event)
{
    // The second press of a double-click arrives here instead of mousePressEvent; its release
    // must not count as another click, so nothing is remembered as pressed.
    m_pressed = nullptr;
    m_dragging = false;
    CardItem* card = event->button() == Qt::LeftButton ? handCardAt(event->scenePos()) : nullptr;
    if (card && m_clickEnabled) {
        event->accept();
        Q_EMIT cardDoubleClicked(card);
    } else
        QGraphicsScene::mouseDoubleClickEvent(event);
}

bool TableScene::overDropZone(const CardItem* card, QPointF cursor) const
{
    if (!m_dropZone)
        return false;
    const QRectF zone = m_dropZone->sceneBoundingRect();
    return zone.contains(cursor) || zone.contains(card->sceneCentre());
}

void TableScene::showDropZone(bool visible, bool hot)
{
    if (!m_dropZone)
        return;
    m_dropZone->setVisible(visible);
    const TablePalette& p = *m_palette;
    m_dropZone->setBrush(hot ? p.dropHotFill : p.dropFill);
    // Hot: a solid, wider line, so the change shows in shape as well as in colour.
    m_dropZone->setPen(QPen(hot ? p.dropHotRim : p.dropRim, p.dropRimWidth + (hot ? 1 : 0),
                            hot ? Qt::SolidLine : Qt::DashLine));
}
