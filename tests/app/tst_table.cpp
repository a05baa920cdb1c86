// The card table driven the way a person drives it: real mouse and key events on the view's
// viewport, against a real controller with instant computer players.

#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "registry/gameregistry.h"
#include "table/carditem.h"
#include "table/tableview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsPathItem>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include "testmain.h"

namespace {

constexpr int Person = 0;
constexpr int TableWaitMs = 15000;
constexpr quint64 Seed = 20240611;

} // namespace

class TableTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void handIsDealtFaceUpAndSorted();
    void passingThreeSelectedCardsDeliversTheReceivedOnes();
    void passButtonWaitsForExactlyThreeCards();
    void draggingALegalCardOntoTheTablePlaysIt();
    void draggingAnIllegalCardReturnsItToTheHand();
    void droppingACardOutsideTheTableReturnsIt();
    void doubleClickPlaysACard();
    void aClickedCardIsPlayedWithinOneTurnOfTheEventLoop();
    void keyboardMovesTheFocusAndPlays();
    void illegalCardsAreDimmedOnYourTurn();
    void lastTrickCanBeViewed();
    void theDealerIsToldItTookTheTurnUpNotThatItReceivedIt();

private:
    QPoint viewportPoint(CardItem* item) const;
    void waitForPersonTurn();
    void passAnyThree();
    void reachPlayTurn();
    bool played(fs::Card card) const;
    void drag(CardItem* item, QPoint to);

    GameController* m_controller = nullptr;
    TableView* m_table = nullptr;
};

void TableTest::initTestCase()
{
    Q_INIT_RESOURCE(followsuit_resources);
}

void TableTest::init()
{
    m_controller = new GameController;
    m_controller->setComputerDelay(0);
    m_table = new TableView(m_controller, GameFaces::list(), Person);
    m_table->setAnimationSpeed(0.2); // real animations, just quicker
    m_table->resize(1100, 760);
    m_table->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_table));
    QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {}, Seed));
}

void TableTest::cleanup()
{
    delete m_table;
    delete m_controller;
}

// A point on the visible part of a hand card: its left strip, which the next card never covers.
QPoint TableTest::viewportPoint(CardItem* item) const
{
    const QRectF r = item->sceneBoundingRect();
    return m_table->mapFromScene(QPointF(r.left() + 6, r.center().y()));
}

void TableTest::waitForPersonTurn()
{
    QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), TableWaitMs);
}

bool TableTest::played(fs::Card card) const
{
    const fs::GameState& s = m_controller->shownState();
    for (int i = 0; i < s.playedCount; ++i)
        if (s.played[i] == card && s.playedBy[i] == Person)
            return true;
    return false;
}

void TableTest::passAnyThree()
{
    waitForPersonTurn();
    const QList<fs::Card> hand = m_table->handOrder();
    for (int i = 0; i < 3; ++i)
        QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {},
                          viewportPoint(m_table->itemFor(hand[i])));
    QTest::mouseClick(m_table->passButton(), Qt::LeftButton);
}

// Gets past the passing of the first deal to the person's first play.
void TableTest::reachPlayTurn()
{
    passAnyThree();
    QTRY_VERIFY_WITH_TIMEOUT(m_controller->shownState().phase == fs::Phase::Playing, TableWaitMs);
    waitForPersonTurn();
    QVERIFY(!m_controller->viewFor(Person).legalActions().play.empty());
}

