#include "games/spades/spadesplayer.h"

#include "games/spades/spadesrules.h"

#include "core/trickplay.h"

#include <algorithm>
#include <cmath>

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
int rankOf(Card c)
{
    return pack().rank(c);
}
CardSet suitCards(int suit)
{
    return pack().suitMask(suit);
}
CardSet above(Card c)
{
    // Within a suit a higher index is a higher card.
    return CardSet(suitCards(suitOf(c)).bits() & ~((std::uint64_t{2} << c.index) - 1));
}

// What one seat reads from its view: the cards gone, the bids and what each side still needs.
struct Reading {
    int me = 0;
    int partner = 0;
    CardSet hand;
    CardSet gone;
    bool nil = false;        // I bid nil and have taken no trick yet
    bool partnerNil = false; // my partner bid nil and has taken no trick yet
    int theirNil = -1;       // an opponent whose nil still stands, -1 for none
    int need = 0;            // tricks my side still needs for its contract
    int theyNeed = 0;        // tricks the other side still needs for theirs

    bool master(Card c) const { return (above(c) - hand - gone).empty(); }
};

// Tricks a side's bidders other than nil still need for its contract.
int stillNeeded(const GameState& s, int side)
{
    int needed = 0;
    for (const int seat : {side, side + 2})
        if (s.bids[static_cast<std::size_t>(seat)] > 0)
            needed += s.bids[static_cast<std::size_t>(seat)] - s.tricksOf(seat);
    return needed;
}

Reading read(const PlayerView& view)
{
    const GameState& s = view.state();
    Reading k;
    k.me = view.seat();
    k.partner = (k.me + 2) % 4;
    k.hand = view.hand();
    for (int i = 0; i < s.playedCount; ++i)
        k.gone.insert(s.played[static_cast<std::size_t>(i)]);
    const auto nilStanding = [&](int seat) {
        return s.bids[static_cast<std::size_t>(seat)] == 0 && s.tricksOf(seat) == 0;
    };
    k.nil = nilStanding(k.me);
    k.partnerNil = nilStanding(k.partner);
    for (const int seat : {(k.me + 1) % 4, (k.me + 3) % 4})
        if (nilStanding(seat))
            k.theirNil = seat;
    k.need = stillNeeded(s, k.me % 2);
    k.theyNeed = stillNeeded(s, 1 - k.me % 2);
    return k;
}

// The card now winning the trick.
Card winningCard(const GameState& s)
{
    const int winner = trickplay::highestOfSuitLed(s, Spades);
    for (int i = 0; i < s.trick.size; ++i)
        if (s.trick.seat(i) == winner)
            return s.trick.card(i);
    return s.trick.led();
}

// Whether `c` would beat `winning` in the trick.
bool beats(Card c, Card winning)
{
    if (suitOf(c) == suitOf(winning))
        return c.index > winning.index;
    return suitOf(c) == Spades;
}

// The lowest card equal in power to the highest of `cards` (the cards between them all gone).
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

// The highest card of `cards` by rank, spades counted above every other suit.
Card highestByRank(CardSet cards)
{
    Card best;
    for (const Card c : cards)
        if (!best.valid() || (suitOf(c) == Spades) > (suitOf(best) == Spades) ||
            ((suitOf(c) == Spades) == (suitOf(best) == Spades) && rankOf(c) > rankOf(best)))
            best = c;
    return best;
}

Card lowestByRank(CardSet cards)
{
    Card best;
    for (const Card c : cards)
        if (!best.valid() || (suitOf(c) == Spades) < (suitOf(best) == Spades) ||
            ((suitOf(c) == Spades) == (suitOf(best) == Spades) && rankOf(c) < rankOf(best)))
            best = c;
    return best;
}

// Play to take no trick: under the winning card, throwing the most dangerous cards first.
Card duck(const GameState& s, CardSet legal)
{
    if (s.trick.empty())
        return lowestByRank(legal);
    const Card winning = winningCard(s);
    CardSet under;
    for (const Card c : legal)
        if (!beats(c, winning))
            under.insert(c);
    if (!under.empty())
        return highestByRank(under); // the highest card that still loses
    // Every card wins: last to play, take it with the highest; else the lowest, for someone
    // after to beat.
    return s.trick.size == 3 ? highestByRank(legal) : lowestByRank(legal);
}

