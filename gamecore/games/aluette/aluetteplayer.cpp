#include "games/aluette/aluetteplayer.h"

#include "games/aluette/aluetterules.h"

#include <algorithm>

namespace fs {
namespace {

int powerOf(Card c)
{
    return AluetteRules::power(c);
}

// The card of `cards` with the lowest (or highest) power; ties go to the lower index.
Card lowestPower(CardSet cards)
{
    Card chosen;
    int best = AluetteRules::MaxPower + 1;
    for (Card c : cards)
        if (powerOf(c) < best) {
            best = powerOf(c);
            chosen = c;
        }
    return chosen;
}

Card highestPower(CardSet cards)
{
    Card chosen;
    int best = -1;
    for (Card c : cards)
        if (powerOf(c) > best) {
            best = powerOf(c);
            chosen = c;
        }
    return chosen;
}

CardSet above(CardSet cards, int p)
{
    CardSet result;
    for (Card c : cards)
        if (powerOf(c) > p)
            result.insert(c);
    return result;
}

CardSet below(CardSet cards, int p)
{
    CardSet result;
    for (Card c : cards)
        if (powerOf(c) < p)
            result.insert(c);
    return result;
}

// The trick so far: its top power, how many cards share it, and who holds it when alone.
struct TrickTop {
    int power = 0;
    int holders = 0;
    int seat = -1;
};

TrickTop topOf(const Trick& trick)
{
    TrickTop top;
    for (int i = 0; i < trick.size; ++i) {
        const int p = powerOf(trick.card(i));
        if (p > top.power)
            top = {p, 1, trick.seat(i)};
        else if (p == top.power)
            ++top.holders;
    }
    if (top.holders != 1)
        top.seat = -1;
    return top;
}

// Everything this seat cannot see, less its own discards (which are out of play).
CardSet unseenBy(const PlayerView& view)
{
    const auto& v = view.state().vars<AluetteVars>();
    return view.unseen() - v.discarded[static_cast<std::size_t>(view.seat())];
}

CardSet discardSix(CardSet hand)
{
    CardSet chosen;
    for (int i = 0; i < AluetteRules::SingerDraw; ++i)
        chosen.insert(lowestPower(hand - chosen));
    return chosen;
}

struct Situation {
    const GameState& s;
    int seat;
    CardSet hand;
    CardSet unseen;
    int partner() const { return (seat + 2) % 4; }
    bool isOpponent(int other) const { return other >= 0 && other % 2 != seat % 2; }
    int remaining() const { return hand.size(); } // tricks still to play, this one included
};

// A luette is spent only on a strong enemy card, when the opponent would pull clear in the
// tally, or when the deal is nearly over and it would otherwise be wasted.
bool luetteIsWorthIt(const Situation& x, const TrickTop& top)
{
    constexpr int AcePower = 11;
    if (x.remaining() <= (x.hand & AluetteRules::luettes()).size() + 1)
        return true;
    if (top.power >= AcePower)
        return true;
    if (!x.isOpponent(top.seat))
        return false;
    const int ours = std::max(x.s.tricksOf(x.seat), x.s.tricksOf(x.partner()));
    return x.s.tricksOf(top.seat) + 1 > ours + 1;
}

Card chooseLead(const Situation& x)
{
    const CardSet sure = AluettePlayer::sureWinners(x.hand, x.unseen);
    const CardSet cheapSure = sure - AluetteRules::luettes();
    // A sure winner keeps the lead and adds to one player's tally; luettes wait for enemy cards
    // unless the deal is ending.
    if (!cheapSure.empty())
        return lowestPower(cheapSure);
    if (!sure.empty() && x.remaining() <= sure.size() + 1)
        return highestPower(sure);
    return lowestPower(x.hand);
}

Card chooseFollow(const Situation& x)
{
    const TrickTop top = topOf(x.s.trick);
    const bool last = x.s.trick.size == x.s.seats() - 1;
    if (top.seat == x.partner()) {
        // Partner is winning: do not spoil it, and do not take it from them.
        const CardSet under = below(x.hand, top.power);
        if (!under.empty())
            return lowestPower(under);
        const CardSet over = above(x.hand, top.power);
        return lowestPower(over.empty() ? x.hand : over); // spoiling only when forced
    }
    const CardSet winners = above(x.hand, top.power);
    if (!winners.empty()) {
        const Card cheapest = lowestPower(winners);
        if (!AluetteRules::luettes().contains(cheapest) || luetteIsWorthIt(x, top))
            return cheapest;
    }
    // An opponent's card alone on top: matching it spoils the trick, which at least denies it.
    if (x.isOpponent(top.seat)) {
        const CardSet ties = AluetteRules::withPower(x.hand, top.power);
        if (!ties.empty() && (last || top.power >= 8))
            return ties.lowest();
    }
    return lowestPower(x.hand);
}

// The announcer of a Mordienne loses tricks until its sure winners cover the rest of the deal.
Card chooseForMordienne(const Situation& x)
{
    const CardSet sure = AluettePlayer::sureWinners(x.hand, x.unseen);
    if (x.remaining() <= sure.size())
        return highestPower(sure);
    const TrickTop top = topOf(x.s.trick);
    const CardSet losers = below(x.hand - sure, std::max(top.power, 1));
    if (!x.s.trick.empty() && !losers.empty())
        return highestPower(losers); // shed the highest card that still loses
    const CardSet rest = x.hand - sure;
    return lowestPower(rest.empty() ? x.hand : rest);
}

} // namespace

int AluettePlayer::strength(CardSet hand)
{
    int total = 0;
    for (Card c : hand) {
        const int p = powerOf(c);
        total += AluetteRules::luettes().contains(c)   ? 4
                 : AluetteRules::doubles().contains(c) ? 3
                 : p == 11                             ? 2
                 : p == 10                             ? 1
                                                       : 0;
    }
    return total;
}

CardSet AluettePlayer::sureWinners(CardSet hand, CardSet unseen)
{
    int strongestOut = 0;
    for (Card c : unseen)
        strongestOut = std::max(strongestOut, powerOf(c));
    return above(hand, strongestOut);
}

Action AluettePlayer::choose(const PlayerView& view, Rng& rng) const
{
    const LegalActions legal = view.legalActions();
    const GameState& s = view.state();
    const int seat = view.seat();
    const CardSet hand = view.hand();
    if (legal.selectCount == AluetteRules::SingerDraw)
        return Action::discard(seat, discardSix(hand));
    if (legal.allowsChoice(AluetteChoice::Accept))
        return Action::choose(seat, strength(hand) < AcceptBelow ? AluetteChoice::Accept
                                                                 : AluetteChoice::Decline);
    const Situation x{s, seat, hand, unseenBy(view)};
    if (legal.allowsChoice(AluetteChoice::AnnounceMordienne)) {
        const bool sure = sureWinners(hand, x.unseen).size() >= 5;
        return Action::choose(seat, sure ? AluetteChoice::AnnounceMordienne
                                         : AluetteChoice::NoAnnouncement);
    }
    if (legal.play.empty())
        return legal.random(rng);
    if (legal.play.size() == 1)
        return Action::play(seat, legal.play.lowest());
    if (s.vars<AluetteVars>().announcer == seat)
        return Action::play(seat, chooseForMordienne(x));
    return Action::play(seat, s.trick.empty() ? chooseLead(x) : chooseFollow(x));
}

} // namespace fs
