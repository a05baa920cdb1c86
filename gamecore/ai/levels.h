#pragma once
// The strengths a computer seat plays at, the same three in every game (docs/ai.md):
//   Easy   - the game's own heuristic player: sound card sense, no search;
//   Medium - a flat search (ai/searchplayer.h): each choice played out at random in a few dozen
//            deals sampled from what the seat knows, for the best match value; or, where the
//            game asks for it (GameInfo::mediumIterations, Oh Hell), Hard's search cut short;
//   Hard   - a tree search over sampled deals (ai/ismctsplayer.h) that searches the other
//            seats' answers too, until its thinking budget runs out (ai/thinkingbudget.h), or
//            twenty thousand iterations a decision where no deadline is given.
// No level reads a hidden card.

#include "ai/computerplayer.h"

#include <array>
#include <memory>
#include <optional>
#include <string_view>

namespace fs {

struct GameInfo;

enum class Level : std::uint8_t { Easy, Medium, Hard };

inline constexpr std::array<Level, 3> AllLevels{Level::Easy, Level::Medium, Level::Hard};

// "easy", "medium", "hard": the names the command line and the settings use.
std::string_view levelName(Level level);
std::optional<Level> parseLevel(std::string_view name);

// A player for `game` at `level`.
std::unique_ptr<ComputerPlayer> makePlayer(const GameInfo& game, Level level);

} // namespace fs
