// The main window as a whole: it starts a match, shows the table and the score sheet, follows a
// match to its end dialog and starts a new one from there.

#include "controller/gamecontroller.h"
#include "harness/eventloopgap.h"
#include "lobby/lobbydialog.h"
#include "lobby/rulesbrowser.h"
#include "scoresheet/matchresultdialog.h"
#include "scoresheet/scoresheetmodel.h"
#include "table/carditem.h"
#include "table/decisionpanel.h"
#include "table/tableview.h"
#include "widgets/statusline.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

#include "testmain.h"

class MainWindowTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void startsAHeartsMatchWithThePersonAtSeatZero();
    void scoreSheetDockCanBeHiddenAndShown();
    void tableStatusAppearsInTheStatusBar();
    void theStatusLineNeverCutsAWordOrANumber();
    void exportingStartsInThePersonsFoldersNotTheSaves();
    void aFinishedMatchOffersANewGame();
    void newGameAsksBeforeAbandoningAMatch();
    void theRulesWindowOpenedFromTheLobbyCanBeReadAndClosed();
    void theLastGameChosenIsRemembered();
    void computerSpeedIsRemembered();
    void aHintRaisesTheCardHardWouldPlayAndSaysWhy();
    void aHintForAPassPicksTheCardsToPass();
    void hintsCanBeTurnedOffInThePreferences();
    void theTableKeepsDrawingWhileHardSeatsThink();
};

namespace {

// Counts the table's paints while the window plays.
class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

} // namespace

void MainWindowTest::initTestCase()
{
    Q_INIT_RESOURCE(followsuit_resources);
    QStandardPaths::setTestModeEnabled(true); // keep the user's real settings untouched
    QApplication::setOrganizationName(QStringLiteral("Follow Suit Tests"));
    QApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QSettings().clear();
}

void MainWindowTest::startsAHeartsMatchWithThePersonAtSeatZero()
{
    MainWindow window;
    window.show();
    window.startMatch(11);
    QVERIFY(window.controller()->hasMatch());
    QCOMPARE(QString::fromStdString(std::string(window.controller()->match().rules().gameId())),
             QStringLiteral("hearts"));
    QVERIFY(window.controller()->isHuman(0));
    QVERIFY(!window.controller()->isHuman(1));
    QVERIFY(window.table()->isVisible());
    QCOMPARE(window.scoreModel()->rowCount(), 1);
    QVERIFY(!window.lastTrickAction()->isEnabled()); // no trick played yet
}

void MainWindowTest::scoreSheetDockCanBeHiddenAndShown()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* toggle = window.scoreDock()->toggleViewAction();
    QVERIFY(window.scoreDock()->isVisible());
    toggle->trigger();
    QVERIFY(!window.scoreDock()->isVisible());
    toggle->trigger();
    QVERIFY(window.scoreDock()->isVisible());
}

void MainWindowTest::tableStatusAppearsInTheStatusBar()
{
    MainWindow window;
    window.show();
    window.controller()->setComputerDelay(0);
    window.startMatch(11);
    QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 15000);
    QCOMPARE(window.statusLine()->message(), window.table()->statusText());
    QVERIFY(!window.statusLine()->message().isEmpty());
    QVERIFY(window.statusLine()->isVisible());

    // A menu's status tip covers the line while it is shown, and leaves it as it was: the
    // person's prompt is not wiped for good by opening a menu.
    const QString prompt = window.statusLine()->message();
    QStatusTipEvent tip(QStringLiteral("Starts a new game"));
    QCoreApplication::sendEvent(&window, &tip);
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Starts a new game"));
    QStatusTipEvent none{QString()};
    QCoreApplication::sendEvent(&window, &none);
    QVERIFY(window.statusLine()->isVisible());
    QCOMPARE(window.statusLine()->message(), prompt);
    QCOMPARE(window.statusLine()->text(), prompt);
}

