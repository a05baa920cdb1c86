#include "ai/referenceplayer.h"

#include "ai/actionlist.h"

#include "core/rules.h"
#include "core/sampler.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace fs {

namespace {

struct Node {
    Action action;
    int mover = -1;    // the seat whose action led here
    int visits = 0;    // iterations through this node
    int available = 0; // iterations in which its action was legal at the parent
    double reward = 0; // the mover's match value, summed over the visits
    std::vector<int> children;
};

// The actions a node branches on: each card, bid and choice. A pass or discard is branched on
// at the root, where it is the decision asked for; deeper, where another seat passes, it is
// drawn at random like a rollout move (up to C(13, 3) = 286 ways each would swamp the tree).
void actionsOf(const LegalActions& legal, bool root, std::vector<Action>& out)
{
    out.clear();
    appendSimpleActions(legal, out);
    if (root)
        appendAllSelections(legal, out);
}

} // namespace

ReferencePlayer::ReferencePlayer(ReferenceSettings settings) : m_settings(settings) {}

Action ReferencePlayer::choose(const PlayerView& view, Rng& rng) const
{
    return decide(view, rng, Thinking{}).action;
}

Decision ReferencePlayer::decide(const PlayerView& view, Rng& rng, const Thinking& thinking) const
{
    Decision d;
    std::vector<Action> legal;
    actionsOf(view.legalActions(), true, legal);
    if (legal.size() <= 1) {
        if (!legal.empty())
            d.action = legal.front();
        return d;
    }
    const Knowledge knowledge = knowledgeOf(view);
    const Sampler sampler(view, knowledge);
    const Rules& rules = view.state().rules();

    std::vector<Node> tree(1);
    std::vector<int> path;
    std::array<double, MaxSeats> value{};
    // The range of what has been credited, to scale the means into [0, 1] for UCB; the match
    // value already lies there.
    double low = 0, high = 1;
    bool credited = false;
    auto scaled = [&](double mean) { return high > low ? (mean - low) / (high - low) : 0.5; };
    int iteration = 0;
    for (; iteration < m_settings.iterations; ++iteration) {
        if (iteration > 0 && thinking.shouldStop())
            break;
        GameState g = sampler.sample(rng); // determinize
        int node = 0;
        path.assign(1, 0);
        // Select while every action legal in this world has been tried; then expand one.
        while (!g.finished()) {
            const LegalActions here = g.legalActions();
            if (node != 0 && here.selectCount > 0) {
                g.apply(here.random(rng));
                continue;
            }
            actionsOf(here, node == 0, legal);
            std::vector<int> untried;
            int best = -1;
            double bestScore = -std::numeric_limits<double>::infinity();
            for (const Action& a : legal) {
                int child = -1;
                for (const int c : tree[static_cast<std::size_t>(node)].children)
                    if (tree[static_cast<std::size_t>(c)].action == a)
                        child = c;
                if (child < 0) {
                    untried.push_back(static_cast<int>(&a - legal.data()));
                    continue;
                }
                Node& n = tree[static_cast<std::size_t>(child)];
                ++n.available;
                const double score =
                    scaled(n.reward / n.visits) +
                    m_settings.exploration * std::sqrt(std::log(double(n.available)) / n.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = child;
                }
            }
            if (!untried.empty()) {
                const Action a = legal[static_cast<std::size_t>(
                    untried[rng.below(static_cast<std::uint32_t>(untried.size()))])];
                best = static_cast<int>(tree.size());
                tree.push_back({a, g.toAct, 0, 1, 0, {}});
                tree[static_cast<std::size_t>(node)].children.push_back(best);
            }
            g.apply(tree[static_cast<std::size_t>(best)].action);
            path.push_back(best);
            node = best;
            if (!untried.empty())
                break;
        }
        rules.randomPlayout(g, rng); // one uniformly random rollout
        const auto columns = static_cast<std::size_t>(rules.columns());
        if (m_settings.dealPoints) {
            const DealScore score = rules.score(g);
            const double sign = rules.fewerPointsAreBetter() ? -1 : 1;
            for (std::size_t c = 0; c < columns; ++c) {
                value[c] = sign * score.points[c];
                low = credited ? std::min(low, value[c]) : value[c];
                high = credited ? std::max(high, value[c]) : value[c];
                credited = true;
            }
        } else {
            rules.matchValues(g, std::span<double>(value.data(), columns));
        }
        for (std::size_t i = 1; i < path.size(); ++i) {
            Node& n = tree[static_cast<std::size_t>(path[i])];
            ++n.visits;
            n.reward += value[static_cast<std::size_t>(rules.columnOf(n.mover))];
        }
    }

    // The most visited action at the root.
    const std::vector<int>& root = tree[0].children;
    const auto most = std::max_element(root.begin(), root.end(), [&](int a, int b) {
        return tree[static_cast<std::size_t>(a)].visits < tree[static_cast<std::size_t>(b)].visits;
    });
    d.action = tree[static_cast<std::size_t>(*most)].action;
    d.worlds = iteration;
    d.playouts = iteration;
    return d;
}

} // namespace fs
