#pragma once
// What happened when an action was applied. The controller turns these into Qt signals and the
// table animates them; tests and records read them too. Fixed capacity, so applying an action
// never allocates.

#include "core/cardset.h"

#include <array>
#include <cstdint>

namespace fs {

enum class EventKind : std::uint8_t {
    CardsPassed,    // seat passed `cards` to seat `other` (hidden from others until exchanged)
    CardsExchanged, // every pass was delivered; each seat's view shows what it received
    BidMade,        // seat bid `value` (hidden from others while bids are secret)
    BidsRevealed,   // every bid is now public (GameState::bids)
    CardTurned,     // `card` was turned face up (a trump indicator, the top of the stock)
    ChoiceMade,     // seat made Choice `value`
    Discarded,      // seat discarded `cards` face down
    CardPlayed,     // seat played `card`
    TrumpFixed,     // the trump suit became `value`
    TrickTaken,     // seat took the trick of `cards`
    TrickSpoiled,   // a tied trick went to nobody; `seat` leads again
    CardDrawn,      // seat drew `card` from the stock; `value` 1 when it was face up
    DealEnded,      // the deal is over and can be scored
    DealScored,     // the match scored the deal (Match only)
    MatchEnded,     // the match is over (Match only)
};

struct Event {
    EventKind kind{};
    std::int8_t seat = -1;
    std::int8_t other = -1;
    std::int8_t value = 0;
    Card card;
    CardSet cards;
};

class EventList {
public:
    static constexpr int Capacity = 24;

    void push(const Event& e)
    {
        if (m_size < Capacity)
            m_events[static_cast<std::size_t>(m_size++)] = e;
    }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Event& operator[](int i) const { return m_events[static_cast<std::size_t>(i)]; }
    const Event* begin() const { return m_events.data(); }
    const Event* end() const { return m_events.data() + m_size; }
    void clear() { m_size = 0; }

private:
    std::array<Event, Capacity> m_events{};
    int m_size = 0;
};

// Rules code pushes into an optional list: playouts pass nullptr and pay nothing.
inline void emit(EventList* events, const Event& e)
{
    if (events)
        events->push(e);
}

} // namespace fs
