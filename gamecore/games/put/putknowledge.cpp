// What a Put seat knows beyond its hand (docs/rules/put.md): any card may be played, so play shows
// no voids; four-handed, a feeder knows the card it passed is its partner's and everyone keeps
// what they laid aside, while the others' laid-aside cards are face-down piles.
#include "games/put/putrules.h"

namespace fs {

void PutRules::addKnowledge(const GameState& view, int seat, Knowledge& k) const
{
    Rules::addKnowledge(view, seat, k);
    if (view.seats() != 4)
        return;
    const auto& v = view.vars<PutVars>();
    k.outOfPlay.insert(v.outOfPlay[static_cast<std::size_t>(seat)]);
    // Once the partner has discarded, the card may be in its hand or its discard: unseen then.
    const Card passed = v.passed[static_cast<std::size_t>(seat)];
    const auto partner = static_cast<std::size_t>((seat + 2) % 4);
    if (passed.valid() && k.handSize[partner] > 3) // three dealt and the one passed
        k.holds[partner].insert(passed);
}

// Four-handed, the other seats' laid-aside cards in seat order; no piles otherwise.
int PutRules::hiddenPiles(const GameState& full, int seat,
                          std::array<CardSet, MaxPiles>& piles) const
{
    if (full.seats() != 4)
        return 0;
    int n = 0;
    for (int other = 0; other < 4; ++other)
        if (other != seat)
            piles[static_cast<std::size_t>(n++)] =
                full.vars<PutVars>().outOfPlay[static_cast<std::size_t>(other)];
    return n;
}

void PutRules::placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng&) const
{
    int n = 0;
    for (int other = 0; other < 4; ++other)
        if (other != seat && n++ == pile)
            world.vars<PutVars>().outOfPlay[static_cast<std::size_t>(other)] = cards;
}

} // namespace fs
