#include "record/gamerecord.h"

#include "registry/gameregistry.h"

#include <string>

namespace fs {
namespace {

// Whether replaying the seed alone gives the match's deals. Match draws the first dealer from
// its generator only when none was given, so both ways of starting are tried.
bool seedReproducesDeals(const Match& match, bool drawsFirstDealer)
{
    Rng rng(match.seed());
    if (drawsFirstDealer && match.rules().firstDealer(rng.next()) != match.firstDealer())
        return false;
    for (const std::vector<Card>& order : match.dealOrders())
        if (shuffledPack(match.rules().pack(), rng) != order)
            return false;
    return true;
}

std::string cardList(CardSet cards, const Pack& pack)
{
    std::string text;
    for (Card c : cards) {
        if (!text.empty())
            text += ' ';
        text += pack.name(c);
    }
    return text;
}

// Hands out the card order of each new deal: the record's explicit orders first, then the seed.
class DealFeeder {
public:
    explicit DealFeeder(const GameRecord& record) : m_record(record) {}

    bool canDeal() const
    {
        return m_record.seed || (m_record.deals && m_used < m_record.deals->size());
    }
    // The orders were checked before the replay began (checkSetup).
    bool deal(Match& match)
    {
        if (m_record.deals && m_used < m_record.deals->size())
            return match.startDeal((*m_record.deals)[m_used++]);
        match.startDeal();
        return true;
    }
    std::size_t used() const { return m_used; }

private:
    const GameRecord& m_record;
    std::size_t m_used = 0;
};

RecordError actionError(RecordErrorKind kind, int number, const Action& a, const Rules& rules,
                        std::string_view why)
{
    return {kind,
            "action " + std::to_string(number) + " (" +
                describeAction(a, rules.pack(), rules.vocabulary()) + "): " + std::string(why),
            number};
}

// What parseRecord checks, checked again for a record built in code: replayRecord is the door
// every caller goes through, so it may not trust that the text reader came first.
RecordError checkSetup(const GameRecord& record, const Rules& rules)
{
    if (!record.seed && !record.deals)
        return {RecordErrorKind::Malformed, "the record has neither a seed nor deals", 0};
    if (record.firstDealer && (*record.firstDealer < 0 || *record.firstDealer >= rules.seats()))
        return {RecordErrorKind::BadSetup,
                "firstDealer: " + std::to_string(*record.firstDealer) + " is not one of the " +
                    std::to_string(rules.seats()) + " seats",
                0};
    if (!record.seed && !record.firstDealer)
        return {RecordErrorKind::Malformed, "a record without a seed must give firstDealer", 0};
    if (record.deals)
        for (std::size_t i = 0; i < record.deals->size(); ++i)
            if (const std::string why = dealOrderProblem((*record.deals)[i], rules.pack());
                !why.empty())
                return {RecordErrorKind::BadDeal, "deals[" + std::to_string(i) + "]: " + why, 0};
    return {};
}

} // namespace

std::string describeAction(const Action& a, const Pack& pack, const Vocabulary& words)
{
    std::string text = "seat " + std::to_string(a.seat) + ' ';
    switch (a.kind) {
    case ActionKind::Play:
        return text + "plays " + cardList(a.cards, pack);
    case ActionKind::Pass:
        return text + "passes " + cardList(a.cards, pack);
    case ActionKind::Discard:
        return text + "discards " + cardList(a.cards, pack);
    case ActionKind::Bid:
        return text + "bids " + std::to_string(a.value);
    case ActionKind::Choose:
        return text + "chooses " + std::string(choiceName(words, a.choice()));
    }
    return text + "does something unknown";
}

GameRecord recordOf(const Match& match, const Options& options, DealSource source)
{
    GameRecord record;
    record.game = std::string(match.rules().gameId());
    record.players = match.rules().seats();
    record.options = options;
    record.seed = match.seed();
    record.actions = match.actions();
    if (source == DealSource::Auto && seedReproducesDeals(match, true))
        return record; // the seed says it all, the first dealer included
    record.firstDealer = match.firstDealer();
    if (source == DealSource::Auto && seedReproducesDeals(match, false))
        return record;
    record.deals = match.dealOrders();
    return record;
}

GameRecord recordOfFinishedDeals(const Match& match, const Options& options)
{
    GameRecord record = recordOf(match, options, DealSource::Explicit);
    if (match.over())
        return record;
    // Count the actions of the finished deals by replaying them.
    Match replay(match.rulesPtr(), match.seed(), match.firstDealer());
    std::size_t actions = 0;
    for (int deal = 0; deal < match.dealsPlayed(); ++deal) {
        if (!replay.startDeal(match.dealOrders()[static_cast<std::size_t>(deal)]))
            break;
        while (replay.dealInProgress() && actions < match.actions().size())
            replay.apply(match.actions()[actions++]);
    }
    record.seed.reset();
    record.firstDealer = match.firstDealer();
    record.actions.resize(actions);
    record.deals->resize(static_cast<std::size_t>(match.dealsPlayed()));
    return record;
}

ReplayResult replayRecord(const GameRecord& record)
{
    ReplayResult result;
    std::string why;
    const auto rules = createRules(record.game, record.players, record.options, why);
    if (!rules) {
        result.error = {RecordErrorKind::BadSetup, why, 0};
        return result;
    }
    if (RecordError problem = checkSetup(record, *rules)) {
        result.error = std::move(problem);
        return result;
    }
    result.match =
        std::make_unique<Match>(rules, record.seed.value_or(0), record.firstDealer.value_or(-1));
    Match& match = *result.match;
    DealFeeder feeder(record);
    int inThisDeal = 0;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const Action& a = record.actions[i];
        const int number = static_cast<int>(i) + 1;
        if (match.over()) {
            result.error = actionError(RecordErrorKind::AfterMatchEnd, number, a, *rules,
                                       "the match is already over");
            return result;
        }
        if (!match.dealInProgress()) {
            if (!feeder.canDeal()) {
                result.error = actionError(RecordErrorKind::BadDeal, number, a, *rules,
                                           "it needs deal " + std::to_string(feeder.used() + 1) +
                                               " but the record lists only " +
                                               std::to_string(feeder.used()) + " and no seed");
                return result;
            }
            if (!feeder.deal(match)) {
                result.error = {RecordErrorKind::BadDeal, "a deal is not a shuffled pack", number};
                return result;
            }
            inThisDeal = 0;
        }
        const Reason refused = match.apply(a);
        if (refused != Reason::None) {
            result.error = actionError(RecordErrorKind::IllegalAction, number, a, *rules,
                                       reasonName(rules->vocabulary(), refused));
            return result;
        }
        ++result.actionsApplied;
        ++inThisDeal;
    }
    result.endsMidDeal = match.dealInProgress() && inThisDeal > 0;
    // Deal the next hand as the table would, so a saved game resumes where it stopped.
    if (!match.over() && !match.dealInProgress() && feeder.canDeal() && !feeder.deal(match))
        result.error = {RecordErrorKind::BadDeal, "a deal is not a shuffled pack", 0};
    return result;
}

} // namespace fs
