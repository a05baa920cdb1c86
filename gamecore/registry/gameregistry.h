#pragma once
// Every game the core knows: its id, name, seats, pack, documented options and a summary, and
// how to build its rules and computer player. The command line and the lobby read this list;
// adding a game means adding one entry.

#include "ai/computerplayer.h"
#include "core/pack.h"
#include "core/rules.h"
#include "registry/options.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace fs {

// What values an option takes: the lobby shows a check box, a number field or a list for it,
// createRules refuses anything else, and the soak plays every one (sampleValues).
enum class OptionKind : std::uint8_t { Flag, Number, Choice };

struct OptionInfo {
    std::string key;
    std::string defaultValue;
    std::string description;
    std::string rulesRef; // the ruling it follows, e.g. "7, R-34" (docs/rules/<game>.md)
    OptionKind kind = OptionKind::Flag;
    int min = 0; // Number: the accepted range
    int max = 0;
    std::vector<std::string> choices; // Choice: the accepted names
};

OptionInfo flagOption(std::string key, std::string defaultValue, std::string description,
                      std::string rulesRef);
OptionInfo numberOption(std::string key, std::string defaultValue, std::string description,
                        std::string rulesRef, int min, int max);
OptionInfo choiceOption(std::string key, std::string defaultValue, std::string description,
                        std::string rulesRef, std::vector<std::string> choices);

// The values worth playing: both for a flag, every choice, and for a number its least, its
// default and its greatest.
std::vector<std::string> sampleValues(const OptionInfo& option);

// Why `value` is not one `option` accepts ("expected a number from 1 to 100, got ..."), or "".
std::string optionValueProblem(const OptionInfo& option, const std::string& value);

struct GameInfo {
    std::string id;
    std::string name; // English display name; the app translates it by id
    int minSeats = 4;
    int maxSeats = 4;
    int defaultSeats = 4;
    PackKind pack = PackKind::French52;
    // The game's own choices, refusals and notes by name: the object its Rules::vocabulary()
    // gives, here for whoever reads a record or an action before any rules are built.
    const Vocabulary* vocabulary = &NoVocabulary;
    bool lowerScoreWins = false; // who is ahead during a match: the lowest total (Hearts)
    std::vector<OptionInfo> options;
    std::string summary;
    // One line about the game for the lists of games a person reads outside the program (the
    // package's description, the README's table), in English: "Put, for two, three or four
    // players, with its bluffing calls". Generated from here (followsuit-cli games --format).
    std::string blurb;
    // Builds the rules from checked options; `error` says what is wrong otherwise.
    std::function<std::shared_ptr<const Rules>(int seats, const Options&, std::string& error)>
        rules;
    std::function<std::unique_ptr<ComputerPlayer>()> computerPlayer;
    // How the searching levels suit this game (ai/levels.h; measured in docs/ai.md): whether
    // its heuristic plays far enough above chance that deals played out by it value a choice
    // better than random play-outs, and Hard's tree-search iterations a decision.
    bool searchPlaysOutWithHeuristic = false;
    int hardIterations = 20000;
    int mediumWorlds = 40; // Medium's sampled deals a decision
    // Where set, Medium is Hard's tree search cut down to this many iterations a decision, in
    // place of the flat search over mediumWorlds: it searches its own later choices and the
    // other seats' answers instead of leaving them to the play-out, where the flat search lost
    // matches to the reference for it (Oh Hell, docs/ai.md "Playing for the match").
    int mediumIterations = 0;
    // A cheap playout policy of the game's own for the searching levels, in place of random
    // play-outs where those misvalue the game's choices (Oh Hell's bids); nullptr for none.
    Playout searchPlayout = nullptr;
    // How well a sampled deal explains the other seats' choices, for Hard (TreeSearchSettings);
    // nullptr where the sampler's even deal is all the search reads.
    WorldWeight searchWorldWeight = nullptr;
    // Where Hard plays its sampled deals out with the heuristic (searchPlaysOutWithHeuristic):
    // a cheaper version of the heuristic for those play-outs, and how many deals it samples at
    // a table of so many players, where the defaults (the heuristic itself, 300 deals) would
    // keep Hard over its time a decision; nullptr for the defaults.
    std::function<std::unique_ptr<ComputerPlayer>()> searchRolloutPlayer;
    int (*hardWorlds)(int seats) = nullptr;
};

const std::vector<GameInfo>& allGames();
const GameInfo* findGame(const std::string& id);

// Checks seats and option names/values against the registry, then builds the rules.
std::shared_ptr<const Rules> createRules(const std::string& gameId, int seats,
                                         const Options& options, std::string& error);

} // namespace fs
