#pragma once
// What a finished deal of Aluette leaves on the score sheet besides the points: who won, and how
// the deal was dealt and announced (core/dealfacts.h; docs/rules/aluette.md). Its Rules::dealFacts
// fills it; a seat of -1 is nobody.

#include "core/dealfacts.h"

#include <array>

namespace fs {

struct AluetteFacts {
    int dealWinner = -1;     // who won the deal on tricks (-1: void)
    bool stackDealt = false; // all four accepted the chant and the singers drew
    int announcer = -1;      // who announced Mordienne
    bool extraDeal = false;  // a deal beyond the five, played because the sides were level
};

} // namespace fs
