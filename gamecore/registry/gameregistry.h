#pragma once
// Every game the core knows: its id, name, seats, pack, documented options and a summary, and
// how to build its rules and computer player. The command line and the lobby read this list;
// adding a game means adding one entry.

#include "ai/computerplayer.h"
#include "core/pack.h"
#include "core/rules.h"
#include "registry/options.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace fs {

struct OptionInfo {
    std::string key;
    std::string defaultValue;
    std::string description;
    std::string rulesRef; // where RULES.md defines it, e.g. "7, R-34"
};

struct GameInfo {
    std::string id;
    std::string name; // English display name; the app translates it by id
    int minSeats = 4;
    int maxSeats = 4;
    int defaultSeats = 4;
    PackKind pack = PackKind::French52;
    bool lowerScoreWins = false; // who is ahead during a match: the lowest total (Hearts)
    std::vector<OptionInfo> options;
    std::string summary;
    // Builds the rules from checked options; `error` says what is wrong otherwise.
    std::function<std::shared_ptr<const Rules>(int seats, const Options&, std::string& error)>
        rules;
    std::function<std::unique_ptr<ComputerPlayer>()> computerPlayer;
};

const std::vector<GameInfo>& allGames();
const GameInfo* findGame(const std::string& id);

// Checks seats and option names/values against the registry, then builds the rules.
std::shared_ptr<const Rules> createRules(const std::string& gameId, int seats,
                                         const Options& options, std::string& error);

} // namespace fs
