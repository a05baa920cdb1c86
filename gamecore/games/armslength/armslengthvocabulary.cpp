#include "games/armslength/armslengthvocabulary.h"

#include <array>

namespace fs {
namespace {

constexpr std::array<std::string_view, 3> Choices = {
    "road-high",
    "road-low",
    "road-pass",
};

constexpr std::array<std::string_view, 2> Reasons = {
    "must beat the highest card of the suit led",
    "must overtrump",
};

} // namespace

constexpr Vocabulary ArmsLengthVocabulary{Choices, Reasons, {}};

} // namespace fs
