#pragma once
// The table's shared numbers: how long each movement takes at normal speed, and the stacking
// order of what lies on the table. One place, so the files of TableView agree.

#include <QtGlobal>

namespace table {

// Normal animation lengths in milliseconds; long enough to follow, short enough not to wait on.
constexpr int PlayMs = 260;
constexpr int CollectMs = 320;
constexpr int TrickHoldMs = 750; // the full trick stays in view before it is swept away
constexpr int DealMs = 380;
constexpr int RelayoutMs = 180;
constexpr int DrawMs = 420;
constexpr int AutoNextDealMs = 2500;
constexpr int AutoPlayMs = 350; // before the only legal card is played for the person

// Stacking order: opponents' hands under the trick, the trick under the hand, panels on top.
constexpr qreal BackZ = 10;
constexpr qreal PileZ = 30;
constexpr qreal TrickZ = 100;
constexpr qreal HandZ = 200;
constexpr qreal FlyingZ = 500; // a card in flight; layouts leave it to its animation
constexpr qreal BadgeZ = 600;
constexpr qreal PanelZ = 900;

} // namespace table
