#include "games/germanwhist/germanwhistrules.h"

#include "games/germanwhist/germanwhistfacts.h"

#include "core/trickplay.h"

#include <algorithm>

namespace fs {

GermanWhistRules::GermanWhistRules(GermanWhistOptions options) : Rules(2), m_options(options) {}

void GermanWhistRules::deal(GameState& s, const DealSetup& setup) const
{
    s.resetVars<GermanWhistVars>();
    const int used = trickplay::dealHands(s, setup.order.data(), HandSize, 1);
    s.stockSize = static_cast<std::uint8_t>(2 * HandSize);
    std::copy_n(setup.order.begin() + used, s.stockSize, s.stock.begin());
    s.turnUp = s.stock[0];
    s.vars<GermanWhistVars>().trumpCard = s.turnUp;
    s.trump = static_cast<std::int8_t>(pack().suit(s.turnUp));
    s.phase = Phase::Playing;
    s.toAct = static_cast<std::int8_t>(s.eldest());
}

LegalActions GermanWhistRules::legalActions(const GameState& s) const
{
    LegalActions legal;
    if (s.phase != Phase::Playing)
        return legal;
    legal.seat = s.toAct;
    legal.play = trickplay::followSuit(s, s.hand(s.toAct)); // in both phases
    return legal;
}

Reason GermanWhistRules::whyIllegal(const GameState& s, const Action& a) const
{
    const Reason basic = basicCheck(s, a);
    if (basic != Reason::None)
        return basic;
    if (!trickplay::followSuit(s, s.hand(a.seat)).contains(a.card()))
        return Reason::MustFollowSuit;
    return Reason::None;
}

// The winner takes the face-up card, the loser the next one unseen, and the next is turned.
void GermanWhistRules::draw(GameState& s, int winner, EventList* events) const
{
    auto& v = s.vars<GermanWhistVars>();
    const int loser = 1 - winner;
    const Card open = s.stock[0];
    const Card hidden = s.stock[1];
    s.hands[static_cast<std::size_t>(winner)].insert(open);
    v.shown[static_cast<std::size_t>(winner)].insert(open);
    emit(events, {EventKind::CardDrawn, static_cast<std::int8_t>(winner), -1, 1, open, {}});
    s.hands[static_cast<std::size_t>(loser)].insert(hidden);
    emit(events, {EventKind::CardDrawn, static_cast<std::int8_t>(loser), -1, 0, hidden, {}});
    s.stockSize = static_cast<std::uint8_t>(s.stockSize - 2);
    std::copy_n(s.stock.begin() + 2, s.stockSize, s.stock.begin());
    s.stock[s.stockSize] = NoCard;
    s.stock[s.stockSize + 1u] = NoCard;
    s.turnUp = s.stockSize > 0 ? s.stock[0] : NoCard;
    if (s.stockSize > 0)
        emit(events, {EventKind::CardTurned, -1, -1, 0, s.turnUp, {}});
}

void GermanWhistRules::apply(GameState& s, const Action& a, EventList* events) const
{
    if (a.kind != ActionKind::Play || s.phase != Phase::Playing)
        return;
    trickplay::playCard(s, a.seat, a.card(), events);
    if (s.trick.size < 2) {
        s.toAct = static_cast<std::int8_t>(1 - a.seat);
        return;
    }
    const int winner = trickplay::highestOfSuitLed(s, s.trump);
    trickplay::closeTrick(s, winner, events);
    if (s.stockSize >= 2)
        draw(s, winner, events);
    if (s.tricksDone < Tricks)
        return;
    s.phase = Phase::Finished;
    s.toAct = -1;
    emit(events, {EventKind::DealEnded, -1, -1, 0, {}, {}});
}

int GermanWhistRules::phaseTwoTricks(const GameState& s, int seat)
{
    int n = 0;
    for (int t = PhaseOneTricks; t < s.tricksDone; ++t)
        n += s.completedTrickWinner(t) == seat ? 1 : 0;
    return n;
}

DealScore GermanWhistRules::score(const GameState& s) const
{
    DealScore result;
    for (int seat = 0; seat < 2; ++seat) {
        const int late = phaseTwoTricks(s, seat);
        if (m_options.scoring == GermanWhistScoring::Hand) {
            result.points[static_cast<std::size_t>(seat)] = late >= 7 ? 1 : 0;
            if (late >= 7)
                result.winsMatch = static_cast<std::int8_t>(seat);
        } else {
            result.points[static_cast<std::size_t>(seat)] = pointsTakenSoFar(s, seat);
        }
    }
    return result;
}

int GermanWhistRules::pointsTakenSoFar(const GameState& s, int seat) const
{
    // Plain from the tricks won, except when the deal decides the whole match.
    const int late = phaseTwoTricks(s, seat);
    switch (m_options.scoring) {
    case GermanWhistScoring::Tricks:
        return late;
    case GermanWhistScoring::All:
        return s.tricksOf(seat);
    case GermanWhistScoring::Odd:
        return std::max(0, late - 6);
    case GermanWhistScoring::Hand:
        break;
    }
    return -1;
}

namespace {

struct Walk {
    int target = 0;
    bool over = false;
    int winner = -1;
};

Walk walkRows(std::span<const ScoreRow> rows, const GermanWhistOptions& o)
{
    Walk w;
    w.target = o.target;
    int totals[2] = {0, 0};
    for (const ScoreRow& row : rows) {
        for (std::size_t c = 0; c < 2 && c < row.points.size(); ++c)
            totals[c] += row.points[c];
        if (o.scoring == GermanWhistScoring::Hand) {
            w.over = true;
            w.winner = totals[0] > totals[1] ? 0 : 1;
            return w;
        }
        const bool first = totals[0] >= w.target;
        const bool second = totals[1] >= w.target;
        if (first != second) {
            w.over = true;
            w.winner = first ? 0 : 1;
            return w;
        }
        while (totals[0] >= w.target && totals[1] >= w.target)
            w.target += GermanWhistRules::TargetStep;
    }
    return w;
}

} // namespace

int GermanWhistRules::targetAfter(std::span<const ScoreRow> rows) const
{
    return walkRows(rows, m_options).target;
}

MatchStatus GermanWhistRules::matchStatus(std::span<const ScoreRow> rows,
                                          std::span<const int>) const
{
    const Walk w = walkRows(rows, m_options);
    MatchStatus status;
    status.over = w.over;
    if (w.over)
        status.winners = {w.winner};
    return status;
}

DealFacts GermanWhistRules::dealFacts(const GameState& s) const
{
    DealFacts facts;
    auto& own = facts.own<GermanWhistFacts>();
    facts.handSize = HandSize;
    for (int seat = 0; seat < 2; ++seat)
        own.laterTricks[static_cast<std::size_t>(seat)] = phaseTwoTricks(s, seat);
    return facts;
}

} // namespace fs
