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
    const bool heuristicRollouts = game.searchPlaysOutWithHeuristic;
    switch (level) {
    case Level::Easy:
        return game.computerPlayer();
    case Level::Medium:
        if (game.mediumIterations > 0) {
            TreeSearchSettings settings{game.mediumIterations, 0.7,
                                        SearchSettings{0, 16, 60, false}, game.searchPlayout,
                                        game.searchWorldWeight};
            // A deadline only cuts Medium short; it never searches past its count.
            settings.timedIterations = game.mediumIterations;
            return std::make_unique<TreeSearchPlayer>(settings, heuristic);
        }
        return std::make_unique<SearchPlayer>(
            SearchSettings{game.mediumWorlds, 6, 20, heuristicRollouts, false, game.searchPlayout,
                           game.searchWorldWeight},
            heuristic);
    case Level::Hard:
        if (heuristicRollouts) {
            SearchSettings settings{300, 16, 60, true, true};
            settings.worldsFor = game.hardWorlds;
            settings.timedWorlds = 3000;
            if (game.searchRolloutPlayer)
                settings.rolloutPlayer = game.searchRolloutPlayer();
            return std::make_unique<SearchPlayer>(settings, heuristic);
        }
        return std::make_unique<TreeSearchPlayer>(
            TreeSearchSettings{game.hardIterations, 0.7, SearchSettings{0, 16, 60, false},
                               game.searchPlayout, game.searchWorldWeight},
            heuristic);
    }
    return game.computerPlayer();
}

} // namespace fs
