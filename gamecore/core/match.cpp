#include "core/match.h"

#include <algorithm>

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

Match::Match(std::shared_ptr<const Rules> rules, std::uint64_t seed, int firstDealer)
    : m_rules(std::move(rules)), m_seed(seed), m_rng(seed),
      m_firstDealer(firstDealer >= 0 ? firstDealer : m_rules->firstDealer(m_rng.next()))
{
}

int Match::nextDealer() const
{
    return (m_firstDealer + dealsPlayed()) % m_rules->seats();
}

void Match::startDeal(EventList* events)
{
    startDeal(shuffledPack(m_rules->pack(), m_rng), events);
}

void Match::startDeal(const std::vector<Card>& order, EventList* events)
{
    DealSetup setup;
    setup.dealIndex = dealsPlayed();
    setup.dealer = nextDealer();
    setup.orderSize = static_cast<int>(std::min<std::size_t>(order.size(), setup.order.size()));
    std::copy_n(order.begin(), setup.orderSize, setup.order.begin());
    const std::vector<int> sums = totals();
    for (std::size_t i = 0; i < sums.size() && i < setup.totals.size(); ++i)
        setup.totals[i] = sums[i];
    m_orders.push_back(order);
    m_state = m_rules->newDeal(setup, events);
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
    m_rows.push_back(row);
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