void TableTest::drag(CardItem* item, QPoint to)
{
    QWidget* viewport = m_table->viewport();
    const QPoint from = viewportPoint(item);
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    // QTest::mouseMove does not carry the held button on every Qt version; send real moves.
    for (int step = 1; step <= 8; ++step) {
        const QPoint at = from + (to - from) * step / 8;
        QMouseEvent move(QEvent::MouseMove, at, viewport->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
}

void TableTest::handIsDealtFaceUpAndSorted()
{
    waitForPersonTurn();
    const QList<fs::Card> order = m_table->handOrder();
    QCOMPARE(order.size(), 13);
    qreal lastX = -1;
    for (fs::Card c : order) {
        CardItem* item = m_table->itemFor(c);
        QVERIFY(item->isVisible());
        QVERIFY(item->faceUp());
        QVERIFY(item->pos().x() > lastX); // fanned left to right in the sorted order
        lastX = item->pos().x();
        QCOMPARE(item->pixmap().deviceIndependentSize().toSize(),
                 m_table->itemFor(order.first())->pixmap().deviceIndependentSize().toSize());
    }
    QVERIFY(m_table->passButton()->isVisible());
    // The first deal passes to the left, which for the person at the bottom is West.
    QVERIFY2(m_table->passButton()->text().contains(QStringLiteral("West")),
             qPrintable(m_table->passButton()->text()));
}

void TableTest::passingThreeSelectedCardsDeliversTheReceivedOnes()
{
    waitForPersonTurn();
    const fs::CardSet before = m_controller->viewFor(Person).hand();
    const QList<fs::Card> order = m_table->handOrder();
    fs::CardSet chosen;
    for (int i : {0, 5, 9}) {
        CardItem* item = m_table->itemFor(order[i]);
        const qreal restingY = item->pos().y();
        QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {}, viewportPoint(item));
        QTRY_VERIFY(item->pos().y() < restingY); // a chosen card rises
        chosen.insert(order[i]);
    }
    QVERIFY(m_table->passButton()->isEnabled());
    QTest::mouseClick(m_table->passButton(), Qt::LeftButton);

    QTRY_VERIFY_WITH_TIMEOUT(m_controller->shownState().phase == fs::Phase::Playing, TableWaitMs);
    waitForPersonTurn();
    const fs::CardSet after = m_controller->viewFor(Person).hand();
    QCOMPARE(after.size(), 13);
    QVERIFY(!after.intersects(chosen));
    const fs::CardSet received = after - before;
    QCOMPARE(received.size(), 3);
    for (fs::Card c : received) {
        QVERIFY(m_table->itemFor(c)->isVisible());
        QVERIFY(m_table->itemFor(c)->inHand());
    }
    for (fs::Card c : chosen) // gone from the hand (one may already lie on the trick)
        QVERIFY(!m_table->itemFor(c)->inHand());
}

void TableTest::passButtonWaitsForExactlyThreeCards()
{
    waitForPersonTurn();
    const QList<fs::Card> order = m_table->handOrder();
    QVERIFY(!m_table->passButton()->isEnabled());
    for (int i = 0; i < 2; ++i)
        QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {},
                          viewportPoint(m_table->itemFor(order[i])));
    QVERIFY(!m_table->passButton()->isEnabled());
    // Clicking a chosen card again puts it back.
    QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {},
                      viewportPoint(m_table->itemFor(order[0])));
    QVERIFY(!m_table->itemFor(order[0])->picked());
    QVERIFY(m_table->itemFor(order[1])->picked());
}

void TableTest::draggingALegalCardOntoTheTablePlaysIt()
{
    reachPlayTurn();
    const fs::CardSet legal = m_controller->viewFor(Person).legalActions().play;
    const fs::Card card = legal.lowest();
    drag(m_table->itemFor(card), m_table->mapFromScene(m_table->dropZoneRect().center()));
    QTRY_VERIFY_WITH_TIMEOUT(played(card), TableWaitMs);
    QVERIFY(!m_controller->viewFor(Person).hand().contains(card));
    QVERIFY(!m_table->itemFor(card)->inHand());
}

