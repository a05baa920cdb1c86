#pragma once
// Words several commands read the same way: game options given as --option KEY=VALUE, and lists
// of computer levels such as "hard,medium,medium,medium".

#include "args.h"

#include "ai/levels.h"
#include "registry/options.h"

#include <optional>
#include <string>
#include <vector>

namespace cli {

// Every --option KEY=VALUE; nullopt with `error` set for one without a key or an '='.
std::optional<fs::Options> gameOptions(const Args& args, std::string& error);

// The levels in `text`, separated by commas; nullopt with `error` naming `flag` otherwise.
std::optional<std::vector<fs::Level>> levelList(const std::string& text, const std::string& flag,
                                                std::string& error);

} // namespace cli
