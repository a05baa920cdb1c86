#pragma once
// The commands of followsuit-cli, one per source file. Each takes the words after its name and
// returns the process exit status (see ExitCode and docs/record-format.md).

#include <string>
#include <vector>

namespace cli {

enum ExitCode : int {
    ExitOk = 0,
    ExitUsage = 1,         // bad command line, unreadable or unwritable file
    ExitBadRecord = 2,     // malformed record: JSON, shape, game, options, cards or deals
    ExitIllegalAction = 3, // a well-formed record whose actions the rules refuse
    ExitInternal = 4,      // a computer player chose an illegal action (a bug)
    ExitNoDecision = 5,    // bestmove: the record's match is over, nobody is to act
};

using Words = std::vector<std::string>;

int runPlay(const Words& words);
int runReplay(const Words& words);
int runGames(const Words& words);
int runBench(const Words& words);
int runSoak(const Words& words);
int runArena(const Words& words);
int runBestmove(const Words& words);

// Prints "followsuit-cli <command>: <message>" to stderr and returns `code`.
int fail(const std::string& command, const std::string& message, int code);

} // namespace cli
