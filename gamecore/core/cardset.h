#pragma once
// A set of cards as a 64-bit mask: bit i is the card with index i. Every rule that asks "which
// cards may be played" is a handful of AND/OR operations on these, which is what lets computer
// players simulate millions of deals per second.

#include "core/assert.h"
#include "core/card.h"

#include <array>
#include <bit>
#include <type_traits>
#if defined(__BMI2__)
#include <immintrin.h>
#endif
#include <cstdint>

namespace fs {

namespace cardbits {

// Per-byte member counts, each in its own byte.
constexpr std::uint64_t byteCounts(std::uint64_t b)
{
    b = b - ((b >> 1) & 0x5555555555555555ull);
    b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
    return (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0full;
}

// Without the POPCNT instruction (the x86-64 baseline) std::popcount becomes a library call;
// the branch-free count is several times faster in the playout loop.
constexpr int count(std::uint64_t b)
{
#if defined(__POPCNT__)
    return std::popcount(b);
#else
    return static_cast<int>((byteCounts(b) * 0x0101010101010101ull) >> 56);
#endif
}

// SelectInByte[x][k]: position of the k-th set bit of the byte x.
inline constexpr auto SelectInByte = [] {
    std::array<std::array<std::uint8_t, 8>, 256> table{};
    for (int x = 0; x < 256; ++x)
        for (int bit = 0, k = 0; bit < 8; ++bit)
            if ((x >> bit) & 1)
                table[static_cast<std::size_t>(x)][static_cast<std::size_t>(k++)] =
                    static_cast<std::uint8_t>(bit);
    return table;
}();

// Position of the n-th set bit (0-based) of b, which must have more than n members.
// Branch-free: random playouts pick a card with this for every action, and a loop over n
// mispredicts its exit almost every time.
constexpr int selectMember(std::uint64_t b, int n)
{
#if defined(__BMI2__)
    // One instruction where the CPU has it (fast since Intel Haswell and AMD Zen 3).
    if (!std::is_constant_evaluated())
        return std::countr_zero(_pdep_u64(std::uint64_t{1} << n, b));
#endif
    // Broadword select: running member counts per byte (one multiply sums the byte counts);
    // the byte holding member n is the number of bytes whose running count is <= n, and a
    // table finishes inside that byte.
    constexpr std::uint64_t ones = 0x0101010101010101ull;
    constexpr std::uint64_t highs = 0x8080808080808080ull;
    const std::uint64_t running = byteCounts(b) * ones; // byte i: members in bytes 0..i
    // High bit of byte i set when running_i <= n (both are below 128, so no byte borrows).
    const std::uint64_t below = ((static_cast<std::uint64_t>(n) * ones) | highs) - running;
    const int shift = count(below & highs) * 8;
    const int before = static_cast<int>(((running << 8) >> shift) & 0xff);
    return shift + SelectInByte[(b >> shift) & 0xff][static_cast<std::size_t>(n - before)];
}

// Position of the n-th set bit (0-based) of b, or 64 when b has n or fewer members.
constexpr int select(std::uint64_t b, int n)
{
    return n < count(b) ? selectMember(b, n) : 64;
}

} // namespace cardbits

class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(std::uint64_t bits) : m_bits(bits) {}
    // A card's bit: NoCard (index 255) has none, so passing it is a bug in the caller.
    constexpr CardSet(Card c) : m_bits(bit(c)) {}

    static constexpr CardSet firstN(int n)
    {
        return CardSet(n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1);
    }

    constexpr std::uint64_t bits() const { return m_bits; }
    constexpr bool empty() const { return m_bits == 0; }
    constexpr int size() const { return cardbits::count(m_bits); }
    constexpr bool contains(Card c) const { return (m_bits & bit(c)) != 0; }
    constexpr bool containsAll(CardSet s) const { return (s.m_bits & ~m_bits) == 0; }
    constexpr bool intersects(CardSet s) const { return (m_bits & s.m_bits) != 0; }

    constexpr void insert(Card c) { m_bits |= bit(c); }
    constexpr void remove(Card c) { m_bits &= ~bit(c); }
    constexpr void insert(CardSet s) { m_bits |= s.m_bits; }
    constexpr void remove(CardSet s) { m_bits &= ~s.m_bits; }

    // Lowest / highest index; in every pack a higher index within a suit is a higher natural rank.
    constexpr Card lowest() const { return empty() ? NoCard : Card(std::countr_zero(m_bits)); }
    constexpr Card highest() const
    {
        return empty() ? NoCard : Card(63 - std::countl_zero(m_bits));
    }

    // The n-th card in index order (0-based); used to pick a uniformly random member.
    constexpr Card nth(int n) const
    {
        const int bit = cardbits::select(m_bits, n < 0 ? 0 : n);
        return bit < 64 ? Card(bit) : NoCard;
    }

    constexpr CardSet operator&(CardSet o) const { return CardSet(m_bits & o.m_bits); }
    constexpr CardSet operator|(CardSet o) const { return CardSet(m_bits | o.m_bits); }
    constexpr CardSet operator-(CardSet o) const { return CardSet(m_bits & ~o.m_bits); }
    constexpr CardSet& operator&=(CardSet o)
    {
        m_bits &= o.m_bits;
        return *this;
    }
    constexpr CardSet& operator|=(CardSet o)
    {
        m_bits |= o.m_bits;
        return *this;
    }
    constexpr CardSet& operator-=(CardSet o)
    {
        m_bits &= ~o.m_bits;
        return *this;
    }
    constexpr bool operator==(const CardSet&) const = default;

    class Iterator {
    public:
        constexpr explicit Iterator(std::uint64_t b) : m_rest(b) {}
        constexpr Card operator*() const { return Card(std::countr_zero(m_rest)); }
        constexpr Iterator& operator++()
        {
            m_rest &= m_rest - 1;
            return *this;
        }
        constexpr bool operator==(const Iterator&) const = default;

    private:
        std::uint64_t m_rest;
    };
    constexpr Iterator begin() const { return Iterator(m_bits); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    static constexpr std::uint64_t bit(Card c)
    {
        FS_ASSERT(c.index < 64);
        return std::uint64_t{1} << c.index;
    }

    std::uint64_t m_bits = 0;
};

} // namespace fs
