#include "games/seconds/secondsplayer.h"

#include "core/sampler.h"
#include "games/seconds/secondsrules.h"

#include <array>

namespace fs {
namespace {

constexpr int RanksPerSuit = 13;

// Completes the current trick of `world` after `seat` plays `card`, the others playing at random
// within the rules; returns the seat that takes it. The rules are the core's own (GameState).
int finishTrick(GameState world, int seat, Card card, Rng& rng)
{
    const int trick = world.tricksDone;
    world.apply(Action::play(seat, card));
    while (world.tricksDone == trick && !world.finished())
        world.apply(world.legalActions().random(rng));
    return world.completedTrickWinner(trick);
}

} // namespace

double SecondsPlayer::trickValue(const GameState& s, int seat, int winner)
{
    const int own = s.tricksOf(seat);
    switch (SecondsRules::dealKind(s.dealIndex)) {
    case SecondsDeal::Partners:
    case SecondsDeal::LeftHalf:
    case SecondsDeal::RightHalf: {
        // The product grows by the partner's tricks when we take one and by ours when the
        // partner does; the half keeps a first trick worth something to both.
        const int partner = SecondsRules::scoringPartner(s.dealIndex, seat);
        if (winner == seat)
            return s.tricksOf(partner) + 0.5;
        if (winner == partner)
            return own + 0.5;
        return 0.0;
    }
    case SecondsDeal::WinTricks:
        return winner == seat ? 1.0 : 0.0;
    case SecondsDeal::LoseTricks:
        return winner == seat ? -1.0 : 0.0;
    case SecondsDeal::ExactlyThree:
        if (winner != seat)
            return 0.0;
        return own < 3 ? 1.0 : (own == 3 ? -1.0 : 0.0);
    }
    return 0.0;
}

Action SecondsPlayer::choose(const PlayerView& view, Rng& rng) const
{
    const LegalActions legal = view.legalActions();
    const GameState& s = view.state();
    const int seat = view.seat();
    if (legal.play.empty())
        return legal.random(rng);
    if (legal.play.size() == 1)
        return Action::play(seat, legal.play.lowest());

    // Deals consistent with all the seat knows (its hand, the cards played, the voids shown),
    // from the core's knowledge layer and sampler.
    const Knowledge known = knowledgeOf(view);
    const Sampler sampler(view, known);
    std::array<double, 64> value{};
    for (int k = 0; k < Samples; ++k) {
        const GameState world = sampler.sample(rng);
        for (Card c : legal.play)
            value[c.index] += trickValue(s, seat, finishTrick(world, seat, c, rng));
    }
    // Ties (often: cards that can never take the trick) go to the lowest rank.
    Card chosen = legal.play.lowest();
    for (Card c : legal.play) {
        const double v = value[c.index], v0 = value[chosen.index];
        if (v > v0 + 1e-9 ||
            (v > v0 - 1e-9 && c.index % RanksPerSuit < chosen.index % RanksPerSuit))
            chosen = c;
    }
    return Action::play(seat, chosen);
}

} // namespace fs
