// The card renderer: exact pixmaps per size and pixel ratio, stand-ins while a size settles.

#include "table/cardrenderer.h"

#include <QSignalSpy>
#include <QTest>

#include "testmain.h"

class CardRendererTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Q_INIT_RESOURCE(followsuit_resources); }

    void deckLoadsWithPokerProportions();
    void firstPixmapIsRenderedAtOnceAtTheExactSize();
    void highDpiPixmapsHaveMorePixelsButTheSameLogicalSize();
    void newSizeShowsAScaledStandInUntilTheRenderArrives();
    void preparedElementsAreCachedBeforeUse();
};

void CardRendererTest::deckLoadsWithPokerProportions()
{
    CardRenderer renderer(QStringLiteral(":/decks/french/deck.svg"));
    QVERIFY(renderer.isValid());
    QVERIFY(qAbs(renderer.aspectRatio() - 2.5 / 3.5) < 0.01);
}

void CardRendererTest::firstPixmapIsRenderedAtOnceAtTheExactSize()
{
    CardRenderer renderer(QStringLiteral(":/decks/french/deck.svg"));
    const QPixmap queen = renderer.pixmap(QStringLiteral("queen_spade"), QSize(100, 140), 1.0);
    QCOMPARE(queen.size(), QSize(100, 140));
    // The card is opaque in the middle: something was drawn.
    const QImage image = queen.toImage();
    QCOMPARE(qAlpha(image.pixel(50, 70)), 255);
}

void CardRendererTest::highDpiPixmapsHaveMorePixelsButTheSameLogicalSize()
{
    CardRenderer renderer(QStringLiteral(":/decks/french/deck.svg"));
    const QPixmap back = renderer.pixmap(QStringLiteral("back"), QSize(80, 112), 2.0);
    QCOMPARE(back.size(), QSize(160, 224));
    QCOMPARE(back.devicePixelRatio(), 2.0);
    QCOMPARE(back.deviceIndependentSize().toSize(), QSize(80, 112));
}

void CardRendererTest::newSizeShowsAScaledStandInUntilTheRenderArrives()
{
    CardRenderer renderer(QStringLiteral(":/decks/french/deck.svg"));
    renderer.setSettleDelay(10);
    QSignalSpy ready(&renderer, &CardRenderer::pixmapsReady);
    const QPixmap small = renderer.pixmap(QStringLiteral("1_heart"), QSize(60, 84), 1.0);
    const QPixmap standIn = renderer.pixmap(QStringLiteral("1_heart"), QSize(120, 168), 1.0);
    QCOMPARE(standIn.size(), QSize(120, 168));
    QVERIFY(renderer.pending());
    QTRY_VERIFY(ready.count() > 0);
    QVERIFY(!renderer.pending());
    const QPixmap exact = renderer.pixmap(QStringLiteral("1_heart"), QSize(120, 168), 1.0);
    QCOMPARE(exact.size(), QSize(120, 168));
    // The cached pixmap is handed out again, not rendered or copied anew.
    QCOMPARE(renderer.pixmap(QStringLiteral("1_heart"), QSize(120, 168), 1.0).cacheKey(),
             exact.cacheKey());
    QVERIFY(exact.cacheKey() != standIn.cacheKey());
    QVERIFY(small.cacheKey() != exact.cacheKey());
}

void CardRendererTest::preparedElementsAreCachedBeforeUse()
{
    CardRenderer renderer(QStringLiteral(":/decks/french/deck.svg"));
    renderer.setSettleDelay(0);
    QSignalSpy ready(&renderer, &CardRenderer::pixmapsReady);
    renderer.prepare({QStringLiteral("king_club"), QStringLiteral("10_diamond")}, QSize(90, 126),
                     1.0);
    QTRY_VERIFY(ready.count() > 0);
    const QPixmap king = renderer.pixmap(QStringLiteral("king_club"), QSize(90, 126), 1.0);
    QCOMPARE(renderer.pixmap(QStringLiteral("king_club"), QSize(90, 126), 1.0).cacheKey(),
             king.cacheKey());
    QVERIFY(!renderer.pending());
}

FOLLOWSUIT_TEST_MAIN(CardRendererTest)
#include "tst_tablecardrenderer.moc"
