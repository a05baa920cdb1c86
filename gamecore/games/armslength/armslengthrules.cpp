#include "games/armslength/armslengthrules.h"

#include "games/armslength/armslengthfacts.h"

#include "core/trickplay.h"

#include <algorithm>

namespace fs {
namespace {

constexpr int HandSize = 13;
constexpr int RanksPerSuit = 13;

constexpr CardSet suitCards(int suit)
{
    return CardSet(std::uint64_t{0x1fff} << (RanksPerSuit * suit));
}
constexpr int suitOf(Card c)
{
    return c.index / RanksPerSuit;
}
constexpr std::uint64_t choiceBit(Choice c)
{
    return std::uint64_t{1} << static_cast<int>(c);
}

// Cards of `cards` above `top` within its suit (top's own suit mask is applied by the caller).
constexpr CardSet above(CardSet cards, Card top)
{
    return CardSet(cards.bits() & ~((std::uint64_t{2} << top.index) - 1));
}

int partnerOf(int seat)
{
    return (seat + 2) % 4;
}

// The first speaker of the side now choosing its roads.
int speakerFor(const GameState& s, int sidesSettled)
{
    return sidesSettled == 0 ? s.eldest() : s.nextSeat(s.eldest());
}

} // namespace

ArmsLengthRules::ArmsLengthRules() : Rules(4) {}

int ArmsLengthRules::sideScore(int high, int low)
{
    return high >= low ? 10 * (high - low) + high : 0;
}

Road ArmsLengthRules::roadOf(const GameState& s, int seat)
{
    return s.vars<ArmsLengthVars>().road[static_cast<std::size_t>(seat)];
}

int ArmsLengthRules::firstSpeaker(const GameState& s, int seat)
{
    const int e = s.eldest();
    // Seats in playing order from eldest: the side's member with the smaller distance speaks.
    const int distance = (seat - e + 4) % 4;
    return distance < 2 ? seat : partnerOf(seat);
}

void ArmsLengthRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<ArmsLengthVars>();
    trickplay::dealHands(s, setup.order.data(), HandSize, 1);
    s.phase = Phase::Declaring;
    s.toAct = static_cast<std::int8_t>(s.eldest());
}

CardSet ArmsLengthRules::playable(const GameState& s)
{
    const CardSet hand = s.hand(s.toAct);
    if (s.trick.empty())
        return hand; // F1
    const int led = suitOf(s.trick.led());
    const CardSet trickCards = s.trick.set();
    const CardSet follow = hand & suitCards(led);
    if (!follow.empty()) { // F2
        const bool ruffed =
            s.trump >= 0 && s.trump != led && trickCards.intersects(suitCards(s.trump));
        if (ruffed)
            return follow;
        const CardSet higher = above(follow, (trickCards & suitCards(led)).highest());
        return higher.empty() ? follow : higher;
    }
    if (s.trump < 0)
        return hand; // F3: whatever is played fixes trumps
    // F4: overtrump if possible; every trump qualifies when none is in the trick.
    const CardSet trumps = hand & suitCards(s.trump);
    const CardSet inTrick = trickCards & suitCards(s.trump);
    const CardSet over = inTrick.empty() ? trumps : above(trumps, inTrick.highest());
    return over.empty() ? hand : over; // cannot overtrump: any card
}

LegalActions ArmsLengthRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    legal.seat = s.toAct;
    switch (s.phase) {
    case Phase::Declaring:
        legal.choices =
            choiceBit(ArmsLengthChoice::RoadHigh) | choiceBit(ArmsLengthChoice::RoadLow);
        if (!s.vars<ArmsLengthVars>().passed)
            legal.choices |= choiceBit(ArmsLengthChoice::RoadPass);
        break;
    case Phase::Playing:
        legal.play = playable(s);
        break;
    default:
        legal.seat = -1;
        break;
    }
    return legal;
}

