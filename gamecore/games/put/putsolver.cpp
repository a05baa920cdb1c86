#include "games/put/putsolver.h"

#include "games/put/putrules.h"

#include <array>
#include <cstdint>

namespace fs {
namespace {

constexpr int HandSize = 3;
constexpr int TricksToWin = 2;
constexpr int MaxPutSeats = 4;
constexpr std::int8_t Played = -1; // a card of a hand already played

struct Position {
    // Each seat's cards as powers, in the order of the cards' indices: the order in which the
    // player tries them, which decides between equally good cards as the core's card order does.
    std::array<std::array<std::int8_t, HandSize>, MaxPutSeats> hand{};
    std::array<std::int8_t, MaxPutSeats> tricks{};
    std::array<std::int8_t, MaxPutSeats> next{}; // who plays after each seat
    std::array<std::int8_t, MaxPutSeats> trickSeat{}, trickPower{};
    std::int8_t trickSize = 0, inTrick = 2, leader = 0, toAct = 0, tricksDone = 0, seats = 2;
};

// Plays one card; returns -2 while the deal goes on, otherwise its winner (-1: void).
int play(Position& p, int seat, int slot)
{
    auto& h = p.hand[static_cast<std::size_t>(seat)];
    if (p.trickSize == 0)
        p.leader = static_cast<std::int8_t>(seat);
    p.trickSeat[static_cast<std::size_t>(p.trickSize)] = static_cast<std::int8_t>(seat);
    p.trickPower[static_cast<std::size_t>(p.trickSize)] = h[static_cast<std::size_t>(slot)];
    ++p.trickSize;
    h[static_cast<std::size_t>(slot)] = Played;
    if (p.trickSize < p.inTrick) {
        p.toAct = p.next[static_cast<std::size_t>(seat)];
        return -2;
    }
    // A shared top power ties the trick: it counts for nobody and its leader leads again.
    int top = -1, winner = -1;
    for (int i = 0; i < p.trickSize; ++i) {
        const int power = p.trickPower[static_cast<std::size_t>(i)];
        if (power > top) {
            top = power;
            winner = p.trickSeat[static_cast<std::size_t>(i)];
        } else if (power == top) {
            winner = -1;
        }
    }
    p.trickSize = 0;
    ++p.tricksDone;
    if (winner >= 0) {
        ++p.tricks[static_cast<std::size_t>(winner)];
        p.toAct = static_cast<std::int8_t>(winner);
    } else {
        p.toAct = p.leader;
    }
    // Two tricks win at once; after the last, one trick and two ties win, anything else is void.
    int withOne = 0, oneSeat = -1;
    for (int seat2 = 0; seat2 < p.seats; ++seat2) {
        const int n = p.tricks[static_cast<std::size_t>(seat2)];
        if (n >= TricksToWin)
            return seat2;
        if (n == 1) {
            ++withOne;
            oneSeat = seat2;
        }
    }
    if (p.tricksDone >= HandSize)
        return withOne == 1 ? oneSeat : -1;
    return -2;
}

int utility(int winner, int seat)
{
    return winner < 0 ? 0 : (winner == seat ? 1 : -1);
}

int solve(const Position& p)
{
    const int seat = p.toAct;
    const auto& h = p.hand[static_cast<std::size_t>(seat)];
    int best = -2, bestWinner = -1;
    for (int slot = 0; slot < HandSize; ++slot) {
        const int power = h[static_cast<std::size_t>(slot)];
        if (power == Played)
            continue;
        bool repeat = false; // suits are irrelevant: one card of each power is enough
        for (int earlier = 0; earlier < slot; ++earlier)
            repeat = repeat || h[static_cast<std::size_t>(earlier)] == power;
        if (repeat)
            continue;
        Position child = p;
        int w = play(child, seat, slot);
        if (w == -2)
            w = solve(child);
        const int u = utility(w, seat);
        if (u > best) {
            best = u;
            bestWinner = w;
            if (u == 1)
                break;
        }
    }
    return bestWinner;
}

} // namespace

int solvePutDeal(const GameState& s)
{
    if (s.finished())
        return s.vars<PutVars>().dealWinner;
    Position p;
    p.seats = static_cast<std::int8_t>(s.seats());
    p.inTrick = static_cast<std::int8_t>(PutRules::playersInTrick(s));
    for (int seat = 0; seat < s.seats(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        auto& h = p.hand[i];
        h.fill(Played);
        int slot = 0;
        for (Card c : s.hand(seat))
            if (slot < HandSize)
                h[static_cast<std::size_t>(slot++)] = static_cast<std::int8_t>(PutRules::power(c));
        p.tricks[i] = static_cast<std::int8_t>(s.tricksOf(seat));
        p.next[i] = static_cast<std::int8_t>(PutRules::nextPlayer(s, seat));
    }
    p.trickSize = static_cast<std::int8_t>(s.trick.size);
    for (int i = 0; i < s.trick.size; ++i) {
        p.trickSeat[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(s.trick.seat(i));
        p.trickPower[static_cast<std::size_t>(i)] =
            static_cast<std::int8_t>(PutRules::power(s.trick.card(i)));
    }
    p.leader = s.trick.leader;
    p.toAct = s.toAct;
    p.tricksDone = static_cast<std::int8_t>(s.tricksDone);
    return solve(p);
}

} // namespace fs
