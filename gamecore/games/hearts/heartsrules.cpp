#include "games/hearts/heartsrules.h"

#include "core/trickplay.h"

#include <algorithm>
#include <bit>

namespace fs {
namespace {

constexpr int HandSize = 13;
constexpr int MoonPoints = 26;

// Hearts always uses the French pack, whose card index is suit * 13 + rank (pack.h). Knowing that
// at compile time keeps the per-card path free of calls through Pack and the virtual rules.
constexpr int RanksPerSuit = 13;
constexpr CardSet suitCards(int suit)
{
    return CardSet(std::uint64_t{0x1fff} << (RanksPerSuit * suit));
}
constexpr int suitOf(Card c)
{
    return c.index / RanksPerSuit;
}
constexpr CardSet HeartCards = suitCards(Hearts);
constexpr CardSet PenaltyCards = HeartCards | HeartsRules::QueenOfSpades;

CardSet heartsOf(CardSet cards)
{
    return cards & HeartCards;
}

} // namespace

HeartsRules::HeartsRules(HeartsOptions options, int seats) : Rules(seats), m_options(options) {}

int HeartsRules::points(CardSet cards)
{
    return heartsOf(cards).size() + (cards.contains(QueenOfSpades) ? 13 : 0);
}

int HeartsRules::passOffset(int dealIndex) const
{
    if (!m_options.passing)
        return 0;
    static constexpr int cycle[4] = {1, -1, 2, 0}; // left, right, across, hold
    const int offset = cycle[dealIndex % 4];
    return (offset + seats()) % seats();
}

void HeartsRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<HeartsVars>();
    trickplay::dealHands(s, setup.order.data(), HandSize, 1);
    auto& v = s.vars<HeartsVars>();
    v.passOffset = static_cast<std::int8_t>(passOffset(setup.dealIndex));
    if (v.passOffset != 0) {
        s.phase = Phase::Exchange;
        s.toAct = static_cast<std::int8_t>(s.eldest());
    } else {
        finishPlay(s);
    }
}

// Sets up trick play: the holder of 2C leads.
void HeartsRules::finishPlay(GameState& s) const
{
    s.phase = Phase::Playing;
    for (int seat = 0; seat < s.seats(); ++seat)
        if (s.hand(seat).contains(TwoOfClubs))
            s.toAct = static_cast<std::int8_t>(seat);
}

inline CardSet HeartsRules::playable(const GameState& s, int seat) const
{
    const CardSet hand = s.hand(seat);
    if (s.trick.empty()) {
        if (s.tricksDone == 0)
            return hand & TwoOfClubs;
        const auto& v = s.vars<HeartsVars>();
        const CardSet nonHearts = hand - HeartCards;
        // Hearts are led once broken, or when the hand holds nothing else but QS.
        if (v.heartsBroken || (nonHearts - QueenOfSpades).empty())
            return hand;
        return nonHearts;
    }
    const CardSet follow = trickplay::followSuit(s, hand);
    if (s.tricksDone == 0) {
        const CardSet safe = follow - PenaltyCards;
        if (!safe.empty())
            return safe; // penalty cards only when nothing else is legal
    }
    return follow;
}

LegalActions HeartsRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    legal.seat = s.toAct;
    switch (s.phase) {
    case Phase::Exchange:
        legal.select = s.hand(s.toAct);
        legal.selectCount = 3;
        legal.selectKind = ActionKind::Pass;
        legal.selectTo =
            static_cast<std::int8_t>((s.toAct + s.vars<HeartsVars>().passOffset) % s.seats());
        break;
    case Phase::Playing:
        legal.play = playable(s, s.toAct);
        break;
    case Phase::Declaring:
        legal.choices = (1u << static_cast<int>(Choice::MoonSubtractOwn)) |
                        (1u << static_cast<int>(Choice::MoonAddOthers));
        break;
    default:
        legal.seat = -1;
        break;
    }
    return legal;
}

