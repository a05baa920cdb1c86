#pragma once
// One interface for every game's computer players: they see a PlayerView, never the full state,
// and return one legal action. Implementations are stateless and const, so a controller may run
// them on any thread.

#include "core/playerview.h"
#include "core/rng.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <stop_token>
#include <string>
#include <vector>

namespace fs {

// How long a decision may take. A searching player is anytime: it stops with the best it has
// when `stop` is requested or the deadline passes. With a deadline (the app's and the server's
// thinking budget, ai/thinkingbudget.h) it searches until then, up to a ceiling of its level's;
// without one it searches its level's fixed count, which is what makes a seed replay the same
// choices. `iterations`, when set, is the count a level searches in either case: the tests use
// it to make the clock's path repeatable. The reference searches (ai/referenceplayer.h) keep
// their own count and heed only `stop` and the deadline.
struct Thinking {
    std::stop_token stop;
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    int iterations = 0; // tree iterations, or sampled deals for a flat search; 0: the level's

    bool timed() const { return deadline != std::chrono::steady_clock::time_point::max(); }

    bool shouldStop() const
    {
        return stop.stop_requested() || (timed() && std::chrono::steady_clock::now() >= deadline);
    }
};

// One alternative a searching player weighed: its value for the match (0 lost .. 1 won, averaged
// over the sampled deals) and what it gains in this deal's points on the others (Rules::dealGain).
struct WeighedOption {
    Action action;
    double value = 0;
    double gain = 0;
    double tricks = 0;     // tricks the seat took, averaged
    double points = 0;     // the seat's (or its side's) points in this deal, averaged
    double sideTricks = 0; // tricks taken by the seat and its partners, averaged
};

// Why a searching player chose as it did, in codes and numbers: the command line says it in
// English (ai/decisionreason.h), the app in the user's language (app/text/decisiontext.h).
enum class WhyKind : std::uint8_t {
    None,         // nothing weighed: a player that does not search
    OnlyChoice,   // a single legal action
    BidForTricks, // a bid: `mine` is the tricks expected
    BetterPlaced, // the points do not tell the choices apart; the standings after the deal do
    AsGood,       // nothing the search measured tells the choice from `alternative`
    Points,       // `mine` points this deal against `other` with `alternative`
    PointsTaken,  // the same where points count against whoever takes them (Hearts)
    SideTricks,   // points alike, but `mine` tricks for the seat's side against `other`
    ForTheMatch,  // worse points than `alternative` (`mine` against `other`), better standings
};

struct DecisionWhy {
    WhyKind kind = WhyKind::None;
    double mine = 0;
    double other = 0;
    Action alternative;       // the next best choice
    bool pointsTaken = false; // ForTheMatch: points count against whoever takes them
    bool partners = false;    // SideTricks: the seat scores with a partner
    int worlds = 0;           // sampled deals searched
};

struct Decision {
    Action action;
    DecisionWhy why;
    std::string reason;                 // `why` in English, for the command line; may be empty
    std::vector<WeighedOption> options; // best first, when the player searched
    int worlds = 0;                     // sampled deals searched
    long playouts = 0;                  // deals played out to their end to reach the choice
};

// Plays a sampled deal to its end: Rules::randomPlayout, or a game's own cheap policy.
using Playout = void (*)(GameState& deal, Rng& rng);
// How well a sampled deal explains what the other seats have shown `seat` beyond their cards
// (Oh Hell's bids), from 0 to 1: a search draws the deals it plays in proportion to it.
using WorldWeight = double (*)(const GameState& world, int seat);

class ComputerPlayer {
public:
    virtual ~ComputerPlayer() = default;
    virtual Action choose(const PlayerView& view, Rng& rng) const = 0;
    // The choice with what led to it. Players that do not search just choose.
    virtual Decision decide(const PlayerView& view, Rng& rng, const Thinking& thinking) const
    {
        (void)thinking;
        return {choose(view, rng), {}, {}, {}, 0, 0};
    }
};

// The generator a computer seat draws from for the decision that follows `actionsSoFar` actions
// of a match dealt from `matchSeed`: a fresh one per decision, so the command line and the app,
// which ask at different moments and on different threads, make the same choices and a seed
// replays the same whole match in both.
inline Rng decisionRng(std::uint64_t matchSeed, std::size_t actionsSoFar)
{
    return Rng((matchSeed ^ 0x5eed5eed5eed5eedull) +
               0x9e3779b97f4a7c15ull * (static_cast<std::uint64_t>(actionsSoFar) + 1));
}

// Picks uniformly among the legal actions: the baseline for playouts and invariant tests.
class RandomPlayer final : public ComputerPlayer {
public:
    Action choose(const PlayerView& view, Rng& rng) const override
    {
        return view.legalActions().random(rng);
    }
};

} // namespace fs
