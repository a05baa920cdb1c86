#include "review/dealreplay.h"

#include "review/steptext.h"
#include "scoresheet/vectorindex.h"
#include "text/coretext.h"
#include "text/gametext.h"

#include <span>

namespace {

// What the state alone forgets between actions: passes in flight, discards, bids as made, who
// fixed trumps. It notes only the events as the viewing seat saw them, so a deal in progress
// keeps others' passes and discards hidden here too.
struct Tracked {
    std::vector<fs::CardSet> passing;
    std::vector<fs::CardSet> discarded;
    std::vector<int> bids;
    int trumpBy = -1;

    explicit Tracked(int seats) : passing(at(seats)), discarded(at(seats)), bids(at(seats), -1) {}

    void note(const fs::EventList& events)
    {
        for (const fs::Event& e : events) {
            if (e.kind == fs::EventKind::TrumpFixed)
                trumpBy = e.seat;
            if (e.seat < 0 || at(e.seat) >= bids.size())
                continue;
            if (e.kind == fs::EventKind::CardsPassed)
                passing[at(e.seat)] |= e.cards;
            else if (e.kind == fs::EventKind::Discarded)
                discarded[at(e.seat)] |= e.cards;
            else if (e.kind == fs::EventKind::BidMade)
                bids[at(e.seat)] = e.value;
        }
    }
};

bool closesTrick(const fs::EventList& events)
{
    for (const fs::Event& e : events)
        if (e.kind == fs::EventKind::TrickTaken || e.kind == fs::EventKind::TrickSpoiled)
            return true;
    return false;
}

std::vector<ReplayPlay> playsOf(const fs::Trick& trick)
{
    std::vector<ReplayPlay> plays;
    for (int i = 0; i < trick.size; ++i)
        plays.push_back({trick.seat(i), trick.card(i)});
    return plays;
}

// The events of an action as `viewer` saw them; all of them as they were when `open`.
fs::EventList seenBy(const fs::GameState& after, const fs::EventList& events, int viewer, bool open)
{
    if (open)
        return events;
    fs::EventList seen;
    for (const fs::Event& e : events)
        seen.push(after.rules().eventSeenBy(after, e, viewer));
    return seen;
}

// One step of the deal: from the full state when `open` (a finished deal), else from what the
// viewing seat may see of it (the core's PlayerView).
ReplayStep stepOf(const fs::GameState& full, Tracked& tracked, const fs::EventList& events,
                  int viewer, bool open)
{
    tracked.note(events);
    ReplayStep step;
    step.view.emplace(full, viewer);
    const fs::GameState& s = open ? full : step.view->state();
    step.handsOpen = open;
    step.phase = s.phase;
    step.toAct = s.finished() ? -1 : s.toAct;
    fs::CardSet held;
    for (int seat = 0; seat < s.seats(); ++seat) {
        step.hands.push_back(s.hand(seat));
        step.handSizes.push_back(step.view->handSize(seat));
        step.tricksWon.push_back(s.tricksOf(seat));
        held |= s.hand(seat);
    }
    // A pass is in flight until its cards reach a hand (at once in Put, all together in Hearts).
    for (fs::CardSet& cards : tracked.passing)
        cards -= held;
    step.passing = tracked.passing;
    step.discarded = tracked.discarded;
    step.bids = tracked.bids;
    for (int i = 0; i < s.stockSize; ++i)
        if (s.stock[at(i)].valid())
            step.stock.insert(s.stock[at(i)]);
    step.stockCount = s.stockSize;
    for (int i = 0; i < s.playedCount; ++i)
        step.played.insert(s.played[at(i)]);
    step.trickClosed = closesTrick(events) && s.tricksDone > 0;
    if (step.trickClosed) {
        step.trick = playsOf(s.completedTrick(s.tricksDone - 1));
        step.trickNumber = s.tricksDone;
    } else {
        step.trick = playsOf(s.trick);
        step.trickNumber = s.tricksDone + 1;
    }
    step.lastTrickWinner = s.tricksDone > 0 ? s.completedTrickWinner(s.tricksDone - 1) : -1;
    step.trump = s.trump;
    step.trumpBy = s.trump >= 0 ? tracked.trumpBy : -1;
    step.turnUp = s.turnUp;
    return step;
}

} // namespace

