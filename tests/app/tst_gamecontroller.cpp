// The controller drives a whole match: computer seats off the GUI thread, the person's requests
// checked by the core, every event reported as a signal.

#include "controller/gamecontroller.h"
#include "games/hearts/heartsrules.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <algorithm>

#include "testmain.h"

namespace {

constexpr int ControllerMatchTimeoutMs = 120000;

std::vector<int> finalTotals(const GameController& c)
{
    return c.match().totals();
}

} // namespace

class TestGameController : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fourComputerSeatsPlayAMatchToOneHundred();
    void theSameSeedPlaysTheSameMatch();
    void anIllegalCardIsRefusedWithAReason();
    void aLegalCardIsPlayedAndTheComputersAnswer();
    void requestsOutOfTurnAreRefused();
    void theControllerWaitsForTheTableBeforeTheNextSeatActs();
    void aViewThatOnlyAcknowledgesBatchesNeverStalls();
    void passedCardsOfOtherSeatsAreNotRevealed();
    void anUnknownGameIsRefused();
    void aDealWithATurnedCardAnnouncesItAndTheTrumps();
    void everyGameInTheRegistryPlaysAComputerMatch();
};

void TestGameController::fourComputerSeatsPlayAMatchToOneHundred()
{
    GameController c;
    c.setHumanSeats({});
    c.setComputerDelay(0);
    QSignalSpy finished(&c, &GameController::matchFinished);
    QSignalSpy scored(&c, &GameController::dealScored);
    QSignalSpy played(&c, &GameController::cardPlayed);
    QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 2026));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, ControllerMatchTimeoutMs);

    const auto totals = finalTotals(c);
    QVERIFY(*std::max_element(totals.begin(), totals.end()) >= 100);
    const int lowest = *std::min_element(totals.begin(), totals.end());
    QCOMPARE(std::count(totals.begin(), totals.end(), lowest), 1);
    const QList<int> winners = finished.at(0).at(0).value<QList<int>>();
    QCOMPARE(winners.size(), 1);
    QCOMPARE(totals[static_cast<std::size_t>(winners.first())], lowest);
    QCOMPARE(scored.count(), c.match().dealsPlayed());
    QCOMPARE(played.count(), 52 * c.match().dealsPlayed());
}

void TestGameController::theSameSeedPlaysTheSameMatch()
{
    std::vector<int> first;
    for (int run = 0; run < 2; ++run) {
        GameController c;
        c.setHumanSeats({});
        c.setComputerDelay(0);
        QSignalSpy finished(&c, &GameController::matchFinished);
        QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 77));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, ControllerMatchTimeoutMs);
        if (run == 0)
            first = finalTotals(c);
        else
            QCOMPARE(finalTotals(c), first);
    }
}

void TestGameController::anIllegalCardIsRefusedWithAReason()
{
    GameController c;
    c.setComputerDelay(0);
    QSignalSpy turns(&c, &GameController::turnStarted);
    QSignalSpy rejected(&c, &GameController::actionRefused);
    QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {{"passing", "false"}}, 5));
    QTRY_VERIFY(c.seatAwaitingPerson() == 0);
    const fs::LegalActions legal = c.viewFor(0).legalActions();
    const fs::CardSet illegal = c.viewFor(0).hand() - legal.play;
    QVERIFY2(!illegal.empty(), "seed 5 should leave the person a card they may not play");
    const int playedBefore = c.viewFor(0).state().playedCount;
    c.playCard(0, illegal.lowest());
    QCOMPARE(rejected.count(), 1);
    const auto why = rejected.at(0).at(0).value<fs::Reason>();
    QVERIFY(why != fs::Reason::None);
    QCOMPARE(why, c.match().rules().whyIllegal(c.viewFor(0).state(),
                                               fs::Action::play(0, illegal.lowest())));
    QCOMPARE(int(c.viewFor(0).state().playedCount), playedBefore);
    QCOMPARE(c.seatAwaitingPerson(), 0);
}

void TestGameController::aLegalCardIsPlayedAndTheComputersAnswer()
{
    GameController c;
    c.setComputerDelay(0);
    QSignalSpy played(&c, &GameController::cardPlayed);
    QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {{"passing", "false"}}, 5));
    QTRY_VERIFY(c.seatAwaitingPerson() == 0);
    const int before = played.count();
    const fs::Card card = c.viewFor(0).legalActions().play.lowest();
    c.playCard(0, card);
    // A request: the card moves when the table's answer comes back.
    QTRY_VERIFY(played.count() > before);
    QCOMPARE(played.at(before).at(0).toInt(), 0);
    QCOMPARE(played.at(before).at(1).value<fs::Card>(), card);
    // The three computer seats play in turn and the person is asked again.
    QTRY_VERIFY(c.seatAwaitingPerson() == 0);
    QVERIFY(played.count() >= before + 4);
}

void TestGameController::requestsOutOfTurnAreRefused()
{
    GameController c;
    c.setComputerDelay(0);
    QSignalSpy rejected(&c, &GameController::actionRefused);
    QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 11));
    c.playCard(2, fs::HeartsRules::TwoOfClubs); // a computer seat: never the person's to move
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(0).value<fs::Reason>(), fs::Reason::NotYourTurn);
}

