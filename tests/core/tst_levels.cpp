// The computer levels (ai/levels.h) and the reference search (ai/referenceplayer.h): every one
// of them answers every decision of every game legally, never reads a hidden card, and a search
// stops when told to.

#include "ai/levels.h"
#include "ai/referenceplayer.h"
#include "core/match.h"
#include "core/sampler.h"
#include "registry/gameregistry.h"

#include <QTest>

#include "testmain.h"

using namespace fs;

namespace {

constexpr int ReferenceRow = -1; // the level column's value for the reference search

std::unique_ptr<ComputerPlayer> playerFor(const GameInfo& info, int level)
{
    if (level == ReferenceRow)
        return std::make_unique<ReferencePlayer>();
    return makePlayer(info, static_cast<Level>(level));
}

// Positions of random deals of `info`'s default table: the match after every `step`-th action.
template <class Visit>
void visitPositions(const GameInfo& info, std::uint64_t seed, int count, int step, Visit visit)
{
    std::string error;
    const auto rules = createRules(info.id, info.defaultSeats, {}, error);
    QVERIFY2(rules, error.c_str());
    Match match(rules, seed);
    Rng rng(seed * 31 + 7);
    int seen = 0;
    long actions = 0;
    while (seen < count && !match.over()) {
        match.startDeal();
        while (match.dealInProgress() && seen < count) {
            if (actions++ % step == 0) {
                visit(match);
                ++seen;
                if (QTest::currentTestFailed())
                    return;
            }
            const PlayerView view = match.viewFor(match.state().toAct);
            QCOMPARE(match.apply(view.legalActions().random(rng)), Reason::None);
        }
    }
}

} // namespace

class TestLevels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void levelNamesRoundTrip()
    {
        for (const Level level : AllLevels)
            QCOMPARE(parseLevel(levelName(level)), std::optional<Level>(level));
        QVERIFY(!parseLevel("expert"));
    }

    // Two deals that differ only in cards the seat cannot see give the same decision for the
    // same generator: the seat's view is all any level reads.
    void hiddenCardsDoNotChangeTheDecision_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("positions");
        for (const GameInfo& info : allGames()) {
            for (const Level level : AllLevels)
                QTest::addRow("%s %s", info.id.c_str(), std::string(levelName(level)).c_str())
                    << QString::fromStdString(info.id) << static_cast<int>(level)
                    << (level == Level::Easy     ? 40
                        : level == Level::Medium ? 6
                                                 : 2);
            QTest::addRow("%s reference", info.id.c_str())
                << QString::fromStdString(info.id) << ReferenceRow << 4;
        }
    }
    void hiddenCardsDoNotChangeTheDecision()
    {
        QFETCH(QString, game);
        QFETCH(int, level);
        QFETCH(int, positions);
        const GameInfo& info = *findGame(game.toStdString());
        const auto player = playerFor(info, level);
        int differentDeals = 0;
        visitPositions(info, 17, positions, 5, [&](const Match& match) {
            const GameState& real = match.state();
            const int seat = real.toAct;
            const PlayerView view = match.viewFor(seat);
            const Knowledge k = knowledgeOf(view);
            Rng dealer(static_cast<std::uint64_t>(match.actions().size()) + 1000);
            const GameState other = Sampler(view, k).sample(dealer);
            for (int s = 0; s < real.seats(); ++s)
                differentDeals += other.hand(s) != real.hand(s);
            Rng a(42), b(42);
            const Decision fromReal = player->decide(view, a, {});
            const Decision fromOther = player->decide(PlayerView(other, seat), b, {});
            QCOMPARE(fromOther.action, fromReal.action);
            QVERIFY(view.legalActions().contains(fromReal.action));
        });
        if (positions > 10)
            QVERIFY2(differentDeals > 0, "the other deals should differ from the real ones");
    }

    // Medium plays whole deals of every game at every seat: every answer is legal.
    void mediumPlaysWholeDealsLegally()
    {
        for (const GameInfo& info : allGames()) {
            std::string error;
            const auto rules = createRules(info.id, info.defaultSeats, {}, error);
            const auto player = makePlayer(info, Level::Medium);
            Match match(rules, 3);
            match.startDeal();
            int decisions = 0;
            while (match.dealInProgress()) {
                const PlayerView view = match.viewFor(match.state().toAct);
                Rng rng = decisionRng(match.seed(), match.actions().size());
                const Action a = player->choose(view, rng);
                QVERIFY2(match.apply(a) == Reason::None, info.id.c_str());
                ++decisions;
            }
            QVERIFY(decisions > 0);
        }
    }

    // The reference plays whole deals of every game at every seat, passes and discards included,
    // and searches exactly the iterations it is given.
    void referencePlaysWholeDealsLegally()
    {
        const ReferencePlayer reference(ReferenceSettings{200, 2.0});
        for (const GameInfo& info : allGames()) {
            std::string error;
            const auto rules = createRules(info.id, info.defaultSeats, {}, error);
            Match match(rules, 5);
            match.startDeal();
            int searched = 0;
            while (match.dealInProgress()) {
                const PlayerView view = match.viewFor(match.state().toAct);
                Rng rng = decisionRng(match.seed(), match.actions().size());
                const Decision d = reference.decide(view, rng, {});
                QVERIFY2(match.apply(d.action) == Reason::None, info.id.c_str());
                if (d.worlds > 0) {
                    QCOMPARE(d.worlds, 200);
                    ++searched;
                }
            }
            QVERIFY2(searched > 0, info.id.c_str());
        }
    }

    // A search told to stop answers at once from what it has (one sampled deal), legally.
    void searchStopsWhenAsked()
    {
        const GameInfo& info = *findGame("hearts");
        const auto hard = makePlayer(info, Level::Hard);
        std::string error;
        Match match(createRules("hearts", 4, {{"passing", "false"}}, error), 8);
        match.startDeal();
        Rng rng(1);
        for (int i = 0; i < 5; ++i) // a few cards in, so there is a choice to make
            QCOMPARE(match.apply(match.viewFor(match.state().toAct).legalActions().random(rng)),
                     Reason::None);
        const PlayerView view = match.viewFor(match.state().toAct);
        QVERIFY(view.legalActions().play.size() > 1);

        std::stop_source stop;
        stop.request_stop();
        Thinking stopped;
        stopped.stop = stop.get_token();
        Rng r1(5);
        const Decision d1 = hard->decide(view, r1, stopped);
        QCOMPARE(d1.worlds, 1);
        QVERIFY(view.legalActions().contains(d1.action));

        Thinking late;
        late.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
        Rng r2(5);
        const Decision d2 = hard->decide(view, r2, late);
        QCOMPARE(d2.worlds, 1);

        Rng r3(5);
        const Decision full = hard->decide(view, r3, {});
        QVERIFY(full.worlds > 1);
        QVERIFY(!full.reason.empty());
        QCOMPARE(full.options.front().action, full.action);
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestLevels)
#include "tst_levels.moc"
