#pragma once
// What a finished deal leaves on a player's score sheet besides the points: the hand size,
// whether the players bid, and the game's own facts (who was High in Arm's Length, how Seconds
// paired the players, Whist's odd tricks and honours). Filled by Rules::dealFacts when the deal
// is scored. A game keeps its own facts in a plain struct declared in games/<id>/ and reached
// through own<T>(), as GameState keeps its variables, so the core names none of them. No text:
// the app words it.

#include "core/limits.h"

#include <array>
#include <cstddef>
#include <new>
#include <type_traits>

namespace fs {

inline constexpr std::array<int, MaxSeats> NoSeats = [] {
    std::array<int, MaxSeats> seats{};
    seats.fill(-1);
    return seats;
}();

class DealFacts {
public:
    static constexpr std::size_t OwnBytes = 64;

    int handSize = 0;     // cards dealt to each player
    bool bidding = false; // the players bid for tricks (ScoreRow::bids holds the bids)

    // The game's own facts: T is that game's struct, trivially copyable, with its "none" values
    // as default member initialisers. Read from facts that hold none, it gives those defaults.
    template <class T> T& own()
    {
        checkOwn<T>();
        if (!m_hasOwn) {
            new (m_own.data()) T{};
            m_hasOwn = true;
        }
        return *std::launder(reinterpret_cast<T*>(m_own.data()));
    }
    template <class T> T own() const
    {
        checkOwn<T>();
        return m_hasOwn ? *std::launder(reinterpret_cast<const T*>(m_own.data())) : T{};
    }

private:
    template <class T> static constexpr void checkOwn()
    {
        static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= OwnBytes && alignof(T) <= 8);
    }
    alignas(8) std::array<std::byte, OwnBytes> m_own{};
    bool m_hasOwn = false;
};

} // namespace fs
