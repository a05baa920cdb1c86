// The seat plates and the score sheet show the same totals after every path that rebuilds the
// table: playing on, quitting and resuming, undo, redo, opening an exported record and a
// rematch, in Hearts, Oh Hell and Arm's Length (partners share a column).

#include "controller/gamecontroller.h"
#include "scoresheet/scoresheetmodel.h"
#include "session/matchsession.h"
#include "table/seatbadge.h"
#include "table/tableview.h"
#include "window/mainwindow.h"

#include "record/gamerecord.h"
#include "record/recordfile.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include "testmain.h"

namespace {

constexpr int SheetWaitMs = 30000;

// The first legal action of the person's seat: enough to move a match along.
fs::Action anyAction(const fs::LegalActions& legal)
{
    if (!legal.play.empty())
        return fs::Action::play(legal.seat, *legal.play.begin());
    if (legal.selectCount > 0) {
        fs::CardSet picked;
        for (const fs::Card c : legal.select)
            if (picked.size() < legal.selectCount)
                picked.insert(c);
        return {legal.selectKind, legal.seat, 0, picked};
    }
    if (legal.bids != 0)
        return fs::Action::bid(legal.seat, (*fs::CardSet(legal.bids).begin()).index);
    return fs::Action::choose(legal.seat,
                              static_cast<fs::Choice>((*fs::CardSet(legal.choices).begin()).index));
}

bool tableIsStill(MainWindow& window)
{
    const GameController* c = window.controller();
    return window.table()->idle() && !c->busy() &&
           (c->seatAwaitingPerson() == 0 || c->waitingForNextDeal() || c->matchOver());
}

// Plays until `deals` deals are scored and `actions` more actions of the next one are made.
void playOn(MainWindow& window, int deals, int actions)
{
    GameController* c = window.controller();
    int made = 0;
    while (!c->matchOver()) {
        QVERIFY(QTest::qWaitFor([&window] { return tableIsStill(window); }, SheetWaitMs));
        if (c->waitingForNextDeal()) {
            c->continueToNextDeal();
            continue;
        }
        if (c->match().dealsPlayed() >= deals && made >= actions)
            return;
        if (c->match().dealsPlayed() >= deals)
            ++made;
        c->submit(anyAction(c->viewFor(0).legalActions()));
    }
}

// The totals the plates show, by score column (the number after the name's " · ").
std::vector<int> plateTotals(MainWindow& window)
{
    const fs::Rules& rules = window.controller()->match().rules();
    std::vector<int> totals(static_cast<std::size_t>(rules.columns()), 0);
    static const QRegularExpression number(QStringLiteral("· (-?\\d+)$"));
    for (int seat = 0; seat < rules.seats(); ++seat) {
        const QRegularExpressionMatch found = number.match(window.table()->badge(seat)->name());
        if (!found.hasMatch())
            qFatal("no total on plate: %s", qPrintable(window.table()->badge(seat)->name()));
        totals[static_cast<std::size_t>(rules.columnOf(seat))] = found.captured(1).toInt();
    }
    return totals;
}

#define COMPARE_PLATES_WITH_SHEET(window, what)                                                    \
    do {                                                                                           \
        QVERIFY2(QTest::qWaitFor([&] { return tableIsStill(window); }, SheetWaitMs), what);        \
        const std::vector<int> sheet = (window).scoreModel()->totals();                            \
        QVERIFY2(std::any_of(sheet.begin(), sheet.end(), [](int t) { return t != 0; }) ||          \
                     (window).controller()->match().dealsPlayed() == 0,                            \
                 what);                                                                            \
        QCOMPARE(plateTotals(window), sheet);                                                      \
        QCOMPARE(sheet, (window).controller()->match().totals());                                  \
    } while (false)

} // namespace

class PlatesAndSheetTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        QStandardPaths::setTestModeEnabled(true); // the user's own saves stay untouched
    }

    void init()
    {
        QDir(MainWindow::dataDirectory()).removeRecursively();
        QVERIFY(QDir().mkpath(MainWindow::dataDirectory()));
    }

    void platesShowTheSheetsTotalsAfterEveryRebuild_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("hearts") << QStringLiteral("hearts") << 4;
        QTest::newRow("ohhell") << QStringLiteral("ohhell") << 4;
        QTest::newRow("armslength") << QStringLiteral("armslength") << 4;
    }

    void platesShowTheSheetsTotalsAfterEveryRebuild()
    {
        QFETCH(QString, game);
        QFETCH(int, seats);
        MatchSetup setup = MatchSetup::defaults(game);
        setup.seats = seats;
        setup.levels = QList<fs::Level>(seats, fs::Level::Easy);
        QTemporaryDir files;
        const QString exported = files.filePath(QStringLiteral("exported.json"));
        {
            MainWindow window;
            window.setConfirmAbandon(false);
            window.loadSave();
            window.show();
            window.controller()->setComputerDelay(0);
            window.table()->setAnimationSpeed(0);
            QVERIFY(window.startSetup(setup, 17));
            playOn(window, 2, 3);
            COMPARE_PLATES_WITH_SHEET(window, "after playing two deals");

            // The menu names the decision in a whole message: "Undo: play Q♥".
            QVERIFY2(window.undoAction()->isEnabled() &&
                         window.undoAction()->text().startsWith(QStringLiteral("&Undo: ")),
                     qPrintable(window.undoAction()->text()));
            QVERIFY(!window.redoAction()->isEnabled());
            window.undoAction()->trigger(); // a request: the table takes it back
            QTRY_VERIFY2(window.redoAction()->isEnabled() &&
                             window.redoAction()->text().startsWith(QStringLiteral("&Redo: ")),
                         qPrintable(window.redoAction()->text()));
            QTRY_VERIFY(window.table()->awaitingPerson() && window.table()->idle());
            COMPARE_PLATES_WITH_SHEET(window, "after undo");
            window.redoAction()->trigger();
            QTRY_VERIFY(!window.redoAction()->isEnabled() && window.undoAction()->isEnabled() &&
                        window.table()->awaitingPerson() && window.table()->idle());
            COMPARE_PLATES_WITH_SHEET(window, "after redo");
            QVERIFY(window.exportRecord(exported));
            window.close(); // saves the match in progress
        }
        {
            MainWindow window;
            window.setConfirmAbandon(false);
            window.loadSave();
            window.show();
            window.controller()->setComputerDelay(0);
            window.table()->setAnimationSpeed(0);
            QVERIFY(window.hasResumable());
            QVERIFY(window.resumeSaved());
            COMPARE_PLATES_WITH_SHEET(window, "after resume");

            QVERIFY(window.openRecord(exported)); // two finished deals, played on
            COMPARE_PLATES_WITH_SHEET(window, "after opening a record");
            QCOMPARE(window.controller()->match().dealsPlayed(), 2);

            window.rematch();
            QVERIFY(QTest::qWaitFor([&] { return tableIsStill(window); }, SheetWaitMs));
            QCOMPARE(plateTotals(window), std::vector<int>(window.scoreModel()->totals()));
            for (const int total : plateTotals(window))
                QCOMPARE(total, 0);
        }
    }

    // The sheet tells a deal's result only once the table has played its last trick out
    // (issue 36: Ben's row said -10 while his plate still said "won 0").
    void theSheetShowsADealOnceTheTableHasPlayedItOut()
    {
        MainWindow window;
        window.setConfirmAbandon(false);
        window.loadSave();
        window.show();
        window.controller()->setComputerDelay(0);
        window.table()->setAnimationSpeed(0.3); // real animations, so the table trails
        MatchSetup setup = MatchSetup::defaults(QStringLiteral("ohhell")); // deal 1: one trick
        QVERIFY(window.startSetup(setup, 5));
        QList<int> rowsWhenScored;
        connect(window.controller(), &GameController::dealScored, this,
                [&] { rowsWhenScored << window.scoreModel()->dealRows(); });
        GameController* c = window.controller();
        while (c->match().dealsPlayed() < 1) {
            QVERIFY(QTest::qWaitFor([&window] { return tableIsStill(window); }, SheetWaitMs));
            if (c->match().dealsPlayed() >= 1)
                break;
            c->submit(anyAction(c->viewFor(0).legalActions()));
        }
        QTRY_COMPARE(rowsWhenScored.size(), 1);
        QCOMPARE(rowsWhenScored.first(), 0); // not yet: the last trick was still to be shown
        QTRY_COMPARE_WITH_TIMEOUT(window.scoreModel()->dealRows(), 1, SheetWaitMs);
        QVERIFY(QTest::qWaitFor([&window] { return tableIsStill(window); }, SheetWaitMs));
        COMPARE_PLATES_WITH_SHEET(window, "after the first deal");
    }
};

FOLLOWSUIT_TEST_MAIN(PlatesAndSheetTest)
#include "tst_platesandsheet.moc"
