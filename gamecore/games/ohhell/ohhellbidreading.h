#pragma once
// What the other seats' bids say about their cards (docs/ai.md, "Oh Hell"): a seat that bid 4 of
// 8 holds trumps and aces, one that bid 0 holds few. The sampler deals the unseen cards evenly,
// so Hard weighs each sampled deal by how well it explains the bids: a deal counts as much as
// the bids are likely from the hands it gives, each bid read as the tricks the hand was worth
// when it bid (OhHellPlayer::expectedTricks) give or take about a trick.

namespace fs {

class GameState;

// The weight of a sampled `world` seen by `seat`, from 0 to 1: 1 when every other seat's bid is
// what its hand there was worth.
double ohHellBidLikelihood(const GameState& world, int seat);

} // namespace fs
