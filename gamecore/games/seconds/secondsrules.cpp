#include "games/seconds/secondsrules.h"

#include "games/seconds/secondsfacts.h"

#include "core/trickplay.h"

#include <algorithm>
#include <functional>

namespace fs {
namespace {

constexpr int HandSize = 13;
constexpr int RanksPerSuit = 13;

constexpr int suitOf(Card c)
{
    return c.index / RanksPerSuit;
}
constexpr int rankOf(Card c)
{
    return c.index % RanksPerSuit;
}

} // namespace

SecondsRules::SecondsRules(SecondsOptions options) : Rules(4), m_options(options) {}

int SecondsRules::firstDealer(std::uint64_t) const
{
    return North;
}

SecondsDeal SecondsRules::dealKind(int dealIndex)
{
    switch (dealIndex % Deals) {
    case 0:
    case 1:
    case 2:
        return SecondsDeal::Partners;
    case 3:
        return SecondsDeal::LeftHalf;
    case 4:
        return SecondsDeal::RightHalf;
    case 5:
        return SecondsDeal::WinTricks;
    case 6:
        return SecondsDeal::LoseTricks;
    default:
        return SecondsDeal::ExactlyThree;
    }
}

int SecondsRules::scoringPartner(int dealIndex, int seat)
{
    switch (dealIndex % Deals) {
    case 0:
        return (seat + 2) % 4; // N+S v E+W
    case 1:
        return seat ^ 1; // N+E v S+W: North 2 with East 3, South 0 with West 1
    case 2:
        return 3 - seat; // N+W v S+E: North 2 with West 1, South 0 with East 3
    case 3:
        return (seat + 1) % 4; // the left neighbour
    case 4:
        return (seat + 3) % 4; // the right neighbour
    default:
        return -1;
    }
}

std::array<int, 4> SecondsRules::points(int dealIndex, const std::array<int, 4>& tricks) const
{
    std::array<int, 4> result{};
    const SecondsDeal kind = dealKind(dealIndex);
    const int exactlyThree = static_cast<int>(std::count(tricks.begin(), tricks.end(), 3));
    for (std::size_t seat = 0; seat < 4; ++seat) {
        const int t = tricks[seat];
        switch (kind) {
        case SecondsDeal::Partners:
        case SecondsDeal::LeftHalf:
        case SecondsDeal::RightHalf:
            result[seat] =
                t * tricks[static_cast<std::size_t>(scoringPartner(dealIndex, int(seat)))];
            break;
        case SecondsDeal::WinTricks:
            result[seat] = m_options.squares ? t * t : 3 * t;
            break;
        case SecondsDeal::LoseTricks:
            result[seat] = HandSize - t;
            break;
        case SecondsDeal::ExactlyThree:
            result[seat] = t == 3 ? 12 / exactlyThree : 0;
            break;
        }
    }
    return result;
}

int SecondsRules::winningPosition(const std::array<Card, 4>& cards)
{
    const int led = suitOf(cards[0]);
    int followers = 0;
    for (int i = 1; i < 4; ++i)
        followers += suitOf(cards[static_cast<std::size_t>(i)]) == led;
    if (followers > 0) {
        // [R-10 a] Only the cards of the suit led count; ranks within a suit are distinct.
        int top = -1, second = -1;
        for (int i = 0; i < 4; ++i) {
            const Card c = cards[static_cast<std::size_t>(i)];
            if (suitOf(c) != led)
                continue;
            if (top < 0 || rankOf(c) > rankOf(cards[static_cast<std::size_t>(top)])) {
                second = top;
                top = i;
            } else if (second < 0 || rankOf(c) > rankOf(cards[static_cast<std::size_t>(second)])) {
                second = i;
            }
        }
        return second;
    }
    // [R-10 b, c] All four ranked regardless of suit: the rank in second place wins; if several
    // cards share it, the second of them in playing order.
    std::array<int, 4> ranks{};
    for (std::size_t i = 0; i < 4; ++i)
        ranks[i] = rankOf(cards[i]);
    std::array<int, 4> sorted = ranks;
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    const int target = sorted[1];
    const int holders = static_cast<int>(std::count(ranks.begin(), ranks.end(), target));
    for (int i = 0, seen = 0; i < 4; ++i) {
        if (ranks[static_cast<std::size_t>(i)] != target)
            continue;
        if (holders == 1 || ++seen == 2)
            return i;
    }
    return 0; // unreachable: `target` is one of the ranks
}

void SecondsRules::deal(GameState& s, const DealSetup& setup) const
{
    trickplay::dealHands(s, setup.order.data(), HandSize, 1);
    s.phase = Phase::Playing;
    s.toAct = static_cast<std::int8_t>(s.eldest());
}

LegalActions SecondsRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    if (s.phase != Phase::Playing)
        return legal;
    legal.seat = s.toAct;
    legal.play = trickplay::followSuit(s, s.hand(s.toAct));
    return legal;
}

Reason SecondsRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None || a.kind != ActionKind::Play)
        return basic;
    return trickplay::followSuit(s, s.hand(a.seat)).contains(a.card()) ? Reason::None
                                                                       : Reason::MustFollowSuit;
}

void SecondsRules::apply(GameState& s, const Action& a, EventList* events) const
{
    if (a.kind != ActionKind::Play)
        return;
    trickplay::playCard(s, a.seat, a.card(), events);
    if (s.trick.size < 4) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    std::array<Card, 4> cards{};
    std::copy_n(s.trick.cards.begin(), 4, cards.begin());
    trickplay::closeTrick(s, s.trick.seat(winningPosition(cards)), events);
    if (s.tricksDone < HandSize)
        return;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

DealScore SecondsRules::score(const GameState& s) const
{
    std::array<int, 4> tricks{};
    for (std::size_t seat = 0; seat < 4; ++seat)
        tricks[seat] = s.tricksWon[seat];
    const std::array<int, 4> p = points(s.dealIndex, tricks);
    DealScore result;
    std::copy(p.begin(), p.end(), result.points.begin());
    return result;
}

MatchStatus SecondsRules::matchStatus(std::span<const ScoreRow> rows,
                                      std::span<const int> totals) const
{
    MatchStatus status;
    if (static_cast<int>(rows.size()) < Deals || totals.empty())
        return status;
    status.over = true;
    std::vector<int> distinct(totals.begin(), totals.end());
    std::sort(distinct.begin(), distinct.end(), std::greater<>());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    // The second-highest distinct total wins; with one distinct value everyone shares.
    const int winning = m_options.highestWins || distinct.size() == 1 ? distinct[0] : distinct[1];
    for (std::size_t i = 0; i < totals.size(); ++i)
        if (totals[i] == winning)
            status.winners.push_back(static_cast<int>(i));
    return status;
}

DealFacts SecondsRules::dealFacts(const GameState& s) const
{
    DealFacts facts;
    auto& own = facts.own<SecondsFacts>();
    facts.handSize = HandSize;
    own.arrangement = static_cast<int>(dealKind(s.dealIndex));
    for (int seat = 0; seat < 4; ++seat)
        own.partner[static_cast<std::size_t>(seat)] = scoringPartner(s.dealIndex, seat);
    return facts;
}

std::vector<int> SecondsRules::standings(std::span<const int> totals) const
{
    std::vector<int> order = distinctTotals(totals);
    // The second-highest total wins and the highest is classed second.
    if (!m_options.highestWins && order.size() >= 2)
        std::swap(order[0], order[1]);
    return rankBy(totals, order);
}

} // namespace fs
