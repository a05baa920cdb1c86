#include "core/rules.h"

#include "core/rolloutpath.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace fs {

GameState Rules::newDeal(const DealSetup& setup, EventList* events) const
{
    GameState s(*this);
    s.seatCount = static_cast<std::uint8_t>(m_seats);
    s.dealer = static_cast<std::uint8_t>(setup.dealer);
    s.dealIndex = static_cast<std::uint16_t>(setup.dealIndex);
    s.totalsAtStart = setup.totals;
    s.trickWinners.fill(-1);
    s.bids.fill(-1);
    deal(s, setup);
    if (events && s.turnUp.valid())
        events->push({EventKind::CardTurned, -1, -1, 0, s.turnUp, CardSet(s.turnUp)});
    if (events && s.trump >= 0)
        events->push({EventKind::TrumpFixed, -1, -1, s.trump, {}, {}});
    return s;
}

Reason Rules::basicCheck(const GameState& s, const Action& a) const
{
    if (s.finished())
        return Reason::DealOver;
    if (a.seat != s.toAct)
        return Reason::NotYourTurn;
    const LegalActions legal = legalActions(s);
    const bool kindExpected = (a.kind == ActionKind::Play && !legal.play.empty()) ||
                              ((a.kind == ActionKind::Pass || a.kind == ActionKind::Discard) &&
                               legal.selectCount > 0 && a.kind == legal.selectKind) ||
                              (a.kind == ActionKind::Bid && legal.bids != 0) ||
                              (a.kind == ActionKind::Choose && legal.choices != 0);
    if (!kindExpected)
        return Reason::WrongKindOfAction;
    if (a.kind == ActionKind::Play || a.kind == ActionKind::Pass || a.kind == ActionKind::Discard) {
        if (!s.hand(a.seat).containsAll(a.cards) || a.cards.empty())
            return Reason::CardNotInHand;
        if (a.kind != ActionKind::Play && a.cards.size() != legal.selectCount)
            return Reason::WrongNumberOfCards;
        if (a.kind == ActionKind::Play && a.cards.size() != 1)
            return Reason::WrongNumberOfCards;
    }
    if (a.kind == ActionKind::Bid && !legal.allowsBid(a.value))
        return Reason::BidOutOfRange;
    if (a.kind == ActionKind::Choose && (a.value < 0 || !legal.allowsChoice(a.choice())))
        return Reason::ChoiceNotOffered;
    return Reason::None;
}

Reason Rules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None)
        return basic;
    return legalActions(s).contains(a) ? Reason::None : Reason::WrongKindOfAction;
}

namespace {

// LegalActions::random, with the common case (only cards to play) counted and picked by the
// path's Bits policy (core/rolloutpath.h).
template <class Bits> void playOut(const Rules& rules, GameState& s, Rng& rng)
{
    while (!s.finished()) {
        const LegalActions legal = rules.legalActions(s);
        if (legal.bids != 0 || legal.choices != 0 || legal.selectCount != 0) {
            rules.apply(s, legal.random(rng), nullptr);
            continue;
        }
        const std::uint64_t play = legal.play.bits();
        const auto pick =
            static_cast<int>(rng.below(static_cast<std::uint32_t>(Bits::count(play))));
        rules.apply(s, Action::play(legal.seat, Card(Bits::select(play, pick))), nullptr);
    }
}

#if FS_ROLLOUT_DISPATCH
FS_TARGET_V3 void playOutV3(const Rules& rules, GameState& s, Rng& rng)
{
    playOut<V3Bits>(rules, s, rng);
}
#endif

} // namespace

void Rules::randomPlayout(GameState& s, Rng& rng) const
{
#if FS_ROLLOUT_DISPATCH
    if (rolloutPath() == RolloutPath::X86_64_V3)
        return playOutV3(*this, s, rng);
#endif
    playOut<BaselineBits>(*this, s, rng);
}

int Rules::pointsTakenSoFar(const GameState&, int) const
{
    return -1;
}

void Rules::hideFrom(GameState& s, int seat) const
{
    for (int i = 0; i < s.seats(); ++i)
        if (i != seat)
            s.hands[static_cast<std::size_t>(i)] = CardSet();
    s.stock.fill(NoCard);
}

void Rules::describeVars(VarsFields&, GameState&) const {}

Event Rules::eventSeenBy(const GameState& after, const Event& e, int seat) const
{
    Event seen = e;
    if (e.seat == seat)
        return seen;
    switch (e.kind) {
    case EventKind::CardsPassed:
    case EventKind::Discarded:
        seen.value = static_cast<std::int8_t>(e.cards.size());
        seen.cards = CardSet();
        break;
    case EventKind::CardDrawn:
        if (e.value == 0)
            seen.card = NoCard;
        break;
    case EventKind::BidMade: {
        // A bid is public once the seat's own view of the state shows it.
        GameState view = after;
        hideFrom(view, seat);
        if (e.seat >= 0 && view.bids[static_cast<std::size_t>(e.seat)] != e.value)
            seen.value = -1;
        break;
    }
    default:
        break;
    }
    return seen;
}

int Rules::dealerOf(int firstDealer, std::span<const ScoreRow> rows) const
{
    return static_cast<int>((static_cast<std::size_t>(firstDealer) + rows.size()) %
                            static_cast<std::size_t>(m_seats));
}

int Rules::firstTrickShowingVoids(const GameState&) const
{
    return 0;
}

