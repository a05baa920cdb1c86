#pragma once
// How Oh Hell's searching levels play a sampled deal out to its end (docs/ai.md, "Oh Hell"):
// every seat tries to make its bid, as Oh Hell players do, instead of playing at random. A
// random playout makes a bid of 2 about as likely to come off as a bid of 0 whatever the cards,
// so the bids and the ducking it values are valued against a table that does not care; a seat
// that needs a trick here wins it, one that has enough ducks, and one in ten cards is played at
// random so that the searched deals still differ.
//
// It plays a sampled world, where every hand is dealt: each seat plays from its own hand, the
// trick and the bids, never from another seat's cards.

namespace fs {

class GameState;
class Rng;

void ohHellPlayout(GameState& s, Rng& rng);

} // namespace fs
