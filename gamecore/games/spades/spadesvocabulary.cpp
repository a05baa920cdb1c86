#include "games/spades/spadesvocabulary.h"

#include <array>

namespace fs {
namespace {

constexpr std::array<std::string_view, 2> Choices = {
    "blind-nil",
    "look-at-cards",
};

constexpr std::array<std::string_view, 1> Reasons = {
    "spades are not broken",
};

} // namespace

constexpr Vocabulary SpadesVocabulary{Choices, Reasons, {}};

} // namespace fs
