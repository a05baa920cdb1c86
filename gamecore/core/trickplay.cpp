#include "core/trickplay.h"

#include <algorithm>
#include <array>

namespace fs::trickplay {

int dealHands(GameState& s, const Card* order, int perSeat, int batch)
{
    // Each seat's hand is gathered in a register and stored once: every playout deals a pack,
    // and or-ing card by card into the state's array makes a chain of loads and stores.
    const int seats = s.seats();
    const int round = seats * batch; // cards handed out in one round of batches
    for (int k = 0, seat = s.eldest(); k < seats; ++k, seat = s.nextSeat(seat)) {
        std::uint64_t hand = s.hands[static_cast<std::size_t>(seat)].bits();
        if (batch == 1) { // most games deal singly: every seats-th card, from the k-th
            for (int i = k; i < seats * perSeat; i += seats)
                hand |= std::uint64_t{1} << order[i].index;
            s.hands[static_cast<std::size_t>(seat)] = CardSet(hand);
            continue;
        }
        for (int dealt = 0; dealt < perSeat; dealt += batch) {
            const int first = (dealt / batch) * round + k * std::min(batch, perSeat - dealt);
            for (int i = 0; i < std::min(batch, perSeat - dealt); ++i)
                hand |= std::uint64_t{1} << order[first + i].index;
        }
        s.hands[static_cast<std::size_t>(seat)] = CardSet(hand);
    }
    return seats * perSeat;
}

} // namespace fs::trickplay