void TableTest::draggingAnIllegalCardReturnsItToTheHand()
{
    reachPlayTurn();
    // Play legal cards until the hand holds a card that may not be played.
    for (int trick = 0; trick < 12; ++trick) {
        const fs::PlayerView view = m_controller->viewFor(Person);
        const fs::CardSet illegal = view.hand() - view.legalActions().play;
        if (!illegal.empty())
            break;
        const fs::Card any = view.legalActions().play.lowest();
        m_controller->playCard(Person, any);
        QTRY_VERIFY_WITH_TIMEOUT(!m_table->awaitingPerson(), TableWaitMs);
        waitForPersonTurn();
    }
    const fs::PlayerView view = m_controller->viewFor(Person);
    const fs::CardSet illegal = view.hand() - view.legalActions().play;
    QVERIFY2(!illegal.empty(), "no illegal card came up with this seed");
    const fs::Card card = illegal.highest();
    CardItem* item = m_table->itemFor(card);
    const QPointF home = item->pos();
    const int playedBefore = m_controller->shownState().playedCount;

    drag(item, m_table->mapFromScene(m_table->dropZoneRect().center()));

    QTRY_COMPARE(item->pos(), home); // slides back to its place in the fan
    QVERIFY(item->inHand());
    QVERIFY(m_controller->viewFor(Person).hand().contains(card));
    QCOMPARE(m_controller->shownState().playedCount, playedBefore);
    QVERIFY(!m_table->statusText().isEmpty());
    QVERIFY2(m_table->statusText().contains(QLatin1String("suit")) ||
                 m_table->statusText().contains(QLatin1String("first trick")) ||
                 m_table->statusText().contains(QLatin1String("broken")) ||
                 m_table->statusText().contains(QLatin1String("two of clubs")),
             qPrintable(m_table->statusText()));
    QVERIFY(m_table->awaitingPerson()); // still the person's turn
}

void TableTest::droppingACardOutsideTheTableReturnsIt()
{
    reachPlayTurn();
    const fs::Card card = m_controller->viewFor(Person).legalActions().play.lowest();
    CardItem* item = m_table->itemFor(card);
    const QPointF home = item->pos();
    drag(item, viewportPoint(item) + QPoint(0, -30)); // a small pull, not onto the trick
    QTRY_COMPARE(item->pos(), home);
    QVERIFY(!played(card));
}

void TableTest::doubleClickPlaysACard()
{
    reachPlayTurn();
    const fs::Card card = m_controller->viewFor(Person).legalActions().play.lowest();
    QTest::mouseDClick(m_table->viewport(), Qt::LeftButton, {},
                       viewportPoint(m_table->itemFor(card)));
    QTRY_VERIFY_WITH_TIMEOUT(played(card), TableWaitMs);
}

// At home the table's host is in the app: the request crosses the in-process link on the next
// turn of the event loop and the host's answer comes straight back, so a clicked card is played
// within that one turn, as it was when the controller decided on its own. The time from the
// click to the card played is printed (docs/benchmarks.md), never asserted.
void TableTest::aClickedCardIsPlayedWithinOneTurnOfTheEventLoop()
{
    reachPlayTurn();
    QList<double> micros;
    for (int trick = 0; trick < 8; ++trick) {
        waitForPersonTurn();
        const fs::LegalActions legal = m_controller->viewFor(Person).legalActions();
        if (legal.play.empty())
            break;
        const fs::Card card = legal.play.lowest();
        QSignalSpy cards(m_controller, &GameController::cardPlayed);
        const QPoint at = viewportPoint(m_table->itemFor(card));
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {}, at);
        QCoreApplication::processEvents(); // one turn of the event loop
        const qint64 ns = clock.nsecsElapsed();
        QVERIFY(!cards.isEmpty());
        QCOMPARE(cards.at(0).at(0).toInt(), Person);
        QCOMPARE(cards.at(0).at(1).value<fs::Card>(), card);
        micros << ns / 1000.0;
    }
    QVERIFY(micros.size() >= 3);
    std::sort(micros.begin(), micros.end());
    qInfo("click to card played, %lld clicks: median %.0f us, longest %.0f us",
          static_cast<long long>(micros.size()), micros.at(micros.size() / 2), micros.last());
}

