// What an Aluette seat knows beyond its hand (docs/rules/aluette.md): any card may be played, so
// play shows no voids; a singer knows what it discarded, and the stack and the other singer's
// discards are face-down piles.
#include "games/aluette/aluetterules.h"

namespace fs {

void AluetteRules::addKnowledge(const GameState& view, int seat, Knowledge& k) const
{
    Rules::addKnowledge(view, seat, k);
    k.outOfPlay.insert(view.vars<AluetteVars>().discarded[static_cast<std::size_t>(seat)]);
}

// Pile 0 is the stack (empty once given out), then the other seats' discards in seat order.
int AluetteRules::hiddenPiles(const GameState& full, int seat,
                              std::array<CardSet, MaxPiles>& piles) const
{
    if (Rules::hiddenPiles(full, seat, piles) == 0)
        piles[0] = CardSet();
    int n = 1;
    for (int other = 0; other < 4; ++other)
        if (other != seat)
            piles[static_cast<std::size_t>(n++)] =
                full.vars<AluetteVars>().discarded[static_cast<std::size_t>(other)];
    return n;
}

void AluetteRules::placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng& rng) const
{
    if (pile == 0) {
        Rules::placeHidden(world, seat, pile, cards, rng);
        return;
    }
    int n = 1;
    for (int other = 0; other < 4; ++other)
        if (other != seat && n++ == pile)
            world.vars<AluetteVars>().discarded[static_cast<std::size_t>(other)] = cards;
}

} // namespace fs
