#include "net/viewchanges.h"

#include <algorithm>

namespace fs::net {

namespace {

// The first `n` entries of two arrays are the same.
template <class A> bool samePrefix(const A& a, const A& b, int n)
{
    return std::equal(a.begin(), a.begin() + n, b.begin());
}

bool sameTrick(const Trick& a, const Trick& b)
{
    return a.leader == b.leader && a.size == b.size && samePrefix(a.cards, b.cards, a.size) &&
           samePrefix(a.seats, b.seats, a.size);
}

bool samePerSeat(const PlayerView& now, const PlayerView& before)
{
    for (int i = 0; i < now.state().seats(); ++i)
        if (now.handSize(i) != before.handSize(i))
            return false;
    return true;
}

bool samePiles(const PlayerView& now, const PlayerView& before)
{
    if (now.pileCount() != before.pileCount())
        return false;
    for (int p = 0; p < now.pileCount(); ++p)
        if (now.pileSize(p) != before.pileSize(p))
            return false;
    return true;
}

} // namespace

std::uint32_t changedMembers(const PlayerView& now, const PlayerView& before)
{
    const GameState& a = now.state();
    const GameState& b = before.state();
    if (now.seat() != before.seat() || a.seats() != b.seats())
        return AllMembers;
    std::uint32_t changed = 0;
    const auto mark = [&changed](bool same, ViewMember member) {
        if (!same)
            changed |= member;
    };
    mark(a.dealIndex == b.dealIndex, MemberDealIndex);
    mark(a.dealer == b.dealer, MemberDealer);
    mark(a.phase == b.phase, MemberPhase);
    mark(a.toAct == b.toAct, MemberToAct);
    mark(a.trump == b.trump, MemberTrump);
    mark(a.turnUp == b.turnUp, MemberTurnUp);
    const int seats = a.seats();
    mark(samePrefix(a.hands, b.hands, seats), MemberHands);
    mark(samePerSeat(now, before), MemberHandSizes);
    mark(samePrefix(a.won, b.won, seats), MemberWon);
    mark(samePrefix(a.tricksWon, b.tricksWon, seats), MemberTricksWon);
    mark(samePrefix(a.bids, b.bids, seats), MemberBids);
    mark(a.totalsAtStart == b.totalsAtStart, MemberTotalsAtStart);
    mark(sameTrick(a.trick, b.trick), MemberTrick);
    mark(a.tricksDone == b.tricksDone, MemberTricksDone);
    mark(a.playedCount == b.playedCount && samePrefix(a.played, b.played, a.playedCount) &&
             samePrefix(a.playedBy, b.playedBy, a.playedCount),
         MemberPlayed);
    mark(a.tricksDone == b.tricksDone && samePrefix(a.trickStarts, b.trickStarts, a.tricksDone) &&
             samePrefix(a.trickWinners, b.trickWinners, a.tricksDone),
         MemberTrickHistory);
    mark(a.stockSize == b.stockSize && samePrefix(a.stock, b.stock, a.stockSize), MemberStock);
    mark(samePiles(now, before), MemberPiles);
    mark(a.sameVars(b), MemberVars);
    return changed;
}

bool playedExtends(const PlayerView& now, const PlayerView& before)
{
    const GameState& a = now.state();
    const GameState& b = before.state();
    return a.dealIndex == b.dealIndex && b.playedCount <= a.playedCount &&
           samePrefix(a.played, b.played, b.playedCount) &&
           samePrefix(a.playedBy, b.playedBy, b.playedCount);
}

} // namespace fs::net
