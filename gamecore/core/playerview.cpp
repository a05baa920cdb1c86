#include "core/playerview.h"

#include "core/rules.h"

#include <algorithm>

namespace fs {

PlayerView::PlayerView(const GameState& full, int seat) : m_state(full), m_seat(seat)
{
    for (int i = 0; i < full.seats(); ++i)
        m_handSizes[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(full.hand(i).size());
    std::array<CardSet, MaxPiles> piles{};
    m_pileCount = static_cast<std::uint8_t>(full.rules().hiddenPiles(full, seat, piles));
    for (int p = 0; p < m_pileCount; ++p)
        m_pileSizes[static_cast<std::size_t>(p)] =
            static_cast<std::uint8_t>(piles[static_cast<std::size_t>(p)].size());
    full.rules().hideFrom(m_state, seat);
}

PlayerView PlayerView::received(const GameState& masked, int seat, std::span<const int> handSizes,
                                std::span<const int> pileSizes)
{
    PlayerView v(masked, seat, 0);
    for (std::size_t i = 0; i < handSizes.size() && i < v.m_handSizes.size(); ++i)
        v.m_handSizes[i] = static_cast<std::uint8_t>(handSizes[i]);
    v.m_pileCount = static_cast<std::uint8_t>(std::min<std::size_t>(pileSizes.size(), MaxPiles));
    for (std::size_t i = 0; i < v.m_pileCount; ++i)
        v.m_pileSizes[i] = static_cast<std::uint8_t>(pileSizes[i]);
    return v;
}

LegalActions PlayerView::legalActions() const
{
    return toAct() ? m_state.legalActions() : LegalActions{};
}

CardSet PlayerView::unseen() const
{
    return knowledgeOf(*this).unseen;
}

} // namespace fs
