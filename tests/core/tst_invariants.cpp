// Thousands of seeded computer-only Hearts deals, checking after each what must hold in every
// deal whatever is played: the pack is played out exactly once, tricks and hands are whole, the
// 26 points are all handed out (or a moon was shot), only legal actions are ever chosen, a copy
// of a state replays identically, and a seat's view never shows another seat's cards. Then a few
// whole matches to their end.

#include "core/match.h"
#include "core/playerview.h"
#include "games/hearts/heartsplayer.h"
#include "games/hearts/heartsrules.h"
#include "harness/cardtext.h"
#include "harness/positions.h"

#include <QTest>

#include <algorithm>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

namespace {

constexpr int DealsPerPlayer = 1000;

const Pack& pack()
{
    return Pack::french52();
}

bool sameEvent(const Event& a, const Event& b)
{
    return a.kind == b.kind && a.seat == b.seat && a.other == b.other && a.value == b.value &&
           a.card == b.card && a.cards == b.cards;
}

DealSetup setupFor(std::uint64_t seed, int dealIndex, int dealer)
{
    return harness::shuffledSetup(pack(), seed, dealer, dealIndex);
}

// Everything a seat's view may hold of the cards: its own hand, its own pass, after the
// exchange the pass it received, and cards played face up. Returns an empty string when the
// view keeps to that, otherwise what leaked.
std::string leaks(const GameState& full, const PlayerView& view)
{
    const int seat = view.seat();
    const GameState& v = view.state();
    if (v.hand(seat) != full.hand(seat))
        return "own hand differs";
    for (int other = 0; other < full.seats(); ++other)
        if (other != seat && !v.hand(other).empty())
            return "shows the hand of seat " + std::to_string(other);
    const auto& hv = v.vars<HeartsVars>();
    const auto& fv = full.vars<HeartsVars>();
    const int from = (seat - fv.passOffset + full.seats()) % full.seats();
    for (int other = 0; other < full.seats(); ++other) {
        const bool known = other == seat || (fv.exchanged && other == from);
        const CardSet expected = known ? fv.passed[static_cast<std::size_t>(other)] : CardSet();
        if (hv.passed[static_cast<std::size_t>(other)] != expected)
            return "shows the pass of seat " + std::to_string(other);
    }
    for (int i = 0; i < v.stockSize; ++i)
        if (v.stock[static_cast<std::size_t>(i)].valid())
            return "shows the stock";
    return {};
}

// The cards Hearts allows the seat to act, worked out afresh from the hand and the public record
// (RULES.md 7, R-31, R-32) as an independent check on the rules' own bit operations.
CardSet expectedPlayable(const GameState& s)
{
    const CardSet hand = s.hand(s.toAct);
    const CardSet hearts = pack().suitMask(Hearts);
    const CardSet penalties = hearts | HeartsRules::QueenOfSpades;
    if (s.trick.empty()) {
        if (s.tricksDone == 0)
            return hand & HeartsRules::TwoOfClubs;
        bool broken = false;
        for (int i = 0; i < s.playedCount; ++i)
            broken = broken || hearts.contains(s.played[static_cast<std::size_t>(i)]);
        if (broken || (hand - penalties).empty())
            return hand;
        return hand - hearts;
    }
    CardSet follow = hand & pack().suitMask(pack().suit(s.trick.led()));
    if (follow.empty())
        follow = hand;
    if (s.tricksDone == 0 && !(follow - penalties).empty())
        return follow - penalties;
    return follow;
}

struct DealRun {
    std::vector<Action> actions;
    std::vector<Event> events;
    DealScore score;
};

bool sameScore(const DealScore& a, const DealScore& b)
{
    return a.points == b.points && a.note == b.note && a.noteSeat == b.noteSeat &&
           a.winsMatch == b.winsMatch;
}

} // namespace

class TestInvariants : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyDealOfComputerPlayersKeepsTheInvariants_data();
    void everyDealOfComputerPlayersKeepsTheInvariants();
    void wholeMatchesEndWithASingleLowestTotalAtOneHundred();

