// The score sheets of all eight games, fed with the rows of whole matches played in the core by
// the registry's computer players: the columns a player of each game keeps, the totals, the
// leader; the panel around them (chart, column widths, focus); the end-of-match dialog.

#include "controller/gamecontroller.h"
#include "face/gameface.h"
#include "games/aluette/aluettefacts.h"
#include "games/aluette/aluettevocabulary.h"
#include "games/armslength/armslengthfacts.h"
#include "games/gamefaces.h"
#include "games/germanwhist/germanwhistfacts.h"
#include "games/hearts/heartsfacts.h"
#include "games/hearts/heartsvocabulary.h"
#include "games/put/putfacts.h"
#include "games/put/putvocabulary.h"
#include "games/whist/whistvocabulary.h"
#include "registry/gameregistry.h"
#include "scoresheet/chartlegend.h"
#include "scoresheet/matchresultdialog.h"
#include "scoresheet/scorechart.h"
#include "scoresheet/scoresheetmodel.h"
#include "scoresheet/scoresheetpanel.h"
#include "scoresheet/vectorindex.h"
#include "table/tableview.h"
#include "text/gametext.h"
#include "window/mainwindow.h"

#include "core/match.h"
#include "games/armslength/armslengthrules.h"
#include "games/seconds/secondsrules.h"

#include <QApplication>
#include <QChart>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QVBoxLayout>

#include <memory>
#include <span>

#include "harness/sheetof.h"
#include "testmain.h"

namespace {

using Sheet = std::unique_ptr<ScoreSheetModel>;

std::unique_ptr<fs::Match> playMatch(const std::string& game, int seats, std::uint64_t seed,
                                     const fs::Options& options = {})
{
    std::string error;
    const auto rules = fs::createRules(game, seats, options, error);
    if (!rules)
        qFatal("%s", error.c_str());
    const auto player = fs::findGame(game)->computerPlayer();
    auto match = std::make_unique<fs::Match>(rules, seed);
    fs::Rng rng(seed + 99);
    while (!match->over() && match->dealsPlayed() < 60) {
        if (!match->dealInProgress())
            match->startDeal();
        const int seat = match->state().toAct;
        if (match->apply(player->choose(match->viewFor(seat), rng)) != fs::Reason::None)
            qFatal("the computer player chose an illegal action");
    }
    return match;
}

QVariant cell(const ScoreSheetModel& sheet, int row, int scoreColumn, int role)
{
    return sheet.data(sheet.index(row, sheet.modelColumn(scoreColumn)), role);
}

QString dealCell(const ScoreSheetModel& sheet, int row)
{
    return sheet.data(sheet.index(row, 0)).toString();
}

// What every sheet owes its player: a row per deal with its points, the totals row equal to
// the core's totals, and the leader the game's own ranking puts first.
void checkRowsAndTotals(const ScoreSheetModel& sheet, const fs::Match& match)
{
    const fs::Rules& rules = match.rules();
    QCOMPARE(sheet.dealRows(), match.dealsPlayed());
    QCOMPARE(sheet.scoreColumns(), rules.columns());
    for (int row = 0; row < match.dealsPlayed(); ++row)
        for (int column = 0; column < rules.columns(); ++column)
            QCOMPARE(cell(sheet, row, column, ScoreSheetModel::PointsRole).toInt(),
                     match.rows()[at(row)].points[at(column)]);
    const std::vector<int> totals = match.totals();
    QCOMPARE(sheet.totals(), totals);
    QCOMPARE(sheet.headerData(sheet.totalsRow(), Qt::Vertical).toString(), QStringLiteral("Total"));
    const std::vector<int> standings = rules.standings(totals);
    const int outright = match.rows().empty() ? -1 : match.rows().back().winsMatch;
    for (int column = 0; column < rules.columns(); ++column) {
        QCOMPARE(cell(sheet, sheet.totalsRow(), column, ScoreSheetModel::PointsRole).toInt(),
                 totals[at(column)]);
        // A deal won outright leads whatever the totals; otherwise the game's ranking does.
        const bool leads = outright >= 0 ? column == outright : standings[at(column)] == 0;
        QCOMPARE(sheet.leaderColumns().contains(column), leads);
        QCOMPARE(cell(sheet, sheet.totalsRow(), column, Qt::BackgroundRole).isValid(), leads);
    }
    const std::vector<std::vector<int>> running = sheet.runningTotals();
    for (std::size_t i = 0; i < running.size(); ++i)
        QCOMPARE(running[i], harness::totalsAfter(match, i + 1));
}

} // namespace

class ScoreSheetTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        QStandardPaths::setTestModeEnabled(true); // the user's own settings stay untouched
        // Lists read "West and North" in English; the test machine's own locale may be C.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        QApplication::setOrganizationName(QStringLiteral("Follow Suit Tests"));
        QApplication::setApplicationName(QStringLiteral("tst_scoresheet"));
    }
    void anEmptySheetHasTheGamesColumnsAndOnlyTheTotalsRow();
    void ohHellShowsBidTricksAndPointsPerPlayerAndHandSizeAndTrumpsPerHand();
    void armsLengthShowsEachSidesHighAndLowTricks();
    void secondsShowsEachDealsArrangementAndRanksTheSecondHighestFirst();
    void heartsMarksMoonShotsAndTheQueenOfSpades();
    void whistShowsTrumpsOddTricksHonoursAndWonGames();
    void germanWhistShowsTrumpsAndTheSecondPhaseTricks();
    void putShowsConcessionsAndTheDealThatWonTheGame();
    void aluetteShowsDealWinnersMordiennesAndDecidingDeals();

    void theChartDrawsEachColumnsRunningTotals();
    void panelColumnsNeverCutTheirHeadersEvenInANarrowDock();
    void theWindowShowsEveryTotalWithoutScrollingAt1280x800();
    void theChartSaysWhoseLineIsWhoseAtTenPlayers();
    void theSheetIsAsWideFromTheStartAsItsDealsNeed();
    void theScoreSheetDoesNotTakeKeyboardFocus();

    void resultDialogPlacesSecondsWinnersFirstAndMarksThePerson();
    void resultDialogPlacesAnOutrightWinnerFirst();
    void resultDialogSaysWhichRuleWonPutOutright();
    void resultDialogSaysAPartnershipWinsAndAskAboutNothingElse();
    void resultDialogButtonsAskForANewGameOrARematch();
};

