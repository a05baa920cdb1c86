#include "games/put/putvocabulary.h"

#include <array>

namespace fs {
namespace {

constexpr std::array<std::string_view, 6> Choices = {
    "throw-in", "put", "fold", "see", "play-active", "feed",
};

constexpr std::array<std::string_view, 1> Reasons = {
    "must pass the highest-ranked card",
};

constexpr std::array<std::string_view, 3> Notes = {
    "conceded",
    "void deal",
    "won the game",
};

} // namespace

constexpr Vocabulary PutVocabulary{Choices, Reasons, Notes};

} // namespace fs