private:
    // Plays one deal to its end with `player` at every seat; QVERIFY failures end the test.
    void playDeal(const HeartsRules& rules, const ComputerPlayer& player, std::uint64_t seed,
                  DealRun& run, GameState& finalState);
    void checkFinishedDeal(const GameState& s, const DealScore& score);
};

void TestInvariants::everyDealOfComputerPlayersKeepsTheInvariants_data()
{
    QTest::addColumn<bool>("heartsPlayer");
    QTest::newRow("HeartsPlayer at every seat") << true;
    QTest::newRow("RandomPlayer at every seat") << false;
}

void TestInvariants::everyDealOfComputerPlayersKeepsTheInvariants()
{
    QFETCH(bool, heartsPlayer);
    const HeartsRules rules;
    const HeartsPlayer hearts;
    const RandomPlayer random;
    const ComputerPlayer& player =
        heartsPlayer ? static_cast<const ComputerPlayer&>(hearts) : random;
    int moons = 0;
    for (int deal = 0; deal < DealsPerPlayer; ++deal) {
        const std::uint64_t seed =
            1000003ull * static_cast<std::uint64_t>(deal) + (heartsPlayer ? 1 : 2);
        DealRun run;
        GameState end(rules);
        playDeal(rules, player, seed, run, end);
        if (QTest::currentTestFailed()) {
            qWarning("failed in deal %d (seed %llu)", deal, static_cast<unsigned long long>(seed));
            return;
        }
        checkFinishedDeal(end, run.score);
        if (QTest::currentTestFailed()) {
            qWarning("failed after deal %d (seed %llu)", deal,
                     static_cast<unsigned long long>(seed));
            return;
        }
        moons += run.score.note == HeartsNote::ShotTheMoon;
    }
    qInfo("%d deals, %d moon shots", DealsPerPlayer, moons);
}

void TestInvariants::playDeal(const HeartsRules& rules, const ComputerPlayer& player,
                              std::uint64_t seed, DealRun& run, GameState& finalState)
{
    const int dealIndex = static_cast<int>(seed % 4); // every passing direction, and none
    const int dealer = static_cast<int>((seed / 4) % 4);
    GameState s = rules.newDeal(setupFor(seed, dealIndex, dealer));
    const GameState start = s;
    Rng rng(seed);
    int steps = 0;
    while (!s.finished()) {
        QVERIFY2(++steps <= 64, "the deal does not end");
        const LegalActions legal = s.legalActions();
        QVERIFY(!legal.empty());
        QCOMPARE(int(legal.seat), int(s.toAct));
        switch (s.phase) {
        case Phase::Exchange:
            QCOMPARE(legal.select, s.hand(s.toAct));
            QCOMPARE(int(legal.selectCount), 3);
            QVERIFY(legal.play.empty());
            break;
        case Phase::Playing:
            QCOMPARE(legal.play, expectedPlayable(s));
            QCOMPARE(int(legal.selectCount), 0);
            break;
        case Phase::Declaring:
            QVERIFY(
                s.won[static_cast<std::size_t>(s.toAct)].containsAll(HeartsRules::penaltyCards()));
            QCOMPARE(legal.choices, (std::uint64_t{1} << int(HeartsChoice::MoonSubtractOwn)) |
                                        (std::uint64_t{1} << int(HeartsChoice::MoonAddOthers)));
            QVERIFY(legal.play.empty());
            break;
        default:
            QFAIL("unexpected phase in a deal in progress");
        }
        for (int seat = 0; seat < s.seats(); ++seat) {
            const PlayerView view(s, seat);
            const std::string leak = leaks(s, view);
            QVERIFY2(leak.empty(), leak.c_str());
            if (seat == s.toAct) {
                const LegalActions fromView = view.legalActions();
                QCOMPARE(fromView.play, legal.play);
                QCOMPARE(fromView.select, legal.select);
                QCOMPARE(fromView.selectCount, legal.selectCount);
                QCOMPARE(fromView.choices, legal.choices);
            }
        }
        const Action a = player.choose(PlayerView(s, s.toAct), rng);
        QVERIFY(legal.contains(a));
        QCOMPARE(s.check(a), Reason::None);
        EventList events;
        s.apply(a, &events);
        QVERIFY(!events.empty());
        run.actions.push_back(a);
        run.events.insert(run.events.end(), events.begin(), events.end());
    }
    QVERIFY(s.legalActions().empty());
    run.score = rules.score(s);

    // A copy of the starting state given the same actions behaves identically.
    GameState copy = start;
    std::vector<Event> replayed;
    for (const Action& a : run.actions) {
        QCOMPARE(copy.check(a), Reason::None);
        EventList events;
        copy.apply(a, &events);
        replayed.insert(replayed.end(), events.begin(), events.end());
    }
    QVERIFY(copy.finished());
    QCOMPARE(replayed.size(), run.events.size());
    for (std::size_t i = 0; i < replayed.size(); ++i)
        QVERIFY2(sameEvent(replayed[i], run.events[i]),
                 qPrintable(QStringLiteral("event %1").arg(i)));
    QVERIFY(sameScore(rules.score(copy), run.score));
    QCOMPARE(copy.hands, s.hands);
    QCOMPARE(copy.won, s.won);
    finalState = s;
}

