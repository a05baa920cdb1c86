#pragma once
// What must hold at every decision of every deal of every game, checked from outside the rules:
// something to do, cards accounted for, a seat's view agreeing with the full state and hiding
// the other hands, copies of a state staying equal, and a match's record replaying to the same
// score sheet. The test harness and `followsuit-cli soak` share these. Each returns an empty
// string when all is well and otherwise says what broke (the caller adds where).

#include "core/action.h"
#include "core/match.h"
#include "registry/options.h"

#include <string>

namespace fs::check {

bool sameLegal(const LegalActions& a, const LegalActions& b);
bool sameEvent(const Event& a, const Event& b);
bool sameState(const GameState& a, const GameState& b);

// No card in two hands, none played twice, none played still in a hand, none outside the pack.
std::string cardsAccountedFor(const GameState& s);

// The position before a decision of the deal in progress.
std::string position(const Match& match);

// Applies `action` to the match and to a copy of its state; both must agree, events included.
std::string applyAndCompare(Match& match, const Action& action);

// The match's record, written and read back, replays to the same rows and totals.
std::string recordReplays(const Match& match, const Options& options);

// "seed 7, deal 3, action 41": where a problem was found, for messages.
std::string where(const Match& match);

} // namespace fs::check
