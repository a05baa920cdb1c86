#include "games/spades/spadesplayout.h"

#include "core/gamestate.h"
#include "core/rng.h"
#include "core/trickplay.h"
#include "games/spades/spadesplayer.h"
#include "games/spades/spadesrules.h"

#include <algorithm>
#include <cmath>

namespace fs {
namespace {

constexpr std::uint32_t RandomCardsInHundred = 10;

const Pack& pack()
{
    return Pack::french52();
}

Card winning(const GameState& s)
{
    const int winner = trickplay::highestOfSuitLed(s, Spades);
    for (int i = 0; i < s.trick.size; ++i)
        if (s.trick.seat(i) == winner)
            return s.trick.card(i);
    return s.trick.led();
}

bool beats(Card c, Card best)
{
    if (pack().suit(c) == pack().suit(best))
        return c.index > best.index;
    return pack().suit(c) == Spades;
}

// The lowest card by rank, plain suits before spades; the highest, spades before plain suits.
Card lowest(CardSet cards)
{
    const CardSet plain = cards - pack().suitMask(Spades);
    const CardSet from = plain.empty() ? cards : plain;
    Card pick = from.lowest();
    for (const Card c : from)
        if (pack().rankIndex(c) < pack().rankIndex(pick))
            pick = c;
    return pick;
}

Card highest(CardSet cards)
{
    const CardSet spades = cards & pack().suitMask(Spades);
    if (!spades.empty())
        return spades.highest();
    Card pick = cards.lowest();
    for (const Card c : cards)
        if (pack().rankIndex(c) > pack().rankIndex(pick))
            pick = c;
    return pick;
}

bool nilStanding(const GameState& s, int seat)
{
    return s.bids[static_cast<std::size_t>(seat)] == 0 && s.tricksOf(seat) == 0;
}

// Tricks a side's bidders other than nil still need.
int needed(const GameState& s, int side)
{
    int n = 0;
    for (const int seat : {side, side + 2})
        if (s.bids[static_cast<std::size_t>(seat)] > 0)
            n += s.bids[static_cast<std::size_t>(seat)] - s.tricksOf(seat);
    return n;
}

Card duck(const GameState& s, CardSet legal, const CardSet& winners)
{
    const CardSet losers = legal - winners;
    if (!losers.empty())
        return highest(losers); // throw the card most likely to win later
    return s.trick.size == 3 ? highest(winners) : winners.lowest();
}

Card chooseCard(const GameState& s, CardSet legal)
{
    const int seat = s.toAct;
    const int partner = (seat + 2) % 4;
    const int side = seat % 2;
    const bool nil = nilStanding(s, seat);
    const bool cover = !nil && nilStanding(s, partner);
    int theirNil = -1;
    for (const int other : {(seat + 1) % 4, (seat + 3) % 4})
        if (nilStanding(s, other))
            theirNil = other;
    const bool wants = !nil && (cover || needed(s, side) > 0 || needed(s, 1 - side) > 0);
    if (s.trick.empty())
        return wants && theirNil < 0 ? highest(legal) : lowest(legal);
    const Card best = winning(s);
    CardSet winners;
    for (const Card c : legal)
        if (beats(c, best))
            winners.insert(c);
    if (!nil && !cover && theirNil >= 0) {
        // Leave an opponent's nil the trick: low before it plays, under it once it leads.
        bool played = false;
        for (int i = 0; i < s.trick.size; ++i)
            played = played || s.trick.seat(i) == theirNil;
        if (!played)
            return lowest(legal);
        if (trickplay::highestOfSuitLed(s, Spades) == theirNil)
            return duck(s, legal, winners);
    }
    if (!wants)
        return duck(s, legal, winners);
    if (winners.empty())
        return lowest(legal);
    const bool last = s.trick.size == 3;
    return last ? winners.lowest() : highest(winners);
}

int bidFor(CardSet hand)
{
    const double tricks = SpadesPlayer::expectedTricks(hand);
    return tricks < 1.0 ? 0 : std::clamp(static_cast<int>(std::lround(tricks)), 1, 13);
}

} // namespace

void spadesPlayout(GameState& s, Rng& rng)
{
    while (!s.finished()) {
        const int seat = s.toAct;
        switch (s.phase) {
        case Phase::Declaring:
            s.apply(Action::choose(seat, SpadesChoice::LookAtCards));
            continue;
        case Phase::Bidding:
            s.apply(Action::bid(seat, bidFor(s.hand(seat))));
            continue;
        default:
            break;
        }
        const CardSet legal = SpadesRules::playable(s, s.hand(seat));
        const Card c =
            rng.below(100) < RandomCardsInHundred
                ? legal.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size()))))
                : chooseCard(s, legal);
        s.apply(Action::play(seat, c));
    }
}

} // namespace fs
