#include "core/pack.h"

namespace fs {
namespace {

constexpr std::string_view FrenchRanks = "23456789TJQKA";
constexpr std::string_view FrenchSuits = "CDHS";
constexpr std::array<std::string_view, 4> FrenchArtSuits = {"club", "diamond", "heart", "spade"};
constexpr std::string_view SpanishRanks = "A23456789VCR";
constexpr std::string_view SpanishSuits = "oceb";
constexpr std::array<std::string_view, 4> SpanishArtSuits = {"coin", "cup", "sword", "baton"};

} // namespace

Pack::Pack(PackKind kind, int suits, int ranksPerSuit, int lowestRank)
    : m_kind(kind), m_suits(suits), m_ranksPerSuit(ranksPerSuit), m_lowestRank(lowestRank)
{
    for (int s = 0; s < suits; ++s)
        m_suitMasks[static_cast<std::size_t>(s)] =
            CardSet(CardSet::firstN(ranksPerSuit).bits() << (s * ranksPerSuit));
    for (int i = 0; i < 64; ++i) {
        m_suitOf[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i / ranksPerSuit);
        m_rankIndexOf[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i % ranksPerSuit);
    }
}

const Pack& Pack::french52()
{
    static const Pack pack(PackKind::French52, 4, 13, 2);
    return pack;
}

const Pack& Pack::spanish48()
{
    static const Pack pack(PackKind::Spanish48, 4, 12, 1);
    return pack;
}

const Pack& Pack::of(PackKind kind)
{
    return kind == PackKind::Spanish48 ? spanish48() : french52();
}

std::string Pack::name(Card c) const
{
    if (!c.valid() || c.index >= size())
        return "??";
    const auto r = static_cast<std::size_t>(rankIndex(c));
    const auto s = static_cast<std::size_t>(suit(c));
    if (m_kind == PackKind::French52)
        return {FrenchRanks[r], FrenchSuits[s]};
    return {SpanishRanks[r], SpanishSuits[s]};
}

std::optional<Card> Pack::parse(std::string_view text) const
{
    const bool french = m_kind == PackKind::French52;
    char rankChar = text.empty() ? '\0' : text[0];
    if (french && text.size() == 3 && text.substr(0, 2) == "10") { // accept "10S" for "TS"
        rankChar = 'T';
        text.remove_prefix(1);
    }
    if (text.size() != 2)
        return std::nullopt;
    const std::string_view ranks = french ? FrenchRanks : SpanishRanks;
    const std::string_view suits = french ? FrenchSuits : SpanishSuits;
    const auto r = ranks.find(rankChar);
    const auto s = suits.find(text[1]);
    if (r == std::string_view::npos || s == std::string_view::npos)
        return std::nullopt;
    return Card(static_cast<int>(s) * m_ranksPerSuit + static_cast<int>(r));
}

std::string Pack::artId(Card c) const
{
    const int r = rank(c);
    const auto s = static_cast<std::size_t>(suit(c));
    if (m_kind == PackKind::French52) {
        static constexpr std::array<std::string_view, 4> courts = {"jack", "queen", "king", "1"};
        std::string rankText =
            r >= 11 ? std::string(courts[static_cast<std::size_t>(r - 11)]) : std::to_string(r);
        return rankText + "_" + std::string(FrenchArtSuits[s]);
    }
    static constexpr std::array<std::string_view, 3> courts = {"valet", "cavalier", "king"};
    std::string rankText =
        r >= 10 ? std::string(courts[static_cast<std::size_t>(r - 10)]) : std::to_string(r);
    return rankText + "_" + std::string(SpanishArtSuits[s]);
}

} // namespace fs
