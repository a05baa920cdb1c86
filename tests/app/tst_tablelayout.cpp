// The table's layout for 2 to 10 seats: nothing a player needs to see (plates, hands, won
// piles, the trick, the shared piles) overlaps anything else or leaves the view, at the screen
// sizes people use and at the size the table gets beside the score sheet.

#include "table/tablelayout.h"

#include <QTest>

namespace {

constexpr qreal Aspect = 2.5 / 3.5;

// The largest hands each seat count deals in the registry's games (Hearts 3: 17; German Whist:
// 13 plus draws; Oh Hell: 51 / seats).
int personHand(int seats)
{
    return seats == 2 ? 13 : seats == 3 ? 17 : 52 / seats;
}

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
        const std::vector<QRectF> rects =
            layout.occupiedRects(personHand(seats), personHand(seats));
        const QRectF view(QPointF(0, 0), QSizeF(area));
        for (std::size_t i = 0; i < rects.size(); ++i) {
            QVERIFY2(view.contains(rects[i]), qPrintable(QStringLiteral("rect %1 outside").arg(i)));
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                QVERIFY2(!rects[i].intersects(rects[j]),
                         qPrintable(QStringLiteral("rect %1 overlaps rect %2").arg(i).arg(j)));
        }
    }

    void cardsStayReadableAtEverySeatCount()
    {
        for (int seats = 2; seats <= 10; ++seats) {
            const TableLayout layout(QSizeF(1280, 800), seats, Aspect);
            QVERIFY2(layout.cardSize().width() >= 60, qPrintable(QString::number(seats)));
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

QTEST_APPLESS_MAIN(TableLayoutTest)
#include "tst_tablelayout.moc"
