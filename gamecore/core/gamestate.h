#pragma once
// One deal in progress, as a flat copyable value: bit sets and small arrays, no pointers but the
// one to the immutable rules. Computer players copy and replay it millions of times, so it never
// allocates. Its data members are written only by the game's Rules; everyone else reads.

#include "core/event.h"
#include "core/legalactions.h"
#include "core/limits.h"
#include "core/reason.h"
#include "core/trick.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <span>
#include <type_traits>

namespace fs {

class Rules;
class Pack;

enum class Phase : std::uint8_t { Exchange, Bidding, Declaring, Playing, Finished };

class GameState {
public:
    explicit GameState(const Rules& rules);

    const Rules& rules() const { return *m_rules; }
    const Pack& pack() const { return *m_pack; }
    int seats() const { return seatCount; }
    bool finished() const { return phase == Phase::Finished; }
    // A compare instead of %: this runs for every card played, and division is slow.
    int nextSeat(int seat) const { return seat + 1 >= seatCount ? 0 : seat + 1; }
    int eldest() const { return nextSeat(dealer); }

    LegalActions legalActions() const;
    Reason check(const Action& a) const; // Reason::None when legal
    bool isLegal(const Action& a) const { return check(a) == Reason::None; }
    // Applies a legal action (check it first when it comes from outside).
    void apply(const Action& a, EventList* events = nullptr);

    CardSet hand(int seat) const { return hands[static_cast<std::size_t>(seat)]; }
    int tricksOf(int seat) const { return tricksWon[static_cast<std::size_t>(seat)]; }
    // A completed trick from the history (0 = first). Spoiled tricks have winner -1.
    Trick completedTrick(int index) const;
    int completedTrickWinner(int index) const
    {
        return trickWinners[static_cast<std::size_t>(index)];
    }

    // Per-game variables live in a small inline buffer; each game declares a trivially copyable
    // struct for them, reaches it through vars<T>() and names its fields in Rules::describeVars
    // (core/varsfields.h), which is how they travel to another machine (net/varsjson.h).
    template <class T> T& vars()
    {
        static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= VarBytes);
        return *std::launder(reinterpret_cast<T*>(m_vars.data()));
    }
    template <class T> const T& vars() const
    {
        static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= VarBytes);
        return *std::launder(reinterpret_cast<const T*>(m_vars.data()));
    }
    template <class T> void resetVars()
    {
        static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= VarBytes);
        m_vars.fill(std::byte{0});
        new (m_vars.data()) T{};
    }
    // Whether the per-game variables are the same as `other`'s: the same bytes hold the same
    // values (a view's changes are sent by this, net/viewchanges.h).
    bool sameVars(const GameState& other) const { return m_vars == other.m_vars; }

    // ---- data, written by Rules ----
    std::uint8_t seatCount = 4;
    std::uint8_t dealer = 0;
    std::uint16_t dealIndex = 0; // 0-based number of this deal in the match
    Phase phase = Phase::Finished;
    std::int8_t toAct = -1;
    std::int8_t trump = -1; // suit index, -1 when there is none (yet)
    Card turnUp;            // a card turned face up for trumps or on the stock

    std::array<CardSet, MaxSeats> hands{};
    std::array<CardSet, MaxSeats> won{}; // cards in tricks taken
    std::array<std::uint8_t, MaxSeats> tricksWon{};
    std::array<std::int8_t, MaxSeats> bids{};
    std::array<std::int32_t, MaxSeats> totalsAtStart{}; // match totals per column before this deal

    Trick trick;
    std::uint8_t tricksDone = 0; // completed tricks, spoiled ones included
    std::uint8_t playedCount = 0;
    std::array<Card, MaxPlayed> played{};
    std::array<std::int8_t, MaxPlayed> playedBy{};
    std::array<std::uint8_t, MaxTricks> trickStarts{};
    std::array<std::int8_t, MaxTricks> trickWinners{};

    std::uint8_t stockSize = 0; // stock[0] is the top card
    std::array<Card, MaxStock> stock{};

private:
    static constexpr std::size_t VarBytes = 128;
    const Rules* m_rules;
    const Pack* m_pack; // cached: every trick asks for it, and rules() would be a virtual call
    alignas(8) std::array<std::byte, VarBytes> m_vars{};
};

} // namespace fs
