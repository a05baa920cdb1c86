#pragma once
// Game options as the user gives them ("passing=false"), checked against each game's documented
// list before the rules are built.

#include <cstddef>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace fs {

using Options = std::map<std::string, std::string>;

std::optional<bool> parseBool(const std::string& text);
std::optional<int> parseInt(const std::string& text);

// The readers below leave `out` alone when `key` is absent and return true. When the text is
// not acceptable they set `error` to "option KEY: expected ..., got "TEXT"" and return false,
// so a game's factory can chain them with || and return nullptr on the first failure.

// true or false (also on/off, yes/no, 1/0).
bool readOption(const Options& options, const char* key, bool& out, std::string& error);

// A whole number from `min` to `max` inclusive.
bool readOption(const Options& options, const char* key, int& out, int min, int max,
                std::string& error);

// One of `names`; `index` receives the position of the name given.
bool readChoice(const Options& options, const char* key, const std::vector<const char*>& names,
                std::size_t& index, std::string& error);

// One of the named values in `choices`, e.g. {{"tricks", Scoring::Tricks}, {"all", Scoring::All}}.
template <typename T>
bool readOption(const Options& options, const char* key, T& out,
                std::initializer_list<std::pair<const char*, T>> choices, std::string& error)
{
    std::vector<const char*> names;
    names.reserve(choices.size());
    for (const auto& choice : choices)
        names.push_back(choice.first);
    std::size_t index = names.size();
    if (!readChoice(options, key, names, index, error))
        return false;
    if (index < names.size())
        out = std::data(choices)[index].second;
    return true;
}

} // namespace fs
