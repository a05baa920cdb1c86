#pragma once
// A seat, deal or column number, counted in int as Qt counts, as an index into the core's
// std::vector and std::array, which count in std::size_t.

#include <cstddef>

inline std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}
