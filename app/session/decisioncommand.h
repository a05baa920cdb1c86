#pragma once
// One decision of the person's (a card, a pass, a bid, a choice) on the undo stack. Undoing it
// goes back to the position just before it; redoing it goes to the position just after it, and
// the computer seats then play on as they did, since their choices follow from the seed and the
// number of actions (fs::decisionRng). Both are a record prefix handed to the controller, so a
// computer seat thinking at that moment is simply forgotten.
//
// A card the table played on its own (the only legal one) is merged into the decision before
// it: undoing that would only see the table play it again.

#include "core/action.h"

#include <QUndoCommand>

#include <functional>
#include <vector>

class DecisionCommand : public QUndoCommand {
public:
    // Goes to the position after this many actions of the given list.
    using GoTo = std::function<void(const std::vector<fs::Action>& actions, std::size_t count)>;

    // `actions` is the match's list up to and including the decision; the decision has already
    // been played when the command is pushed, so the first redo() does nothing.
    DecisionCommand(GoTo goTo, std::vector<fs::Action> actions, std::size_t before,
                    const QString& text, bool automatic);

    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override;

    std::size_t before() const { return m_before; }
    std::size_t after() const { return m_actions.size(); }

private:
    GoTo m_goTo;
    std::vector<fs::Action> m_actions;
    std::size_t m_before;
    bool m_automatic;
    bool m_done = true;
};
