#include "games/seconds/secondsplayer.h"

#include "games/seconds/secondsrules.h"

#include <array>

namespace fs {
namespace {

constexpr int RanksPerSuit = 13;
constexpr int HandSize = 13;

int suitOf(Card c)
{
    return c.index / RanksPerSuit;
}
CardSet suitCards(int suit)
{
    return Pack::french52().suitMask(suit);
}

// Suits each seat has shown it lacks by not following, as a bit mask per seat.
std::array<unsigned, 4> knownVoids(const GameState& s)
{
    std::array<unsigned, 4> voids{};
    int led = -1;
    for (int i = 0; i < s.playedCount; ++i) {
        const Card c = s.played[static_cast<std::size_t>(i)];
        const bool leads = i % 4 == 0; // every trick has four cards, none is ever spoiled
        if (leads)
            led = suitOf(c);
        else if (suitOf(c) != led)
            voids[static_cast<std::size_t>(s.playedBy[static_cast<std::size_t>(i)])] |= 1u << led;
    }
    return voids;
}

// Deals `unseen` to the other seats, `need[seat]` cards each, avoiding shown voids where it can.
std::array<CardSet, 4> sampleHands(CardSet unseen, const std::array<int, 4>& need,
                                   const std::array<unsigned, 4>& voids, Rng& rng)
{
    std::array<CardSet, 4> hands{};
    std::array<int, 4> room = need;
    CardSet rest = unseen;
    while (!rest.empty()) {
        const Card c =
            rest.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(rest.size()))));
        rest.remove(c);
        int options[4];
        int n = 0;
        for (int seat = 0; seat < 4; ++seat)
            if (room[static_cast<std::size_t>(seat)] > 0 &&
                !((voids[static_cast<std::size_t>(seat)] >> suitOf(c)) & 1u))
                options[n++] = seat;
        if (n == 0) // the voids cannot all be kept: place it anywhere there is room
            for (int seat = 0; seat < 4; ++seat)
                if (room[static_cast<std::size_t>(seat)] > 0)
                    options[n++] = seat;
        if (n == 0)
            break;
        const int seat = options[rng.below(static_cast<std::uint32_t>(n))];
        hands[static_cast<std::size_t>(seat)].insert(c);
        --room[static_cast<std::size_t>(seat)];
    }
    return hands;
}

// Completes the current trick after `seat` plays `card`, the others playing at random within
// the rules from the sampled hands; returns the seat that takes it.
int finishTrick(const GameState& s, int seat, Card card, const std::array<CardSet, 4>& hands,
                Rng& rng)
{
    std::array<Card, 4> cards{};
    std::array<int, 4> seats{};
    int n = 0;
    for (; n < s.trick.size; ++n) {
        cards[static_cast<std::size_t>(n)] = s.trick.card(n);
        seats[static_cast<std::size_t>(n)] = s.trick.seat(n);
    }
    cards[static_cast<std::size_t>(n)] = card;
    seats[static_cast<std::size_t>(n)] = seat;
    ++n;
    const int led = suitOf(cards[0]);
    for (int next = (seat + 1) % 4; n < 4; next = (next + 1) % 4, ++n) {
        const CardSet hand = hands[static_cast<std::size_t>(next)];
        CardSet legal = hand & suitCards(led);
        if (legal.empty())
            legal = hand;
        cards[static_cast<std::size_t>(n)] =
            legal.empty()
                ? Card(0)
                : legal.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size()))));
        seats[static_cast<std::size_t>(n)] = next;
    }
    return seats[static_cast<std::size_t>(SecondsRules::winningPosition(cards))];
}

} // namespace

double SecondsPlayer::trickValue(const GameState& s, int seat, int winner)
{
    const int own = s.tricksOf(seat);
    switch (SecondsRules::dealKind(s.dealIndex)) {
    case SecondsDeal::Partners:
    case SecondsDeal::LeftHalf:
    case SecondsDeal::RightHalf: {
        // The product grows by the partner's tricks when we take one and by ours when the
        // partner does; the half keeps a first trick worth something to both.
        const int partner = SecondsRules::scoringPartner(s.dealIndex, seat);
        if (winner == seat)
            return s.tricksOf(partner) + 0.5;
        if (winner == partner)
            return own + 0.5;
        return 0.0;
    }
    case SecondsDeal::WinTricks:
        return winner == seat ? 1.0 : 0.0;
    case SecondsDeal::LoseTricks:
        return winner == seat ? -1.0 : 0.0;
    case SecondsDeal::ExactlyThree:
        if (winner != seat)
            return 0.0;
        return own < 3 ? 1.0 : (own == 3 ? -1.0 : 0.0);
    }
    return 0.0;
}

Action SecondsPlayer::choose(const PlayerView& view, Rng& rng) const
{
    const LegalActions legal = view.legalActions();
    const GameState& s = view.state();
    const int seat = view.seat();
    if (legal.play.empty())
        return legal.random(rng);
    if (legal.play.size() == 1)
        return Action::play(seat, legal.play.lowest());

    std::array<int, 4> need{};
    for (int i = 0; i < s.playedCount; ++i)
        ++need[static_cast<std::size_t>(s.playedBy[static_cast<std::size_t>(i)])];
    for (int other = 0; other < 4; ++other)
        need[static_cast<std::size_t>(other)] =
            other == seat ? 0 : HandSize - need[static_cast<std::size_t>(other)];
    const std::array<unsigned, 4> voids = knownVoids(s);
    const CardSet unseen = view.unseen();

    std::array<double, 64> value{};
    for (int k = 0; k < Samples; ++k) {
        const std::array<CardSet, 4> hands = sampleHands(unseen, need, voids, rng);
        for (Card c : legal.play)
            value[c.index] += trickValue(s, seat, finishTrick(s, seat, c, hands, rng));
    }
    // Ties (often: cards that can never take the trick) go to the lowest rank.
    Card chosen = legal.play.lowest();
    for (Card c : legal.play) {
        const double v = value[c.index], v0 = value[chosen.index];
        if (v > v0 + 1e-9 ||
            (v > v0 - 1e-9 && c.index % RanksPerSuit < chosen.index % RanksPerSuit))
            chosen = c;
    }
    return Action::play(seat, chosen);
}

} // namespace fs
