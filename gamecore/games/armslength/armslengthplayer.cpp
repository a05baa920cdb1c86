#include "games/armslength/armslengthplayer.h"

#include "games/armslength/armslengthrules.h"

#include <climits>

namespace fs {
namespace {

constexpr int RanksPerSuit = 13;

int suitOf(Card c)
{
    return c.index / RanksPerSuit;
}
int rankOf(Card c)
{
    return c.index % RanksPerSuit; // 0 = two ... 12 = ace
}
CardSet suitCards(int suit)
{
    return Pack::french52().suitMask(suit);
}

// The card of `cards` with the highest score; ties go to the lower index.
template <class Score> Card best(CardSet cards, Score score)
{
    Card chosen;
    int top = INT_MIN;
    for (Card c : cards) {
        const int v = score(c);
        if (v > top) {
            top = v;
            chosen = c;
        }
    }
    return chosen;
}

// Who would hold the trick if it ended after `seat` played `c` (a void card with no trump yet
// fixes trumps and counts as one, R-1).
int holderWith(const GameState& s, int seat, Card c)
{
    const int led = suitOf(s.trick.led());
    int trump = s.trump;
    if (trump < 0 && suitOf(c) != led)
        trump = suitOf(c);
    const CardSet cards = s.trick.set() | c;
    CardSet candidates = trump >= 0 ? cards & suitCards(trump) : CardSet();
    if (candidates.empty())
        candidates = cards & suitCards(led);
    const Card top = candidates.highest();
    return top == c ? seat : s.trick.seat(s.trick.positionOf(top));
}

// A void player fixing trumps: High wants its longest, strongest suit as trumps, Low its shortest.
Card fixTrumps(CardSet legal, CardSet hand, bool high)
{
    return best(legal, [&](Card c) {
        const CardSet suit = hand & suitCards(suitOf(c));
        const int strength = suit.size() * 8 + ArmsLengthPlayer::points(suit);
        const int lowness = RanksPerSuit - rankOf(c);
        return (high ? strength : -strength) * 16 + lowness;
    });
}

Card chooseLead(CardSet legal, CardSet hand, bool high)
{
    // High leads its highest card (a winner unless someone is void); Low its lowest, which the
    // forcing rules make every follower beat if they can.
    return best(legal, [&](Card c) {
        const int length = (hand & suitCards(suitOf(c))).size();
        return high ? rankOf(c) * 16 + length : (RanksPerSuit - rankOf(c)) * 16 + length;
    });
}

Card chooseFollow(const GameState& s, int seat, CardSet legal, bool high)
{
    const bool last = s.trick.size == 3;
    const int led = suitOf(s.trick.led());
    if (s.trump < 0 && !legal.intersects(suitCards(led)))
        return fixTrumps(legal, s.hand(seat), high);
    CardSet winning;
    for (Card c : legal)
        if (holderWith(s, seat, c) == seat)
            winning.insert(c);
    const CardSet losing = legal - winning;
    auto lowest = [](Card c) { return -rankOf(c); };
    auto highest = [](Card c) { return rankOf(c); };
    if (high) {
        if (winning.empty())
            return best(legal, lowest);
        // Last to play: win as cheaply as possible; otherwise with the top card, which the
        // later players are less likely to beat.
        return last ? best(winning, lowest) : best(winning, highest);
    }
    if (!losing.empty())
        return best(losing, highest); // shed a high card under the trick
    return last ? best(winning, highest) : best(winning, lowest);
}

} // namespace

int ArmsLengthPlayer::points(CardSet hand)
{
    int total = 0;
    for (Card c : hand)
        total += rankOf(c) >= 9 ? rankOf(c) - 8 : 0; // J=1 Q=2 K=3 A=4
    return total;
}

Choice ArmsLengthPlayer::roadChoice(CardSet hand, bool firstSpeaker)
{
    const int p = points(hand);
    if (firstSpeaker)
        return p >= 13 ? ArmsLengthChoice::RoadHigh
                       : (p <= 7 ? ArmsLengthChoice::RoadLow : ArmsLengthChoice::RoadPass);
    return p >= 10 ? ArmsLengthChoice::RoadHigh : ArmsLengthChoice::RoadLow;
}

Action ArmsLengthPlayer::choose(const PlayerView& view, Rng& rng) const
{
    const LegalActions legal = view.legalActions();
    const GameState& s = view.state();
    const int seat = view.seat();
    if (legal.choices != 0) {
        const bool first = legal.allowsChoice(ArmsLengthChoice::RoadPass);
        const Choice c = roadChoice(view.hand(), first);
        return Action::choose(seat, legal.allowsChoice(c) ? c : ArmsLengthChoice::RoadLow);
    }
    if (legal.play.empty())
        return legal.random(rng);
    if (legal.play.size() == 1)
        return Action::play(seat, legal.play.lowest());
    const bool high = ArmsLengthRules::roadOf(s, seat) == Road::High;
    if (s.trick.empty())
        return Action::play(seat, chooseLead(legal.play, view.hand(), high));
    return Action::play(seat, chooseFollow(s, seat, legal.play, high));
}

} // namespace fs
