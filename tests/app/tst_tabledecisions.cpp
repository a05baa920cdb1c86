// Decisions other than playing a card, made at the table the way a person makes them: Oh Hell
// bids by digit key with the others' secret bids hidden until all are in, named choices by
// button, and the deal's result waiting for "Next deal" without taking the keyboard away.

#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "table/decisionpanel.h"
#include "table/seatbadge.h"
#include "table/tableview.h"

#include <QPushButton>
#include <QRegularExpression>
#include <QTest>

#include <bit>

#include "testmain.h"

namespace {

constexpr int DecisionWaitMs = 20000;

} // namespace

class TableDecisionsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Q_INIT_RESOURCE(followsuit_resources); }

    void init()
    {
        m_controller = new GameController;
        m_controller->setComputerDelay(0);
        m_table = new TableView(m_controller, GameFaces::list(), 0);
        m_table->setAnimationSpeed(0);
        m_table->resize(1280, 800);
        m_table->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_table));
    }

    void cleanup()
    {
        delete m_table;
        delete m_controller;
    }

    void secretBidsStayHiddenUntilAllAreInAndADigitKeyBids()
    {
        // Five players, so that some seats bid before the person whatever the dealer.
        QVERIFY(m_controller->newMatch(QStringLiteral("ohhell"), 5, {}, 12));
        QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), DecisionWaitMs);
        QVERIFY(m_table->legal().bids != 0);
        int hidden = 0;
        for (int seat = 1; seat < 5; ++seat) {
            const QString detail = m_table->badge(seat)->detail();
            QVERIFY2(!detail.contains(QRegularExpression(QStringLiteral("bid \\d"))),
                     qPrintable(detail));
            hidden += detail.contains(QStringLiteral("has bid"));
        }
        QVERIFY(hidden > 0);
        QVERIFY(m_table->decisionPanel()->buttonForBid(0));
        m_table->setFocus();
        QTest::keyClick(m_table, Qt::Key_0);
        QTRY_VERIFY_WITH_TIMEOUT(m_controller->shownState().phase == fs::Phase::Playing ||
                                     m_controller->match().dealsPlayed() > 0,
                                 DecisionWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_table->idle(), DecisionWaitMs);
        QCOMPARE(m_controller->shownState().bids[0], std::int8_t(0));
        for (int seat = 0; seat < 5; ++seat)
            QVERIFY2(m_table->badge(seat)->detail().contains(
                         QRegularExpression(QStringLiteral("bid \\d"))),
                     qPrintable(m_table->badge(seat)->detail()));
    }

    void aNamedChoiceIsMadeByItsButton()
    {
        // Two-handed Put: the first decision of the leader includes throwing in.
        for (quint64 seed = 1; seed < 40; ++seed) {
            QVERIFY(m_controller->newMatch(QStringLiteral("put"), 2, {}, seed));
            QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), DecisionWaitMs);
            if (m_table->legal().choices == 0)
                continue;
            QList<QPushButton*> buttons = m_table->decisionPanel()->choiceButtons();
            QVERIFY(!buttons.isEmpty());
            const int before = static_cast<int>(m_controller->record().actions.size());
            QTest::mouseClick(buttons.first(), Qt::LeftButton);
            QTRY_VERIFY(static_cast<int>(m_controller->record().actions.size()) > before);
            QCOMPARE(m_controller->record().actions[static_cast<std::size_t>(before)].kind,
                     fs::ActionKind::Choose);
            return;
        }
        QFAIL("no seed gave the person a choice first");
    }

    // Enter takes what a hint suggests: a hinted choice as well as a hinted card. Turning to the
    // cards (an arrow key) gives Enter back to the card under the outline.
    void enterTakesAHintedChoiceUntilThePersonTurnsToTheCards()
    {
        for (const bool turnToCards : {false, true}) {
            bool tried = false;
            for (quint64 seed = 1; seed < 40 && !tried; ++seed) {
                QVERIFY(m_controller->newMatch(QStringLiteral("put"), 2, {}, seed));
                QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(),
                                         DecisionWaitMs);
                const fs::LegalActions legal = m_table->legal();
                // A lead: cards and choices (throw in, put) are both on offer.
                if (legal.choices == 0 || legal.play.empty())
                    continue;
                tried = true;
                const auto choice = static_cast<fs::Choice>(std::countr_zero(legal.choices));
                m_table->showHint(fs::Action::choose(0, choice), QString());
                m_table->setFocus();
                if (turnToCards)
                    QTest::keyClick(m_table, Qt::Key_Right);
                const auto before = m_controller->record().actions.size();
                QTest::keyClick(m_table, Qt::Key_Return);
                QTRY_VERIFY(m_controller->record().actions.size() > before);
                const fs::Action taken = m_controller->record().actions[before];
                QCOMPARE(taken.seat, std::int8_t(0));
                QCOMPARE(taken.kind, turnToCards ? fs::ActionKind::Play : fs::ActionKind::Choose);
                if (!turnToCards)
                    QCOMPARE(taken.choice(), choice);
            }
            QVERIFY2(tried, "no seed gave the person a lead first");
        }
    }

    void theNextDealWaitsForThePersonAndEnterGoesOn()
    {
        QVERIFY(m_controller->newMatch(QStringLiteral("ohhell"), 3, {}, 3));
        // The first deal of Oh Hell has one card each: bid and play it.
        for (int step = 0; step < 2; ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), DecisionWaitMs);
            const fs::LegalActions legal = m_table->legal();
            if (legal.bids != 0)
                m_controller->bid(0, fs::CardSet(legal.bids).lowest().index);
            else
                m_controller->playCard(0, legal.play.lowest());
        }
        QPushButton* next = m_table->nextDealButton();
        QTRY_VERIFY_WITH_TIMEOUT(next->isVisible(), DecisionWaitMs);
        QCOMPARE(next->focusPolicy(), Qt::NoFocus);
        QCOMPARE(m_controller->match().dealsPlayed(), 1);
        QVERIFY(m_controller->shownState().finished());
        m_table->setFocus();
        QTest::keyClick(m_table, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!m_controller->shownState().finished(), DecisionWaitMs);
        QVERIFY(m_table->hasFocus());
    }

private:
    GameController* m_controller = nullptr;
    TableView* m_table = nullptr;
};

FOLLOWSUIT_TEST_MAIN(TableDecisionsTest)
#include "tst_tabledecisions.moc"
