#pragma once
// A first Aluette player built on plain card sense, no search and no covert signals:
//  - the chant: accept with a weak hand (a new deal of the stack can only help), decline with a
//    strong one; as a singer, discard the six lowest cards;
//  - announced Mordienne: announce only with five sure tricks in hand, then lose the early
//    tricks and take the last ones;
//  - play: take a trick with the cheapest card that wins it, never spoil or overtake a trick the
//    partner is winning, spoil an opponent's trick when that is cheaper than winning it, throw
//    the lowest card when the trick is lost, and keep the luettes for strong enemy cards or for
//    the end of the deal.

#include "ai/computerplayer.h"

namespace fs {

class AluettePlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override;

    // Exposed for tests: the hand strength the chant decision is based on (luette 4, double 3,
    // Ace 2, King 1) and the threshold under which the player accepts.
    static int strength(CardSet hand);
    static constexpr int AcceptBelow = 8;
    // Cards of `hand` that win a trick whenever played, given the cards still unseen.
    static CardSet sureWinners(CardSet hand, CardSet unseen);
};

} // namespace fs
