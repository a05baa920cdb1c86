#pragma once
// Deals for tests: the card order of a seeded shuffle, ready for Rules::newDeal.

#include "core/dealsetup.h"
#include "core/match.h"
#include "core/pack.h"
#include "core/rng.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace harness {

// The whole of `pack` shuffled with `seed`, dealt by `dealer` as deal `dealIndex` of the match.
inline fs::DealSetup shuffledSetup(const fs::Pack& pack, std::uint64_t seed, int dealer,
                                   int dealIndex = 0)
{
    fs::Rng rng(seed);
    const std::vector<fs::Card> order = fs::shuffledPack(pack, rng);
    fs::DealSetup setup;
    setup.dealIndex = dealIndex;
    setup.dealer = dealer;
    setup.orderSize = static_cast<int>(order.size());
    std::copy(order.begin(), order.end(), setup.order.begin());
    return setup;
}

} // namespace harness
