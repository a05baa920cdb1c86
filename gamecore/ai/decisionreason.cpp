#include "ai/decisionreason.h"

#include <cmath>
#include <cstdio>

namespace fs {

namespace {

std::string oneDecimal(double x)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", x);
    return text;
}

} // namespace

std::string decisionReason(const Decision& d)
{
    if (d.options.empty())
        return {};
    if (d.options.size() == 1)
        return "the only choice";
    const WeighedOption& best = d.options.front();
    if (best.action.kind == ActionKind::Bid)
        return "bid matches expected tricks " + oneDecimal(best.tricks);
    const WeighedOption& next = d.options[1];
    const std::string deals = " over " + std::to_string(d.worlds) + " searched deals";
    // Equal points but a better match value: the choice is about the standings, not the points.
    if (best.value - next.value >= 0.005 && std::abs(best.gain - next.gain) < 0.05)
        return "leaves the match better placed than the next best choice" + deals;
    const char* sign = best.gain >= next.gain ? "" : "-";
    return "gains " + oneDecimal(best.gain) + " points on the others on average, " + sign +
           oneDecimal(std::abs(best.gain - next.gain)) + " more than the next best" + deals;
}

Decision onlyChoice(const Action& action)
{
    Decision d;
    d.action = action;
    d.options.push_back({action, 0, 0, 0});
    d.reason = decisionReason(d);
    return d;
}

} // namespace fs
