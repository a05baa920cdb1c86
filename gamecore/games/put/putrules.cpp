#include "games/put/putrules.h"

#include "games/put/putfacts.h"

#include "core/trickplay.h"

#include <algorithm>

namespace fs {
namespace {

constexpr int HandSize = 3;
constexpr int RanksPerSuit = 13;

// Power of each card of the French pack (index = suit * 13 + rank - 2): the pack's natural
// order with the Two and Three lifted above the Ace.
constexpr auto PowerTable = [] {
    std::array<std::int8_t, 64> table{};
    for (int i = 0; i < 52; ++i) {
        const int rankIndex = i % RanksPerSuit; // 0 = Two, 1 = Three, 2 = Four ... 12 = Ace
        table[static_cast<std::size_t>(i)] =
            static_cast<std::int8_t>(rankIndex >= 2 ? rankIndex - 2 : rankIndex + 11);
    }
    return table;
}();

constexpr std::uint64_t bit(Choice c)
{
    return std::uint64_t{1} << static_cast<int>(c);
}

int sideOf(int seat)
{
    return seat % 2;
}

// Four-handed: the n-th (0-based) active player, or feeder, counting from eldest.
int nthFromEldest(const GameState& s, bool active, int n)
{
    for (int k = 0, seat = s.eldest(); k < 4; ++k, seat = s.nextSeat(seat)) {
        const bool isActive =
            s.vars<PutVars>().active[static_cast<std::size_t>(sideOf(seat))] == seat;
        if (isActive == active && n-- == 0)
            return seat;
    }
    return -1;
}

} // namespace

PutRules::PutRules(PutOptions options, int seats) : Rules(seats), m_options(options) {}

int PutRules::power(Card c)
{
    return PowerTable[c.index & 63];
}

CardSet PutRules::topCards(CardSet cards)
{
    int top = -1;
    CardSet result;
    for (Card c : cards) {
        const int p = power(c);
        if (p > top) {
            top = p;
            result = CardSet(c);
        } else if (p == top) {
            result.insert(c);
        }
    }
    return result;
}

int PutRules::handPower(CardSet cards)
{
    int sum = 0;
    for (Card c : cards)
        sum += power(c);
    return sum;
}

int PutRules::nextPlayer(const GameState& s, int seat)
{
    if (s.seats() != 4)
        return s.nextSeat(seat);
    return s.vars<PutVars>().active[static_cast<std::size_t>(1 - sideOf(seat))];
}

int PutRules::trickWinner(const GameState& s)
{
    int top = -1;
    int winner = -1;
    for (int i = 0; i < s.trick.size; ++i) {
        const int p = power(s.trick.card(i));
        if (p > top) {
            top = p;
            winner = s.trick.seat(i);
        } else if (p == top) {
            winner = -1; // a shared top rank ties the trick
        }
    }
    return winner;
}

void PutRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<PutVars>();
    auto& v = s.vars<PutVars>();
    v.named.fill(-1);
    v.active.fill(-1);
    trickplay::dealHands(s, setup.order.data(), HandSize, 1);
    s.toAct = static_cast<std::int8_t>(s.eldest());
    if (s.seats() == 4) {
        v.stage = PutStage::Naming;
        s.phase = Phase::Declaring;
        return;
    }
    // Two-handed the non-dealer leads, three-handed eldest: both are the dealer's left.
    v.stage = PutStage::Lead;
    v.leadOpen = true;
    s.phase = Phase::Playing;
}

LegalActions PutRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    legal.seat = s.toAct;
    const auto& v = s.vars<PutVars>();
    const CardSet hand = s.hand(s.toAct);
    switch (v.stage) {
    case PutStage::Naming:
        legal.choices = bit(PutChoice::PlayActive) | bit(PutChoice::Feed);
        break;
    case PutStage::Feeding:
        legal.select = topCards(hand); // the feeder must pass a top-ranked card
        legal.selectCount = 1;
        legal.selectKind = ActionKind::Pass;
        break;
    case PutStage::Discarding:
        legal.select = hand;
        legal.selectCount = 1;
        legal.selectKind = ActionKind::Discard;
        break;
    case PutStage::Lead:
        legal.play = hand;
        if (v.leadOpen)
            legal.choices = bit(PutChoice::ThrowIn) | (v.putter < 0 ? bit(PutChoice::Put) : 0);
        break;
    case PutStage::Answer:
        legal.choices = bit(PutChoice::Fold) | bit(PutChoice::See);
        break;
    case PutStage::Follow:
        legal.play = hand;
        break;
    case PutStage::Over:
        legal.seat = -1;
        break;
    }
    return legal;
}

Reason PutRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None)
        return basic;
    if (s.vars<PutVars>().stage == PutStage::Feeding && a.kind == ActionKind::Pass &&
        !topCards(s.hand(a.seat)).containsAll(a.cards))
        return PutReason::MustPassHighestCard;
    return legalActions(s).contains(a) ? Reason::None : Reason::WrongKindOfAction;
}

