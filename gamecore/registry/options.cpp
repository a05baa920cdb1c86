#include "registry/options.h"

#include <charconv>

namespace fs {

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

} // namespace fs
