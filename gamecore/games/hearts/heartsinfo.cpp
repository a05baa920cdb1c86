#include "games/hearts/heartsinfo.h"

#include "games/hearts/heartsplayer.h"
#include "games/hearts/heartsrules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeHearts(int seats, const Options& options, std::string& error)
{
    HeartsOptions o;
    if (!readOption(options, "passing", o.passing, error) ||
        !readOption(options, "target", o.target, 1, 10000, error) ||
        !readOption(options, "leftover", o.leftover,
                    {{"widow", HeartsLeftover::Widow}, {"strip", HeartsLeftover::Strip}}, error))
        return nullptr;
    return std::make_shared<HeartsRules>(o, seats);
}

} // namespace

GameInfo heartsGameInfo()
{
    GameInfo hearts;
    hearts.id = "hearts";
    hearts.name = "Hearts";
    hearts.minSeats = 3;
    hearts.maxSeats = 6;
    hearts.defaultSeats = 4;
    hearts.pack = PackKind::French52;
    hearts.vocabulary = &HeartsVocabulary;
    hearts.lowerScoreWins = true;
    hearts.options = {
        flagOption("passing", "true",
                   "pass cards before play, in a cycle of directions that ends with a deal "
                   "without passing",
                   "7, 7.1"),
        numberOption("target", "100", "the game ends when a total reaches this; lowest wins",
                     "7, R-35", 1, 10000),
        choiceOption("leftover", "widow",
                     "with 3, 5 or 6 players: the cards left over go to the last trick's "
                     "winner (widow), or low cards are taken out first (strip)",
                     "7.1, R-33", {"widow", "strip"}),
    };
    hearts.summary =
        "Avoid taking hearts (1 point each) and the queen of spades (13). Pass cards, "
        "follow suit, and never lead hearts before they are broken. Take all fourteen penalty "
        "cards to shoot the moon. When someone reaches 100, the lowest total wins.";
    hearts.blurb =
        "Hearts (Black Lady), for three to six players, with passing and shooting the moon";
    hearts.rules = makeHearts;
    hearts.computerPlayer = [] { return std::make_unique<HeartsPlayer>(); };
    // Hearts deals are the longest to play out: fewer iterations keep Hard under 200 ms p95.
    hearts.hardIterations = 12000;
    return hearts;
}

} // namespace fs
