#include "core/choice.h"

#include <array>

namespace fs {
namespace {

constexpr std::array<std::string_view, static_cast<std::size_t>(Choice::Count)> Names = {
    "moon-subtract-own",
    "moon-add-others",
    "road-high",
    "road-low",
    "road-pass",
    "throw-in",
    "put",
    "fold",
    "see",
    "accept",
    "decline",
    "announce-mordienne",
    "no-announcement",
    "play-active",
    "feed",
};

} // namespace

std::string_view choiceName(Choice c)
{
    const auto i = static_cast<std::size_t>(c);
    return i < Names.size() ? Names[i] : std::string_view("?");
}

std::span<const std::string_view> choiceNames()
{
    return Names;
}

std::optional<Choice> parseChoice(std::string_view name)
{
    for (std::size_t i = 0; i < Names.size(); ++i)
        if (Names[i] == name)
            return static_cast<Choice>(i);
    return std::nullopt;
}

} // namespace fs
