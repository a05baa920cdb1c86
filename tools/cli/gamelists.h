#pragma once
// The registry's games as the lists people read outside the program: the README's tables and
// the package's description, man page and help (followsuit-cli games --format). Every list of
// games is generated from here, so a game added to the registry is in all of them.

#include "registry/gameregistry.h"

#include <string>

namespace cli {

// "4", or "3 to 6 (default 4)".
std::string seatsText(const fs::GameInfo& g);
// What values an option takes ("true or false", "1 to 100", "widow, strip"), each name between
// `quote`s ("`widow`" for markdown).
std::string optionValuesText(const fs::OptionInfo& o, const std::string& quote = "");

// The README's tables (between its "games" and "options" markers): the games, and every game's
// options.
std::string gamesAsMarkdown();
std::string optionsAsMarkdown();
// CMake set() commands for packaging/gamelists.cmake: FOLLOWSUIT_GAME_NAMES ("Hearts, Oh Hell
// and Put"), FOLLOWSUIT_GAME_IDS ("hearts, ohhell or put"), FOLLOWSUIT_GAME_ITEMS (the
// metainfo's <li> lines) and FOLLOWSUIT_GAME_ID_LIST (the ids as a CMake list).
std::string gamesAsCMake();

} // namespace cli
