#include "core/playerview.h"

#include "core/rules.h"

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

LegalActions PlayerView::legalActions() const
{
    return toAct() ? m_state.legalActions() : LegalActions{};
}

CardSet PlayerView::unseen() const
{
    return knowledgeOf(*this).unseen;
}

} // namespace fs
