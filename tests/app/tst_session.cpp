// Keeping a match: the autosave and what happens to a damaged one, resuming from the lobby's
// offer, undo and redo of each kind of decision, and a finished match in the statistics.

#include "controller/gamecontroller.h"
#include "lobby/lobbydialog.h"
#include "net/hostedtable.h"
#include "net/tableclient.h"
#include "record/recordfile.h"
#include "registry/gameregistry.h"
#include "session/autosavewriter.h"
#include "session/matchsession.h"
#include "session/saveslot.h"
#include "stats/statsdatabase.h"
#include "table/tableview.h"
#include "text/apptranslations.h"
#include "window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

#include "testmain.h"

Q_DECLARE_METATYPE(QByteArray)

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// A real save: a few actions of Hearts, as the session writes it.
QByteArray realSave()
{
    GameController controller;
    controller.setComputerDelay(0);
    controller.setHumanSeats({});
    MatchSession session(&controller);
    session.beginNewMatch();
    controller.newMatch(QStringLiteral("hearts"), 4, {}, 7);
    if (!QTest::qWaitFor([&controller] { return controller.record().actions.size() >= 8; }, 10000))
        qWarning("the computer seats played fewer than eight actions");
    return QByteArray::fromStdString(fs::writeRecord(session.record()));
}

// Waits until the person's seat is asked again (or the match is over).
bool settled(const GameController& c)
{
    return c.matchOver() || c.seatAwaitingPerson() == 0;
}

fs::ActionKind kindAsked(const fs::LegalActions& legal)
{
    if (legal.selectCount > 0)
        return legal.selectKind;
    if (legal.bids != 0)
        return fs::ActionKind::Bid;
    if (legal.choices != 0)
        return fs::ActionKind::Choose;
    return fs::ActionKind::Play;
}

} // namespace

class SessionTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void damagedSavesAreSetAsideWithAMessage_data();
    void damagedSavesAreSetAsideWithAMessage();
    void theWindowStartsNormallyBesideADamagedSave();
    void anUnfinishedMatchIsOfferedAndResumedWhereItStopped();
    void theOfferCountsItsDealsInPlainEnglish();
    void theComputerSeatsLevelsAreSavedAndResumed();
    void theComputersWaitForTheSaveOfTheLastAction();
    void undoAndRedoWorkForEveryKindOfDecision();
    void undoForgetsAComputerSeatThatIsThinking();
    void undoCanBeTurnedOffAndItsUseIsRemembered();
    void undoReachesIntoAScoredDealWhenNobodyElseSits();
    void undoPassesOverACardPlayedForThePerson();
    void aNewDecisionForgetsWhatCouldBeRedone();
    void aFinishedMatchGoesIntoTheStatistics();
};

void SessionTest::initTestCase()
{
    Q_INIT_RESOURCE(followsuit_resources);
    QStandardPaths::setTestModeEnabled(true); // the user's own saves stay untouched
}

void SessionTest::init()
{
    QDir(MainWindow::dataDirectory()).removeRecursively();
    QVERIFY(QDir().mkpath(MainWindow::dataDirectory()));
}

void SessionTest::damagedSavesAreSetAsideWithAMessage_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray real = realSave();
    QTest::newRow("truncated") << real.left(real.size() / 2);
    QTest::newRow("garbage") << QByteArray("\x89PNG\r\n\x1a\n\0\0garbage", 18);
    QTest::newRow("another program's JSON")
        << QByteArray("{\"name\": \"my-app\", \"version\": \"1.2\"}");
    QByteArray newer = real;
    newer.replace("\"version\": 1", "\"version\": 99");
    QTest::newRow("newer version") << newer;
    QByteArray huge(50 * 1024 * 1024, ' ');
    huge.replace(0, real.size(), real);
    QTest::newRow("50 MB") << huge;
    QTest::newRow("does not replay") << QByteArray(real).replace("\"seed\": 7", "\"seed\": 8");
}

void SessionTest::damagedSavesAreSetAsideWithAMessage()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("current-match.json"));
    writeAll(path, bytes);
    const SaveSlot::Loaded loaded = SaveSlot(path).load();
    QCOMPARE(loaded.state, SaveSlot::Loaded::State::SetAside);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(readAll(loaded.keptAs), bytes); // kept byte for byte
    QVERIFY2(loaded.message.contains(path) && loaded.message.contains(loaded.keptAs),
             qPrintable(loaded.message));
    // A second damaged save never replaces the first one kept.
    writeAll(path, bytes);
    const SaveSlot::Loaded again = SaveSlot(path).load();
    QVERIFY(again.keptAs != loaded.keptAs);
    QCOMPARE(readAll(loaded.keptAs), bytes);
}

