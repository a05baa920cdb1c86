// Undo and redo at a table (net/hostedtable.h, docs/protocol.md "Undo and redo"): the one
// policy of every table, at home and on a server. A person takes back their last decision with
// what the computers did after it, never a decision of another person; with nobody else at the
// table that may reach into a deal already scored, since nobody else has seen it. What was taken
// back can be played again while the table goes the same way.

#include "net/hostedtable.h"

#include "record/gamerecord.h"

#include <algorithm>

using Json = nlohmann::json;

void HostedTable::setUndoAllowed(bool allowed)
{
    m_undo = allowed;
    if (!allowed) {
        m_redo.clear();
        m_redoSeat = -1;
    }
}

std::optional<std::size_t> HostedTable::lastDecisionOf(int seat, std::string* reason) const
{
    const auto refuse = [reason](const char* why) -> std::optional<std::size_t> {
        if (reason)
            *reason = why;
        return std::nullopt;
    };
    if (!m_undo)
        return refuse("undo-off");
    if (!m_match || m_match->over())
        return refuse("undo-none");
    bool alone = true;
    for (int i = 0; i < seats(); ++i)
        alone = alone && (i == seat || computerDrives(i));
    std::size_t floor = 0;
    if (!alone) {
        // Another person has seen the deals scored: only this deal is open to change.
        if (m_betweenDeals || !m_match->dealInProgress())
            return refuse("undo-none");
        floor = m_dealStart;
    }
    const std::vector<fs::Action>& actions = m_match->actions();
    for (std::size_t i = actions.size(); i > floor; --i) {
        const int by = actions[i - 1].seat;
        if (computerDrives(by))
            continue;
        if (by != seat)
            return refuse("undo-later"); // nobody loses a decision of theirs
        if (m_automatic.contains(i - 1))
            continue; // played for the person: taking it back alone would see it played again
        return i - 1;
    }
    return refuse("undo-none");
}

const fs::Action* HostedTable::redoableFor(int seat) const
{
    if (!m_undo || seat != m_redoSeat || !m_match || !m_match->dealInProgress() || m_betweenDeals)
        return nullptr;
    const auto decision = std::find_if(m_redo.begin(), m_redo.end(), [seat](const Step& s) {
        return s.action.seat == seat && !s.automatic;
    });
    return decision == m_redo.end() ? nullptr : &decision->action;
}

void HostedTable::followRedo(const fs::Action& action)
{
    if (m_redo.empty())
        return;
    if (m_redo.front().action == action) {
        m_redo.erase(m_redo.begin());
        return;
    }
    m_redo.clear(); // the table went another way: what was taken back is gone
    m_redoSeat = -1;
}

void HostedTable::takeBack(int seat)
{
    std::string reason;
    const std::optional<std::size_t> from = lastDecisionOf(seat, &reason);
    if (!from) {
        refuse(seat, 0, reason,
               reason == "undo-off"     ? "this table does not allow undo"
               : reason == "undo-later" ? "another person has decided since"
                                        : "this seat has no decision to take back");
        return;
    }
    const std::vector<fs::Action>& actions = m_match->actions();
    fs::GameRecord record = fs::recordOf(*m_match, m_options);
    record.actions.resize(*from);
    fs::ReplayResult replayed = fs::replayRecord(record);
    if (!replayed.ok() || !replayed.match) {
        refuse(seat, 0, "undo-none", "the position before could not be rebuilt");
        return;
    }
    std::vector<Step> taken;
    for (std::size_t i = *from; i < actions.size(); ++i)
        taken.push_back({actions[i], m_automatic.contains(i)});
    // What an earlier undo took back still follows on from here.
    taken.insert(taken.end(), m_redo.begin(), m_redo.end());
    std::set<std::size_t> automatic(m_automatic.begin(), m_automatic.lower_bound(*from));
    // The position may be in a deal already scored: the next one is dealt again when it ends.
    adoptMatch(std::move(replayed.match));
    m_automatic = std::move(automatic);
    m_redo = std::move(taken);
    m_redoSeat = seat;
    Q_EMIT changed(); // the whole table again: the journal's last lines are gone
    for (int i = 0; i < seats(); ++i) {
        if (!m_seats[static_cast<std::size_t>(i)].link)
            continue;
        Json u = update(i, nullptr);
        u["takenBack"] = seat;
        send(i, u);
    }
    advance();
}

void HostedTable::redo(int seat)
{
    if (!redoableFor(seat)) {
        refuse(seat, 0, "redo-none", "this seat has nothing taken back to play again");
        return;
    }
    // Up to the seat's decision; the computers then decide as they did, and follow the rest.
    m_redoing = true;
    while (!m_redo.empty() && m_match->dealInProgress()) {
        const Step step = m_redo.front();
        if (m_match->state().check(step.action) != fs::Reason::None) {
            m_redo.clear();
            m_redoSeat = -1;
            break;
        }
        apply(step.action, step.automatic);
        if (step.action.seat == seat && !step.automatic)
            break;
    }
    m_redoing = false;
    advance();
}