Card discard(const Reading& k, CardSet legal)
{
    const CardSet plain = legal - suitCards(Spades);
    const CardSet pool = plain.empty() ? legal : plain;
    Card best;
    int bestScore = 1000;
    for (const Card c : pool) {
        const CardSet suit = k.hand & suitCards(suitOf(c));
        const int score =
            rankOf(c) * 2 + (k.master(suit.highest()) ? 8 : 0) + (suit.size() == 1 ? -3 : 0);
        if (score < bestScore) {
            bestScore = score;
            best = c;
        }
    }
    return best;
}

Card lead(const Reading& k, CardSet legal)
{
    const CardSet spades = legal & suitCards(Spades);
    const CardSet plain = legal - spades;
    // Cash a master card.
    Card cash;
    for (const Card c : plain)
        if (k.master(c) && (!cash.valid() || rankOf(c) > rankOf(cash)))
            cash = c;
    if (cash.valid())
        return cheapestOfTop(k, legal & suitCards(suitOf(cash)));
    if (!spades.empty() && k.master(spades.highest()))
        return cheapestOfTop(k, spades);
    if (plain.empty())
        return spades.lowest();
    // From the longest plain suit, its lowest card.
    int bestSuit = -1;
    int bestLength = 0;
    for (int suit = 0; suit < 4; ++suit) {
        const int length = (plain & suitCards(suit)).size();
        if (length > bestLength) {
            bestLength = length;
            bestSuit = suit;
        }
    }
    return (plain & suitCards(bestSuit)).lowest();
}

Card follow(const Reading& k, const GameState& s, CardSet legal)
{
    const int led = suitOf(s.trick.led());
    const Card winning = winningCard(s);
    const int winnerSeat = trickplay::highestOfSuitLed(s, Spades);
    const bool partnerWinning = winnerSeat == k.partner;
    const bool last = s.trick.size == 3;
    const CardSet following = legal & suitCards(led);
    if (!following.empty()) {
        if (suitOf(winning) != led) // trumped: nothing of the suit led can win
            return following.lowest();
        CardSet beaters = following & above(winning);
        if (partnerWinning && (last || k.master(winning)))
            return following.lowest();
        if (beaters.empty())
            return following.lowest();
        if (last)
            return beaters.lowest();
        if (s.trick.size == 1 && rankOf(winning) < 11)
            return following.lowest(); // second hand low
        return cheapestOfTop(k, beaters);
    }
    if (partnerWinning && (last || k.master(winning)))
        return discard(k, legal);
    const CardSet spades = legal & suitCards(Spades);
    CardSet ruffs;
    for (const Card c : spades)
        if (beats(c, winning))
            ruffs.insert(c);
    if (!ruffs.empty())
        return ruffs.lowest();
    return discard(k, legal);
}

// Beside a nil partner: take the trick whenever the partner may yet be left winning it. Once the
// partner has played under someone else's card, the trick is safe and is played as any other.
Card cover(const Reading& k, const GameState& s, CardSet legal)
{
    if (s.trick.empty())
        return highestByRank(legal);
    const int winnerSeat = trickplay::highestOfSuitLed(s, Spades);
    bool partnerPlayed = false;
    for (int i = 0; i < s.trick.size; ++i)
        partnerPlayed = partnerPlayed || s.trick.seat(i) == k.partner;
    if (partnerPlayed && winnerSeat != k.partner)
        return follow(k, s, legal);
    const Card winning = winningCard(s);
    CardSet beaters;
    for (const Card c : legal)
        if (beats(c, winning))
            beaters.insert(c);
    if (beaters.empty())
        return lowestByRank(legal);
    return highestByRank(beaters); // high enough to hold against the partner's card to come
}

// Against an opponent's nil: leave it the trick. Lead low; when it has played and is winning,
// stay under it; when it plays after me, play low so that its card may yet win.
Card attack(const Reading& k, const GameState& s, CardSet legal)
{
    if (s.trick.empty())
        return lowestByRank(legal);
    const int winnerSeat = trickplay::highestOfSuitLed(s, Spades);
    bool nilPlayed = false;
    for (int i = 0; i < s.trick.size; ++i)
        nilPlayed = nilPlayed || s.trick.seat(i) == k.theirNil;
    if (nilPlayed && winnerSeat != k.theirNil)
        return follow(k, s, legal); // it has ducked this one: play the trick as any other
    if (!nilPlayed)
        return lowestByRank(legal);
    return duck(s, legal);
}

