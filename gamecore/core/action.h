#pragma once
// One action type for every phase of every game: play a card, pass or discard a set of cards, bid
// a number, or make a named choice. Records, the controller and computer players only ever deal
// in these, so adding a game adds no code path outside that game's rules.

#include "core/cardset.h"
#include "core/choice.h"

#include <cstdint>

namespace fs {

enum class ActionKind : std::uint8_t { Play, Pass, Discard, Bid, Choose };

struct Action {
    ActionKind kind = ActionKind::Play;
    std::int8_t seat = -1;
    std::int8_t value = 0; // the bid, or the Choice
    CardSet cards;         // the card played (one), or the cards passed / discarded

    static Action play(int seat, Card c) { return {ActionKind::Play, s8(seat), 0, CardSet(c)}; }
    static Action pass(int seat, CardSet cs) { return {ActionKind::Pass, s8(seat), 0, cs}; }
    static Action discard(int seat, CardSet cs) { return {ActionKind::Discard, s8(seat), 0, cs}; }
    static Action bid(int seat, int n) { return {ActionKind::Bid, s8(seat), s8(n), {}}; }
    static Action choose(int seat, Choice c)
    {
        return {ActionKind::Choose, s8(seat), static_cast<std::int8_t>(c), {}};
    }

    Card card() const { return cards.lowest(); }
    Choice choice() const { return static_cast<Choice>(value); }
    bool operator==(const Action&) const = default;

private:
    static std::int8_t s8(int v) { return static_cast<std::int8_t>(v); }
};

} // namespace fs