// The keyboard's outline rests only on cards that may be played: the arrows step from one to
// the next, Home and End reach the first and the last, and the outlined card comes to the front
// of the fan so all of it shows.
void TableTest::keyboardMovesTheFocusAndPlays()
{
    reachPlayTurn();
    const fs::CardSet legal = m_controller->viewFor(Person).legalActions().play;
    const QList<fs::Card> order = m_table->handOrder();
    QList<fs::Card> playable;
    for (const fs::Card c : order)
        if (legal.contains(c))
            playable << c;
    QVERIFY(!playable.isEmpty());
    const auto focused = [this, &order]() -> fs::Card {
        fs::Card found;
        for (const fs::Card c : order)
            if (m_table->itemFor(c)->focused()) {
                if (found.valid())
                    qFatal("two cards outlined");
                found = c;
            }
        return found;
    };
    m_table->setFocus();
    QTest::keyClick(m_table, Qt::Key_Home);
    QCOMPARE(focused(), playable.first());
    for (qsizetype i = 1; i < playable.size(); ++i) {
        QTest::keyClick(m_table, Qt::Key_Right);
        QCOMPARE(focused(), playable[i]); // the cards between are skipped
    }
    QTest::keyClick(m_table, Qt::Key_Right); // nothing beyond the last
    QCOMPARE(focused(), playable.last());
    QTest::keyClick(m_table, Qt::Key_Home);
    QCOMPARE(focused(), playable.first());
    QTest::keyClick(m_table, Qt::Key_End);
    const fs::Card target = playable.last();
    QCOMPARE(focused(), target);
    // The outlined card keeps its place in the fan, so its neighbours' indices stay in view
    // (issue 36: brought to the front, it covered both neighbours); the outline is drawn above
    // the hand, round the whole card.
    const qsizetype at = order.indexOf(target);
    for (qsizetype i = 0; i < order.size(); ++i)
        QCOMPARE(m_table->itemFor(order[i])->zValue() < m_table->itemFor(target)->zValue(), i < at);
    QTRY_VERIFY(m_table->idle());
    const CardItem* outlinedCard = m_table->itemFor(target);
    const QRectF card =
        outlinedCard->mapRectToScene(outlinedCard->QGraphicsPixmapItem::boundingRect());
    bool outlined = false;
    for (QGraphicsItem* item : m_table->scene()->items()) {
        const auto* frame = dynamic_cast<QGraphicsPathItem*>(item);
        if (!frame || !frame->isVisible() || frame->zValue() <= m_table->itemFor(target)->zValue())
            continue;
        const QRectF around = frame->path().boundingRect();
        outlined |= std::abs(around.left() - card.left()) < 1 &&
                    std::abs(around.right() - card.right()) < 1 &&
                    std::abs(around.top() - card.top()) < 1 &&
                    std::abs(around.bottom() - card.bottom()) < 1;
    }
    QVERIFY(outlined);
    QTest::keyClick(m_table, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(played(target), TableWaitMs);
}

void TableTest::illegalCardsAreDimmedOnYourTurn()
{
    reachPlayTurn();
    const fs::PlayerView view = m_controller->viewFor(Person);
    for (fs::Card c : view.hand())
        QCOMPARE(m_table->itemFor(c)->dimmed(), !view.legalActions().play.contains(c));
}

void TableTest::lastTrickCanBeViewed()
{
    reachPlayTurn();
    QVERIFY(!m_table->lastTrickAvailable());
    QSignalSpy available(m_table, &TableView::lastTrickAvailableChanged);
    m_controller->playCard(Person, m_controller->viewFor(Person).legalActions().play.lowest());
    QTRY_VERIFY_WITH_TIMEOUT(m_table->lastTrickAvailable(), TableWaitMs);
    m_table->setLastTrickShown(true);
    QVERIFY(m_table->lastTrickShown());
    QVERIFY(available.count() > 0);
    QTest::keyClick(m_table, Qt::Key_Escape);
    QVERIFY(!m_table->lastTrickShown());
}

void TableTest::theDealerIsToldItTookTheTurnUpNotThatItReceivedIt()
{
    // Whist's dealer takes the turned-up trump into hand at their first turn; the table said
    // "The cards you received are raised", as after a pass (issue 36).
    std::string why;
    const auto rules = fs::createRules("whist", 4, {}, why);
    QVERIFY(rules);
    quint64 seed = 1;
    for (;; ++seed) {
        fs::Match match(rules, seed);
        match.startDeal();
        if (match.state().dealer == Person)
            break;
        QVERIFY(seed < 200);
    }
    QVERIFY(m_controller->newMatch(QStringLiteral("whist"), 4, {}, seed));
    waitForPersonTurn();
    QCOMPARE(m_controller->shownState().dealer, Person);
    const QString status = m_table->statusText();
    QVERIFY2(status.endsWith(QLatin1String("The card you took is raised.")), qPrintable(status));
}

FOLLOWSUIT_TEST_MAIN(TableTest)
#include "tst_table.moc"
