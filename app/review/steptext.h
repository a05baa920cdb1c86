#pragma once
// The one line the review shows under the table for each step ("West leads the 4♣; North takes
// the trick"), worded from the core's events. Of a finished deal the review knows every card, so
// passes, discards and draws are named in full; of a deal in progress it gets the events as the
// viewing seat saw them, and says how many cards where it may not say which.

#include "core/action.h"
#include "core/event.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class GameFace;

namespace fs {
class GameState;
class Rules;
} // namespace fs

class StepText {
    Q_DECLARE_TR_FUNCTIONS(StepText)

public:
    // `names` names every seat; `personSeat` (or -1) is the seat called "You", whose sentences
    // take the second person ("You lead", not "You leads").
    StepText(const fs::Rules& rules, const GameFace& face, QStringList names, int personSeat);

    // The deal as it starts: who dealt how many cards, and what was turned up.
    QString dealt(const fs::GameState& state, const fs::EventList& opening) const;
    // What an action did, given the state before it (to tell a lead from a follow).
    QString action(const fs::GameState& before, const fs::Action& action,
                   const fs::EventList& events) const;

    // "4♣", "3 of coins (Monsieur)".
    QString card(fs::Card card) const;
    // Clauses one after the other in one line: "North plays Q♥; North wins the trick".
    static QString joinClauses(const QStringList& clauses);
    // "the 2♣, the 9♦ and the Q♠"; "6 cards" beyond `named` cards.
    QString cards(fs::CardSet cards, int named = 4) const;

private:
    QString event(const fs::GameState& before, const fs::Event& e) const;
    QString draws(const fs::EventList& events, int& index) const;
    // A sentence about a seat: `third` ("%1 leads %2") for others, `second` ("You lead %2") for
    // the person; `second` takes the same arguments from %2 on.
    QString says(int seat, const QString& third, const QString& second) const;
    QString name(int seat) const;
    // The seat as the object of a sentence: "North", or "you".
    QString object(int seat) const;

    const fs::Rules& m_rules;
    const GameFace& m_face;
    QStringList m_names;
    int m_person;
};
