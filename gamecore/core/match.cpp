#include "core/match.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace fs {

std::vector<Card> shuffledPack(const Pack& pack, Rng& rng)
{
    std::vector<Card> order;
    order.reserve(static_cast<std::size_t>(pack.size()));
    for (int i = 0; i < pack.size(); ++i)
        order.emplace_back(i);
    for (std::size_t i = order.size() - 1; i > 0; --i)
        std::swap(order[i], order[rng.below(static_cast<std::uint32_t>(i + 1))]);
    return order;
}

std::string dealOrderProblem(const std::vector<Card>& order, const Pack& pack)
{
    if (order.size() != static_cast<std::size_t>(pack.size()))
        return "has " + std::to_string(order.size()) + " cards; the pack has " +
               std::to_string(pack.size());
    CardSet seen;
    for (const Card c : order) {
        if (!c.valid() || c.index >= pack.size())
            return "holds a card that is not in the pack";
        if (seen.contains(c))
            return pack.name(c) + " appears twice";
        seen.insert(c);
    }
    return {};
}

namespace {

std::shared_ptr<const Rules> checkedRules(std::shared_ptr<const Rules> rules)
{
    if (!rules)
        throw std::invalid_argument("Match needs rules");
    return rules;
}

// What a player writes beside the points, read off the finished deal.
void fillFacts(ScoreRow& row, const GameState& s, const Rules& rules)
{
    row.facts = rules.dealFacts(s);
    for (int seat = 0; seat < s.seats(); ++seat) {
        row.tricks.push_back(s.tricksOf(seat));
        if (row.facts.bidding)
            row.bids.push_back(s.bids[static_cast<std::size_t>(seat)]);
    }
    row.trump = s.trump;
    for (int t = 0; t < s.tricksDone; ++t)
        if (s.completedTrickWinner(t) < 0)
            ++row.spoiledTricks;
}

} // namespace

Match::Match(std::shared_ptr<const Rules> rules, std::uint64_t seed, int firstDealer)
    : m_rules(checkedRules(std::move(rules))), m_seed(seed), m_rng(seed),
      m_firstDealer(firstDealer >= 0 ? firstDealer : m_rules->firstDealer(m_rng.next()))
{
    if (m_firstDealer >= m_rules->seats())
        throw std::invalid_argument("first dealer " + std::to_string(m_firstDealer) +
                                    " is not one of the " + std::to_string(m_rules->seats()) +
                                    " seats");
}

int Match::nextDealer() const
{
    return m_rules->dealerOf(m_firstDealer, m_rows);
}

void Match::startDeal(EventList* events)
{
    const bool dealt = startDeal(shuffledPack(m_rules->pack(), m_rng), events);
    FS_ASSERT(dealt); // a shuffle is always the whole pack
    static_cast<void>(dealt);
}

bool Match::startDeal(const std::vector<Card>& order, EventList* events)
{
    // The rules deal by indexing with every card: a short or repeated order would reach past
    // the pack (and past the state's arrays) instead of being refused.
    if (!dealOrderProblem(order, m_rules->pack()).empty())
        return false;
    DealSetup setup;
    setup.dealIndex = dealsPlayed();
    setup.dealer = nextDealer();
    setup.orderSize = static_cast<int>(order.size());
    std::copy(order.begin(), order.end(), setup.order.begin());
    const std::vector<int> sums = totals();
    for (std::size_t i = 0; i < sums.size() && i < setup.totals.size(); ++i)
        setup.totals[i] = sums[i];
    m_orders.push_back(order);
    m_state = m_rules->newDeal(setup, events);
    return true;
}

Reason Match::apply(const Action& a, EventList* events)
{
    if (!dealInProgress())
        return Reason::DealOver;
    const Reason why = m_state->check(a);
    if (why != Reason::None)
        return why;
    m_state->apply(a, events);
    m_actions.push_back(a);
    if (m_state->finished())
        scoreDeal(events);
    return Reason::None;
}

void Match::scoreDeal(EventList* events)
{
    const DealScore score = m_rules->score(*m_state);
    ScoreRow row;
    row.dealIndex = m_state->dealIndex;
    row.dealer = m_state->dealer;
    row.points.assign(score.points.begin(), score.points.begin() + m_rules->columns());
    row.note = score.note;
    row.noteSeat = score.noteSeat;
    row.noteOnColumn = score.noteOnColumn;
    fillFacts(row, *m_state, *m_rules);
    row.winsMatch = score.winsMatch;
    m_rows.push_back(std::move(row));
    emit(events, {EventKind::DealScored, -1, -1, 0, {}, {}});
    if (score.winsMatch >= 0) {
        m_status.over = true;
        m_status.winners = {score.winsMatch};
    } else {
        const std::vector<int> sums = totals();
        m_status = m_rules->matchStatus(m_rows, sums);
    }
    if (m_status.over)
        emit(events, {EventKind::MatchEnded, -1, -1, 0, {}, {}});
}

std::vector<int> Match::totals() const
{
    return m_rules->totals(m_rows);
}

} // namespace fs
