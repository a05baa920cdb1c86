#include "setupwords.h"

#include <sstream>

namespace cli {

std::optional<fs::Options> gameOptions(const Args& args, std::string& error)
{
    fs::Options options;
    for (const std::string& kv : args.values("option")) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0) {
            error = "--option expects KEY=VALUE, got '" + kv + "'";
            return std::nullopt;
        }
        options[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    return options;
}

std::optional<std::vector<fs::Level>> levelList(const std::string& text, const std::string& flag,
                                                std::string& error)
{
    std::vector<fs::Level> levels;
    std::stringstream names(text);
    for (std::string name; std::getline(names, name, ',');) {
        const auto level = fs::parseLevel(name);
        if (!level) {
            error = "--" + flag +
                    " expects levels easy, medium or hard separated by commas, got '" + name + "'";
            return std::nullopt;
        }
        levels.push_back(*level);
    }
    return levels;
}

} // namespace cli
