#include "ai/ismctsplayer.h"

#include "ai/actionlist.h"
#include "ai/decisionreason.h"
#include "ai/effort.h"
#include "core/rules.h"
#include "core/sampler.h"

#include <algorithm>
#include <cmath>

namespace fs {

namespace {

struct Node {
    Action action;
    int mover = -1; // the seat whose action led here
    int visits = 0;
    int available = 0; // iterations in which this action was legal at its parent
    double reward = 0; // the mover's match value, summed
    std::vector<int> children;
};

// The branching actions of a decision: each card, bid and choice. A pass or discard deeper in
// the tree is not branched on (there are too many); it is drawn at random like a rollout move.
void branches(const LegalActions& legal, std::vector<Action>& out)
{
    out.clear();
    appendSimpleActions(legal, out);
}

} // namespace

GameState TreeSearchPlayer::WorldPool::draw(Rng& rng) const
{
    const double u = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * cumulative.back();
    const auto at = std::upper_bound(cumulative.begin(), cumulative.end(), u);
    return worlds[static_cast<std::size_t>(
        std::min<std::ptrdiff_t>(at - cumulative.begin(), std::ssize(worlds) - 1))];
}

TreeSearchPlayer::WorldPool TreeSearchPlayer::weighedWorlds(const Sampler& sampler, int seat,
                                                            int iterations, Rng& rng) const
{
    WorldPool pool;
    if (!m_settings.worldWeight)
        return pool;
    const int size = std::min(iterations, m_settings.worldPool);
    double total = 0;
    bool weighed = false;
    for (int i = 0; i < size; ++i) {
        pool.worlds.push_back(sampler.sample(rng));
        const double w = m_settings.worldWeight(pool.worlds.back(), seat);
        weighed = weighed || w < 1.0;
        total += w;
        pool.cumulative.push_back(total);
    }
    // Nothing to read (nobody else has bid yet), or nothing the deals explain: fresh deals.
    if (!weighed || total <= 0)
        pool = {};
    return pool;
}

TreeSearchPlayer::TreeSearchPlayer(TreeSearchSettings settings,
                                   std::shared_ptr<const ComputerPlayer> heuristic)
    : m_settings(settings), m_flat(settings.rootCandidates, std::move(heuristic))
{
}

Action TreeSearchPlayer::choose(const PlayerView& view, Rng& rng) const
{
    return decide(view, rng, Thinking{}).action;
}

Decision TreeSearchPlayer::decide(const PlayerView& view, Rng& rng, const Thinking& thinking) const
{
    const std::vector<Action> candidates = m_flat.candidates(view, rng);
    Decision d;
    if (candidates.empty())
        return d;
    if (candidates.size() == 1)
        return onlyChoice(candidates.front());
    const Knowledge knowledge = knowledgeOf(view);
    const Sampler sampler(view, knowledge);
    const Rules& rules = view.state().rules();
    const int me = view.seat();
    const int columns = rules.columns();

    const Effort effort(thinking, m_settings.iterations, m_settings.timedIterations);
    std::vector<Node> tree(1);
    tree.reserve(static_cast<std::size_t>(std::min(effort.limit(), 50000)) + candidates.size() + 1);
    for (const Action& a : candidates) {
        tree[0].children.push_back(static_cast<int>(tree.size()));
        tree.push_back({a, me, 0, 0, 0, {}});
    }
    std::vector<double> gain(candidates.size()), tricks(candidates.size()),
        points(candidates.size()), side(candidates.size());
    // The child of `node` reached by `a`, or -1 while the tree has none.
    auto childOf = [&tree](int node, const Action& a) {
        for (const int c : tree[static_cast<std::size_t>(node)].children)
            if (tree[static_cast<std::size_t>(c)].action == a)
                return c;
        return -1;
    };
    std::vector<int> path;
    std::vector<Action> legalList;
    std::array<double, MaxSeats> values{};

    // Whether the most visited choice at the root is ahead by more visits than are left.
    auto settled = [&](int done) {
        int first = 0, second = 0;
        for (std::size_t i = 1; i <= candidates.size(); ++i) {
            const int v = tree[i].visits;
            if (v > first) {
                second = first;
                first = v;
            } else if (v > second) {
                second = v;
            }
        }
        return first - second > effort.remaining(done);
    };

    const WorldPool pool = weighedWorlds(sampler, me, effort.limit(), rng);
    int iteration = 0;
    for (; !effort.over(iteration); ++iteration) {
        if (m_settings.stopWhenSettled && iteration % 64 == 63 && settled(iteration))
            break;
        GameState g = pool.worlds.empty() ? sampler.sample(rng) : pool.draw(rng);
        path.clear();
        int node = 0;
        bool expanded = false;
        while (!g.finished() && !expanded) {
            const LegalActions legal = g.legalActions();
            if (node != 0 && legal.selectCount > 0) {
                g.apply(legal.random(rng));
                continue;
            }
            if (node == 0) {
                legalList = candidates;
            } else {
                branches(legal, legalList);
            }
            // Children legal in this world become available; the untried actions may be added.
            int best = -1;
            double bestScore = -1;
            std::size_t untried = 0;
            for (const Action& a : legalList) {
                const int child = childOf(node, a);
                if (child < 0 || tree[static_cast<std::size_t>(child)].visits == 0) {
                    ++untried;
                    continue;
                }
                Node& n = tree[static_cast<std::size_t>(child)];
                ++n.available;
                const double score =
                    n.reward / n.visits +
                    m_settings.exploration * std::sqrt(std::log(n.available) / n.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = child;
                }
            }
            if (untried > 0) {
                // Try one of the actions not yet tried here, at random.
                std::size_t pick = rng.below(static_cast<std::uint32_t>(untried));
                for (const Action& a : legalList) {
                    int child = childOf(node, a);
                    if (child >= 0 && tree[static_cast<std::size_t>(child)].visits > 0)
                        continue;
                    if (pick-- > 0)
                        continue;
                    if (child < 0) {
                        child = static_cast<int>(tree.size());
                        tree.push_back({a, g.toAct, 0, 0, 0, {}});
                        tree[static_cast<std::size_t>(node)].children.push_back(child);
                    }
                    ++tree[static_cast<std::size_t>(child)].available;
                    best = child;
                    break;
                }
                expanded = true;
            }
            g.apply(tree[static_cast<std::size_t>(best)].action);
            path.push_back(best);
            node = best;
        }
        if (m_settings.playout)
            m_settings.playout(g, rng);
        else
            rules.randomPlayout(g, rng);
        rules.matchValues(g, std::span<double>(values.data(), static_cast<std::size_t>(columns)));
        for (const int n : path) {
            Node& nd = tree[static_cast<std::size_t>(n)];
            ++nd.visits;
            nd.reward += values[static_cast<std::size_t>(rules.columnOf(nd.mover))];
        }
        const auto root = static_cast<std::size_t>(path.front() - 1);
        const DealScore score = rules.score(g);
        gain[root] += rules.dealGain(score, rules.columnOf(me));
        points[root] += score.points[static_cast<std::size_t>(rules.columnOf(me))];
        tricks[root] += g.tricksOf(me);
        side[root] += sideTricks(g, me);
    }

    d.worlds = iteration;
    d.playouts = iteration;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const Node& n = tree[i + 1];
        const double visits = std::max(1, n.visits);
        d.options.push_back({n.action, n.reward / visits, gain[i] / visits, tricks[i] / visits,
                             points[i] / visits, side[i] / visits});
    }
    // The most searched action is the one the search trusts; its value breaks no ties by chance.
    std::vector<std::size_t> order(candidates.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return tree[a + 1].visits > tree[b + 1].visits;
    });
    std::vector<WeighedOption> sorted;
    for (const std::size_t i : order)
        sorted.push_back(d.options[i]);
    d.options = std::move(sorted);
    d.action = d.options.front().action;
    d.why = explainDecision(d, rules);
    d.reason = reasonText(d.why, rules);
    return d;
}

} // namespace fs
