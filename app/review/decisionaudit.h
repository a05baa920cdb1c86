#pragma once
// After a deal: each of the person's decisions weighed again by the Hard player from the same
// position (the seat's view then, the generator a computer seat would have had there), with what
// choosing otherwise would have been worth. It replays the deal from the match's own deal orders
// and actions, so it shares nothing with the game going on, and it runs on a worker thread: it
// reads only the copies it was given and stops between decisions (and the search within one)
// when asked.

#include "ai/computerplayer.h"
#include "core/match.h"

#include <chrono>
#include <memory>
#include <stop_token>
#include <vector>

struct AuditInput {
    std::shared_ptr<const fs::Rules> rules;
    std::uint64_t seed = 0;
    int firstDealer = 0;
    std::vector<std::vector<fs::Card>> orders; // every deal's card order, as the match dealt them
    std::vector<fs::Action> actions;           // the match's actions, at least to the deal's end
    int deal = 0;                              // the deal to look at (0-based)
    int seat = 0;                              // the person's seat
    std::shared_ptr<const fs::ComputerPlayer> judge;
    std::chrono::milliseconds budget{1000}; // per decision
};

struct AuditedDecision {
    std::size_t actionIndex = 0; // in the match's actions
    int trick = 0;               // the trick a card went to (1-based); 0 for other decisions
    fs::Action taken;
    fs::Action best; // the judge's choice
    int options = 0; // how many the judge weighed (1: there was no choice)
    // Whether the judge weighed the action taken (a pass the judge did not think of is not).
    bool weighed = false;
    // Points on the others the judge expects its choice to gain over the one taken (0 when they
    // are the same, or the taken one was not weighed).
    double cost = 0;
    // How much better the judge expects its choice to leave the match (Rules::matchValue, from
    // 0 lost to 1 won) than the one taken: what a choice is worth where points decide nothing
    // alone (Seconds) or where the judge gives up points for the standings.
    double standing = 0;
    bool differs() const;
};

struct AuditResult {
    std::vector<AuditedDecision> decisions; // in the order they were made
    bool complete = false;                  // false when stopped or the actions do not replay
};

AuditResult auditDeal(const AuditInput& input, std::stop_token stop);
