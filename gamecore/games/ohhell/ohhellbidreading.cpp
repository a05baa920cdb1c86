#include "games/ohhell/ohhellbidreading.h"

#include "core/gamestate.h"
#include "core/pack.h"
#include "games/ohhell/ohhellplayer.h"

#include <cmath>

namespace fs {
namespace {

// How far, in tricks, players' bids stray from what their hands are worth: wide enough that a
// bid the estimate does not expect still leaves the deal in play.
constexpr double BidSpread = 1.0;

} // namespace

double ohHellBidLikelihood(const GameState& world, int seat)
{
    double exponent = 0;
    for (int other = 0; other < world.seats(); ++other) {
        const int bid = world.bids[static_cast<std::size_t>(other)];
        if (other == seat || bid < 0)
            continue;
        // The hand it bid on: what it holds now and what it has played this deal.
        GameState atBid = world;
        CardSet hand = world.hand(other);
        for (int i = 0; i < world.playedCount; ++i)
            if (world.playedBy[static_cast<std::size_t>(i)] == other)
                hand.insert(world.played[static_cast<std::size_t>(i)]);
        atBid.hands[static_cast<std::size_t>(other)] = hand;
        CardSet unseen = world.pack().all() - hand;
        if (world.turnUp.valid())
            unseen.remove(world.turnUp);
        const double miss = bid - OhHellPlayer::expectedTricks(atBid, other, unseen);
        exponent += miss * miss;
    }
    return std::exp(-exponent / (2 * BidSpread * BidSpread));
}

} // namespace fs