void TestInvariants::checkFinishedDeal(const GameState& s, const DealScore& score)
{
    // Every card of the pack played exactly once, each seat 13 of them.
    QCOMPARE(int(s.playedCount), 52);
    CardSet played;
    std::array<int, 4> bySeat{};
    for (int i = 0; i < 52; ++i) {
        const Card c = s.played[static_cast<std::size_t>(i)];
        QVERIFY(c.valid() && c.index < 52);
        QVERIFY2(!played.contains(c), "a card was played twice");
        played.insert(c);
        ++bySeat[static_cast<std::size_t>(s.playedBy[static_cast<std::size_t>(i)])];
    }
    QCOMPARE(played, pack().all());
    QCOMPARE(bySeat, (std::array<int, 4>{13, 13, 13, 13}));
    for (int seat = 0; seat < 4; ++seat)
        QVERIFY(s.hand(seat).empty());

    // 13 tricks of 4 cards, one from each seat, taken by the highest card of the suit led.
    QCOMPARE(int(s.tricksDone), 13);
    CardSet inTricks;
    int tricksTaken = 0;
    for (int t = 0; t < 13; ++t) {
        const Trick trick = s.completedTrick(t);
        QCOMPARE(int(trick.size), 4);
        std::array<bool, 4> seen{};
        for (int i = 0; i < 4; ++i) {
            QVERIFY(!seen[static_cast<std::size_t>(trick.seat(i))]);
            seen[static_cast<std::size_t>(trick.seat(i))] = true;
        }
        const CardSet ledSuit = trick.set() & pack().suitMask(pack().suit(trick.led()));
        const int winner = s.completedTrickWinner(t);
        QCOMPARE(winner, trick.seat(trick.positionOf(ledSuit.highest())));
        if (t > 0)
            QCOMPARE(int(trick.leader), s.completedTrickWinner(t - 1));
        else
            QCOMPARE(trick.led(), HeartsRules::TwoOfClubs);
        QVERIFY(s.won[static_cast<std::size_t>(winner)].containsAll(trick.set()));
        inTricks |= trick.set();
    }
    QCOMPARE(inTricks, pack().all());
    for (int seat = 0; seat < 4; ++seat)
        tricksTaken += s.tricksOf(seat);
    QCOMPARE(tricksTaken, 13);
    CardSet allWon;
    for (int seat = 0; seat < 4; ++seat) {
        QVERIFY(!allWon.intersects(s.won[static_cast<std::size_t>(seat)]));
        allWon |= s.won[static_cast<std::size_t>(seat)];
    }
    QCOMPARE(allWon, pack().all());

    // 26 points handed out, or a moon: one seat -26 and the rest 0, or one 0 and the rest +26.
    int sum = 0;
    for (int seat = 0; seat < 4; ++seat)
        sum += score.points[static_cast<std::size_t>(seat)];
    int shooter = -1;
    for (int seat = 0; seat < 4; ++seat)
        if (s.won[static_cast<std::size_t>(seat)].containsAll(HeartsRules::penaltyCards()))
            shooter = seat;
    if (shooter < 0) {
        QCOMPARE(score.note, DealNote::None);
        QCOMPARE(sum, 26);
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(score.points[static_cast<std::size_t>(seat)],
                     HeartsRules::points(s.won[static_cast<std::size_t>(seat)]));
        return;
    }
    QCOMPARE(score.note, HeartsNote::ShotTheMoon);
    QCOMPARE(int(score.noteSeat), shooter);
    const bool subtracted = score.points[static_cast<std::size_t>(shooter)] == -26;
    for (int seat = 0; seat < 4; ++seat) {
        const int expected = seat == shooter ? (subtracted ? -26 : 0) : (subtracted ? 0 : 26);
        QCOMPARE(score.points[static_cast<std::size_t>(seat)], expected);
    }
    QCOMPARE(sum, subtracted ? -26 : 78);
}

