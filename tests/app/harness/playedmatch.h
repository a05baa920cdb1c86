#pragma once
// A match played in the core by the registry's computer players, the way the command line plays
// one (decisionRng per decision), stopped after a number of deals or at its end.

#include "core/match.h"
#include "registry/gameregistry.h"

#include <QtGlobal>

#include <memory>
#include <string>

inline std::unique_ptr<fs::Match> playedMatch(const std::string& game, int seats,
                                              std::uint64_t seed, int maxDeals,
                                              const fs::Options& options = {})
{
    std::string error;
    const auto rules = fs::createRules(game, seats, options, error);
    if (!rules)
        qFatal("%s", error.c_str());
    const auto player = fs::findGame(game)->computerPlayer();
    auto match = std::make_unique<fs::Match>(rules, seed);
    while (!match->over() && (match->dealInProgress() || match->dealsPlayed() < maxDeals)) {
        if (!match->dealInProgress())
            match->startDeal();
        const int seat = match->state().toAct;
        fs::Rng rng = fs::decisionRng(seed, match->actions().size());
        if (match->apply(player->choose(match->viewFor(seat), rng)) != fs::Reason::None)
            qFatal("the computer player chose an illegal action");
    }
    return match;
}
