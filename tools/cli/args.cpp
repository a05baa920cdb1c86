#include "args.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace cli {

Args::Args(const std::vector<std::string>& words, const std::vector<OptionSpec>& accepted,
           int maxPositional)
{
    for (std::size_t i = 0; i < words.size() && m_error.empty(); ++i) {
        const std::string& word = words[i];
        if (word.rfind("--", 0) != 0 || word.size() == 2) {
            if (static_cast<int>(m_positional.size()) >= maxPositional)
                m_error = "unexpected argument '" + word + "'";
            m_positional.push_back(word);
            continue;
        }
        std::string name = word.substr(2);
        std::string value;
        const auto isFlag = [&] {
            return std::any_of(accepted.begin(), accepted.end(),
                               [&](const OptionSpec& s) { return s.flag && s.name == name; });
        };
        if (isFlag()) {
            // Nothing to read.
        } else if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name.erase(eq);
        } else if (i + 1 < words.size()) {
            value = words[++i];
        } else {
            m_error = "--" + name + " needs a value";
            break;
        }
        const auto spec = std::find_if(accepted.begin(), accepted.end(),
                                       [&](const OptionSpec& s) { return s.name == name; });
        if (spec == accepted.end())
            m_error = "unknown option --" + name;
        else if (!spec->repeatable && m_values.contains(name))
            m_error = "--" + name + " given twice";
        else
            m_values[name].push_back(value);
    }
}

std::optional<std::string> Args::value(const std::string& name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Args::values(const std::string& name) const
{
    const auto it = m_values.find(name);
    return it == m_values.end() ? std::vector<std::string>{} : it->second;
}

std::optional<std::uint64_t> Args::unsignedValue(const std::string& name, std::uint64_t fallback)
{
    const auto text = value(name);
    if (!text)
        return fallback;
    std::uint64_t v = 0;
    const char* end = text->data() + text->size();
    const auto [ptr, ec] = std::from_chars(text->data(), end, v);
    if (text->empty() || ec != std::errc() || ptr != end) {
        m_error = "--" + name + " expects a whole number from 0 to 18446744073709551615, got '" +
                  *text + "'";
        return std::nullopt;
    }
    return v;
}

std::optional<double> Args::secondsValue(const std::string& name, double fallback)
{
    const auto text = value(name);
    if (!text)
        return fallback;
    double v = 0;
    const char* end = text->data() + text->size();
    const auto [ptr, ec] = std::from_chars(text->data(), end, v);
    if (text->empty() || ec != std::errc() || ptr != end || !std::isfinite(v) || v <= 0 ||
        v > 3600) {
        m_error = "--" + name + " expects a number of seconds above 0 and up to 3600, got '" +
                  *text + "'";
        return std::nullopt;
    }
    return v;
}

} // namespace cli
