#include "table/tablelayout.h"

#include "table/pilestack.h"
#include "table/seatbadge.h"
#include "table/tablelayout_units.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

using namespace TableUnits;

TableLayout::TableLayout(QSizeF area, int seats, qreal aspect, bool openHands, qreal cardScale,
                         int plateLines)
    : m_area(area), m_seats(std::clamp(seats, 2, 10)), m_plateLines(plateLines), m_open(openHands),
      m_backScale(openHands ? OpenBackScale : BackScale), m_aspect(aspect)
{
    const int opponents = m_seats - 1;
    const int sides = sideCount(opponents);
    const int top = opponents - 2 * sides;
    const qreal cardH = 1 / aspect; // card height in card widths
    m_trickRxUnits = m_seats <= 4 ? 1.15 : 1.45;
    m_trickRyUnits = m_seats <= 4 ? 0.6 : 0.72;
    m_boxUnits = boxWidth(m_seats, m_open);
    // A plate's text has a smallest size (fontPixels()), so on a small table its lines take
    // more of a card's width than on a large one: the plates grow, and the cards shrink to
    // leave them room, until the two agree.
    qreal badgeUnits = BadgeHeight;
    qreal pileUnits = PileStack::Thickness / 60.0;
    for (int round = 0; round < 8; ++round) {
        m_unit = unitFor(badgeUnits, pileUnits, sides, top);
        const qreal badge = SeatBadge::heightFor(fontPixels(), plateLines) / m_unit;
        const qreal pile = PileStack::Thickness / m_unit;
        if (badge <= badgeUnits + 0.01 && pile <= pileUnits + 0.01)
            break;
        badgeUnits = std::max(badgeUnits, badge);
        pileUnits = std::max(pileUnits, pile);
    }
    const qreal trickH = (2 * m_trickRyUnits + 1) * cardH;
    const qreal needH = 0.3 + m_boxHeightUnits + Gap + trickH + Gap + Raise + cardH + 0.3;
    // The person's own cards grow into height the rest of the table does not need, up to a
    // third larger: they are the cards read most.
    const qreal spare = area.height() / m_unit - (needH - cardH - Raise);
    m_handScale = std::clamp(spare / (cardH + Raise), 1.0, 1.35);
    place(1.0, m_handScale);
    const qreal asked = std::clamp(cardScale, 1.0, MaxCardScale);
    if (asked <= 1.0)
        return;
    // First the hand and the trick grow together, by the same factor, as far as they fit; then
    // the hand alone, since it is read most and has the whole width of the table. The factors
    // are tried on a grid of 5 % steps from 1 (finer than anyone sees), so a larger size asked
    // never gives smaller cards.
    const int steps = static_cast<int>(std::floor((asked - 1.0) / ScaleStep + 1e-6));
    int together = 0;
    for (int n = steps; n > 0; --n) {
        place(1.0 + n * ScaleStep, m_handScale * (1.0 + n * ScaleStep));
        if (fits()) {
            together = n;
            break;
        }
    }
    const qreal trick = 1.0 + together * ScaleStep;
    for (int n = steps; n > together; --n) {
        place(trick, m_handScale * (1.0 + n * ScaleStep));
        if (fits())
            return;
    }
    place(trick, m_handScale * trick);
}

qreal TableLayout::unitFor(qreal badgeUnits, qreal pileUnits, int sides, int top)
{
    const qreal cardH = 1 / m_aspect;
    m_badgeUnits = badgeUnits;
    // The plate, then the fan and the won pile, whose stacked backs reach a little lower.
    m_boxHeightUnits = badgeUnits + 0.08 + m_backScale * cardH + pileUnits;
    // What the table needs across and down, in card widths; the card width follows.
    const qreal sideW = sides > 0 ? m_boxUnits + Gap : 0;
    // Half the middle band: margin, a side box, the shared piles, half the drop zone.
    const qreal middleW = 2 * (0.14 + sideW + Gap + 1.0 + Gap + m_trickRxUnits + 0.65);
    const qreal topW = 2 * sideW + top * m_boxUnits + (top + 1) * Gap;
    const qreal needW = std::max({middleW, topW, PersonBadgeWidth + 7.5}) + 0.3;
    const qreal trickH = (2 * m_trickRyUnits + 1) * cardH;
    const qreal needH = 0.3 + m_boxHeightUnits + Gap + trickH + Gap + Raise + cardH + 0.3;
    return std::clamp(std::min(m_area.width() / needW, m_area.height() / needH), 30.0, 220.0);
}

