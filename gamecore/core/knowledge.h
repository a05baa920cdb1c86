#pragma once
// What one seat knows about where the cards are, drawn from its PlayerView alone: the cards it
// holds, cards it knows another seat holds (cards it passed, a turned card the dealer took up,
// cards drawn face up), cards it knows are out of play (played, turned and left on the table,
// its own discards), the suits each seat has shown out of, every hand's size and the sizes of
// the face-down piles (stock, widow, others' discards). What is left is `unseen`: the cards
// whose place it does not know, which the sampler (core/sampler.h) deals out again.

#include "core/cardset.h"
#include "core/limits.h"

#include <array>
#include <cstdint>

namespace fs {

class PlayerView;

inline constexpr int MaxPiles = 6; // face-down piles besides the hands (stock, widow, discards)

struct Knowledge {
    int seat = -1;
    int seats = 0;
    std::array<CardSet, MaxSeats> holds{};         // cards known to be in each hand now
    std::array<std::uint8_t, MaxSeats> handSize{}; // cards in each hand (public)
    std::array<std::uint8_t, MaxSeats> voids{};    // bit s: that seat holds no card of suit s
    CardSet outOfPlay;                             // played, left on the table, set aside by us
    CardSet unseen;                                // the rest: place unknown
    int pileCount = 0;
    std::array<std::uint8_t, MaxPiles> pileSize{};
    std::array<CardSet, MaxPiles> pileKnown{}; // cards known to be in a pile (a face-up top card)

    // Cards of `seat`'s hand whose identity the seat we model does not know.
    int hiddenInHand(int s) const
    {
        const int n =
            handSize[static_cast<std::size_t>(s)] - holds[static_cast<std::size_t>(s)].size();
        return n > 0 ? n : 0;
    }
    int hiddenInPile(int p) const
    {
        const int n =
            pileSize[static_cast<std::size_t>(p)] - pileKnown[static_cast<std::size_t>(p)].size();
        return n > 0 ? n : 0;
    }
    bool isVoid(int s, int suit) const { return (voids[static_cast<std::size_t>(s)] >> suit) & 1u; }
};

// Everything `view`'s seat knows, as above. Cheap: a pass over the history, done once per
// decision rather than once per simulation.
Knowledge knowledgeOf(const PlayerView& view);

} // namespace fs
