#pragma once
// The one line of English a hint shows for a searched decision: what the search found for the
// chosen option against the next best, named, in the game's terms (points taken in Hearts, the
// standings where the match is won by place). Shared by the searching players so a hint reads
// the same whichever level or game it comes from.

#include "ai/computerplayer.h"

#include <string>

namespace fs {

class Pack;
class Rules;

// `d.options` best first and `d.worlds` set; "" when nothing was weighed.
std::string decisionReason(const Decision& d, const Rules& rules, const Pack& pack);

// How a hint names an action: "the Q♠", "bidding 3", "passing A♥ K♥ 2♣", "throw in".
std::string actionWords(const Action& action, const Pack& pack);

// The answer when only one action is legal: nothing to search.
Decision onlyChoice(const Action& action);

} // namespace fs
