#pragma once
// A small command-line parser for followsuit-cli: "--name value", "--name=value" and repeatable
// options, checked against what each command accepts so a typo gets a clear message.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cli {

struct OptionSpec {
    std::string name; // without the leading "--"
    bool repeatable = false;
    bool flag = false; // takes no value: "--all"
};

class Args {
public:
    // Parses the words after the command name. On failure error() says why.
    Args(const std::vector<std::string>& words, const std::vector<OptionSpec>& accepted,
         int maxPositional);

    const std::string& error() const { return m_error; }
    bool ok() const { return m_error.empty(); }

    const std::vector<std::string>& positional() const { return m_positional; }
    bool has(const std::string& name) const { return m_values.contains(name); }
    std::optional<std::string> value(const std::string& name) const;
    std::vector<std::string> values(const std::string& name) const;

    // Typed getters: nullopt with error() set when the text is not a number in range.
    std::optional<std::uint64_t> unsignedValue(const std::string& name, std::uint64_t fallback);
    std::optional<double> secondsValue(const std::string& name, double fallback);

private:
    std::map<std::string, std::vector<std::string>> m_values;
    std::vector<std::string> m_positional;
    std::string m_error;
};

} // namespace cli
