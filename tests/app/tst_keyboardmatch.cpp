// A whole match of every game played with the keyboard alone: arrows to move the outline over
// the cards or a question's buttons, Space to play or pick, Up to reach a question that comes
// with the cards, digits or Enter to answer, Enter for the next deal. No mouse event and no
// direct call: if a decision of any game could not be reached by keys, the match would stall.

#include "controller/gamecontroller.h"
#include "core/rng.h"
#include "games/gamefaces.h"
#include "registry/gameregistry.h"
#include "table/decisionpanel.h"
#include "table/tableview.h"

#include <QPushButton>
#include <QTest>

#include "testmain.h"

namespace {

constexpr int KeyboardMatchTimeoutMs = 240000;

} // namespace

class KeyboardMatchTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Q_INIT_RESOURCE(followsuit_resources); }
    void aWholeMatchIsPlayedWithKeysAlone_data();
    void aWholeMatchIsPlayedWithKeysAlone();

private:
    // Makes one decision with keys; false when none was asked.
    bool actOnce(TableView& table, fs::Rng& rng);
};

void KeyboardMatchTest::aWholeMatchIsPlayedWithKeysAlone_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    for (const fs::GameInfo& g : fs::allGames())
        QTest::addRow("%s-%d", g.id.c_str(), g.defaultSeats)
            << QString::fromStdString(g.id) << g.defaultSeats;
}

bool KeyboardMatchTest::actOnce(TableView& table, fs::Rng& rng)
{
    DecisionPanel* panel = table.decisionPanel();
    if (panel->nextDealButton()->isVisible()) {
        QTest::keyClick(&table, Qt::Key_Return);
        return true;
    }
    if (!table.awaitingPerson() || !table.idle())
        return false;
    const fs::LegalActions legal = table.legal();
    const bool cards = !legal.play.empty() || legal.selectCount > 0;
    const bool question = legal.bids != 0 || legal.choices != 0;
    // Where a card or a choice may be made (Put), mostly play a card.
    if (question && (!cards || rng.below(4) == 0)) {
        if (cards)
            QTest::keyClick(&table, Qt::Key_Up);
        const int offered = static_cast<int>(panel->offeredButtons().size());
        const int steps = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(offered)));
        for (int i = 0; i < steps; ++i)
            QTest::keyClick(&table, Qt::Key_Right);
        if (!panel->outlinedButton())
            return false;
        QTest::keyClick(&table, Qt::Key_Return);
        return true;
    }
    if (legal.selectCount > 0) {
        for (int picked = 0; picked < legal.selectCount; ++picked) {
            QTest::keyClick(&table, Qt::Key_Space);
            QTest::keyClick(&table, Qt::Key_Right);
        }
        if (!panel->confirmButton()->isEnabled())
            return false;
        QTest::keyClick(&table, Qt::Key_Return);
        return true;
    }
    const int steps = static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.play.size())));
    QTest::keyClick(&table, Qt::Key_Home);
    for (int i = 0; i < steps; ++i)
        QTest::keyClick(&table, Qt::Key_Right);
    QTest::keyClick(&table, Qt::Key_Space);
    return true;
}

void KeyboardMatchTest::aWholeMatchIsPlayedWithKeysAlone()
{
    QFETCH(QString, game);
    QFETCH(int, seats);
    GameController controller;
    controller.setComputerDelay(0);
    TableView table(&controller, GameFaces::list(), 0);
    table.setAnimationSpeed(0);
    table.resize(1280, 800);
    table.show();
    table.activateWindow();
    table.setFocus();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    controller.setHumanSeats({0});
    QVERIFY(controller.newMatch(game, seats, {}, 2026));
    fs::Rng rng(7);
    QElapsedTimer clock;
    clock.start();
    int decisions = 0;
    int stuck = 0;
    while (!(controller.matchOver() && table.idle())) {
        QVERIFY2(clock.elapsed() < KeyboardMatchTimeoutMs, "the match did not end");
        const quint64 before = controller.match().rows().size() * 1000 + table.shown().hand.size();
        if (actOnce(table, rng)) {
            ++decisions;
            // A key that changed nothing at the person's turn would repeat forever.
            stuck = before == controller.match().rows().size() * 1000 + table.shown().hand.size() &&
                            table.awaitingPerson() && table.legal().play.size() > 0
                        ? stuck + 1
                        : 0;
            QVERIFY2(stuck < 200, "keys do not move the match on");
        }
        QTest::qWait(1);
    }
    QVERIFY(decisions > 0);
    QCOMPARE(table.shown().totals, controller.match().totals());
    QVERIFY(table.statusText().contains(QLatin1String("game is over")));
}

FOLLOWSUIT_TEST_MAIN(KeyboardMatchTest)
#include "tst_keyboardmatch.moc"
