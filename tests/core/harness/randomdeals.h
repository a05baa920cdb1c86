#pragma once
// The random-simulation harness every game's tests share: seeded matches between the game's
// computer player and a random player, checking after every action what must hold for any
// trick-taking game in the core. A game's own tests add its scoring and card-accounting rules.
//
// Call it from a Qt Test slot and stop when it failed:
//     harness::playRandomDeals({"hearts", 4, {}, 2000});
//     if (QTest::currentTestFailed()) return;

#include "ai/computerplayer.h"
#include "check/dealchecks.h"
#include "core/match.h"
#include "record/gamerecord.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <string>

namespace harness {

struct RandomDeals {
    std::string game;
    int seats = 4;
    fs::Options options;
    int deals = 2000;            // deals to play in all, over as many matches as that takes
    std::uint64_t firstSeed = 1; // match k uses firstSeed + k
    int maxDealsPerMatch = 60;   // a match still going then is cut short (records may stop there)
};

struct RandomDealsResult {
    int deals = 0;
    int matches = 0;
    int finishedMatches = 0;
    long actions = 0;
};

namespace detail {

// The checks live in the core (check/dealchecks.h), shared with `followsuit-cli soak`; here they
// become test failures.
using fs::check::sameState;

inline void checkAndApply(fs::Match& match, const fs::Action& action)
{
    const std::string at = fs::check::where(match);
    const std::string why = fs::check::applyAndCompare(match, action);
    QVERIFY2(why.empty(), (at + ": " + why).c_str());
}

inline void checkPosition(const fs::Match& match)
{
    const std::string why = fs::check::position(match);
    QVERIFY2(why.empty(), (fs::check::where(match) + ": " + why).c_str());
}

inline void checkRecordReplays(const fs::Match& match, const fs::Options& options)
{
    const std::string why = fs::check::recordReplays(match, options);
    QVERIFY2(why.empty(), ("seed " + std::to_string(match.seed()) + ": " + why).c_str());
}

} // namespace detail

// Plays seeded matches until `deals` deals are done. Odd seats of even matches (and even seats
// of odd ones) are random players, the rest the game's computer player; every player sees
// only its PlayerView.
inline RandomDealsResult playRandomDeals(const RandomDeals& spec)
{
    RandomDealsResult result;
    const fs::GameInfo* info = fs::findGame(spec.game);
    [&] { QVERIFY2(info, ("unknown game " + spec.game).c_str()); }();
    if (!info)
        return result;
    std::string error;
    const auto rules = fs::createRules(spec.game, spec.seats, spec.options, error);
    [&] { QVERIFY2(rules, error.c_str()); }();
    if (!rules)
        return result;
    const auto computer = info->computerPlayer();
    const fs::RandomPlayer random;
    for (std::uint64_t k = 0; result.deals < spec.deals; ++k) {
        const std::uint64_t seed = spec.firstSeed + k;
        fs::Match match(rules, seed);
        fs::Rng rng(seed ^ 0xabcdefull);
        ++result.matches;
        while (!match.over() && match.dealsPlayed() < spec.maxDealsPerMatch &&
               result.deals < spec.deals) {
            match.startDeal();
            while (match.dealInProgress()) {
                detail::checkPosition(match);
                if (QTest::currentTestFailed())
                    return result;
                const int seat = match.state().toAct;
                const bool useRandom = (seat + static_cast<int>(k)) % 2 == 1;
                const fs::PlayerView view = match.viewFor(seat);
                const fs::Action action =
                    useRandom ? random.choose(view, rng) : computer->choose(view, rng);
                detail::checkAndApply(match, action);
                if (QTest::currentTestFailed())
                    return result;
                ++result.actions;
            }
            ++result.deals;
            [&] {
                QCOMPARE(static_cast<int>(match.rows().back().points.size()), rules->columns());
            }();
        }
        result.finishedMatches += match.over() ? 1 : 0;
        detail::checkRecordReplays(match, spec.options);
        if (QTest::currentTestFailed())
            return result;
    }
    return result;
}

} // namespace harness
