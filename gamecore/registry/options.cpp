#include "registry/options.h"

#include "core/quoteformessage.h"

#include <charconv>

namespace fs {

namespace {

std::string optionError(const char* key, const std::string& expected, const std::string& text)
{
    return std::string("option ") + key + ": expected " + expected + ", got " +
           quoteForMessage(text);
}

} // namespace

std::optional<bool> parseBool(const std::string& text)
{
    if (text == "true" || text == "on" || text == "yes" || text == "1")
        return true;
    if (text == "false" || text == "off" || text == "no" || text == "0")
        return false;
    return std::nullopt;
}

std::optional<int> parseInt(const std::string& text)
{
    int value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

bool readOption(const Options& options, const char* key, bool& out, std::string& error)
{
    const auto it = options.find(key);
    if (it == options.end())
        return true;
    const auto value = parseBool(it->second);
    if (!value) {
        error = optionError(key, "true or false", it->second);
        return false;
    }
    out = *value;
    return true;
}

bool readOption(const Options& options, const char* key, int& out, int min, int max,
                std::string& error)
{
    const auto it = options.find(key);
    if (it == options.end())
        return true;
    const auto value = parseInt(it->second);
    if (!value || *value < min || *value > max) {
        error = optionError(
            key, "a number from " + std::to_string(min) + " to " + std::to_string(max), it->second);
        return false;
    }
    out = *value;
    return true;
}

bool readChoice(const Options& options, const char* key, const std::vector<const char*>& names,
                std::size_t& index, std::string& error)
{
    const auto it = options.find(key);
    if (it == options.end())
        return true;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (it->second == names[i]) {
            index = i;
            return true;
        }
    }
    // "a or b", "a, b or c"
    std::string expected;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            expected += i + 1 == names.size() ? " or " : ", ";
        expected += names[i];
    }
    error = optionError(key, expected, it->second);
    return false;
}

} // namespace fs
