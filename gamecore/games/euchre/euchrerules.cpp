#include "games/euchre/euchrerules.h"

#include "games/euchre/euchrefacts.h"

#include "core/trickplay.h"

namespace fs {
namespace {

constexpr int HandSize = 5;
constexpr int Tricks = 5;
constexpr int Jack = 11;

std::int8_t s8(int v)
{
    return static_cast<std::int8_t>(v);
}

const Pack& french()
{
    return Pack::french52();
}

// The other suit of the same colour: clubs and spades are black, diamonds and hearts red.
int sameColour(int suit)
{
    return 3 - suit;
}

std::uint64_t bit(Choice c)
{
    return std::uint64_t{1} << static_cast<int>(c);
}

} // namespace

EuchreRules::EuchreRules(EuchreOptions options) : Rules(4), m_options(options) {}

CardSet EuchreRules::euchrePack()
{
    CardSet cards;
    for (int suit = 0; suit < 4; ++suit)
        for (int rank = 9; rank <= 14; ++rank)
            cards.insert(french().card(suit, rank));
    return cards;
}

int EuchreRules::suitOf(Card c, int trump)
{
    const int suit = french().suit(c);
    if (trump >= 0 && suit == sameColour(trump) && french().rank(c) == Jack)
        return trump; // the left bower
    return suit;
}

int EuchreRules::power(Card c, int led, int trump)
{
    const int suit = suitOf(c, trump);
    const int rank = french().rank(c);
    if (suit == trump) {
        if (rank == Jack)
            return french().suit(c) == trump ? 100 : 99; // right bower, left bower
        return 50 + rank;
    }
    return suit == led ? rank : 0;
}

CardSet EuchreRules::playable(const GameState& s, CardSet hand)
{
    if (s.trick.empty())
        return hand;
    const int led = suitOf(s.trick.led(), s.trump);
    CardSet follow;
    for (const Card c : hand)
        if (suitOf(c, s.trump) == led)
            follow.insert(c);
    return follow.empty() ? hand : follow;
}

int EuchreRules::trickWinner(const GameState& s)
{
    const int led = suitOf(s.trick.led(), s.trump);
    int best = 0;
    for (int i = 1; i < s.trick.size; ++i)
        if (power(s.trick.card(i), led, s.trump) > power(s.trick.card(best), led, s.trump))
            best = i;
    return s.trick.seat(best);
}

int EuchreRules::nextActive(const GameState& s, int seat)
{
    const int next = s.nextSeat(seat);
    return next == s.vars<EuchreVars>().sittingOut ? s.nextSeat(next) : next;
}

void EuchreRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<EuchreVars>();
    auto& v = s.vars<EuchreVars>();
    // The Euchre pack's cards in the order the shuffle put them.
    const CardSet pack24 = euchrePack();
    std::array<Card, 24> cards{};
    int n = 0;
    for (int i = 0; i < setup.orderSize && n < 24; ++i)
        if (pack24.contains(setup.order[static_cast<std::size_t>(i)]))
            cards[static_cast<std::size_t>(n++)] = setup.order[static_cast<std::size_t>(i)];
    // Three to each from eldest, then two to each.
    int next = 0;
    for (const int batch : {3, 2})
        for (int k = 0, seat = s.eldest(); k < 4; ++k, seat = s.nextSeat(seat))
            for (int j = 0; j < batch; ++j)
                s.hands[static_cast<std::size_t>(seat)].insert(
                    cards[static_cast<std::size_t>(next++)]);
    // The stock: the turn-up on top, face up, the other three face down.
    s.stockSize = 4;
    for (std::size_t i = 0; i < 4; ++i)
        s.stock[i] = cards[20 + i];
    v.turnUp = cards[20];
    s.turnUp = v.turnUp;
    s.phase = Phase::Declaring;
    s.toAct = s8(s.eldest());
}

std::uint64_t EuchreRules::choiceMask(const GameState& s) const
{
    const auto& v = s.vars<EuchreVars>();
    if (v.round == 1)
        return bit(EuchreChoice::OrderUp) | bit(EuchreChoice::OrderUpAlone) |
               bit(EuchreChoice::Pass);
    std::uint64_t mask = 0;
    const int turned = french().suit(v.turnUp);
    for (int suit = 0; suit < 4; ++suit)
        if (suit != turned)
            mask |= bit(EuchreChoice::name(suit, false)) | bit(EuchreChoice::name(suit, true));
    if (!(m_options.stickTheDealer && s.toAct == s.dealer))
        mask |= bit(EuchreChoice::Pass);
    return mask;
}

