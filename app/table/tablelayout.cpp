#include "table/tablelayout.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace {

// Fractions of a card width, chosen by eye on 1280x800 and 1920x1080 screens.
constexpr qreal HandStep = 0.36;     // visible part of each card in the person's fan
constexpr qreal TopStep = 0.22;      // step between backs in the top opponent's fan
constexpr qreal SideStep = 0.16;     // step between backs in a side opponent's column
constexpr qreal Raise = 0.28;        // how far a card chosen for passing rises
constexpr qreal TrickSpreadX = 0.62; // trick cards pushed toward their players
constexpr qreal TrickSpreadY = 0.32; // (of the card height)
constexpr qreal BackScale = 0.7;

QPointF snap(QPointF p)
{
    return QPointF(std::round(p.x()), std::round(p.y()));
}

} // namespace

TableLayout::TableLayout(QSizeF area, int seats, qreal aspect) : m_area(area), m_seats(seats)
{
    // The table needs about 8.5 card widths across and 5.8 down (top hand, trick, raised hand).
    const qreal width = std::clamp(std::min(area.width() / 8.5, area.height() / 5.8), 36.0, 320.0);
    m_card = QSize(qRound(width), qRound(width / aspect));
    m_back = QSize(qRound(width * BackScale), qRound(width * BackScale / aspect));
    m_margin = std::round(width * 0.14);
    m_handTop = std::round(area.height() - m_card.height() - m_margin);
    const qreal topBottom = m_margin + m_back.height();
    const qreal handRaisedTop = m_handTop - Raise * width;
    m_centre = QPointF(std::round(area.width() / 2), std::round((topBottom + handRaisedTop) / 2));
}

int TableLayout::fontPixels() const
{
    return std::clamp(qRound(m_card.width() * 0.14), 11, 26);
}

QPointF TableLayout::direction(int relSeat) const
{
    // Seat 0 at the bottom; play goes clockwise, which on screen is bottom, left, top, right.
    const qreal angle = qDegreesToRadians(90.0 + relSeat * 360.0 / m_seats);
    return QPointF(std::cos(angle), std::sin(angle));
}

bool TableLayout::atSide(int relSeat) const
{
    return std::abs(direction(relSeat).x()) > 0.7;
}

QPointF TableLayout::anchor(int relSeat) const
{
    const QPointF d = direction(relSeat);
    if (atSide(relSeat)) {
        const qreal x = d.x() < 0 ? m_margin + m_back.width() / 2.0
                                  : m_area.width() - m_margin - m_back.width() / 2.0;
        return QPointF(x, m_centre.y() + d.y() * m_card.height());
    }
    return QPointF(m_centre.x() + d.x() * m_area.width() * 0.45, m_margin + m_back.height() / 2.0);
}

QPointF TableLayout::handCard(int index, int count, bool raised) const
{
    const qreal w = m_card.width();
    const qreal available = m_area.width() - 2 * m_margin - w;
    const qreal step = count > 1 ? std::min(HandStep * w, available / (count - 1)) : 0;
    const qreal left = m_area.width() / 2 - (w + step * (count - 1)) / 2;
    const qreal y = m_handTop - (raised ? Raise * w : 0);
    return snap(QPointF(left + index * step, y));
}

QRectF TableLayout::handArea(int count) const
{
    const QPointF first = handCard(0, count, false);
    const QPointF last = handCard(std::max(0, count - 1), count, false);
    return QRectF(first, QPointF(last.x() + m_card.width(), first.y() + m_card.height()));
}

QPointF TableLayout::opponentCard(int relSeat, int index, int count) const
{
    const QPointF a = anchor(relSeat);
    const qreal w = m_card.width();
    if (atSide(relSeat)) {
        const qreal span = m_back.height() + SideStep * w * (count - 1);
        return snap(QPointF(a.x() - m_back.width() / 2.0, a.y() - span / 2 + index * SideStep * w));
    }
    const qreal span = m_back.width() + TopStep * w * (count - 1);
    return snap(QPointF(a.x() - span / 2 + index * TopStep * w, a.y() - m_back.height() / 2.0));
}

QPointF TableLayout::badgeCentre(int relSeat, QSizeF badge, int handCount) const
{
    const qreal gap = m_margin;
    if (relSeat == 0) {
        const QRectF hand = handArea(std::max(handCount, 1));
        const qreal x =
            std::max(hand.left() - gap - badge.width() / 2, m_margin + badge.width() / 2);
        return QPointF(x, hand.center().y());
    }
    const QPointF first = opponentCard(relSeat, 0, std::max(handCount, 1));
    if (atSide(relSeat)) // above the column
        return QPointF(std::max(m_margin + badge.width() / 2,
                                std::min(m_area.width() - m_margin - badge.width() / 2,
                                         first.x() + m_back.width() / 2.0)),
                       first.y() - gap / 2 - badge.height() / 2);
    const QPointF last = opponentCard(relSeat, std::max(handCount, 1) - 1, std::max(handCount, 1));
    return QPointF(last.x() + m_back.width() + gap + badge.width() / 2,
                   first.y() + m_back.height() / 2.0);
}

QPointF TableLayout::trickCard(int relSeat) const
{
    const QPointF d = direction(relSeat);
    const QPointF offset(d.x() * TrickSpreadX * m_card.width(),
                         d.y() * TrickSpreadY * m_card.height());
    return snap(m_centre + offset - QPointF(m_card.width() / 2.0, m_card.height() / 2.0));
}

QPointF TableLayout::collectPoint(int relSeat) const
{
    if (relSeat == 0)
        return snap(QPointF(m_centre.x() - m_card.width() / 2.0, m_area.height()));
    return snap(anchor(relSeat) - QPointF(m_card.width() / 2.0, m_card.height() / 2.0));
}

QRectF TableLayout::dropZone() const
{
    const qreal w = m_card.width();
    const qreal h = m_card.height();
    const QSizeF size((2 * TrickSpreadX + 1) * w + 0.5 * w, (2 * TrickSpreadY + 1) * h + 0.3 * w);
    return QRectF(m_centre - QPointF(size.width() / 2, size.height() / 2), size);
}

QPointF TableLayout::promptCentre() const
{
    // Prompts come when the trick is empty (passing, a choice, the end of a deal), so they take
    // its place in the middle, where the eye already is.
    return m_centre;
}