Reason HeartsRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None || a.kind != ActionKind::Play)
        return basic;
    const Card c = a.card();
    const CardSet hand = s.hand(a.seat);
    if (s.trick.empty()) {
        if (s.tricksDone == 0 && c != TwoOfClubs)
            return Reason::MustLeadTwoOfClubs;
        if (!playable(s, a.seat).contains(c))
            return Reason::HeartsNotBroken;
        return Reason::None;
    }
    if (!trickplay::followSuit(s, hand).contains(c))
        return Reason::MustFollowSuit;
    if (!playable(s, a.seat).contains(c))
        return Reason::NoPenaltyOnFirstTrick;
    return Reason::None;
}

void HeartsRules::apply(GameState& s, const Action& a, EventList* events) const
{
    switch (a.kind) {
    case ActionKind::Pass:
        applyPass(s, a, events);
        break;
    case ActionKind::Play:
        applyPlay(s, a, events);
        break;
    case ActionKind::Choose:
        s.vars<HeartsVars>().moonChoice = a.value;
        emit(events, {EventKind::ChoiceMade, a.seat, -1, a.value, {}, {}});
        s.phase = Phase::Finished;
        s.toAct = -1;
        emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
        break;
    default:
        break;
    }
}

// Passes are committed one seat at a time but stay hidden until all are in, which is the same as
// passing simultaneously: nobody sees what they receive before committing their own three.
void HeartsRules::applyPass(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<HeartsVars>();
    // passOffset is below the seat count, so wrapping needs a compare rather than a division.
    const auto receiver = [&](int from) {
        const int to = from + v.passOffset;
        return to >= s.seats() ? to - s.seats() : to;
    };
    const int to = receiver(a.seat);
    v.passed[static_cast<std::size_t>(a.seat)] = a.cards;
    s.hands[static_cast<std::size_t>(a.seat)] -= a.cards;
    emit(events, {EventKind::CardsPassed, a.seat, static_cast<std::int8_t>(to), 0, {}, a.cards});
    ++v.passesMade;
    if (v.passesMade < s.seats()) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    for (int seat = 0; seat < s.seats(); ++seat)
        s.hands[static_cast<std::size_t>(receiver(seat))] |=
            v.passed[static_cast<std::size_t>(seat)];
    v.exchanged = true;
    emit(events, {EventKind::CardsExchanged, -1, -1, v.passOffset, {}, {}});
    finishPlay(s);
}

inline void HeartsRules::applyPlay(GameState& s, const Action& a, EventList* events) const
{
    const Card c = a.card();
    trickplay::playCard(s, a.seat, c, events);
    if (suitOf(c) == Hearts)
        s.vars<HeartsVars>().heartsBroken = true;
    if (s.trick.size < s.seats()) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    trickplay::closeTrick(s, trickplay::highestOfSuitLed(s, -1), events);
    if (s.tricksDone == HandSize)
        endDeal(s, events);
}

