#pragma once
// How Euchre's searching levels play a sampled deal out to its end (docs/ai.md, "Euchre"): a
// seat still to speak makes trumps as the heuristic player would (EuchrePlayer::shouldMake), the
// dealer discards as it would, and the tricks are played for the side: win as cheaply as
// possible unless the partner is winning, else throw the weakest card; one card in ten at random
// so that the searched deals still differ. A random playout would order up and go alone on any
// hand, and value every call as a coin toss.
//
// It plays a sampled world, where every hand is dealt: each seat plays from its own hand, the
// trick and what was called, never from another seat's cards.

namespace fs {

class GameState;
class Rng;

void euchrePlayout(GameState& s, Rng& rng);

} // namespace fs
