#pragma once
// The trick on the table: who led and the cards in playing order with their seats. Seats are
// stored rather than derived from the leader, because in some games (four-handed Put) not every
// seat plays to every trick.

#include "core/cardset.h"
#include "core/limits.h"

#include <array>
#include <cstdint>

namespace fs {

struct Trick {
    std::int8_t leader = -1;
    std::uint8_t size = 0;
    std::array<Card, MaxSeats> cards{};
    std::array<std::int8_t, MaxSeats> seats{};
    CardSet all; // the same cards as a set, kept up to date for the winner rules

    bool empty() const { return size == 0; }
    Card led() const { return cards[0]; }
    Card card(int i) const { return cards[static_cast<std::size_t>(i)]; }
    int seat(int i) const { return seats[static_cast<std::size_t>(i)]; }
    CardSet set() const { return all; }
    // Empties the trick without rewriting its arrays (only `size` entries are ever read).
    void clear()
    {
        leader = -1;
        size = 0;
        all = CardSet();
    }
    int positionOf(Card c) const
    {
        for (int i = 0; i < size; ++i)
            if (card(i) == c)
                return i;
        return -1;
    }
    void add(int seatNo, Card c)
    {
        cards[size] = c;
        seats[size] = static_cast<std::int8_t>(seatNo);
        all.insert(c);
        ++size;
    }
};

} // namespace fs
