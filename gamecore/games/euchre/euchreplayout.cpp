#include "games/euchre/euchreplayout.h"

#include "core/gamestate.h"
#include "core/rng.h"
#include "games/euchre/euchreplayer.h"
#include "games/euchre/euchrerules.h"

namespace fs {
namespace {

constexpr std::uint32_t RandomCardsInHundred = 10;

const Pack& french()
{
    return Pack::french52();
}

Action speak(const GameState& s)
{
    const int seat = s.toAct;
    const auto& v = s.vars<EuchreVars>();
    if (v.round == 1) {
        const int trump = french().suit(v.turnUp);
        const double bonus =
            s.dealer % 2 == seat % 2 ? EuchrePlayer::TurnUpWorth : -EuchrePlayer::TurnUpWorth;
        const EuchrePlayer::Making m = EuchrePlayer::shouldMake(s.hand(seat), trump, bonus);
        if (!m.make)
            return Action::choose(seat, EuchreChoice::Pass);
        return Action::choose(seat, m.alone ? EuchreChoice::OrderUpAlone : EuchreChoice::OrderUp);
    }
    const LegalActions legal = s.legalActions();
    int best = -1;
    double bestPoints = -1;
    for (int suit = 0; suit < 4; ++suit)
        if (legal.allowsChoice(EuchreChoice::name(suit, false)) &&
            EuchrePlayer::strength(s.hand(seat), suit) > bestPoints) {
            bestPoints = EuchrePlayer::strength(s.hand(seat), suit);
            best = suit;
        }
    const EuchrePlayer::Making m = EuchrePlayer::shouldMake(s.hand(seat), best, 0);
    if (best >= 0 && (m.make || !legal.allowsChoice(EuchreChoice::Pass)))
        return Action::choose(seat, EuchreChoice::name(best, m.alone));
    return Action::choose(seat, EuchreChoice::Pass);
}

Card chooseCard(const GameState& s, CardSet legal)
{
    const int suitLed = s.trick.empty() ? -1 : EuchreRules::suitOf(s.trick.led(), s.trump);
    const auto value = [&](Card c) {
        return EuchreRules::power(c, suitLed, s.trump) * 20 + french().rank(c);
    };
    Card weakest = legal.lowest();
    Card strongest = legal.lowest();
    for (const Card c : legal) {
        if (value(c) < value(weakest))
            weakest = c;
        if (value(c) > value(strongest))
            strongest = c;
    }
    if (s.trick.empty())
        return strongest;
    const int winner = EuchreRules::trickWinner(s);
    if (winner == (s.toAct + 2) % 4)
        return weakest;
    Card best;
    for (int i = 0; i < s.trick.size; ++i)
        if (s.trick.seat(i) == winner)
            best = s.trick.card(i);
    Card cheapest;
    for (const Card c : legal)
        if (EuchreRules::power(c, suitLed, s.trump) > EuchreRules::power(best, suitLed, s.trump) &&
            (!cheapest.valid() || value(c) < value(cheapest)))
            cheapest = c;
    return cheapest.valid() ? cheapest : weakest;
}

} // namespace

void euchrePlayout(GameState& s, Rng& rng)
{
    while (!s.finished()) {
        const int seat = s.toAct;
        switch (s.phase) {
        case Phase::Declaring:
            s.apply(speak(s));
            continue;
        case Phase::Exchange: {
            const auto& v = s.vars<EuchreVars>();
            s.apply(Action::discard(
                seat, CardSet(EuchrePlayer::discardFrom(s.hand(seat), v.turnUp, s.trump))));
            continue;
        }
        default:
            break;
        }
        const CardSet legal = EuchreRules::playable(s, s.hand(seat));
        const Card c =
            rng.below(100) < RandomCardsInHundred
                ? legal.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size()))))
                : chooseCard(s, legal);
        s.apply(Action::play(seat, c));
    }
}

} // namespace fs