DealReplay::DealReplay(const fs::GameRecord& record)
{
    const fs::ReplayResult result = fs::replayRecord(record);
    if (result.error)
        m_error = CoreText::recordProblem(result.error, &record);
    if (!result.match)
        return;
    take(*result.match);
    const int seats = m_rules->seats();
    for (int seat = 0; seat < seats; ++seat) {
        const bool named = record.names.size() == at(seats) && !record.names[at(seat)].empty();
        m_names << (named ? QString::fromStdString(record.names[at(seat)])
                          : GameText::seatName(seat, seats));
    }
    // Only a seat the record itself calls "You" speaks in the second person.
    m_person = m_names.indexOf(GameText::seatName(0, seats));
    m_viewer = std::max(0, m_person);
}

DealReplay::DealReplay(const fs::Match& match, const QStringList& names, int personSeat)
    : m_person(personSeat), m_viewer(std::max(0, personSeat))
{
    take(match);
    for (int seat = 0; seat < m_rules->seats(); ++seat)
        m_names << names.value(seat, GameText::seatName(seat, m_rules->seats()));
}

void DealReplay::take(const fs::Match& match)
{
    m_rules = match.rulesPtr();
    m_seed = match.seed();
    m_firstDealer = match.firstDealer();
    m_orders = match.dealOrders();
    m_actions = match.actions();
    m_rows = match.rows();
    m_dealCount = static_cast<int>(m_rows.size());
    if (match.dealInProgress() && m_orders.size() > m_rows.size()) {
        std::size_t next = 0;
        const fs::Match upTo = replayUpTo(m_dealCount, next);
        if (next < m_actions.size())
            ++m_dealCount;
    }
}

fs::Match DealReplay::replayUpTo(int deal, std::size_t& next) const
{
    // Replaying from the first deal gives each deal the totals it started from, which some
    // rules and players read.
    fs::Match match(m_rules, m_seed, m_firstDealer);
    next = 0;
    for (int d = 0; d < deal && at(d) < m_orders.size(); ++d) {
        if (!match.startDeal(m_orders[at(d)]))
            break;
        while (match.dealInProgress() && next < m_actions.size())
            match.apply(m_actions[next++]);
    }
    return match;
}

QString DealReplay::gameId() const
{
    return m_rules ? QString::fromUtf8(m_rules->gameId().data(),
                                       static_cast<qsizetype>(m_rules->gameId().size()))
                   : QString();
}

int DealReplay::dealerOf(int deal) const
{
    if (!m_rules || deal < 0)
        return -1;
    const std::size_t before = std::min(static_cast<std::size_t>(deal), m_rows.size());
    return m_rules->dealerOf(m_firstDealer, std::span(m_rows).first(before));
}

std::vector<int> DealReplay::totalsAfter(int deal) const
{
    if (!m_rules)
        return {};
    const std::size_t count = deal < 0 ? 0 : std::min(at(deal + 1), m_rows.size());
    return m_rules->totals(std::span<const fs::ScoreRow>(m_rows.data(), count));
}

std::vector<ReplayStep> DealReplay::steps(int deal, const GameFace& face) const
{
    if (!m_rules || deal < 0 || deal >= dealCount())
        return {};
    std::size_t next = 0;
    fs::Match match = replayUpTo(deal, next);
    if (match.dealsPlayed() != deal)
        return {};
    fs::EventList events;
    if (!match.startDeal(m_orders[at(deal)], &events))
        return {};
    // A deal in progress is shown only as the viewing seat sees it: the core decides what that
    // is (PlayerView, Rules::eventSeenBy), from the first step on.
    const bool open = isFinished(deal);
    const StepText text(*m_rules, face, m_names, m_person);
    Tracked tracked(m_rules->seats());
    const fs::EventList opening = seenBy(match.state(), events, m_viewer, open);
    std::vector<ReplayStep> steps{stepOf(match.state(), tracked, opening, m_viewer, open)};
    steps.back().description = text.dealt(match.state(), opening);
    for (int index = 0; match.dealInProgress() && next < m_actions.size(); ++index) {
        const fs::Action action = m_actions[next++];
        const fs::GameState before = match.state();
        events.clear();
        if (match.apply(action, &events) != fs::Reason::None)
            break; // replayRecord checked every action; only a changed rule set gets here
        const fs::EventList seen = seenBy(match.state(), events, m_viewer, open);
        ReplayStep step = stepOf(match.state(), tracked, seen, m_viewer, open);
        step.actionIndex = index;
        step.actor = action.seat;
        step.lastMove = open || action.seat == m_viewer ? action.cards : fs::CardSet();
        step.description = text.action(before, action, seen);
        steps.push_back(std::move(step));
    }
    return steps;
}
