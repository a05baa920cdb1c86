#include "games/whist/whistrules.h"

#include "games/whist/whistfacts.h"

#include "core/trickplay.h"

#include <algorithm>

namespace fs {
namespace {

constexpr int HandSize = 13;
constexpr int Tricks = 13;
constexpr int Book = 6; // tricks a side must pass before it scores

} // namespace

WhistRules::WhistRules(WhistOptions options) : Rules(4), m_options(options) {}

void WhistRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<WhistVars>();
    trickplay::dealHands(s, setup.order.data(), HandSize, 1);
    // Dealt singly from eldest, the last card of the pack is the dealer's 13th.
    const Card turned = setup.order[static_cast<std::size_t>(4 * HandSize - 1)];
    s.vars<WhistVars>().turnedCard = turned;
    s.turnUp = turned;
    s.trump = static_cast<std::int8_t>(pack().suit(turned));
    s.phase = Phase::Playing;
    s.toAct = static_cast<std::int8_t>(s.eldest());
}

LegalActions WhistRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    if (s.phase != Phase::Playing)
        return legal;
    legal.seat = s.toAct;
    legal.play = trickplay::followSuit(s, s.hand(s.toAct));
    return legal;
}

Reason WhistRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None)
        return basic;
    if (!trickplay::followSuit(s, s.hand(a.seat)).contains(a.card()))
        return Reason::MustFollowSuit;
    return Reason::None;
}

// The turned card leaves the table for the dealer's hand (where the rules kept it all along):
// after this nobody sees it as face up any more, though everyone saw what it was.
void WhistRules::pickUpTurnUp(GameState& s, EventList* events) const
{
    auto& v = s.vars<WhistVars>();
    v.turnUpTaken = true;
    s.turnUp = NoCard;
    emit(events,
         {EventKind::CardDrawn, static_cast<std::int8_t>(s.dealer), -1, 1, v.turnedCard, {}});
}

void WhistRules::apply(GameState& s, const Action& a, EventList* events) const
{
    if (a.kind != ActionKind::Play || s.phase != Phase::Playing)
        return;
    trickplay::playCard(s, a.seat, a.card(), events);
    if (s.trick.size < 4) {
        s.toAct = static_cast<std::int8_t>(s.nextSeat(a.seat));
        if (s.toAct == s.dealer && !s.vars<WhistVars>().turnUpTaken)
            pickUpTurnUp(s, events);
        return;
    }
    trickplay::closeTrick(s, trickplay::highestOfSuitLed(s, s.trump), events);
    if (s.tricksDone < Tricks)
        return;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

int WhistRules::honourPoints(const GameState& s, int side)
{
    if (s.trump < 0)
        return 0;
    const Pack& pk = Pack::french52();
    int held = 0;
    for (int rank = 11; rank <= 14; ++rank) {
        const Card c = pk.card(s.trump, rank);
        int holder = -1;
        for (int seat = 0; seat < s.seats(); ++seat)
            if (s.hand(seat).contains(c))
                holder = seat;
        for (int i = 0; i < s.playedCount && holder < 0; ++i)
            if (s.played[static_cast<std::size_t>(i)] == c)
                holder = s.playedBy[static_cast<std::size_t>(i)];
        if (holder >= 0 && holder % 2 == side)
            ++held;
    }
    return held == 4 ? 4 : held == 3 ? 2 : 0;
}

DealScore WhistRules::score(const GameState& s) const
{
    DealScore result;
    const int target = m_options.target;
    const std::array<int, 2> tricks = {s.tricksOf(0) + s.tricksOf(2),
                                       s.tricksOf(1) + s.tricksOf(3)};
    const int side = tricks[0] > Book ? 0 : 1; // 13 tricks: exactly one side passes its book
    result.points[static_cast<std::size_t>(side)] = tricks[static_cast<std::size_t>(side)] - Book;
    auto reached = [&](int column) {
        return s.totalsAtStart[static_cast<std::size_t>(column)] +
                   result.points[static_cast<std::size_t>(column)] >=
               target;
    };
    if (reached(side)) {
        // Tricks are entered before honours: the game ends here.
        result.note = WhistNote::GameWon;
        result.noteSeat = static_cast<std::int8_t>(side);
        result.noteOnColumn = true;
        return result;
    }
    if (!m_options.honours)
        return result;
    for (int column = 0; column < 2; ++column) {
        const int honours = honourPoints(s, column);
        if (honours == 0 || s.totalsAtStart[static_cast<std::size_t>(column)] >= target - 1)
            continue; // a side one point short of game cannot score honours
        result.points[static_cast<std::size_t>(column)] += honours;
        result.note = reached(column) ? WhistNote::GameWon : WhistNote::Honours;
        result.noteSeat = static_cast<std::int8_t>(column);
        result.noteOnColumn = true;
    }
    return result;
}

WhistRules::Progress WhistRules::progress(std::span<const ScoreRow> rows) const
{
    Progress p;
    const int target = m_options.target;
    for (const ScoreRow& row : rows) {
        if (p.over)
            break;
        for (std::size_t c = 0; c < 2 && c < row.points.size(); ++c)
            p.score[c] += row.points[c];
        // At most one side reaches the target in a deal (score() stops at the first); should
        // both ever stand there, the higher total takes the game.
        int winner = -1;
        for (int c = 0; c < 2; ++c)
            if (p.score[static_cast<std::size_t>(c)] >= target &&
                (winner < 0 ||
                 p.score[static_cast<std::size_t>(c)] > p.score[static_cast<std::size_t>(winner)]))
                winner = c;
        if (winner < 0)
            continue;
        ++p.games[static_cast<std::size_t>(winner)];
        p.score[static_cast<std::size_t>(winner)] = target; // points beyond game are dropped
        p.over = !m_options.rubber || p.games[static_cast<std::size_t>(winner)] >= 2;
        if (p.over)
            p.winner = winner;
        else
            p.score = {0, 0}; // the next game of the rubber starts afresh
    }
    return p;
}

std::vector<int> WhistRules::totals(std::span<const ScoreRow> rows) const
{
    const Progress p = progress(rows);
    return {p.score[0], p.score[1]};
}

MatchStatus WhistRules::matchStatus(std::span<const ScoreRow> rows, std::span<const int>) const
{
    const Progress p = progress(rows);
    MatchStatus status;
    status.over = p.over;
    if (p.over)
        status.winners = {p.winner};
    return status;
}

DealFacts WhistRules::dealFacts(const GameState& s) const
{
    DealFacts facts;
    auto& own = facts.own<WhistFacts>();
    facts.handSize = HandSize;
    const DealScore points = score(s);
    for (std::size_t side = 0; side < 2; ++side) {
        const int tricks =
            s.tricksOf(static_cast<int>(side)) + s.tricksOf(static_cast<int>(side) + 2);
        own.oddTricks[side] = std::max(0, tricks - Book);
        // Whatever the side scored beyond its odd tricks came from honours.
        own.honours[side] = points.points[side] - own.oddTricks[side];
    }
    return facts;
}

} // namespace fs