void Rules::addKnowledge(const GameState& view, int, Knowledge& k) const
{
    if (view.turnUp.valid())
        k.outOfPlay.insert(view.turnUp);
}

int Rules::hiddenPiles(const GameState& full, int, std::array<CardSet, MaxPiles>& piles) const
{
    if (full.stockSize == 0)
        return 0;
    CardSet stock;
    for (int i = 0; i < full.stockSize; ++i)
        stock.insert(full.stock[static_cast<std::size_t>(i)]);
    piles[0] = stock;
    return 1;
}

void Rules::placeHidden(GameState& world, int, int pile, CardSet cards, Rng& rng) const
{
    if (pile != 0)
        return;
    // The stock's order is as unknown as its cards: deal them in a random order.
    for (int i = 0; i < world.stockSize && !cards.empty(); ++i) {
        const Card c =
            cards.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(cards.size()))));
        world.stock[static_cast<std::size_t>(i)] = c;
        cards.remove(c);
    }
}

void Rules::completeHidden(GameState&, int) const {}

bool Rules::lastTell(const GameState&, int, GameState&, Action&) const
{
    return false;
}

double Rules::dealGain(const DealScore& score, int column) const
{
    const int n = columns();
    if (n < 2)
        return 0;
    double others = 0;
    for (int c = 0; c < n; ++c)
        if (c != column)
            others += score.points[static_cast<std::size_t>(c)];
    const double gain = score.points[static_cast<std::size_t>(column)] - others / (n - 1);
    return fewerPointsAreBetter() ? -gain : gain;
}

double Rules::matchValue(const GameState& s, int column) const
{
    const DealScore sc = score(s);
    if (sc.winsMatch >= 0)
        return sc.winsMatch == column ? 1.0 : 0.0;
    const int n = columns();
    std::vector<int> after(static_cast<std::size_t>(n));
    for (std::size_t c = 0; c < after.size(); ++c)
        after[c] = s.totalsAtStart[c] + sc.points[c];
    // The rows only count deals here: the games that read more from them override this.
    std::vector<ScoreRow> rows(static_cast<std::size_t>(s.dealIndex) + 1);
    for (ScoreRow& row : rows)
        row.points.assign(static_cast<std::size_t>(n), 0);
    const MatchStatus status = matchStatus(rows, after);
    if (status.over) {
        const auto won = std::count(status.winners.begin(), status.winners.end(), column);
        return won ? 1.0 / static_cast<double>(status.winners.size()) : 0.0;
    }
    return standingValue(after, sc, column);
}

void Rules::matchValues(const GameState& s, std::span<double> values) const
{
    for (std::size_t c = 0; c < values.size(); ++c)
        values[c] = matchValue(s, static_cast<int>(c));
}

double Rules::standingValue(std::span<const int> after, const DealScore& score, int column) const
{
    const int n = static_cast<int>(after.size());
    const std::vector<int> ranks = standings(after);
    const double rank = n > 1 ? 1.0 - ranks[static_cast<std::size_t>(column)] / double(n - 1) : 1;
    // Standings decide the match, points decide the standings to come: weigh both, the points
    // squashed so one huge deal does not drown every other consideration.
    const double gain = 0.5 + 0.5 * std::tanh(dealGain(score, column) / 10.0);
    return 0.6 * rank + 0.4 * gain;
}

std::vector<int> Rules::totals(std::span<const ScoreRow> rows) const
{
    std::vector<int> sums(static_cast<std::size_t>(columns()), 0);
    for (const ScoreRow& row : rows)
        for (std::size_t i = 0; i < sums.size() && i < row.points.size(); ++i)
            sums[i] += row.points[i];
    return sums;
}

DealFacts Rules::dealFacts(const GameState&) const
{
    return {};
}

std::vector<int> Rules::distinctTotals(std::span<const int> totals)
{
    std::vector<int> values(totals.begin(), totals.end());
    std::sort(values.begin(), values.end(), std::greater<>());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

std::vector<int> Rules::rankBy(std::span<const int> totals, const std::vector<int>& bestFirst)
{
    std::vector<int> ranks;
    ranks.reserve(totals.size());
    for (const int total : totals)
        ranks.push_back(static_cast<int>(std::find(bestFirst.begin(), bestFirst.end(), total) -
                                         bestFirst.begin()));
    return ranks;
}

std::vector<int> Rules::standings(std::span<const int> totals) const
{
    return rankBy(totals, distinctTotals(totals));
}

std::vector<int> Rules::placings(std::span<const int> totals, const MatchStatus& status) const
{
    // Winners go ahead of everyone (rank -1), then the ranks are renumbered from 0 without gaps,
    // which leaves the others in their standings order.
    std::vector<int> ranks = standings(totals);
    for (const int column : status.winners)
        if (column >= 0 && static_cast<std::size_t>(column) < ranks.size())
            ranks[static_cast<std::size_t>(column)] = -1;
    std::vector<int> used = ranks;
    std::sort(used.begin(), used.end());
    used.erase(std::unique(used.begin(), used.end()), used.end());
    for (int& rank : ranks)
        rank = static_cast<int>(std::lower_bound(used.begin(), used.end(), rank) - used.begin());
    return ranks;
}

int Rules::firstDealer(std::uint64_t randomWord) const
{
    return static_cast<int>(randomWord % static_cast<std::uint64_t>(m_seats));
}

} // namespace fs
