#pragma once
// The trick machinery every game shares, written once: putting a card on the trick, following
// suit, the usual winner rule, and closing a trick into the history. A game adds only its own
// constraints and winner rule on top. These run for every card of every simulated deal, so
// they are inline and touch only what they must.

#include "core/gamestate.h"
#include "core/pack.h"

namespace fs::trickplay {

// Cards of `hand` that follow the suit led, or the whole hand when void or leading.
inline CardSet followSuit(const GameState& s, CardSet hand)
{
    if (s.trick.empty())
        return hand;
    const Pack& pack = s.pack();
    const CardSet suit = hand & pack.suitMask(pack.suit(s.trick.led()));
    return suit.empty() ? hand : suit;
}

// Moves `card` from the seat's hand onto the trick and into the history.
inline void playCard(GameState& s, int seat, Card card, EventList* events)
{
    if (s.trick.empty()) {
        s.trick.leader = static_cast<std::int8_t>(seat);
        s.trickStarts[s.tricksDone] = s.playedCount;
    }
    s.hands[static_cast<std::size_t>(seat)].remove(card);
    s.trick.add(seat, card);
    s.played[s.playedCount] = card;
    s.playedBy[s.playedCount] = static_cast<std::int8_t>(seat);
    ++s.playedCount;
    if (events)
        events->push({EventKind::CardPlayed, static_cast<std::int8_t>(seat), -1, 0, card, {}});
}

// Seat whose card wins: the highest trump if any was played, otherwise the highest card of the
// suit led. `trump` is a suit index or -1. Within a suit a higher index is a higher card, so
// this is one mask and one bit scan.
inline int highestOfSuitLed(const GameState& s, int trump)
{
    const Pack& pack = s.pack();
    const CardSet cards = s.trick.set();
    CardSet candidates = trump >= 0 ? cards & pack.suitMask(trump) : CardSet();
    if (candidates.empty())
        candidates = cards & pack.suitMask(pack.suit(s.trick.led()));
    return s.trick.seat(s.trick.positionOf(candidates.highest()));
}

// Ends the trick: `winner` takes it and leads next, or with winner -1 the trick is spoiled,
// counts for nobody, and its leader leads again.
inline void closeTrick(GameState& s, int winner, EventList* events)
{
    const CardSet cards = s.trick.set();
    const int leader = s.trick.leader;
    s.trickWinners[s.tricksDone] = static_cast<std::int8_t>(winner);
    ++s.tricksDone;
    s.trick.clear();
    if (winner >= 0) {
        s.won[static_cast<std::size_t>(winner)] |= cards;
        ++s.tricksWon[static_cast<std::size_t>(winner)];
        s.toAct = static_cast<std::int8_t>(winner);
    } else {
        s.toAct = static_cast<std::int8_t>(leader);
    }
    if (events) {
        const EventKind kind = winner >= 0 ? EventKind::TrickTaken : EventKind::TrickSpoiled;
        events->push(
            {kind, static_cast<std::int8_t>(winner >= 0 ? winner : leader), -1, 0, {}, cards});
    }
}

// Deals `perSeat` cards to every seat from `order`, `batch` at a time, starting with eldest.
// Returns how many cards of `order` were used.
int dealHands(GameState& s, const Card* order, int perSeat, int batch);

} // namespace fs::trickplay