void PutRules::apply(GameState& s, const Action& a, EventList* events) const
{
    switch (a.kind) {
    case ActionKind::Choose:
        if (s.vars<PutVars>().stage == PutStage::Naming)
            applyName(s, a, events);
        else
            applyChoice(s, a, events);
        break;
    case ActionKind::Pass:
        applyFeed(s, a, events);
        break;
    case ActionKind::Discard:
        applyDiscard(s, a, events);
        break;
    case ActionKind::Play:
        applyPlay(s, a, events);
        break;
    default:
        break;
    }
}

// Four-handed: every seat names its wish in turn from eldest; then each side's active player is
// settled (R-21 and docs/rules/put.md) and the feeders pass, from eldest.
void PutRules::applyName(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<PutVars>();
    v.named[static_cast<std::size_t>(a.seat)] = a.value;
    emit(events, {EventKind::ChoiceMade, a.seat, -1, a.value, {}, {}});
    if (++v.actionsInStage < 4) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    const int wantsActive = static_cast<int>(PutChoice::PlayActive);
    for (int side = 0; side < 2; ++side) {
        // The partners in turn order from eldest: the first one wins an equal comparison.
        int first = side, second = side + 2;
        if ((second - s.eldest() + 4) % 4 < (first - s.eldest() + 4) % 4)
            std::swap(first, second);
        const bool firstWants = v.named[static_cast<std::size_t>(first)] == wantsActive;
        const bool secondWants = v.named[static_cast<std::size_t>(second)] == wantsActive;
        int active = first;
        if (firstWants != secondWants)
            active = firstWants ? first : second;
        else if (handPower(s.hand(second)) > handPower(s.hand(first)))
            active = second;
        v.active[static_cast<std::size_t>(side)] = static_cast<std::int8_t>(active);
    }
    v.stage = PutStage::Feeding;
    v.actionsInStage = 0;
    s.phase = Phase::Exchange;
    s.toAct = static_cast<std::int8_t>(nthFromEldest(s, false, 0));
}

void PutRules::applyFeed(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<PutVars>();
    const int feeder = a.seat;
    const int partner = (feeder + 2) % 4;
    const CardSet aside = s.hand(feeder) - a.cards;
    s.hands[static_cast<std::size_t>(feeder)] = CardSet();
    s.hands[static_cast<std::size_t>(partner)] |= a.cards;
    v.passed[static_cast<std::size_t>(feeder)] = a.card();
    v.outOfPlay[static_cast<std::size_t>(feeder)] = aside;
    emit(events,
         {EventKind::CardsPassed, a.seat, static_cast<std::int8_t>(partner), 0, {}, a.cards});
    emit(events, {EventKind::Discarded, a.seat, -1, 0, {}, aside});
    if (++v.actionsInStage < 2) {
        s.toAct = static_cast<std::int8_t>(nthFromEldest(s, false, 1));
        return;
    }
    v.stage = PutStage::Discarding;
    v.actionsInStage = 0;
    s.toAct = static_cast<std::int8_t>(nthFromEldest(s, true, 0));
}

void PutRules::applyDiscard(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<PutVars>();
    s.hands[static_cast<std::size_t>(a.seat)] -= a.cards;
    v.outOfPlay[static_cast<std::size_t>(a.seat)] = a.cards;
    emit(events, {EventKind::Discarded, a.seat, -1, 0, {}, a.cards});
    if (++v.actionsInStage < 2) {
        s.toAct = static_cast<std::int8_t>(nthFromEldest(s, true, 1));
        return;
    }
    v.stage = PutStage::Lead;
    v.leadOpen = true;
    s.phase = Phase::Playing;
    // The active player of the non-dealer's side leads.
    s.toAct = v.active[static_cast<std::size_t>(sideOf(s.eldest()))];
}

void PutRules::applyChoice(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<PutVars>();
    emit(events, {EventKind::ChoiceMade, a.seat, -1, a.value, {}, {}});
    switch (a.choice()) {
    case PutChoice::ThrowIn:
        v.endedBy = a.seat;
        finish(s, PutEnding::ThrownIn, events);
        return;
    case PutChoice::Put:
        v.putter = a.seat;
        v.answersDue = static_cast<std::int8_t>(playersInTrick(s) - 1);
        v.stage = PutStage::Answer;
        v.leadOpen = false;
        s.toAct = static_cast<std::int8_t>(nextPlayer(s, a.seat));
        return;
    case PutChoice::Fold:
        v.endedBy = a.seat;
        if (--v.answersDue == 0) {
            finish(s, PutEnding::Folded, events);
            return;
        }
        s.toAct = static_cast<std::int8_t>(nextPlayer(s, a.seat));
        return;
    case PutChoice::See:
        // One "see" binds everybody: the putter leads a card and all play on.
        v.putSeen = true;
        v.answersDue = 0;
        v.stage = PutStage::Lead;
        s.toAct = v.putter;
        return;
    default:
        return;
    }
}

