#include "games/put/putplayer.h"

#include "core/sampler.h"
#include "games/put/putrules.h"
#include "games/put/putsolver.h"

#include <algorithm>
#include <array>
#include <vector>

namespace fs {
namespace {

// Cards of `hand` with distinct powers: suits are irrelevant, so one of each rank is enough.
CardSet distinctRanks(CardSet hand)
{
    CardSet result;
    std::uint32_t seen = 0;
    for (Card c : hand) {
        const std::uint32_t b = 1u << PutRules::power(c);
        if (!(seen & b)) {
            seen |= b;
            result.insert(c);
        }
    }
    return result;
}

// Outcome counts of one option over the samples.
struct Tally {
    int wins = 0, losses = 0, voids = 0;
    int total() const { return wins + losses + voids; }
    void add(int winner, int me) { (winner < 0 ? voids : winner == me ? wins : losses) += 1; }
    double value(double win, double loss, double none) const
    {
        const int n = total();
        return n == 0 ? none : (wins * win + losses * loss + voids * none) / n;
    }
};

// The score situation as a rough chance of winning the match: the deal's stakes weighed
// against it. A column at the target alone has won.
struct Equity {
    std::vector<int> totals;
    int mine = 0;
    int target = 5;
    double pointWeight = 0.1;

    double of(const std::vector<int>& t) const
    {
        const int top = *std::max_element(t.begin(), t.end());
        if (top >= target && std::count(t.begin(), t.end(), top) == 1)
            return t[static_cast<std::size_t>(mine)] == top ? 1.0 : 0.0;
        double others = 0;
        for (std::size_t i = 0; i < t.size(); ++i)
            if (static_cast<int>(i) != mine)
                others += t[i];
        others /= static_cast<double>(t.size() - 1);
        const double e = 1.0 / static_cast<double>(t.size()) +
                         pointWeight * (t[static_cast<std::size_t>(mine)] - others);
        return std::clamp(e, 0.02, 0.98);
    }
    double now() const { return of(totals); }
    double minePlus(int n) const
    {
        auto t = totals;
        t[static_cast<std::size_t>(mine)] += n;
        return of(t);
    }
    double othersPlus(int n) const
    {
        auto t = totals;
        for (std::size_t i = 0; i < t.size(); ++i)
            if (static_cast<int>(i) != mine)
                t[i] += n;
        return of(t);
    }
    double oneOtherPlus(int n) const
    {
        auto t = totals;
        t[static_cast<std::size_t>(mine == 0 ? 1 : 0)] += n;
        return of(t);
    }
};

struct Context {
    const PlayerView& view;
    const GameState& s;
    const PutVars& v;
    PutOptions options;
    Equity equity;
    int samples = PutPlayer::Samples;
};

Context contextOf(const PlayerView& view, double pointWeight, int samples)
{
    const GameState& s = view.state();
    const auto* rules = dynamic_cast<const PutRules*>(&s.rules());
    Context c{view, s, s.vars<PutVars>(), rules ? rules->options() : PutOptions{}, {}};
    const int columns = s.rules().columns();
    c.equity.totals.assign(s.totalsAtStart.begin(), s.totalsAtStart.begin() + columns);
    c.equity.mine = s.rules().columnOf(view.seat());
    c.equity.target = c.options.target;
    c.equity.pointWeight = pointWeight;
    c.samples = samples;
    return c;
}

// Values of a played-out deal for me: won, lost, void.
struct Stakes {
    double win, loss, none;
};

Stakes stakesOf(const Context& c, bool putSeen)
{
    const bool decider = !c.options.cotton || putSeen;
    if (decider)
        return {1.0, 0.0, c.equity.now()};
    return {c.equity.minePlus(1), c.equity.oneOtherPlus(1), c.equity.now()};
}

// Whether an opponent holding `hand` would see a put: a very high card or a fair hand, or a
// fold that would lose the match.
bool wouldSee(const Context& c, CardSet hand, int putterColumn)
{
    const Card best = PutRules::topCards(hand).lowest();
    if (best.valid() && PutRules::power(best) >= 10)
        return true;
    return c.equity.totals[static_cast<std::size_t>(putterColumn)] + 1 >= c.equity.target ||
           PutRules::handPower(hand) >= 21;
}

// Plays a card: the one with the best sampled outcome, the lowest of equals.
Card bestCard(const Context& c, Rng& rng, Tally* chosenTally = nullptr, Tally* whenSeen = nullptr,
              bool* anySee = nullptr)
{
    const int me = c.view.seat();
    const Knowledge known = knowledgeOf(c.view);
    const Sampler sampler(c.view, known);
    const CardSet options = distinctRanks(c.view.hand());
    std::array<Tally, 13> all{}, seen{};
    int seeCount = 0;
    for (int i = 0; i < c.samples; ++i) {
        const GameState world = sampler.sample(rng);
        bool sees = false;
        if (whenSeen)
            for (int seat = PutRules::nextPlayer(world, me); seat != me;
                 seat = PutRules::nextPlayer(world, seat))
                sees = sees || wouldSee(c, world.hand(seat), c.equity.mine);
        seeCount += sees ? 1 : 0;
        for (Card card : options) {
            GameState child = world;
            child.apply(Action::play(me, card));
            const int w = solvePutDeal(child);
            all[static_cast<std::size_t>(PutRules::power(card))].add(w, me);
            if (sees)
                seen[static_cast<std::size_t>(PutRules::power(card))].add(w, me);
        }
    }
    const Stakes stakes = stakesOf(c, c.v.putSeen);
    Card chosen;
    double top = -1;
    for (Card card : options) { // index order; compare by power below for the lowest of equals
        const Tally& t = all[static_cast<std::size_t>(PutRules::power(card))];
        const double value = t.value(stakes.win, stakes.loss, stakes.none);
        const bool better = value > top + 1e-9 ||
                            (value > top - 1e-9 && PutRules::power(card) < PutRules::power(chosen));
        if (!chosen.valid() || better) {
            top = value;
            chosen = card;
        }
    }
    if (chosenTally)
        *chosenTally = all[static_cast<std::size_t>(PutRules::power(chosen))];
    if (whenSeen) {
        // The best card when the put is seen, judged on those samples alone.
        double bestSeen = -1;
        const Stakes decider = stakesOf(c, true);
        for (Card card : options) {
            const Tally& t = seen[static_cast<std::size_t>(PutRules::power(card))];
            const double value = t.value(decider.win, decider.loss, decider.none);
            if (value > bestSeen) {
                bestSeen = value;
                *whenSeen = t;
            }
        }
    }
    if (anySee)
        *anySee = seeCount > 0;
    return chosen;
}

Action lead(const Context& c, Rng& rng)
{
    const int me = c.view.seat();
    const LegalActions legal = c.view.legalActions();
    Tally silent, seen;
    bool anySee = false;
    const bool canPut = legal.allowsChoice(PutChoice::Put);
    const Card card = bestCard(c, rng, &silent, canPut ? &seen : nullptr, &anySee);
    if (!legal.allowsChoice(PutChoice::ThrowIn))
        return Action::play(me, card);
    const Stakes stakes = stakesOf(c, c.v.putSeen);
    const double silentValue = silent.value(stakes.win, stakes.loss, stakes.none);
    const double throwValue = c.equity.othersPlus(1);
    double putValue = -1;
    if (canPut) {
        const Stakes decider = stakesOf(c, true);
        const double pSee = static_cast<double>(seen.total()) / c.samples;
        const double seenValue =
            anySee ? seen.value(decider.win, decider.loss, decider.none) : decider.none;
        putValue = (1 - pSee) * c.equity.minePlus(1) + pSee * seenValue;
    }
    if (putValue > silentValue + 0.01 && putValue >= throwValue)
        return Action::choose(me, PutChoice::Put);
    if (throwValue > silentValue + 0.02)
        return Action::choose(me, PutChoice::ThrowIn);
    return Action::play(me, card);
}

Action answer(const Context& c, Rng& rng)
{
    const int me = c.view.seat();
    const Knowledge known = knowledgeOf(c.view);
    const Sampler sampler(c.view, known);
    Tally t;
    for (int i = 0; i < c.samples; ++i) {
        // Seeing binds every answerer, so the putter leads and all play on.
        GameState world = sampler.sample(rng);
        world.apply(Action::choose(me, PutChoice::See));
        t.add(solvePutDeal(world), me);
    }
    const Stakes decider = stakesOf(c, true);
    // A putter tends to hold good cards: shade the sampled chance of winning.
    const double n = t.total();
    const double win = 0.85 * t.wins / n;
    const double seeValue =
        win * decider.win + (1 - win - t.voids / n) * decider.loss + (t.voids / n) * decider.none;
    auto folded = c.equity.totals;
    folded[static_cast<std::size_t>(c.s.rules().columnOf(c.v.putter))] += 1;
    const double foldValue = c.equity.of(folded);
    return Action::choose(me, seeValue + 0.02 >= foldValue ? PutChoice::See : PutChoice::Fold);
}

} // namespace

Action PutPlayer::choose(const PlayerView& view, Rng& rng) const
{
    const LegalActions legal = view.legalActions();
    const int me = view.seat();
    const Context c = contextOf(view, m_pointWeight, m_samples);
    switch (c.v.stage) {
    case PutStage::Naming:
        return Action::choose(me, PutRules::handPower(view.hand()) > ActiveThreshold
                                      ? PutChoice::PlayActive
                                      : PutChoice::Feed);
    case PutStage::Feeding:
        return Action::pass(me, CardSet(legal.select.lowest()));
    case PutStage::Discarding: {
        Card worst = legal.select.lowest();
        for (Card card : legal.select)
            if (PutRules::power(card) < PutRules::power(worst))
                worst = card;
        return Action::discard(me, CardSet(worst));
    }
    case PutStage::Lead:
        return lead(c, rng);
    case PutStage::Answer:
        return answer(c, rng);
    case PutStage::Follow:
        return Action::play(me, bestCard(c, rng));
    case PutStage::Over:
        break;
    }
    return legal.random(rng);
}

} // namespace fs
