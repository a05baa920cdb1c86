#include "games/whist/whistvocabulary.h"

#include <array>

namespace fs {
namespace {

constexpr std::array<std::string_view, 2> Notes = {
    "honours scored",
    "game won",
};

} // namespace

constexpr Vocabulary WhistVocabulary{{}, {}, Notes};

} // namespace fs
