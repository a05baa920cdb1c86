#include "review/decisionaudit.h"

#include <algorithm>

namespace {

bool same(const fs::Action& a, const fs::Action& b)
{
    return a.kind == b.kind && a.seat == b.seat && a.value == b.value && a.cards == b.cards;
}

AuditedDecision weigh(const AuditInput& input, const fs::Match& match, std::size_t index,
                      std::stop_token stop)
{
    AuditedDecision d;
    d.actionIndex = index;
    d.taken = input.actions[index];
    if (d.taken.kind == fs::ActionKind::Play)
        d.trick = match.state().tricksDone + 1;
    fs::Rng rng = fs::decisionRng(input.seed, index);
    const fs::Thinking thinking{std::move(stop), std::chrono::steady_clock::now() + input.budget};
    const fs::Decision judged = input.judge->decide(match.viewFor(input.seat), rng, thinking);
    d.best = judged.action;
    d.options = static_cast<int>(judged.options.size());
    for (const fs::WeighedOption& option : judged.options)
        if (same(option.action, d.taken)) {
            d.weighed = true;
            // Hard may prefer a choice that gains fewer points because it serves the match
            // better (the lowest total, the second-highest): that costs nothing in points.
            d.cost = std::max(0.0, judged.options.front().gain - option.gain);
            d.standing = std::max(0.0, judged.options.front().value - option.value);
        }
    if (same(d.best, d.taken)) {
        d.cost = 0;
        d.standing = 0;
    }
    return d;
}

} // namespace

bool AuditedDecision::differs() const
{
    return !same(taken, best);
}

AuditResult auditDeal(const AuditInput& input, std::stop_token stop)
{
    AuditResult result;
    if (!input.rules || !input.judge || input.deal < 0 ||
        static_cast<std::size_t>(input.deal) >= input.orders.size())
        return result;
    fs::Match match(input.rules, input.seed, input.firstDealer);
    std::size_t next = 0;
    for (int deal = 0; deal <= input.deal; ++deal) {
        if (!match.startDeal(input.orders[static_cast<std::size_t>(deal)]))
            return result;
        while (match.dealInProgress() && next < input.actions.size()) {
            if (stop.stop_requested())
                return result;
            if (deal == input.deal && input.actions[next].seat == input.seat)
                result.decisions.push_back(weigh(input, match, next, stop));
            if (match.apply(input.actions[next]) != fs::Reason::None)
                return result;
            ++next;
        }
    }
    result.complete = !match.dealInProgress() && !stop.stop_requested();
    return result;
}
