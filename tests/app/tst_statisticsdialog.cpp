// The statistics dialog over a real statistics file: the figures of the selected game, the
// history with its Review button, and a friendly word instead of empty widgets when there is
// nothing (or no file) to show.

#include "games/gamefaces.h"
#include "stats/statisticsdialog.h"
#include "stats/statsdatabase.h"
#include "stats/statshistorymodel.h"

#include "harness/samplematches.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include "testmain.h"

class StatisticsDialogTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();

    void anEmptyDatabaseSaysThereAreNoFinishedGamesYet();
    void withoutADatabaseTheDialogSaysWhy();
    void theFirstGameShowsItsFigures();
    void selectingAnotherGameShowsItsFigures();
    void theHistoryListsEveryMatchNewestFirst();
    void reviewEmitsTheSelectedMatchsRecord();
    void doubleClickingARowReviewsIt();
    void demoMatchesAloneShowOnlyTheHistory();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("stats.sqlite")); }
    // Hearts (standard): lost, won, won; Whist with a target: won, lost; one demo match.
    void fill(StatsDatabase& db);
    static QString value(const StatisticsDialog& dialog, const char* name)
    {
        const auto* label = dialog.findChild<QLabel*>(QLatin1String(name));
        return label ? label->text() : QStringLiteral("<no %1>").arg(QLatin1String(name));
    }
    static bool showsEmptyPage(const StatisticsDialog& dialog)
    {
        const auto* pages = dialog.findChild<QStackedWidget*>(QStringLiteral("statisticsPages"));
        return pages && pages->currentWidget() != dialog.findChild<QTabWidget*>();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    qint64 m_whistWon = -1;
};

void StatisticsDialogTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void StatisticsDialogTest::fill(StatsDatabase& db)
{
    const QString hearts = QStringLiteral("hearts");
    const QString whist = QStringLiteral("whist");
    QVERIFY(db.recordMatch(sampleMatch(hearts, {}, 80, 2, 1)) > 0);
    QVERIFY(db.recordMatch(sampleMatch(hearts, {}, 30, 0, 2)) > 0);
    QVERIFY(db.recordMatch(sampleMatch(hearts, {}, 41, 0, 3)) > 0);
    FinishedMatch won = sampleMatch(whist, QStringLiteral("target=7"), 7, 0, 4);
    won.undoUsed = true;
    m_whistWon = db.recordMatch(won);
    QVERIFY(m_whistWon > 0);
    QVERIFY(db.recordMatch(sampleMatch(whist, QStringLiteral("target=7"), 3, 1, 5)) > 0);
    QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("put"), {}, 5, 0, 6, false)) > 0);
}

void StatisticsDialogTest::anEmptyDatabaseSaysThereAreNoFinishedGamesYet()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    StatisticsDialog dialog(&db, GameFaces::list());
    QVERIFY(showsEmptyPage(dialog));
    QCOMPARE(value(dialog, "emptyTitle"), QStringLiteral("No finished games yet"));
}

void StatisticsDialogTest::withoutADatabaseTheDialogSaysWhy()
{
    const QString blocker = m_dir->filePath(QStringLiteral("blocker"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    StatsDatabase db(blocker + QStringLiteral("/stats.sqlite"));
    QVERIFY(!db.open());
    StatisticsDialog dialog(&db, GameFaces::list());
    QVERIFY(showsEmptyPage(dialog));
    QCOMPARE(value(dialog, "emptyText"), db.problem());

    StatisticsDialog none(nullptr, GameFaces::list());
    QVERIFY(showsEmptyPage(none));
    QVERIFY(!value(none, "emptyText").isEmpty());
}

void StatisticsDialogTest::theFirstGameShowsItsFigures()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    fill(db);
    StatisticsDialog dialog(&db, GameFaces::list());
    QVERIFY(!showsEmptyPage(dialog));
    auto* list = dialog.findChild<QListWidget*>(QStringLiteral("variantList"));
    QVERIFY(list);
    QCOMPARE(list->count(), 2); // the demo's game is no game of the person's
    QCOMPARE(list->item(0)->text(), QStringLiteral("Hearts\nstandard rules"));
    QCOMPARE(list->item(1)->text(), QStringLiteral("Whist\ntarget=7"));
    QCOMPARE(list->currentRow(), 0);
    QCOMPARE(value(dialog, "figuresTitle"), QStringLiteral("Hearts"));
    QCOMPARE(value(dialog, "figuresRules"), QStringLiteral("standard rules"));
    QCOMPARE(value(dialog, "playedValue"), QStringLiteral("3"));
    QCOMPARE(value(dialog, "wonValue"), QStringLiteral("2"));
    QCOMPARE(value(dialog, "winRateValue"), QStringLiteral("67 %"));
    QCOMPARE(value(dialog, "averageValue"), QStringLiteral("50.3"));
    QCOMPARE(value(dialog, "bestValue"), QStringLiteral("30")); // Hearts: the lowest
    QCOMPARE(value(dialog, "currentStreakValue"), QStringLiteral("2"));
    QCOMPARE(value(dialog, "bestStreakValue"), QStringLiteral("2"));
}

void StatisticsDialogTest::selectingAnotherGameShowsItsFigures()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    fill(db);
    StatisticsDialog dialog(&db, GameFaces::list());
    auto* list = dialog.findChild<QListWidget*>(QStringLiteral("variantList"));
    list->setCurrentRow(1);
    QCOMPARE(value(dialog, "figuresTitle"), QStringLiteral("Whist"));
    QCOMPARE(value(dialog, "figuresRules"), QStringLiteral("target=7"));
    QCOMPARE(value(dialog, "playedValue"), QStringLiteral("2"));
    QCOMPARE(value(dialog, "wonValue"), QStringLiteral("1"));
    QCOMPARE(value(dialog, "winRateValue"), QStringLiteral("50 %"));
    QCOMPARE(value(dialog, "averageValue"), QStringLiteral("5.0"));
    QCOMPARE(value(dialog, "bestValue"), QStringLiteral("7")); // Whist: the highest
    QCOMPARE(value(dialog, "currentStreakValue"), QStringLiteral("0"));
    QCOMPARE(value(dialog, "bestStreakValue"), QStringLiteral("1"));

    QVERIFY(dialog.selectVariant({QStringLiteral("hearts"), QString()}));
    QCOMPARE(value(dialog, "playedValue"), QStringLiteral("3"));
    QVERIFY(!dialog.selectVariant({QStringLiteral("put"), QString()}));
}

