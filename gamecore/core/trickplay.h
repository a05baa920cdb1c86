#pragma once
// The trick machinery every game shares, written once: putting a card on the trick, following
// suit, the usual winner rule, and closing a trick into the history. A game adds only its own
// constraints and winner rule on top.

#include "core/gamestate.h"
#include "core/pack.h"

namespace fs::trickplay {

// Cards of `hand` that follow the suit led, or the whole hand when void or leading.
CardSet followSuit(const GameState& s, CardSet hand);

// Moves `card` from the seat's hand onto the trick and into the history.
void playCard(GameState& s, int seat, Card card, EventList* events);

// Seat whose card wins: the highest trump if any was played, otherwise the highest card of the
// suit led. `trump` is a suit index or -1.
int highestOfSuitLed(const GameState& s, int trump);

// Ends the trick: `winner` takes it and leads next, or with winner -1 the trick is spoiled,
// counts for nobody, and its leader leads again.
void closeTrick(GameState& s, int winner, EventList* events);

// Deals `perSeat` cards to every seat from `order`, `batch` at a time, starting with eldest.
// Returns how many cards of `order` were used.
int dealHands(GameState& s, const Card* order, int perSeat, int batch);

} // namespace fs::trickplay
