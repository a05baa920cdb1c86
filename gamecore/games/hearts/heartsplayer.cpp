#include "games/hearts/heartsplayer.h"

#include "games/hearts/heartsrules.h"

#include <algorithm>
#include <climits>

namespace fs {
namespace {

const Pack& pack()
{
    return Pack::french52();
}
int rankOf(Card c)
{
    return pack().rank(c);
}
int suitOf(Card c)
{
    return pack().suit(c);
}
constexpr Card AceOfSpades = Card(Spades * 13 + 12);
constexpr Card KingOfSpades = Card(Spades * 13 + 11);

CardSet playedSoFar(const GameState& s)
{
    CardSet played;
    for (int i = 0; i < s.playedCount; ++i)
        played.insert(s.played[static_cast<std::size_t>(i)]);
    return played;
}

// The card of `cards` with the highest (or lowest) score; ties go to the lower index.
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

CardSet choosePass(CardSet hand, int count)
{
    const int spades = (hand & pack().suitMask(Spades)).size();
    const bool queenGuarded = spades >= 5; // enough low spades to keep QS safe at home
    auto danger = [&](Card c) {
        const int r = rankOf(c);
        const int inSuit = (hand & pack().suitMask(suitOf(c))).size();
        if (c == HeartsRules::QueenOfSpades)
            return queenGuarded ? 20 : 100;
        if ((c == AceOfSpades || c == KingOfSpades) && !queenGuarded)
            return 80 + r;
        if (suitOf(c) == Hearts)
            return 30 + r;
        // Prefer emptying a short side suit: a void lets us unload points later.
        return r + (inSuit <= 3 ? 8 - inSuit : 0);
    };
    CardSet chosen;
    for (int i = 0; i < count; ++i) {
        const Card c = best(hand - chosen, danger);
        chosen.insert(c);
    }
    return chosen;
}

Card chooseLead(const GameState& s, CardSet legal, CardSet hand)
{
    const bool holdQueen = hand.contains(HeartsRules::QueenOfSpades);
    const bool queenLive = !holdQueen && !playedSoFar(s).contains(HeartsRules::QueenOfSpades);
    auto badness = [&](Card c) {
        int v = rankOf(c);
        if (suitOf(c) == Hearts)
            v += 20;
        if (c == HeartsRules::QueenOfSpades)
            v += 60;
        else if (suitOf(c) == Spades && rankOf(c) > 12 && (queenLive || holdQueen))
            v += 40; // A or K of spades would collect the queen
        else if (suitOf(c) == Spades && queenLive)
            v -= 4; // low spades smoke the queen out
        return -v;
    };
    return best(legal, badness);
}

Card chooseFollow(const GameState& s, CardSet legal)
{
    const int led = suitOf(s.trick.led());
    const CardSet trickSuit = s.trick.set() & pack().suitMask(led);
    const Card winning = trickSuit.highest();
    CardSet under;
    for (Card c : legal)
        if (c.index < winning.index)
            under.insert(c);
    if (!under.empty())
        return under.highest(); // duck as high as we can
    const CardSet nonQueen = legal - HeartsRules::QueenOfSpades;
    if (nonQueen.empty())
        return legal.lowest();
    const bool last = s.trick.size == s.seats() - 1;
    // We take this trick anyway: when last, take it with the highest card to shed it.
    return last ? nonQueen.highest() : nonQueen.lowest();
}

Card chooseDiscard(const GameState& s, CardSet legal, CardSet hand)
{
    if (legal.contains(HeartsRules::QueenOfSpades))
        return HeartsRules::QueenOfSpades;
    const bool queenLive = !playedSoFar(s).contains(HeartsRules::QueenOfSpades);
    auto urgency = [&](Card c) {
        const int r = rankOf(c);
        if (queenLive && (c == AceOfSpades || c == KingOfSpades))
            return 100 + r;
        if (suitOf(c) == Hearts)
            return 20 + r;
        const int inSuit = (hand & pack().suitMask(suitOf(c))).size();
        return r + (inSuit <= 2 ? 3 : 0);
    };
    return best(legal, urgency);
}

} // namespace

Choice HeartsPlayer::moonChoice(const GameState& s, int shooter)
{
    const auto* rules = dynamic_cast<const HeartsRules*>(&s.rules());
    const int target = rules ? rules->options().target : 100;
    // Larger is better: a win outright, otherwise the margin over the best opponent.
    auto value = [&](bool subtract) {
        int own = s.totalsAtStart[static_cast<std::size_t>(shooter)] + (subtract ? -26 : 0);
        int bestOther = INT_MAX;
        int highest = own;
        for (int seat = 0; seat < s.seats(); ++seat) {
            if (seat == shooter)
                continue;
            const int t = s.totalsAtStart[static_cast<std::size_t>(seat)] + (subtract ? 0 : 26);
            bestOther = std::min(bestOther, t);
            highest = std::max(highest, t);
        }
        const bool gameEnds = highest >= target;
        if (gameEnds)
            return own < bestOther ? 100000 : -100000 + (bestOther - own);
        return bestOther - own;
    };
    return value(true) >= value(false) ? HeartsChoice::MoonSubtractOwn
                                       : HeartsChoice::MoonAddOthers;
}

Action HeartsPlayer::choose(const PlayerView& view, Rng& rng) const
{
    const LegalActions legal = view.legalActions();
    const GameState& s = view.state();
    const int seat = view.seat();
    if (legal.selectCount > 0)
        return Action::pass(seat, choosePass(view.hand(), legal.selectCount));
    if (legal.choices != 0)
        return Action::choose(seat, moonChoice(s, seat));
    if (legal.play.size() == 1)
        return Action::play(seat, legal.play.lowest());
    if (legal.play.empty())
        return legal.random(rng);
    if (s.trick.empty())
        return Action::play(seat, chooseLead(s, legal.play, view.hand()));
    const int led = suitOf(s.trick.led());
    if (legal.play.intersects(pack().suitMask(led)))
        return Action::play(seat, chooseFollow(s, legal.play));
    return Action::play(seat, chooseDiscard(s, legal.play, view.hand()));
}

} // namespace fs
