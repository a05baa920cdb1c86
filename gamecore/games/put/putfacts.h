#pragma once
// What a finished deal of Put leaves on the score sheet besides the points: who played, who won,
// who put and who gave up (core/dealfacts.h; docs/rules/put.md). Its Rules::dealFacts fills it; a
// seat of -1 is nobody.

#include "core/dealfacts.h"

#include <array>

namespace fs {

struct PutFacts {
    std::array<int, 2> activeSeat{-1, -1}; // four-handed, per side: the partner who played
    int dealWinner = -1;                   // who won the deal on tricks (-1: void or conceded)
    int conceded = -1;                     // who threw in, or the last to fold to a put
    int putter = -1;                       // who put
    bool putSeen = false;                  // the put was seen, so the deal was played for the game
};

} // namespace fs
