#include "games/spades/spadesrules.h"

#include "games/spades/spadesfacts.h"

#include "core/trickplay.h"

namespace fs {
namespace {

constexpr int HandSize = 13;
constexpr int Tricks = 13;
constexpr int BlindNilBehind = 100; // a side this far behind may bid blind nil
constexpr int BagsPerPenalty = 10;
constexpr int BagPenalty = 100;

std::int8_t s8(int v)
{
    return static_cast<std::int8_t>(v);
}

std::uint8_t bit(int seat)
{
    return static_cast<std::uint8_t>(1u << seat);
}

// The first seat of `mask`, going round from `from` (itself included); -1 for none.
int firstOf(const GameState& s, std::uint8_t mask, int from)
{
    for (int i = 0, seat = from; i < s.seats(); ++i, seat = s.nextSeat(seat))
        if (mask & bit(seat))
            return seat;
    return -1;
}

} // namespace

SpadesRules::SpadesRules(SpadesOptions options) : Rules(4), m_options(options) {}

int SpadesRules::bagsIn(int total)
{
    return ((total % BagsPerPenalty) + BagsPerPenalty) % BagsPerPenalty;
}

bool SpadesRules::hasLooked(const GameState& s, int seat)
{
    return s.vars<SpadesVars>().looked & bit(seat);
}

bool SpadesRules::bidBlind(const GameState& s, int seat)
{
    return s.vars<SpadesVars>().blind & bit(seat);
}

void SpadesRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<SpadesVars>();
    auto& v = s.vars<SpadesVars>();
    trickplay::dealHands(s, setup.order.data(), HandSize, 1);
    s.trump = s8(Spades);
    v.looked = 0xF;
    if (m_options.blindNil)
        for (int seat = 0; seat < 4; ++seat) {
            const int side = columnOf(seat);
            const int behind = setup.totals[static_cast<std::size_t>(1 - side)] -
                               setup.totals[static_cast<std::size_t>(side)];
            if (behind >= BlindNilBehind) {
                v.toAsk |= bit(seat);
                v.looked &= static_cast<std::uint8_t>(~bit(seat));
            }
        }
    if (v.toAsk) {
        s.phase = Phase::Declaring;
        s.toAct = s8(firstOf(s, v.toAsk, s.eldest()));
        return;
    }
    startBidding(s);
}

void SpadesRules::startBidding(GameState& s) const
{
    const auto& v = s.vars<SpadesVars>();
    s.phase = Phase::Bidding;
    s.toAct = s8(firstOf(s, static_cast<std::uint8_t>(~v.blind & 0xF), s.eldest()));
    if (s.toAct < 0) { // all four bid blind nil: nothing left to bid
        s.phase = Phase::Playing;
        s.toAct = s8(s.eldest());
    }
}

CardSet SpadesRules::playable(const GameState& s, CardSet hand)
{
    if (!s.trick.empty())
        return trickplay::followSuit(s, hand);
    const CardSet spades = Pack::french52().suitMask(Spades);
    if (s.vars<SpadesVars>().spadesBroken || (hand - spades).empty())
        return hand;
    return hand - spades;
}

LegalActions SpadesRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    legal.seat = s.toAct;
    switch (s.phase) {
    case Phase::Declaring:
        legal.choices = (std::uint64_t{1} << static_cast<int>(SpadesChoice::BlindNil)) |
                        (std::uint64_t{1} << static_cast<int>(SpadesChoice::LookAtCards));
        break;
    case Phase::Bidding:
        legal.bids = (std::uint64_t{2} << HandSize) - 1; // 0 (nil) to 13
        break;
    case Phase::Playing:
        legal.play = playable(s, s.hand(s.toAct));
        break;
    default:
        legal.seat = -1;
        break;
    }
    return legal;
}

Reason SpadesRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None || a.kind != ActionKind::Play)
        return basic;
    if (playable(s, s.hand(a.seat)).contains(a.card()))
        return Reason::None;
    return s.trick.empty() ? SpadesReason::SpadesNotBroken : Reason::MustFollowSuit;
}

