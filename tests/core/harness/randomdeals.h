#pragma once
// The random-simulation harness every game's tests share: seeded matches between the game's
// computer player and a random player, checking after every action what must hold for any
// trick-taking game in the core. A game's own tests add its scoring and card-accounting rules.
//
// Call it from a Qt Test slot and stop when it failed:
//     harness::playRandomDeals({"hearts", 4, {}, 2000});
//     if (QTest::currentTestFailed()) return;

#include "ai/computerplayer.h"
#include "core/match.h"
#include "record/gamerecord.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <string>

namespace harness {

struct RandomDeals {
    std::string game;
    int seats = 4;
    fs::Options options;
    int deals = 2000;            // deals to play in all, over as many matches as that takes
    std::uint64_t firstSeed = 1; // match k uses firstSeed + k
    int maxDealsPerMatch = 60;   // a match still going then is cut short (records may stop there)
};

struct RandomDealsResult {
    int deals = 0;
    int matches = 0;
    int finishedMatches = 0;
    long actions = 0;
};

namespace detail {

inline std::string where(const fs::Match& m, std::uint64_t seed)
{
    return "seed " + std::to_string(seed) + ", deal " + std::to_string(m.dealsPlayed()) +
           ", action " + std::to_string(m.actions().size() + 1);
}

inline bool sameLegal(const fs::LegalActions& a, const fs::LegalActions& b)
{
    return a.seat == b.seat && a.play == b.play && a.select == b.select &&
           a.selectCount == b.selectCount && (a.selectCount == 0 || a.selectKind == b.selectKind) &&
           a.bids == b.bids && a.choices == b.choices;
}

inline bool sameEvent(const fs::Event& a, const fs::Event& b)
{
    return a.kind == b.kind && a.seat == b.seat && a.other == b.other && a.value == b.value &&
           a.card == b.card && a.cards == b.cards;
}

inline bool sameState(const fs::GameState& a, const fs::GameState& b)
{
    return a.phase == b.phase && a.toAct == b.toAct && a.trump == b.trump && a.hands == b.hands &&
           a.won == b.won && a.tricksWon == b.tricksWon && a.bids == b.bids &&
           a.playedCount == b.playedCount && a.played == b.played && a.tricksDone == b.tricksDone &&
           a.stockSize == b.stockSize && a.turnUp == b.turnUp;
}

// No card in two hands, no card played twice, no played card still in a hand.
inline bool cardsAccountedFor(const fs::GameState& s, std::string& why)
{
    fs::CardSet seen;
    for (int seat = 0; seat < s.seats(); ++seat) {
        if (seen.intersects(s.hand(seat))) {
            why = "a card is in two hands";
            return false;
        }
        seen |= s.hand(seat);
    }
    for (int i = 0; i < s.playedCount; ++i) {
        const fs::Card c = s.played[static_cast<std::size_t>(i)];
        if (seen.contains(c)) {
            why = "card " + s.pack().name(c) + " was played twice or is still in a hand";
            return false;
        }
        seen.insert(c);
    }
    if (!s.pack().all().containsAll(seen)) {
        why = "a card outside the pack";
        return false;
    }
    return true;
}

// Checks one decision of the current deal, then applies it to the match and to a copy.
inline void checkAndApply(fs::Match& match, const fs::Action& action, std::uint64_t seed)
{
    const fs::GameState before = match.state();
    const std::string at = where(match, seed);
    fs::GameState copy = before;
    fs::EventList copyEvents;
    copy.apply(action, &copyEvents);
    fs::EventList events;
    const fs::Reason why = match.apply(action, &events);
    QVERIFY2(why == fs::Reason::None,
             (at + ": the player's action was refused: " + std::string(fs::reasonName(why)) + " (" +
              fs::describeAction(action, before.pack()) + ")")
                 .c_str());
    QVERIFY2(sameState(copy, match.state()), (at + ": a copied state diverged").c_str());
    QVERIFY2(events.size() >= copyEvents.size(), (at + ": a copy reported other events").c_str());
    for (int i = 0; i < copyEvents.size(); ++i)
        QVERIFY2(sameEvent(copyEvents[i], events[i]),
                 (at + ": a copy reported other events").c_str());
}

// Checks the position before a decision: something to do, views agree with the full state.
inline void checkPosition(const fs::Match& match, std::uint64_t seed)
{
    const fs::GameState& s = match.state();
    const std::string at = where(match, seed);
    const fs::LegalActions legal = s.legalActions();
    QVERIFY2(!legal.empty(), (at + ": no legal action before the end of the deal").c_str());
    QVERIFY2(legal.seat == s.toAct, (at + ": legal actions for the wrong seat").c_str());
    std::string why;
    QVERIFY2(cardsAccountedFor(s, why), (at + ": " + why).c_str());
    const fs::PlayerView view = match.viewFor(s.toAct);
    QVERIFY2(sameLegal(view.legalActions(), legal),
             (at + ": the seat's view gives other legal actions than the full state").c_str());
    for (int other = 0; other < s.seats(); ++other)
        if (other != s.toAct)
            QVERIFY2(view.state().hand(other).empty(),
                     (at + ": a view shows another seat's hand").c_str());
}

inline void checkRecordReplays(const fs::Match& match, const fs::Options& options,
                               std::uint64_t seed)
{
    const std::string text = fs::writeRecord(match, options);
    const fs::ParsedRecord parsed = fs::parseRecord(text);
    QVERIFY2(parsed.ok(),
             ("seed " + std::to_string(seed) + ": record does not parse: " + parsed.error.message)
                 .c_str());
    const fs::ReplayResult replay = fs::replayRecord(parsed.record);
    QVERIFY2(replay.ok(),
             ("seed " + std::to_string(seed) + ": record does not replay: " + replay.error.message)
                 .c_str());
    QCOMPARE(replay.match->dealsPlayed(), match.dealsPlayed());
    QCOMPARE(replay.match->totals(), match.totals());
    QCOMPARE(replay.match->over(), match.over());
    for (int d = 0; d < match.dealsPlayed(); ++d)
        QCOMPARE(replay.match->rows()[static_cast<std::size_t>(d)].points,
                 match.rows()[static_cast<std::size_t>(d)].points);
}

} // namespace detail

// Plays seeded matches until `deals` deals are done. Odd seats of even matches (and even seats
// of odd ones) are random players, the rest the game's computer player; every player sees
// only its PlayerView.
inline RandomDealsResult playRandomDeals(const RandomDeals& spec)
{
    RandomDealsResult result;
    const fs::GameInfo* info = fs::findGame(spec.game);
    [&] { QVERIFY2(info, ("unknown game " + spec.game).c_str()); }();
    if (!info)
        return result;
    std::string error;
    const auto rules = fs::createRules(spec.game, spec.seats, spec.options, error);
    [&] { QVERIFY2(rules, error.c_str()); }();
    if (!rules)
        return result;
    const auto computer = info->computerPlayer();
    const fs::RandomPlayer random;
    for (std::uint64_t k = 0; result.deals < spec.deals; ++k) {
        const std::uint64_t seed = spec.firstSeed + k;
        fs::Match match(rules, seed);
        fs::Rng rng(seed ^ 0xabcdefull);
        ++result.matches;
        while (!match.over() && match.dealsPlayed() < spec.maxDealsPerMatch &&
               result.deals < spec.deals) {
            match.startDeal();
            while (match.dealInProgress()) {
                detail::checkPosition(match, seed);
                if (QTest::currentTestFailed())
                    return result;
                const int seat = match.state().toAct;
                const bool useRandom = (seat + static_cast<int>(k)) % 2 == 1;
                const fs::PlayerView view = match.viewFor(seat);
                const fs::Action action =
                    useRandom ? random.choose(view, rng) : computer->choose(view, rng);
                detail::checkAndApply(match, action, seed);
                if (QTest::currentTestFailed())
                    return result;
                ++result.actions;
            }
            ++result.deals;
            [&] {
                QCOMPARE(static_cast<int>(match.rows().back().points.size()), rules->columns());
            }();
        }
        result.finishedMatches += match.over() ? 1 : 0;
        detail::checkRecordReplays(match, spec.options, seed);
        if (QTest::currentTestFailed())
            return result;
    }
    return result;
}

} // namespace harness
