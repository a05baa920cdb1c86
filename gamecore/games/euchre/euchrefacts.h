#pragma once
// What a finished deal of Euchre leaves on the score sheet besides the points and the trumps
// (ScoreRow::trump): who made trumps, whether alone, how many tricks the makers took, and whether
// everybody passed (core/dealfacts.h; docs/rules/euchre.md). Its Rules::dealFacts fills it; a
// seat of -1 is nobody.

#include "core/dealfacts.h"

namespace fs {

struct EuchreFacts {
    int maker = -1;
    bool alone = false;
    bool orderedUp = false; // trumps were the turn-up's suit, taken up in the first round
    int makersTricks = 0;
    bool thrownIn = false;
};

} // namespace fs