void MainWindowTest::theStatusLineNeverCutsAWordOrANumber()
{
    // The message of issue 36: too long for the room beside the deal's fields, it was cut
    // inside Emma's −10 and read "Emma -1".
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    StatusLine* line = window.statusLine();
    QStringList scores;
    for (const char* name : {"You", "Anna", "Ben", "Carla", "Dan", "Emma"})
        scores << QStringLiteral("%1 -10").arg(QLatin1String(name));
    const QString message =
        QStringLiteral("Deal 3 is over: nobody made their bid. Totals: ") + scores.join(u", ") +
        QStringLiteral(". Choose Continue for the next deal, or look at the score sheet first.");
    line->showMessage(message);
    int cut = 0;
    for (const int width : {1280, 900, 640, 420}) {
        window.resize(width, 800);
        QCoreApplication::processEvents(); // the bar's layout, then the line's resize
        QCOMPARE(line->message(), message);
        const QString shown = line->text();
        QVERIFY2(line->fontMetrics().horizontalAdvance(shown) <= line->contentsRect().width(),
                 qPrintable(shown));
        if (shown == message) {
            QVERIFY(line->toolTip().isEmpty());
            continue;
        }
        // Whole words, then "…"; the rest is in the tooltip.
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        const QString head = shown.chopped(1);
        QVERIFY2(message.startsWith(head), qPrintable(shown));
        const QChar next = message.at(head.size());
        QVERIFY2(next == QLatin1Char(' ') || next.isPunct(), qPrintable(shown));
        QCOMPARE(line->toolTip(), message);
        ++cut;
    }
    QVERIFY(cut > 0); // the message was too long at some width: the test saw it fitted
    // Nothing fits but the ellipsis: still no part of a word.
    QCOMPARE(StatusLine::fitted(QStringLiteral("Emma -10"), line->fontMetrics(), 1),
             QString(QChar(0x2026)));
    QCOMPARE(StatusLine::fitted(QStringLiteral("Emma -10, Ben 3"), line->fontMetrics(), 100000),
             QStringLiteral("Emma -10, Ben 3"));
}

void MainWindowTest::exportingStartsInThePersonsFoldersNotTheSaves()
{
    // File ▸ Export record opened its dialog in the app's private folder of saves (issue 36).
    MainWindow window;
    window.setConfirmAbandon(false);
    window.loadSave(); // the folder of saves exists, as it does in use
    QVERIFY(QDir(MainWindow::dataDirectory()).exists());
    window.show();
    window.controller()->setComputerDelay(0);
    window.startMatch(11);
    QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 15000);
    QAction* exportRecord = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            exportRecord = action;
    QVERIFY(exportRecord);
    QStringList folders;
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, &window, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<QFileDialog*>(w); dialog && dialog->isVisible()) {
                folders << dialog->directory().absolutePath();
                dialog->reject();
            }
    });
    closer.start(20);
    exportRecord->trigger();
    QCOMPARE(folders.size(), 1);
    const QString saves = QDir(MainWindow::dataDirectory()).absolutePath();
    QVERIFY2(!folders.first().startsWith(saves), qPrintable(folders.first()));
}

void MainWindowTest::aFinishedMatchOffersANewGame()
{
    MainWindow window;
    window.setDemo(true);
    window.table()->setAnimationSpeed(0);
    window.show();
    window.controller()->setComputerDelay(0);
    window.startMatch(5);
    // Autoplay waits 2.5 s on each deal's result; press "Next deal" instead, as a person would.
    QElapsedTimer clock;
    clock.start();
    while (!window.controller()->matchOver() && clock.elapsed() < 120000) {
        if (window.table()->nextDealButton()->isVisible())
            QTest::mouseClick(window.table()->nextDealButton(), Qt::LeftButton);
        QTest::qWait(10);
    }
    QVERIFY(window.controller()->matchOver());
    QTRY_VERIFY_WITH_TIMEOUT(window.resultDialog()->isVisible(), 10000);
    QVERIFY(window.resultDialog()->headline().contains(QLatin1String("win")));
    const int deals = window.controller()->match().dealsPlayed();
    QCOMPARE(window.scoreModel()->rowCount(), deals + 1);

    // A finished match is not in progress: no question, straight to the lobby.
    QTest::mouseClick(window.resultDialog()->newGameButton(), Qt::LeftButton);
    QTRY_VERIFY(window.lobby() && window.lobby()->isVisible());
    QTest::mouseClick(window.lobby()->playButton(), Qt::LeftButton);
    QTRY_VERIFY(!window.resultDialog()->isVisible());
    QCOMPARE(window.controller()->match().dealsPlayed(), 0);
    QCOMPARE(window.scoreModel()->rowCount(), 1);
}