void SessionTest::theWindowStartsNormallyBesideADamagedSave()
{
    const QString path = MainWindow::dataDirectory() + QStringLiteral("/current-match.json");
    writeAll(path, "{ not json");
    MainWindow window;
    window.setConfirmAbandon(false);
    window.loadSave();
    window.show();
    QVERIFY(!window.hasResumable());
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("problemBox"));
    QVERIFY(box);
    QVERIFY(box->text().contains(path));
    box->close();
    QVERIFY(window.startSetup(MatchSetup::defaults(QStringLiteral("whist")), 3));
    window.controller()->setComputerDelay(0);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 10000); // a new save, beside the damaged one
    QDir dir(MainWindow::dataDirectory());
    QCOMPARE(dir.entryList({QStringLiteral("current-match.json.damaged-*")}).size(), 1);
}

void SessionTest::anUnfinishedMatchIsOfferedAndResumedWhereItStopped()
{
    std::vector<fs::Action> played;
    {
        MainWindow window;
        window.setConfirmAbandon(false);
        window.loadSave();
        window.table()->setAnimationSpeed(0);
        window.controller()->setComputerDelay(0);
        QVERIFY(window.startSetup(MatchSetup::defaults(QStringLiteral("ohhell")), 5));
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 10000);
        const fs::LegalActions legal = window.table()->legal();
        QVERIFY(legal.bids != 0);
        for (int b = 0; b < 64; ++b)
            if (legal.bids & (std::uint64_t{1} << b)) {
                window.controller()->bid(0, b);
                break;
            }
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 10000);
        played = window.controller()->record().actions;
        window.close(); // no question: the match is kept
    }
    MainWindow window;
    window.setConfirmAbandon(false);
    window.loadSave();
    QVERIFY(window.hasResumable());
    const QString offer = window.resumeDescription();
    QVERIFY2(offer.contains(QStringLiteral("Oh Hell")) && offer.contains(QStringLiteral("Saved")),
             qPrintable(offer));
    window.openLobby();
    QTRY_VERIFY(window.lobby()->isVisible());
    QVERIFY(window.lobby()->resumeButton()->isVisible());
    QTest::mouseClick(window.lobby()->resumeButton(), Qt::LeftButton);
    QVERIFY(!window.lobby()->isVisible());
    QVERIFY(window.controller()->hasMatch());
    QCOMPARE(window.controller()->record().actions, played);
}

// "After 2 deals", not "After 2 deal(s)": the English plural forms come from the app's own
// catalogue (translations/followsuit_en.ts), loaded from the resources as the app loads it.
void SessionTest::theOfferCountsItsDealsInPlainEnglish()
{
    AppTranslations::install(QLocale(QLocale::English));
    std::string error;
    for (const int deals : {1, 2}) {
        fs::Match match(fs::createRules("hearts", 4, {}, error), 9);
        fs::Rng rng(9);
        while (match.dealsPlayed() < deals) {
            if (!match.dealInProgress())
                match.startDeal();
            match.apply(match.state().legalActions().random(rng));
        }
        match.startDeal();
        match.apply(match.state().legalActions().random(rng));
        writeAll(MainWindow::dataDirectory() + QStringLiteral("/current-match.json"),
                 QByteArray::fromStdString(fs::writeRecord(match, {})));
        MainWindow window;
        window.loadSave();
        const QString offer = window.resumeDescription();
        const QString expected =
            deals == 1 ? QStringLiteral("After 1 deal:") : QStringLiteral("After 2 deals:");
        QVERIFY2(offer.contains(expected), qPrintable(offer));
        QVERIFY(!offer.contains(QStringLiteral("(s)")));
    }
}

