// Thousands of seeded Aluette deals between the computer player and a random player: the shared
// harness (legal actions never empty, chosen actions legal, copies replay identically, views
// hide other hands, records replay) plus what is particular to Aluette: all 48 cards are in a
// hand, on the table, in the stack or among the singers' discards; the stack and discards stay
// hidden; every trick goes to its single top card or is spoiled; and each deal scores exactly as
// an independent reading of docs/rules/aluette.md says.

#include "harness/randomdeals.h"

#include "games/aluette/aluetteplayer.h"
#include "games/aluette/aluetterules.h"

#include <QTest>

#include <string>

#include "testmain.h"

using namespace fs;

namespace {

// All 48 cards, each in exactly one place.
std::string accountingProblem(const GameState& s)
{
    const auto& v = s.vars<AluetteVars>();
    CardSet seen;
    int count = 0;
    auto add = [&](CardSet cards) {
        if (seen.intersects(cards))
            return false;
        seen |= cards;
        count += cards.size();
        return true;
    };
    for (int seat = 0; seat < 4; ++seat)
        if (!add(s.hand(seat)) || !add(v.discarded[std::size_t(seat)]))
            return "a card is in two places";
    for (int i = 0; i < s.playedCount; ++i)
        if (!add(CardSet(s.played[std::size_t(i)])))
            return "a card was played twice";
    for (int i = 0; i < s.stockSize; ++i)
        if (!add(CardSet(s.stock[std::size_t(i)])))
            return "a stack card is elsewhere too";
    if (count != 48 || seen != Pack::spanish48().all())
        return "cards missing: " + std::to_string(48 - count);
    for (int seat = 0; seat < 4; ++seat) {
        const bool singer = seat == s.eldest() || seat == (s.dealer + 2) % 4;
        const bool holdsStack =
            s.phase == Phase::Exchange && singer && v.discarded[std::size_t(seat)].empty();
        int played = 0;
        for (int i = 0; i < s.playedCount; ++i)
            played += s.playedBy[std::size_t(i)] == seat ? 1 : 0;
        if (s.hand(seat).size() + played != (holdsStack ? 15 : 9))
            return "seat " + std::to_string(seat) + " holds " +
                   std::to_string(s.hand(seat).size()) + " cards";
    }
    return {};
}

// What a seat's view must not show: other hands, the stack, other seats' discards.
std::string viewProblem(const GameState& full, int seat)
{
    const PlayerView view(full, seat);
    const GameState& v = view.state();
    for (int other = 0; other < 4; ++other) {
        if (other != seat && !v.hand(other).empty())
            return "another hand shows";
        const CardSet d = v.vars<AluetteVars>().discarded[std::size_t(other)];
        if (other != seat && !d.empty())
            return "another seat's discard shows";
        if (other == seat && d != full.vars<AluetteVars>().discarded[std::size_t(seat)])
            return "own discard missing";
    }
    for (int i = 0; i < 12; ++i)
        if (v.stock[std::size_t(i)].valid())
            return "the stack shows";
    return {};
}

// Each completed trick went to the single highest power, or was spoiled by a shared top.
bool tricksFollowThePowers(const GameState& s)
{
    for (int t = 0; t < s.tricksDone; ++t) {
        const Trick trick = s.completedTrick(t);
        if (trick.size != 4)
            return false;
        int top = 0, holders = 0, seat = -1;
        for (int i = 0; i < 4; ++i) {
            const int p = AluetteRules::power(trick.card(i));
            if (p > top) {
                top = p;
                holders = 1;
                seat = trick.seat(i);
            } else if (p == top) {
                ++holders;
            }
        }
        if (s.completedTrickWinner(t) != (holders == 1 ? seat : -1))
            return false;
    }
    return true;
}

// The deal's points read directly from section 6: most tricks, ties to the first to get there,
// Mordienne for a closing run with nothing before it.
std::array<int, 2> expectedPoints(const GameState& s, MordienneRule rule)
{
    std::array<int, 4> counts{};
    int best = 0, leader = -1;
    for (int t = 0; t < 9; ++t) {
        const int w = s.completedTrickWinner(t);
        if (w >= 0 && ++counts[std::size_t(w)] > best) {
            best = counts[std::size_t(w)];
            leader = w;
        }
    }
    bool mordienne = false;
    if (leader >= 0 && s.completedTrickWinner(8) == leader) {
        int first = 8;
        while (first > 0 && s.completedTrickWinner(first - 1) == leader)
            --first;
        mordienne = counts[std::size_t(leader)] == 9 - first;
    }
    std::array<int, 2> points{};
    const int announcer = s.vars<AluetteVars>().announcer;
    if (rule == MordienneRule::Announced && announcer >= 0) {
        const bool made = mordienne && leader == announcer;
        points[std::size_t(made ? announcer % 2 : 1 - announcer % 2)] = 2;
        return points;
    }
    if (leader >= 0)
        points[std::size_t(leader % 2)] = mordienne && rule == MordienneRule::Unannounced ? 2 : 1;
    return points;
}

struct Tally {
    int deals = 0;
    int chantsAccepted = 0;
    int spoiled = 0;
    int mordiennes = 0;
    int announced = 0;
};

void playAndCheck(const AluetteOptions& options, int deals, std::uint64_t firstSeed, Tally& tally)
{
    const auto rules = std::make_shared<AluetteRules>(options);
    const AluettePlayer computer;
    const RandomPlayer random;
    for (std::uint64_t k = 0; tally.deals < deals; ++k) {
        Match match(rules, firstSeed + k);
        Rng rng(firstSeed * 31 + k);
        while (!match.over() && tally.deals < deals) {
            match.startDeal();
            while (match.dealInProgress()) {
                const GameState& s = match.state();
                const std::string where = "seed " + std::to_string(firstSeed + k) + " deal " +
                                          std::to_string(match.dealsPlayed()) + " action " +
                                          std::to_string(match.actions().size());
                const std::string problem = accountingProblem(s);
                QVERIFY2(problem.empty(), (where + ": " + problem).c_str());
                for (int seat = 0; seat < 4; ++seat) {
                    const std::string leak = viewProblem(s, seat);
                    QVERIFY2(leak.empty(), (where + ": " + leak).c_str());
                }
                const int seat = s.toAct;
                const bool useRandom = (seat + int(k)) % 2 == 1;
                const PlayerView view = match.viewFor(seat);
                const Action a = useRandom ? random.choose(view, rng) : computer.choose(view, rng);
                QVERIFY2(match.state().isLegal(a), (where + ": illegal choice").c_str());
                QCOMPARE(match.apply(a), Reason::None);
            }
            const GameState& s = match.state();
            QVERIFY(tricksFollowThePowers(s));
            QCOMPARE(int(s.tricksDone), 9);
            QVERIFY(accountingProblem(s).empty());
            const ScoreRow& row = match.rows().back();
            const auto expected = expectedPoints(s, options.mordienne);
            QCOMPARE(row.points[0], expected[0]);
            QCOMPARE(row.points[1], expected[1]);
            QVERIFY(row.points[0] == 0 || row.points[1] == 0); // one side scores
            const auto& v = s.vars<AluetteVars>();
            tally.chantsAccepted += v.stackDealt ? 1 : 0;
            tally.announced += v.announcer >= 0 ? 1 : 0;
            tally.mordiennes += row.note == AluetteNote::Mordienne ? 1 : 0;
            for (int t = 0; t < 9; ++t)
                tally.spoiled += s.completedTrickWinner(t) < 0 ? 1 : 0;
            ++tally.deals;
        }
        if (match.over()) {
            const auto totals = match.totals();
            const int target = options.mordienne == MordienneRule::Announced ? 10 : 0;
            QVERIFY(totals[0] != totals[1]);
            QVERIFY(std::max(totals[0], totals[1]) >= target);
            QVERIFY(match.dealsPlayed() >= (target ? 1 : 5));
        }
    }
}

} // namespace

class AluetteInvariantsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoThousandSeededDealsKeepTheSharedInvariants()
    {
        const auto r = harness::playRandomDeals({"aluette", 4, {}, 2000});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.deals, 2000);
        QVERIFY(r.finishedMatches > 300);
        qInfo("%d deals in %d matches (%d finished), %ld actions", r.deals, r.matches,
              r.finishedMatches, r.actions);
    }

    void announcedMordienneWithoutChantKeepsTheSharedInvariants()
    {
        const auto r = harness::playRandomDeals(
            {"aluette", 4, {{"chant", "false"}, {"mordienne", "announced"}}, 500, 9000});
        if (QTest::currentTestFailed())
            return;
        QVERIFY(r.finishedMatches > 0);
    }

    void everyCardIsAccountedForAndEveryDealScoresByTheRules()
    {
        Tally tally;
        playAndCheck({}, 2000, 100, tally);
        if (QTest::currentTestFailed())
            return;
        qInfo("%d deals: %d chants accepted, %d spoiled tricks, %d Mordiennes", tally.deals,
              tally.chantsAccepted, tally.spoiled, tally.mordiennes);
        QVERIFY(tally.chantsAccepted > 50); // the stack and discards were exercised
        QVERIFY(tally.spoiled > 100);
        QVERIFY(tally.mordiennes > 10);
    }

    void announcedMordienneDealsScoreByTheRules()
    {
        Tally tally;
        playAndCheck({true, MordienneRule::Announced}, 1000, 500, tally);
        if (QTest::currentTestFailed())
            return;
        qInfo("%d deals: %d announcements, %d made", tally.deals, tally.announced,
              tally.mordiennes);
        QVERIFY(tally.announced > 50); // random players announce often
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(AluetteInvariantsTest)
#include "tst_aluetteinvariants.moc"