void ScoreSheetTest::anEmptySheetHasTheGamesColumnsAndOnlyTheTotalsRow()
{
    std::string error;
    Sheet sheet(GameFaces::list().of(QStringLiteral("ohhell")).createSheet(nullptr));
    QCOMPARE(sheet->rowCount(), 0); // no match yet
    sheet->startMatch(fs::createRules("ohhell", 4, {}, error), harness::seatNames(4), 0);
    QCOMPARE(sheet->rowCount(), 1);
    QCOMPARE(sheet->columnCount(), 5); // the hand, then four players
    QCOMPARE(sheet->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Hand"));
    QCOMPARE(sheet->headerData(1, Qt::Horizontal).toString(), QStringLiteral("You"));
    QVERIFY(sheet->leaderColumns().isEmpty());
    QCOMPARE(sheet->totals(), std::vector<int>(4, 0));
    sheet->clear();
    QCOMPARE(sheet->rowCount(), 0);
    QCOMPARE(sheet->columnCount(), 0);
}

void ScoreSheetTest::ohHellShowsBidTricksAndPointsPerPlayerAndHandSizeAndTrumpsPerHand()
{
    const auto match = playMatch("ohhell", 4, 21);
    QVERIFY(match->over());
    const Sheet sheet = harness::sheetOf(*match);
    checkRowsAndTotals(*sheet, *match);
    const QString signs[] = {QStringLiteral("\u2663"), QStringLiteral("\u2666"),
                             QStringLiteral("\u2665"), QStringLiteral("\u2660")};
    for (int row = 0; row < match->dealsPlayed(); ++row) {
        const fs::ScoreRow& r = match->rows()[at(row)];
        const int size = row < 12 ? row + 1 : 23 - row; // up to 12 and down the river again
        QCOMPARE(dealCell(*sheet, row), QStringLiteral("%1 %2").arg(size).arg(signs[r.trump]));
        for (int seat = 0; seat < 4; ++seat) {
            const int bid = cell(*sheet, row, seat, ScoreSheetModel::BidRole).toInt();
            const int took = cell(*sheet, row, seat, ScoreSheetModel::TricksRole).toInt();
            const int points = cell(*sheet, row, seat, ScoreSheetModel::PointsRole).toInt();
            QCOMPARE(bid, r.bids[at(seat)]);
            QCOMPARE(took, r.tricks[at(seat)]);
            QCOMPARE(points, bid == took ? 20 + 10 * took : -10 * std::abs(took - bid));
            QCOMPARE(cell(*sheet, row, seat, Qt::DisplayRole).toString(),
                     QStringLiteral("%1/%2  %3").arg(bid).arg(took).arg(points));
            // A missed bid is drawn in another colour.
            QCOMPARE(cell(*sheet, row, seat, Qt::ForegroundRole).isValid(), bid != took);
        }
    }
}

void ScoreSheetTest::armsLengthShowsEachSidesHighAndLowTricks()
{
    const auto match = playMatch("armslength", 4, 5);
    QCOMPARE(match->dealsPlayed(), 4);
    const Sheet sheet = harness::sheetOf(*match);
    checkRowsAndTotals(*sheet, *match);
    QCOMPARE(sheet->columnCount(), 2); // one per side
    // A side's header takes two lines, so its column is no wider than a player's.
    QCOMPARE(sheet->headerData(0, Qt::Horizontal).toString(), QStringLiteral("You &\nNorth"));
    QCOMPARE(sheet->columnName(0), QStringLiteral("You & North"));
    for (int row = 0; row < 4; ++row) {
        const fs::ScoreRow& r = match->rows()[at(row)];
        int tricks = 0;
        for (int side = 0; side < 2; ++side) {
            const int high = cell(*sheet, row, side, ScoreSheetModel::HighTricksRole).toInt();
            const int low = cell(*sheet, row, side, ScoreSheetModel::LowTricksRole).toInt();
            QCOMPARE(high, r.tricks[at(r.facts.own<fs::ArmsLengthFacts>().highSeat[at(side)])]);
            QCOMPARE(low, r.tricks[at(r.facts.own<fs::ArmsLengthFacts>().lowSeat[at(side)])]);
            QCOMPARE(cell(*sheet, row, side, ScoreSheetModel::PointsRole).toInt(),
                     fs::ArmsLengthRules::sideScore(high, low));
            QVERIFY(cell(*sheet, row, side, Qt::DisplayRole)
                        .toString()
                        .startsWith(QStringLiteral("H%1 L%2").arg(high).arg(low)));
            tricks += high + low;
        }
        QCOMPARE(tricks, 13);
    }
}

void ScoreSheetTest::secondsShowsEachDealsArrangementAndRanksTheSecondHighestFirst()
{
    const auto match = playMatch("seconds", 4, 3);
    QCOMPARE(match->dealsPlayed(), 8);
    const Sheet sheet = harness::sheetOf(*match);
    checkRowsAndTotals(*sheet, *match);
    // Seats: You (South), West, North, East; deal 1 is N+S v E+W, 2 N+E v S+W, 3 N+W v S+E.
    const QStringList arrangements = {
        QStringLiteral("Y+N v W+E"),        QStringLiteral("Y+W v N+E"),
        QStringLiteral("Y+E v W+N"),        QStringLiteral("\u00d7 left"),
        QStringLiteral("\u00d7 right"),     QStringLiteral("3 a trick"),
        QStringLiteral("13 \u2212 tricks"), QStringLiteral("exactly 3")};
    for (int row = 0; row < 8; ++row) {
        QCOMPARE(dealCell(*sheet, row), arrangements[row]);
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(cell(*sheet, row, seat, ScoreSheetModel::TricksRole).toInt(),
                     match->rows()[at(row)].tricks[at(seat)]);
    }
    // The place row: the match's winners (the second-highest total) are 1st, the highest 2nd.
    QCOMPARE(sheet->headerData(sheet->placeRow(), Qt::Vertical).toString(),
             QStringLiteral("Place"));
    const std::vector<int> totals = match->totals();
    const std::vector<int> winners = match->status().winners;
    const int highest = *std::max_element(totals.begin(), totals.end());
    for (int seat = 0; seat < 4; ++seat) {
        const int place = cell(*sheet, sheet->placeRow(), seat, ScoreSheetModel::PlaceRole).toInt();
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        QCOMPARE(place == 0, won);
        QCOMPARE(sheet->leaderColumns().contains(seat), won);
        if (totals[at(seat)] == highest && !won)
            QCOMPARE(cell(*sheet, sheet->placeRow(), seat, Qt::DisplayRole).toString(),
                     QStringLiteral("2nd"));
    }
    for (int seat : winners)
        QCOMPARE(cell(*sheet, sheet->placeRow(), seat, Qt::DisplayRole).toString(),
                 QStringLiteral("1st"));
}

void ScoreSheetTest::heartsMarksMoonShotsAndTheQueenOfSpades()
{
    int moons = 0;
    for (std::uint64_t seed = 1; seed <= 40 && moons == 0; ++seed) {
        const auto match = playMatch("hearts", 4, seed);
        const Sheet sheet = harness::sheetOf(*match);
        checkRowsAndTotals(*sheet, *match);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(sheet->leaderColumns(),
                 QList<int>(match->status().winners.begin(), match->status().winners.end()));
        for (int row = 0; row < match->dealsPlayed(); ++row) {
            const fs::ScoreRow& r = match->rows()[at(row)];
            for (int seat = 0; seat < 4; ++seat) {
                const QString text = cell(*sheet, row, seat, Qt::DisplayRole).toString();
                const bool moon = r.note == fs::HeartsNote::ShotTheMoon && r.noteSeat == seat;
                QCOMPARE(text.contains(QChar(0x263E)), moon);
                QCOMPARE(cell(*sheet, row, seat, ScoreSheetModel::NoteRole).isValid(), moon);
                QCOMPARE(text.contains(QStringLiteral("Q\u2660")),
                         r.note != fs::HeartsNote::ShotTheMoon &&
                             r.facts.own<fs::HeartsFacts>().queenOfSpades == seat);
                moons += moon ? 1 : 0;
            }
        }
        QCOMPARE(dealCell(*sheet, 0), QStringLiteral("left"));
        QCOMPARE(dealCell(*sheet, 3), QStringLiteral("none"));
    }
    QVERIFY2(moons > 0, "forty matches between computers should hold a moon shot");
}

void ScoreSheetTest::whistShowsTrumpsOddTricksHonoursAndWonGames()
{
    int honours = 0;
    int games = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const auto match = playMatch("whist", 4, seed, {{"honours", "true"}, {"rubber", "true"}});
        const Sheet sheet = harness::sheetOf(*match);
        checkRowsAndTotals(*sheet, *match);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(sheet->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Trumps"));
        for (int row = 0; row < match->dealsPlayed(); ++row) {
            const fs::ScoreRow& r = match->rows()[at(row)];
            for (int side = 0; side < 2; ++side) {
                const int odd = cell(*sheet, row, side, ScoreSheetModel::OddTricksRole).toInt();
                const int hon = cell(*sheet, row, side, ScoreSheetModel::HonoursRole).toInt();
                const int tricks = cell(*sheet, row, side, ScoreSheetModel::TricksRole).toInt();
                QCOMPARE(tricks, r.tricks[at(side)] + r.tricks[at(side + 2)]);
                QCOMPARE(odd, std::max(0, tricks - 6));
                QCOMPARE(odd + hon, r.points[at(side)]);
                const QString text = cell(*sheet, row, side, Qt::DisplayRole).toString();
                QCOMPARE(text.contains(QStringLiteral("hon.")), hon > 0);
                const bool game = r.note == fs::WhistNote::GameWon && r.noteSeat == side;
                QCOMPARE(text.contains(QChar(0x2605)), game);
                honours += hon > 0 ? 1 : 0;
                games += game ? 1 : 0;
            }
        }
    }
    QVERIFY(honours > 0);
    QVERIFY(games >= 12); // a rubber is two or three games
}

void ScoreSheetTest::germanWhistShowsTrumpsAndTheSecondPhaseTricks()
{
    const auto match = playMatch("germanwhist", 2, 8);
    QVERIFY(match->over());
    const Sheet sheet = harness::sheetOf(*match);
    checkRowsAndTotals(*sheet, *match);
    for (int row = 0; row < match->dealsPlayed(); ++row) {
        const fs::ScoreRow& r = match->rows()[at(row)];
        QCOMPARE(sheet->data(sheet->index(row, 0), Qt::ToolTipRole).toString().isEmpty(), false);
        int late = 0;
        for (int seat = 0; seat < 2; ++seat) {
            const int tricks = cell(*sheet, row, seat, ScoreSheetModel::TricksRole).toInt();
            QCOMPARE(tricks, r.facts.own<fs::GermanWhistFacts>().laterTricks[at(seat)]);
            QCOMPARE(cell(*sheet, row, seat, Qt::DisplayRole).toString(),
                     QString::number(r.points[at(seat)])); // one point a late trick
            QCOMPARE(r.points[at(seat)], tricks);
            late += tricks;
        }
        QCOMPARE(late, 13);
    }
    // Scoring every trick, the points differ from the late tricks, so both are shown.
    const auto all = playMatch("germanwhist", 2, 8, {{"scoring", "all"}});
    const Sheet allSheet = harness::sheetOf(*all);
    checkRowsAndTotals(*allSheet, *all);
    const fs::ScoreRow& first = all->rows().front();
    QCOMPARE(cell(*allSheet, 0, 0, Qt::DisplayRole).toString(),
             QStringLiteral("%1 (%2)")
                 .arg(first.tricks[0])
                 .arg(first.facts.own<fs::GermanWhistFacts>().laterTricks[0]));
}

void ScoreSheetTest::putShowsConcessionsAndTheDealThatWonTheGame()
{
    int decided = 0;
    int conceded = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const auto match = playMatch("put", 2, seed);
        const Sheet sheet = harness::sheetOf(*match);
        checkRowsAndTotals(*sheet, *match);
        if (QTest::currentTestFailed())
            return;
        for (int row = 0; row < match->dealsPlayed(); ++row) {
            const fs::ScoreRow& r = match->rows()[at(row)];
            const QString deal = dealCell(*sheet, row);
            if (r.facts.own<fs::PutFacts>().conceded >= 0) {
                QVERIFY2(deal.contains(QStringLiteral("threw in")) ||
                             deal.contains(QStringLiteral("folded")),
                         qPrintable(deal));
                ++conceded;
            }
            for (int seat = 0; seat < 2; ++seat) {
                const bool deciding = r.winsMatch == seat;
                QCOMPARE(
                    cell(*sheet, row, seat, Qt::DisplayRole).toString().contains(QChar(0x2605)),
                    deciding);
                if (deciding) {
                    QCOMPARE(row, match->dealsPlayed() - 1);
                    QCOMPARE(cell(*sheet, row, seat, ScoreSheetModel::NoteRole).toInt(),
                             static_cast<int>(fs::PutNote::GameWon));
                    QVERIFY(deal.contains(QStringLiteral("won the game")));
                    QCOMPARE(sheet->leaderColumns(), QList<int>{seat});
                    ++decided;
                }
            }
        }
    }
    QVERIFY(decided > 0);
    QVERIFY(conceded > 0);
}

