// The score sheet model over a real match played by four computer seats.

#include "controller/gamecontroller.h"
#include "scoresheet/scoresheetmodel.h"

#include <QBrush>
#include <QSignalSpy>
#include <QTest>

namespace {

constexpr int Wait = 60000;

int cell(const ScoreSheetModel& model, int row, int column)
{
    return model.data(model.index(row, column), ScoreSheetModel::PointsRole).toInt();
}

} // namespace

class ScoreSheetTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void emptyMatchHasOnlyTheTotalsRow();
    void aScoredDealAddsARowAndTotals();
    void totalsRowSumsEveryDealAndHighlightsTheLeader();
    void leaderFollowsTheDirectionOfBetterScores();
    void aFinishedMatchShowsTheWinnerAsLeader();

private:
    GameController* m_controller = nullptr;
};

void ScoreSheetTest::init()
{
    m_controller = new GameController;
    m_controller->setHumanSeats({});
    m_controller->setComputerDelay(0);
}

void ScoreSheetTest::cleanup()
{
    delete m_controller;
}

void ScoreSheetTest::emptyMatchHasOnlyTheTotalsRow()
{
    ScoreSheetModel model(m_controller, true);
    QCOMPARE(model.rowCount(), 0); // no match yet
    m_controller->setPauseBetweenDeals(true);
    QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {}, 1));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.columnCount(), 4);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("You"));
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("Total"));
    QVERIFY(model.leaderColumns().isEmpty());
}

void ScoreSheetTest::aScoredDealAddsARowAndTotals()
{
    ScoreSheetModel model(m_controller, true);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    m_controller->setPauseBetweenDeals(true); // stop after the first deal
    QSignalSpy scored(m_controller, &GameController::dealScored);
    QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {}, 42));
    QTRY_COMPARE_WITH_TIMEOUT(scored.count(), 1, Wait);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("1"));
    QVERIFY(reset.count() >= 2);
    const fs::ScoreRow& row = m_controller->match().rows().front();
    int sum = 0;
    for (int c = 0; c < 4; ++c) {
        QCOMPARE(cell(model, 0, c), row.points[static_cast<std::size_t>(c)]);
        QCOMPARE(cell(model, 1, c), row.points[static_cast<std::size_t>(c)]);
        sum += cell(model, 0, c);
    }
    // 26 penalty points a deal, or a moon shot: -26 for one, or +26 for three others.
    QVERIFY(sum == 26 || sum == -26 || sum == 78);
}

void ScoreSheetTest::totalsRowSumsEveryDealAndHighlightsTheLeader()
{
    ScoreSheetModel model(m_controller, true);
    QSignalSpy scored(m_controller, &GameController::dealScored);
    m_controller->setPauseBetweenDeals(true);
    QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {}, 7));
    for (int deal = 1; deal <= 3; ++deal) {
        QTRY_COMPARE_WITH_TIMEOUT(scored.count(), deal, Wait);
        if (deal < 3 && !m_controller->match().over())
            m_controller->continueToNextDeal();
    }
    const int deals = model.dealRows();
    QCOMPARE(model.rowCount(), deals + 1);
    const std::vector<int> totals = m_controller->match().totals();
    for (int c = 0; c < 4; ++c) {
        int sum = 0;
        for (int r = 0; r < deals; ++r)
            sum += cell(model, r, c);
        QCOMPARE(cell(model, deals, c), sum);
        QCOMPARE(sum, totals[static_cast<std::size_t>(c)]);
        const int lowest = *std::min_element(totals.begin(), totals.end());
        const bool leader = totals[static_cast<std::size_t>(c)] == lowest;
        QCOMPARE(model.leaderColumns().contains(c), leader);
        const QVariant background = model.data(model.index(deals, c), Qt::BackgroundRole);
        QCOMPARE(background.isValid(), leader);
    }
}

void ScoreSheetTest::leaderFollowsTheDirectionOfBetterScores()
{
    ScoreSheetModel model(m_controller, true);
    QSignalSpy scored(m_controller, &GameController::dealScored);
    m_controller->setPauseBetweenDeals(true);
    QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {}, 42));
    QTRY_COMPARE_WITH_TIMEOUT(scored.count(), 1, Wait);
    const std::vector<int> totals = m_controller->match().totals();
    const int highest = *std::max_element(totals.begin(), totals.end());
    model.setLowerIsBetter(false);
    for (int c : model.leaderColumns())
        QCOMPARE(totals[static_cast<std::size_t>(c)], highest);
}

void ScoreSheetTest::aFinishedMatchShowsTheWinnerAsLeader()
{
    ScoreSheetModel model(m_controller, true);
    QSignalSpy finished(m_controller, &GameController::matchFinished);
    QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {}, 3));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, Wait);
    const QList<int> winners = finished.first().first().value<QList<int>>();
    QCOMPARE(model.leaderColumns(), winners);
    QCOMPARE(model.rowCount(), m_controller->match().dealsPlayed() + 1);
    // A moon shot, if any came up, is marked on the shooter's cell.
    const auto& rows = m_controller->match().rows();
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        if (rows[static_cast<std::size_t>(r)].note != fs::DealNote::ShotTheMoon)
            continue;
        const int shooter = rows[static_cast<std::size_t>(r)].noteSeat;
        QVERIFY(model.data(model.index(r, shooter)).toString().contains(QChar(0x263E)));
    }
}

QTEST_MAIN(ScoreSheetTest)
#include "tst_scoresheet.moc"
