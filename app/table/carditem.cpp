#include "table/carditem.h"

#include <QPainter>
#include <QPainterPath>

CardItem::CardItem(fs::Card card, const QString& faceElement, QGraphicsItem* parent)
    : QGraphicsPixmapItem(parent), m_card(card), m_faceElement(faceElement)
{
    // Pixmaps are rendered at the exact size and pixel ratio, so no filtering is needed; the
    // smooth mode only matters for the stand-ins shown while a resize settles.
    setTransformationMode(Qt::SmoothTransformation);
    setShapeMode(QGraphicsPixmapItem::BoundingRectShape);
}

QString CardItem::element() const
{
    return m_faceUp ? m_faceElement : QStringLiteral("back");
}

void CardItem::setDimmed(bool dimmed)
{
    if (m_dimmed != dimmed) {
        m_dimmed = dimmed;
        update();
    }
}

void CardItem::setFocused(bool focused)
{
    if (m_focused != focused) {
        m_focused = focused;
        update();
    }
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget)
{
    QGraphicsPixmapItem::paint(painter, option, widget);
    if (!m_dimmed && !m_focused)
        return;
    const QRectF r = boundingRect();
    const qreal radius = r.width() * 0.06; // follows the deck's rounded corners
    QPainterPath outline;
    outline.addRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius);
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_dimmed) // a veil rather than opacity, so the baize does not show through the card
        painter->fillPath(outline, QColor(20, 30, 25, 110));
    if (m_focused) {
        painter->setPen(QPen(QColor(255, 210, 60), qMax(2.0, r.width() * 0.035)));
        painter->drawPath(outline);
    }
}