void PutRules::applyPlay(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<PutVars>();
    trickplay::playCard(s, a.seat, a.card(), events);
    v.leadOpen = false;
    if (s.trick.size < playersInTrick(s)) {
        v.stage = PutStage::Follow;
        s.toAct = static_cast<std::int8_t>(nextPlayer(s, a.seat));
        return;
    }
    trickplay::closeTrick(s, trickWinner(s), events);
    afterTrick(s, events);
}

// Decides the deal as soon as it can be decided, otherwise opens the next lead.
void PutRules::afterTrick(GameState& s, EventList* events) const
{
    auto& v = s.vars<PutVars>();
    int withTricks = 0;
    int oneTrickSeat = -1;
    for (int seat = 0; seat < s.seats(); ++seat) {
        const int n = s.tricksOf(seat);
        if (n >= 2) {
            v.dealWinner = static_cast<std::int8_t>(seat);
            finish(s, PutEnding::PlayedOut, events);
            return;
        }
        if (n == 1) {
            ++withTricks;
            oneTrickSeat = seat;
        }
    }
    if (s.tricksDone >= HandSize) {
        // One trick and two ties wins; trick and tie (or all tied) is void.
        if (withTricks == 1)
            v.dealWinner = static_cast<std::int8_t>(oneTrickSeat);
        finish(s, PutEnding::PlayedOut, events);
        return;
    }
    v.stage = PutStage::Lead;
    v.leadOpen = true; // closeTrick made the winner, or a tied trick's leader, the next to act
}

void PutRules::finish(GameState& s, PutEnding ending, EventList* events) const
{
    auto& v = s.vars<PutVars>();
    v.ending = ending;
    v.stage = PutStage::Over;
    v.leadOpen = false;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

DealScore PutRules::score(const GameState& s) const
{
    DealScore result;
    const auto& v = s.vars<PutVars>();
    auto add = [&](int column, int points) {
        result.points[static_cast<std::size_t>(column)] += points;
    };
    switch (v.ending) {
    case PutEnding::ThrownIn:
        for (int column = 0; column < columns(); ++column)
            if (column != columnOf(v.endedBy))
                add(column, 1);
        result.note = PutNote::Conceded;
        result.noteSeat = v.endedBy;
        break;
    case PutEnding::Folded:
        add(columnOf(v.putter), 1);
        result.note = PutNote::Conceded;
        result.noteSeat = v.endedBy;
        break;
    case PutEnding::PlayedOut:
        if (v.dealWinner < 0) {
            result.note = PutNote::Void;
        } else if (m_options.cotton && !v.putSeen) {
            add(columnOf(v.dealWinner), 1);
            result.noteSeat = v.dealWinner;
        } else {
            result.winsMatch = static_cast<std::int8_t>(columnOf(v.dealWinner));
            result.note = PutNote::GameWon;
            result.noteSeat = v.dealWinner;
        }
        break;
    case PutEnding::None:
        break;
    }
    return result;
}

void PutRules::hideFrom(GameState& s, int seat) const
{
    Rules::hideFrom(s, seat);
    auto& v = s.vars<PutVars>();
    for (int other = 0; other < 4; ++other) {
        if (other != seat)
            v.outOfPlay[static_cast<std::size_t>(other)] = CardSet();
        // A passed card is known to the feeder and the partner who received it.
        if (other != seat && (other + 2) % 4 != seat)
            v.passed[static_cast<std::size_t>(other)] = NoCard;
    }
}

Event PutRules::eventSeenBy(const GameState& after, const Event& e, int seat) const
{
    // The feeder's card goes face up to the partner who plays with it (docs/rules/put.md).
    if (e.kind == EventKind::CardsPassed && e.other == seat)
        return e;
    return Rules::eventSeenBy(after, e, seat);
}

MatchStatus PutRules::matchStatus(std::span<const ScoreRow>, std::span<const int> totals) const
{
    MatchStatus status;
    if (totals.empty())
        return status;
    const int top = *std::max_element(totals.begin(), totals.end());
    if (top < m_options.target || std::count(totals.begin(), totals.end(), top) > 1)
        return status; // a shared lead at the target plays on (docs/rules/put.md)
    status.over = true;
    status.winners = {
        static_cast<int>(std::find(totals.begin(), totals.end(), top) - totals.begin())};
    return status;
}

DealFacts PutRules::dealFacts(const GameState& s) const
{
    const auto& v = s.vars<PutVars>();
    DealFacts facts;
    auto& own = facts.own<PutFacts>();
    facts.handSize = HandSize;
    if (v.ending == PutEnding::PlayedOut)
        own.dealWinner = v.dealWinner;
    if (v.ending == PutEnding::ThrownIn || v.ending == PutEnding::Folded)
        own.conceded = v.endedBy;
    own.putter = v.putter;
    own.putSeen = v.putSeen;
    if (s.seats() == 4)
        own.activeSeat = {v.active[0], v.active[1]};
    return facts;
}

} // namespace fs
