#include "ai/decisionreason.h"

#include "core/pack.h"
#include "core/rules.h"

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

// "QS" as "Q♠", "TH" as "10♥"; other packs keep their record names ("3o", "Ve").
std::string cardWords(Card c, const Pack& pack)
{
    const std::string name = pack.name(c);
    if (name.size() != 2)
        return name;
    const char* suit = nullptr;
    switch (name[1]) {
    case 'S':
        suit = "\u2660";
        break;
    case 'H':
        suit = "\u2665";
        break;
    case 'D':
        suit = "\u2666";
        break;
    case 'C':
        suit = "\u2663";
        break;
    default:
        return name;
    }
    return (name[0] == 'T' ? std::string("10") : std::string(1, name[0])) + suit;
}

std::string cardList(CardSet cards, const Pack& pack)
{
    std::string out;
    for (const Card c : cards)
        out += (out.empty() ? "" : " ") + cardWords(c, pack);
    return out;
}

} // namespace

std::string actionWords(const Action& action, const Pack& pack)
{
    switch (action.kind) {
    case ActionKind::Play:
        return "the " + cardWords(action.card(), pack);
    case ActionKind::Pass:
        return "passing " + cardList(action.cards, pack);
    case ActionKind::Discard:
        return "discarding " + cardList(action.cards, pack);
    case ActionKind::Bid:
        return "bidding " + std::to_string(action.value);
    case ActionKind::Choose: {
        std::string words(choiceName(action.choice()));
        for (char& ch : words)
            if (ch == '-')
                ch = ' ';
        return words;
    }
    }
    return {};
}

std::string decisionReason(const Decision& d, const Rules& rules, const Pack& pack)
{
    if (d.options.empty())
        return {};
    if (d.options.size() == 1)
        return "the only choice";
    const WeighedOption& best = d.options.front();
    if (best.action.kind == ActionKind::Bid)
        return "bid matches expected tricks " + oneDecimal(best.tricks);
    const WeighedOption& next = d.options[1];
    const std::string other = actionWords(next.action, pack);
    const std::string deals = " (" + std::to_string(d.worlds) + " deals searched)";
    // Points that do not differ, or that point the other way, or that decide nothing by
    // themselves (Seconds, where the second-highest total wins): the choice is about the match.
    const bool fewerBetter = rules.fewerPointsAreBetter();
    const double better = fewerBetter ? next.points - best.points : best.points - next.points;
    const bool pointsDecide = best.gain != 0 || next.gain != 0;
    if (!pointsDecide || std::abs(best.points - next.points) < 0.05)
        return "leaves the match better placed than " + other + deals;
    const std::string expects = fewerBetter ? "expects to take " : "expects ";
    const std::string points = oneDecimal(best.points) + " points this deal, " +
                               (better < 0 ? "" : "against ") + oneDecimal(next.points) + " with " +
                               other;
    if (better < 0)
        return "plays for the match: " + expects + points + ", but stands better after it" + deals;
    return expects + points + deals;
}

Decision onlyChoice(const Action& action)
{
    Decision d;
    d.action = action;
    d.options.push_back({action, 0, 0, 0, 0});
    d.reason = "the only choice";
    return d;
}

} // namespace fs
