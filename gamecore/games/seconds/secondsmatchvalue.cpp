// What a finished Seconds deal is worth to a seat when more deals follow (docs/rules/seconds.md):
// its chance of ending the match with the second-highest total, or the highest with the
// option highest-wins. The standings after a deal say little on their own: after deal 2 of 8 the
// leader is as likely to end second as the player in second place is. So each total is read as
// what it is now plus normal noise for the deals still to come, with the spread each kind of deal
// showed between Easy players, and the chance is averaged over the seat's own noise.
#include "games/seconds/secondsrules.h"

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

// P(Z > x) for a standard normal Z, from a table: the searches ask for it hundreds of thousands
// of times a decision.
constexpr double TailRange = 8.0;
constexpr int TailSteps = 64; // per unit
constexpr int TailSize = static_cast<int>(2 * TailRange) * TailSteps + 1;

double upperTail(double x)
{
    static const std::array<double, TailSize> table = [] {
        std::array<double, TailSize> t{};
        for (int i = 0; i < TailSize; ++i)
            t[static_cast<std::size_t>(i)] =
                0.5 * std::erfc((-TailRange + double(i) / TailSteps) / std::sqrt(2.0));
        return t;
    }();
    const double at = (x + TailRange) * TailSteps;
    if (at <= 0)
        return 1.0;
    if (at >= TailSize - 1)
        return 0.0;
    const int i = static_cast<int>(at);
    const double f = at - i;
    return table[static_cast<std::size_t>(i)] * (1 - f) +
           table[static_cast<std::size_t>(i) + 1] * f;
}

// Seven-point Gauss-Hermite rule for the expectation over a standard normal.
constexpr std::array<double, 7> Nodes{-3.7504397177, -2.3667594107, -1.1544053948, 0.0,
                                      1.1544053948,  2.3667594107,  3.7504397177};
constexpr std::array<double, 7> Weights{0.0005482689, 0.0307571240, 0.2401231786, 0.4571428571,
                                        0.2401231786, 0.0307571240, 0.0005482689};

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
    const auto me = static_cast<std::size_t>(column);

    double chance = 0;
    for (std::size_t k = 0; k < Nodes.size(); ++k) {
        // With the seat's own deals to come worth Nodes[k] spreads, the chance that each other
        // player ends above it, and from those that exactly one does (or none, highest-wins).
        double none = 1, exactlyOne = 0;
        for (std::size_t c = 0; c < 4; ++c) {
            if (c == me)
                continue;
            const double above = upperTail((after[me] - after[c]) / spread + Nodes[k]);
            exactlyOne = exactlyOne * (1 - above) + none * above;
            none *= 1 - above;
        }
        chance += Weights[k] * (m_options.highestWins ? none : exactlyOne);
    }
    return chance;
}

} // namespace fs
