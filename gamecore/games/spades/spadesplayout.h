#pragma once
// How Spades' searching levels play a sampled deal out to its end (docs/ai.md, "Spades"): each
// seat plays for what its bids need instead of at random. A random playout loses nearly every
// nil whatever the cards and makes a contract of 3 about as likely as one of 6, so it cannot
// tell a sound bid or a duck from a bad one. Here a nil bidder ducks, its partner takes the
// tricks it might be left with, a side short of its contract wins tricks, and a side that has
// made its contract ducks the bags unless the other side's contract can still be set; one card
// in ten is played at random so that the searched deals still differ. Seats still to bid bid
// what their cards are worth (SpadesPlayer::expectedTricks), and nobody bids blind nil.
//
// It plays a sampled world, where every hand is dealt: each seat plays from its own hand, the
// trick and the bids, never from another seat's cards.

namespace fs {

class GameState;
class Rng;

void spadesPlayout(GameState& s, Rng& rng);

} // namespace fs
