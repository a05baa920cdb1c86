#pragma once
// What one seat may know: its own hand and everything public (trick, history, bids, scores).
// Built by masking a copy of the full state, so hidden cards are simply not there; computer
// players receive only this.

#include "core/gamestate.h"
#include "core/knowledge.h"

#include <span>

namespace fs {

class PlayerView {
public:
    PlayerView(const GameState& full, int seat);
    // A view received from the machine that holds the full state (net/viewjson.h): `masked` is
    // already hidden from `seat`, and the counts are the ones that machine saw.
    static PlayerView received(const GameState& masked, int seat, std::span<const int> handSizes,
                               std::span<const int> pileSizes);

    int seat() const { return m_seat; }
    const GameState& state() const { return m_state; }
    CardSet hand() const { return m_state.hand(m_seat); }
    // How many cards each seat holds: public, though the cards themselves are not.
    int handSize(int seat) const { return m_handSizes[static_cast<std::size_t>(seat)]; }
    bool toAct() const { return m_state.toAct == m_seat && !m_state.finished(); }
    // Legal actions of this seat; they depend only on its own hand and public facts.
    LegalActions legalActions() const;
    // Face-down piles besides the hands (stock, widow, others' discards): how many and their
    // sizes, which are public though their cards are not (Rules::hiddenPiles).
    int pileCount() const { return m_pileCount; }
    int pileSize(int pile) const { return m_pileSizes[static_cast<std::size_t>(pile)]; }
    // Cards whose place this seat does not know: the pack less its hand, the cards played and
    // every card it knows the place of (core/knowledge.h).
    CardSet unseen() const;

private:
    PlayerView(const GameState& masked, int seat, int) : m_state(masked), m_seat(seat) {}

    GameState m_state;
    int m_seat;
    std::array<std::uint8_t, MaxSeats> m_handSizes{};
    std::uint8_t m_pileCount = 0;
    std::array<std::uint8_t, MaxPiles> m_pileSizes{};
};

} // namespace fs
