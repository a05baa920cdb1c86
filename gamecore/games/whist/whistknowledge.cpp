// What a Whist seat knows beyond its hand (docs/rules/whist.md): everyone saw the dealer's turned
// card, which stays in the dealer's hand until played.
#include "games/whist/whistrules.h"

#include <cmath>

namespace fs {

void WhistRules::addKnowledge(const GameState& view, int, Knowledge& k) const
{
    k.holds[view.dealer].insert(view.vars<WhistVars>().turnedCard);
}

// The score of the game in progress is all the state holds (Whist::totals starts each game of a
// rubber at 0-0): a side that reaches the target wins the game, which is what the players aim at.
double WhistRules::matchValue(const GameState& s, int column) const
{
    const DealScore sc = score(s);
    std::array<int, 2> after{};
    for (std::size_t c = 0; c < 2; ++c)
        after[c] = s.totalsAtStart[c] + sc.points[c];
    const int mine = after[static_cast<std::size_t>(column)];
    const int theirs = after[static_cast<std::size_t>(1 - column)];
    if (mine >= m_options.target || theirs >= m_options.target)
        return mine > theirs ? 1.0 : 0.0;
    return standingValue(after, sc, column);
}

} // namespace fs
