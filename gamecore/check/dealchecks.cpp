#include "check/dealchecks.h"

#include "record/gamerecord.h"

namespace fs::check {

bool sameLegal(const LegalActions& a, const LegalActions& b)
{
    return a.seat == b.seat && a.play == b.play && a.select == b.select &&
           a.selectCount == b.selectCount && (a.selectCount == 0 || a.selectKind == b.selectKind) &&
           a.bids == b.bids && a.choices == b.choices;
}

bool sameEvent(const Event& a, const Event& b)
{
    return a.kind == b.kind && a.seat == b.seat && a.other == b.other && a.value == b.value &&
           a.card == b.card && a.cards == b.cards;
}

bool sameState(const GameState& a, const GameState& b)
{
    return a.phase == b.phase && a.toAct == b.toAct && a.trump == b.trump && a.hands == b.hands &&
           a.won == b.won && a.tricksWon == b.tricksWon && a.bids == b.bids &&
           a.playedCount == b.playedCount && a.played == b.played && a.tricksDone == b.tricksDone &&
           a.stockSize == b.stockSize && a.turnUp == b.turnUp;
}

std::string cardsAccountedFor(const GameState& s)
{
    CardSet seen;
    for (int seat = 0; seat < s.seats(); ++seat) {
        if (seen.intersects(s.hand(seat)))
            return "a card is in two hands";
        seen |= s.hand(seat);
    }
    for (int i = 0; i < s.playedCount; ++i) {
        const Card c = s.played[static_cast<std::size_t>(i)];
        if (!c.valid() || c.index >= s.pack().size())
            return "a card outside the pack was played";
        if (seen.contains(c))
            return "card " + s.pack().name(c) + " was played twice or is still in a hand";
        seen.insert(c);
    }
    if (!s.pack().all().containsAll(seen))
        return "a card outside the pack";
    return {};
}

std::string where(const Match& match)
{
    return "seed " + std::to_string(match.seed()) + ", deal " +
           std::to_string(match.dealsPlayed() + 1) + ", action " +
           std::to_string(match.actions().size() + 1);
}

std::string position(const Match& match)
{
    const GameState& s = match.state();
    const LegalActions legal = s.legalActions();
    if (legal.empty())
        return "no legal action before the end of the deal";
    if (legal.seat != s.toAct || s.toAct < 0 || s.toAct >= s.seats())
        return "legal actions for the wrong seat";
    if (std::string why = cardsAccountedFor(s); !why.empty())
        return why;
    const PlayerView view = match.viewFor(s.toAct);
    if (!sameLegal(view.legalActions(), legal))
        return "the seat's view gives other legal actions than the full state";
    for (int other = 0; other < s.seats(); ++other)
        if (other != s.toAct && !view.state().hand(other).empty())
            return "a view shows another seat's hand";
    return {};
}

std::string applyAndCompare(Match& match, const Action& action)
{
    const GameState before = match.state();
    GameState copy = before;
    EventList copyEvents;
    copy.apply(action, &copyEvents);
    EventList events;
    const Reason why = match.apply(action, &events);
    if (why != Reason::None)
        return "the player's action was refused: " +
               std::string(reasonName(match.rules().vocabulary(), why)) + " (" +
               describeAction(action, before.pack(), match.rules().vocabulary()) + ")";
    if (!sameState(copy, match.state()))
        return "a copied state diverged";
    // The match adds its own events (DealScored, MatchEnded) after the deal's.
    if (events.size() < copyEvents.size())
        return "a copy reported other events";
    for (int i = 0; i < copyEvents.size(); ++i)
        if (!sameEvent(copyEvents[i], events[i]))
            return "a copy reported other events";
    return {};
}

std::string recordReplays(const Match& match, const Options& options)
{
    const ParsedRecord parsed = parseRecord(writeRecord(match, options));
    if (!parsed.ok())
        return "the record does not parse: " + parsed.error.message;
    const ReplayResult replay = replayRecord(parsed.record);
    if (!replay.ok())
        return "the record does not replay: " + replay.error.message;
    const Match& again = *replay.match;
    if (again.dealsPlayed() != match.dealsPlayed() || again.totals() != match.totals() ||
        again.over() != match.over())
        return "the record replays to another score sheet";
    for (std::size_t d = 0; d < match.rows().size(); ++d)
        if (again.rows()[d].points != match.rows()[d].points)
            return "the record replays deal " + std::to_string(d + 1) + " to other points";
    return {};
}

} // namespace fs::check
