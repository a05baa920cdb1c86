// What a Euchre seat knows beyond its hand (docs/rules/euchre.md): the cards below the nine are
// not in the Euchre pack, the turn-up lies on the stock, face up and then face down, or in the
// dealer's hand, and a seat that did not follow is void in the suit led as the trump suit counts
// it, the left bower included.
#include "games/euchre/euchrerules.h"

namespace fs {
namespace {

// Marks what `trick` shows: a seat that did not follow the suit led holds none of it. The
// sampler reads voids by the printed suits, so a void in the suit of the trump colour says
// nothing (the left bower, printed in that suit, may still be held) and a void in trumps says
// nothing of the left bower either.
void addVoids(const Trick& trick, int trump, Knowledge& k)
{
    if (trick.size < 2)
        return;
    const int led = EuchreRules::suitOf(trick.led(), trump);
    if (trump >= 0 && led == 3 - trump)
        return;
    for (int i = 1; i < trick.size; ++i)
        if (EuchreRules::suitOf(trick.card(i), trump) != led)
            k.voids[static_cast<std::size_t>(trick.seat(i))] |=
                static_cast<std::uint8_t>(1u << led);
}

} // namespace

void EuchreRules::addKnowledge(const GameState& view, int, Knowledge& k) const
{
    const auto& v = view.vars<EuchreVars>();
    k.outOfPlay |= pack().all() - euchrePack();
    // The turn-up lies on the stock (pile 0), face up and then face down, until picked up.
    if (!v.pickedUp)
        k.pileKnown[0].insert(v.turnUp);
    else
        k.holds[view.dealer].insert(v.turnUp); // the dealer may not discard it
    if (v.discard.valid())
        k.outOfPlay.insert(v.discard); // only the dealer's view holds it
    for (int t = 0; t < view.tricksDone; ++t)
        addVoids(view.completedTrick(t), view.trump, k);
    addVoids(view.trick, view.trump, k);
}

} // namespace fs
