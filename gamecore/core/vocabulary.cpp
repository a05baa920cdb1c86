#include "core/vocabulary.h"

namespace fs {

std::string_view choiceName(const Vocabulary& words, Choice c)
{
    const auto i = static_cast<std::size_t>(c);
    return i < words.choices.size() ? words.choices[i] : std::string_view("?");
}

std::optional<Choice> parseChoice(const Vocabulary& words, std::string_view name)
{
    for (std::size_t i = 0; i < words.choices.size(); ++i)
        if (words.choices[i] == name)
            return static_cast<Choice>(i);
    return std::nullopt;
}

std::string_view reasonName(const Vocabulary& words, Reason r)
{
    if (!isOwnReason(r))
        return sharedReasonName(r);
    const auto i = static_cast<std::size_t>(r) - static_cast<std::size_t>(Reason::GameOwn);
    return i < words.reasons.size() ? words.reasons[i] : std::string_view("illegal");
}

Reason reasonNamed(const Vocabulary& words, std::string_view name)
{
    // ChoiceNotOffered is the last of the shared reasons.
    for (int r = 1; r <= static_cast<int>(Reason::ChoiceNotOffered); ++r)
        if (sharedReasonName(static_cast<Reason>(r)) == name)
            return static_cast<Reason>(r);
    for (std::size_t i = 0; i < words.reasons.size(); ++i)
        if (words.reasons[i] == name)
            return ownReason(static_cast<int>(i));
    return Reason::None;
}

std::string_view noteName(const Vocabulary& words, DealNote note)
{
    const auto i = static_cast<std::size_t>(note);
    return i >= 1 && i <= words.notes.size() ? words.notes[i - 1] : std::string_view();
}

} // namespace fs
