#include "games/germanwhist/germanwhistplayer.h"

#include "games/germanwhist/germanwhistrules.h"

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
    return CardSet(suitCards(suitOf(c)).bits() & ~((std::uint64_t{2} << c.index) - 1));
}

struct Reading {
    int me = 0;
    int trump = -1;
    bool phaseOne = true;
    CardSet hand;
    CardSet gone;   // played, the current trick included
    CardSet oppMay; // cards the opponent may hold
    CardSet oppHas; // cards the opponent surely holds
    CardSet trumps() const { return suitCards(trump); }
    // Worth of a card for the rest of the deal: trumps above every plain card.
    int value(Card c) const { return rankOf(c) + (suitOf(c) == trump ? 13 : 0); }
    // `c`, led now, cannot be beaten by any card the opponent may hold.
    bool sureWinner(Card c) const
    {
        const CardSet same = oppMay & suitCards(suitOf(c));
        if (!same.empty())
            return (same & above(c)).empty();
        return suitOf(c) == trump || (oppMay & trumps()).empty();
    }
};

Reading know(const PlayerView& view)
{
    const GameState& s = view.state();
    const Knowledge known = knowledgeOf(view);
    Reading k;
    k.me = view.seat();
    k.trump = s.trump;
    k.phaseOne = GermanWhistRules::inPhaseOne(s);
    k.hand = view.hand();
    k.gone = known.outOfPlay;
    const auto opp = static_cast<std::size_t>(1 - k.me);
    // The opponent holds the cards it took face up; any unseen card may be there too, except
    // in a suit it has shown out of since the stock ran out.
    k.oppMay = known.holds[opp];
    for (const Card c : known.unseen)
        if (!known.isVoid(1 - k.me, suitOf(c)))
            k.oppMay.insert(c);
    // Once the stock is gone every unseen card is the opponent's.
    k.oppHas = s.stockSize == 0 ? k.oppMay : known.holds[opp];
    return k;
}

// Cards of `legal` that would take the trick the opponent led.
CardSet beaters(const Reading& k, const GameState& s, CardSet legal)
{
    const Card led = s.trick.led();
    const CardSet following = legal & suitCards(suitOf(led));
    if (!following.empty())
        return following & above(led);
    return suitOf(led) == k.trump ? CardSet() : legal & k.trumps();
}

// The card of `cards` worth least to us.
Card cheapest(const Reading& k, CardSet cards)
{
    Card best;
    for (Card c : cards)
        if (!best.valid() || k.value(c) < k.value(best))
            best = c;
    return best;
}

Card follow(const Reading& k, const GameState& s, CardSet legal)
{
    const CardSet win = beaters(k, s, legal);
    const CardSet lose = legal - win;
    if (win.empty())
        return cheapest(k, legal);
    const Card cheapWin = cheapest(k, win);
    if (!k.phaseOne)
        return cheapWin; // phase 2: every trick counts
    const Card prize = s.turnUp;
    const bool want = prize.valid() && (suitOf(prize) == k.trump || rankOf(prize) >= 11);
    // Win what is worth having, or what costs less than it brings.
    if (lose.empty() || want || (prize.valid() && k.value(cheapWin) <= k.value(prize)))
        return cheapWin;
    return cheapest(k, lose);
}

Card lead(const Reading& k, const GameState& s, CardSet legal)
{
    CardSet sure;
    for (Card c : legal)
        if (k.sureWinner(c))
            sure.insert(c);
    if (k.phaseOne) {
        const Card prize = s.turnUp;
        const bool want = prize.valid() && (suitOf(prize) == k.trump || rankOf(prize) >= 11);
        if (want && !sure.empty())
            return cheapest(k, sure);
        // Nothing worth winning: give the trick away with the least useful card.
        const CardSet plain = legal - k.trumps();
        return cheapest(k, plain.empty() ? legal : plain);
    }
    // Phase 2: draw the opponent's trumps with sure winners, then cash the rest.
    const CardSet sureTrumps = sure & k.trumps();
    if (!sureTrumps.empty() && !(k.oppMay & k.trumps()).empty())
        return sureTrumps.highest();
    if (!sure.empty())
        return cheapest(k, sure);
    // Lead low in a suit the opponent must follow, so it cannot ruff.
    Card best;
    for (Card c : legal)
        if (suitOf(c) != k.trump && !(k.oppMay & suitCards(suitOf(c))).empty() &&
            (!best.valid() || rankOf(c) < rankOf(best)))
            best = c;
    return best.valid() ? best : cheapest(k, legal);
}

} // namespace

Action GermanWhistPlayer::choose(const PlayerView& view, Rng&) const
{
    const LegalActions legal = view.legalActions();
    if (legal.play.size() == 1)
        return Action::play(view.seat(), legal.play.lowest());
    const Reading k = know(view);
    const GameState& s = view.state();
    const Card c = s.trick.empty() ? lead(k, s, legal.play) : follow(k, s, legal.play);
    return Action::play(view.seat(), legal.play.contains(c) ? c : legal.play.lowest());
}

} // namespace fs
