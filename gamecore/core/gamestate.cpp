#include "core/gamestate.h"

#include "core/rules.h"

namespace fs {

GameState::GameState(const Rules& rules) : m_rules(&rules), m_pack(&rules.pack()) {}

LegalActions GameState::legalActions() const
{
    if (finished())
        return {};
    return m_rules->legalActions(*this);
}

Reason GameState::check(const Action& a) const
{
    if (finished())
        return Reason::DealOver;
    if (legalActions().contains(a))
        return Reason::None;
    const Reason r = m_rules->whyIllegal(*this, a);
    return r == Reason::None ? Reason::WrongKindOfAction : r;
}

void GameState::apply(const Action& a, EventList* events)
{
    m_rules->apply(*this, a, events);
}

Trick GameState::completedTrick(int index) const
{
    Trick t;
    if (index < 0 || index >= tricksDone)
        return t;
    const int begin = trickStarts[static_cast<std::size_t>(index)];
    const int end = index + 1 < tricksDone
                        ? trickStarts[static_cast<std::size_t>(index + 1)]
                        : (trick.empty() ? playedCount : playedCount - trick.size);
    for (int i = begin; i < end; ++i)
        t.add(playedBy[static_cast<std::size_t>(i)], played[static_cast<std::size_t>(i)]);
    t.leader = t.size ? t.seats[0] : -1;
    return t;
}

} // namespace fs
