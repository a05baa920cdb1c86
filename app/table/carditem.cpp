#include "table/carditem.h"

#include "table/tablepalette.h"

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
        prepareGeometryChange(); // the outline reaches outside the card
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
    // The halo, or half the keyboard's outline at its widest (the high-contrast one), lies
    // outside the card.
    const qreal out = std::max(m_winner ? haloWidth(card.width()) : 0.0,
                               m_focused ? std::max(4.0, card.width() * 0.07) / 2 + 1 : 0.0);
    return card.adjusted(-out, -out, out, out);
}

qreal CardItem::haloWidth(qreal cardWidth)
{
    return std::max(3.0, cardWidth * 0.07);
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget)
{
    const TablePalette& palette = TablePalette::of(this);
    const QRectF r = QGraphicsPixmapItem::boundingRect();
    if (m_winner) {
        // A gold halo round the card that took the trick, outside it so no index is covered.
        const qreal halo = haloWidth(r.width());
        QPainterPath glow;
        glow.addRoundedRect(r.adjusted(-halo / 2, -halo / 2, halo / 2, halo / 2), r.width() * 0.09,
                            r.width() * 0.09);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(palette.winnerHalo, halo));
        painter->drawPath(glow);
    }
    QGraphicsPixmapItem::paint(painter, option, widget);
    if (!m_dimmed && !m_focused)
        return;
    const qreal radius = r.width() * 0.06; // follows the deck's rounded corners
    QPainterPath outline;
    outline.addRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius);
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_dimmed) {
        // A veil rather than opacity, so the baize does not show through the card.
        painter->fillPath(outline, palette.dimVeil);
        if (palette.dimHatch.isValid())
            paintHatch(painter, outline, r, palette.dimHatch);
    }
    if (m_focused) {
        painter->setPen(focusPen(palette, r));
        painter->drawPath(focusPath(r));
    }
}

QPainterPath CardItem::focusPath(const QRectF& card)
{
    // Astride the card's edge: half of a thick outline inside would cover the index in the
    // corner.
    const qreal radius = card.width() * 0.06; // follows the deck's rounded corners
    QPainterPath edge;
    edge.addRoundedRect(card, radius, radius);
    return edge;
}

QPen CardItem::focusPen(const TablePalette& palette, const QRectF& card)
{
    return QPen(palette.focusOutline, qMax(palette.focusMin, card.width() * palette.focusWidth));
}

void CardItem::paintHatch(QPainter* painter, const QPainterPath& outline, const QRectF& r,
                          const QColor& colour)
{
    // Widely spaced diagonal lines: a card that may not be used is told by its stripes even by
    // someone who cannot tell the veil's shade, and its index still reads between them.
    painter->save();
    painter->setClipPath(outline, Qt::IntersectClip);
    const qreal spacing = std::max(7.0, r.width() * 0.14);
    painter->setPen(QPen(colour, std::max(1.5, r.width() * 0.02)));
    for (qreal x = r.left() - r.height(); x < r.right(); x += spacing)
        painter->drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()));
    painter->restore();
}
