#pragma once
// What one seat may know: its own hand and everything public (trick, history, bids, scores).
// Built by masking a copy of the full state, so hidden cards are simply not there; computer
// players receive only this.

#include "core/gamestate.h"

namespace fs {

class PlayerView {
public:
    PlayerView(const GameState& full, int seat);

    int seat() const { return m_seat; }
    const GameState& state() const { return m_state; }
    CardSet hand() const { return m_state.hand(m_seat); }
    // How many cards each seat holds: public, though the cards themselves are not.
    int handSize(int seat) const { return m_handSizes[static_cast<std::size_t>(seat)]; }
    bool toAct() const { return m_state.toAct == m_seat && !m_state.finished(); }
    // Legal actions of this seat; they depend only on its own hand and public facts.
    LegalActions legalActions() const;
    // Cards this seat cannot see: all of the pack minus its hand and every card played.
    CardSet unseen() const;

private:
    GameState m_state;
    int m_seat;
    std::array<std::uint8_t, MaxSeats> m_handSizes{};
};

} // namespace fs
