#include "games/hearts/heartsrules.h"

#include "games/hearts/heartsfacts.h"

#include "core/rolloutpath.h"
#include "core/trickplay.h"

#include <algorithm>
#include <bit>

namespace fs {
namespace {

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

HeartsPass HeartsRules::passPlan(int dealIndex) const
{
    if (!m_options.passing)
        return {};
    // docs/rules/hearts.md: the cycles for three, five and six players are the project's own.
    switch (seats()) {
    case 3: {
        static constexpr HeartsPass cycle[4] = {
            {1, 4, false}, {2, 4, false}, {1, 2, true}, {0, 0, false}};
        return cycle[dealIndex % 4];
    }
    case 5: {
        static constexpr HeartsPass cycle[3] = {{1, 3, false}, {4, 3, false}, {0, 0, false}};
        return cycle[dealIndex % 3];
    }
    case 6: {
        static constexpr HeartsPass cycle[4] = {
            {1, 3, false}, {5, 3, false}, {3, 3, false}, {0, 0, false}};
        return cycle[dealIndex % 4];
    }
    default: {
        static constexpr HeartsPass cycle[4] = {{1, 3, false},
                                                {3, 3, false},
                                                {2, 3, false},
                                                {0, 0, false}}; // left, right, across, hold
        return cycle[dealIndex % 4];
    }
    }
}

CardSet HeartsRules::strippedCards() const
{
    if (m_options.leftover != HeartsLeftover::Strip)
        return {};
    const Card twoD(Diamonds * 13 + 0);
    const Card threeD(Diamonds * 13 + 1);
    const Card threeC(Clubs * 13 + 1);
    switch (seats()) {
    case 3:
        return CardSet(twoD);
    case 5:
        return CardSet(twoD) | TwoOfClubs;
    case 6:
        return CardSet(twoD) | TwoOfClubs | threeD | threeC;
    default:
        return {};
    }
}

int HeartsRules::receiver(const GameState& s, int from, bool second) const
{
    // The second pass of a split deal goes right; passOffset is below the seat count, so
    // wrapping needs a compare rather than a division.
    const int offset = second ? s.seats() - 1 : s.vars<HeartsVars>().passOffset;
    const int to = from + offset;
    return to >= s.seats() ? to - s.seats() : to;
}

void HeartsRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<HeartsVars>();
    auto& v = s.vars<HeartsVars>();
    if (s.seats() == 4) {
        trickplay::dealHands(s, setup.order.data(), 13, 1);
    } else {
        // Three, five or six players: the pack dealt out evenly, after stripping, and
        // what is left over lies face down as the widow.
        const CardSet stripped = strippedCards();
        std::array<Card, 52> order{};
        int size = 0;
        for (int i = 0; i < setup.orderSize && size < 52; ++i) {
            const Card c = setup.order[static_cast<std::size_t>(i)];
            if (!stripped.contains(c))
                order[static_cast<std::size_t>(size++)] = c;
        }
        const int hand = size / s.seats();
        trickplay::dealHands(s, order.data(), hand, 1);
        for (int i = hand * s.seats(); i < size; ++i)
            v.widow.insert(order[static_cast<std::size_t>(i)]);
        v.handSize = static_cast<std::uint8_t>(hand);
    }
    CardSet inHands;
    for (int seat = 0; seat < s.seats(); ++seat)
        inHands |= s.hand(seat);
    v.opening = (inHands & suitCards(Clubs)).lowest(); // 2C whenever it is in a hand
    const HeartsPass plan = passPlan(setup.dealIndex);
    v.passOffset = static_cast<std::int8_t>(plan.offset);
    v.passCount = static_cast<std::int8_t>(plan.count);
    v.passSplit = plan.split;
    if (v.passOffset != 0) {
        s.phase = Phase::Exchange;
        s.toAct = static_cast<std::int8_t>(s.eldest());
    } else {
        finishPlay(s);
    }
}

// Sets up trick play: the holder of 2C (or of the lowest club in play) leads.
void HeartsRules::finishPlay(GameState& s) const
{
    s.phase = Phase::Playing;
    const Card opening = s.vars<HeartsVars>().opening;
    for (int seat = 0; seat < s.seats(); ++seat)
        if (s.hand(seat).contains(opening))
            s.toAct = static_cast<std::int8_t>(seat);
}

inline CardSet HeartsRules::playable(const GameState& s, int seat) const
{
    const CardSet hand = s.hand(seat);
    if (s.trick.empty()) {
        const auto& v = s.vars<HeartsVars>();
        if (s.tricksDone == 0)
            return hand & v.opening;
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
    case Phase::Exchange: {
        const auto& v = s.vars<HeartsVars>();
        legal.select = s.hand(s.toAct);
        legal.selectCount = static_cast<std::uint8_t>(v.passCount);
        legal.selectKind = ActionKind::Pass;
        legal.selectTo =
            static_cast<std::int8_t>(receiver(s, s.toAct, v.passSplit && (v.passesMade & 1) != 0));
        break;
    }
    case Phase::Playing:
        legal.play = playable(s, s.toAct);
        break;
    case Phase::Declaring:
        legal.choices = (1u << static_cast<int>(HeartsChoice::MoonSubtractOwn)) |
                        (1u << static_cast<int>(HeartsChoice::MoonAddOthers));
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
        const Card opening = s.vars<HeartsVars>().opening;
        if (s.tricksDone == 0 && c != opening)
            return opening == TwoOfClubs ? HeartsReason::MustLeadTwoOfClubs
                                         : HeartsReason::MustLeadLowestClub;
        if (!playable(s, a.seat).contains(c))
            return HeartsReason::HeartsNotBroken;
        return Reason::None;
    }
    if (!trickplay::followSuit(s, hand).contains(c))
        return Reason::MustFollowSuit;
    if (!playable(s, a.seat).contains(c))
        return HeartsReason::NoPenaltyOnFirstTrick;
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
// passing simultaneously: nobody sees what they receive before committing their own cards. In a
// split deal each seat makes its two passes in a row, left first.
void HeartsRules::applyPass(GameState& s, const Action& a, EventList* events) const
{
    auto& v = s.vars<HeartsVars>();
    const bool second = v.passSplit && (v.passesMade & 1) != 0;
    const int to = receiver(s, a.seat, second);
    (second ? v.passedRight : v.passed)[static_cast<std::size_t>(a.seat)] = a.cards;
    s.hands[static_cast<std::size_t>(a.seat)] -= a.cards;
    emit(events, {EventKind::CardsPassed, a.seat, static_cast<std::int8_t>(to), 0, {}, a.cards});
    ++v.passesMade;
    const int passes = v.passSplit ? 2 * s.seats() : s.seats();
    if (v.passesMade < passes) {
        if (!v.passSplit || second)
            s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        return;
    }
    for (int seat = 0; seat < s.seats(); ++seat) {
        s.hands[static_cast<std::size_t>(receiver(s, seat, false))] |=
            v.passed[static_cast<std::size_t>(seat)];
        s.hands[static_cast<std::size_t>(receiver(s, seat, true))] |=
            v.passedRight[static_cast<std::size_t>(seat)];
    }
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
    if (s.tricksDone == s.vars<HeartsVars>().handSize)
        endDeal(s, events);
}

// After the last trick: a seat that took every penalty card declares, otherwise the deal is over.
void HeartsRules::endDeal(GameState& s, EventList* events) const
{
    // The widow goes with the last trick to its winner, penalty cards and all.
    const int last = s.trickWinners[static_cast<std::size_t>(s.tricksDone - 1)];
    s.won[static_cast<std::size_t>(last)] |= s.vars<HeartsVars>().widow;
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
template <class Bits> void HeartsRules::playOut(GameState& s, Rng& rng) const
{
    Rng local = rng; // kept in registers for the loop, written back once
    // A trick already on the table is finished card by card; then whole tricks at a time.
    while (s.phase == Phase::Playing && !s.trick.empty()) {
        const std::uint64_t legal = playable(s, s.toAct).bits();
        const auto pick =
            static_cast<int>(local.below(static_cast<std::uint32_t>(Bits::count(legal))));
        applyPlay(s, Action::play(s.toAct, Card(Bits::select(legal, pick))), nullptr);
    }
    while (!s.finished()) {
        if (s.phase == Phase::Playing) {
            playTricks<Bits>(s, local);
        } else if (s.phase == Phase::Exchange) {
            // LegalActions::random for a pass: one draw to choose among the kinds of action
            // (only the pass is offered), then that many random cards of the hand.
            local.next();
            std::uint64_t rest = s.hand(s.toAct).bits();
            std::uint64_t chosen = 0;
            for (int i = 0; i < s.vars<HeartsVars>().passCount; ++i) {
                const auto n = static_cast<std::uint32_t>(Bits::count(rest));
                const std::uint64_t card = std::uint64_t{1}
                                           << Bits::select(rest, static_cast<int>(local.below(n)));
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

#if FS_ROLLOUT_DISPATCH
void HeartsRules::playOutV3(GameState& s, Rng& rng) const
{
    playOut<V3Bits>(s, rng);
}
#endif

void HeartsRules::randomPlayout(GameState& s, Rng& rng) const
{
#if FS_ROLLOUT_DISPATCH
    if (rolloutPath() == RolloutPath::X86_64_V3)
        return playOutV3(s, rng);
#endif
    playOut<BaselineBits>(s, rng);
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
template <class Bits> void HeartsRules::playTricks(GameState& s, Rng& rng) const
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
        const auto n = static_cast<std::uint32_t>(Bits::count(legal));
        const int c = Bits::select(legal, static_cast<int>(local.below(n)));
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
    const int handSize = v.handSize;
    const std::uint64_t opening = CardSet(v.opening).bits();
    for (int t = s.tricksDone; t < handSize; ++t) {
        s.trickStarts[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(count);
        const std::uint64_t hand = hands[static_cast<std::size_t>(leader)];
        const std::uint64_t nonHearts = hand & ~hearts;
        std::uint64_t lead = hand;
        if (t == 0)
            lead = hand & opening;
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
    s.tricksDone = static_cast<std::uint8_t>(handSize);
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
        const bool subtract = static_cast<Choice>(v.moonChoice) == HeartsChoice::MoonSubtractOwn;
        for (int seat = 0; seat < s.seats(); ++seat)
            result.points[static_cast<std::size_t>(seat)] =
                subtract ? (seat == v.shooter ? -MoonPoints : 0)
                         : (seat == v.shooter ? 0 : MoonPoints);
        result.note = HeartsNote::ShotTheMoon;
        result.noteSeat = v.shooter;
        return result;
    }
    for (int seat = 0; seat < s.seats(); ++seat)
        result.points[static_cast<std::size_t>(seat)] =
            points(s.won[static_cast<std::size_t>(seat)]);
    return result;
}

int HeartsRules::pointsTakenSoFar(const GameState& s, int seat) const
{
    return points(s.won[static_cast<std::size_t>(seat)]);
}

void HeartsRules::hideFrom(GameState& s, int seat) const
{
    Rules::hideFrom(s, seat);
    auto& v = s.vars<HeartsVars>();
    // A seat knows its own passes, and after the exchange the cards passed to it.
    for (int other = 0; other < s.seats(); ++other) {
        const auto i = static_cast<std::size_t>(other);
        if (other != seat && !(v.exchanged && receiver(s, other, false) == seat))
            v.passed[i] = CardSet();
        if (other != seat && !(v.exchanged && receiver(s, other, true) == seat))
            v.passedRight[i] = CardSet();
    }
    // The widow is face down until it goes with the last trick (then it is in the won cards).
    v.widow = CardSet();
    // The card that opens the deal is known once play begins, when its holder must lead it.
    // Before, with a widow, it would tell whether the 2 of clubs lies there.
    if (s.phase == Phase::Exchange)
        v.opening = NoCard;
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
    auto& own = facts.own<HeartsFacts>();
    facts.handSize = s.vars<HeartsVars>().handSize;
    for (int seat = 0; seat < s.seats(); ++seat)
        if (s.won[static_cast<std::size_t>(seat)].contains(QueenOfSpades))
            own.queenOfSpades = seat;
    return facts;
}

std::vector<int> HeartsRules::standings(std::span<const int> totals) const
{
    std::vector<int> lowestFirst = distinctTotals(totals);
    std::reverse(lowestFirst.begin(), lowestFirst.end());
    return rankBy(totals, lowestFirst);
}

} // namespace fs
