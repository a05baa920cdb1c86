// Oh Hell without the hook bids in secret until every bid is in (docs/rules/ohhell.md, R-14): a
// world sampled for a seat during the bidding needs a bid for each seat that has already made
// one. It gets what its sampled hand plainly takes: aces and high trumps.
#include "games/ohhell/ohhellrules.h"

#include <algorithm>

namespace fs {

void OhHellRules::completeHidden(GameState& world, int seat) const
{
    const auto& v = world.vars<OhHellVars>();
    if (v.bidsRevealed)
        return;
    const Pack& p = pack();
    int bidder = world.eldest();
    for (int i = 0; i < v.bidsMade; ++i, bidder = world.nextSeat(bidder)) {
        auto& bid = world.bids[static_cast<std::size_t>(bidder)];
        if (bidder == seat || bid >= 0)
            continue;
        int sure = 0;
        for (const Card c : world.hand(bidder))
            if (p.rank(c) == 14 || (p.suit(c) == world.trump && p.rank(c) >= 12))
                ++sure;
        bid = static_cast<std::int8_t>(std::min<int>(sure, v.handSize));
    }
}

} // namespace fs
