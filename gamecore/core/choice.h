#pragma once
// A named decision that is neither a card nor a number (Hearts' moon, Put's put): a code that
// only its game gives a meaning. Each game numbers its own choices from 0 in games/<id>/ and
// names them in its Vocabulary (core/vocabulary.h), so records, the controller and the
// computer-player interface stay game-neutral and a new game touches nothing here.

#include <cstdint>

namespace fs {

enum class Choice : std::uint8_t {};

// The most choices one game may have: LegalActions holds them as bits of a 64-bit mask.
inline constexpr int MaxChoices = 64;

} // namespace fs
