#pragma once
// Who wins a Put deal when from a given point every player, all hands open, plays the card best
// for itself (two-handed this is plain minimax). Only cards are played: the puts and throw-ins
// are weighed around it by the player (putplayer.cpp).
//
// The Put player solves a few dozen of these small deals for every choice it makes, and the
// searching levels call it for every move of every deal they play out, so this is most of their
// time. It therefore plays on a compact copy of the position (each hand as its cards' powers)
// rather than on GameState: the trick, deal-end and winner rules below are those of
// PutRules::applyPlay, afterTrick and trickWinner (docs/rules/put.md), and tst_putsolver checks
// that both give the same winner, position for position.

#include "core/gamestate.h"

namespace fs {

// The deal's winning seat, or -1 for a void deal, from `s` (a deal in its card play, or over).
int solvePutDeal(const GameState& s);

} // namespace fs
