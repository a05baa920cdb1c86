#include "ai/decisionreason.h"

#include "core/pack.h"
#include "core/rules.h"

#include <array>
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

// A French card as rank and suit sign ("Q♠", "10♥"); other packs keep their record names ("3o").
std::string cardWords(Card c, const Pack& pack)
{
    if (pack.kind() != PackKind::French52 || !c.valid() || c.index >= pack.size())
        return pack.name(c); // "??" for no card
    static constexpr std::array<const char*, 4> Signs{"\u2663", "\u2666", "\u2665", "\u2660"};
    static constexpr std::array<const char*, 4> Faces{"J", "Q", "K", "A"};
    const int rank = pack.rank(c);
    const std::string face =
        rank <= 10 ? std::to_string(rank) : Faces[static_cast<std::size_t>(rank - 11)];
    return face + Signs[static_cast<std::size_t>(pack.suit(c))];
}

std::string cardList(CardSet cards, const Pack& pack)
{
    std::string out;
    for (const Card c : cards) {
        if (!out.empty())
            out += ' ';
        out += cardWords(c, pack);
    }
    return out;
}

} // namespace

std::string actionWords(const Action& action, const Pack& pack, const Vocabulary& words)
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
        std::string name(choiceName(words, action.choice()));
        for (char& ch : name)
            if (ch == '-')
                ch = ' ';
        return name;
    }
    }
    return {};
}

DecisionWhy explainDecision(const Decision& d, const Rules& rules)
{
    DecisionWhy why;
    why.worlds = d.worlds;
    if (d.options.empty())
        return why;
    const WeighedOption& best = d.options.front();
    if (d.options.size() == 1) {
        why.kind = WhyKind::OnlyChoice;
        return why;
    }
    if (best.action.kind == ActionKind::Bid) {
        why.kind = WhyKind::BidForTricks;
        why.mine = best.tricks;
        return why;
    }
    const WeighedOption& next = d.options[1];
    why.alternative = next.action;
    why.mine = best.points;
    why.other = next.points;
    why.pointsTaken = rules.fewerPointsAreBetter();
    // Points that differ by less than the search can tell apart, or that decide nothing by
    // themselves (Seconds, where the second-highest total wins): the choice is about the
    // standings.
    constexpr double Distinct = 0.25;
    constexpr double DistinctTricks = 0.1;
    constexpr double DistinctValue = 0.005;
    const bool pointsDecide = best.gain != 0 || next.gain != 0;
    const double better = why.pointsTaken ? next.points - best.points : best.points - next.points;
    const bool pointsAlike = std::abs(best.points - next.points) < Distinct;
    const bool tricksAlike = std::abs(best.sideTricks - next.sideTricks) < DistinctTricks;
    if (std::abs(best.value - next.value) < DistinctValue &&
        (!pointsDecide || (pointsAlike && tricksAlike))) {
        why.kind = WhyKind::AsGood;
    } else if (pointsDecide && pointsAlike && !why.pointsTaken && !tricksAlike &&
               best.sideTricks > next.sideTricks) {
        // Points alike, and the choice takes more tricks for the side: say so (not where tricks
        // are only a way to take points, as in Hearts). Fewer tricks are no reason to give: a Put
        // throw-in takes fewer, and is chosen for the match.
        why.kind = WhyKind::SideTricks;
        why.mine = best.sideTricks;
        why.other = next.sideTricks;
        why.partners = rules.columns() < rules.seats();
    } else if (!pointsDecide || pointsAlike) {
        why.kind = WhyKind::BetterPlaced;
    } else if (better < 0) {
        why.kind = WhyKind::ForTheMatch;
    } else {
        why.kind = why.pointsTaken ? WhyKind::PointsTaken : WhyKind::Points;
    }
    return why;
}

std::string reasonText(const DecisionWhy& why, const Rules& rules)
{
    const std::string other = actionWords(why.alternative, rules.pack(), rules.vocabulary());
    const std::string deals = " (" + std::to_string(why.worlds) + " deals searched)";
    const std::string against = oneDecimal(why.mine) + " points this deal, against " +
                                oneDecimal(why.other) + " with " + other + deals;
    switch (why.kind) {
    case WhyKind::None:
        return {};
    case WhyKind::OnlyChoice:
        return "the only choice";
    case WhyKind::BidForTricks:
        return "bid matches expected tricks " + oneDecimal(why.mine);
    case WhyKind::BetterPlaced:
        return "leaves the match better placed than " + other + deals;
    case WhyKind::AsGood:
        return "about as good as " + other + deals;
    case WhyKind::Points:
        return "expects " + against;
    case WhyKind::PointsTaken:
        return "expects to take " + against;
    case WhyKind::SideTricks:
        return "expects " + oneDecimal(why.mine) +
               (why.partners ? " tricks for the side" : " tricks") + " this deal, against " +
               oneDecimal(why.other) + " with " + other + deals;
    case WhyKind::ForTheMatch:
        return std::string("plays for the match: expects ") + (why.pointsTaken ? "to take " : "") +
               oneDecimal(why.mine) + " points this deal, " + oneDecimal(why.other) + " with " +
               other + ", but stands better after it" + deals;
    }
    return {};
}

int sideTricks(const GameState& g, int seat)
{
    const Rules& rules = g.rules();
    const int column = rules.columnOf(seat);
    int tricks = 0;
    for (int s = 0; s < g.seats(); ++s)
        if (rules.columnOf(s) == column)
            tricks += g.tricksOf(s);
    return tricks;
}

Decision onlyChoice(const Action& action)
{
    Decision d;
    d.action = action;
    d.options.push_back({action, 0, 0, 0, 0});
    d.why.kind = WhyKind::OnlyChoice;
    d.reason = "the only choice";
    return d;
}

} // namespace fs