void StatisticsDialogTest::theHistoryListsEveryMatchNewestFirst()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    fill(db);
    StatisticsDialog dialog(&db, GameFaces::list());
    auto* view = dialog.findChild<QTableView*>(QStringLiteral("historyView"));
    QVERIFY(view);
    const QAbstractItemModel* model = view->model();
    QCOMPARE(model->rowCount(), 6);
    const auto cell = [&](int row, int column) {
        return model->index(row, column).data().toString();
    };
    // The demo match, newest.
    QCOMPARE(cell(0, StatsHistoryModel::Game), QStringLiteral("Put"));
    QCOMPARE(cell(0, StatsHistoryModel::Score), QStringLiteral("\u2013"));
    QCOMPARE(cell(0, StatsHistoryModel::Place), QStringLiteral("Won by South"));
    // The won Whist match, with undo.
    QCOMPARE(model->index(2, 0).data(StatsHistoryModel::MatchIdRole).toLongLong(), m_whistWon);
    QCOMPARE(cell(2, StatsHistoryModel::Game), QStringLiteral("Whist"));
    QCOMPARE(cell(2, StatsHistoryModel::Rules), QStringLiteral("target=7"));
    QCOMPARE(cell(2, StatsHistoryModel::Players), QStringLiteral("West, North, East"));
    QCOMPARE(cell(2, StatsHistoryModel::Score), QStringLiteral("7"));
    QCOMPARE(cell(2, StatsHistoryModel::Place), QStringLiteral("1st of 4"));
    QVERIFY(!cell(2, StatsHistoryModel::Undo).isEmpty());
    QVERIFY(cell(3, StatsHistoryModel::Undo).isEmpty());
    QCOMPARE(cell(2, StatsHistoryModel::Duration), QStringLiteral("20 min"));
    QCOMPARE(cell(5, StatsHistoryModel::Place), QStringLiteral("3rd of 4"));
    QVERIFY(!cell(5, StatsHistoryModel::Date).isEmpty());
}

void StatisticsDialogTest::reviewEmitsTheSelectedMatchsRecord()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    fill(db);
    StatisticsDialog dialog(&db, GameFaces::list());
    QSignalSpy spy(&dialog, &StatisticsDialog::reviewRequested);
    auto* view = dialog.findChild<QTableView*>(QStringLiteral("historyView"));
    auto* review = dialog.findChild<QPushButton*>(QStringLiteral("reviewButton"));
    QVERIFY(review);
    QVERIFY(!review->isEnabled()); // nothing selected yet
    view->selectRow(2);
    QVERIFY(review->isEnabled());
    review->click();
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy[0][0].toLongLong(), m_whistWon);
    QCOMPARE(spy[0][1].toString(), db.recordOf(m_whistWon));
    QVERIFY(spy[0][1].toString().contains(QStringLiteral("whist")));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void StatisticsDialogTest::doubleClickingARowReviewsIt()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    fill(db);
    StatisticsDialog dialog(&db, GameFaces::list());
    dialog.show();
    auto* tabs = dialog.findChild<QTabWidget*>(QStringLiteral("statisticsTabs"));
    tabs->setCurrentIndex(1);
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy spy(&dialog, &StatisticsDialog::reviewRequested);
    auto* view = dialog.findChild<QTableView*>(QStringLiteral("historyView"));
    const QRect cell = view->visualRect(view->model()->index(5, StatsHistoryModel::Game));
    // Double-clicking in Qt Test: a click selects, the double-click event activates.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(spy.size(), 1);
    const qint64 id = spy[0][0].toLongLong();
    QCOMPARE(db.match(id)->finished, sampleTime(1)); // the oldest
    QCOMPARE(spy[0][1].toString(), db.recordOf(id));
}

void StatisticsDialogTest::demoMatchesAloneShowOnlyTheHistory()
{
    StatsDatabase db(dbPath());
    QVERIFY(db.open());
    QVERIFY(db.recordMatch(sampleMatch(QStringLiteral("put"), {}, 5, 0, 6, false)) > 0);
    StatisticsDialog dialog(&db, GameFaces::list());
    QVERIFY(!showsEmptyPage(dialog));
    const auto* note = dialog.findChild<QLabel*>(QStringLiteral("noFiguresText"));
    const auto* summary = note->parentWidget();
    QCOMPARE(qobject_cast<const QStackedWidget*>(summary)->currentWidget(), note);
    QCOMPARE(dialog.findChild<QTableView*>(QStringLiteral("historyView"))->model()->rowCount(), 1);
}

FOLLOWSUIT_TEST_MAIN(StatisticsDialogTest)
#include "tst_statisticsdialog.moc"