void TestInvariants::wholeMatchesEndWithASingleLowestTotalAtOneHundred()
{
    const HeartsPlayer hearts;
    const RandomPlayer random;
    int dealsInAll = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        Match match(std::make_shared<HeartsRules>(), seed);
        Rng rng(seed * 7919);
        // Mixed tables: seats alternate between the two players, shifting with the seed.
        auto playerAt = [&](int seat) -> const ComputerPlayer& {
            return (seat + static_cast<int>(seed)) % 2 ? static_cast<const ComputerPlayer&>(hearts)
                                                       : random;
        };
        while (!match.over()) {
            QVERIFY2(match.dealsPlayed() < 200, "the match does not end");
            QCOMPARE(match.nextDealer(), (match.firstDealer() + match.dealsPlayed()) % 4);
            match.startDeal();
            QCOMPARE(int(match.state().dealer), (match.firstDealer() + match.dealsPlayed()) % 4);
            QCOMPARE(int(match.state().dealIndex), match.dealsPlayed());
            for (int seat = 0; seat < 4; ++seat)
                QCOMPARE(match.state().totalsAtStart[static_cast<std::size_t>(seat)],
                         match.totals()[static_cast<std::size_t>(seat)]);
            while (match.dealInProgress()) {
                const int seat = match.state().toAct;
                const Action a = playerAt(seat).choose(match.viewFor(seat), rng);
                QCOMPARE(match.apply(a), Reason::None);
            }
            // Totals are the sums of the rows.
            std::vector<int> sums(4, 0);
            for (const ScoreRow& row : match.rows())
                for (int seat = 0; seat < 4; ++seat)
                    sums[static_cast<std::size_t>(seat)] +=
                        row.points[static_cast<std::size_t>(seat)];
            const std::vector<int> totals = match.totals();
            QCOMPARE(totals, sums);
            QCOMPARE(int(match.rows().size()), match.dealsPlayed());

            const int highest = *std::max_element(totals.begin(), totals.end());
            const int lowest = *std::min_element(totals.begin(), totals.end());
            const int atLowest = static_cast<int>(std::count(totals.begin(), totals.end(), lowest));
            const bool shouldEnd = highest >= 100 && atLowest == 1;
            QCOMPARE(match.over(), shouldEnd);
        }
        const std::vector<int> totals = match.totals();
        QCOMPARE(int(match.status().winners.size()), 1);
        const int winner = match.status().winners.front();
        QVERIFY(*std::max_element(totals.begin(), totals.end()) >= 100);
        for (int seat = 0; seat < 4; ++seat)
            if (seat != winner)
                QVERIFY(totals[static_cast<std::size_t>(winner)] <
                        totals[static_cast<std::size_t>(seat)]);
        // Nothing more happens once the match is over.
        QCOMPARE(match.apply(Action::play(0, HeartsRules::TwoOfClubs)), Reason::DealOver);
        dealsInAll += match.dealsPlayed();
    }
    qInfo("12 matches, %d deals", dealsInAll);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
