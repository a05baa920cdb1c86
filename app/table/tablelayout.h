#pragma once
// Where everything goes on a table of a given size, measured in card widths. Seats are counted
// relative to the person (0 = the person, at the bottom, then clockwise: 1 on the left, ...), so
// the same layout serves any seat the person takes. Positions are top-left corners of cards, on
// whole pixels so pixmaps are drawn unscaled and stay sharp.

#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QSizeF>

class TableLayout {
public:
    TableLayout() = default;
    TableLayout(QSizeF area, int seats, qreal aspect);

    QSize cardSize() const { return m_card; }
    // Opponents' face-down hands are drawn smaller: they matter less than the trick.
    QSize backSize() const { return m_back; }
    qreal unit() const { return m_card.width(); }
    int fontPixels() const;

    // The person's hand, fanned at the bottom; `raised` lifts a selected card.
    QPointF handCard(int index, int count, bool raised) const;
    QRectF handArea(int count) const;
    // An opponent's face-down hand: a fan along the top or a column at a side.
    QPointF opponentCard(int relSeat, int index, int count) const;
    QPointF badgeCentre(int relSeat, QSizeF badge, int handCount) const;
    // A card on the trick, pushed from the centre toward the seat that played it.
    QPointF trickCard(int relSeat) const;
    // Where a trick is swept to when that seat takes it.
    QPointF collectPoint(int relSeat) const;
    QPointF centre() const { return m_centre; }
    QRectF dropZone() const;
    // Where buttons (pass, choices, next deal) appear.
    QPointF promptCentre() const;

private:
    bool atSide(int relSeat) const;
    QPointF direction(int relSeat) const;
    QPointF anchor(int relSeat) const; // centre of an opponent's hand

    QSizeF m_area;
    int m_seats = 4;
    QSize m_card{60, 84};
    QSize m_back{42, 59};
    QPointF m_centre;
    qreal m_handTop = 0;
    qreal m_margin = 8;
};
