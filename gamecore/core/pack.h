#pragma once
// A pack maps card indices to suits and ranks. Index = suit * ranksPerSuit + rankIndex, with
// rankIndex rising with the natural rank, so within a suit a higher bit is a higher card and
// "highest card of the suit led" is one mask and one count-leading-zeros. Games whose rank order
// differs from the natural one (Put, Aluette) supply their own power table on top of this.

#include "core/assert.h"
#include "core/cardset.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace fs {

enum class PackKind : std::uint8_t { French52, Spanish48 };

// French suits in bridge order; Spanish suits share the indices 0-3.
enum Suit : std::uint8_t { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3 };
enum SpanishSuit : std::uint8_t { Coins = 0, Cups = 1, Swords = 2, Batons = 3 };

class Pack {
public:
    static const Pack& french52();
    static const Pack& spanish48();
    static const Pack& of(PackKind kind);

    PackKind kind() const { return m_kind; }
    int size() const { return m_suits * m_ranksPerSuit; }
    int suitCount() const { return m_suits; }
    int ranksPerSuit() const { return m_ranksPerSuit; }
    CardSet all() const { return CardSet::firstN(size()); }
    CardSet suitMask(int suit) const
    {
        FS_ASSERT(suit >= 0 && suit < m_suits);
        return m_suitMasks[static_cast<std::size_t>(suit)];
    }

    // Table lookups rather than division: these run for every card of every simulated deal.
    // The mask keeps a bad index inside the table in release builds; it is still a bug.
    int suit(Card c) const
    {
        FS_ASSERT(c.index < size());
        return m_suitOf[c.index & 63];
    }
    int rankIndex(Card c) const
    {
        FS_ASSERT(c.index < size());
        return m_rankIndexOf[c.index & 63];
    }
    // Face rank: French 2..14 (Ace = 14), Spanish 1..12 (Ace 1, Valet 10, Cavalier 11, King 12).
    int rank(Card c) const { return rankIndex(c) + m_lowestRank; }
    Card card(int suit, int rank) const
    {
        FS_ASSERT(suit >= 0 && suit < m_suits && rank >= m_lowestRank &&
                  rank < m_lowestRank + m_ranksPerSuit);
        return Card(suit * m_ranksPerSuit + rank - m_lowestRank);
    }

    // Short text used in game records and the command line: "QS", "TH", "2C"; Spanish "3o"
    // (coins), "2c" (cups), "Ve" (valet of swords), "Cb" (cavalier of batons), "Ro" (king).
    std::string name(Card c) const;
    std::optional<Card> parse(std::string_view text) const;
    // Element id in a KDE-style card theme: "queen_spade", "1_heart", "valet_coin".
    std::string artId(Card c) const;

private:
    Pack(PackKind kind, int suits, int ranksPerSuit, int lowestRank);

    PackKind m_kind;
    int m_suits;
    int m_ranksPerSuit;
    int m_lowestRank;
    std::array<CardSet, 4> m_suitMasks{};
    std::array<std::uint8_t, 64> m_suitOf{};
    std::array<std::uint8_t, 64> m_rankIndexOf{};
};

} // namespace fs
