#include "games/whist/whistplayer.h"

#include "core/trickplay.h"

#include <array>

namespace fs {
namespace {

const Pack& pack()
{
    return Pack::french52();
}
int suitOf(Card c)
{
    return pack().suit(c);
}
CardSet suitCards(int suit)
{
    return pack().suitMask(suit);
}
CardSet above(Card c)
{
    // Cards of the same suit ranking higher: within a suit a higher index is a higher card.
    const CardSet suit = suitCards(suitOf(c));
    return CardSet(suit.bits() & ~((std::uint64_t{2} << c.index) - 1));
}

// What one seat can tell from its view: the cards gone, who is void in what, trumps out.
struct Reading {
    int me = 0;
    int partner = 0;
    int trump = -1;
    CardSet hand;
    CardSet gone;                        // played, the current trick included
    std::array<std::uint8_t, 4> voids{}; // bit s: the seat showed out of suit s
    int trumpsOut = 0;                   // trumps neither in our hand nor played

    bool isVoid(int seat, int suit) const { return (voids[std::size_t(seat)] >> suit) & 1u; }
    // No card of its suit above `c` is left in anyone else's hand.
    bool master(Card c) const { return (above(c) - hand - gone).empty(); }
    // An opponent may trump a lead of `suit` (shown void in it, trumps still out).
    bool ruffRisk(int suit) const
    {
        if (suit == trump || trump < 0 || trumpsOut == 0)
            return false;
        for (int seat = (me + 1) % 4; seat != me; seat = (seat + 1) % 4)
            if (seat != partner && isVoid(seat, suit) && !isVoid(seat, trump))
                return true;
        return false;
    }
};

Reading know(const PlayerView& view)
{
    const GameState& s = view.state();
    const Knowledge known = knowledgeOf(view);
    Reading k;
    k.me = view.seat();
    k.partner = (k.me + 2) % 4;
    k.trump = s.trump;
    k.hand = view.hand();
    for (int i = 0; i < s.playedCount; ++i)
        k.gone.insert(s.played[std::size_t(i)]);
    for (int seat = 0; seat < 4; ++seat)
        k.voids[std::size_t(seat)] = known.voids[std::size_t(seat)];
    if (k.trump >= 0)
        k.trumpsOut = (suitCards(k.trump) - k.hand - k.gone).size();
    return k;
}

// The lowest card equal in power to the highest of `cards` (cards between them all gone).
Card cheapestOfTop(const Reading& k, CardSet cards)
{
    Card top = cards.highest();
    for (Card c = top; c.index > 0;) {
        const Card lower(c.index - 1);
        if (suitOf(lower) != suitOf(top))
            break;
        if (cards.contains(lower))
            top = lower;
        else if (!k.gone.contains(lower))
            break;
        c = lower;
    }
    return top;
}

// The least useful card to throw away: the lowest rank outside trumps, from a suit without
// master cards when possible.
Card discard(const Reading& k, CardSet legal)
{
    const CardSet plain = k.trump >= 0 ? legal - suitCards(k.trump) : legal;
    const CardSet pool = plain.empty() ? legal : plain;
    Card best;
    int bestScore = 1000;
    for (Card c : pool) {
        const int suit = suitOf(c);
        const int score = pack().rank(c) * 2 +
                          (k.master((k.hand & suitCards(suit)).highest()) ? 8 : 0) +
                          ((k.hand & suitCards(suit)).size() == 1 ? -3 : 0);
        if (score < bestScore) {
            bestScore = score;
            best = c;
        }
    }
    return best;
}

Card lead(const Reading& k, CardSet legal)
{
    const CardSet trumps = k.trump >= 0 ? legal & suitCards(k.trump) : CardSet();
    const CardSet plain = legal - trumps;
    // Long trumps: draw the opponents' trumps so our winners are not ruffed.
    const bool trumpMaster = !trumps.empty() && k.master(trumps.highest());
    if (k.trumpsOut > 0 && (trumps.size() >= 5 || (trumps.size() >= 4 && trumpMaster)))
        return trumpMaster ? cheapestOfTop(k, trumps) : trumps.lowest();
    // Cash a master card the opponents cannot ruff.
    Card cash;
    for (Card c : plain)
        if (k.master(c) && !k.ruffRisk(suitOf(c)) && (!cash.valid() || c.index > cash.index))
            cash = c;
    if (cash.valid())
        return cheapestOfTop(k, legal & suitCards(suitOf(cash)));
    // A suit the partner can ruff.
    for (int suit = 0; suit < 4; ++suit)
        if (suit != k.trump && k.isVoid(k.partner, suit) && k.trump >= 0 &&
            !k.isVoid(k.partner, k.trump) && k.trumpsOut > 0 && !(plain & suitCards(suit)).empty())
            return (plain & suitCards(suit)).lowest();
    if (plain.empty())
        return trumpMaster ? cheapestOfTop(k, trumps) : trumps.lowest();
    // The longest plain suit, safe from ruffs when possible; lead its lowest card. A suit at
    // risk of a ruff scores below zero, so the first suit held sets the mark, not a fixed floor:
    // when every suit held is at risk the least bad one is still led.
    int bestSuit = -1;
    int bestValue = 0;
    for (int suit = 0; suit < 4; ++suit) {
        const int length = (plain & suitCards(suit)).size();
        const int value = length * 2 - (k.ruffRisk(suit) ? 10 : 0);
        if (length > 0 && (bestSuit < 0 || value > bestValue)) {
            bestValue = value;
            bestSuit = suit;
        }
    }
    return (plain & suitCards(bestSuit)).lowest();
}

Card follow(const Reading& k, const GameState& s, CardSet legal)
{
    const int led = suitOf(s.trick.led());
    const int winnerSeat = trickplay::highestOfSuitLed(s, s.trump);
    Card winning = s.trick.led();
    for (int i = 0; i < s.trick.size; ++i)
        if (s.trick.seat(i) == winnerSeat)
            winning = s.trick.card(i);
    const bool partnerWinning = winnerSeat == k.partner;
    const bool last = s.trick.size == 3;
    const bool trumped = suitOf(winning) != led; // only a trump can beat the suit led
    const CardSet following = legal & suitCards(led);

    if (!following.empty()) {
        if (trumped)
            return following.lowest();
        const CardSet beaters = following & above(winning);
        if (partnerWinning) {
            if (last || (k.master(winning) && !k.ruffRisk(led)))
                return following.lowest();
            // Third hand high over a partner's card that may still be beaten.
            return beaters.empty() ? following.lowest() : cheapestOfTop(k, beaters);
        }
        if (beaters.empty())
            return following.lowest();
        if (last)
            return beaters.lowest();
        if (s.trick.size == 1) // second hand low, but cover an honour
            return pack().rank(winning) >= 11 ? beaters.lowest() : following.lowest();
        return cheapestOfTop(k, beaters); // third hand high
    }

    // Void in the suit led.
    if (partnerWinning && (last || (k.master(winning) && !k.ruffRisk(led))))
        return discard(k, legal);
    const CardSet trumps = k.trump >= 0 ? legal & suitCards(k.trump) : CardSet();
    const CardSet ruffs = trumped ? trumps & above(winning) : trumps;
    if (!ruffs.empty())
        return ruffs.lowest();
    return discard(k, legal);
}

} // namespace

Action WhistPlayer::choose(const PlayerView& view, Rng&) const
{
    const LegalActions legal = view.legalActions();
    if (legal.play.size() == 1)
        return Action::play(view.seat(), legal.play.lowest());
    const Reading k = know(view);
    const GameState& s = view.state();
    const Card c = s.trick.empty() ? lead(k, legal.play) : follow(k, s, legal.play);
    return Action::play(view.seat(), legal.play.contains(c) ? c : legal.play.lowest());
}

} // namespace fs
