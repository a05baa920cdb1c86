#pragma once
// Means with 95% confidence intervals over independent samples, for the arena: each sample is
// one deal sequence played with the seats rotated, so the figures are paired and duplicate.

#include <cmath>
#include <cstddef>
#include <vector>

namespace cli {

struct Estimate {
    double mean = 0;
    double halfWidth = 0; // the 95% interval is mean ± halfWidth
    std::size_t samples = 0;
};

// Normal approximation (1.96 standard errors): the arena's samples number in the hundreds.
inline Estimate estimate(const std::vector<double>& xs)
{
    Estimate e;
    e.samples = xs.size();
    if (xs.empty())
        return e;
    double sum = 0;
    for (const double x : xs)
        sum += x;
    e.mean = sum / static_cast<double>(xs.size());
    if (xs.size() < 2)
        return e;
    double squares = 0;
    for (const double x : xs)
        squares += (x - e.mean) * (x - e.mean);
    const double variance = squares / static_cast<double>(xs.size() - 1);
    e.halfWidth = 1.96 * std::sqrt(variance / static_cast<double>(xs.size()));
    return e;
}

} // namespace cli
