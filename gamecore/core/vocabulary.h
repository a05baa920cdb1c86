#pragma once
// A game's own names for what only it has: its choices (core/choice.h), its reasons to refuse an
// action beyond the shared ones (core/reason.h) and its notes on a finished deal
// (core/dealscore.h). Each game declares one in games/<id>/ and hands it to both its Rules and
// its GameInfo, so records, the wire and the command line can name them while the core keeps
// only codes. English and stable: records and the wire spell choices by these names. The app
// words them in the game's GameFace.

#include "core/choice.h"
#include "core/dealscore.h"
#include "core/reason.h"

#include <optional>
#include <span>
#include <string_view>

namespace fs {

struct Vocabulary {
    std::span<const std::string_view> choices; // by Choice
    std::span<const std::string_view> reasons; // by Reason, from Reason::GameOwn
    std::span<const std::string_view> notes;   // by DealNote, from 1 (0 is none)
};

// The vocabulary of a game that has no words of its own.
inline constexpr Vocabulary NoVocabulary{};

// "?" for a choice the game does not have.
std::string_view choiceName(const Vocabulary& words, Choice c);
std::optional<Choice> parseChoice(const Vocabulary& words, std::string_view name);
// Any reason, shared or the game's own; "illegal" for one neither has.
std::string_view reasonName(const Vocabulary& words, Reason r);
// The reason reasonName gives `name`, for one read back (a table's refusal); None for a name
// that is no reason's.
Reason reasonNamed(const Vocabulary& words, std::string_view name);
// What a deal's note says ("shot the moon"); empty for none or one the game does not have.
std::string_view noteName(const Vocabulary& words, DealNote note);

} // namespace fs
