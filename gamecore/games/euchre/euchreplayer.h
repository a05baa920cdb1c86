#pragma once
// A Euchre player built on plain card sense, no search (docs/rules/euchre.md):
//  - makes trumps when its hand, counted with the bowers, would take three tricks with its
//    partner's help (the turn-up counted for the dealer's side, against the other), and goes
//    alone with a hand that should take all five;
//  - as dealer, discards to keep its trumps and aces, shortening a side suit;
//  - leads trumps as a maker holding the right bower, cashes aces, and otherwise plays as Whist
//    players do: win as cheaply as it can, leave a partner's winning card alone, trump when
//    void and the trick is the other side's, throw the least useful card.
// It sees only its PlayerView.

#include "ai/computerplayer.h"

namespace fs {

class EuchrePlayer final : public ComputerPlayer {
public:
    // What the turn-up is worth to the side that gets it, in the first round: the play-out
    // (euchreplayout.h) makes trumps with the same count.
    static constexpr double TurnUpWorth = 1.0;

    Action choose(const PlayerView& view, Rng& rng) const override;
    // What `hand` is worth with `trump` as trumps, about a third of a trick a point: the bowers
    // and high trumps most, then side aces and voids a trump can ruff into.
    static double strength(CardSet hand, int trump);
    // The card the dealer lets go after taking `turnUp` into `hand` with trumps `trump`.
    static Card discardFrom(CardSet hand, Card turnUp, int trump);
    // Whether to make `trump` trumps with `hand` (adding `bonus` for the turn-up's side), and
    // whether alone.
    struct Making {
        bool make = false;
        bool alone = false;
    };
    static Making shouldMake(CardSet hand, int trump, double bonus);
};

} // namespace fs
