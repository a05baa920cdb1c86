#include "table/carditem.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

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

void CardItem::setWinner(bool winner)
{
    if (m_winner != winner) {
        prepareGeometryChange(); // the halo reaches outside the card
        m_winner = winner;
        update();
    }
}

QRectF CardItem::boundingRect() const
{
    const QRectF card = QGraphicsPixmapItem::boundingRect();
    if (!m_winner)
        return card;
    const qreal halo = haloWidth(card.width());
    return card.adjusted(-halo, -halo, halo, halo);
}

qreal CardItem::haloWidth(qreal cardWidth)
{
    return std::max(3.0, cardWidth * 0.07);
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget)
{
    const QRectF r = QGraphicsPixmapItem::boundingRect();
    if (m_winner) {
        // A gold halo round the card that took the trick, outside it so no index is covered.
        const qreal halo = haloWidth(r.width());
        QPainterPath glow;
        glow.addRoundedRect(r.adjusted(-halo / 2, -halo / 2, halo / 2, halo / 2), r.width() * 0.09,
                            r.width() * 0.09);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(255, 205, 50), halo));
        painter->drawPath(glow);
    }
    QGraphicsPixmapItem::paint(painter, option, widget);
    if (!m_dimmed && !m_focused)
        return;
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