void ScoreSheetTest::aluetteShowsDealWinnersMordiennesAndDecidingDeals()
{
    int mordiennes = 0;
    int deciders = 0;
    for (std::uint64_t seed = 1; seed <= 400 && (mordiennes == 0 || deciders == 0); ++seed) {
        const auto match = playMatch("aluette", 4, seed);
        const Sheet sheet = harness::sheetOf(*match);
        checkRowsAndTotals(*sheet, *match);
        if (QTest::currentTestFailed())
            return;
        for (int row = 0; row < match->dealsPlayed(); ++row) {
            const fs::ScoreRow& r = match->rows()[at(row)];
            const QString deal = dealCell(*sheet, row);
            QCOMPARE(deal.startsWith(QStringLiteral("Decider")), row >= 5);
            deciders += row >= 5 ? 1 : 0;
            if (r.facts.own<fs::AluetteFacts>().dealWinner >= 0)
                QVERIFY2(deal.contains(
                             GameText::seatName(r.facts.own<fs::AluetteFacts>().dealWinner, 4)),
                         qPrintable(deal));
            const bool mordienne = r.note == fs::AluetteNote::Mordienne;
            QCOMPARE(deal.contains(QStringLiteral("Mordienne")), mordienne);
            if (mordienne) {
                const int side = r.noteSeat % 2;
                QVERIFY(cell(*sheet, row, side, Qt::BackgroundRole).isValid());
                QCOMPARE(cell(*sheet, row, side, ScoreSheetModel::PointsRole).toInt(), 2);
                ++mordiennes;
            }
        }
    }
    QVERIFY(mordiennes > 0);
    QVERIFY(deciders > 0);
}

