#include "core/trickplay.h"

#include <algorithm>
#include <array>

namespace fs::trickplay {

CardSet followSuit(const GameState& s, CardSet hand)
{
    if (s.trick.empty())
        return hand;
    const Pack& pack = s.pack();
    const CardSet suit = hand & pack.suitMask(pack.suit(s.trick.led()));
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
    // One pass over the trick (this runs at the end of every trick of every playout). The
    // winning card so far is always a trump or of the suit led, and within a suit a higher
    // index is a higher card.
    const Pack& pack = s.pack();
    const CardSet ledSuit = pack.suitMask(pack.suit(s.trick.led()));
    const CardSet trumps = trump >= 0 ? pack.suitMask(trump) : CardSet();
    int best = 0;
    for (int i = 1; i < s.trick.size; ++i) {
        const Card c = s.trick.card(i);
        const Card top = s.trick.card(best);
        const bool cTrump = trumps.contains(c);
        const bool topTrump = trumps.contains(top);
        if (cTrump != topTrump ? cTrump : (cTrump || ledSuit.contains(c)) && c.index > top.index)
            best = i;
    }
    return s.trick.seat(best);
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
    // Hands are built as plain masks in registers and stored once: every playout deals a pack.
    const int seats = s.seats();
    std::array<std::uint64_t, MaxSeats> hands{};
    for (int seat = 0; seat < seats; ++seat)
        hands[static_cast<std::size_t>(seat)] = s.hands[static_cast<std::size_t>(seat)].bits();
    int used = 0;
    for (int dealt = 0; dealt < perSeat; dealt += batch) {
        const int n = std::min(batch, perSeat - dealt);
        for (int k = 0, seat = s.eldest(); k < seats; ++k, seat = s.nextSeat(seat)) {
            std::uint64_t& hand = hands[static_cast<std::size_t>(seat)];
            if (n == 1) { // most games deal singly; spare them the inner loop
                hand |= std::uint64_t{1} << order[used++].index;
                continue;
            }
            for (int i = 0; i < n; ++i)
                hand |= std::uint64_t{1} << order[used++].index;
        }
    }
    for (int seat = 0; seat < seats; ++seat)
        s.hands[static_cast<std::size_t>(seat)] = CardSet(hands[static_cast<std::size_t>(seat)]);
    return used;
}

} // namespace fs::trickplay
