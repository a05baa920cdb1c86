#include "core/trickplay.h"

#include <algorithm>

namespace fs::trickplay {

CardSet followSuit(const GameState& s, CardSet hand)
{
    if (s.trick.empty())
        return hand;
    const CardSet suit = hand & s.pack().suitMask(s.pack().suit(s.trick.led()));
    return suit.empty() ? hand : suit;
}

void playCard(GameState& s, int seat, Card card, EventList* events)
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
    emit(events, {EventKind::CardPlayed, static_cast<std::int8_t>(seat), -1, 0, card, {}});
}

int highestOfSuitLed(const GameState& s, int trump)
{
    const Pack& pack = s.pack();
    const CardSet cards = s.trick.set();
    CardSet candidates;
    if (trump >= 0)
        candidates = cards & pack.suitMask(trump);
    if (candidates.empty())
        candidates = cards & pack.suitMask(pack.suit(s.trick.led()));
    return s.trick.seat(s.trick.positionOf(candidates.highest()));
}

void closeTrick(GameState& s, int winner, EventList* events)
{
    const CardSet cards = s.trick.set();
    const int leader = s.trick.leader;
    s.trickWinners[s.tricksDone] = static_cast<std::int8_t>(winner);
    ++s.tricksDone;
    s.trick = Trick{};
    if (winner >= 0) {
        s.won[static_cast<std::size_t>(winner)] |= cards;
        ++s.tricksWon[static_cast<std::size_t>(winner)];
        s.toAct = static_cast<std::int8_t>(winner);
        emit(events, {EventKind::TrickTaken, static_cast<std::int8_t>(winner), -1, 0, {}, cards});
    } else {
        s.toAct = static_cast<std::int8_t>(leader);
        emit(events, {EventKind::TrickSpoiled, static_cast<std::int8_t>(leader), -1, 0, {}, cards});
    }
}

int dealHands(GameState& s, const Card* order, int perSeat, int batch)
{
    int used = 0;
    for (int dealt = 0; dealt < perSeat; dealt += batch) {
        const int n = std::min(batch, perSeat - dealt);
        for (int k = 0, seat = s.eldest(); k < s.seats(); ++k, seat = s.nextSeat(seat))
            for (int i = 0; i < n; ++i)
                s.hands[static_cast<std::size_t>(seat)].insert(order[used++]);
    }
    return used;
}

} // namespace fs::trickplay
