#include "registry/gameregistry.h"

#include "games/aluette/aluetteinfo.h"
#include "games/armslength/armslengthinfo.h"
#include "games/germanwhist/germanwhistinfo.h"
#include "games/hearts/heartsinfo.h"
#include "games/ohhell/ohhellinfo.h"
#include "games/put/putinfo.h"
#include "games/seconds/secondsinfo.h"
#include "games/whist/whistinfo.h"

namespace fs {
namespace {

std::vector<GameInfo> buildRegistry()
{
    // One line per game, in the order the lobby lists them.
    std::vector<GameInfo> games;
    games.push_back(heartsGameInfo());
    games.push_back(ohhellGameInfo());
    games.push_back(armslengthGameInfo());
    games.push_back(secondsGameInfo());
    games.push_back(whistGameInfo());
    games.push_back(germanwhistGameInfo());
    games.push_back(putGameInfo());
    games.push_back(aluetteGameInfo());
    return games;
}

} // namespace

const std::vector<GameInfo>& allGames()
{
    static const std::vector<GameInfo> games = buildRegistry();
    return games;
}

const GameInfo* findGame(const std::string& id)
{
    for (const GameInfo& g : allGames())
        if (g.id == id)
            return &g;
    return nullptr;
}

std::shared_ptr<const Rules> createRules(const std::string& gameId, int seats,
                                         const Options& options, std::string& error)
{
    const GameInfo* info = findGame(gameId);
    if (!info) {
        error = "unknown game '" + gameId + "'";
        return nullptr;
    }
    if (seats < info->minSeats || seats > info->maxSeats) {
        error = info->name + " is played by " + std::to_string(info->minSeats) +
                (info->minSeats == info->maxSeats ? "" : " to " + std::to_string(info->maxSeats)) +
                " players, not " + std::to_string(seats);
        return nullptr;
    }
    for (const auto& [key, value] : options) {
        bool known = false;
        for (const OptionInfo& o : info->options)
            known = known || o.key == key;
        if (!known) {
            error = "unknown option '" + key + "' for " + info->name;
            return nullptr;
        }
    }
    return info->rules(seats, options, error);
}

} // namespace fs