void TableLayout::place(qreal scale, qreal handFactor)
{
    const qreal width = m_unit * scale;
    const qreal u = m_unit;
    m_scale = scale;
    m_card = QSize(qRound(width), qRound(width / m_aspect));
    m_back = QSize(qRound(u * m_backScale), qRound(u * m_backScale / m_aspect));
    m_margin = std::round(u * 0.14);
    m_hand = QSize(qRound(u * handFactor), qRound(u * handFactor / m_aspect));
    m_handTop = std::round(m_area.height() - m_hand.height() - m_margin);
    m_box = QSizeF(std::round(m_boxUnits * u), std::round(m_boxHeightUnits * u));
    m_badge = QSizeF(m_box.width(), std::round(m_badgeUnits * u));
    const int opponents = m_seats - 1;
    const int sides = sideCount(opponents);
    const int top = opponents - 2 * sides;
    const qreal topRowBottom = top > 0 ? m_margin + m_box.height() : m_margin;
    const qreal handRaisedTop = m_handTop - Raise * m_hand.width();
    m_centre =
        QPointF(std::round(m_area.width() / 2), std::round((topRowBottom + handRaisedTop) / 2));
    m_trickRx = m_trickRxUnits * m_card.width();
    m_trickRy = m_trickRyUnits * m_card.height();
    m_squeezed = false;
    if (scale > 1.0 || handFactor > m_handScale) {
        // Larger cards: the trick closes in to stay inside the band between the top row and the
        // hand, and between the side boxes and the shared piles beside it, but no further than
        // leaves each card an index in view (a card's top-left or bottom-right corner).
        const qreal gap = Gap * u;
        const qreal w = m_card.width();
        const qreal h = m_card.height();
        const qreal halfBand = (handRaisedTop - topRowBottom) / 2 - gap;
        const qreal sideRight = m_margin + (sides > 0 ? m_box.width() + gap : 0);
        // Left of the drop zone: a gap, the turned-up card, a gap (turnUpCard()).
        const qreal halfRoom = m_centre.x() - sideRight - 2 * gap - w;
        const qreal rx = std::min(m_trickRx, halfRoom - 0.65 * w);
        const qreal ry = std::min(m_trickRy, halfBand - h / 2 - 0.15 * w);
        // Up to four seats the side cards may reach the middle line and the top and bottom cards
        // come within 0.3 card heights of it: the left and top cards still show their top-left
        // index, the right and bottom ones their bottom-right. More seats crowd round the
        // ellipse, so their cards keep further apart.
        m_squeezed = m_seats <= 4 ? rx < 0.5 * w || ry < 0.3 * h : rx < 0.9 * w || ry < 0.5 * h;
        m_trickRx = std::max(rx, 0.0);
        m_trickRy = std::max(ry, 0.0);
    }
    placeSeats();
    placeInfo();
}

bool TableLayout::fits() const
{
    if (m_squeezed)
        return false;
    // The fan of a full hand still shows each card's index column.
    const int hand = 13;
    if (handCard(1, hand, false).x() - handCard(0, hand, false).x() < MinHandStep * m_hand.width())
        return false;
    const std::vector<QRectF> rects = occupiedRects(hand, hand);
    const QRectF view(QPointF(0, 0), m_area);
    for (std::size_t i = 0; i < rects.size(); ++i) {
        if (!view.contains(rects[i]))
            return false;
        for (std::size_t j = i + 1; j < rects.size(); ++j)
            if (rects[i].intersects(rects[j]))
                return false;
    }
    return true;
}

