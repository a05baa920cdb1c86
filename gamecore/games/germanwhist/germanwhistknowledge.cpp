// What a German Whist seat knows beyond its hand (docs/rules/germanwhist.md): the face-up stock
// card and every card a player took face up, and that a hand refilled from the stock may hold a
// suit its player showed out of earlier.
#include "games/germanwhist/germanwhistrules.h"

#include <algorithm>

namespace fs {

int GermanWhistRules::firstTrickShowingVoids(const GameState&) const
{
    return PhaseOneTricks;
}

void GermanWhistRules::addKnowledge(const GameState& view, int seat, Knowledge& k) const
{
    const auto& v = view.vars<GermanWhistVars>();
    const int other = 1 - seat;
    k.holds[static_cast<std::size_t>(other)].insert(v.shown[static_cast<std::size_t>(other)]);
    if (view.turnUp.valid() && k.pileCount > 0)
        k.pileKnown[0].insert(view.turnUp);
}

// The turned card stays on top; the rest of the stock goes under it in a random order.
void GermanWhistRules::placeHidden(GameState& world, int seat, int pile, CardSet cards,
                                   Rng& rng) const
{
    if (pile != 0 || world.stockSize == 0)
        return;
    Rules::placeHidden(world, seat, pile, cards - world.turnUp, rng);
    std::copy_backward(world.stock.begin(), world.stock.begin() + world.stockSize - 1,
                       world.stock.begin() + world.stockSize);
    world.stock[0] = world.turnUp;
}

// The target rises with the match (50, 60 ...) and only the rows tell where it stands, so a deal
// is valued by the standings and the tricks it gains.
double GermanWhistRules::matchValue(const GameState& s, int column) const
{
    const DealScore sc = score(s);
    std::array<int, 2> after{};
    for (std::size_t c = 0; c < 2; ++c)
        after[c] = s.totalsAtStart[c] + sc.points[c];
    return standingValue(after, sc, column);
}

} // namespace fs
