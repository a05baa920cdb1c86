#include "games/aluette/aluettevocabulary.h"

#include <array>

namespace fs {
namespace {

constexpr std::array<std::string_view, 4> Choices = {
    "accept",
    "decline",
    "announce-mordienne",
    "no-announcement",
};

constexpr std::array<std::string_view, 2> Notes = {
    "void deal",
    "made a mordienne",
};

} // namespace

constexpr Vocabulary AluetteVocabulary{Choices, {}, Notes};

} // namespace fs
