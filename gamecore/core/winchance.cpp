#include "core/winchance.h"

#include <array>
#include <cmath>

namespace fs {
namespace {

constexpr double TailRange = 8.0;
constexpr int TailSteps = 64; // per unit
constexpr int TailSize = static_cast<int>(2 * TailRange) * TailSteps + 1;

// Seven-point Gauss-Hermite rule for the expectation over a standard normal.
constexpr std::array<double, 7> Nodes{-3.7504397177, -2.3667594107, -1.1544053948, 0.0,
                                      1.1544053948,  2.3667594107,  3.7504397177};
constexpr std::array<double, 7> Weights{0.0005482689, 0.0307571240, 0.2401231786, 0.4571428571,
                                        0.2401231786, 0.0307571240, 0.0005482689};

// Built once when the program loads: a function-local table would cost a guard check on each
// of the hundreds of thousands of reads a decision makes.
const std::array<double, TailSize> Tail = [] {
    std::array<double, TailSize> t{};
    for (int i = 0; i < TailSize; ++i)
        t[static_cast<std::size_t>(i)] =
            0.5 * std::erfc((-TailRange + double(i) / TailSteps) / std::sqrt(2.0));
    return t;
}();

inline double tail(double x)
{
    const double at = (x + TailRange) * TailSteps;
    if (at <= 0)
        return 1.0;
    if (at >= TailSize - 1)
        return 0.0;
    const int i = static_cast<int>(at);
    const double f = at - i;
    return Tail[static_cast<std::size_t>(i)] * (1 - f) + Tail[static_cast<std::size_t>(i) + 1] * f;
}

// Kept apart by place so that the first place's loop, the one every Oh Hell and Seconds search
// iteration runs for each seat, does no work for the second's.
template <Place place> double chanceOf(std::span<const double> after, std::size_t me, double spread)
{
    double chance = 0;
    for (std::size_t k = 0; k < Nodes.size(); ++k) {
        // With the seat's own deals to come worth Nodes[k] spreads, the chance that each other
        // player ends above it, and from those that none does, or exactly one.
        double none = 1, exactlyOne = 0;
        for (std::size_t c = 0; c < after.size(); ++c) {
            if (c == me)
                continue;
            const double above = tail((after[me] - after[c]) / spread + Nodes[k]);
            if constexpr (place == Place::Second)
                exactlyOne = exactlyOne * (1 - above) + none * above;
            none *= 1 - above;
        }
        chance += Weights[k] * (place == Place::First ? none : exactlyOne);
    }
    return chance;
}

} // namespace

double upperTail(double x)
{
    return tail(x);
}

double winChance(std::span<const double> after, int column, double spread, Place place)
{
    const auto me = static_cast<std::size_t>(column);
    return place == Place::First ? chanceOf<Place::First>(after, me, spread)
                                 : chanceOf<Place::Second>(after, me, spread);
}

} // namespace fs