void ScoreSheetTest::theChartDrawsEachColumnsRunningTotals()
{
    const auto match = playMatch("hearts", 4, 9);
    ScoreSheetPanel panel;
    panel.startMatch(&GameFaces::list().of(match->rules().gameId()), match->rulesPtr(),
                     harness::seatNames(4), 0);
    QCOMPARE(panel.chart()->lineCount(), 4);
    QCOMPARE(panel.chart()->linePoints(0).size(), 1); // the start at 0
    // No names yet: every line is one point at nought, and a label there was cut at the edge.
    for (QAbstractSeries* series : panel.chart()->chart()->series())
        if (auto* line = qobject_cast<QLineSeries*>(series))
            QVERIFY(!line->pointConfiguration(0)
                         .value(QXYSeries::PointConfiguration::LabelVisibility)
                         .toBool());
    panel.showRows(match->rows());
    const std::vector<int> totals = match->totals();
    for (int column = 0; column < 4; ++column) {
        const QList<QPointF> points = panel.chart()->linePoints(column);
        QCOMPARE(points.size(), match->dealsPlayed() + 1);
        QCOMPARE(points.last(), QPointF(match->dealsPlayed(), totals[at(column)]));
        QCOMPARE(points[1].y(), qreal(match->rows()[0].points[at(column)]));
    }
    // Hearts ends at 100: a dashed line marks it.
    const QList<QAbstractSeries*> series = panel.chart()->chart()->series();
    QCOMPARE(series.size(), 5);
    const QList<QPointF> target = static_cast<QLineSeries*>(series.last())->points();
    QCOMPARE(target.first().y(), 100.0);
    QCOMPARE(target.last(), QPointF(match->dealsPlayed(), 100));
    // A match of another game brings its own sheet and lines.
    const auto put = playMatch("put", 2, 1);
    panel.startMatch(&GameFaces::list().of(put->rules().gameId()), put->rulesPtr(),
                     harness::seatNames(2), 0);
    QCOMPARE(panel.chart()->lineCount(), 2);
    QCOMPARE(panel.chart()->chart()->series().size(), 3); // and Put's 5 points
    QCOMPARE(panel.model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Deal"));
}

void ScoreSheetTest::panelColumnsNeverCutTheirHeadersEvenInANarrowDock()
{
    const auto match = playMatch("ohhell", 4, 2);
    ScoreSheetPanel panel;
    panel.startMatch(&GameFaces::list().of(match->rules().gameId()), match->rulesPtr(),
                     harness::seatNames(4), 0);
    panel.showRows(match->rows());
    for (const int width : {300, 700}) {
        panel.resize(width, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QHeaderView* header = panel.table()->horizontalHeader();
        int used = 0;
        for (int column = 0; column < panel.model()->columnCount(); ++column) {
            QVERIFY(header->sectionSize(column) >= header->sectionSizeHint(column));
            used += header->sectionSize(column);
        }
        // Wide enough: no blank strip at the right; too narrow: scroll rather than cut.
        const int viewport = panel.table()->viewport()->width();
        if (width == 700)
            QVERIFY2(used >= viewport - panel.model()->columnCount(),
                     qPrintable(QString::number(used)));
        else
            QVERIFY(used > viewport);
    }
    QVERIFY(panel.minimumSizeHint().width() >= 200); // never a sliver
    // At the width it asks for, the whole sheet shows without scrolling sideways.
    panel.resize(panel.sizeHint().width(), 600);
    QTest::qWait(20);
    QVERIFY(!panel.table()->horizontalScrollBar()->isVisible());
}

// Up to six players, the sheet in the window of a 1280x800 screen shows every column whole:
// the window gives the dock the room (MainWindow listens to ScoreSheetPanel::widthWanted).
void ScoreSheetTest::theWindowShowsEveryTotalWithoutScrollingAt1280x800()
{
    const std::pair<const char*, int> games[] = {{"ohhell", 5},     {"ohhell", 6},  {"hearts", 6},
                                                 {"whist", 4},      {"seconds", 4}, {"put", 3},
                                                 {"armslength", 4}, {"aluette", 4}};
    // The whole screen, and the window the app opens with on it (85 % of the screen).
    for (const QSize size : {QSize(1280, 800), QSize(1088, 680)})
        for (const auto& [game, seats] : games) {
            MainWindow window;
            window.setConfirmAbandon(false);
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.controller()->setComputerDelay(100000);
            MatchSetup setup = MatchSetup::defaults(QString::fromLatin1(game));
            setup.seats = seats;
            QVERIFY(window.startSetup(setup, 1));
            // A whole match's rows, as long as the core scores them.
            const auto match = playMatch(game, seats, 31);
            ScoreSheetPanel* panel = window.scorePanel();
            panel->showRows(match->rows());
            QTest::qWait(50);
            QTableView* table = panel->table();
            QHeaderView* header = table->horizontalHeader();
            const QString what = QStringLiteral("%1-%2 at %3x%4")
                                     .arg(QString::fromLatin1(game))
                                     .arg(seats)
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY2(!table->horizontalScrollBar()->isVisible(), qPrintable(what));
            for (int column = 0; column < panel->model()->columnCount(); ++column) {
                QVERIFY2(header->sectionViewportPosition(column) + header->sectionSize(column) <=
                             table->viewport()->width(),
                         qPrintable(what + QStringLiteral(" column %1").arg(column)));
                QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                         qPrintable(what));
            }
            // The table of cards keeps most of the window: three fifths, less the dock's
            // separator (the window gives the dock two fifths).
            QVERIFY2(
                window.table()->width() >= window.width() * 3 / 5 - 8,
                qPrintable(what +
                           QStringLiteral(": the table %1 wide").arg(window.table()->width())));
        }
}

void ScoreSheetTest::theChartSaysWhoseLineIsWhoseAtTenPlayers()
{
    const auto match = playMatch("ohhell", 10, 3);
    ScoreSheetPanel panel;
    panel.startMatch(&GameFaces::list().of(match->rules().gameId()), match->rulesPtr(),
                     harness::seatNames(10), 0);
    panel.showRows(match->rows());
    panel.resize(320, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCOMPARE(panel.legend()->names(), harness::seatNames(10));
    QVERIFY(panel.legend()->isVisible());
    // Every name whole: the key wraps to as many rows as it needs, inside the panel.
    QVERIFY(panel.legend()->height() >= panel.legend()->heightForWidth(panel.legend()->width()));
    QVERIFY(panel.rect().contains(panel.legend()->geometry()));
    QVERIFY(panel.legend()->heightForWidth(panel.legend()->width()) >
            panel.legend()->fontMetrics().height() * 2);

    // Every line its own colour and marker (issue 36: the colours came round again from the
    // sixth player), in the key as on the chart.
    const QList<ChartLegend::Entry> key = panel.chart()->legendEntries();
    const QList<QAbstractSeries*> series = panel.chart()->chart()->series();
    QSet<QRgb> colours;
    QList<QImage> markers;
    for (int line = 0; line < 10; ++line) {
        const auto* xy = static_cast<QLineSeries*>(series[line]);
        QCOMPARE(xy->color(), key[line].colour);
        colours.insert(xy->color().rgb());
        QVERIFY(!xy->lightMarker().isNull());
        QCOMPARE(xy->lightMarker(), key[line].marker);
        QVERIFY2(!markers.contains(xy->lightMarker()), qPrintable(xy->name()));
        markers << xy->lightMarker();
    }
    QCOMPARE(colours.size(), 10);
    // Each line's end is labelled, once for all the lines that end on one total.
    QSet<qreal> ends;
    int labels = 0;
    for (int line = 0; line < 10; ++line) {
        const auto* xy = static_cast<QLineSeries*>(series[line]);
        ends.insert(xy->points().constLast().y());
        const auto config = xy->pointConfiguration(static_cast<int>(xy->count()) - 1);
        labels += config.value(QXYSeries::PointConfiguration::LabelVisibility).toBool();
    }
    QCOMPARE(labels, ends.size());
}

void ScoreSheetTest::theSheetIsAsWideFromTheStartAsItsDealsNeed()
{
    // Issue 36: the sheet widened after the first deal and the table of cards jumped aside.
    for (const fs::GameInfo& game : fs::allGames()) {
        for (const int seats : {game.minSeats, game.maxSeats}) {
            const auto match = playMatch(game.id, seats, 7);
            ScoreSheetPanel panel;
            panel.startMatch(&GameFaces::list().of(match->rules().gameId()), match->rulesPtr(),
                             harness::seatNames(seats), 0);
            const int empty = panel.neededWidth();
            panel.showRows(
                std::span(match->rows()).first(std::min<std::size_t>(1, match->rows().size())));
            const QString what =
                QStringLiteral("%1-%2").arg(QString::fromStdString(game.id)).arg(seats);
            QVERIFY2(panel.neededWidth() <= empty,
                     qPrintable(what + QStringLiteral(": %1 after the first deal, %2 before")
                                           .arg(panel.neededWidth())
                                           .arg(empty)));
            panel.showRows(match->rows());
            QVERIFY2(panel.neededWidth() <= empty,
                     qPrintable(what + QStringLiteral(": %1 after the match, %2 before")
                                           .arg(panel.neededWidth())
                                           .arg(empty)));
        }
    }
}

void ScoreSheetTest::theScoreSheetDoesNotTakeKeyboardFocus()
{
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* nextDeal = new QPushButton(QStringLiteral("Next deal"), &window);
    auto* panel = new ScoreSheetPanel(&window);
    layout->addWidget(nextDeal);
    layout->addWidget(panel);
    const auto match = playMatch("hearts", 4, 4);
    panel->startMatch(&GameFaces::list().of(match->rules().gameId()), match->rulesPtr(),
                      harness::seatNames(4), 0);
    panel->showRows(std::span(match->rows()).first(1));
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(panel->table()->focusPolicy(), Qt::NoFocus);
    nextDeal->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), nextDeal);
    // Clicking the sheet leaves the focus where it was.
    QTest::mouseClick(panel->table()->viewport(), Qt::LeftButton, {}, QPoint(20, 10));
    QCOMPARE(QApplication::focusWidget(), nextDeal);
    // A pressed button that hides hands the focus on: never to the sheet.
    nextDeal->hide();
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(!focus || !panel->isAncestorOf(focus));
    QTest::keyClick(&window, Qt::Key_Down);
    focus = QApplication::focusWidget();
    QVERIFY(!focus || !panel->isAncestorOf(focus));
}

