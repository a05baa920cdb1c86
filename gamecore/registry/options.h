#pragma once
// Game options as the user gives them ("passing=false"), checked against each game's documented
// list before the rules are built.

#include <map>
#include <optional>
#include <string>

namespace fs {

using Options = std::map<std::string, std::string>;

std::optional<bool> parseBool(const std::string& text);
std::optional<int> parseInt(const std::string& text);

} // namespace fs
