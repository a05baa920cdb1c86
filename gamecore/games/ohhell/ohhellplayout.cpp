#include "games/ohhell/ohhellplayout.h"

#include "core/gamestate.h"
#include "core/rng.h"
#include "core/trickplay.h"
#include "games/ohhell/ohhellplayer.h"
#include "games/ohhell/ohhellrules.h"

#include <cmath>

namespace fs {
namespace {

constexpr std::uint32_t RandomCardsInHundred = 10;

// The card winning the trick so far.
Card winning(const GameState& s)
{
    const Pack& pack = s.pack();
    const CardSet cards = s.trick.set();
    CardSet top = s.trump >= 0 ? cards & pack.suitMask(s.trump) : CardSet();
    if (top.empty())
        top = cards & pack.suitMask(pack.suit(s.trick.led()));
    return top.highest();
}

bool beats(const Pack& pack, Card c, Card best, int trump)
{
    if (pack.suit(c) == pack.suit(best))
        return c.index > best.index;
    return trump >= 0 && pack.suit(c) == trump;
}

// The lowest card by rank, side suits before trumps; or the highest, trumps before side suits.
Card lowest(const Pack& pack, CardSet cards, int trump)
{
    const CardSet side = trump >= 0 ? cards - pack.suitMask(trump) : cards;
    const CardSet from = side.empty() ? cards : side;
    Card pick = from.lowest();
    for (const Card c : from)
        if (pack.rankIndex(c) < pack.rankIndex(pick))
            pick = c;
    return pick;
}

Card highest(const Pack& pack, CardSet cards, int trump)
{
    const CardSet trumps = trump >= 0 ? cards & pack.suitMask(trump) : CardSet();
    if (!trumps.empty())
        return trumps.highest();
    Card pick = cards.lowest();
    for (const Card c : cards)
        if (pack.rankIndex(c) > pack.rankIndex(pick))
            pick = c;
    return pick;
}

Card chooseCard(const GameState& s, CardSet legal)
{
    const Pack& pack = s.pack();
    const int seat = s.toAct;
    const bool wants = s.bids[static_cast<std::size_t>(seat)] > s.tricksOf(seat);
    if (s.trick.empty())
        return wants ? highest(pack, legal, s.trump) : lowest(pack, legal, s.trump);
    const Card best = winning(s);
    CardSet winners;
    for (const Card c : legal)
        if (beats(pack, c, best, s.trump))
            winners.insert(c);
    const CardSet losers = legal - winners;
    const bool last = s.trick.size + 1 == s.seats();
    if (wants) {
        if (winners.empty())
            return lowest(pack, legal, s.trump);
        // Last to play wins as cheaply as it can; earlier, as surely as it can.
        return last ? winners.lowest() : highest(pack, winners, s.trump);
    }
    if (!losers.empty())
        return highest(pack, losers, -1); // duck with the card most likely to win later
    return last ? highest(pack, winners, s.trump) : winners.lowest();
}

// A bid near what the hand is expected to take, rounded up or down at random in proportion.
int chooseBid(const OhHellRules& rules, const GameState& s, Rng& rng)
{
    const std::uint64_t legal = rules.bidMask(s);
    CardSet unseen = s.pack().all() - s.hand(s.toAct);
    if (s.turnUp.valid())
        unseen.remove(s.turnUp);
    const double expected = OhHellPlayer::expectedTricks(s, s.toAct, unseen);
    const double below = std::floor(expected);
    int bid = static_cast<int>(below) +
              (static_cast<double>(rng.next() >> 11) * 0x1.0p-53 < expected - below ? 1 : 0);
    if ((legal >> bid) & 1u)
        return bid;
    // The hook forbids it: the neighbour nearer the expectation.
    const int other = expected < bid ? bid - 1 : bid + 1;
    if (other >= 0 && ((legal >> other) & 1u))
        return other;
    return bid > 0 && ((legal >> (bid - 1)) & 1u) ? bid - 1 : bid + 1;
}

} // namespace

void ohHellPlayout(GameState& s, Rng& rng)
{
    const auto& rules = static_cast<const OhHellRules&>(s.rules());
    while (!s.finished()) {
        if (s.phase == Phase::Bidding) {
            rules.apply(s, Action::bid(s.toAct, chooseBid(rules, s, rng)), nullptr);
            continue;
        }
        const CardSet legal = trickplay::followSuit(s, s.hand(s.toAct));
        const Card card =
            rng.below(100) < RandomCardsInHundred
                ? legal.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size()))))
                : chooseCard(s, legal);
        rules.apply(s, Action::play(s.toAct, card), nullptr);
    }
}

} // namespace fs
