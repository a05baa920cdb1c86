#include "games/hearts/heartsvocabulary.h"

#include <array>

namespace fs {
namespace {

constexpr std::array<std::string_view, 2> Choices = {
    "moon-subtract-own",
    "moon-add-others",
};

constexpr std::array<std::string_view, 4> Reasons = {
    "the two of clubs must open the first trick",
    "the lowest club in play must open the first trick",
    "no penalty card on the first trick",
    "hearts are not broken",
};

constexpr std::array<std::string_view, 1> Notes = {
    "shot the moon",
};

} // namespace

constexpr Vocabulary HeartsVocabulary{Choices, Reasons, Notes};

} // namespace fs
