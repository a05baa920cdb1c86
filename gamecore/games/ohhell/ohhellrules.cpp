#include "games/ohhell/ohhellrules.h"

#include "core/trickplay.h"

#include <algorithm>
#include <cstdlib>

namespace fs {
namespace {

constexpr int PackSize = 52;

std::int8_t s8(int v)
{
    return static_cast<std::int8_t>(v);
}

} // namespace

OhHellRules::OhHellRules(OhHellOptions options, int seats)
    : Rules(seats), m_options(options), m_maxHand(maxHandSize(seats, options.fullDeal))
{
}

int OhHellRules::maxHandSize(int seats, bool fullDeal)
{
    // One card must stay in the pack to be turned for trumps, unless the whole pack is
    // dealt on purpose.
    return seats <= 0 ? 0 : (fullDeal ? PackSize : PackSize - 1) / seats;
}

int OhHellRules::handSize(int dealIndex) const
{
    const int deals = totalDeals();
    const int i = deals > 0 ? ((dealIndex % deals) + deals) % deals : 0;
    return i < m_maxHand ? i + 1 : deals - i; // up the river, then back down
}

int OhHellRules::points(int bid, int tricks)
{
    return bid == tricks ? 20 + 10 * tricks : -10 * std::abs(tricks - bid);
}

void OhHellRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<OhHellVars>();
    auto& v = s.vars<OhHellVars>();
    const int size = handSize(setup.dealIndex);
    v.handSize = s8(size);
    const int used = trickplay::dealHands(s, setup.order.data(), size, 1);
    // The next card is turned face up and stays on the table; none left means no trumps.
    if (used < setup.orderSize) {
        s.turnUp = setup.order[static_cast<std::size_t>(used)];
        s.trump = s8(pack().suit(s.turnUp));
    } else {
        s.turnUp = NoCard;
        s.trump = -1;
    }
    s.phase = Phase::Bidding;
    s.toAct = s8(s.eldest());
}

std::uint64_t OhHellRules::bidMask(const GameState& s) const
{
    const auto& v = s.vars<OhHellVars>();
    std::uint64_t mask = (std::uint64_t{2} << v.handSize) - 1; // 0..hand size
    if (m_options.hook && s.toAct == s.dealer) {
        // The hook: the dealer may not let the bids add up to the tricks available.
        int others = 0;
        for (int seat = 0; seat < s.seats(); ++seat)
            if (seat != s.dealer)
                others += s.bids[static_cast<std::size_t>(seat)];
        const int forbidden = v.handSize - others;
        if (forbidden >= 0)
            mask &= ~(std::uint64_t{1} << forbidden);
    }
    return mask;
}

LegalActions OhHellRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    legal.seat = s.toAct;
    switch (s.phase) {
    case Phase::Bidding:
        legal.bids = bidMask(s);
        break;
    case Phase::Playing:
        legal.play = trickplay::followSuit(s, s.hand(s.toAct)); // trumps may lead
        break;
    default:
        legal.seat = -1;
        break;
    }
    return legal;
}

Reason OhHellRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None || a.kind != ActionKind::Play)
        return basic;
    if (!trickplay::followSuit(s, s.hand(a.seat)).contains(a.card()))
        return Reason::MustFollowSuit;
    return Reason::None;
}

void OhHellRules::apply(GameState& s, const Action& a, EventList* events) const
{
    switch (a.kind) {
    case ActionKind::Bid:
        applyBid(s, a, events);
        break;
    case ActionKind::Play:
        applyPlay(s, a, events);
        break;
    default:
        break;
    }
}

// Secret bids are entered one seat at a time but hidden from the others until all are in, which
// is the same as bidding at once (hideFrom does the hiding).
void OhHellRules::applyBid(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<OhHellVars>();
    s.bids[static_cast<std::size_t>(a.seat)] = a.value;
    ++v.bidsMade;
    emit(events, {EventKind::BidMade, a.seat, -1, a.value, {}, {}});
    if (v.bidsMade < s.seats()) {
        s.toAct = s8(s.nextSeat(a.seat));
        return;
    }
    v.bidsRevealed = true;
    if (!m_options.hook)
        emit(events, {EventKind::BidsRevealed, -1, -1, 0, {}, {}});
    s.phase = Phase::Playing;
    s.toAct = s8(s.eldest());
}

void OhHellRules::applyPlay(GameState& s, const Action& a, EventList* events) const
{
    trickplay::playCard(s, a.seat, a.card(), events);
    if (s.trick.size < s.seats()) {
        s.toAct = s8(s.nextSeat(a.seat));
        return;
    }
    trickplay::closeTrick(s, trickplay::highestOfSuitLed(s, s.trump), events);
    if (s.tricksDone < s.vars<OhHellVars>().handSize)
        return;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

// Same decisions and random draws as the generic loop, but trick play calls the rules directly
// (this class is final, so they inline): rollouts spend most of their time here.
template <class Bits> void OhHellRules::playOut(GameState& s, Rng& rng) const
{
    while (!s.finished()) {
        if (s.phase == Phase::Bidding) { // LegalActions::random's draw for a bids-only mask
            const std::uint64_t bids = bidMask(s);
            const auto k =
                static_cast<int>(rng.below(static_cast<std::uint32_t>(Bits::count(bids))));
            applyBid(s, Action::bid(s.toAct, Bits::select(bids, k)), nullptr);
            continue;
        }
        const std::uint64_t legal = trickplay::followSuit(s, s.hand(s.toAct)).bits();
        const auto pick =
            static_cast<int>(rng.below(static_cast<std::uint32_t>(Bits::count(legal))));
        applyPlay(s, Action::play(s.toAct, Card(Bits::select(legal, pick))), nullptr);
    }
}

#if FS_ROLLOUT_DISPATCH
void OhHellRules::playOutV3(GameState& s, Rng& rng) const
{
    playOut<V3Bits>(s, rng);
}
#endif

void OhHellRules::randomPlayout(GameState& s, Rng& rng) const
{
#if FS_ROLLOUT_DISPATCH
    if (rolloutPath() == RolloutPath::X86_64_V3)
        return playOutV3(s, rng);
#endif
    playOut<BaselineBits>(s, rng);
}

DealScore OhHellRules::score(const GameState& s) const
{
    DealScore result;
    for (int seat = 0; seat < s.seats(); ++seat)
        result.points[static_cast<std::size_t>(seat)] =
            points(s.bids[static_cast<std::size_t>(seat)], s.tricksOf(seat));
    return result;
}

void OhHellRules::hideFrom(GameState& s, int seat) const
{
    Rules::hideFrom(s, seat);
    if (m_options.hook || s.vars<OhHellVars>().bidsRevealed)
        return;
    for (int other = 0; other < s.seats(); ++other)
        if (other != seat)
            s.bids[static_cast<std::size_t>(other)] = -1;
}

MatchStatus OhHellRules::matchStatus(std::span<const ScoreRow> rows,
                                     std::span<const int> totals) const
{
    MatchStatus status;
    if (static_cast<int>(rows.size()) < totalDeals() || totals.empty())
        return status;
    // Equal leaders share the win.
    const int best = *std::max_element(totals.begin(), totals.end());
    for (std::size_t i = 0; i < totals.size(); ++i)
        if (totals[i] == best)
            status.winners.push_back(static_cast<int>(i));
    status.over = true;
    return status;
}

DealFacts OhHellRules::dealFacts(const GameState& s) const
{
    DealFacts facts;
    facts.handSize = s.vars<OhHellVars>().handSize;
    facts.bidding = true;
    return facts;
}

} // namespace fs