LegalActions EuchreRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    legal.seat = s.toAct;
    switch (s.phase) {
    case Phase::Declaring:
        legal.choices = choiceMask(s);
        break;
    case Phase::Exchange:
        legal.select = s.hand(s.toAct);
        legal.select.remove(s.vars<EuchreVars>().turnUp); // the card picked up stays
        legal.selectCount = 1;
        legal.selectKind = ActionKind::Discard;
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

Reason EuchreRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    const auto& v = s.vars<EuchreVars>();
    if (basic == Reason::ChoiceNotOffered && v.round == 2) {
        if (EuchreChoice::suitNamed(a.choice()) == french().suit(v.turnUp))
            return EuchreReason::TurnedDownSuit;
        if (a.choice() == EuchreChoice::Pass)
            return EuchreReason::DealerMustName;
    }
    if (basic != Reason::None)
        return basic;
    if (a.kind == ActionKind::Discard && a.cards.contains(v.turnUp))
        return EuchreReason::KeepTurnUp;
    if (a.kind == ActionKind::Play && !playable(s, s.hand(a.seat)).contains(a.card()))
        return Reason::MustFollowSuit;
    return Reason::None;
}

void EuchreRules::apply(GameState& s, const Action& a, EventList* events) const
{
    switch (a.kind) {
    case ActionKind::Choose:
        applyChoice(s, a, events);
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

void EuchreRules::makeTrumps(GameState& s, int seat, int suit, bool alone, EventList* events) const
{
    auto& v = s.vars<EuchreVars>();
    v.maker = s8(seat);
    v.alone = alone;
    if (alone)
        v.sittingOut = s8((seat + 2) % 4);
    s.trump = s8(suit);
    emit(events, {EventKind::TrumpFixed, -1, -1, s.trump, {}, {}});
}

void EuchreRules::applyChoice(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<EuchreVars>();
    emit(events, {EventKind::ChoiceMade, a.seat, -1, a.value, {}, {}});
    const Choice c = a.choice();
    if (c == EuchreChoice::Pass) {
        if (++v.passes < 4) {
            s.toAct = s8(s.nextSeat(a.seat));
            return;
        }
        if (v.round == 1) { // the turn-up is turned down; the second round begins
            v.round = 2;
            v.passes = 0;
            v.turnedDown = true;
            s.turnUp = NoCard;
            s.toAct = s8(s.eldest());
            return;
        }
        v.thrownIn = true;
        s.phase = Phase::Finished;
        s.toAct = -1;
        emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
        return;
    }
    if (v.round == 1) {
        makeTrumps(s, a.seat, french().suit(v.turnUp), EuchreChoice::goesAlone(c), events);
        // The dealer takes the turn-up into hand and discards another card.
        s.hands[s.dealer].insert(v.turnUp);
        s.turnUp = NoCard;
        s.stockSize = 3;
        std::copy_n(s.stock.begin() + 1, 3, s.stock.begin());
        s.stock[3] = NoCard;
        v.pickedUp = true;
        emit(events, {EventKind::CardDrawn, s8(s.dealer), -1, 1, v.turnUp, {}});
        s.phase = Phase::Exchange;
        s.toAct = s8(s.dealer);
        return;
    }
    makeTrumps(s, a.seat, EuchreChoice::suitNamed(c), EuchreChoice::goesAlone(c), events);
    startPlay(s);
}

void EuchreRules::applyDiscard(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<EuchreVars>();
    v.discard = a.cards.lowest();
    s.hands[static_cast<std::size_t>(a.seat)].remove(v.discard);
    emit(events, {EventKind::Discarded, a.seat, -1, 1, {}, a.cards});
    startPlay(s);
}

void EuchreRules::startPlay(GameState& s) const
{
    s.phase = Phase::Playing;
    const int eldest = s.eldest();
    s.toAct = s8(eldest == s.vars<EuchreVars>().sittingOut ? s.nextSeat(eldest) : eldest);
}

void EuchreRules::applyPlay(GameState& s, const Action& a, EventList* events) const
{
    const auto& v = s.vars<EuchreVars>();
    trickplay::playCard(s, a.seat, a.card(), events);
    if (s.trick.size < (v.alone ? 3 : 4)) {
        s.toAct = s8(nextActive(s, a.seat));
        return;
    }
    trickplay::closeTrick(s, trickWinner(s), events);
    if (s.tricksDone < Tricks)
        return;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

DealScore EuchreRules::score(const GameState& s) const
{
    DealScore result;
    const auto& v = s.vars<EuchreVars>();
    if (v.thrownIn || v.maker < 0) {
        result.note = EuchreNote::ThrownIn;
        return result;
    }
    const int makers = columnOf(v.maker);
    const int tricks = s.tricksOf(v.maker) + s.tricksOf((v.maker + 2) % 4);
    if (tricks < 3) {
        result.points[static_cast<std::size_t>(1 - makers)] = 2;
        result.note = EuchreNote::Euchred;
        result.noteSeat = v.maker;
        return result;
    }
    result.points[static_cast<std::size_t>(makers)] = tricks < Tricks ? 1 : v.alone ? 4 : 2;
    if (tricks == Tricks) {
        result.note = EuchreNote::March;
        result.noteSeat = v.maker;
    }
    return result;
}

DealFacts EuchreRules::dealFacts(const GameState& s) const
{
    DealFacts facts;
    auto& own = facts.own<EuchreFacts>();
    const auto& v = s.vars<EuchreVars>();
    facts.handSize = HandSize;
    own.maker = v.maker;
    own.alone = v.alone;
    own.orderedUp = v.pickedUp;
    own.thrownIn = v.thrownIn;
    if (v.maker >= 0)
        own.makersTricks = s.tricksOf(v.maker) + s.tricksOf((v.maker + 2) % 4);
    return facts;
}

void EuchreRules::hideFrom(GameState& s, int seat) const
{
    Rules::hideFrom(s, seat); // the stock too: the turn-up stays public as GameState::turnUp
    if (seat != s.dealer)
        s.vars<EuchreVars>().discard = NoCard;
}

int EuchreRules::hiddenPiles(const GameState& full, int seat,
                             std::array<CardSet, MaxPiles>& piles) const
{
    const auto& v = full.vars<EuchreVars>();
    piles[0] = CardSet();
    for (int i = 0; i < full.stockSize; ++i)
        piles[0].insert(full.stock[static_cast<std::size_t>(i)]);
    if (!v.discard.valid() || seat == full.dealer)
        return 1;
    piles[1] = CardSet(v.discard);
    return 2;
}

void EuchreRules::placeHidden(GameState& world, int, int pile, CardSet cards, Rng&) const
{
    auto& v = world.vars<EuchreVars>();
    if (pile == 1) {
        if (!cards.empty())
            v.discard = cards.lowest();
        return;
    }
    // The stock: the turn-up, known to all, stays on top while it is there.
    std::size_t i = 0;
    if (world.stockSize == 4) {
        world.stock[0] = v.turnUp;
        cards.remove(v.turnUp);
        i = 1;
    }
    for (; i < world.stockSize && !cards.empty(); ++i) {
        world.stock[i] = cards.lowest();
        cards.remove(world.stock[i]);
    }
}

int EuchreRules::dealerOf(int firstDealer, std::span<const ScoreRow> rows) const
{
    int dealer = firstDealer;
    for (const ScoreRow& row : rows)
        if (!(m_options.redeal == EuchreRedeal::Same && row.facts.own<EuchreFacts>().thrownIn))
            dealer = (dealer + 1) % 4;
    return dealer;
}

MatchStatus EuchreRules::matchStatus(std::span<const ScoreRow>, std::span<const int> totals) const
{
    MatchStatus status;
    if (totals.size() < 2)
        return status;
    // Only one side scores in a deal, so two sides never reach the target together.
    for (int side = 0; side < 2; ++side)
        if (totals[static_cast<std::size_t>(side)] >= m_options.target &&
            totals[static_cast<std::size_t>(side)] > totals[static_cast<std::size_t>(1 - side)]) {
            status.over = true;
            status.winners.push_back(side);
        }
    return status;
}

} // namespace fs
