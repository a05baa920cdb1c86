#pragma once
// How Seconds' Hard plays a sampled deal out past its tree (docs/ai.md, "Seconds"): every seat
// plays for what this deal's scoring wants of the trick (SecondsPlayer::trickValue), instead of
// at random. Random play takes a trick about as often with an Ace as with a Seven, where under
// the second-highest rule a following Ace never takes one; the searched hands are then
// valued against a table that neither takes nor ducks on purpose.
//
// Each seat plays from its own hand and the trick, never from another seat's cards: the last
// to play knows which of its cards takes the trick; earlier seats play the card that takes it
// in the trick as it stands, or the highest they can when they would rather lose it. One card
// in ten is played at random so that the searched deals still differ.

namespace fs {

class GameState;
class Rng;

void secondsPlayout(GameState& s, Rng& rng);

} // namespace fs
