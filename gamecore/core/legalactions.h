#pragma once
// The legal actions of the seat to act, as sets rather than lists: playable cards as a CardSet,
// bids and choices as bit masks. A decision may mix kinds (Put: play a card, put, or throw in).
// Membership tests and random picks are bit operations; nothing here allocates.

#include "core/action.h"
#include "core/rng.h"

#include <bit>
#include <cstdint>

namespace fs {

struct LegalActions {
    std::int8_t seat = -1;
    CardSet play;                             // cards that may be played
    CardSet select;                           // cards to choose from for a pass or discard
    std::uint8_t selectCount = 0;             // how many of them to choose
    ActionKind selectKind = ActionKind::Pass; // Pass or Discard
    std::int8_t selectTo = -1; // the seat a pass goes to, when the rules say (for the table)
    std::uint64_t bids = 0;    // bit n: "bid n" is legal
    std::uint64_t choices = 0; // bit c: Choice c is legal

    bool empty() const { return play.empty() && selectCount == 0 && bids == 0 && choices == 0; }
    bool allowsChoice(Choice c) const { return (choices >> static_cast<int>(c)) & 1u; }
    bool allowsBid(int n) const { return n >= 0 && n < 64 && ((bids >> n) & 1u); }

    // What the seat is deciding, as a table shows it ("West is bidding…"): cards to play when
    // any may be played, else the pass or discard, the bid, or the choice.
    ActionKind kind() const
    {
        return !play.empty()     ? ActionKind::Play
               : selectCount > 0 ? selectKind
               : bids != 0       ? ActionKind::Bid
                                 : ActionKind::Choose;
    }

    bool contains(const Action& a) const
    {
        if (a.seat != seat)
            return false;
        switch (a.kind) {
        case ActionKind::Play:
            return a.cards.size() == 1 && play.containsAll(a.cards);
        case ActionKind::Pass:
        case ActionKind::Discard:
            return selectCount > 0 && a.kind == selectKind && a.cards.size() == selectCount &&
                   select.containsAll(a.cards);
        case ActionKind::Bid:
            return allowsBid(a.value);
        case ActionKind::Choose:
            return a.value >= 0 && allowsChoice(a.choice());
        }
        return false;
    }

    // A uniformly random legal action among the simple ones (each card, bid and choice counts
    // once; a pass or discard is one action made of random cards). Used by random playouts.
    Action random(Rng& rng) const
    {
        if (bids == 0 && choices == 0 && selectCount == 0) // trick play: by far the most common
            return Action::play(seat, play.nth(static_cast<int>(
                                          rng.below(static_cast<std::uint32_t>(play.size())))));
        const int nPlay = play.size();
        // Most decisions offer only cards: skip counting empty masks (CardSet's count also
        // avoids the library call std::popcount makes on baseline x86-64).
        const int nBids = bids ? CardSet(bids).size() : 0;
        const int nChoices = choices ? CardSet(choices).size() : 0;
        const int nSelect = selectCount > 0 ? 1 : 0;
        int k = static_cast<int>(
            rng.below(static_cast<std::uint32_t>(nPlay + nBids + nChoices + nSelect)));
        if (k < nPlay)
            return Action::play(seat, play.nth(k));
        k -= nPlay;
        if (k < nBids)
            return Action::bid(seat, CardSet(bids).nth(k).index); // nth set bit of the mask
        k -= nBids;
        if (k < nChoices)
            return Action::choose(seat, static_cast<Choice>(CardSet(choices).nth(k).index));
        CardSet chosen;
        CardSet rest = select;
        for (int i = 0; i < selectCount; ++i) {
            const Card c =
                rest.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(rest.size()))));
            chosen.insert(c);
            rest.remove(c);
        }
        return {selectKind, seat, 0, chosen};
    }
};

} // namespace fs
