#include "games/seconds/secondsplayout.h"

#include "core/gamestate.h"
#include "core/rng.h"
#include "core/trickplay.h"
#include "games/seconds/secondsplayer.h"
#include "games/seconds/secondsrules.h"

#include <array>

namespace fs {
namespace {

constexpr std::uint32_t RandomCardsInHundred = 10;
constexpr int RanksPerSuit = 13;

int rankOf(Card c)
{
    return c.index % RanksPerSuit;
}

// The seat that would take the trick if `c` were played now and the trick ended there. With
// fewer than four cards the winner rule is read on the cards so far.
int takerWith(const GameState& s, Card c)
{
    std::array<Card, 4> cards{};
    std::array<int, 4> seats{};
    const int n = s.trick.size;
    for (int i = 0; i < n; ++i) {
        cards[static_cast<std::size_t>(i)] = s.trick.card(i);
        seats[static_cast<std::size_t>(i)] = s.trick.seat(i);
    }
    cards[static_cast<std::size_t>(n)] = c;
    seats[static_cast<std::size_t>(n)] = s.toAct;
    if (n + 1 < 4) {
        // Pad with the lowest card of another suit from nobody, so that the rule reads only the
        // cards played: an off-suit Two never counts when anyone has followed.
        const int led =
            s.trick.empty() ? c.index / RanksPerSuit : s.trick.led().index / RanksPerSuit;
        const Card pad{static_cast<std::uint8_t>(((led + 1) % 4) * RanksPerSuit)};
        for (int i = n + 1; i < 4; ++i) {
            cards[static_cast<std::size_t>(i)] = pad;
            seats[static_cast<std::size_t>(i)] = -1;
        }
    }
    return seats[static_cast<std::size_t>(SecondsRules::winningPosition(cards))];
}

Card highestRank(CardSet cards)
{
    Card pick = cards.lowest();
    for (const Card c : cards)
        if (rankOf(c) > rankOf(pick))
            pick = c;
    return pick;
}

Card chooseCard(const GameState& s, CardSet legal, Rng& rng)
{
    const int me = s.toAct;
    // What taking the trick is worth to this seat against letting another take it.
    double others = 0;
    for (int seat = 0; seat < 4; ++seat)
        if (seat != me)
            others += SecondsPlayer::trickValue(s, me, seat);
    const bool wants = SecondsPlayer::trickValue(s, me, me) > others / 3;
    // The top card of the suit led never takes a trick anyone follows, nor the top rank one
    // nobody follows.
    if (!wants)
        return highestRank(legal);
    CardSet takers;
    for (const Card c : legal)
        if (takerWith(s, c) == me)
            takers.insert(c);
    const CardSet from = takers.empty() ? legal : takers;
    return from.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(from.size()))));
}

} // namespace

void secondsPlayout(GameState& s, Rng& rng)
{
    const Rules& rules = s.rules();
    while (!s.finished()) {
        const CardSet legal = trickplay::followSuit(s, s.hand(s.toAct));
        const Card card =
            rng.below(100) < RandomCardsInHundred
                ? legal.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size()))))
                : chooseCard(s, legal, rng);
        rules.apply(s, Action::play(s.toAct, card), nullptr);
    }
}

} // namespace fs
