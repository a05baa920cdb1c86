#pragma once
// The measures TableLayout is built from, in card widths, shared by the files that implement it
// (tablelayout.cpp places the pieces, tablelayout_free.cpp finds the free room).

#include <QPointF>
#include <QtGlobal>

#include <cmath>

namespace TableUnits {

// Fractions of a card width, chosen by eye on 1280x800 and 1920x1080 screens.
inline constexpr qreal HandStep = 0.36;  // visible part of each card in the person's fan
inline constexpr qreal BackStep = 0.16;  // step between backs in an opponent's fan, at most
inline constexpr qreal Raise = 0.28;     // how far a card chosen for passing rises
inline constexpr qreal BackScale = 0.55; // opponents' hands and piles
// With open hands (the review) the other seats' cards are read, not counted: larger, and fanned
// so that each index shows.
inline constexpr qreal OpenBackScale = 0.7;
inline constexpr qreal OpenStep = 0.3; // of an open card's width
// An opponent's box: plate over fan and won pile. Seven or more players hold at most seven
// cards each, so their boxes can be narrower and the cards larger. Open hands need room for a
// fan of readable cards: thirteen steps and a card, and the won pile.
inline qreal boxWidth(int seats, bool open)
{
    if (open) {
        const int cards = seats >= 7 ? 7 : seats == 3 ? 17 : 13;
        return OpenBackScale * (1 + OpenStep * (cards - 1) + 1.35);
    }
    return seats >= 7 ? 1.9 : 2.3;
}
inline constexpr qreal BadgeHeight = 0.5;
inline constexpr qreal Gap = 0.2;
inline constexpr qreal PersonBadgeWidth = 2.0;
// Larger cards: at most twice the size, tried in steps of this; a hand's fan never tighter than
// this part of a card (the index column stays in view).
inline constexpr qreal MaxCardScale = 2.0;
inline constexpr qreal ScaleStep = 0.05;
inline constexpr qreal MinHandStep = 0.2;
// The most cards a hand holds in any game (Hearts with three players): what the corner of facts
// keeps clear of.
inline constexpr int MostCards = 17;

inline QPointF snap(QPointF p)
{
    return QPointF(std::round(p.x()), std::round(p.y()));
}

// How many opponents sit on each side column; the rest sit along the top.
inline int sideCount(int opponents)
{
    if (opponents < 3)
        return 0;
    return opponents >= 7 ? 2 : 1;
}

} // namespace TableUnits
