#include "review/reviewlayout.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace {

constexpr qreal Margin = 8;
constexpr qreal Padding = 6;
constexpr qreal MinCardHeight = 36;

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

ReviewLayout::ReviewLayout(QSizeF area, int seats, int maxHand, qreal aspect, bool asideRow)
    : m_area(area), m_seats(std::max(1, seats)), m_maxHand(std::max(1, maxHand)), m_aspect(aspect),
      m_aside(asideRow)
{
    // Largest first: shrink by a few per cent until everything fits, down to a floor where
    // the indices stay readable (a tiny window then overlaps rather than vanishing).
    for (qreal height = std::min(area.height() * 0.3, 160.0); height >= MinCardHeight;
         height *= 0.95) {
        place(height);
        if (fits())
            return;
    }
    place(MinCardHeight);
}

QSizeF ReviewLayout::boxSize() const
{
    const qreal hand = m_card.width() + (m_maxHand - 1) * handStep();
    qreal height = lineHeight() + m_card.height() + 2 * Padding;
    if (m_aside)
        height += smallCardSize().height() + Padding;
    // Wide enough for the name and the tricks even for a short hand.
    return {std::max(hand, m_card.width() * 3.2) + 2 * Padding, height};
}

QPointF ReviewLayout::direction(int seat) const
{
    // Seat 0 at the bottom, then clockwise: with y pointing down, a growing angle turns clockwise.
    const qreal angle = M_PI / 2 + 2 * M_PI * seat / m_seats;
    return {std::cos(angle), std::sin(angle)};
}

void ReviewLayout::place(qreal cardHeight)
{
    m_card = QSizeF(std::round(cardHeight * m_aspect), std::round(cardHeight));
    m_font = std::clamp(cardHeight * 0.17, 10.0, 16.0);
    m_centre = QPointF(m_area.width() / 2, m_area.height() / 2);
    const QSizeF box = boxSize();
    const qreal rx = std::max(0.0, m_area.width() / 2 - box.width() / 2 - Margin);
    const qreal ry = std::max(0.0, m_area.height() / 2 - box.height() / 2 - Margin);
    m_boxes.clear();
    for (int seat = 0; seat < m_seats; ++seat) {
        const QPointF d = direction(seat);
        QRectF r(QPointF(0, 0), box);
        r.moveCenter(m_centre + QPointF(d.x() * rx, d.y() * ry));
        m_boxes.push_back(QRectF(std::round(r.x()), std::round(r.y()), r.width(), r.height()));
    }
    // Four trick cards make a cross; round a larger table the ring widens until neighbouring
    // cards overlap by less than a third, so each card still points at its player.
    // Two cards face each other and may overlap more: the height is what a table of two lacks.
    m_trickRadius = QSizeF(m_card.width(), m_card.height() * (m_seats == 2 ? 0.36 : 0.62));
    for (int i = 0; i < 40 && trickOverlap() > 0.31; ++i)
        m_trickRadius *= 1.05;
    placeInfo();
}

// The largest share of a card that a neighbour on the trick covers.
qreal ReviewLayout::trickOverlap() const
{
    qreal worst = 0;
    const qreal area = m_card.width() * m_card.height();
    for (int seat = 0; seat < m_seats && m_seats > 1; ++seat) {
        const QRectF a(trickCard(seat), m_card);
        const QRectF b(trickCard((seat + 1) % m_seats), m_card);
        const QRectF both = a.intersected(b);
        worst = std::max(worst, both.width() * both.height() / area);
    }
    return worst;
}

bool ReviewLayout::fits() const
{
    const QRectF inside(QPointF(0, 0), m_area);
    std::vector<QRectF> rects = m_boxes;
    rects.push_back(trickArea());
    rects.push_back(infoArea());
    for (std::size_t i = 0; i < rects.size(); ++i) {
        if (!inside.contains(rects[i]))
            return false;
        for (std::size_t j = i + 1; j < rects.size(); ++j)
            if (rects[i].adjusted(-2, -2, 2, 2).intersects(rects[j]))
                return false;
    }
    return true;
}

QRectF ReviewLayout::seatBox(int seat) const
{
    return seat >= 0 && at(seat) < m_boxes.size() ? m_boxes[at(seat)] : QRectF();
}

QRectF ReviewLayout::headerRect(int seat) const
{
    const QRectF box = seatBox(seat);
    return {box.x() + Padding, box.y() + Padding, box.width() - 2 * Padding, lineHeight()};
}

QPointF ReviewLayout::handOrigin(int seat, int cards) const
{
    // A hand shorter than the box is centred in it.
    const QRectF box = seatBox(seat);
    const qreal width = cards > 0 ? m_card.width() + (cards - 1) * handStep() : 0;
    return {std::round(box.center().x() - width / 2), box.y() + Padding + lineHeight()};
}

QPointF ReviewLayout::asideOrigin(int seat) const
{
    const QRectF box = seatBox(seat);
    return {box.x() + Padding, box.y() + Padding + lineHeight() + m_card.height() + Padding};
}

QPointF ReviewLayout::trickCard(int seat) const
{
    const QPointF d = direction(seat);
    const QPointF c =
        m_centre + QPointF(d.x() * m_trickRadius.width(), d.y() * m_trickRadius.height());
    return {std::round(c.x() - m_card.width() / 2), std::round(c.y() - m_card.height() / 2)};
}

QRectF ReviewLayout::trickArea() const
{
    // Room for the cards and a line of text above and below them.
    const qreal w = std::max(2 * m_trickRadius.width() + m_card.width(), m_font * 15);
    const qreal h = 2 * m_trickRadius.height() + m_card.height() + 2 * lineHeight();
    QRectF r(0, 0, w, h);
    r.moveCenter(m_centre);
    return r;
}

QRectF ReviewLayout::infoArea() const
{
    return m_info;
}

// The first free corner, or the middle of a side (free at a table of two).
void ReviewLayout::placeInfo()
{
    const QSizeF small = smallCardSize();
    const QSizeF size(std::max(small.width() * 2 + 3 * Padding, m_font * 14),
                      small.height() + 2 * lineHeight());
    const qreal right = m_area.width() - Margin - size.width();
    const qreal bottom = m_area.height() - Margin - size.height();
    const qreal middle = std::round((m_area.height() - size.height()) / 2);
    const QPointF candidates[] = {{Margin, Margin}, {right, Margin},  {Margin, bottom},
                                  {right, bottom},  {Margin, middle}, {right, middle}};
    const QRectF trick = trickArea();
    for (const QPointF& corner : candidates) {
        m_info = QRectF(corner, size);
        bool free = !m_info.intersects(trick);
        for (const QRectF& box : m_boxes)
            free = free && !m_info.intersects(box);
        if (free)
            return;
    }
    m_info = QRectF(candidates[0], size);
}
