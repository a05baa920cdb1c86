#pragma once
// A set of cards as a 64-bit mask: bit i is the card with index i. Every rule that asks "which
// cards may be played" is a handful of AND/OR operations on these, which is what lets computer
// players simulate millions of deals per second.

#include "core/card.h"

#include <bit>
#include <cstdint>

namespace fs {

class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(std::uint64_t bits) : m_bits(bits) {}
    constexpr CardSet(Card c) : m_bits(std::uint64_t{1} << c.index) {}

    static constexpr CardSet firstN(int n)
    {
        return CardSet(n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1);
    }

    constexpr std::uint64_t bits() const { return m_bits; }
    constexpr bool empty() const { return m_bits == 0; }
    constexpr int size() const { return std::popcount(m_bits); }
    constexpr bool contains(Card c) const { return (m_bits >> c.index) & 1u; }
    constexpr bool containsAll(CardSet s) const { return (s.m_bits & ~m_bits) == 0; }
    constexpr bool intersects(CardSet s) const { return (m_bits & s.m_bits) != 0; }

    constexpr void insert(Card c) { m_bits |= std::uint64_t{1} << c.index; }
    constexpr void remove(Card c) { m_bits &= ~(std::uint64_t{1} << c.index); }
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
        std::uint64_t b = m_bits;
        for (int i = 0; i < n; ++i)
            b &= b - 1;
        return b ? Card(std::countr_zero(b)) : NoCard;
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
    std::uint64_t m_bits = 0;
};

} // namespace fs