void ScoreSheetTest::resultDialogPlacesSecondsWinnersFirstAndMarksThePerson()
{
    const fs::SecondsRules rules;
    const std::vector<int> totals = {120, 110, 110, 90};
    const fs::MatchStatus status = rules.matchStatus(std::vector<fs::ScoreRow>(8), totals);
    MatchResultDialog dialog;
    dialog.setResult(GameFaces::list().of(rules.gameId()), rules, status, totals,
                     harness::seatNames(4), 0, true);
    QTableWidget* table = dialog.placingsTable();
    QCOMPARE(table->rowCount(), 4);
    const QStringList expected[] = {
        {QStringLiteral("1st"), QStringLiteral("West"), QStringLiteral("110")},
        {QStringLiteral("1st"), QStringLiteral("North"), QStringLiteral("110")},
        {QStringLiteral("2nd"), QStringLiteral("You"), QStringLiteral("120")},
        {QStringLiteral("3rd"), QStringLiteral("East"), QStringLiteral("90")}};
    for (int row = 0; row < 4; ++row)
        for (int column = 0; column < 3; ++column)
            QCOMPARE(table->item(row, column)->text(), expected[row][column]);
    QCOMPARE(dialog.personRow(), 2);
    QVERIFY(table->item(2, 1)->font().bold());
    QVERIFY(!table->item(0, 1)->font().bold());
    QCOMPARE(dialog.headline(), QStringLiteral("West and North share the win."));
    dialog.show();
    const QLabel* note = dialog.findChild<QLabel*>(QStringLiteral("resultNote"));
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(QStringLiteral("second-highest")));
}