void SessionTest::theComputerSeatsLevelsAreSavedAndResumed()
{
    MatchSetup setup = MatchSetup::defaults(QStringLiteral("hearts"));
    setup.levels = {fs::Level::Medium, fs::Level::Easy, fs::Level::Hard, fs::Level::Hard};
    const QString savePath = MainWindow::dataDirectory() + QStringLiteral("/current-match.json");
    {
        MainWindow window;
        window.setConfirmAbandon(false);
        window.loadSave();
        window.table()->setAnimationSpeed(0);
        window.controller()->setComputerDelay(0);
        QVERIFY(window.startSetup(setup, 12));
        QCOMPARE(window.controller()->seatLevels(), setup.levels);
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 10000);
        window.close();
    }
    const fs::ParsedRecord saved = fs::parseRecord(readAll(savePath).toStdString());
    QVERIFY(saved.ok());
    QCOMPARE(saved.record.meta.at("levels"), std::string("medium,easy,hard,hard"));

    MainWindow window;
    window.setConfirmAbandon(false);
    window.loadSave();
    QVERIFY(window.resumeSaved());
    QCOMPARE(window.controller()->seatLevels(), setup.levels);
    QCOMPARE(window.currentSetup().levels, setup.levels); // a rematch keeps them too

    // A save from before levels, or with a damaged list, has every seat at Medium.
    fs::GameRecord older = saved.record;
    older.meta.erase("levels");
    QCOMPARE(MatchSession::seatLevels(older), QList<fs::Level>(4, fs::Level::Medium));
    older.meta.insert_or_assign(std::string("levels"), std::string("hard,brilliant"));
    QCOMPARE(MatchSession::seatLevels(older), QList<fs::Level>(4, fs::Level::Medium));
}

void SessionTest::theComputersWaitForTheSaveOfTheLastAction()
{
    // Easy seats decide in well under a millisecond; each write here takes 30 ms, as on a busy
    // disk. Killed at any moment, the app must have saved all but the action being saved.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("match.json"));
    GameController controller;
    controller.setComputerDelay(0);
    controller.setHumanSeats({});
    controller.setSeatLevels(QList<fs::Level>(4, fs::Level::Easy));
    MatchSession session(&controller);
    session.setSavePath(path);
    session.writer()->setSlowDisk(std::chrono::milliseconds(30));
    session.beginNewMatch();
    QVERIFY(controller.newMatch(QStringLiteral("hearts"), 4, {}, 11));
    HostedTable* table = controller.tableHere();
    QVERIFY(table);
    int applied = 0;
    int worst = 0;
    connect(table, &HostedTable::applied, this, [&] {
        const int played = static_cast<int>(table->match()->actions().size());
        const fs::ParsedRecord parsed = fs::parseRecord(readAll(path).toStdString());
        const int saved = parsed.ok() ? static_cast<int>(parsed.record.actions.size()) : 0;
        worst = std::max(worst, played - saved);
        ++applied;
    });
    QTRY_VERIFY_WITH_TIMEOUT(applied >= 20, 20000);
    QCOMPARE(worst, 1);
}

void SessionTest::undoAndRedoWorkForEveryKindOfDecision()
{
    std::map<fs::ActionKind, std::set<std::string>> covered;
    for (const fs::GameInfo& game : fs::allGames()) {
        GameController controller;
        controller.setComputerDelay(0);
        MatchSession session(&controller);
        session.beginNewMatch();
        QVERIFY(controller.newMatch(QString::fromStdString(game.id), game.defaultSeats, {}, 11));
        fs::Rng rng(5);
        std::set<fs::ActionKind> seen;
        for (int decision = 0; decision < 40 && !controller.matchOver(); ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(settled(controller), 10000);
            if (controller.matchOver())
                break;
            const fs::LegalActions legal = controller.viewFor(0).legalActions();
            const fs::ActionKind kind = kindAsked(legal);
            const fs::Action action = legal.random(rng);
            const std::size_t before = controller.record().actions.size();
            controller.submit(action);
            if (!seen.contains(kind)) {
                // Once per kind: back to the question, then forward to the same position.
                QTRY_VERIFY_WITH_TIMEOUT(settled(controller), 10000);
                const std::vector<fs::Action> after = controller.record().actions;
                if (controller.matchOver())
                    break; // a finished match is in the statistics: nothing to undo
                QVERIFY2(controller.undoable() == action, game.id.c_str());
                controller.undo();
                QTRY_COMPARE(controller.record().actions.size(), before);
                QTRY_COMPARE(controller.seatAwaitingPerson(), 0);
                QCOMPARE(kindAsked(controller.viewFor(0).legalActions()), kind);
                QVERIFY2(controller.redoable() == action, game.id.c_str());
                controller.redo();
                QTRY_VERIFY_WITH_TIMEOUT(
                    controller.record().actions.size() > before && settled(controller), 10000);
                QCOMPARE(controller.record().actions, after);
                covered[kind].insert(game.id);
            }
        }
    }
    for (const fs::ActionKind kind : {fs::ActionKind::Play, fs::ActionKind::Pass,
                                      fs::ActionKind::Bid, fs::ActionKind::Choose}) {
        QVERIFY2(covered[kind].size() >= 1, "a kind of decision was never met");
    }
    QVERIFY(covered[fs::ActionKind::Play].size() >= 3);
}

