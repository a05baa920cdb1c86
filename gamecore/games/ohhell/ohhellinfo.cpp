#include "games/ohhell/ohhellinfo.h"

#include "games/ohhell/ohhellbidreading.h"
#include "games/ohhell/ohhellplayer.h"
#include "games/ohhell/ohhellplayout.h"
#include "games/ohhell/ohhellrules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeOhHell(int seats, const Options& options, std::string& error)
{
    OhHellOptions o;
    if (!readOption(options, "hook", o.hook, error) ||
        !readOption(options, "fulldeal", o.fullDeal, error))
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
        flagOption(
            "hook", "false",
            "bid in turn, in public; the dealer may not bid so that the bids add up to the tricks",
            "4, R-14"),
        flagOption("fulldeal", "false",
                   "largest hand floor(52/n) instead of floor(51/n); a deal using every card has "
                   "no trumps",
                   "4, R-12, R-13"),
    };
    info.summary =
        "Up and down the river: one card each, then two, up to the largest hand and back down "
        "to one. The card after the deal is turned for trumps. Everyone bids in secret how many "
        "tricks they will take; follow suit, trumps win. Make your bid exactly for 20 plus 10 "
        "a trick; a miss costs 10 a trick of difference. Highest total after the last deal wins.";
    info.blurb = "Oh Hell, up and down the river, for three to ten players, who bid the tricks "
                 "they will take";
    info.rules = makeOhHell;
    info.computerPlayer = [] { return std::make_unique<OhHellPlayer>(); };
    info.searchPlayout = ohHellPlayout;
    info.searchWorldWeight = ohHellBidLikelihood;
    // Measured against the reference search in docs/ai.md: Medium's flat search scored more
    // points than the reference but won fewer matches, and no more with ten times its sampled
    // deals; a tree search of 1,000 iterations wins more ("Playing for the match"). Hard's
    // iterations are what fits in the time a decision took before it thought to a deadline
    // ("Oh Hell").
    info.mediumIterations = 1000;
    info.hardIterations = 35000;
    return info;
}

} // namespace fs
