#pragma once
// A person's decision the tests can repeat exactly: the lowest card, the lowest cards to pass or
// discard, the lowest bid, the first choice. Any fixed rule would do; what matters is that two
// matches compared with each other both take it.

#include "core/action.h"
#include "core/legalactions.h"

#include <bit>

inline fs::Action lowestAction(const fs::LegalActions& legal)
{
    if (!legal.play.empty())
        return fs::Action::play(legal.seat, legal.play.lowest());
    if (legal.selectCount > 0) {
        fs::CardSet chosen;
        for (fs::Card card : legal.select) {
            if (chosen.size() == legal.selectCount)
                break;
            chosen.insert(card);
        }
        return legal.selectKind == fs::ActionKind::Pass ? fs::Action::pass(legal.seat, chosen)
                                                        : fs::Action::discard(legal.seat, chosen);
    }
    if (legal.bids != 0)
        return fs::Action::bid(legal.seat, std::countr_zero(legal.bids));
    return fs::Action::choose(legal.seat, static_cast<fs::Choice>(std::countr_zero(legal.choices)));
}