void ScoreSheetTest::resultDialogPlacesAnOutrightWinnerFirst()
{
    const auto match = playMatch("put", 2, 1);
    QVERIFY(match->over());
    MatchResultDialog dialog;
    QStringList names = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    const std::vector<int> totals = match->totals();
    dialog.setResult(GameFaces::list().of(match->rules().gameId()), match->rules(), match->status(),
                     totals, names, 1);
    const int winner = match->status().winners.front();
    QCOMPARE(dialog.placingsTable()->item(0, 0)->text(), QStringLiteral("1st"));
    QCOMPARE(dialog.placingsTable()->item(0, 1)->text(),
             winner == 1 ? QStringLiteral("Bob (you)") : QStringLiteral("Ann"));
    QCOMPARE(dialog.personRow(), winner == 1 ? 0 : 1);
    QCOMPARE(dialog.headline(),
             winner == 1 ? QStringLiteral("You win!") : QStringLiteral("Ann wins."));
}

void ScoreSheetTest::resultDialogSaysWhichRuleWonPutOutright()
{
    // Bob won a deal played out, which wins a game of Put at once, while Ann leads on points.
    std::string why;
    const auto rules = fs::createRules("put", 2, {}, why);
    QVERIFY(rules);
    const std::vector<int> totals = {3, 1};
    fs::MatchStatus status;
    status.over = true;
    status.winners = {1};
    MatchResultDialog dialog;
    dialog.setResult(GameFaces::list().of(rules->gameId()), *rules, status, totals,
                     {QStringLiteral("Ann"), QStringLiteral("Bob")}, 1);
    QCOMPARE(dialog.headline(), QStringLiteral("You win!"));
    // Why, in Put's own terms: the rule that decided it (issue 36: "won outright by a deal
    // played out, whatever the totals" named neither the game nor the rule).
    const QString note = dialog.findChild<QLabel*>(QStringLiteral("resultNote"))->text();
    QVERIFY2(note.contains(QLatin1String("In Put")) &&
                 note.contains(QLatin1String("wins the whole game")),
             qPrintable(note));
}

