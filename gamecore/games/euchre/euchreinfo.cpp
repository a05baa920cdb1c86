#include "games/euchre/euchreinfo.h"

#include "games/euchre/euchreplayer.h"
#include "games/euchre/euchreplayout.h"
#include "games/euchre/euchrerules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeEuchre(int, const Options& options, std::string& error)
{
    EuchreOptions o;
    if (!readOption(options, "target", o.target, 1, 100, error) ||
        !readOption(options, "stickthedealer", o.stickTheDealer, error) ||
        !readOption(options, "redeal", o.redeal,
                    {{"next", EuchreRedeal::Next}, {"same", EuchreRedeal::Same}}, error))
        return nullptr;
    return std::make_shared<EuchreRules>(o);
}

} // namespace

GameInfo euchreGameInfo()
{
    GameInfo euchre;
    euchre.id = "euchre";
    euchre.name = "Euchre";
    euchre.minSeats = euchre.maxSeats = euchre.defaultSeats = 4;
    euchre.pack = PackKind::French52;
    euchre.vocabulary = &EuchreVocabulary;
    euchre.options = {
        numberOption("target", "10", "points that win the game", "End of the game", 1, 100),
        flagOption("stickthedealer", "false",
                   "the dealer may not pass in the second round and must name a suit",
                   "Making trumps"),
        choiceOption("redeal", "next",
                     "after a deal everybody passed twice: the deal passes to the left (next) "
                     "or the same dealer deals again (same)",
                     "Making trumps", {"next", "same"}),
    };
    euchre.summary =
        "Four players in two partnerships with 24 cards, 9 to ace, five each. A turned card "
        "proposes trumps: order it up or pass, then name another suit or pass. The Jack of "
        "trumps and the other Jack of its colour are the top trumps. The makers need three of "
        "the five tricks for a point, all five for two, or four alone; fewer, and the other side "
        "scores two. The first side to 10 wins.";
    euchre.blurb = "Euchre, the fast partnership game of 24 cards, with bowers and going alone";
    euchre.rules = makeEuchre;
    euchre.computerPlayer = [] { return std::make_unique<EuchrePlayer>(); };
    euchre.searchPlayout = euchrePlayout;
    euchre.searchPlaysOutWithHeuristic = true;
    return euchre;
}

} // namespace fs
