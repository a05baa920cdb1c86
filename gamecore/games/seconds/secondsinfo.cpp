#include "games/seconds/secondsinfo.h"

#include "games/seconds/secondsplayer.h"
#include "games/seconds/secondsrules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeSeconds(int, const Options& options, std::string& error)
{
    SecondsOptions o;
    if (!readOption(options, "squares", o.squares, error) ||
        !readOption(options, "highest-wins", o.highestWins, error))
        return nullptr;
    return std::make_shared<SecondsRules>(o);
}

} // namespace

GameInfo secondsGameInfo()
{
    GameInfo info;
    info.id = "seconds";
    info.name = "Seconds";
    info.minSeats = info.maxSeats = info.defaultSeats = 4;
    info.pack = PackKind::French52;
    info.options = {
        flagOption("squares", "false",
                   "deal 6 scores the square of your tricks instead of 3 per trick", "3, R-8"),
        flagOption("highest-wins", "false", "the highest total wins instead of the second-highest",
                   "3, R-11"),
    };
    info.summary =
        "Eight deals, each player for themselves, no trumps. The second-highest card of the "
        "suit led takes the trick (if nobody follows, the second-highest of all four). Deals 1 "
        "to 3 pair the players differently and score your tricks times your partner's; deals 4 "
        "and 5 multiply by your left, then your right neighbour's tricks; deal 6 pays 3 per "
        "trick, deal 7 pays 13 less your tricks, and deal 8 shares 12 among those who took "
        "exactly three. The second-highest total wins.";
    info.blurb = "Seconds, by David Parlett: the second-highest card takes the trick, and every "
                 "deal scores differently";
    info.rules = makeSeconds;
    info.computerPlayer = [] { return std::make_unique<SecondsPlayer>(); };
    return info;
}

} // namespace fs
