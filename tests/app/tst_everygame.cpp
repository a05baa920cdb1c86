// Every game of the registry, at every number of seats it allows, played to the end of a match
// at the real table: once with the computer in every seat (the --demo path), and once with seat
// 0 played through the table's own widgets by mouse clicks, the way a person plays. No stall,
// the match ends, and what the table shows as totals is what the core counted.

#include "controller/gamecontroller.h"
#include "core/rng.h"
#include "games/gamefaces.h"
#include "registry/gameregistry.h"
#include "table/carditem.h"
#include "table/decisionpanel.h"
#include "table/tableview.h"

#include <QPushButton>
#include <QTest>

#include "testmain.h"

namespace {

constexpr int EveryGameMatchTimeoutMs = 240000;
constexpr int EveryGameStepTimeoutMs = 20000;

} // namespace

class EveryGameTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Q_INIT_RESOURCE(followsuit_resources); }
    void init();
    void cleanup();
    void theTablePlaysAWholeMatchOnItsOwn_data() { rows(); }
    void theTablePlaysAWholeMatchOnItsOwn();
    void aPersonPlaysAWholeMatchThroughTheTable_data() { rows(); }
    void aPersonPlaysAWholeMatchThroughTheTable();

private:
    static void rows();
    void start(bool person);
    void checkTotals();
    bool actOnce(fs::Rng& rng);
    QPoint pointOn(CardItem* item) const;

    GameController* m_controller = nullptr;
    TableView* m_table = nullptr;
};

void EveryGameTest::rows()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    for (const fs::GameInfo& g : fs::allGames())
        for (int seats = g.minSeats; seats <= g.maxSeats; ++seats) {
#ifdef FOLLOWSUIT_SANITIZED
            // Under the sanitizers, whose checks make this the suite's longest test (three minutes
            // of CI's twenty), the fewest, usual and most seats: each seat count plays the same
            // table code, which the plain build's run covers at every count.
            if (seats != g.minSeats && seats != g.defaultSeats && seats != g.maxSeats)
                continue;
#endif
            QTest::addRow("%s-%d", g.id.c_str(), seats) << QString::fromStdString(g.id) << seats;
        }
}

void EveryGameTest::init()
{
    m_controller = new GameController;
    m_controller->setComputerDelay(0);
    m_table = new TableView(m_controller, GameFaces::list(), 0);
    m_table->setAnimationSpeed(0);
    m_table->resize(1280, 800);
    m_table->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_table));
}

void EveryGameTest::cleanup()
{
    delete m_table;
    delete m_controller;
}

void EveryGameTest::start(bool person)
{
    QFETCH(QString, game);
    QFETCH(int, seats);
    m_controller->setHumanSeats(person ? QList<int>{0} : QList<int>{});
    m_table->setAutoNextDeal(!person);
    QVERIFY(m_controller->newMatch(game, seats, {}, 4242));
}

void EveryGameTest::checkTotals()
{
    const fs::Match& match = m_controller->match();
    QVERIFY(match.over());
    QTRY_VERIFY(m_table->idle());
    QCOMPARE(m_table->shown().totals, match.totals());
    QVERIFY(m_table->statusText().contains(QLatin1String("game is over")));
}

void EveryGameTest::theTablePlaysAWholeMatchOnItsOwn()
{
    start(false);
    QTRY_VERIFY_WITH_TIMEOUT(m_controller->matchOver() && m_table->idle(), EveryGameMatchTimeoutMs);
    checkTotals();
}

QPoint EveryGameTest::pointOn(CardItem* item) const
{
    // The left strip of a hand card, which the next card in the fan never covers.
    const QRectF r = item->sceneBoundingRect();
    return m_table->mapFromScene(QPointF(r.left() + 4, r.center().y()));
}

// Makes one decision through the widgets, the way a person would; false when none was asked.
bool EveryGameTest::actOnce(fs::Rng& rng)
{
    DecisionPanel* panel = m_table->decisionPanel();
    if (panel->nextDealButton()->isVisible()) {
        QTest::mouseClick(panel->nextDealButton(), Qt::LeftButton);
        return true;
    }
    if (!m_table->awaitingPerson() || !m_table->idle())
        return false;
    const fs::LegalActions legal = m_table->legal();
    const int kinds = (legal.play.empty() ? 0 : 1) + (legal.choices != 0 ? 1 : 0);
    // Where a card or a choice is possible (Put), mostly play the card.
    const bool choose = legal.choices != 0 && (legal.play.empty() || rng.below(4) == 0);
    if (legal.bids != 0) {
        const QList<QPushButton*> buttons = panel->bidButtons();
        if (buttons.isEmpty())
            return false;
        QTest::mouseClick(buttons[static_cast<int>(rng.below(buttons.size()))], Qt::LeftButton);
    } else if (choose || (kinds == 1 && legal.choices != 0)) {
        const QList<QPushButton*> buttons = panel->choiceButtons();
        if (buttons.isEmpty())
            return false;
        QTest::mouseClick(buttons[static_cast<int>(rng.below(buttons.size()))], Qt::LeftButton);
    } else if (legal.selectCount > 0) {
        int picked = 0;
        for (fs::Card c : m_table->handOrder())
            if (legal.select.contains(c) && picked < legal.selectCount) {
                QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {},
                                  pointOn(m_table->itemFor(c)));
                ++picked;
            }
        if (!panel->confirmButton()->isEnabled())
            return false;
        QTest::mouseClick(panel->confirmButton(), Qt::LeftButton);
    } else {
        const fs::Card card = legal.play.nth(
            static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.play.size()))));
        QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {}, pointOn(m_table->itemFor(card)));
    }
    return true;
}

void EveryGameTest::aPersonPlaysAWholeMatchThroughTheTable()
{
    start(true);
    fs::Rng rng(99);
    QElapsedTimer sinceLastAction;
    sinceLastAction.start();
    int decisions = 0;
    while (!(m_controller->matchOver() && m_table->idle())) {
        if (actOnce(rng)) {
            ++decisions;
            sinceLastAction.restart();
        }
        QVERIFY2(sinceLastAction.elapsed() < EveryGameStepTimeoutMs,
                 qPrintable(QStringLiteral("stalled after %1 decisions: %2")
                                .arg(decisions)
                                .arg(m_table->statusText())));
        QTest::qWait(1);
    }
    QVERIFY(decisions > 0);
    checkTotals();
}

FOLLOWSUIT_TEST_MAIN(EveryGameTest)
#include "tst_everygame.moc"
