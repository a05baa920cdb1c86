#include "games/hearts/heartsinfo.h"

#include "games/hearts/heartsplayer.h"
#include "games/hearts/heartsrules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeHearts(int seats, const Options& options, std::string& error)
{
    HeartsOptions o;
    if (auto it = options.find("passing"); it != options.end()) {
        const auto v = parseBool(it->second);
        if (!v) {
            error = "option passing: expected true or false, got '" + it->second + "'";
            return nullptr;
        }
        o.passing = *v;
    }
    if (auto it = options.find("target"); it != options.end()) {
        const auto v = parseInt(it->second);
        if (!v || *v < 1 || *v > 10000) {
            error = "option target: expected a number from 1 to 10000, got '" + it->second + "'";
            return nullptr;
        }
        o.target = *v;
    }
    return std::make_shared<HeartsRules>(o, seats);
}

} // namespace

GameInfo heartsGameInfo()
{
    GameInfo hearts;
    hearts.id = "hearts";
    hearts.name = "Hearts";
    hearts.minSeats = hearts.maxSeats = hearts.defaultSeats = 4;
    hearts.pack = PackKind::French52;
    hearts.lowerScoreWins = true;
    hearts.options = {
        {"passing", "true", "pass three cards before play: left, right, across, none", "7"},
        {"target", "100", "the game ends when a total reaches this; lowest wins", "7, R-35"},
    };
    hearts.summary =
        "Avoid taking hearts (1 point each) and the queen of spades (13). Pass three cards, "
        "follow suit, and never lead hearts before they are broken. Take all fourteen penalty "
        "cards to shoot the moon. When someone reaches 100, the lowest total wins.";
    hearts.rules = makeHearts;
    hearts.computerPlayer = [] { return std::make_unique<HeartsPlayer>(); };
    return hearts;
}

} // namespace fs
