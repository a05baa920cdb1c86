// The high-contrast table as a person with low vision sees it: a near-black baize, plates whose
// text reads at 7:1 or better (WCAG AAA) where the normal table keeps 4.5:1 (AA), a thick bright
// outline on the keyboard's card, and cards that may not be played told apart by stripes as well
// as by shade, while their faces still show. Pictures of the real items are measured, not the
// colours they were given.

#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "table/carditem.h"
#include "table/seatbadge.h"
#include "table/tablepalette.h"
#include "table/tableplaque.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "widgets/contrast.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>
#include <memory>

#include "testmain.h"

namespace {

constexpr QSize SceneSize(400, 300);

QImage picture(TableScene& scene)
{
    QImage image(SceneSize, QImage::Format_ARGB32);
    image.fill(Qt::magenta);
    QPainter painter(&image);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(SceneSize)), scene.sceneRect());
    return image;
}

QColor pixelAt(const QImage& image, QPointF p)
{
    return image.pixelColor(qRound(p.x()), qRound(p.y()));
}

// The highest contrast any pixel inside `r` has against `background`: the text's, where the
// text is the only thing drawn there.
qreal tableTextContrast(const QImage& image, const QRectF& r, const QColor& background)
{
    qreal best = 1;
    for (int y = qCeil(r.top()); y < r.bottom(); ++y)
        for (int x = qCeil(r.left()); x < r.right(); ++x)
            best = std::max(best, Contrast::ratio(image.pixelColor(x, y), background));
    return best;
}

} // namespace

class TableContrastTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void highContrastChangesTheBaizeAndThePlates()
    {
        TableScene scene;
        scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(SceneSize)));
        auto* badge = new SeatBadge;
        badge->setPixelSize(16);
        badge->setText(QStringLiteral("West"), QStringLiteral("3 tricks"));
        badge->setTopCentre(QPointF(200, 130));
        scene.addItem(badge);
        const QPointF plate = badge->pos() + QPointF(7, badge->boundingRect().height() / 2);
        const QPointF corner(4, 4);
        const QImage normal = picture(scene);
        scene.setHighContrast(true);
        QVERIFY(scene.highContrast());
        const QImage high = picture(scene);
        QVERIFY(pixelAt(normal, corner) != pixelAt(high, corner));
        QVERIFY(pixelAt(normal, plate) != pixelAt(high, plate));
        // Near black, with at most a trace of green.
        QVERIFY2(pixelAt(high, corner).lightness() < 20, qPrintable(pixelAt(high, corner).name()));
        QVERIFY2(pixelAt(high, plate).lightness() < 10, qPrintable(pixelAt(high, plate).name()));
        QCOMPARE(pixelAt(normal, corner).green() > pixelAt(normal, corner).red(),
                 true); // still a baize
    }

    void plateTextReadsAtSevenToOneInHighContrastAndAtFourAndAHalfNormally_data()
    {
        QTest::addColumn<bool>("high");
        QTest::addColumn<bool>("turn");
        QTest::addColumn<qreal>("needed");
        QTest::addRow("normal") << false << false << Contrast::Readable;
        QTest::addRow("normal, their turn") << false << true << Contrast::Readable;
        QTest::addRow("high contrast") << true << false << Contrast::Enhanced;
        QTest::addRow("high contrast, their turn") << true << true << Contrast::Enhanced;
    }

    void plateTextReadsAtSevenToOneInHighContrastAndAtFourAndAHalfNormally()
    {
        QFETCH(bool, high);
        QFETCH(bool, turn);
        QFETCH(qreal, needed);
        TableScene scene;
        scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(SceneSize)));
        scene.setHighContrast(high);
        const TablePalette& palette = scene.tablePalette();
        // In the middle of the baize, where its light is brightest.
        auto* badge = new SeatBadge;
        badge->setPixelSize(16);
        badge->setText(QStringLiteral("West"), QStringLiteral("3 tricks"),
                       {QStringLiteral("Shot the moon")});
        badge->setActive(turn);
        badge->setTopCentre(QPointF(200, 110));
        scene.addItem(badge);
        const QRectF r = badge->sceneBoundingRect();
        const QImage image = picture(scene);
        const QColor background = pixelAt(image, QPointF(r.left() + 7, r.center().y()));
        const QColor texts[] = {turn ? palette.turnName : palette.plateName, palette.plateDetail,
                                palette.plateNote};
        for (const QColor& text : texts)
            QVERIFY2(Contrast::ratio(text, background) >= needed,
                     qPrintable(QStringLiteral("%1 on %2: %3")
                                    .arg(text.name(), background.name())
                                    .arg(Contrast::ratio(text, background))));
        // And what was drawn: the name's pixels against the plate.
        QVERIFY(tableTextContrast(image, r.adjusted(8, 6, -8, -6), background) >= needed);
    }

    void plaquesReadAtTheSameLevels_data()
    {
        QTest::addColumn<bool>("high");
        QTest::addColumn<int>("style");
        for (const bool high : {false, true})
            for (const auto style :
                 {TablePlaque::Style::Info, TablePlaque::Style::Plate, TablePlaque::Style::Notice})
                QTest::addRow("%s-%d", high ? "high" : "normal", static_cast<int>(style))
                    << high << static_cast<int>(style);
    }

    void plaquesReadAtTheSameLevels()
    {
        QFETCH(bool, high);
        QFETCH(int, style);
        TableScene scene;
        scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(SceneSize)));
        scene.setHighContrast(high);
        auto* plaque = new TablePlaque(static_cast<TablePlaque::Style>(style));
        plaque->setPixelSize(16);
        plaque->setLines({QStringLiteral("Trumps: hearts")});
        plaque->setRect(QRectF(120, 110, 160, 60));
        scene.addItem(plaque);
        const QImage image = picture(scene);
        const QColor background = pixelAt(image, QPointF(124, 140));
        const qreal needed = high ? Contrast::Enhanced : Contrast::Readable;
        const qreal measured = tableTextContrast(image, QRectF(130, 114, 140, 22), background);
        QVERIFY2(measured >= needed, qPrintable(QString::number(measured)));
    }

    void theKeyboardsCardHasAThickBrightOutlineInHighContrast()
    {
        for (const bool high : {false, true}) {
            TableScene scene;
            scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(SceneSize)));
            scene.setHighContrast(high);
            QPixmap face(100, 140);
            face.fill(Qt::white);
            auto* card = new CardItem(fs::Card(0), QStringLiteral("1_club"));
            card->setPixmap(face);
            card->setPos(100, 80);
            card->setFocused(true);
            scene.addItem(card);
            const QImage image = picture(scene);
            // Across the left edge at mid-height: how many pixels are the outline's colour.
            const QColor outline = scene.tablePalette().focusOutline;
            int thickness = 0;
            int inside = 0; // of it, over the card (where the index is)
            for (int x = 90; x < 120; ++x) {
                const QColor c = image.pixelColor(x, 150);
                if (std::abs(c.red() - outline.red()) + std::abs(c.green() - outline.green()) +
                        std::abs(c.blue() - outline.blue()) <
                    60) {
                    ++thickness;
                    inside += x >= 100;
                }
            }
            // Astride the edge: no more than about half of it covers the card's face.
            QVERIFY2(inside <= thickness / 2 + 1, qPrintable(QString::number(inside)));
            if (high)
                QVERIFY2(thickness >= 4, qPrintable(QString::number(thickness)));
            else
                QVERIFY2(thickness >= 2, qPrintable(QString::number(thickness)));
            QVERIFY(outline.lightness() > 120 && outline.hsvSaturation() > 150); // bright yellow
        }
    }

    void cardsThatMayNotBePlayedAreStripedInHighContrastAndStillShow()
    {
        for (const bool high : {false, true}) {
            TableScene scene;
            scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(SceneSize)));
            scene.setHighContrast(high);
            QPixmap face(100, 140);
            face.fill(Qt::white);
            auto* card = new CardItem(fs::Card(0), QStringLiteral("1_club"));
            card->setPixmap(face);
            card->setPos(100, 80);
            card->setDimmed(true);
            scene.addItem(card);
            const QImage image = picture(scene);
            int darkest = 255;
            int lightest = 0;
            QList<int> row;
            for (int x = 110; x < 190; ++x) {
                const int l = image.pixelColor(x, 150).lightness();
                darkest = std::min(darkest, l);
                lightest = std::max(lightest, l);
                row << l;
            }
            std::sort(row.begin(), row.end());
            // Dimmed: darker than the white face, but most of it still light enough to read.
            QVERIFY(lightest < 250);
            QVERIFY2(row[row.size() / 2] >= 140, qPrintable(QString::number(row[row.size() / 2])));
            if (high) // stripes: a pattern, not only a shade
                QVERIFY2(lightest - darkest >= 60,
                         qPrintable(QStringLiteral("%1..%2").arg(darkest).arg(lightest)));
            else
                QVERIFY(lightest - darkest < 10);
        }
    }

    void theTableSwitchesColoursAtOnce()
    {
        GameController controller;
        TableView table(&controller, GameFaces::list(), 0);
        table.resize(600, 400);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const QPoint corner(3, 3);
        const QColor before = table.viewport()->grab().toImage().pixelColor(corner);
        table.setHighContrast(true);
        QVERIFY(table.highContrast());
        const QColor after = table.viewport()->grab().toImage().pixelColor(corner);
        QVERIFY2(after.lightness() < 20 && before.lightness() > 30,
                 qPrintable(before.name() + QLatin1Char(' ') + after.name()));
        table.setHighContrast(false);
        QCOMPARE(table.viewport()->grab().toImage().pixelColor(corner), before);
    }
};

FOLLOWSUIT_TEST_MAIN(TableContrastTest)
#include "tst_tablecontrast.moc"