void SpadesRules::apply(GameState& s, const Action& a, EventList* events) const
{
    switch (a.kind) {
    case ActionKind::Choose:
        applyChoice(s, a, events);
        break;
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

void SpadesRules::applyChoice(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<SpadesVars>();
    if (a.choice() == SpadesChoice::BlindNil) {
        v.blind |= bit(a.seat);
        s.bids[static_cast<std::size_t>(a.seat)] = 0;
        ++v.bidsMade;
    }
    v.toAsk &= static_cast<std::uint8_t>(~bit(a.seat));
    v.looked |= bit(a.seat); // the answer given, the seat picks up its hand
    emit(events, {EventKind::ChoiceMade, a.seat, -1, a.value, {}, {}});
    if (v.toAsk) {
        s.toAct = s8(firstOf(s, v.toAsk, s.nextSeat(a.seat)));
        return;
    }
    startBidding(s);
}

void SpadesRules::applyBid(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<SpadesVars>();
    s.bids[static_cast<std::size_t>(a.seat)] = a.value;
    ++v.bidsMade;
    emit(events, {EventKind::BidMade, a.seat, -1, a.value, {}, {}});
    if (v.bidsMade < s.seats()) {
        // Those who bid blind nil have bid: the next seat that has not.
        std::uint8_t waiting = 0;
        for (int seat = 0; seat < 4; ++seat)
            if (s.bids[static_cast<std::size_t>(seat)] < 0)
                waiting |= bit(seat);
        s.toAct = s8(firstOf(s, waiting, s.nextSeat(a.seat)));
        return;
    }
    s.phase = Phase::Playing;
    s.toAct = s8(s.eldest());
}

void SpadesRules::applyPlay(GameState& s, const Action& a, EventList* events) const
{
    // A spade played to a trick of another suit breaks spades.
    if (!s.trick.empty() && pack().suit(a.card()) == Spades && pack().suit(s.trick.led()) != Spades)
        s.vars<SpadesVars>().spadesBroken = true;
    trickplay::playCard(s, a.seat, a.card(), events);
    if (s.trick.size < 4) {
        s.toAct = s8(s.nextSeat(a.seat));
        return;
    }
    trickplay::closeTrick(s, trickplay::highestOfSuitLed(s, Spades), events);
    if (s.tricksDone < Tricks)
        return;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

SpadesRules::SideScore SpadesRules::sideScore(const GameState& s, int side) const
{
    SideScore r;
    for (const int seat : {side, side + 2}) {
        const int bid = s.bids[static_cast<std::size_t>(seat)];
        const int taken = s.tricksOf(seat);
        if (bid > 0) {
            r.contract += bid;
            r.tricks += taken;
            continue;
        }
        // A nil: its tricks are bags, never the partner's.
        const int stake = bidBlind(s, seat) ? 200 : 100;
        r.points += taken == 0 ? stake : -stake;
        r.bags += taken;
    }
    if (r.contract > 0 && r.tricks < r.contract) {
        r.points -= 10 * r.contract;
    } else {
        r.points += 10 * r.contract;
        r.bags += r.tricks - r.contract;
    }
    r.points += r.bags;
    const int count = bagsIn(s.totalsAtStart[static_cast<std::size_t>(side)]) + r.bags;
    r.penalties = count / BagsPerPenalty;
    r.bagCount = count % BagsPerPenalty;
    r.points -= BagPenalty * r.penalties;
    return r;
}

DealScore SpadesRules::score(const GameState& s) const
{
    DealScore result;
    for (int side = 0; side < 2; ++side)
        result.points[static_cast<std::size_t>(side)] = sideScore(s, side).points;
    return result;
}

DealFacts SpadesRules::dealFacts(const GameState& s) const
{
    DealFacts facts;
    auto& own = facts.own<SpadesFacts>();
    facts.handSize = HandSize;
    facts.bidding = true;
    for (int seat = 0; seat < 4; ++seat)
        own.blind[static_cast<std::size_t>(seat)] = bidBlind(s, seat);
    for (std::size_t side = 0; side < 2; ++side) {
        const SideScore r = sideScore(s, static_cast<int>(side));
        own.contract[side] = r.contract;
        own.tricks[side] = r.tricks;
        own.bags[side] = r.bags;
        own.bagCount[side] = r.bagCount;
        own.penalties[side] = s8(r.penalties);
    }
    return facts;
}

void SpadesRules::hideFrom(GameState& s, int seat) const
{
    Rules::hideFrom(s, seat);
    if (seat >= 0 && seat < s.seats() && !hasLooked(s, seat))
        s.hands[static_cast<std::size_t>(seat)] = CardSet();
}

int SpadesRules::hiddenPiles(const GameState& full, int seat,
                             std::array<CardSet, MaxPiles>& piles) const
{
    if (seat < 0 || seat >= full.seats() || hasLooked(full, seat))
        return 0;
    piles[0] = full.hand(seat);
    return 1;
}

void SpadesRules::placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng&) const
{
    if (pile == 0 && seat >= 0 && seat < world.seats())
        world.hands[static_cast<std::size_t>(seat)] = cards;
}

MatchStatus SpadesRules::matchStatus(std::span<const ScoreRow>, std::span<const int> totals) const
{
    MatchStatus status;
    if (totals.size() < 2)
        return status;
    const int a = totals[0];
    const int b = totals[1];
    const bool aLost = a <= m_options.losing;
    const bool bLost = b <= m_options.losing;
    int winner = -1;
    if (aLost != bLost)
        winner = aLost ? 1 : 0; // a side at the losing limit loses at once
    else if ((aLost || a >= m_options.target || b >= m_options.target) && a != b)
        winner = a > b ? 0 : 1; // equal totals play another deal
    if (winner >= 0) {
        status.over = true;
        status.winners.push_back(winner);
    }
    return status;
}

} // namespace fs
