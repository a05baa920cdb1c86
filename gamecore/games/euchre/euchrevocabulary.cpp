#include "games/euchre/euchrevocabulary.h"

#include <array>

namespace fs {
namespace {

constexpr std::array<std::string_view, EuchreChoice::Count> Choices = {
    "order-up",          "order-up-alone",    "pass",
    "name-clubs",        "name-diamonds",     "name-hearts",
    "name-spades",       "name-clubs-alone",  "name-diamonds-alone",
    "name-hearts-alone", "name-spades-alone",
};

constexpr std::array<std::string_view, 3> Reasons = {
    "the suit turned down cannot be named",
    "the dealer must name a suit",
    "the dealer keeps the card picked up",
};

constexpr std::array<std::string_view, 3> Notes = {
    "thrown in",
    "made a march",
    "was euchred",
};

} // namespace

constexpr Vocabulary EuchreVocabulary{Choices, Reasons, Notes};

} // namespace fs