// After the last trick: a seat that took every penalty card declares, otherwise the deal is over.
void HeartsRules::endDeal(GameState& s, EventList* events) const
{
    for (int seat = 0; seat < s.seats(); ++seat) {
        if (s.won[static_cast<std::size_t>(seat)].containsAll(PenaltyCards)) {
            s.vars<HeartsVars>().shooter = static_cast<std::int8_t>(seat);
            s.phase = Phase::Declaring;
            s.toAct = static_cast<std::int8_t>(seat);
            return;
        }
    }
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

// Same decisions and random draws as the generic loop, but trick play calls the rules directly
// (this class is final, so they inline): rollouts spend most of their time here.
void HeartsRules::randomPlayout(GameState& s, Rng& rng) const
{
    Rng local = rng; // kept in registers for the loop, written back once
    // A trick already on the table is finished card by card; then whole tricks at a time.
    while (s.phase == Phase::Playing && !s.trick.empty()) {
        const CardSet legal = playable(s, s.toAct);
        const auto pick = static_cast<int>(local.below(static_cast<std::uint32_t>(legal.size())));
        applyPlay(s, Action::play(s.toAct, legal.nth(pick)), nullptr);
    }
    while (!s.finished()) {
        if (s.phase == Phase::Playing) {
            playTricks(s, local);
        } else if (s.phase == Phase::Exchange) {
            // LegalActions::random for a pass: one draw to choose among the kinds of action
            // (only the pass is offered), then three random cards of the hand.
            local.next();
            std::uint64_t rest = s.hand(s.toAct).bits();
            std::uint64_t chosen = 0;
            for (int i = 0; i < 3; ++i) {
                const auto n = static_cast<std::uint32_t>(cardbits::count(rest));
                const std::uint64_t card = std::uint64_t{1} << cardbits::selectMember(
                                               rest, static_cast<int>(local.below(n)));
                chosen |= card;
                rest &= ~card;
            }
            applyPass(s, Action::pass(s.toAct, CardSet(chosen)), nullptr);
        } else {
            apply(s, legalActions(s).random(local), nullptr);
        }
    }
    rng = local;
}

// The rest of the deal from an empty table, one trick per iteration. It makes the choices
// playable() allows and draws exactly as the generic loop does (one below(n) per card, then the
// n-th legal card in index order), and leaves the same state applyPlay() would, but it knows
// the seat order within a trick, and finds the winner's seat through a card-to-seat table
// instead of searching the trick for the winning card.
//
// The generator, the hands and the counters are kept in locals and written back at the end:
// the history arrays are bytes, and a byte store may alias anything, so working on the state
// directly would reload and store them around every card. Decisions that depend on the random
// cards (who takes the trick, where the seat order wraps) are arithmetic rather than branches,
// which would mispredict.
void HeartsRules::playTricks(GameState& s, Rng& rng) const
{
    const int seats = s.seats();
    auto& v = s.vars<HeartsVars>();
    Rng local = rng;
    std::array<std::uint64_t, MaxSeats> hands{};
    for (int seat = 0; seat < seats; ++seat)
        hands[static_cast<std::size_t>(seat)] = s.hand(seat).bits();
    std::array<std::uint64_t, MaxSeats> won{};
    std::array<int, MaxSeats> tricksWon{};
    bool broken = v.heartsBroken;
    int leader = s.toAct;
    int count = s.playedCount;
    std::array<std::int8_t, 64> seatOf{}; // who played each card, read only for this deal's cards
    // Draws uniformly among `legal` and plays that card for `seat`; returns its index.
    auto play = [&](int seat, std::uint64_t legal) {
        const auto n = static_cast<std::uint32_t>(cardbits::count(legal));
        const int c = cardbits::selectMember(legal, static_cast<int>(local.below(n)));
        hands[static_cast<std::size_t>(seat)] &= ~(std::uint64_t{1} << c);
        seatOf[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(seat);
        s.played[static_cast<std::size_t>(count)] = Card(c);
        s.playedBy[static_cast<std::size_t>(count)] = static_cast<std::int8_t>(seat);
        ++count;
        return c;
    };
    constexpr std::uint64_t hearts = HeartCards.bits();
    constexpr std::uint64_t penalty = PenaltyCards.bits();
    constexpr std::uint64_t queen = CardSet(QueenOfSpades).bits();
    for (int t = s.tricksDone; t < HandSize; ++t) {
        s.trickStarts[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(count);
        const std::uint64_t hand = hands[static_cast<std::size_t>(leader)];
        const std::uint64_t nonHearts = hand & ~hearts;
        std::uint64_t lead = hand;
        if (t == 0)
            lead = hand & CardSet(TwoOfClubs).bits();
        else if (!broken && (nonHearts & ~queen) != 0)
            lead = nonHearts;
        const int led = play(leader, lead);
        const std::uint64_t suitLed = suitCards(suitOf(Card(led))).bits();
        // No penalty cards on the first trick while the seat has anything else to follow with.
        const std::uint64_t avoid = t == 0 ? penalty : 0;
        std::uint64_t all = std::uint64_t{1} << led;
        for (int position = 1; position < seats; ++position) {
            // Where the seats wrap round depends on the random leader: a mask, not a branch.
            int seat = leader + position;
            seat -= seats & -static_cast<int>(seat >= seats);
            const std::uint64_t own = hands[static_cast<std::size_t>(seat)];
            const std::uint64_t follow = own & suitLed;
            std::uint64_t legal = follow != 0 ? follow : own;
            const std::uint64_t safe = legal & ~avoid;
            legal = safe != 0 ? safe : legal;
            const int c = play(seat, legal);
            all |= std::uint64_t{1} << c;
        }
        // The highest card of the suit led wins: a higher index is a higher card in the suit.
        const int winner = seatOf[static_cast<std::size_t>(63 - std::countl_zero(all & suitLed))];
        broken |= (all & hearts) != 0;
        s.trickWinners[static_cast<std::size_t>(t)] = static_cast<std::int8_t>(winner);
        won[static_cast<std::size_t>(winner)] |= all;
        ++tricksWon[static_cast<std::size_t>(winner)];
        leader = winner;
    }
    for (int seat = 0; seat < seats; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        s.hands[i] = CardSet(hands[i]);
        s.won[i] |= CardSet(won[i]);
        s.tricksWon[i] = static_cast<std::uint8_t>(s.tricksWon[i] + tricksWon[i]);
        // The last trick stays in the table's arrays, as closing it card by card leaves it.
        s.trick.cards[i] = s.played[static_cast<std::size_t>(count - seats + seat)];
        s.trick.seats[i] = s.playedBy[static_cast<std::size_t>(count - seats + seat)];
    }
    s.playedCount = static_cast<std::uint8_t>(count);
    s.tricksDone = HandSize;
    s.trick.clear();
    s.toAct = static_cast<std::int8_t>(leader);
    v.heartsBroken = broken;
    rng = local;
    endDeal(s, nullptr);
}

DealScore HeartsRules::score(const GameState& s) const
{
    DealScore result;
    const auto& v = s.vars<HeartsVars>();
    if (v.shooter >= 0) {
        const bool subtract = static_cast<Choice>(v.moonChoice) == Choice::MoonSubtractOwn;
        for (int seat = 0; seat < s.seats(); ++seat)
            result.points[static_cast<std::size_t>(seat)] =
                subtract ? (seat == v.shooter ? -MoonPoints : 0)
                         : (seat == v.shooter ? 0 : MoonPoints);
        result.note = DealNote::ShotTheMoon;
        result.noteSeat = v.shooter;
        return result;
    }
    for (int seat = 0; seat < s.seats(); ++seat)
        result.points[static_cast<std::size_t>(seat)] =
            points(s.won[static_cast<std::size_t>(seat)]);
    return result;
}

void HeartsRules::hideFrom(GameState& s, int seat) const
{
    Rules::hideFrom(s, seat);
    auto& v = s.vars<HeartsVars>();
    // A seat knows its own pass, and after the exchange the cards passed to it.
    const int from = (seat - v.passOffset + s.seats()) % s.seats();
    for (int other = 0; other < s.seats(); ++other) {
        const bool known = other == seat || (v.exchanged && other == from);
        if (!known)
            v.passed[static_cast<std::size_t>(other)] = CardSet();
    }
}

MatchStatus HeartsRules::matchStatus(std::span<const ScoreRow>, std::span<const int> totals) const
{
    MatchStatus status;
    if (totals.empty() || *std::max_element(totals.begin(), totals.end()) < m_options.target)
        return status;
    const int lowest = *std::min_element(totals.begin(), totals.end());
    for (std::size_t i = 0; i < totals.size(); ++i)
        if (totals[i] == lowest)
            status.winners.push_back(static_cast<int>(i));
    status.over = status.winners.size() == 1; // a shared lowest total plays on
    if (!status.over)
        status.winners.clear();
    return status;
}

DealFacts HeartsRules::dealFacts(const GameState& s) const
{
    DealFacts facts;
    facts.handSize = HandSize;
    for (int seat = 0; seat < s.seats(); ++seat)
        if (s.won[static_cast<std::size_t>(seat)].contains(QueenOfSpades))
            facts.queenOfSpades = seat;
    return facts;
}

std::vector<int> HeartsRules::standings(std::span<const int> totals) const
{
    std::vector<int> lowestFirst = distinctTotals(totals);
    std::reverse(lowestFirst.begin(), lowestFirst.end());
    return rankBy(totals, lowestFirst);
}

} // namespace fs