void TableLayout::placeSeats()
{
    const int opponents = m_seats - 1;
    const int sides = sideCount(opponents);
    const int top = opponents - 2 * sides;
    const qreal gap = Gap * unit();
    m_boxes.assign(static_cast<std::size_t>(m_seats), QRectF());
    // The person's plate sits left of the hand, level with it.
    m_boxes[0] = QRectF(m_margin, m_handTop + (m_hand.height() - m_badge.height()) / 2,
                        PersonBadgeWidth * unit(), m_badge.height());
    // Left column, bottom to top; the top row, left to right; the right column, top to bottom:
    // clockwise from the person.
    const qreal sideTop = m_margin;
    const qreal sideBottom = m_handTop - Raise * m_hand.width() - gap;
    const qreal sideStep = sides > 1 ? (sideBottom - sideTop - m_box.height()) / (sides - 1) : 0;
    int rel = 1;
    for (int i = 0; i < sides; ++i, ++rel) {
        const qreal y = sides > 1 ? sideBottom - m_box.height() - i * sideStep
                                  : m_centre.y() - m_box.height() / 2;
        m_boxes[static_cast<std::size_t>(rel)] = QRectF(QPointF(m_margin, y), m_box);
    }
    const qreal left = sides > 0 ? m_margin + m_box.width() + gap : m_margin;
    const qreal right =
        sides > 0 ? m_area.width() - m_margin - m_box.width() - gap : m_area.width() - m_margin;
    const qreal slot = (right - left) / std::max(top, 1);
    for (int i = 0; i < top; ++i, ++rel) {
        const qreal x = left + slot * (i + 0.5) - m_box.width() / 2;
        m_boxes[static_cast<std::size_t>(rel)] = QRectF(QPointF(x, m_margin), m_box);
    }
    for (int i = sides - 1; i >= 0; --i, ++rel) {
        const qreal y = sides > 1 ? sideBottom - m_box.height() - i * sideStep
                                  : m_centre.y() - m_box.height() / 2;
        m_boxes[static_cast<std::size_t>(rel)] =
            QRectF(QPointF(m_area.width() - m_margin - m_box.width(), y), m_box);
    }
    for (QRectF& box : m_boxes)
        box = QRectF(snap(box.topLeft()), box.size());
}

int TableLayout::fontPixels() const
{
    // Plates keep their size when cards grow: they are measured in units.
    return std::clamp(qRound(m_unit * 0.15), 11, 24);
}

QPointF TableLayout::direction(int relSeat) const
{
    // Trick slots are spread evenly round the centre in playing order, starting at the bottom:
    // clockwise on screen is bottom, left, top, right. Spacing by seat rather than by where the
    // boxes sit keeps neighbouring cards of a trick apart when several boxes share the top row.
    const qreal angle = qDegreesToRadians(90.0 + relSeat * 360.0 / m_seats);
    return QPointF(std::cos(angle), std::sin(angle));
}

QPointF TableLayout::handCard(int index, int count, bool raised) const
{
    const qreal w = m_hand.width();
    const qreal badgeRight = m_boxes.empty() ? m_margin : m_boxes[0].right();
    const qreal leftLimit = badgeRight + m_margin;
    const qreal available = m_area.width() - m_margin - leftLimit - w;
    const qreal step = count > 1 ? std::min(HandStep * w, available / (count - 1)) : 0;
    const qreal span = w + step * (count - 1);
    // Centred on the table when there is room, else pushed right of the plate.
    const qreal left = std::max(leftLimit, m_area.width() / 2 - span / 2);
    const qreal y = m_handTop - (raised ? Raise * w : 0);
    return snap(QPointF(left + index * step, y));
}

QRectF TableLayout::handArea(int count) const
{
    const QPointF first = handCard(0, count, false);
    const QPointF last = handCard(std::max(0, count - 1), count, false);
    return QRectF(first, QPointF(last.x() + m_hand.width(), first.y() + m_hand.height()));
}

QRectF TableLayout::badgeRect(int relSeat) const
{
    if (relSeat < 0 || relSeat >= static_cast<int>(m_boxes.size()))
        return {};
    const QRectF box = m_boxes[static_cast<std::size_t>(relSeat)];
    return relSeat == 0 ? box : QRectF(box.topLeft(), m_badge);
}

QRectF TableLayout::seatBox(int relSeat) const
{
    if (relSeat < 0 || relSeat >= static_cast<int>(m_boxes.size()))
        return {};
    return m_boxes[static_cast<std::size_t>(relSeat)];
}

