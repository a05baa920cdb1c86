// The table's layout for 2 to 10 seats: nothing a player needs to see (plates, hands, won
// piles, the trick, the shared piles) overlaps anything else or leaves the view, at the screen
// sizes people use and at the size the table gets beside the score sheet, and at every card size
// the preferences offer.

#include "table/tablelayout.h"

#include <QTest>
#include <QtMath>

#include "testmain.h"

namespace {

constexpr qreal Aspect = 2.5 / 3.5;

// The largest hands each seat count deals in the registry's games (Hearts 3: 17; German Whist:
// 13 plus draws; Oh Hell: 51 / seats).
int personHand(int seats)
{
    return seats == 2 ? 13 : seats == 3 ? 17 : 52 / seats;
}

// Every rectangle inside the view and apart from every other; the first problem, or "".
QString problemIn(const TableLayout& layout, QSize area, int hand)
{
    const std::vector<QRectF> rects = layout.occupiedRects(hand, hand);
    const QRectF view(QPointF(0, 0), QSizeF(area));
    for (std::size_t i = 0; i < rects.size(); ++i) {
        if (!view.contains(rects[i]))
            return QStringLiteral("rect %1 outside").arg(i);
        for (std::size_t j = i + 1; j < rects.size(); ++j)
            if (rects[i].intersects(rects[j]))
                return QStringLiteral("rect %1 overlaps rect %2").arg(i).arg(j);
    }
    return {};
}

// The card sizes the preferences offer (AppSettings::CardSizeMin to CardSizeMax).
constexpr int CardSizes[] = {100, 125, 150, 175, 200};

} // namespace

class TableLayoutTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nothingOverlapsAndEverythingIsInside_data()
    {
        QTest::addColumn<QSize>("area");
        QTest::addColumn<int>("seats");
        for (const QSize area :
             {QSize(1280, 800), QSize(1920, 1080), QSize(1000, 720), QSize(1600, 1000)})
            for (int seats = 2; seats <= 10; ++seats)
                QTest::addRow("%dx%d-%d", area.width(), area.height(), seats) << area << seats;
    }

    void nothingOverlapsAndEverythingIsInside()
    {
        QFETCH(QSize, area);
        QFETCH(int, seats);
        const TableLayout layout(QSizeF(area), seats, Aspect);
        const QString problem = problemIn(layout, area, personHand(seats));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // The corner panel of facts (deal, trumps, the game's own) always has a place, free of
    // every plate, hand and pile (issue 36: with six seats at 1280x800 no corner was free, and
    // the panel went), at the table's sizes beside the score sheet in 1024x600, 1280x800 and
    // 1920x1080 windows, and the whole of those screens.
    void theInfoPanelAlwaysHasAPlace_data()
    {
        QTest::addColumn<QSize>("area");
        QTest::addColumn<int>("seats");
        for (const QSize area : {QSize(560, 470), QSize(650, 630), QSize(1300, 950),
                                 QSize(1024, 560), QSize(1280, 760), QSize(1920, 1040)})
            for (int seats = 2; seats <= 10; ++seats)
                QTest::addRow("%dx%d-%d", area.width(), area.height(), seats) << area << seats;
    }

    void theInfoPanelAlwaysHasAPlace()
    {
        QFETCH(QSize, area);
        QFETCH(int, seats);
        const TableLayout layout(QSizeF(area), seats, Aspect);
        const QRectF info = layout.infoRect();
        if (info.isEmpty())
            for (const QRectF& r : layout.occupiedRects(13, 13))
                qInfo("%g,%g %gx%g", r.x(), r.y(), r.width(), r.height());
        QVERIFY(!info.isEmpty());
        QVERIFY(QRectF(QPointF(0, 0), QSizeF(area)).contains(info));
        for (const QRectF& r : layout.occupiedRects(13, 13))
            QVERIFY2(!r.intersects(info), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                         .arg(r.x())
                                                         .arg(r.y())
                                                         .arg(r.width())
                                                         .arg(r.height())));
    }

    // The table beside the score sheet in a 1024x600 and a 1600x900 window, a 1280x800 screen
    // and the review's open hands.
    void largerCardsStillFitWithoutOverlap_data()
    {
        QTest::addColumn<QSize>("area");
        QTest::addColumn<int>("seats");
        QTest::addColumn<bool>("open");
        QTest::addColumn<int>("percent");
        for (const QSize area :
             {QSize(700, 480), QSize(864, 720), QSize(1250, 790), QSize(1280, 800)})
            for (int seats = 2; seats <= 10; ++seats)
                for (const bool open : {false, true})
                    for (const int percent : CardSizes)
                        QTest::addRow("%dx%d-%d%s-%d%%", area.width(), area.height(), seats,
                                      open ? "-open" : "", percent)
                            << area << seats << open << percent;
    }

    void largerCardsStillFitWithoutOverlap()
    {
        QFETCH(QSize, area);
        QFETCH(int, seats);
        QFETCH(bool, open);
        QFETCH(int, percent);
        const TableLayout normal(QSizeF(area), seats, Aspect, open);
        const TableLayout layout(QSizeF(area), seats, Aspect, open, percent / 100.0);
        // Never smaller than asked for less, never larger than asked, plates unchanged.
        QVERIFY(layout.cardSize().width() >= normal.cardSize().width());
        QVERIFY(layout.handCardSize().width() >= normal.handCardSize().width());
        QVERIFY(layout.cardScale() <= percent / 100.0 + 1e-9);
        QVERIFY(layout.handCardSize().width() <=
                qCeil(normal.handCardSize().width() * percent / 100.0) + 1);
        QCOMPARE(layout.badgeRect(0).size(), normal.badgeRect(0).size());
        QCOMPARE(layout.fontPixels(), normal.fontPixels());
        // Only a table that fits at the normal size is held to fitting at a larger one.
        if (!problemIn(normal, area, personHand(seats)).isEmpty())
            return;
        const QString problem = problemIn(layout, area, personHand(seats));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The trick stays in its zone, so its cards cover no plate either.
        const QRectF zone = layout.dropZone();
        for (int rel = 0; rel < seats; ++rel)
            QVERIFY(zone.contains(QRectF(layout.trickCard(rel), QSizeF(layout.cardSize()))));
    }

    // Larger cards close the trick in, but whichever card lies on top, each card of a trick
    // still shows one of its two index corners whole.
    void largerTrickCardsEachKeepAnIndexInView()
    {
        for (const QSize area : {QSize(700, 480), QSize(864, 720), QSize(1280, 800)})
            for (int seats = 2; seats <= 4; ++seats)
                for (const int percent : CardSizes) {
                    const TableLayout layout(QSizeF(area), seats, Aspect, false, percent / 100.0);
                    const QSizeF card(layout.cardSize());
                    const QSizeF index(card.width() * 0.22, card.height() * 0.25);
                    for (int a = 0; a < seats; ++a) {
                        const QRectF r(layout.trickCard(a), card);
                        const QRectF corners[] = {
                            QRectF(r.topLeft(), index),
                            QRectF(r.bottomRight() - QPointF(index.width(), index.height()),
                                   index)};
                        bool shown = false;
                        for (const QRectF& corner : corners) {
                            bool covered = false;
                            for (int b = 0; b < seats; ++b)
                                covered =
                                    covered ||
                                    (b != a && QRectF(layout.trickCard(b), card)
                                                   .intersects(corner.adjusted(1, 1, -1, -1)));
                            shown = shown || !covered;
                        }
                        QVERIFY2(shown, qPrintable(QStringLiteral("%1x%2, %3 seats, %4 %: card %5")
                                                       .arg(area.width())
                                                       .arg(area.height())
                                                       .arg(seats)
                                                       .arg(percent)
                                                       .arg(a)));
                    }
                }
    }

    void largerCardsAreLargerOnTheSameWindow_data()
    {
        QTest::addColumn<QSize>("area");
        // The table in a 1024x600 window beside the score sheet, and in a 1600x900 one.
        QTest::addRow("1024x600") << QSize(700, 480);
        QTest::addRow("1600x900") << QSize(1250, 790);
        QTest::addRow("1280x800 screen") << QSize(1280, 800);
    }

    void largerCardsAreLargerOnTheSameWindow()
    {
        QFETCH(QSize, area);
        for (const int seats : {2, 4, 6}) {
            // Each step makes the hand and the trick larger or leaves them as they were, never
            // smaller.
            int previousHand = 0;
            int previousTable = 0;
            for (const int percent : CardSizes) {
                const TableLayout layout(QSizeF(area), seats, Aspect, false, percent / 100.0);
                const QByteArray what =
                    QByteArray::number(seats) + " seats, " + QByteArray::number(percent) + " %";
                QVERIFY2(layout.handCardSize().width() >= previousHand, what);
                QVERIFY2(layout.cardSize().width() >= previousTable, what);
                previousHand = layout.handCardSize().width();
                previousTable = layout.cardSize().width();
            }
            const TableLayout normal(QSizeF(area), seats, Aspect);
            const TableLayout largest(QSizeF(area), seats, Aspect, false, 2.0);
            // At the largest size the hand and the trick together grow by a fifth at least (in
            // width; more in area), on the smallest window too.
            const qreal hand =
                qreal(largest.handCardSize().width()) / normal.handCardSize().width();
            const qreal trick = qreal(largest.cardSize().width()) / normal.cardSize().width();
            QVERIFY2(
                hand * trick >= 1.2,
                qPrintable(QStringLiteral("%1 seats: %2 x %3").arg(seats).arg(hand).arg(trick)));
        }
    }

    void thePersonSitsAtTheBottomAndPlayGoesClockwise()
    {
        const TableLayout layout(QSizeF(1280, 800), 4, Aspect);
        const QPointF me = layout.trickCard(0);
        const QPointF left = layout.trickCard(1);
        const QPointF across = layout.trickCard(2);
        const QPointF right = layout.trickCard(3);
        QVERIFY(me.y() > across.y());
        QVERIFY(left.x() < me.x() && right.x() > me.x());
        QVERIFY(layout.seatBox(1).center().x() < layout.seatBox(3).center().x());
    }

    void trickCardsLeaveEachIndexInView()
    {
        // Four cards of a trick do not cover each other at all, so every index shows.
        const TableLayout layout(QSizeF(1280, 800), 4, Aspect);
        for (int a = 0; a < 4; ++a)
            for (int b = a + 1; b < 4; ++b)
                QVERIFY(!QRectF(layout.trickCard(a), layout.cardSize())
                             .intersects(QRectF(layout.trickCard(b), layout.cardSize())));
    }
};

FOLLOWSUIT_TEST_MAIN(TableLayoutTest)
#include "tst_tablelayout.moc"