Choice blindNilAnswer(const PlayerView& view)
{
    const GameState& s = view.state();
    const auto* rules = dynamic_cast<const SpadesRules*>(&s.rules());
    const int side = view.seat() % 2;
    const int mine = s.totalsAtStart[static_cast<std::size_t>(side)];
    const int theirs = s.totalsAtStart[static_cast<std::size_t>(1 - side)];
    const int target = rules ? rules->options().target : 500;
    // A blind nil fails more often than not: worth it only when little else will catch up.
    const bool desperate = theirs - mine >= 300 || (theirs >= target - 100 && theirs > mine);
    const bool partnerBlind = SpadesRules::bidBlind(s, (view.seat() + 2) % 4);
    return desperate && !partnerBlind ? SpadesChoice::BlindNil : SpadesChoice::LookAtCards;
}

int bidFor(const PlayerView& view)
{
    const GameState& s = view.state();
    const CardSet hand = view.hand();
    const double tricks = SpadesPlayer::expectedTricks(hand);
    const int partnerBid = s.bids[static_cast<std::size_t>((view.seat() + 2) % 4)];
    const CardSet spades = hand & suitCards(Spades);
    const bool highSpade = !(spades & above(pack().card(Spades, 11))).empty(); // Q or better
    const bool anyAce = [&] {
        for (int suit = 0; suit < 4; ++suit)
            if (hand.contains(pack().card(suit, 14)))
                return true;
        return false;
    }();
    if (partnerBid != 0 && tricks < 1.3 && spades.size() <= 3 && !highSpade && !anyAce)
        return 0; // nil
    int bid = static_cast<int>(std::lround(tricks));
    if (partnerBid == 0)
        ++bid; // a nil partner leaves the contract to this hand, and cover costs tricks
    return std::clamp(bid, 1, 13);
}

} // namespace

double SpadesPlayer::expectedTricks(CardSet hand)
{
    double tricks = 0;
    const CardSet spades = hand & suitCards(Spades);
    const int spadeCount = spades.size();
    const auto has = [&](int suit, int rank) { return hand.contains(pack().card(suit, rank)); };
    int highSpades = 0;
    if (has(Spades, 14))
        ++highSpades;
    if (has(Spades, 13) && spadeCount >= 2)
        ++highSpades;
    if (has(Spades, 12) && spadeCount >= 3)
        ++highSpades;
    tricks += highSpades;
    // Length in trumps takes tricks of its own.
    tricks += std::max(0, spadeCount - 3) * 0.9;
    int spareTrumps = std::max(0, spadeCount - highSpades - std::max(0, spadeCount - 3));
    for (int suit = 0; suit < 4; ++suit) {
        if (suit == Spades)
            continue;
        const int length = (hand & suitCards(suit)).size();
        if (has(suit, 14))
            tricks += length <= 5 ? 1.0 : 0.7;
        if (has(suit, 13))
            tricks += length >= 2 && length <= 5 ? 0.8 : 0.2;
        if (has(suit, 12) && length >= 3 && length <= 4)
            tricks += 0.4;
        // Short suits ruff with the trumps not counted already.
        if (length <= 1 && spareTrumps > 0) {
            const double ruffs = length == 0 ? std::min(2, spareTrumps) * 0.7 : 0.5;
            tricks += ruffs;
            spareTrumps -= length == 0 ? std::min(2, spareTrumps) : 1;
        }
    }
    return tricks;
}

Action SpadesPlayer::choose(const PlayerView& view, Rng&) const
{
    const LegalActions legal = view.legalActions();
    const int seat = view.seat();
    if (legal.choices != 0)
        return Action::choose(seat, blindNilAnswer(view));
    if (legal.bids != 0)
        return Action::bid(seat, bidFor(view));
    if (legal.play.size() == 1)
        return Action::play(seat, legal.play.lowest());
    const Reading k = read(view);
    const GameState& s = view.state();
    Card c;
    if (k.nil)
        c = duck(s, legal.play);
    else if (k.partnerNil)
        c = cover(k, s, legal.play);
    else if (k.theirNil >= 0)
        c = attack(k, s, legal.play);
    else if (k.need <= 0 && k.theyNeed <= 0)
        c = duck(s, legal.play); // both contracts made: every further trick is a bag
    else
        c = s.trick.empty() ? lead(k, legal.play) : follow(k, s, legal.play);
    return Action::play(seat, legal.play.contains(c) ? c : legal.play.lowest());
}

} // namespace fs
