#include "games/spades/spadesinfo.h"

#include "games/spades/spadesplayer.h"
#include "games/spades/spadesplayout.h"
#include "games/spades/spadesrules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeSpades(int, const Options& options, std::string& error)
{
    SpadesOptions o;
    if (!readOption(options, "target", o.target, 100, 10000, error) ||
        !readOption(options, "losing", o.losing, -10000, -100, error) ||
        !readOption(options, "blindnil", o.blindNil, error))
        return nullptr;
    return std::make_shared<SpadesRules>(o);
}

} // namespace

GameInfo spadesGameInfo()
{
    GameInfo spades;
    spades.id = "spades";
    spades.name = "Spades";
    spades.minSeats = spades.maxSeats = spades.defaultSeats = 4;
    spades.pack = PackKind::French52;
    spades.vocabulary = &SpadesVocabulary;
    spades.options = {
        numberOption("target", "500",
                     "the game ends after a deal that leaves a side at or above "
                     "this; the higher total wins",
                     "End of the game", 100, 10000),
        numberOption("losing", "-200", "a side whose total falls to this or lower loses at once",
                     "End of the game", -10000, -100),
        flagOption("blindnil", "true",
                   "a player whose side trails by 100 or more may bid blind nil before seeing "
                   "the hand",
                   "Blind nil"),
    };
    spades.summary =
        "Four players in two partnerships, partners opposite; spades are always trumps. Each "
        "player bids the tricks they will take, or nil for none; a side scores 10 a trick of its "
        "contract and 1 for each extra trick (a bag), and every tenth bag costs 100. Spades may "
        "not be led until broken. The first side to 500 wins.";
    spades.blurb = "Spades, the partnership bidding game with spades always trumps, nil and bags";
    spades.rules = makeSpades;
    spades.computerPlayer = [] { return std::make_unique<SpadesPlayer>(); };
    spades.searchPlaysOutWithHeuristic = false;
    spades.searchPlayout = spadesPlayout;
    return spades;
}

} // namespace fs
