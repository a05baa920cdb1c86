#pragma once
// A first Oh Hell player built on plain card sense, no search. It bids the tricks its hand is
// likely to take (high trumps, aces, guarded kings, ruffs in short suits), weighted by how many
// of the other cards are in play at this hand size and table size. In play it tries to make its
// bid exactly: while short of it, it wins tricks as cheaply as it safely can; once the bid is
// reached, it ducks, and when void it throws the high cards that could win a trick later.

#include "ai/computerplayer.h"

namespace fs {

class OhHellPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override;

    // Exposed for tests: the tricks the seat's hand is expected to take, judged at the bid.
    static double expectedTricks(const GameState& s, int seat);
    // The same from the cards the seat has not seen, when the caller knows them (a bid in a
    // sampled deal, before any card is played: all but its hand and the turn-up).
    static double expectedTricks(const GameState& s, int seat, CardSet unseen);
    // The legal bid nearest the expectation (the lower one on a tie).
    static int chooseBid(const GameState& s, int seat, std::uint64_t legalBids);
    // The card to play from `legal`, seeing the state as the seat's view shows it.
    static Card chooseCard(const GameState& s, int seat, CardSet legal);
};

} // namespace fs
