// The Put player's open-handed solver (games/put/putsolver.h) plays on its own compact copy of a
// position for speed. These tests hold it to the core: at every position of many random deals,
// for two, three and four players, it must name the same winner as the same search played with
// GameState and the core's own rules (PutRules), the way the player solved deals before.

#include "core/match.h"
#include "games/put/putrules.h"
#include "games/put/putsolver.h"

#include <QTest>

#include <memory>

#include "testmain.h"

using namespace fs;

namespace {

// The search as written on GameState: every seat tries one card of each power, in card order,
// and keeps the first that does best for itself (1 won, 0 void, -1 lost).
int coreSolve(const GameState& s)
{
    if (s.finished())
        return s.vars<PutVars>().dealWinner;
    const int seat = s.toAct;
    int best = -2, bestWinner = -1;
    std::uint32_t tried = 0;
    for (Card c : s.hand(seat)) {
        const std::uint32_t bit = 1u << PutRules::power(c);
        if (tried & bit)
            continue;
        tried |= bit;
        GameState child = s;
        child.apply(Action::play(seat, c));
        const int w = coreSolve(child);
        const int u = w < 0 ? 0 : (w == seat ? 1 : -1);
        if (u > best) {
            best = u;
            bestWinner = w;
            if (u == 1)
                break;
        }
    }
    return bestWinner;
}

bool inCardPlay(const GameState& s)
{
    const PutStage stage = s.vars<PutVars>().stage;
    return !s.finished() && (stage == PutStage::Lead || stage == PutStage::Follow);
}

struct Counts {
    int positions = 0, won = 0, voided = 0;
};

// Plays `deals` deals of random moves (mostly cards, so that most positions are in card play)
// and compares both solvers wherever cards are being played and when each deal is over.
void compareOver(int seats, int deals, std::uint64_t seed, Counts& counts)
{
    auto m = std::make_unique<Match>(std::make_shared<PutRules>(PutOptions{}, seats), seed);
    Rng rng(seed * 7 + 1);
    for (int d = 0; d < deals; ++d) {
        if (m->over())
            m = std::make_unique<Match>(std::make_shared<PutRules>(PutOptions{}, seats),
                                        seed + static_cast<std::uint64_t>(d) + 1);
        m->startDeal();
        while (m->dealInProgress()) {
            const GameState& s = m->state();
            if (inCardPlay(s)) {
                const int expected = coreSolve(s);
                const int got = solvePutDeal(s);
                if (got != expected)
                    qFatal("seats %d, seed %llu, deal %d: solver says %d, the core %d", seats,
                           static_cast<unsigned long long>(seed), d, got, expected);
                ++counts.positions;
                (expected < 0 ? counts.voided : counts.won) += 1;
            }
            const LegalActions legal = s.legalActions();
            Action a = legal.random(rng);
            if (!legal.play.empty() && rng.below(10) < 9)
                a = Action::play(legal.seat, legal.play.nth(static_cast<int>(rng.below(
                                                 static_cast<std::uint32_t>(legal.play.size())))));
            QCOMPARE(m->apply(a), Reason::None);
        }
        QCOMPARE(solvePutDeal(m->state()), coreSolve(m->state()));
    }
}

} // namespace

class TestPutSolver : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void agreesWithTheCoreRules_data()
    {
        QTest::addColumn<int>("seats");
        QTest::newRow("two players") << 2;
        QTest::newRow("three players") << 3;
        QTest::newRow("four players, partners") << 4;
    }

    void agreesWithTheCoreRules()
    {
        QFETCH(int, seats);
        Counts counts;
        compareOver(seats, 1500, 17 + static_cast<std::uint64_t>(seats), counts);
        if (QTest::currentTestFailed())
            return;
        // The comparison means something only if it met many positions of both outcomes.
        QVERIFY2(counts.positions > 2000, qPrintable(QString::number(counts.positions)));
        QVERIFY(counts.won > 200);
        QVERIFY(counts.voided > 20);
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestPutSolver)
#include "tst_putsolver.moc"
