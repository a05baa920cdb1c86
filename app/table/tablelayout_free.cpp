// Where the free room of the table is: the prompts in the middle, the corner of facts and the
// places it may go instead, the notice over the hand, and every rectangle that is taken.

#include "table/tablelayout.h"

#include "table/pilestack.h"
#include "table/tablelayout_units.h"

#include <algorithm>
#include <cmath>

using namespace TableUnits;

QPointF TableLayout::promptCentre() const
{
    // Prompts come when the trick is empty (passing, bids, choices, the end of a deal), so they
    // take its place in the middle, where the eye already is.
    return m_centre;
}

int TableLayout::promptWidth() const
{
    // The width of the trick, so the shared piles beside it stay in view.
    return qRound(dropZone().width());
}

int TableLayout::promptMaxWidth() const
{
    // Between the side columns (or the table's margins): a long question or a row of long
    // buttons may cover the shared piles for a moment, but never a seat.
    qreal left = m_margin;
    qreal right = m_area.width() - m_margin;
    for (int rel = 1; rel < m_seats; ++rel) {
        const QRectF box = seatBox(rel);
        if (box.bottom() <= m_centre.y() - dropZone().height() / 2)
            continue; // a box of the top row, above the panel
        if (box.center().x() < m_centre.x())
            left = std::max(left, box.right() + m_margin);
        else
            right = std::min(right, box.left() - m_margin);
    }
    const qreal half = std::min(m_centre.x() - left, right - m_centre.x());
    return std::max(promptWidth(), qRound(2 * half));
}

void TableLayout::placeInfo()
{
    // Four lines of facts at the plates' text size, in the first free corner; narrower rather
    // than not at all.
    const qreal line = std::ceil(fontPixels() * 1.35);
    const qreal height = 4 * line + 0.2 * unit();
    const std::vector<QRectF> taken = occupiedRects(MostCards, MostCards);
    const qreal gap = Gap * unit();
    const auto isFree = [&](const QRectF& candidate) {
        const QRectF padded = candidate.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2);
        return std::none_of(taken.begin(), taken.end(),
                            [&](const QRectF& r) { return r.intersects(padded); });
    };
    for (const qreal units : {3.8, 3.2, 2.6}) {
        const qreal width = std::min(units * unit(), m_area.width() * 0.34);
        const QRectF candidates[] = {
            QRectF(m_margin, m_margin, width, height),
            QRectF(m_area.width() - m_margin - width, m_margin, width, height),
            QRectF(m_area.width() - m_margin - width, m_area.height() - m_margin - height, width,
                   height),
        };
        for (const QRectF& candidate : candidates) {
            if (isFree(candidate)) {
                m_info = QRectF(snap(candidate.topLeft()), candidate.size());
                return;
            }
        }
    }
    // No corner free (many seats on a small table): a narrower, taller panel elsewhere.
    m_info = QRectF();
    for (const qreal units : {2.6, 2.2, 1.8}) {
        const qreal width = std::min(units * unit(), m_area.width() * 0.34);
        m_info = freePlace(QSizeF(width, std::ceil(height * 2.6 / units)));
        if (!m_info.isEmpty())
            return;
    }
}

QRectF TableLayout::freePlace(QSizeF size) const
{
    const std::vector<QRectF> taken = occupiedRects(MostCards, MostCards);
    const qreal gap = Gap * unit();
    const qreal line = std::ceil(fontPixels() * 1.35);
    const QRectF prompt(promptCentre().x() - promptWidth() / 2.0, promptCentre().y() - 2 * line,
                        promptWidth(), 4 * line);
    const auto isFree = [&](const QRectF& candidate) {
        const QRectF padded = candidate.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2);
        return !candidate.intersects(prompt) &&
               std::none_of(taken.begin(), taken.end(),
                            [&](const QRectF& r) { return r.intersects(padded); });
    };
    // Along the table's edges from the top left round, then anywhere off the middle.
    const qreal step = std::max(4.0, 0.1 * unit());
    const qreal right = m_area.width() - m_margin - size.width();
    const qreal bottom = m_area.height() - m_margin - size.height();
    std::vector<QPointF> places;
    for (qreal x = m_margin; x <= right; x += step)
        places.emplace_back(x, m_margin);
    for (qreal y = m_margin; y <= bottom; y += step) {
        places.emplace_back(m_margin, y);
        places.emplace_back(right, y);
    }
    for (qreal x = m_margin; x <= right; x += step)
        places.emplace_back(x, bottom);
    const qreal coarse = std::max(step, 0.25 * unit());
    for (qreal y = m_margin; y <= bottom; y += coarse)
        for (qreal x = m_margin; x <= right; x += coarse)
            places.emplace_back(x, y);
    for (const QPointF& place : places) {
        const QRectF candidate(place, size);
        if (isFree(candidate))
            return QRectF(snap(candidate.topLeft()), candidate.size());
    }
    return {};
}

QRectF TableLayout::infoRect() const
{
    return m_info;
}

QRectF TableLayout::noticeRect(int handCount) const
{
    const QRectF hand = handArea(std::max(1, handCount));
    const qreal height = std::ceil(fontPixels() * 2.2);
    const qreal width = std::clamp(hand.width(), 6.0 * unit(), m_area.width() - 2 * m_margin);
    const qreal top = hand.top() - Raise * m_hand.width() - height - 0.08 * unit();
    return QRectF(snap(QPointF(m_area.width() / 2 - width / 2, top)), QSizeF(width, height));
}

std::vector<QRectF> TableLayout::occupiedRects(int personHand, int opponentHand) const
{
    std::vector<QRectF> rects;
    rects.push_back(handArea(personHand).adjusted(0, -Raise * m_hand.width(), 0, 0));
    rects.push_back(badgeRect(0));
    rects.push_back(pileRect(wonPile(0)));
    for (int rel = 1; rel < m_seats; ++rel) {
        const QPointF last = opponentCard(rel, std::max(0, opponentHand - 1), opponentHand);
        const QRectF fan(opponentCard(rel, 0, opponentHand),
                         QPointF(last.x() + m_back.width(), last.y() + m_back.height()));
        rects.push_back(badgeRect(rel).united(fan).united(pileRect(wonPile(rel))));
    }
    rects.push_back(dropZone());
    rects.push_back(turnUpPlate().united(pileRect(stockPile())));
    rects.push_back(pileRect(discardPile()).united(pileRect(asidePile())));
    return rects;
}
