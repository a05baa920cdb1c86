#include "core/playerview.h"

#include "core/rules.h"

namespace fs {

PlayerView::PlayerView(const GameState& full, int seat) : m_state(full), m_seat(seat)
{
    for (int i = 0; i < full.seats(); ++i)
        m_handSizes[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(full.hand(i).size());
    full.rules().hideFrom(m_state, seat);
}

LegalActions PlayerView::legalActions() const
{
    return toAct() ? m_state.legalActions() : LegalActions{};
}

CardSet PlayerView::unseen() const
{
    CardSet seen = hand();
    for (int i = 0; i < m_state.playedCount; ++i)
        seen.insert(m_state.played[static_cast<std::size_t>(i)]);
    return m_state.pack().all() - seen;
}

} // namespace fs
