#pragma once
// A seat's chance of winning a match from the totals after a deal when more deals follow: each
// total is read as what it is now plus independent normal noise for the deals still to come,
// `spread` points wide (one standard deviation), and the chance is averaged over the seat's own
// noise. After deal 2 of 25 a lead of 40 points is worth little; before the last deal it is
// worth a great deal. The games whose matches run a known number of deals value a finished deal
// by it (Rules::matchValue), with the spread their deals showed in play.

#include <span>

namespace fs {

enum class Place { First, Second };

// The chance that `column` ends first (nobody above it) or second (exactly one above it).
double winChance(std::span<const double> after, int column, double spread, Place place);

// P(Z > x) for a standard normal Z, from a table: the searches ask for it hundreds of thousands
// of times a decision.
double upperTail(double x);

} // namespace fs
