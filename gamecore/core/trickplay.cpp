#include "core/trickplay.h"

#include <algorithm>
#include <array>

namespace fs::trickplay {

namespace {

// Dealing singly to four seats, the commonest case: four hands in four registers, one round of
// the deal per iteration, so there is no inner loop whose exit could mispredict.
void dealSinglyToFour(GameState& s, const Card* order, int perSeat)
{
    std::array<std::uint64_t, 4> hand{};
    for (int i = 0; i < 4; ++i)
        hand[static_cast<std::size_t>(i)] = s.hands[static_cast<std::size_t>(i)].bits();
    std::uint64_t h0 = 0;
    std::uint64_t h1 = 0;
    std::uint64_t h2 = 0;
    std::uint64_t h3 = 0;
    for (int i = 0; i < 4 * perSeat; i += 4) {
        h0 |= std::uint64_t{1} << order[i].index;
        h1 |= std::uint64_t{1} << order[i + 1].index;
        h2 |= std::uint64_t{1} << order[i + 2].index;
        h3 |= std::uint64_t{1} << order[i + 3].index;
    }
    // h0 went to eldest, h1 to the seat after, and so on round the table.
    const int eldest = s.eldest();
    const std::array<std::uint64_t, 4> dealt{h0, h1, h2, h3};
    for (int k = 0; k < 4; ++k)
        hand[static_cast<std::size_t>((eldest + k) & 3)] |= dealt[static_cast<std::size_t>(k)];
    for (int i = 0; i < 4; ++i)
        s.hands[static_cast<std::size_t>(i)] = CardSet(hand[static_cast<std::size_t>(i)]);
}

} // namespace

int dealHands(GameState& s, const Card* order, int perSeat, int batch)
{
    if (batch == 1 && s.seats() == 4) {
        dealSinglyToFour(s, order, perSeat);
        return 4 * perSeat;
    }
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
