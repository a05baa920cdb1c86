#include "session/decisioncommand.h"

DecisionCommand::DecisionCommand(GoTo goTo, std::vector<fs::Action> actions, std::size_t before,
                                 const QString& text, bool automatic)
    : m_goTo(std::move(goTo)), m_actions(std::move(actions)), m_before(before),
      m_automatic(automatic)
{
    setText(text);
}

void DecisionCommand::undo()
{
    m_done = false;
    m_goTo(m_actions, m_before);
}

void DecisionCommand::redo()
{
    if (m_done)
        return; // pushed after the decision was played
    m_done = true;
    m_goTo(m_actions, m_actions.size());
}

bool DecisionCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const DecisionCommand*>(other);
    // Only a card played for the person, right after this decision and its consequences.
    if (!next->m_automatic || next->m_before < m_actions.size())
        return false;
    m_actions = next->m_actions;
    return true;
}
