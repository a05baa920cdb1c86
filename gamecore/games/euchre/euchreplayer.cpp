#include "games/euchre/euchreplayer.h"

#include "games/euchre/euchrerules.h"

namespace fs {
namespace {

constexpr int Jack = 11;
constexpr int Ace = 14;
// Strength that should take three of five tricks with a partner's help, and five alone.
constexpr double MakeAt = 6.5;
constexpr double AloneAt = 12.5;

const Pack& french()
{
    return Pack::french52();
}
int rankOf(Card c)
{
    return french().rank(c);
}

// The card now winning the trick, and whose.
struct Winning {
    Card card;
    int seat = -1;
};

Winning winning(const GameState& s)
{
    const int seat = EuchreRules::trickWinner(s);
    for (int i = 0; i < s.trick.size; ++i)
        if (s.trick.seat(i) == seat)
            return {s.trick.card(i), seat};
    return {};
}

int led(const GameState& s)
{
    return EuchreRules::suitOf(s.trick.led(), s.trump);
}

// The card of `cards` with the least power in the trick (ties: the lowest rank), or the most.
Card weakest(const GameState& s, CardSet cards)
{
    const int suitLed = s.trick.empty() ? -1 : led(s);
    Card pick;
    for (const Card c : cards) {
        const int p = EuchreRules::power(c, suitLed, s.trump) * 20 + rankOf(c);
        if (!pick.valid() || p < EuchreRules::power(pick, suitLed, s.trump) * 20 + rankOf(pick))
            pick = c;
    }
    return pick;
}

Card strongest(const GameState& s, CardSet cards)
{
    const int suitLed = s.trick.empty() ? -1 : led(s);
    Card pick;
    for (const Card c : cards) {
        const int p = EuchreRules::power(c, suitLed, s.trump) * 20 + rankOf(c);
        if (!pick.valid() || p > EuchreRules::power(pick, suitLed, s.trump) * 20 + rankOf(pick))
            pick = c;
    }
    return pick;
}

CardSet beating(const GameState& s, CardSet cards, Card best)
{
    const int suitLed = led(s);
    CardSet out;
    for (const Card c : cards)
        if (EuchreRules::power(c, suitLed, s.trump) > EuchreRules::power(best, suitLed, s.trump))
            out.insert(c);
    return out;
}

Card lead(const PlayerView& view, CardSet legal)
{
    const GameState& s = view.state();
    const auto& v = s.vars<EuchreVars>();
    CardSet trumps;
    for (const Card c : legal)
        if (EuchreRules::suitOf(c, s.trump) == s.trump)
            trumps.insert(c);
    const bool makers = v.maker >= 0 && v.maker % 2 == view.seat() % 2;
    const Card right = french().card(s.trump, Jack);
    // A maker with the right bower draws trumps.
    if (makers && trumps.contains(right))
        return right;
    // Cash a side ace.
    for (const Card c : legal - trumps)
        if (rankOf(c) == Ace)
            return c;
    if (makers && !trumps.empty())
        return strongest(s, trumps);
    const CardSet plain = legal - trumps;
    return weakest(s, plain.empty() ? legal : plain);
}

Card follow(const PlayerView& view, CardSet legal)
{
    const GameState& s = view.state();
    const Winning w = winning(s);
    const int partner = (view.seat() + 2) % 4;
    const bool last = s.trick.size + 1 == (s.vars<EuchreVars>().alone ? 3 : 4);
    const CardSet beaters = beating(s, legal, w.card);
    if (w.seat == partner && (last || EuchreRules::power(w.card, led(s), s.trump) >= 99))
        return weakest(s, legal);
    if (beaters.empty())
        return weakest(s, legal);
    if (w.seat == partner && !last && s.trick.size >= 2)
        return weakest(s, legal); // third hand: the partner's card may stand
    return weakest(s, beaters);   // win as cheaply as it can
}

} // namespace

double EuchrePlayer::strength(CardSet hand, int trump)
{
    double points = 0;
    int trumps = 0;
    std::array<int, 4> length{};
    for (const Card c : hand) {
        const int suit = EuchreRules::suitOf(c, trump);
        ++length[static_cast<std::size_t>(suit)];
        if (suit == trump) {
            ++trumps;
            const int power = EuchreRules::power(c, trump, trump);
            points += power == 100       ? 3.0
                      : power == 99      ? 2.5
                      : rankOf(c) == Ace ? 2.0
                      : rankOf(c) == 13  ? 1.7
                                         : 1.3;
        } else if (rankOf(c) == Ace) {
            points += 1.0;
        }
    }
    for (int suit = 0; suit < 4; ++suit)
        if (suit != trump && length[static_cast<std::size_t>(suit)] == 0 && trumps >= 2)
            points += 0.8; // a void a trump can ruff into
    return points;
}

Card EuchrePlayer::discardFrom(CardSet hand, Card turnUp, int trump)
{
    Card pick;
    double bestValue = 0;
    for (const Card c : hand) {
        if (c == turnUp)
            continue; // the card picked up stays
        CardSet rest = hand;
        rest.remove(c);
        // The hand left strongest; between equal hands, the lower card goes.
        const double value = strength(rest, trump) - rankOf(c) * 0.01;
        if (!pick.valid() || value > bestValue) {
            bestValue = value;
            pick = c;
        }
    }
    return pick;
}

EuchrePlayer::Making EuchrePlayer::shouldMake(CardSet hand, int trump, double bonus)
{
    const double points = strength(hand, trump) + bonus;
    return {points >= MakeAt, points >= AloneAt};
}

Action EuchrePlayer::choose(const PlayerView& view, Rng&) const
{
    const LegalActions legal = view.legalActions();
    const GameState& s = view.state();
    const int seat = view.seat();
    const auto& v = s.vars<EuchreVars>();
    if (legal.selectCount > 0)
        return Action::discard(seat, CardSet(discardFrom(view.hand(), v.turnUp, s.trump)));
    if (legal.choices != 0) {
        if (v.round == 1) {
            const int trump = french().suit(v.turnUp);
            CardSet hand = view.hand();
            double bonus = 0;
            if (seat == s.dealer) {
                hand.insert(v.turnUp);
                hand.remove(discardFrom(hand, v.turnUp, trump));
            } else {
                // The turn-up goes to the dealer: a help to the dealer's side, a loss to the other.
                bonus = s.dealer % 2 == seat % 2 ? TurnUpWorth : -TurnUpWorth;
            }
            const Making m = shouldMake(hand, trump, bonus);
            if (m.make)
                return Action::choose(seat,
                                      m.alone ? EuchreChoice::OrderUpAlone : EuchreChoice::OrderUp);
            return Action::choose(seat, EuchreChoice::Pass);
        }
        // Second round: the best suit that may be named.
        int best = -1;
        double bestPoints = -1;
        for (int suit = 0; suit < 4; ++suit) {
            if (!legal.allowsChoice(EuchreChoice::name(suit, false)))
                continue;
            const double points = strength(view.hand(), suit);
            if (points > bestPoints) {
                bestPoints = points;
                best = suit;
            }
        }
        const Making m = shouldMake(view.hand(), best, 0);
        if (best >= 0 && (m.make || !legal.allowsChoice(EuchreChoice::Pass)))
            return Action::choose(seat, EuchreChoice::name(best, m.alone));
        return Action::choose(seat, EuchreChoice::Pass);
    }
    if (legal.play.size() == 1)
        return Action::play(seat, legal.play.lowest());
    const Card c = s.trick.empty() ? lead(view, legal.play) : follow(view, legal.play);
    return Action::play(seat, legal.play.contains(c) ? c : legal.play.lowest());
}

} // namespace fs
