#include "games/whist/whistinfo.h"

#include "games/whist/whistplayer.h"
#include "games/whist/whistrules.h"

namespace fs {

namespace {

bool readBool(const Options& options, const char* key, bool& out, std::string& error)
{
    const auto it = options.find(key);
    if (it == options.end())
        return true;
    const auto v = parseBool(it->second);
    if (!v) {
        error = std::string("option ") + key + ": expected true or false, got '" + it->second + "'";
        return false;
    }
    out = *v;
    return true;
}

std::shared_ptr<const Rules> makeWhist(int, const Options& options, std::string& error)
{
    WhistOptions o;
    if (!readBool(options, "honours", o.honours, error) ||
        !readBool(options, "rubber", o.rubber, error))
        return nullptr;
    if (auto it = options.find("target"); it != options.end()) {
        const auto v = parseInt(it->second);
        if (!v || *v < 1 || *v > 100) {
            error = "option target: expected a number from 1 to 100, got '" + it->second + "'";
            return nullptr;
        }
        o.target = *v;
    }
    return std::make_shared<WhistRules>(o);
}

} // namespace

GameInfo whistGameInfo()
{
    GameInfo whist;
    whist.id = "whist";
    whist.name = "Whist";
    whist.minSeats = whist.maxSeats = whist.defaultSeats = 4;
    whist.pack = PackKind::French52;
    whist.options = {
        {"target", "5", "points that win a game (5 English short whist, 7 American)",
         "1.1, 9 (Whist game size)"},
        {"honours", "false",
         "score 4 or 2 for holding four or three of A K Q J of trumps (not on target-1)",
         "1.1, 9 (Whist honours)"},
        {"rubber", "false", "play a rubber: the first side to win two games", "1.1"},
    };
    whist.summary =
        "Four players in two partnerships, partners opposite. The dealer's last card is turned "
        "up for trumps. Follow suit; the highest trump, else the highest card of the suit led, "
        "wins. The side taking seven or more tricks scores one point for each trick above six; "
        "the first side to five points wins the game.";
    whist.rules = makeWhist;
    whist.computerPlayer = [] { return std::make_unique<WhistPlayer>(); };
    return whist;
}

} // namespace fs
