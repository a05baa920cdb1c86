#pragma once
// The one line of English a hint shows for a searched decision: what the search found for the
// chosen option against the next best. Shared by the searching players so a hint reads the same
// whichever level or game it comes from.

#include "ai/computerplayer.h"

#include <string>

namespace fs {

// `d.options` best first and `d.worlds` set; "" when nothing was weighed.
std::string decisionReason(const Decision& d);

// The answer when only one action is legal: nothing to search.
Decision onlyChoice(const Action& action);

} // namespace fs
