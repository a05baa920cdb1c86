#pragma once
// The legal actions of a decision as a list, for the searches that weigh them one by one. The
// order is fixed (cards by index, then bids, then choices, then ways to pass or discard), so a
// search that breaks ties by order chooses the same whichever player lists them.

#include "core/legalactions.h"

#include <vector>

namespace fs {

// Appends each card, bid and choice (not a pass or discard) to `out`.
void appendSimpleActions(const LegalActions& legal, std::vector<Action>& out);

// Appends every way to pass or discard `legal.selectCount` cards of `legal.select`.
void appendAllSelections(const LegalActions& legal, std::vector<Action>& out);

} // namespace fs