// Answers the next question box with `button` once it appears.
static void answerQuestion(QMessageBox::StandardButton button, bool* asked)
{
    QTimer::singleShot(0, [button, asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            answerQuestion(button, asked); // not shown yet: try again on the next turn
            return;
        }
        *asked = true;
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
}

void MainWindowTest::newGameAsksBeforeAbandoningAMatch()
{
    MainWindow window;
    window.show();
    window.controller()->setComputerDelay(0);
    window.startMatch(11);
    QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 15000);
    // The person passes, so the match is under way.
    fs::CardSet three;
    for (fs::Card c : window.table()->legal().select)
        if (three.size() < 3)
            three.insert(c);
    window.controller()->passCards(0, three);
    QTRY_VERIFY(window.matchInProgress()); // once the table has taken it

    bool asked = false;
    answerQuestion(QMessageBox::No, &asked);
    window.newGame();
    QVERIFY(asked);
    QVERIFY(!window.lobby() || !window.lobby()->isVisible()); // "No" keeps the match

    asked = false;
    answerQuestion(QMessageBox::Yes, &asked);
    answerQuestion(QMessageBox::Yes, &asked);
    window.newGame();
    QVERIFY(asked);
    QTRY_VERIFY(window.lobby() && window.lobby()->isVisible());
    window.lobby()->reject();
    window.setConfirmAbandon(false);
}

// The lobby is modal to the window; the rules it opens must not be blocked by it. Clicks go
// through the window system (QTest on the QWindow), which is where modality blocks them.
void MainWindowTest::theRulesWindowOpenedFromTheLobbyCanBeReadAndClosed()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openLobby();
    LobbyDialog* lobby = window.lobby();
    QTRY_VERIFY(lobby->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(lobby));
    QTest::mouseClick(lobby->windowHandle(), Qt::LeftButton, {},
                      lobby->rulesButton()->mapTo(lobby, lobby->rulesButton()->rect().center()));
    RulesBrowser* rules = lobby->findChild<RulesBrowser*>();
    if (!rules)
        rules = window.rulesBrowser();
    QVERIFY(rules);
    QTRY_VERIFY(rules->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(rules));
    auto* close = rules->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Close);
    QTest::mouseClick(rules->windowHandle(), Qt::LeftButton, {},
                      close->mapTo(rules, close->rect().center()));
    QTRY_VERIFY(!rules->isVisible());
    QVERIFY(lobby->isVisible()); // the lobby stays, for the game to be chosen
    lobby->reject();
}

void MainWindowTest::theLastGameChosenIsRemembered()
{
    MatchSetup setup = MatchSetup::defaults(QStringLiteral("ohhell"));
    setup.seats = 6;
    setup.options["hook"] = "true";
    // The opponents' levels come back too (the person's seat is always at the default).
    setup.levels = {fs::Level::Medium, fs::Level::Hard,   fs::Level::Easy,
                    fs::Level::Hard,   fs::Level::Medium, fs::Level::Easy};
    {
        MainWindow window;
        window.controller()->setComputerDelay(0);
        QVERIFY(window.startSetup(setup, 3));
        QCOMPARE(window.controller()->match().rules().seats(), 6);
        window.setConfirmAbandon(false);
        window.close();
    }
    MainWindow again;
    QCOMPARE(again.currentSetup(), setup);
    again.openLobby();
    QCOMPARE(again.lobby()->setup(), setup);
    again.lobby()->reject();
}

void MainWindowTest::computerSpeedIsRemembered()
{
    {
        MainWindow window;
        window.controller()->setComputerDelay(1200);
        window.close(); // writes the settings
    }
    MainWindow again;
    QCOMPARE(again.controller()->computerDelay(), 1200);
}

FOLLOWSUIT_TEST_MAIN(MainWindowTest)
#include "tst_mainwindow.moc"

namespace {

fs::CardSet pickedCards(const TableView& table)
{
    fs::CardSet picked;
    for (const fs::Card c : table.handOrder())
        if (table.itemFor(c)->picked())
            picked.insert(c);
    return picked;
}

} // namespace

