// What a finished Oh Hell deal is worth to a seat when more deals follow (docs/rules/ohhell.md,
// the highest total after the last deal wins): its chance of ending the match on top, each
// total read as what it is now plus normal noise for the deals still to come (core/winchance.h).
// Early in the match that is all but the deal's points against the others'; before the last
// deals it is the standings. The generic rank-and-points blend this replaces weighed coming first
// in the deal alone at 0.6, so at 0-0 a made bid of 0 that happened to top the deal was worth as
// much as a made bid of 3 (docs/ai.md, "Oh Hell").
#include "games/ohhell/ohhellrules.h"

#include "core/winchance.h"

#include <array>
#include <cmath>

namespace fs {
namespace {

// The variance of one player's points in a deal of `handSize` cards: half the variance of the
// difference between two players' points, in 200 matches of four Easy players with the hook
// (standard deviations of the difference 23 at one card, 38 at eight, 44 at twelve; within a
// fifth of that at three and six players).
double dealVariance(int handSize)
{
    return 200.0 + 60.0 * handSize;
}

} // namespace

double OhHellRules::matchValue(const GameState& s, int column) const
{
    if (s.dealIndex + 1 >= totalDeals() || column < 0 || column >= seats())
        return Rules::matchValue(s, column); // the last deal: the match is decided exactly
    std::array<double, MaxSeats> values{};
    matchValues(s, std::span<double>(values.data(), static_cast<std::size_t>(seats())));
    return values[static_cast<std::size_t>(column)];
}

void OhHellRules::matchValues(const GameState& s, std::span<double> values) const
{
    if (s.dealIndex + 1 >= totalDeals() || values.size() != static_cast<std::size_t>(seats())) {
        Rules::matchValues(s, values);
        return;
    }
    // The deal is scored, and the spread of the deals to come summed, once for every seat.
    double variance = 0;
    for (int d = s.dealIndex + 1; d < totalDeals(); ++d)
        variance += dealVariance(handSize(d));
    const double spread = std::sqrt(variance);
    const DealScore sc = score(s);
    std::array<double, MaxSeats> after{};
    for (int c = 0; c < seats(); ++c)
        after[static_cast<std::size_t>(c)] =
            s.totalsAtStart[static_cast<std::size_t>(c)] + sc.points[static_cast<std::size_t>(c)];
    const std::span<const double> totals(after.data(), values.size());
    for (std::size_t c = 0; c < values.size(); ++c)
        values[c] = winChance(totals, static_cast<int>(c), spread, Place::First);
}

} // namespace fs