void SessionTest::undoForgetsAComputerSeatThatIsThinking()
{
    GameController controller;
    controller.setComputerDelay(5000); // the computer seats "think" for long
    MatchSession session(&controller);
    session.beginNewMatch();
    QVERIFY(controller.newMatch(QStringLiteral("whist"), 4, {}, 2));
    QTRY_VERIFY_WITH_TIMEOUT(controller.seatAwaitingPerson() == 0 || controller.busy(), 10000);
    // Seat 0 may not be first to play: wait for the person, however long that takes here.
    controller.setComputerDelay(0);
    QTRY_VERIFY_WITH_TIMEOUT(settled(controller), 20000);
    const std::size_t before = controller.record().actions.size();
    controller.setComputerDelay(5000);
    controller.playCard(0, *controller.viewFor(0).legalActions().play.begin());
    QTRY_VERIFY(controller.busy()); // West is thinking
    QTRY_VERIFY(controller.undoable());
    controller.undo();
    QTRY_COMPARE(controller.record().actions.size(), before);
    QTRY_VERIFY(!controller.busy());
    QTRY_COMPARE(controller.seatAwaitingPerson(), 0);
    QTest::qWait(100); // a late answer for the old position must change nothing
    QCOMPARE(controller.record().actions.size(), before);
}

void SessionTest::undoCanBeTurnedOffAndItsUseIsRemembered()
{
    GameController controller;
    controller.setComputerDelay(0);
    MatchSession session(&controller);
    session.setUndoAllowed(false);
    session.beginNewMatch();
    QVERIFY(controller.newMatch(QStringLiteral("hearts"), 4, {}, 4));
    QTRY_VERIFY_WITH_TIMEOUT(settled(controller), 10000);
    fs::Rng rng(1);
    controller.submit(controller.viewFor(0).legalActions().random(rng));
    QTRY_VERIFY_WITH_TIMEOUT(settled(controller), 10000);
    QVERIFY(!controller.undoable());
    // Asked anyway, past the menu: the table refuses and keeps the decision.
    const std::size_t played = controller.record().actions.size();
    QSignalSpy refused(controller.remote(), &TableClient::refused);
    controller.remote()->undo();
    QTRY_COMPARE(refused.count(), 1);
    QCOMPARE(refused.first().at(0).toString(), QStringLiteral("undo-off"));
    QCOMPARE(controller.record().actions.size(), played);
    QCOMPARE(session.record().meta.at("undoUsed"), std::string("false"));

    session.setUndoAllowed(true);
    controller.submit(controller.viewFor(0).legalActions().random(rng));
    QTRY_VERIFY_WITH_TIMEOUT(settled(controller) && controller.undoable(), 10000);
    controller.undo();
    QTRY_VERIFY(session.undoUsed());
    const fs::GameRecord record = session.record();
    QCOMPARE(record.meta.at("undoUsed"), std::string("true"));
    // It survives a resume: a save carries it.
    MatchSession resumed(&controller);
    QString error;
    QVERIFY2(resumed.resume(record, &error), qPrintable(error));
    QVERIFY(resumed.undoUsed());
}

void SessionTest::undoReachesIntoAScoredDealWhenNobodyElseSits()
{
    // Against the computer alone, the person's last decision may be in a deal already scored:
    // undo takes it back, the deal is off the score sheet again, and redo scores it once more.
    GameController controller;
    controller.setComputerDelay(0);
    MatchSession session(&controller);
    session.beginNewMatch();
    QVERIFY(controller.newMatch(QStringLiteral("whist"), 4, {}, 3));
    fs::Rng rng(2);
    std::optional<fs::Action> last;
    while (true) {
        QTRY_VERIFY_WITH_TIMEOUT(settled(controller), 10000);
        QVERIFY(!controller.matchOver());
        const fs::PlayerView view = controller.viewFor(0);
        // The second deal, before the person's first decision in it.
        if (controller.match().dealsPlayed() == 1 && view.state().hand(0).size() == 13)
            break;
        last = view.legalActions().random(rng);
        controller.submit(*last);
    }
    const std::vector<fs::Action> after = controller.record().actions;
    QCOMPARE(controller.undoable(), last);
    controller.undo();
    QTRY_COMPARE(controller.match().dealsPlayed(), 0);
    QTRY_COMPARE(controller.seatAwaitingPerson(), 0);
    QCOMPARE(controller.viewFor(0).state().dealIndex, 0);
    QCOMPARE(controller.viewFor(0).state().hand(0).size(), 1);
    QCOMPARE(controller.redoable(), last);
    controller.redo();
    QTRY_VERIFY_WITH_TIMEOUT(controller.match().dealsPlayed() == 1 && settled(controller), 10000);
    QCOMPARE(controller.record().actions, after);
}

