#include "games/ohhell/ohhellplayer.h"

#include "core/pack.h"
#include "games/ohhell/ohhellrules.h"

#include <algorithm>
#include <cmath>

namespace fs {
namespace {

const Pack& french()
{
    return Pack::french52();
}

int suitOf(Card c)
{
    return french().suit(c);
}

// How many cards of `among` are of the same suit as `c` and above it.
int higherCount(Card c, CardSet among)
{
    const CardSet above = french().suitMask(suitOf(c)) - CardSet::firstN(c.index + 1);
    return (above & among).size();
}

// What a seat can work out about the cards still out, from the core's knowledge layer: those it
// has not seen (the turn-up is seen by all), and which suits each seat has shown out of.
struct Reading {
    CardSet unseen;
    std::array<std::uint8_t, MaxSeats> voids{}; // bit s: the seat has shown out of suit s
};

Reading readingOf(const GameState& s, int seat)
{
    const Knowledge known = knowledgeOf(PlayerView(s, seat));
    return {known.unseen, known.voids};
}

// ---- bidding ----

// Worth of a trump that has `higher` unseen trumps above it, holding `length` trumps.
double trumpWorth(int higher, int length)
{
    switch (higher) {
    case 0:
        return 1.0;
    case 1:
        return length >= 2 ? 0.75 : 0.45;
    case 2:
        return length >= 3 ? 0.55 : 0.25;
    case 3:
        return length >= 4 ? 0.4 : 0.15;
    default:
        return 0.12;
    }
}

// Worth of a side-suit card with `higher` unseen cards above it in a suit of `length` cards held;
// long suits are ruffed sooner, and more so at a crowded table.
double sideWorth(int higher, int length, int seats)
{
    const double ruffRisk = std::clamp(0.04 * (seats - 3) + 0.05 * (length - 2), 0.0, 0.5);
    switch (higher) {
    case 0:
        return 0.9 - ruffRisk;
    case 1:
        return length >= 2 ? 0.6 - ruffRisk : 0.25;
    case 2:
        return length >= 3 ? 0.3 - ruffRisk / 2 : 0.05;
    default:
        return 0.0;
    }
}

// A one-card deal turns on who leads: the leader's card wins if nothing above it (and no trump)
// is out; a trump wins if no higher trump is out; anyone else's side card wins only if its suit
// happens to be led and nothing beats it.
double oneCardChance(const GameState& s, int seat, Card c, CardSet unseen, double q)
{
    const bool isTrump = s.trump >= 0 && suitOf(c) == s.trump;
    const int trumpsOut =
        s.trump >= 0 && !isTrump ? (unseen & french().suitMask(s.trump)).size() : 0;
    const double clear = std::pow(1.0 - q, higherCount(c, unseen) + trumpsOut);
    return seat == s.eldest() || isTrump ? clear : 0.25 * clear;
}

// ---- play ----

// Whether `c` beats `best`, the card winning the trick so far.
bool beats(Card c, Card best, int trump)
{
    if (suitOf(c) == suitOf(best))
        return c.index > best.index;
    return trump >= 0 && suitOf(c) == trump;
}

Card winningCard(const Trick& trick, int trump)
{
    Card best = trick.led();
    for (int i = 1; i < trick.size; ++i)
        if (beats(trick.card(i), best, trump))
            best = trick.card(i);
    return best;
}

// Everything the choice of a card looks at.
struct PlayContext {
    const GameState& s;
    int seat;
    int trump;
    Reading known;
    int laterSeats = 0; // seats still to play to this trick after this one
};

// Unseen cards that could beat `c` from the seats still to play: higher cards of its suit, and
// for a side card the trumps, when one of those seats has shown out of its suit.
int beaters(const PlayContext& p, Card c)
{
    if (p.laterSeats == 0)
        return 0;
    int count = higherCount(c, p.known.unseen);
    const int suit = suitOf(c);
    if (p.trump < 0 || suit == p.trump)
        return count;
    for (int i = 1; i <= p.laterSeats; ++i) {
        const int later = (p.seat + i) % p.s.seats();
        if ((p.known.voids[static_cast<std::size_t>(later)] >> suit) & 1u) {
            count += (p.known.unseen & french().suitMask(p.trump)).size();
            break;
        }
    }
    return count;
}

// The card of `cards` with the fewest beaters (ties: the lowest), or the most (ties: lowest).
Card fewestBeaters(const PlayContext& p, CardSet cards)
{
    Card pick = cards.lowest();
    int best = beaters(p, pick);
    for (Card c : cards) {
        const int b = beaters(p, c);
        if (b < best) {
            best = b;
            pick = c;
        }
    }
    return pick;
}

// The card most dangerous to keep: fewest cards out that beat it, highest on a tie.
Card mostDangerous(const PlayContext& p, CardSet cards)
{
    Card pick = cards.lowest();
    int best = 99;
    for (Card c : cards) {
        const int b = higherCount(c, p.known.unseen) +
                      (p.trump >= 0 && suitOf(c) == p.trump ? -1 : 0); // trumps win more often
        if (b <= best) {
            best = b;
            pick = c;
        }
    }
    return pick;
}

// The lowest card by rank, preferring side suits (trumps are kept to win later).
Card cheapest(const PlayContext& p, CardSet cards)
{
    const CardSet side = p.trump >= 0 ? cards - french().suitMask(p.trump) : cards;
    const CardSet from = side.empty() ? cards : side;
    Card pick = from.lowest();
    for (Card c : from)
        if (french().rankIndex(c) < french().rankIndex(pick))
            pick = c;
    return pick;
}

Card leadToWin(const PlayContext& p, CardSet hand)
{
    const CardSet trumps = p.trump >= 0 ? hand & french().suitMask(p.trump) : CardSet();
    // Cash a sure side winner before it can be ruffed, then a top trump.
    for (Card c : hand - trumps)
        if (higherCount(c, p.known.unseen) == 0)
            return c;
    for (Card c : trumps)
        if (higherCount(c, p.known.unseen) == 0)
            return c;
    // With trumps in hand, lead a short side suit to ruff it later; otherwise lead low from the
    // longest side suit, keeping the honours.
    const CardSet side = hand - trumps;
    if (side.empty())
        return trumps.highest();
    int bestSuit = -1;
    for (int suit = 0; suit < 4; ++suit) {
        const int length = (side & french().suitMask(suit)).size();
        if (length == 0)
            continue;
        const int bestLength = bestSuit < 0 ? -1 : (side & french().suitMask(bestSuit)).size();
        const bool better =
            trumps.empty() ? length > bestLength : (bestSuit < 0 || length < bestLength);
        if (better)
            bestSuit = suit;
    }
    return (side & french().suitMask(bestSuit)).lowest();
}

Card leadToLose(const PlayContext& p, CardSet hand)
{
    // The card with the most unseen cards above it is the least likely to take the trick.
    const CardSet trumps = p.trump >= 0 ? hand & french().suitMask(p.trump) : CardSet();
    const CardSet side = hand - trumps;
    if (side.empty())
        return trumps.lowest();
    Card pick = side.lowest();
    int most = -1;
    for (Card c : side) {
        const int above = higherCount(c, p.known.unseen);
        if (above > most || (above == most && french().rankIndex(c) < french().rankIndex(pick))) {
            most = above;
            pick = c;
        }
    }
    return pick;
}

Card followToWin(const PlayContext& p, CardSet legal, Card best)
{
    CardSet winners;
    for (Card c : legal)
        if (beats(c, best, p.trump))
            winners.insert(c);
    if (winners.empty())
        return cheapest(p, legal);
    if (p.laterSeats == 0)
        return winners.lowest(); // within one suit, or among trumps: the cheapest that wins
    // The lowest card nobody after can beat; else the one least likely to be beaten.
    Card pick = NoCard;
    for (Card c : winners)
        if (beaters(p, c) == 0 &&
            (!pick.valid() || french().rankIndex(c) < french().rankIndex(pick)))
            pick = c;
    return pick.valid() ? pick : fewestBeaters(p, winners);
}

Card followToLose(const PlayContext& p, CardSet legal, Card best)
{
    CardSet losers;
    for (Card c : legal)
        if (!beats(c, best, p.trump))
            losers.insert(c);
    if (!losers.empty())
        return mostDangerous(p, losers); // the highest card that still ducks
    if (p.laterSeats == 0)
        return legal.highest(); // the trick is ours anyway: spend the biggest card on it
    // Every card wins for now: play the one most likely to be overtaken.
    Card pick = legal.lowest();
    int most = -1;
    for (Card c : legal) {
        const int b = beaters(p, c);
        if (b > most) {
            most = b;
            pick = c;
        }
    }
    return pick;
}

} // namespace

double OhHellPlayer::expectedTricks(const GameState& s, int seat)
{
    return expectedTricks(s, seat, readingOf(s, seat).unseen);
}

double OhHellPlayer::expectedTricks(const GameState& s, int seat, CardSet unseenCards)
{
    const CardSet hand = s.hand(seat);
    const int size = hand.size();
    if (size == 0)
        return 0.0;
    const Reading known{unseenCards, {}};
    // Each unseen card is in another hand with this chance; the rest stay in the pack.
    const int unseen = std::max(1, known.unseen.size());
    const double q = std::min(1.0, double((s.seats() - 1) * size) / unseen);
    if (size == 1)
        return oneCardChance(s, seat, hand.lowest(), known.unseen, q);

    const CardSet trumps = s.trump >= 0 ? hand & french().suitMask(s.trump) : CardSet();
    double total = 0.0;
    int spareTrumps = 0;
    for (Card c : trumps) {
        const int higher = higherCount(c, known.unseen);
        const double worth = trumpWorth(higher, trumps.size());
        // Fewer cards in play make a high card more likely to stand.
        total += worth + (1.0 - worth) * std::pow(1.0 - q, higher);
        spareTrumps += higher >= 2 ? 1 : 0;
    }
    for (int suit = 0; suit < 4; ++suit) {
        if (suit == s.trump)
            continue;
        const CardSet cards = hand & french().suitMask(suit);
        const int length = cards.size();
        for (Card c : cards) {
            const int higher = higherCount(c, known.unseen);
            const double worth = std::max(0.0, sideWorth(higher, length, s.seats()));
            total += worth + (1.0 - worth) * 0.5 * std::pow(1.0 - q, higher);
        }
        // Low trumps take tricks by ruffing a short suit.
        const int ruffs = std::min(spareTrumps, length == 0 ? 2 : (length == 1 ? 1 : 0));
        total += (length == 0 ? 0.45 : 0.3) * ruffs;
        spareTrumps -= ruffs;
    }
    return std::min(total, double(size));
}

int OhHellPlayer::chooseBid(const GameState& s, int seat, std::uint64_t legalBids)
{
    const double expected = expectedTricks(s, seat);
    int pick = -1;
    double distance = 1e9;
    for (int bid = 0; bid < 64; ++bid) {
        if (!((legalBids >> bid) & 1u))
            continue;
        const double d = std::abs(bid - expected);
        if (d < distance - 1e-9) {
            distance = d;
            pick = bid;
        }
    }
    return pick;
}

Card OhHellPlayer::chooseCard(const GameState& s, int seat, CardSet legal)
{
    if (legal.size() == 1)
        return legal.lowest();
    PlayContext p{s, seat, s.trump, readingOf(s, seat), 0};
    p.laterSeats = s.seats() - s.trick.size - 1;
    const int need = s.bids[static_cast<std::size_t>(seat)] - s.tricksOf(seat);
    if (s.trick.empty())
        return need > 0 ? leadToWin(p, legal) : leadToLose(p, legal);
    const Card best = winningCard(s.trick, s.trump);
    return need > 0 ? followToWin(p, legal, best) : followToLose(p, legal, best);
}

Action OhHellPlayer::choose(const PlayerView& view, Rng& rng) const
{
    const LegalActions legal = view.legalActions();
    const GameState& s = view.state();
    if (legal.bids != 0)
        return Action::bid(view.seat(), chooseBid(s, view.seat(), legal.bids));
    if (!legal.play.empty())
        return Action::play(view.seat(), chooseCard(s, view.seat(), legal.play));
    return legal.random(rng); // nothing else is ever asked of an Oh Hell seat
}

} // namespace fs