QPointF TableLayout::opponentCard(int relSeat, int index, int count) const
{
    const QRectF box = seatBox(relSeat);
    // The fan takes the box's width minus the won pile on its right.
    const qreal fanWidth = box.width() - m_back.width() * 1.15 - PileStack::Thickness;
    const qreal most = m_open ? OpenStep * m_back.width() : BackStep * unit();
    const qreal step = count > 1 ? std::min(most, (fanWidth - m_back.width()) / (count - 1)) : 0;
    const qreal y = box.top() + m_badge.height() + 0.08 * unit();
    return snap(QPointF(box.left() + index * step, y));
}

QPointF TableLayout::wonPile(int relSeat) const
{
    if (relSeat == 0) {
        // Under the person's plate, between it and the bottom edge would be too tight: just above
        // the plate, where the eye finds it next to the name.
        const QRectF plate = badgeRect(0);
        return snap(QPointF(plate.left(),
                            plate.top() - m_back.height() - PileStack::Thickness - 0.1 * unit()));
    }
    const QRectF box = seatBox(relSeat);
    return snap(QPointF(box.right() - m_back.width() - PileStack::Thickness,
                        box.top() + m_badge.height() + 0.08 * unit()));
}

QPointF TableLayout::trickCard(int relSeat) const
{
    const QPointF d = direction(relSeat);
    const QPointF offset(d.x() * m_trickRx, d.y() * m_trickRy);
    return snap(m_centre + offset - QPointF(m_card.width() / 2.0, m_card.height() / 2.0));
}

QRectF TableLayout::dropZone() const
{
    const qreal w = m_card.width();
    const qreal h = m_card.height();
    const QSizeF size(2 * m_trickRx + w + 0.3 * w, 2 * m_trickRy + h + 0.3 * w);
    return QRectF(m_centre - QPointF(size.width() / 2, size.height() / 2), size);
}

QPointF TableLayout::turnUpCard() const
{
    const QRectF zone = dropZone();
    return snap(QPointF(zone.left() - Gap * unit() - m_card.width(),
                        m_centre.y() - m_card.height() + m_back.height() / 2.0));
}

QRectF TableLayout::turnUpCaption() const
{
    // A line over the card, inside the band between the top boxes and the trick.
    const qreal line = std::ceil(fontPixels() * 1.35);
    const QPointF card = turnUpCard();
    return QRectF(card.x() - 0.08 * unit(), card.y() - line - 0.06 * unit(),
                  m_card.width() + 0.16 * unit(), line);
}

QRectF TableLayout::turnUpPlate() const
{
    const QRectF card(turnUpCard(), m_card);
    return card.adjusted(-0.08 * unit(), 0, 0.08 * unit(), 0.06 * unit()).united(turnUpCaption());
}

QPointF TableLayout::extraPile(int index) const
{
    const QPointF stock = stockPile();
    return snap(QPointF(stock.x(), stock.y() - index * (m_back.height() + 0.35 * unit())));
}

QPointF TableLayout::stockPile() const
{
    const QPointF turnUp = turnUpCard();
    return snap(QPointF(turnUp.x() + (m_card.width() - m_back.width()) / 2.0,
                        turnUp.y() + m_card.height() + 0.16 * unit()));
}

QPointF TableLayout::discardPile() const
{
    const QRectF zone = dropZone();
    return snap(QPointF(zone.right() + Gap * unit(),
                        m_centre.y() - m_back.height() - PileStack::Thickness - 0.1 * unit()));
}

QPointF TableLayout::asidePile() const
{
    const QRectF zone = dropZone();
    return snap(QPointF(zone.right() + Gap * unit(), m_centre.y() + 0.1 * unit()));
}

QRectF TableLayout::sharedPilesArea() const
{
    const QPointF turnUp = turnUpCard();
    const QPointF stock = stockPile();
    return QRectF(turnUp, QPointF(turnUp.x() + m_card.width(),
                                  stock.y() + m_back.height() + PileStack::Thickness));
}

QRectF TableLayout::pileRect(QPointF topLeft) const
{
    return QRectF(topLeft, QSizeF(m_back) + QSizeF(PileStack::Thickness, PileStack::Thickness));
}
