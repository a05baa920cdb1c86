#pragma once
// A card is a small index into its pack (see pack.h); its meaning (suit, rank) comes from the pack.
// Keeping it one byte lets states hold whole tricks and histories in a few cache lines.

#include <compare>
#include <cstdint>

namespace fs {

struct Card {
    static constexpr std::uint8_t NoneIndex = 0xff;

    std::uint8_t index = NoneIndex;

    constexpr Card() = default;
    constexpr explicit Card(int i) : index(static_cast<std::uint8_t>(i)) {}

    constexpr bool valid() const { return index != NoneIndex; }
    constexpr bool operator==(const Card&) const = default;
    constexpr auto operator<=>(const Card&) const = default;
};

inline constexpr Card NoCard{};

} // namespace fs
