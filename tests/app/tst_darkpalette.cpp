// The windows beside the table under a dark desktop theme (Fusion with a dark palette, as a dark
// Plasma or GNOME session gives): the lobby's game tiles and the score sheet keep every text at
// 4.5:1 or better against what it is drawn on, the score chart turns dark with light labels, and
// a problem reported in red stays readable. The same checks pass under the light palette, so a
// fix for one does not break the other.

#include "face/gameface.h"
#include "games/gamefaces.h"
#include "harness/playedmatch.h"
#include "harness/sheetof.h"
#include "lobby/gametiledelegate.h"
#include "lobby/lobbydialog.h"
#include "scoresheet/scorechart.h"
#include "scoresheet/scoresheetmodel.h"
#include "text/gametext.h"
#include "widgets/contrast.h"

#include <QApplication>
#include <QBrush>
#include <QChart>
#include <QLabel>
#include <QListWidget>
#include <QPalette>
#include <QStyleFactory>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <memory>
#include <span>

#include "testmain.h"

namespace {

// Qt's own Fusion style with the dark palette most dark themes resemble.
QPalette darkPalette()
{
    QPalette p;
    const QColor window(53, 53, 53);
    const QColor base(35, 35, 35);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, QColor(230, 230, 230));
    p.setColor(QPalette::PlaceholderText, QColor(160, 160, 160));
    p.setColor(QPalette::Mid, QColor(90, 90, 90));
    p.setColor(QPalette::Midlight, QColor(70, 70, 70));
    return p;
}

// The highest contrast a pixel inside `r` has against `background`.
qreal paletteTextContrast(const QImage& image, const QRect& r, const QColor& background)
{
    qreal best = 1;
    for (int y = std::max(0, r.top()); y <= std::min(image.height() - 1, r.bottom()); ++y)
        for (int x = std::max(0, r.left()); x <= std::min(image.width() - 1, r.right()); ++x)
            best = std::max(best, Contrast::ratio(image.pixelColor(x, y), background));
    return best;
}

} // namespace

class DarkPaletteTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        m_light = QApplication::palette();
    }

    void initTestCase_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addRow("dark") << true;
        QTest::addRow("light") << false;
    }

    void init()
    {
        QFETCH_GLOBAL(bool, dark);
        QApplication::setPalette(dark ? darkPalette() : m_light);
    }

    // Every tile's name, players and summary, selected or not, against the tile's background.
    void lobbyTilesReadOnTheirBackground()
    {
        LobbyDialog lobby(GameFaces::list());
        lobby.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lobby));
        auto* games = lobby.findChild<QListWidget*>();
        QVERIFY(games);
        QVERIFY(games->count() >= 8);
        const QImage image = games->viewport()->grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        int checked = 0;
        for (int row = 0; row < games->count(); ++row) {
            const QRect tile = games->visualItemRect(games->item(row));
            if (tile.top() < 0 || tile.bottom() >= games->viewport()->height())
                continue; // scrolled out of view, or partly
            const QRect inPixels(tile.topLeft() * dpr, tile.size() * dpr);
            // The tile's own background, at its inner edge where no text is drawn.
            const QColor background = image.pixelColor(inPixels.left() + 3, inPixels.bottom() - 2);
            QStyleOptionViewItem option;
            option.initFrom(games);
            option.rect = QRect(QPoint(0, 0), tile.size());
            option.font = games->font();
            const GameTileDelegate::Blocks blocks =
                GameTileDelegate::layout(option, games->model()->index(row, 0), tile.width());
            for (const QRect& block : {blocks.name, blocks.players, blocks.summary}) {
                const QRect r(inPixels.topLeft() + block.topLeft() * dpr, block.size() * dpr);
                const qreal measured = paletteTextContrast(image, r, background);
                QVERIFY2(measured >= Contrast::Readable,
                         qPrintable(QStringLiteral("tile %1 (%2 selected): %3 on %4")
                                        .arg(row)
                                        .arg(games->item(row)->isSelected() ? "" : "not")
                                        .arg(measured)
                                        .arg(background.name())));
            }
            ++checked;
        }
        QVERIFY(checked >= 2);
    }

    // Every cell of an Oh Hell sheet (red trumps, red missed bids, the leader's highlight) and a
    // Whist sheet, against its own background or the view's rows.
    void scoreSheetTextReadsOnItsBackground_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::addRow("ohhell") << QStringLiteral("ohhell") << 4;
        QTest::addRow("whist") << QStringLiteral("whist") << 4;
        QTest::addRow("hearts") << QStringLiteral("hearts") << 4;
    }

    void scoreSheetTextReadsOnItsBackground()
    {
        QFETCH(QString, game);
        QFETCH(int, seats);
        const auto match = playedMatch(game.toStdString(), seats, 7, 12);
        const auto sheet = harness::sheetOf(*match);
        const QPalette palette = QApplication::palette();
        bool sawColouredText = false;
        for (int row = 0; row < sheet->rowCount(); ++row)
            for (int column = 0; column < sheet->columnCount(); ++column) {
                const QModelIndex index = sheet->index(row, column);
                const QVariant fg = sheet->data(index, Qt::ForegroundRole);
                const QVariant bg = sheet->data(index, Qt::BackgroundRole);
                const QColor text =
                    fg.isValid() ? fg.value<QBrush>().color() : palette.color(QPalette::Text);
                sawColouredText = sawColouredText || fg.isValid();
                const QList<QColor> grounds =
                    bg.isValid() ? QList<QColor>{bg.value<QBrush>().color()}
                                 : QList<QColor>{palette.color(QPalette::Base),
                                                 palette.color(QPalette::AlternateBase)};
                for (const QColor& ground : grounds)
                    QVERIFY2(Contrast::ratio(text, ground) >= Contrast::Readable,
                             qPrintable(QStringLiteral("row %1 column %2: %3 on %4 (%5)")
                                            .arg(row)
                                            .arg(column)
                                            .arg(text.name(), ground.name(),
                                                 sheet->data(index).toString())));
            }
        if (game != QLatin1String("hearts"))
            QVERIFY(sawColouredText); // red trumps or missed bids were among the cells
    }

    void theScoreChartFollowsThePalette()
    {
        const auto match = playedMatch("hearts", 4, 7, 3);
        const auto sheet = harness::sheetOf(*match);
        ScoreChart chart;
        chart.setModel(sheet.get());
        const QPalette palette = QApplication::palette();
        QCOMPARE(chart.chart()->backgroundBrush().color(), palette.color(QPalette::Base));
        const QList<QAbstractAxis*> axes = chart.chart()->axes();
        QVERIFY(!axes.isEmpty());
        for (const QAbstractAxis* axis : axes)
            QVERIFY(Contrast::ratio(axis->labelsBrush().color(), palette.color(QPalette::Base)) >=
                    Contrast::Readable);
    }

    void aProblemInRedStaysReadable()
    {
        QLabel label(QStringLiteral("This deck could not be read."));
        Contrast::showAsProblem(&label);
        const QColor text = label.palette().color(QPalette::WindowText);
        const QColor window = label.palette().color(QPalette::Window);
        QVERIFY2(Contrast::ratio(text, window) >= Contrast::Readable,
                 qPrintable(text.name() + QLatin1String(" on ") + window.name()));
        QVERIFY(text.red() > text.green() + 40); // still red
    }

    void contrastIsMeasuredAsWcagDoes()
    {
        QCOMPARE(qRound(Contrast::ratio(Qt::black, Qt::white) * 10), 210);
        QCOMPARE(Contrast::ratio(QColor(119, 119, 119), QColor(119, 119, 119)), 1.0);
        // #767676 on white is the classic smallest grey that passes AA.
        QVERIFY(Contrast::ratio(QColor(0x76, 0x76, 0x76), Qt::white) >= 4.5);
        QVERIFY(Contrast::ratio(QColor(0x77, 0x77, 0x77), Qt::white) < 4.5);
        // The dark red of a light sheet fails on a dark one, and is lifted until it reads.
        const QColor dark(35, 35, 35);
        QVERIFY(Contrast::ratio(QColor(200, 0, 0), dark) < 4.5);
        QVERIFY(Contrast::ratio(Contrast::readableOn(QColor(200, 0, 0), dark), dark) >= 4.5);
        QCOMPARE(Contrast::readableOn(QColor(200, 0, 0), Qt::white), QColor(200, 0, 0));
    }

private:
    QPalette m_light;
};

FOLLOWSUIT_TEST_MAIN(DarkPaletteTest)
#include "tst_darkpalette.moc"
