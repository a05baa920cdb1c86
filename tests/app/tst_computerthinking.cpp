// Computer seats think on the controller's own threads, at the host of the match at home: a
// search that is no longer wanted (a new match, an undo, quitting) is stopped and its answer
// never played, the GUI goes on while Hard thinks, and a hint for the person is worked out the
// same way.

#include "ai/levels.h"
#include "controller/gamecontroller.h"
#include "harness/eventloopgap.h"
#include "registry/gameregistry.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <memory>

#include "testmain.h"

namespace {

const QList<fs::Level> AllHard(4, fs::Level::Hard);
// Longer than Hard may ever think: an answer that was going to come has come by then.
constexpr int LongerThanHardMs = 1500;

bool sameAction(const fs::Action& a, const fs::Action& b)
{
    return a.kind == b.kind && a.seat == b.seat && a.value == b.value && a.cards == b.cards;
}

} // namespace

class ComputerThinkingTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        // An answer for a position that is gone, if it were played, would be illegal there.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("illegal action")));
    }

    // The computer seats think at the table's host (net/hostedtable.h), which runs in the app
    // for a match at home: a new match must never receive the old one's answer. The new match
    // is compared, action for action, with the same match played by a controller that never
    // had another one.
    void aHardSeatThinkingWhenANewMatchStartsNeverPlaysItsAnswer()
    {
        GameController c;
        c.setHumanSeats({});
        c.setComputerDelay(0);
        c.setSeatLevels(AllHard);
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 1));
        QVERIFY(c.busy()); // a Hard seat is choosing its pass
        c.setHumanSeats({0});
        c.setSeatLevels({});
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 2));
        QTRY_VERIFY_WITH_TIMEOUT(c.seatAwaitingPerson() == 0, LongerThanHardMs);
        QTest::qWait(LongerThanHardMs); // the old answer, had it been played, is in by now
        GameController fresh;
        fresh.setComputerDelay(0);
        QVERIFY(fresh.newMatch(QStringLiteral("hearts"), 4, {}, 2));
        QTRY_VERIFY(fresh.seatAwaitingPerson() == 0);
        QCOMPARE(c.record().actions, fresh.record().actions);
    }

    void anUndoWhileAHardSeatThinksDropsItsAnswer()
    {
        GameController c;
        c.setHumanSeats({});
        c.setComputerDelay(0);
        c.setSeatLevels(AllHard);
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 3));
        QVERIFY(c.busy());
        // Undo goes back through resumeMatch, here to the same position with a person at seat 0.
        const fs::GameRecord start = c.record();
        c.setHumanSeats({0});
        c.setSeatLevels({});
        QString error;
        QVERIFY2(c.resumeMatch(start, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(c.seatAwaitingPerson() == 0, LongerThanHardMs);
        QTest::qWait(LongerThanHardMs);
        GameController fresh;
        fresh.setComputerDelay(0);
        QVERIFY2(fresh.resumeMatch(start, &error), qPrintable(error));
        QTRY_VERIFY(fresh.seatAwaitingPerson() == 0);
        QCOMPARE(c.record().actions, fresh.record().actions);
    }

    // The old search's answer arrives while the new match's seat is thinking too: only the
    // request tells them apart, and the new seat's own choice is the one played.
    void aStaleAnswerIsDroppedWhileTheNextSeatThinks()
    {
        GameController c;
        c.setHumanSeats({});
        c.setComputerDelay(0);
        c.setSeatLevels(AllHard);
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 4));
        QVERIFY(c.busy());
        c.setSeatLevels({}); // the game's heuristic, whose choice is known beforehand
        c.setComputerDelay(LongerThanHardMs); // the old answer comes in before the new is shown
        QSignalSpy applied(&c, &GameController::actionApplied);
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 5));
        // The first decision of the match from seed 5, as the host's Easy seat makes it.
        std::string problem;
        fs::Match reference(fs::createRules("hearts", 4, {}, problem), 5);
        reference.startDeal();
        const int seat = reference.state().toAct;
        fs::Rng rng = fs::decisionRng(5, 0);
        const fs::Action expected = fs::makePlayer(*fs::findGame("hearts"), fs::Level::Easy)
                                        ->choose(reference.viewFor(seat), rng);
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 3 * LongerThanHardMs);
        QVERIFY(sameAction(c.record().actions.at(0), expected));
    }

    void theEventLoopGoesOnWhileHardSeatsThink()
    {
        GameController c;
        c.setHumanSeats({});
        c.setComputerDelay(0);
        c.setSeatLevels(AllHard);
        QSignalSpy applied(&c, &GameController::actionApplied);
        harness::EventLoopGap gap;
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 6));
        QTRY_VERIFY_WITH_TIMEOUT(applied.count() >= 12, 60000);
        gap.stop();
        qInfo("%d Hard decisions in %lld ms; the 10 ms timer fired %d times, the longest gap "
              "between two was %lld ms",
              int(applied.count()), gap.elapsedMs(), gap.ticks(), gap.longestMs());
        QVERIFY(gap.ticks() > 0);
    }

    void destroyingTheControllerWhileHardThinksReturns()
    {
        auto c = std::make_unique<GameController>();
        c->setHumanSeats({});
        c->setComputerDelay(0);
        c->setSeatLevels(AllHard);
        QVERIFY(c->newMatch(QStringLiteral("hearts"), 4, {}, 7));
        QVERIFY(c->busy());
        QElapsedTimer clock;
        clock.start();
        c.reset(); // what quitting does; a hang here is a failure by the test's timeout
        qInfo("the controller was destroyed %lld ms into a Hard search", clock.elapsed());
    }

    void aHintIsALegalActionForThePersonsSeat()
    {
        GameController c;
        c.setComputerDelay(0);
        QSignalSpy hints(&c, &GameController::hintReady);
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {{"passing", "false"}}, 5));
        QTRY_VERIFY(c.seatAwaitingPerson() == 0);
        QVERIFY(c.requestHint());
        QVERIFY(c.hintPending());
        QTRY_COMPARE_WITH_TIMEOUT(hints.count(), 1, 3 * LongerThanHardMs);
        QVERIFY(!c.hintPending());
        QCOMPARE(hints.at(0).at(0).toInt(), 0);
        const fs::Action hint = hints.at(0).at(1).value<fs::Action>();
        QCOMPARE(hint.kind, fs::ActionKind::Play);
        QVERIFY(c.viewFor(0).legalActions().play.contains(hint.card()));
        QVERIFY(hints.at(0).at(2).value<fs::DecisionWhy>().kind != fs::WhyKind::None);
        // Nothing was played for the person: a hint only advises.
        QCOMPARE(c.seatAwaitingPerson(), 0);
    }

    void aHintIsDroppedWhenThePersonPlaysFirst()
    {
        GameController c;
        c.setComputerDelay(0);
        QSignalSpy hints(&c, &GameController::hintReady);
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {{"passing", "false"}}, 5));
        QTRY_VERIFY(c.seatAwaitingPerson() == 0);
        QVERIFY(c.requestHint());
        c.playCard(0, c.viewFor(0).legalActions().play.lowest());
        QVERIFY(!c.hintPending());
        QTest::qWait(LongerThanHardMs);
        QCOMPARE(hints.count(), 0);
    }

    void noHintIsWorkedOutWhenNoPersonIsToAct()
    {
        GameController c;
        c.setHumanSeats({});
        c.setComputerDelay(0);
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 8));
        QVERIFY(!c.requestHint());
        QVERIFY(!c.hintPending());
    }
};

FOLLOWSUIT_TEST_MAIN(ComputerThinkingTest)
#include "tst_computerthinking.moc"
