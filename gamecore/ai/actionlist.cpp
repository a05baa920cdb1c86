#include "ai/actionlist.h"

#include <bit>

namespace fs {
namespace {

void subsets(CardSet from, int k, CardSet chosen, const LegalActions& legal,
             std::vector<Action>& out)
{
    if (k == 0) {
        out.push_back({legal.selectKind, legal.seat, 0, chosen});
        return;
    }
    if (from.size() < k)
        return;
    const Card first = from.lowest();
    from.remove(first);
    CardSet with = chosen;
    with.insert(first);
    subsets(from, k - 1, with, legal, out);
    subsets(from, k, chosen, legal, out);
}

} // namespace

void appendSimpleActions(const LegalActions& legal, std::vector<Action>& out)
{
    for (const Card c : legal.play)
        out.push_back(Action::play(legal.seat, c));
    for (std::uint64_t bids = legal.bids; bids != 0; bids &= bids - 1)
        out.push_back(Action::bid(legal.seat, std::countr_zero(bids)));
    for (std::uint64_t choices = legal.choices; choices != 0; choices &= choices - 1)
        out.push_back(Action::choose(legal.seat, static_cast<Choice>(std::countr_zero(choices))));
}

void appendAllSelections(const LegalActions& legal, std::vector<Action>& out)
{
    if (legal.selectCount > 0)
        subsets(legal.select, legal.selectCount, CardSet(), legal, out);
}

} // namespace fs
