#pragma once
// Where the review table puts things: every seat's box (name, tricks, the hand face up, a row
// for cards passed or laid aside) on an ellipse round the table, seat 0 at the bottom and the
// others clockwise as at the game table; the trick in the middle, each card pushed toward its
// player; a corner for trumps and the stock. The card size is the largest at which no two of
// these overlap, so the same code serves two seats with thirteen cards and ten seats with five.

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <vector>

class ReviewLayout {
public:
    ReviewLayout() = default;
    // `maxHand`: the most cards any seat holds during the deal (the box is sized for it, so
    // the layout does not jump between steps); `asideRow`: room under each hand for passed or
    // laid-aside cards.
    ReviewLayout(QSizeF area, int seats, int maxHand, qreal aspect, bool asideRow);

    int seats() const { return m_seats; }
    QSizeF cardSize() const { return m_card; }
    QSizeF smallCardSize() const { return m_card * SmallScale; }
    qreal fontPixels() const { return m_font; }
    qreal lineHeight() const { return m_font * 1.5; }
    // Horizontal distance between the cards of a fanned hand.
    qreal handStep() const { return m_card.width() * HandOverlap; }

    QRectF seatBox(int seat) const;
    // The header line of a seat's box, and where its hand (or aside row) starts.
    QRectF headerRect(int seat) const;
    QPointF handOrigin(int seat, int cards) const;
    QPointF asideOrigin(int seat) const;
    // Top-left of a card of the trick played by `seat`.
    QPointF trickCard(int seat) const;
    QRectF trickArea() const;
    QRectF infoArea() const; // trumps, the turned-up card, the stock
    QPointF centre() const { return m_centre; }

private:
    static constexpr qreal HandOverlap = 0.42;
    static constexpr qreal SmallScale = 0.62;

    bool fits() const;
    qreal trickOverlap() const;
    void placeInfo();
    void place(qreal cardHeight);
    QSizeF boxSize() const;
    QPointF direction(int seat) const;

    QSizeF m_area;
    int m_seats = 4;
    int m_maxHand = 13;
    qreal m_aspect = 2.5 / 3.5;
    bool m_aside = false;
    QSizeF m_card{50, 70};
    qreal m_font = 12;
    QPointF m_centre;
    std::vector<QRectF> m_boxes;
    QSizeF m_trickRadius;
    QRectF m_info;
};
