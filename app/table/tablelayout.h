#pragma once
// Where everything goes on a table of a given size and number of seats (2 to 10), measured in
// card widths. Seats are counted relative to the person (0 = the person, at the bottom, then
// clockwise: up the left side, along the top, down the right side), so the same layout serves
// any seat the person takes. Every opponent gets a box of its own (name plate, face-down hand,
// won-tricks pile) and the boxes never overlap; shared piles (stock, turned-up card, discards,
// tricks set aside) sit beside the trick in the middle. Positions are top-left corners of cards,
// on whole pixels so pixmaps are drawn unscaled and stay sharp.
//
// The review lays out a finished deal with every hand face up ("open hands"): the other seats'
// cards are drawn larger and fanned wider there, so their indices can be read.
//
// Larger cards (the "Card size" preference) multiply the size of the cards that are read, the
// person's hand and the cards on the trick, while plates, opponents' backs and piles keep the
// size the window gives them. The layout grants as much of the size asked as fits: the trick's
// cards close in on each other (each keeps an index in view) and the hand's fan tightens, and
// when even that leaves something overlapping or off the table, the cards grow less.

#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QSizeF>

#include <vector>

class TableLayout {
public:
    TableLayout() = default;
    // `plateLines`: the most lines a seat's plate carries (name, counts, the game's notes), each
    // kept free above the seat's cards.
    TableLayout(QSizeF area, int seats, qreal aspect, bool openHands = false, qreal cardScale = 1.0,
                int plateLines = 2);

    QSizeF area() const { return m_area; }
    int seats() const { return m_seats; }
    int plateLines() const { return m_plateLines; }
    bool openHands() const { return m_open; }
    QSize cardSize() const { return m_card; }
    // The person's hand may be drawn larger than the trick when the height allows.
    QSize handCardSize() const { return m_hand; }
    // Opponents' face-down hands and the piles are drawn smaller: they matter less.
    QSize backSize() const { return m_back; }
    // The measure of plates, gaps and piles: the card width the window allows, before any
    // card scale.
    qreal unit() const { return m_unit; }
    // The card scale granted (1 to the scale asked): what fits of what was asked.
    qreal cardScale() const { return m_scale; }
    int fontPixels() const;

    // The person's hand, fanned at the bottom; `raised` lifts a selected card.
    QPointF handCard(int index, int count, bool raised) const;
    QRectF handArea(int count) const;
    // The rectangle a seat's name plate is drawn in (the plate elides text to fit).
    QRectF badgeRect(int relSeat) const;
    // Everything of one opponent: plate, hand and won pile (for the person: plate and hand).
    QRectF seatBox(int relSeat) const;
    // A card of an opponent's face-down hand, fanned under its plate.
    QPointF opponentCard(int relSeat, int index, int count) const;
    // The pile of tricks a seat has won this deal (top-left of its first card).
    QPointF wonPile(int relSeat) const;
    // A card on the trick, pushed from the centre toward the seat that played it.
    QPointF trickCard(int relSeat) const;
    // Where a trick is swept to when that seat takes it.
    QPointF collectPoint(int relSeat) const { return wonPile(relSeat); }

    // Shared piles, top-left of their cards (back size).
    QPointF stockPile() const;
    QPointF turnUpCard() const; // full card size, beside the stock
    // The plate the turned-up card lies on, apart from the trick, with its caption line on top.
    QRectF turnUpPlate() const;
    QRectF turnUpCaption() const;
    // A game's own face-down piles (Hearts' widow), where a stock would lie.
    QPointF extraPile(int index) const;
    QPointF discardPile() const;
    QPointF asidePile() const; // tricks that went to nobody
    QRectF sharedPilesArea() const;
    // The place of a pile whose top-left is `topLeft`: a back and the stack's thickness.
    QRectF pileRect(QPointF topLeft) const;

    QPointF centre() const { return m_centre; }
    QRectF dropZone() const;
    // Where the decision panel (bids, choices, passes, next deal) appears, and its width: the
    // width of the trick, or more when the panel's text and buttons need it (up to the room
    // between the side boxes).
    QPointF promptCentre() const;
    int promptWidth() const;
    int promptMaxWidth() const;
    // A free corner of the table for what matters now (deal, trumps, the game's facts), away from
    // every plate, hand and pile; empty when the table has no such room.
    QRectF infoRect() const;
    // The first free place for a panel of `size` when infoRect() is too small for what it has to
    // say: along the table's edges, else anywhere clear of every plate, hand, pile and prompt;
    // empty when there is none.
    QRectF freePlace(QSizeF size) const;
    // Just above the person's hand: a refusal or a note about the hand, where the eye is.
    QRectF noticeRect(int handCount) const;

    // Every rectangle that must not overlap another (for tests): plates, hands, piles.
    std::vector<QRectF> occupiedRects(int personHand, int opponentHand) const;

private:
    QPointF direction(int relSeat) const;
    // Everything, for trick cards `scale` times the unit and a hand `handFactor` units wide.
    void place(qreal scale, qreal handFactor);
    // Whether the scaled layout keeps every piece whole, apart and readable.
    bool fits() const;
    void placeSeats();
    void placeInfo();
    // The card width the area allows, with plates `badgeUnits` card widths high.
    qreal unitFor(qreal badgeUnits, qreal pileUnits, int sides, int top);

    QSizeF m_area;
    qreal m_unit = 60;
    qreal m_scale = 1.0;
    qreal m_handScale = 1.0; // the hand's size in units when no card scale is asked
    bool m_squeezed = false; // the trick had to close in further than its cards allow
    qreal m_boxUnits = 2.3;
    qreal m_badgeUnits = 0.5; // a plate's height, in card widths
    qreal m_boxHeightUnits = 1.35;
    qreal m_trickRxUnits = 1.15; // the trick's ellipse, in card widths and heights
    qreal m_trickRyUnits = 0.6;
    int m_seats = 4;
    int m_plateLines = 2;
    bool m_open = false;
    qreal m_backScale = 0.55;
    qreal m_aspect = 2.5 / 3.5;
    QSize m_card{60, 84};
    QSize m_hand{60, 84};
    QSize m_back{36, 50};
    QPointF m_centre;
    qreal m_handTop = 0;
    qreal m_margin = 8;
    QSizeF m_box;         // an opponent's box
    QSizeF m_badge;       // a name plate
    qreal m_trickRx = 60; // trick slots lie on an ellipse around the centre
    qreal m_trickRy = 50;
    std::vector<QRectF> m_boxes; // by relative seat; [0] is the person's plate
    QRectF m_info;
};
