#pragma once
// Deals the cards a seat has not seen back into full states consistent with all it knows: the
// inverse of Rules::hideFrom. Each world keeps the seat's hand, every public fact, each hand's
// and pile's size, the cards known to be in a hand or pile, and no card in a suit a seat has
// shown out of. Computer players search over such worlds and never over the real one.

#include "core/knowledge.h"
#include "core/playerview.h"
#include "core/rng.h"

namespace fs {

class Sampler {
public:
    // `knowledge` must be knowledgeOf(view); both are kept by reference.
    Sampler(const PlayerView& view, const Knowledge& knowledge);

    // One world, drawn at random among those consistent with the knowledge. A world whose
    // shown voids cannot all be kept (never the case when they come from one real deal) keeps
    // the sizes and drops the voids.
    GameState sample(Rng& rng) const;

private:
    using Zones = std::array<CardSet, MaxSeats + MaxPiles>;
    bool deal(Rng& rng, Zones& dealt) const;
    void dealFreely(Rng& rng, Zones& dealt) const;

    const PlayerView& m_view;
    const Knowledge& m_k;
    // Zones that receive unseen cards: seats 0..seats-1, then piles, then the undealt rest.
    std::array<int, MaxSeats + MaxPiles + 1> m_need{};
    int m_zones = 0;
    std::array<std::uint8_t, 4>
        m_bySuitRank{};   // suits in the order to deal: most constrained first
    bool m_voids = false; // some seat has shown out of a suit
};

} // namespace fs