void TestGameController::theControllerWaitsForTheTableBeforeTheNextSeatActs()
{
    GameController c;
    c.setHumanSeats({});
    c.setComputerDelay(0);
    c.setWaitsForView(true);
    QSignalSpy passed(&c, &GameController::cardsPassed);
    QSignalSpy batches(&c, &GameController::batchEnded);
    QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 3));
    QTest::qWait(50);
    QCOMPARE(passed.count(), 0); // still waiting for the table to show the deal
    QCOMPARE(batches.count(), 1);
    const quint64 deal = batches.at(0).at(0).toULongLong();
    c.acknowledge(deal + 7); // an id that was never sent changes nothing
    QTest::qWait(50);
    QCOMPARE(passed.count(), 0);
    c.acknowledge(deal);
    QTRY_COMPARE(passed.count(), 1);
    QTest::qWait(50);
    QCOMPARE(passed.count(), 1); // and again after the first pass
    c.acknowledge(deal);         // an old id is not the batch awaited now
    QTest::qWait(50);
    QCOMPARE(passed.count(), 1);
    c.acknowledge(batches.last().at(0).toULongLong());
    QTRY_COMPARE(passed.count(), 2);
}

// A view that handles none of the event signals, only the end of each batch, still sees every
// game through to its end: nothing it left unconnected can stall play.
void TestGameController::aViewThatOnlyAcknowledgesBatchesNeverStalls()
{
    for (const fs::GameInfo& game : fs::allGames()) {
        GameController c;
        c.setHumanSeats({});
        c.setComputerDelay(0);
        c.setWaitsForView(true);
        QObject::connect(&c, &GameController::batchEnded, &c, [&c](quint64 id) {
            QTimer::singleShot(0, &c, [&c, id] { c.acknowledge(id); });
        });
        QSignalSpy finished(&c, &GameController::matchFinished);
        QVERIFY(c.newMatch(QString::fromStdString(game.id), game.defaultSeats, {}, 5));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, ControllerMatchTimeoutMs);
    }
}

// What the signals show is what the observing seat may see: no other seat's passed cards.
void TestGameController::passedCardsOfOtherSeatsAreNotRevealed()
{
    GameController c;
    c.setHumanSeats({});
    c.setObserverSeat(2);
    c.setComputerDelay(0);
    QSignalSpy passed(&c, &GameController::cardsPassed);
    QVERIFY(c.newMatch(QStringLiteral("hearts"), 4, {}, 9));
    // At least the first deal's four passes: with no pause the computers may play on into the
    // next deal's passes between two looks, so waiting for exactly four could wait forever.
    QTRY_VERIFY_WITH_TIMEOUT(passed.count() >= 4, ControllerMatchTimeoutMs);
    for (const QList<QVariant>& args : passed) {
        const int from = args.at(0).toInt();
        const fs::CardSet cards = args.at(2).value<fs::CardSet>();
        QCOMPARE(args.at(3).toInt(), 3);
        QCOMPARE(cards.empty(), from != 2);
    }
}

void TestGameController::anUnknownGameIsRefused()
{
    GameController c;
    QSignalSpy rejected(&c, &GameController::actionRejected);
    QVERIFY(!c.newMatch(QStringLiteral("snap"), 4, {}, 1));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(!c.hasMatch());
}

void TestGameController::aDealWithATurnedCardAnnouncesItAndTheTrumps()
{
    GameController c;
    c.setHumanSeats({});
    c.setComputerDelay(0);
    QSignalSpy turned(&c, &GameController::cardTurned);
    QSignalSpy trumps(&c, &GameController::trumpFixed);
    QSignalSpy started(&c, &GameController::dealStarted);
    QVERIFY(c.newMatch(QStringLiteral("ohhell"), 4, {}, 8));
    QCOMPARE(started.count(), 1);
    QCOMPARE(turned.count(), 1);
    const fs::PlayerView view = c.viewFor(c.observerSeat());
    const fs::GameState& s = view.state();
    QCOMPARE(turned.at(0).at(0).value<fs::Card>(), s.turnUp);
    QCOMPARE(trumps.count(), 1);
    QCOMPARE(trumps.at(0).at(0).toInt(), int(s.trump));
}

// The controller has no game-specific path: each registered game runs a whole match of
// computer seats, with every event turned into a signal.
void TestGameController::everyGameInTheRegistryPlaysAComputerMatch()
{
    for (const fs::GameInfo& game : fs::allGames()) {
        GameController c;
        c.setHumanSeats({});
        c.setComputerDelay(0);
        QSignalSpy finished(&c, &GameController::matchFinished);
        QSignalSpy rejected(&c, &GameController::actionRejected);
        QSignalSpy refused(&c, &GameController::actionRefused);
        QVERIFY2(c.newMatch(QString::fromStdString(game.id), game.defaultSeats, {}, 31),
                 game.id.c_str());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, ControllerMatchTimeoutMs);
        QCOMPARE(rejected.count(), 0);
        QCOMPARE(refused.count(), 0);
        QVERIFY2(c.matchOver(), game.id.c_str());
        QVERIFY2(!c.match().status().winners.empty(), game.id.c_str());
    }
}

FOLLOWSUIT_TEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
