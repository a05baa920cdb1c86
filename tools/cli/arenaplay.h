#pragma once
// What the arena plays: contenders (the three levels and the reference search), deal sequences
// played in every rotation of the seats, and what each contender did in them.

#include "ai/computerplayer.h"
#include "ai/levels.h"
#include "core/rules.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cli {

// A computer player the arena can seat: a level (its index in fs::AllLevels), or one of the two
// reference searches (ai/referenceplayer.h), crediting the match value or the deal's points.
using Contender = int;
inline constexpr Contender Reference = static_cast<Contender>(fs::AllLevels.size());
inline constexpr Contender ReferencePoints = Reference + 1;
inline constexpr Contender LastContender = ReferencePoints;

inline bool isReference(Contender c)
{
    return c >= Reference;
}

std::string contenderName(Contender c);
// "easy", "medium", "hard", "reference" or "reference-points", separated by commas; nullopt
// with `error` otherwise.
std::optional<std::vector<Contender>> contenderList(const std::string& text, std::string& error);

struct ArenaSetup {
    std::shared_ptr<const fs::Rules> rules;
    std::vector<Contender> seats;
    std::vector<Contender> contenders; // distinct, strongest level first, the reference last
    int onlyDeal = 0; // 0: whole matches; K: only deal K of a match, from 0-0 totals
    // 0: the levels search their fixed counts; else each of their decisions has this deadline,
    // as at the app's table (the references always search their fixed count).
    std::chrono::milliseconds budget{0};
    std::vector<std::shared_ptr<const fs::ComputerPlayer>> players; // by Contender
    bool keepSheets = false;                                        // fill SequenceResult::sheets
};

// Bids entered and made.
struct BidCount {
    long made = 0;
    long bids = 0;
};

// One contender's figures in one deal sequence, averaged over the seats it held.
struct ContenderResult {
    double wins = 0;     // share of the matches won (of the deals, with onlyDeal)
    double points = 0;   // points per deal
    double bidsMade = 0; // share of its bids made, where the game bids
    long bids = 0;       // bids entered
    // By the number of tricks in the deal: in Oh Hell the hand size, which a match varies.
    std::map<int, BidCount> bidsByTricks;
    std::vector<float> thinkMs; // each decision's wall-clock time
    std::vector<int> searched;  // each searched decision's iterations (or sampled deals)
};

struct SequenceResult {
    std::uint64_t seed = 0;
    long deals = 0;
    std::map<Contender, ContenderResult> by;
    // With ArenaSetup::keepSheets, every seat's line of every deal, in the columns of
    // SheetHeader: what a match's standings did to the way each contender played.
    std::string sheets;
};

inline constexpr const char* SheetHeader =
    "sequence,rotation,deal,seat,player,column,bid,tricks,points,total_before\n";

// The deal sequence of `seed` played once in each rotation of the seats.
SequenceResult playSequence(const ArenaSetup& setup, std::uint64_t seed);

} // namespace cli