void SessionTest::undoPassesOverACardPlayedForThePerson()
{
    // A card the table played for the person, as the only legal one, is not a decision: undo
    // takes back the decision before it, which would otherwise only see the card played again.
    GameController controller;
    controller.setComputerDelay(0);
    MatchSession session(&controller);
    session.beginNewMatch();
    QVERIFY(controller.newMatch(QStringLiteral("whist"), 4, {}, 5));
    fs::Rng rng(4);
    std::optional<fs::Action> decision;
    for (int turn = 0; turn < 13; ++turn) {
        QTRY_VERIFY_WITH_TIMEOUT(settled(controller), 10000);
        const fs::Action action = controller.viewFor(0).legalActions().random(rng);
        if (decision) {
            controller.playAutomatically(0, action.card()); // as the table does for a forced card
            QTRY_VERIFY_WITH_TIMEOUT(controller.undoable().has_value(), 10000);
            QCOMPARE(controller.undoable(), decision);
            return;
        }
        decision = action;
        controller.submit(action);
    }
    QFAIL("the person never played");
}

void SessionTest::aNewDecisionForgetsWhatCouldBeRedone()
{
    GameController controller;
    controller.setComputerDelay(0);
    MatchSession session(&controller);
    session.beginNewMatch();
    QVERIFY(controller.newMatch(QStringLiteral("hearts"), 4, {{"passing", "false"}}, 6));
    fs::Rng rng(3);
    fs::CardSet legal;
    while (true) { // to a trick where the person has a choice
        QTRY_VERIFY_WITH_TIMEOUT(settled(controller), 10000);
        QVERIFY(!controller.matchOver());
        legal = controller.viewFor(0).legalActions().play;
        if (legal.size() >= 2)
            break;
        controller.submit(controller.viewFor(0).legalActions().random(rng));
    }
    controller.submit(fs::Action::play(0, legal.nth(0)));
    QTRY_VERIFY_WITH_TIMEOUT(settled(controller) && controller.undoable(), 10000);
    controller.undo();
    QTRY_VERIFY_WITH_TIMEOUT(settled(controller) && controller.redoable(), 10000);
    // Another card than the one taken back: there is nothing to play again.
    controller.submit(fs::Action::play(0, legal.nth(1)));
    QTRY_VERIFY_WITH_TIMEOUT(settled(controller) && controller.undoable(), 10000);
    QVERIFY(!controller.redoable());
    QSignalSpy refused(controller.remote(), &TableClient::refused);
    controller.remote()->redo();
    QTRY_COMPARE(refused.count(), 1);
    QCOMPARE(refused.first().at(0).toString(), QStringLiteral("redo-none"));
}

void SessionTest::aFinishedMatchGoesIntoTheStatistics()
{
    MainWindow window;
    window.setConfirmAbandon(false);
    window.setDemo(true);
    window.loadSave();
    window.table()->setAnimationSpeed(0);
    window.controller()->setComputerDelay(0);
    MatchSetup setup = MatchSetup::defaults(QStringLiteral("hearts"));
    setup.options.insert_or_assign(std::string("target"), std::to_string(5));
    QVERIFY(window.startSetup(setup, 9));
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->matchOver(), 60000);
    QVERIFY(window.statistics() && window.statistics()->isOpen());
    const QList<HistoryEntry> history = window.statistics()->history(10);
    QCOMPARE(history.size(), 1);
    const auto stored = window.statistics()->match(history.first().id);
    QVERIFY(stored);
    QCOMPARE(stored->game, QStringLiteral("hearts"));
    QCOMPARE(stored->variant, QStringLiteral("4 players; target=5"));
    const std::vector<int> totals = window.controller()->match().totals();
    QCOMPARE(stored->totals, QList<int>(totals.begin(), totals.end()));
    // The record kept replays to the same end.
    const fs::ParsedRecord parsed = fs::parseRecord(stored->record.toStdString());
    QVERIFY(parsed.ok());
    QVERIFY(fs::replayRecord(parsed.record).match->over());
    // And the save of a finished match is gone: nothing to resume.
    QTRY_VERIFY(!QFile::exists(MainWindow::dataDirectory() + QStringLiteral("/demo-match.json")));
}

FOLLOWSUIT_TEST_MAIN(SessionTest)
#include "tst_session.moc"
