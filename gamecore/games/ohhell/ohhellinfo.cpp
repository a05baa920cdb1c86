#include "games/ohhell/ohhellinfo.h"

#include "games/ohhell/ohhellplayer.h"
#include "games/ohhell/ohhellrules.h"

namespace fs {

namespace {

// Reads a true/false option into `value`; false with `error` set when the text is not one.
bool readBool(const Options& options, const char* key, bool& value, std::string& error)
{
    const auto it = options.find(key);
    if (it == options.end())
        return true;
    const auto parsed = parseBool(it->second);
    if (!parsed) {
        error = std::string("option ") + key + ": expected true or false, got '" + it->second + "'";
        return false;
    }
    value = *parsed;
    return true;
}

std::shared_ptr<const Rules> makeOhHell(int seats, const Options& options, std::string& error)
{
    OhHellOptions o;
    if (!readBool(options, "hook", o.hook, error) ||
        !readBool(options, "fulldeal", o.fullDeal, error))
        return nullptr;
    return std::make_shared<OhHellRules>(o, seats);
}

} // namespace

GameInfo ohhellGameInfo()
{
    GameInfo info;
    info.id = "ohhell";
    info.name = "Oh Hell";
    info.minSeats = 3;
    info.maxSeats = 10;
    info.defaultSeats = 4;
    info.pack = PackKind::French52;
    info.options = {
        {"hook", "false",
         "bid in turn, in public; the dealer may not bid so that the bids add up to the tricks",
         "4, R-14"},
        {"fulldeal", "false",
         "largest hand floor(52/n) instead of floor(51/n); a deal using every card has no trumps",
         "4, R-12, R-13"},
    };
    info.summary =
        "Up and down the river: one card each, then two, up to the largest hand and back down "
        "to one. The card after the deal is turned for trumps. Everyone bids in secret how many "
        "tricks they will take; follow suit, trumps win. Make your bid exactly for 20 plus 10 "
        "a trick; a miss costs 10 a trick of difference. Highest total after the last deal wins.";
    info.rules = makeOhHell;
    info.computerPlayer = [] { return std::make_unique<OhHellPlayer>(); };
    return info;
}

} // namespace fs
