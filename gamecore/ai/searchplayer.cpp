#include "ai/searchplayer.h"

#include "ai/actionlist.h"
#include "ai/decisionreason.h"
#include "ai/effort.h"
#include "core/rules.h"
#include "core/sampler.h"

#include <algorithm>

namespace fs {

namespace {

// Binomial coefficient, saturating: only compared with small limits.
long long ways(int n, int k)
{
    long long r = 1;
    for (int i = 1; i <= k; ++i) {
        r = r * (n - k + i) / i;
        if (r > 1'000'000)
            return r;
    }
    return r;
}

struct Tally {
    double value = 0, gain = 0, tricks = 0, points = 0, sideTricks = 0;
};

} // namespace

SearchPlayer::SearchPlayer(SearchSettings settings, std::shared_ptr<const ComputerPlayer> heuristic)
    : m_settings(settings), m_heuristic(std::move(heuristic))
{
}

std::vector<Action> SearchPlayer::candidates(const PlayerView& view, Rng& rng) const
{
    const LegalActions legal = view.legalActions();
    std::vector<Action> out;
    appendSimpleActions(legal, out);
    if (legal.selectCount == 0)
        return out;
    if (ways(legal.select.size(), legal.selectCount) <= m_settings.enumerateUpTo) {
        appendAllSelections(legal, out);
        return out;
    }
    // Too many ways: the heuristic's choice, and variants that swap one card of it for another.
    Rng own = rng;
    const Action proposed = m_heuristic->choose(view, own);
    out.push_back(proposed);
    const CardSet kept = legal.select - proposed.cards;
    for (int i = 0; i < m_settings.passVariants && !kept.empty(); ++i) {
        Action variant = proposed;
        const Card out1 = proposed.cards.nth(
            static_cast<int>(rng.below(static_cast<std::uint32_t>(proposed.cards.size()))));
        const Card in1 =
            kept.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(kept.size()))));
        variant.cards.remove(out1);
        variant.cards.insert(in1);
        if (std::find_if(out.begin(), out.end(),
                         [&](const Action& a) { return a.cards == variant.cards; }) == out.end())
            out.push_back(variant);
    }
    return out;
}

void SearchPlayer::playOut(GameState& g, Rng& rng) const
{
    if (!m_settings.heuristicRollouts) {
        if (m_settings.playout)
            m_settings.playout(g, rng);
        else
            g.rules().randomPlayout(g, rng);
        return;
    }
    const ComputerPlayer& player =
        m_settings.rolloutPlayer ? *m_settings.rolloutPlayer : *m_heuristic;
    while (!g.finished()) {
        const PlayerView seen(g, g.toAct);
        g.apply(player.choose(seen, rng));
    }
}

double SearchPlayer::tellWeight(const GameState& world, int seat, Rng& rng) const
{
    if (m_settings.worldWeight)
        return m_settings.worldWeight(world, seat);
    if (!m_settings.readTells)
        return 1.0;
    GameState before = world;
    Action taken;
    if (!world.rules().lastTell(world, seat, before, taken))
        return 1.0;
    const Action heuristic = m_heuristic->choose(PlayerView(before, taken.seat), rng);
    return heuristic == taken ? 1.0 : TellMismatchWeight;
}

Action SearchPlayer::choose(const PlayerView& view, Rng& rng) const
{
    return decide(view, rng, Thinking{}).action;
}

Decision SearchPlayer::decide(const PlayerView& view, Rng& rng, const Thinking& thinking) const
{
    const std::vector<Action> options = candidates(view, rng);
    Decision d;
    if (options.empty())
        return d;
    if (options.size() == 1)
        return onlyChoice(options.front());
    const Knowledge knowledge = knowledgeOf(view);
    const Sampler sampler(view, knowledge);
    const Rules& rules = view.state().rules();
    const int seat = view.seat();
    const int column = rules.columnOf(seat);
    std::vector<Tally> tallies(options.size());
    const int counted =
        m_settings.worldsFor ? m_settings.worldsFor(view.state().seats()) : m_settings.worlds;
    const Effort effort(thinking, counted, m_settings.timedWorlds);
    // Whether the best value so far is ahead of every other by more than the deals left could
    // take back: each adds at most its weight, at most 1, to a choice's sum.
    auto settled = [&](int done) {
        double first = -1, second = -1;
        for (const Tally& t : tallies) {
            if (t.value > first) {
                second = first;
                first = t.value;
            } else if (t.value > second) {
                second = t.value;
            }
        }
        return first - second > effort.remaining(done);
    };
    int worlds = 0;
    double totalWeight = 0;
    for (; !effort.over(worlds); ++worlds) {
        if (worlds % 8 == 7 && settled(worlds))
            break;
        const GameState world = sampler.sample(rng);
        const double weight = tellWeight(world, seat, rng);
        totalWeight += weight;
        for (std::size_t i = 0; i < options.size(); ++i) {
            GameState g = world;
            g.apply(options[i]);
            playOut(g, rng);
            Tally& t = tallies[i];
            const DealScore score = rules.score(g);
            t.value += weight * rules.matchValue(g, column);
            t.gain += weight * rules.dealGain(score, column);
            t.tricks += weight * g.tricksOf(seat);
            t.points += weight * score.points[static_cast<std::size_t>(column)];
            t.sideTricks += weight * fs::sideTricks(g, seat);
        }
    }
    if (totalWeight <= 0) // no deal explains the others' choices: count them all alike
        totalWeight = 1;
    d.worlds = worlds;
    d.playouts = static_cast<long>(worlds) * static_cast<long>(options.size());
    for (std::size_t i = 0; i < options.size(); ++i) {
        const Tally& t = tallies[i];
        d.options.push_back({options[i], t.value / totalWeight, t.gain / totalWeight,
                             t.tricks / totalWeight, t.points / totalWeight,
                             t.sideTricks / totalWeight});
    }
    // Best first; equal values go to the greater gain, then to the order of the candidates, so a
    // choice never depends on anything but the view and the generator.
    std::stable_sort(d.options.begin(), d.options.end(),
                     [](const WeighedOption& a, const WeighedOption& b) {
                         if (a.value != b.value)
                             return a.value > b.value;
                         return a.gain > b.gain;
                     });
    d.action = d.options.front().action;
    d.why = explainDecision(d, rules);
    d.reason = reasonText(d.why, rules);
    return d;
}

} // namespace fs
