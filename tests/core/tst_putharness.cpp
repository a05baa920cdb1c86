// Put through the shared random-simulation harness (tests/core/harness/randomdeals.h) for two,
// three and four players and the Cotton option, plus Put's own invariants over thousands of
// seeded deals: every card dealt is in a hand, on the table or laid aside, and each deal scores
// what its ending is worth.

#include "games/put/putrules.h"
#include "harness/randomdeals.h"

#include "testmain.h"

using namespace fs;

namespace {

// Every dealt card is exactly once in a hand, in the played history or out of play.
bool everyCardAccountedFor(const GameState& s, std::string& why)
{
    const auto& v = s.vars<PutVars>();
    CardSet seen;
    int count = 0;
    auto take = [&](CardSet cards) {
        if (seen.intersects(cards))
            why = "a card is in two places";
        seen |= cards;
        count += cards.size();
    };
    for (int seat = 0; seat < s.seats(); ++seat)
        take(s.hand(seat));
    for (int i = 0; i < s.playedCount; ++i)
        take(CardSet(s.played[static_cast<std::size_t>(i)]));
    for (CardSet aside : v.outOfPlay)
        take(aside);
    if (why.empty() && count != 3 * s.seats())
        why = std::to_string(count) + " cards accounted for, not " + std::to_string(3 * s.seats());
    return why.empty();
}

// What the deal must score, from how it ended.
bool scoreFollowsTheRules(const GameState& s, const DealScore& score, bool cotton, std::string& why)
{
    const auto& v = s.vars<PutVars>();
    const Rules& rules = s.rules();
    int sum = 0;
    for (int c = 0; c < rules.columns(); ++c)
        sum += score.points[static_cast<std::size_t>(c)];
    switch (v.ending) {
    case PutEnding::ThrownIn:
        if (sum != rules.columns() - 1 ||
            score.points[static_cast<std::size_t>(rules.columnOf(v.endedBy))] != 0)
            why = "a throw-in must give each other side 1";
        break;
    case PutEnding::Folded:
        if (sum != 1 || score.points[static_cast<std::size_t>(rules.columnOf(v.putter))] != 1)
            why = "a folded put must give the putter 1";
        break;
    case PutEnding::PlayedOut: {
        int best = 0, withOne = 0;
        for (int seat = 0; seat < s.seats(); ++seat) {
            best = std::max(best, s.tricksOf(seat));
            withOne += s.tricksOf(seat) == 1 ? 1 : 0;
        }
        const bool decided = best >= 2 || (withOne == 1 && s.tricksDone == 3);
        if (!decided && (sum != 0 || score.winsMatch >= 0 || score.note != PutNote::Void))
            why = "an undecided deal must be void";
        if (decided && (cotton && !v.putSeen) && sum != 1)
            why = "under Cotton an unput deal must score 1";
        if (decided && !(cotton && !v.putSeen) && score.winsMatch != rules.columnOf(v.dealWinner))
            why = "a decided deal must win the game";
        if (best < 2 && s.tricksDone != 3)
            why = "a deal stopped before it was decided";
        break;
    }
    case PutEnding::None:
        why = "the deal finished without an ending";
        break;
    }
    return why.empty();
}

// Seeded matches of the computer player against itself, checking Put's own invariants.
int playChecked(int seats, const Options& options, int deals, std::uint64_t firstSeed)
{
    std::string error;
    const auto rules = createRules("put", seats, options, error);
    const auto player = findGame("put")->computerPlayer();
    const RandomPlayer random;
    const bool cotton = options.count("cotton") && options.at("cotton") == "true";
    int played = 0;
    for (std::uint64_t seed = firstSeed; played < deals; ++seed) {
        Match match(rules, seed);
        Rng rng(seed * 31 + 7);
        while (!match.over() && played < deals) {
            match.startDeal();
            while (match.dealInProgress()) {
                std::string why;
                if (!everyCardAccountedFor(match.state(), why)) {
                    QTest::qFail(("seed " + std::to_string(seed) + ": " + why).c_str(), __FILE__,
                                 __LINE__);
                    return played;
                }
                const int seat = match.state().toAct;
                const PlayerView view = match.viewFor(seat);
                const Action a = (seat + static_cast<int>(seed)) % 3 == 0
                                     ? random.choose(view, rng)
                                     : player->choose(view, rng);
                if (match.apply(a) != Reason::None) {
                    QTest::qFail("an illegal action was chosen", __FILE__, __LINE__);
                    return played;
                }
            }
            ++played;
            std::string why;
            const DealScore score = rules->score(match.state());
            if (!everyCardAccountedFor(match.state(), why) ||
                !scoreFollowsTheRules(match.state(), score, cotton, why)) {
                QTest::qFail(("seed " + std::to_string(seed) + ": " + why).c_str(), __FILE__,
                             __LINE__);
                return played;
            }
        }
    }
    return played;
}

} // namespace

class TestPutHarness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void twoThousandTwoHandedDealsKeepEveryInvariant()
    {
        const auto r = harness::playRandomDeals({"put", 2, {}, 2000});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.deals, 2000);
        QVERIFY(r.finishedMatches > 0);
        qInfo("%d deals in %d matches (%d finished), %ld actions", r.deals, r.matches,
              r.finishedMatches, r.actions);
    }
    void threeAndFourHandedDealsKeepEveryInvariant()
    {
        harness::playRandomDeals({"put", 3, {}, 1000, 100});
        if (QTest::currentTestFailed())
            return;
        harness::playRandomDeals({"put", 4, {}, 1000, 200});
    }
    void cottonDealsKeepEveryInvariant()
    {
        harness::playRandomDeals({"put", 2, {{"cotton", "true"}}, 1000, 300});
    }
    void everyCardIsAccountedForAndEveryDealScoresByTheRules()
    {
        for (int seats = 2; seats <= 4; ++seats) {
            QCOMPARE(playChecked(seats, {}, 1000, 1000), 1000);
            QCOMPARE(playChecked(seats, {{"cotton", "true"}}, 500, 5000), 500);
        }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestPutHarness)
#include "tst_putharness.moc"
