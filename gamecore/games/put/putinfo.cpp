#include "games/put/putinfo.h"

#include "games/put/putplayer.h"
#include "games/put/putrules.h"

namespace fs {

namespace {

std::shared_ptr<const Rules> makePut(int seats, const Options& options, std::string& error)
{
    PutOptions o;
    if (!readOption(options, "cotton", o.cotton, error) ||
        !readOption(options, "target", o.target, 1, 100, error))
        return nullptr;
    return std::make_shared<PutRules>(o, seats);
}

} // namespace

GameInfo putGameInfo()
{
    GameInfo put;
    put.id = "put";
    put.name = "Put";
    put.minSeats = 2;
    put.maxSeats = 4;
    put.defaultSeats = 2;
    put.pack = PackKind::French52;
    put.vocabulary = &PutVocabulary;
    put.options = {
        flagOption(
            "cotton", "false",
            "Cotton (1674) scoring: a deal played out without a put earns 1, a seen put decides "
            "the game",
            "5, R-17"),
        numberOption("target", "5", "points from throw-ins and folds that win the game", "5", 1,
                     100),
    };
    put.summary =
        "Three cards each, ranked 3 2 A K Q J 10 ... 4, suits ignored; equal ranks tie a trick. "
        "Two tricks win the deal. Before leading you may throw in (the other side scores 1), "
        "lead, or put: the other side folds (you score 1) or sees and the deal is played out. "
        "A deal played out to a decision wins the whole game; otherwise first to 5. Three "
        "players play alone; four play as partners, each side's feeder passing its best card "
        "to the partner who plays.";
    put.blurb = "Put, for two, three or four players, with its bluffing calls";
    put.rules = makePut;
    put.computerPlayer = [] { return std::make_unique<PutPlayer>(); };
    put.searchPlaysOutWithHeuristic = true;
    // Hard's play-outs called the 64-sample player for every card, which took Hard over 200 ms
    // a decision at the 95th percentile, and three-handed, where each deal solved has nine
    // cards, over 2 s. With 16 samples in the play-outs, and three-handed 64 sampled deals,
    // it stays under (docs/ai.md, "Put's Hard in time").
    put.searchRolloutPlayer = [] {
        return std::make_unique<PutPlayer>(PutPlayer::DefaultPointWeight,
                                           PutPlayer::RolloutSamples);
    };
    put.hardWorlds = [](int seats) { return seats == 3 ? 64 : 300; };
    return put;
}

} // namespace fs
