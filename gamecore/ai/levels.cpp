#include "ai/levels.h"

#include "ai/ismctsplayer.h"
#include "ai/searchplayer.h"
#include "registry/gameregistry.h"

namespace fs {

std::string_view levelName(Level level)
{
    switch (level) {
    case Level::Easy:
        return "easy";
    case Level::Medium:
        return "medium";
    case Level::Hard:
        return "hard";
    }
    return "medium";
}

std::optional<Level> parseLevel(std::string_view name)
{
    for (const Level level : AllLevels)
        if (levelName(level) == name)
            return level;
    return std::nullopt;
}

std::unique_ptr<ComputerPlayer> makePlayer(const GameInfo& game, Level level)
{
    std::shared_ptr<const ComputerPlayer> heuristic = game.computerPlayer();
    // Where the game's heuristic plays far better than chance, deals played out by it value a
    // choice much better than random ones do, and the searches use it (measured: docs/ai.md).
    const bool heuristicRollouts = game.id == "whist" || game.id == "put" || game.id == "aluette";
    switch (level) {
    case Level::Easy:
        return game.computerPlayer();
    case Level::Medium:
        return std::make_unique<SearchPlayer>(SearchSettings{40, 6, 20, heuristicRollouts},
                                              heuristic);
    case Level::Hard:
        if (heuristicRollouts)
            return std::make_unique<SearchPlayer>(SearchSettings{300, 16, 60, true}, heuristic);
        // Hearts' deals are the longest to play out: fewer iterations keep its answers as quick
        // as the other games' (docs/ai.md, decision latency).
        return std::make_unique<TreeSearchPlayer>(
            TreeSearchSettings{game.id == "hearts" ? 12000 : 20000, 0.7,
                               SearchSettings{0, 16, 60, false}},
            heuristic);
    }
    return game.computerPlayer();
}

} // namespace fs
