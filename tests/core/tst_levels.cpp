// The computer levels (ai/levels.h) and the two reference searches (ai/referenceplayer.h): every
// one of them answers every decision of every game legally, never reads a hidden card, and a
// search stops when told to. A level searching to a deadline (the app's way, ai/effort.h) reads
// no more than one searching its fixed count.

#include "ai/ismctsplayer.h"
#include "ai/levels.h"
#include "ai/referenceplayer.h"
#include "core/match.h"
#include "core/sampler.h"
#include "registry/gameregistry.h"

#include <QTest>

#include "testmain.h"

using namespace fs;

namespace {

constexpr int ReferenceRow = -1;       // the level column's value for the reference search
constexpr int ReferencePointsRow = -2; // and for the one crediting the deal's points

std::unique_ptr<ComputerPlayer> playerFor(const GameInfo& info, int level)
{
    if (level == ReferenceRow)
        return std::make_unique<ReferencePlayer>();
    if (level == ReferencePointsRow)
        return std::make_unique<ReferencePlayer>(ReferenceSettings{1000, 2.0, true});
    return makePlayer(info, static_cast<Level>(level));
}

// Thinking to a deadline an hour away, with a count that ends the search first: the clock's
// path, repeatable.
Thinking timedCount(int iterations)
{
    Thinking t;
    t.deadline = std::chrono::steady_clock::now() + std::chrono::hours(1);
    t.iterations = iterations;
    return t;
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
        QTest::addColumn<bool>("timed");
        for (const GameInfo& info : allGames()) {
            for (const Level level : AllLevels)
                QTest::addRow("%s %s", info.id.c_str(), std::string(levelName(level)).c_str())
                    << QString::fromStdString(info.id) << static_cast<int>(level)
                    << (level == Level::Easy     ? 40
                        : level == Level::Medium ? 6
                                                 : 2)
                    << false;
            QTest::addRow("%s medium to a deadline", info.id.c_str())
                << QString::fromStdString(info.id) << static_cast<int>(Level::Medium) << 4 << true;
            QTest::addRow("%s hard to a deadline", info.id.c_str())
                << QString::fromStdString(info.id) << static_cast<int>(Level::Hard) << 4 << true;
            QTest::addRow("%s reference", info.id.c_str())
                << QString::fromStdString(info.id) << ReferenceRow << 4 << false;
            QTest::addRow("%s reference-points", info.id.c_str())
                << QString::fromStdString(info.id) << ReferencePointsRow << 4 << false;
        }
    }
    void hiddenCardsDoNotChangeTheDecision()
    {
        QFETCH(QString, game);
        QFETCH(int, level);
        QFETCH(int, positions);
        QFETCH(bool, timed);
        const GameInfo& info = *findGame(game.toStdString());
        const auto player = playerFor(info, level);
        const Thinking thinking = timed ? timedCount(300) : Thinking{};
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
            const Decision fromReal = player->decide(view, a, thinking);
            const Decision fromOther = player->decide(PlayerView(other, seat), b, thinking);
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

    // Both references play whole deals of every game at every seat, passes and discards
    // included, and search exactly the iterations they are given.
    void referencePlaysWholeDealsLegally_data()
    {
        QTest::addColumn<bool>("dealPoints");
        QTest::newRow("reference") << false;
        QTest::newRow("reference-points") << true;
    }
    void referencePlaysWholeDealsLegally()
    {
        QFETCH(bool, dealPoints);
        const ReferencePlayer reference(ReferenceSettings{200, 2.0, dealPoints});
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

    // With a deadline, a search given a count makes the same choice after the same iterations as
    // without one: the clock only decides when it stops. Without a count, the deadline lets
    // Hard search past its fixed count.
    void theClocksPathMakesTheCountedChoice()
    {
        for (const GameInfo& info : allGames()) {
            const auto hard = makePlayer(info, Level::Hard);
            int compared = 0;
            visitPositions(info, 29, 3, 7, [&](const Match& match) {
                const PlayerView view = match.viewFor(match.state().toAct);
                Thinking counted;
                counted.iterations = 400;
                Rng a(9), b(9);
                const Decision plain = hard->decide(view, a, counted);
                const Decision timed = hard->decide(view, b, timedCount(400));
                QCOMPARE(timed.action, plain.action);
                QCOMPARE(timed.worlds, plain.worlds);
                QVERIFY(plain.worlds <= 400);
                ++compared;
            });
            QVERIFY2(compared > 0, info.id.c_str());
        }
    }

    // Hard stops early only when the rest of its count could not change its choice: whole deals
    // give the same choices as a search that always searches its full count, and some decisions
    // end early.
    void aSearchStopsEarlyOnlyWhenItsChoiceIsSettled_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("ohhell") << QStringLiteral("ohhell");
        QTest::newRow("hearts") << QStringLiteral("hearts");
        QTest::newRow("spades") << QStringLiteral("spades");
    }
    void aSearchStopsEarlyOnlyWhenItsChoiceIsSettled()
    {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        std::string error;
        Match match(createRules(info.id, info.defaultSeats, {}, error), 12);
        match.startDeal();
        TreeSearchSettings settings{2000, 0.7, SearchSettings{0, 16, 60, false}, info.searchPlayout,
                                    info.searchWorldWeight};
        const TreeSearchPlayer early(settings, info.computerPlayer());
        settings.stopWhenSettled = false;
        const TreeSearchPlayer full(settings, info.computerPlayer());
        int stoppedEarly = 0;
        while (match.dealInProgress()) {
            const PlayerView view = match.viewFor(match.state().toAct);
            Rng a = decisionRng(match.seed(), match.actions().size()), b = a;
            const Decision d = early.decide(view, a, {});
            const Decision whole = full.decide(view, b, {});
            QCOMPARE(d.action, whole.action);
            QVERIFY(d.worlds <= whole.worlds);
            stoppedEarly += d.worlds < whole.worlds;
            QCOMPARE(match.apply(d.action), Reason::None);
        }
        QVERIFY2(stoppedEarly > 0, "some decision of a whole deal should be settled early");
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestLevels)
#include "tst_levels.moc"
