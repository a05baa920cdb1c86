#pragma once
// Why a searched decision was made: what the search found for the chosen option against the next
// best, in the game's terms (points taken in Hearts, the standings where the match is won by
// place), as codes and numbers, and in one line of English for the command line. Shared by the
// searching players so a hint reads the same whichever level or game it comes from.

#include "ai/computerplayer.h"

#include <string>

namespace fs {

class Pack;
class Rules;

// From `d.options`, best first, and `d.worlds`.
DecisionWhy explainDecision(const Decision& d, const Rules& rules);

// `why` in English: "expects to take 2.1 points this deal, against 3.5 with the Q♠ (12000 deals
// searched)"; "" for WhyKind::None.
std::string reasonText(const DecisionWhy& why, const Rules& rules);

// How the English line names an action: "the Q♠", "bidding 3", "passing A♥ K♥ 2♣", "throw in".
std::string actionWords(const Action& action, const Pack& pack, const Vocabulary& words);

// Tricks taken in `g` by `seat` and the seats that score with it.
int sideTricks(const GameState& g, int seat);

// The answer when only one action is legal: nothing to search.
Decision onlyChoice(const Action& action);

} // namespace fs
