#include "games/germanwhist/germanwhistinfo.h"

#include "games/germanwhist/germanwhistplayer.h"
#include "games/germanwhist/germanwhistrules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeGermanWhist(int, const Options& options, std::string& error)
{
    GermanWhistOptions o;
    if (!readOption(options, "scoring", o.scoring,
                    {{"tricks", GermanWhistScoring::Tricks},
                     {"all", GermanWhistScoring::All},
                     {"odd", GermanWhistScoring::Odd},
                     {"hand", GermanWhistScoring::Hand}},
                    error) ||
        !readOption(options, "target", o.target, 1, 1000, error))
        return nullptr;
    return std::make_shared<GermanWhistRules>(o);
}

} // namespace

GameInfo germanwhistGameInfo()
{
    GameInfo info;
    info.id = "germanwhist";
    info.name = "German Whist";
    info.minSeats = info.maxSeats = info.defaultSeats = 2;
    info.pack = PackKind::French52;
    info.options = {
        choiceOption(
            "scoring", "tricks",
            "tricks: 1 per trick of the last 13; all: 1 per trick of all 26; odd: tricks above six "
            "of the last 13; hand: the majority of the last 13 wins the match in one deal",
            "1.2, R-30", {"tricks", "all", "odd", "hand"}),
        numberOption(
            "target", "50",
            "the game is won by the only player at or over this after a deal; when both are, it "
            "rises by 10 (not used by scoring=hand)",
            "1.2, R-30", 1, 1000),
    };
    info.summary =
        "Two players, 13 cards each; the top card of the stock is face up and its suit is trumps. "
        "For the first 13 tricks the winner takes the face-up card and the loser the next card "
        "unseen; you must always follow suit. Only the last 13 tricks score, one point each; the "
        "first to 50 wins.";
    info.blurb =
        "German Whist, for two, who play for the stock's cards before the tricks that score";
    info.rules = makeGermanWhist;
    info.computerPlayer = [] { return std::make_unique<GermanWhistPlayer>(); };
    return info;
}

} // namespace fs
