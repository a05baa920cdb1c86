// What a finished Seconds deal is worth to a seat when more deals follow (docs/rules/seconds.md):
// its chance of ending the match with the second-highest total, or the highest with the
// option highest-wins. The standings after a deal say little on their own: after deal 2 of 8 the
// leader is as likely to end second as the player in second place is. So each total is read as
// what it is now plus normal noise for the deals still to come, with the spread each kind of deal
// showed between Easy players (core/winchance.h).
#include "games/seconds/secondsrules.h"

#include "core/winchance.h"

#include <array>
#include <cmath>

namespace fs {
namespace {

// The variance of one player's points in a deal of each kind, taken as half the variance of the
// difference between two players' points in 150 matches of four Easy players (so that pairs
// compare as they did in play, partners and all): standard deviations 6.2-7.1 in deals 1-5,
// 5.9 in deal 6 (15.0 with squares), 1.9 in deal 7 and 4.1 in deal 8.
double dealVariance(SecondsDeal kind, bool squares)
{
    switch (kind) {
    case SecondsDeal::Partners:
    case SecondsDeal::LeftHalf:
    case SecondsDeal::RightHalf:
        return 45.0;
    case SecondsDeal::WinTricks:
        return squares ? 226.0 : 35.0;
    case SecondsDeal::LoseTricks:
        return 3.5;
    case SecondsDeal::ExactlyThree:
        return 17.0;
    }
    return 45.0;
}

} // namespace

double SecondsRules::matchValue(const GameState& s, int column) const
{
    if (s.dealIndex + 1 >= Deals || column < 0 || column >= 4)
        return Rules::matchValue(s, column); // the last deal: the match is decided exactly
    double variance = 0;
    for (int d = s.dealIndex + 1; d < Deals; ++d)
        variance += dealVariance(dealKind(d), m_options.squares);
    const double spread = std::sqrt(variance);

    const DealScore sc = score(s);
    std::array<double, 4> after{};
    for (std::size_t c = 0; c < 4; ++c)
        after[c] = s.totalsAtStart[c] + sc.points[c];
    return winChance(after, column, spread, m_options.highestWins ? Place::First : Place::Second);
}

} // namespace fs