Reason ArmsLengthRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None || a.kind != ActionKind::Play)
        return basic;
    const Card c = a.card();
    if (playable(s).contains(c))
        return Reason::None;
    const CardSet hand = s.hand(a.seat);
    const int led = suitOf(s.trick.led());
    if (hand.intersects(suitCards(led)))
        return suitOf(c) == led ? ArmsLengthReason::MustBeatHighestCard : Reason::MustFollowSuit;
    return ArmsLengthReason::MustOvertrump;
}

void ArmsLengthRules::apply(GameState& s, const Action& a, EventList* events) const
{
    if (a.kind == ActionKind::Choose)
        applyRoad(s, a, events);
    else if (a.kind == ActionKind::Play)
        applyPlay(s, a, events);
}

void ArmsLengthRules::applyRoad(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<ArmsLengthVars>();
    emit(events, {EventKind::ChoiceMade, a.seat, -1, a.value, {}, {}});
    const Choice c = a.choice();
    if (c == ArmsLengthChoice::RoadPass) {
        v.passed = true;
        s.toAct = static_cast<std::int8_t>(partnerOf(a.seat));
        return;
    }
    const Road own = c == ArmsLengthChoice::RoadHigh ? Road::High : Road::Low;
    v.road[static_cast<std::size_t>(a.seat)] = own;
    v.road[static_cast<std::size_t>(partnerOf(a.seat))] =
        own == Road::High ? Road::Low : Road::High;
    v.passed = false;
    ++v.sidesSettled;
    if (v.sidesSettled < 2) {
        s.toAct = static_cast<std::int8_t>(speakerFor(s, v.sidesSettled));
        return;
    }
    s.phase = Phase::Playing;
    s.toAct = static_cast<std::int8_t>(s.eldest());
}

void ArmsLengthRules::applyPlay(GameState& s, const Action& a, EventList* events) const
{
    const Card c = a.card();
    // The first card of a void player fixes trumps, and counts as a trump at once.
    const bool fixes = !s.trick.empty() && s.trump < 0 && suitOf(c) != suitOf(s.trick.led());
    trickplay::playCard(s, a.seat, c, events);
    if (fixes) {
        s.trump = static_cast<std::int8_t>(suitOf(c));
        emit(events, {EventKind::TrumpFixed, a.seat, -1, s.trump, c, {}});
    }
    if (s.trick.size < 4) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    trickplay::closeTrick(s, trickplay::highestOfSuitLed(s, s.trump), events);
    if (s.tricksDone < HandSize)
        return;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

DealScore ArmsLengthRules::score(const GameState& s) const
{
    DealScore result;
    for (int side = 0; side < 2; ++side) {
        const int high = roadOf(s, side) == Road::High ? side : side + 2;
        const int low = partnerOf(high);
        result.points[static_cast<std::size_t>(side)] =
            sideScore(s.tricksOf(high), s.tricksOf(low));
    }
    return result;
}

MatchStatus ArmsLengthRules::matchStatus(std::span<const ScoreRow> rows,
                                         std::span<const int> totals) const
{
    MatchStatus status;
    if (static_cast<int>(rows.size()) < Deals || totals.size() < 2)
        return status;
    status.over = true;
    const int best = std::max(totals[0], totals[1]);
    for (std::size_t i = 0; i < 2; ++i)
        if (totals[i] == best)
            status.winners.push_back(static_cast<int>(i)); // both on equal totals: a draw
    return status;
}

DealFacts ArmsLengthRules::dealFacts(const GameState& s) const
{
    DealFacts facts;
    auto& own = facts.own<ArmsLengthFacts>();
    facts.handSize = HandSize;
    for (int side = 0; side < 2; ++side) {
        const int high = roadOf(s, side) == Road::High ? side : side + 2;
        own.highSeat[static_cast<std::size_t>(side)] = high;
        own.lowSeat[static_cast<std::size_t>(side)] = partnerOf(high);
    }
    return facts;
}

} // namespace fs