void MainWindowTest::aHintRaisesTheCardHardWouldPlayAndSaysWhy()
{
    MainWindow window;
    window.setConfirmAbandon(false);
    window.show();
    window.table()->setAnimationSpeed(0);
    window.controller()->setComputerDelay(0);
    QSignalSpy hints(window.controller(), &GameController::hintReady);
    MatchSetup setup = MatchSetup::defaults(QStringLiteral("hearts"));
    setup.options.insert_or_assign(std::string("passing"), std::string("false"));
    QVERIFY(window.startSetup(setup, 5));
    QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 15000);
    QTRY_VERIFY(window.hintAction()->isEnabled());
    QVERIFY(window.findChild<QWidget*>(QStringLiteral("hintButton"))->isVisible());
    QCOMPARE(window.hintAction()->shortcut(), QKeySequence(Qt::Key_H));
    QVERIFY(pickedCards(*window.table()).empty());
    window.hintAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(hints.count(), 1, 5000);
    const fs::Action hint = hints.at(0).at(1).value<fs::Action>();
    QCOMPARE(pickedCards(*window.table()), hint.cards); // the card, raised in the hand
    QVERIFY(window.table()->legal().play.contains(hint.card()));
    QVERIFY2(window.statusLine()->message().startsWith(QStringLiteral("Hint: play ")),
             qPrintable(window.statusLine()->message()));
    // The person still decides: nothing was played, and any card may still be played.
    QVERIFY(window.table()->awaitingPerson());
    const fs::Card other = (window.table()->legal().play - hint.cards).empty()
                               ? hint.card()
                               : (window.table()->legal().play - hint.cards).lowest();
    const std::size_t before = window.controller()->record().actions.size();
    window.controller()->playCard(0, other);
    QTRY_VERIFY(window.controller()->record().actions.size() > before);
    QCOMPARE(window.controller()->record().actions[before].card(), other);
    // Until the person is asked again.
    QVERIFY(!window.hintAction()->isEnabled() || window.table()->awaitingPerson());
}

void MainWindowTest::aHintForAPassPicksTheCardsToPass()
{
    MainWindow window;
    window.setConfirmAbandon(false);
    window.show();
    window.table()->setAnimationSpeed(0);
    window.controller()->setComputerDelay(0);
    QSignalSpy hints(window.controller(), &GameController::hintReady);
    QVERIFY(window.startSetup(MatchSetup::defaults(QStringLiteral("hearts")), 5));
    QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 15000);
    QCOMPARE(window.table()->legal().selectCount, 3);
    QTRY_VERIFY(window.hintAction()->isEnabled());
    window.hintAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(hints.count(), 1, 5000);
    const fs::Action hint = hints.at(0).at(1).value<fs::Action>();
    QCOMPARE(hint.kind, fs::ActionKind::Pass);
    QCOMPARE(pickedCards(*window.table()), hint.cards);
    QVERIFY(window.table()->decisionPanel()->confirmButton()->isEnabled());
    QTest::mouseClick(window.table()->decisionPanel()->confirmButton(), Qt::LeftButton);
    const auto passed = [&window] {
        for (const fs::Action& a : window.controller()->record().actions)
            if (a.seat == 0)
                return true;
        return false;
    };
    QTRY_VERIFY(passed());
    const std::vector<fs::Action> played = window.controller()->record().actions;
    const auto mine =
        std::find_if(played.begin(), played.end(), [](const fs::Action& a) { return a.seat == 0; });
    QVERIFY(mine != played.end());
    QCOMPARE(mine->cards, hint.cards);
}

void MainWindowTest::hintsCanBeTurnedOffInThePreferences()
{
    QSettings().setValue(QStringLiteral("game/showHints"), false);
    {
        MainWindow window;
        window.show();
        window.table()->setAnimationSpeed(0);
        window.controller()->setComputerDelay(0);
        window.startMatch(11);
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->awaitingPerson(), 15000);
        QVERIFY(!window.hintAction()->isVisible());
        QVERIFY(!window.hintAction()->isEnabled());
        const auto* button = window.findChild<QWidget*>(QStringLiteral("hintButton"));
        QVERIFY(button && !button->isVisible()); // nor in the status bar
        QVERIFY(!window.controller()->hintPending());
    }
    QSettings().remove(QStringLiteral("game/showHints"));
}

void MainWindowTest::theTableKeepsDrawingWhileHardSeatsThink()
{
    // Every seat Hard, cards moving at the normal speed: the searches run on the controller's
    // pool, so the GUI thread only paints and handles events. The gaps of a 10 ms timer on it
    // bound how long any frame waited or took; the figure is printed (docs/ai.md), not asserted.
    MainWindow window;
    window.setDemo(true);
    window.setConfirmAbandon(false);
    window.useLevels({fs::Level::Hard});
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.controller()->setComputerDelay(0);
    PaintCounter counter;
    window.table()->viewport()->installEventFilter(&counter);
    QSignalSpy applied(window.controller(), &GameController::actionApplied);
    harness::EventLoopGap gap;
    window.startMatch(6);
    QTRY_VERIFY_WITH_TIMEOUT(applied.count() >= 16, 60000);
    gap.stop();
    qInfo("the window played %d actions at Hard in %lld ms with %d paints of the table; the "
          "longest gap between two ticks of a 10 ms timer was %lld ms",
          int(applied.count()), gap.elapsedMs(), counter.paints, gap.longestMs());
    QVERIFY(counter.paints > 0);
    QVERIFY(!window.controller()->isHuman(0));
}