void ScoreSheetTest::resultDialogSaysAPartnershipWinsAndAskAboutNothingElse()
{
    const fs::ArmsLengthRules rules;
    const std::vector<int> totals = {140, 96};
    const fs::MatchStatus status = rules.matchStatus(std::vector<fs::ScoreRow>(4), totals);
    MatchResultDialog dialog;
    dialog.setResult(GameFaces::list().of(rules.gameId()), rules, status, totals,
                     {QStringLiteral("N & S"), QStringLiteral("E & W")}, -1);
    QCOMPARE(dialog.headline(), QStringLiteral("N & S win."));
    QCOMPARE(dialog.personRow(), -1);
    QCOMPARE(dialog.placingsTable()->item(1, 0)->text(), QStringLiteral("2nd"));
    dialog.show();
    QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("resultNote"))->isVisible());
    dialog.setResult(GameFaces::list().of(rules.gameId()), rules, status, totals,
                     {QStringLiteral("N & S"), QStringLiteral("E & W")}, 0);
    QCOMPARE(dialog.headline(), QStringLiteral("You win!"));
}

void ScoreSheetTest::resultDialogButtonsAskForANewGameOrARematch()
{
    const fs::SecondsRules rules;
    const std::vector<int> totals = {10, 20, 30, 40};
    MatchResultDialog dialog;
    dialog.setResult(GameFaces::list().of(rules.gameId()), rules,
                     rules.matchStatus(std::vector<fs::ScoreRow>(8), totals), totals,
                     harness::seatNames(4), 0);
    QSignalSpy newGame(&dialog, &MatchResultDialog::newGameRequested);
    QSignalSpy rematch(&dialog, &MatchResultDialog::rematchRequested);
    dialog.show();
    QTest::mouseClick(dialog.rematchButton(), Qt::LeftButton);
    QCOMPARE(rematch.count(), 1);
    QCOMPARE(newGame.count(), 0);
    QVERIFY(!dialog.isVisible());
    dialog.show();
    QTest::mouseClick(dialog.newGameButton(), Qt::LeftButton);
    QCOMPARE(newGame.count(), 1);
    QCOMPARE(rematch.count(), 1);
    dialog.show();
    QTest::mouseClick(dialog.closeButton(), Qt::LeftButton);
    QVERIFY(!dialog.isVisible());
    QCOMPARE(newGame.count() + rematch.count(), 2);
}

FOLLOWSUIT_TEST_MAIN(ScoreSheetTest)
#include "tst_scoresheet.moc"
