#include "games/whist/whistinfo.h"

#include "games/whist/whistplayer.h"
#include "games/whist/whistrules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makeWhist(int, const Options& options, std::string& error)
{
    WhistOptions o;
    if (!readOption(options, "honours", o.honours, error) ||
        !readOption(options, "rubber", o.rubber, error) ||
        !readOption(options, "target", o.target, 1, 100, error))
        return nullptr;
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
    whist.vocabulary = &WhistVocabulary;
    whist.options = {
        numberOption("target", "5", "points that win a game (5 English short whist, 7 American)",
                     "1.1, 9 (Whist game size)", 1, 100),
        flagOption("honours", "false",
                   "score 4 or 2 for holding four or three of A K Q J of trumps (not on target-1)",
                   "1.1, 9 (Whist honours)"),
        flagOption("rubber", "false", "play a rubber: the first side to win two games", "1.1"),
    };
    whist.summary =
        "Four players in two partnerships, partners opposite. The dealer's last card is turned "
        "up for trumps. Follow suit; the highest trump, else the highest card of the suit led, "
        "wins. The side taking seven or more tricks scores one point for each trick above six; "
        "the first side to five points wins the game.";
    whist.blurb = "Whist, the classic game for two partnerships, trumps turned up";
    whist.rules = makeWhist;
    whist.computerPlayer = [] { return std::make_unique<WhistPlayer>(); };
    whist.searchPlaysOutWithHeuristic = true;
    return whist;
}

} // namespace fs
