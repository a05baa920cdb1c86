#pragma once

namespace fs {

inline constexpr int MaxSeats = 10;  // Oh Hell goes up to ten players
inline constexpr int MaxTricks = 32; // German Whist plays 26
inline constexpr int MaxPlayed = 64; // every card of a pack, once
inline constexpr int MaxStock = 52;

} // namespace fs
