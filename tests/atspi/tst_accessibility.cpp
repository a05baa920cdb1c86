// The table as a screen reader finds it, through QAccessible as assistive technology asks: the
// hand as a list of named cards with states and an action, the trick with who played each card,
// the plates, the decision panel's buttons with their question, and the announcements made as a
// deal is played, which reach the table's notification object whatever has the focus.

#include "access/announcer.h"
#include "access/tableaccessible.h"
#include "controller/gamecontroller.h"
#include "core/pack.h"
#include "core/rules.h"
#include "games/gamefaces.h"
#include "table/carditem.h"
#include "table/decisionpanel.h"
#include "table/tableview.h"
#include "text/apptranslations.h"
#include "text/gametext.h"

#include <QAccessible>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include "testmain.h"

// Outside the anonymous namespace: the test class holds a list of them, and in a unity build
// (tests/CMakeLists.txt) a class of this file may not hold a type that only this file can name.
struct Heard {
    QAccessible::Event type;
    QAccessible::Role role;
    QString name;
    QAccessibleInterface* object = nullptr;
};

namespace {

constexpr int AccessWaitMs = 20000;

QList<Heard>* g_heard = nullptr;

void record(QAccessibleEvent* event)
{
    QAccessibleInterface* iface = event->accessibleInterface();
    if (!g_heard || !iface)
        return;
    g_heard->append({event->type(), iface->role(), iface->text(QAccessible::Name), iface});
}

} // namespace

class AccessibilityTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        AppTranslations::install(QLocale(QLocale::English));
        QAccessible::installUpdateHandler(record);
        // Run by with-atspi-bus.sh: Qt's bridge comes up once the AT-SPI bus has answered.
        QWidget probe;
        probe.show();
        QTRY_VERIFY2_WITH_TIMEOUT(QAccessible::isActive(),
                                  "accessibility is not active: run under with-atspi-bus.sh",
                                  10000);
    }
    void init();
    void cleanup();

    void theHandIsAListOfNamedCardsThatCanBeActedOn();
    void aCardThatCannotBePlayedSaysWhy();
    void theTrickSaysWhoPlayedEachCard();
    void eachPlateSaysItsSeatAndCounts();
    void thePanelsButtonsCarryTheirQuestionAndTakeTheKeys();
    void aWholeDealIsAnnouncedCardByCard();
    void theChosenAmountLeavesCardsUnsaid();
    void theStateIsSaidOnDemand();

private:
    QAccessibleInterface* table() const { return QAccessible::queryAccessibleInterface(m_table); }
    QAccessibleInterface* hand() const { return table()->child(0); }
    QAccessibleInterface* trick() const { return table()->child(1); }
    void startHearts(quint64 seed = 7);
    // Waits for the person's turn; false when the deal ended first.
    bool waitForTurn();
    // Passes the first cards offered, through the cards' accessible action and the panel's
    // confirming button.
    void passThroughAccessibility();
    // Plays the first usable card through its accessible action.
    void playThroughAccessibility();
    QStringList announcements() const;

    GameController* m_controller = nullptr;
    TableView* m_table = nullptr;
    QList<Heard> m_heard;
};

void AccessibilityTest::init()
{
    m_heard.clear();
    g_heard = &m_heard;
    m_controller = new GameController;
    m_controller->setComputerDelay(0);
    m_table = new TableView(m_controller, GameFaces::list(), 0);
    m_table->setAnimationSpeed(0);
    m_table->resize(1280, 800);
    m_table->show();
    m_table->activateWindow();
    m_table->setFocus();
    QVERIFY(QTest::qWaitForWindowExposed(m_table));
}

void AccessibilityTest::cleanup()
{
    g_heard = nullptr;
    delete m_table;
    delete m_controller;
}

void AccessibilityTest::startHearts(quint64 seed)
{
    m_controller->setHumanSeats({0});
    QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {}, seed));
}

bool AccessibilityTest::waitForTurn()
{
    (void)QTest::qWaitFor(
        [this] {
            return (m_table->awaitingPerson() && m_table->idle()) ||
                   m_table->nextDealButton()->isVisible() || m_controller->matchOver();
        },
        AccessWaitMs);
    return m_table->awaitingPerson() && m_table->idle();
}

QStringList AccessibilityTest::announcements() const
{
    QStringList said;
    for (const Heard& h : m_heard)
        if (h.role == QAccessible::Notification && h.type == QAccessible::NameChanged)
            said << h.name;
    return said;
}

void AccessibilityTest::passThroughAccessibility()
{
    const int wanted = m_table->legal().selectCount;
    QAccessibleInterface* cards = hand();
    int picked = 0;
    for (int i = 0; i < cards->childCount() && picked < wanted; ++i) {
        QAccessibleInterface* card = cards->child(i);
        QAccessibleActionInterface* action = card->actionInterface();
        QVERIFY(action);
        QVERIFY(card->state().selectable);
        if (card->state().disabled)
            continue;
        action->doAction(QAccessibleActionInterface::pressAction());
        QTRY_VERIFY(card->state().selected);
        ++picked;
    }
    QCOMPARE(picked, wanted);
    QAccessibleInterface* confirm = QAccessible::queryAccessibleInterface(m_table->passButton());
    QVERIFY(confirm->text(QAccessible::Name).contains(QLatin1String("Pass these 3 cards")));
    confirm->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QTRY_VERIFY(m_table->legal().selectCount == 0);
}

void AccessibilityTest::playThroughAccessibility()
{
    QAccessibleInterface* cards = hand();
    for (int i = 0; i < cards->childCount(); ++i) {
        QAccessibleInterface* card = cards->child(i);
        if (card->state().disabled)
            continue;
        QCOMPARE(card->actionInterface()->actionNames(),
                 QStringList{QAccessibleActionInterface::pressAction()});
        const int before = m_table->shown().hand.size();
        card->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QTRY_COMPARE(m_table->shown().hand.size(), before - 1);
        return;
    }
    QFAIL("no card of the hand could be played");
}

void AccessibilityTest::theHandIsAListOfNamedCardsThatCanBeActedOn()
{
    startHearts();
    QVERIFY(waitForTurn());
    QAccessibleInterface* t = table();
    QCOMPARE(t->role(), QAccessible::Client);
    QCOMPARE(t->text(QAccessible::Name), QStringLiteral("Card table"));
    QCOMPARE(hand()->role(), QAccessible::List);
    QCOMPARE(hand()->text(QAccessible::Name), QStringLiteral("Your hand"));
    QCOMPARE(hand()->childCount(), 13);
    QCOMPARE(hand()->parent(), t);
    const fs::Pack& pack = m_controller->match().rules().pack();
    const QList<fs::Card> order = m_table->handOrder();
    for (int i = 0; i < 13; ++i) {
        QAccessibleInterface* card = hand()->child(i);
        QCOMPARE(card->role(), QAccessible::ListItem);
        QCOMPARE(card->parent(), hand());
        QCOMPARE(hand()->indexOfChild(card), i);
        QCOMPARE(card->text(QAccessible::Name), GameText::spokenCard(pack, order[i]));
        QVERIFY(card->text(QAccessible::Name)
                    .contains(QRegularExpression(
                        QStringLiteral("^\\w+ of (clubs|diamonds|hearts|spades)$"))));
        // Hearts opens with a pass: every card may be picked.
        QCOMPARE(card->text(QAccessible::Description), QStringLiteral("Can be picked."));
        QVERIFY(!card->rect().isEmpty());
        QCOMPARE(t->childAt(card->rect().left() + 2, card->rect().center().y()), card);
    }
    passThroughAccessibility();
    QTRY_VERIFY(m_table->shown().hand.size() == 13 && !m_table->legal().selectCount);
}

void AccessibilityTest::aCardThatCannotBePlayedSaysWhy()
{
    startHearts();
    bool seen = false;
    while (!seen && waitForTurn()) {
        if (m_table->legal().selectCount > 0) {
            passThroughAccessibility();
            if (QTest::currentTestFailed())
                return;
            continue;
        }
        for (int i = 0; i < hand()->childCount() && !seen; ++i) {
            QAccessibleInterface* card = hand()->child(i);
            const QString why = card->text(QAccessible::Description);
            if (!card->state().disabled) {
                QCOMPARE(why, QStringLiteral("Can be played."));
                continue;
            }
            QVERIFY2(why.startsWith(QLatin1String("Cannot be played")), qPrintable(why));
            if (m_table->shown().trick.size > 0 &&
                why.contains(QRegularExpression(QStringLiteral(
                    "^Cannot be played: you must follow (clubs|diamonds|hearts|spades)\\.$")))) {
                const fs::Pack& pack = m_controller->match().rules().pack();
                const QString led =
                    GameText::suitWord(pack, pack.suit(m_table->shown().trick.card(0)));
                QVERIFY(why.endsWith(led + QLatin1Char('.')));
                QVERIFY(card->actionInterface()->actionNames().isEmpty());
                // The dimmed card says so in its tooltip as well.
                QCOMPARE(m_table->itemFor(m_table->handOrder().at(i))->toolTip(),
                         QStringLiteral("%1: %2").arg(card->text(QAccessible::Name), why));
                seen = true;
            }
        }
        if (!seen)
            playThroughAccessibility();
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY2(
        seen,
        "no trick of the deal asked the person to follow suit with a card they could not play");
}

void AccessibilityTest::theTrickSaysWhoPlayedEachCard()
{
    startHearts();
    bool checked = false;
    while (!checked && waitForTurn()) {
        if (m_table->legal().selectCount > 0) {
            passThroughAccessibility();
            if (QTest::currentTestFailed())
                return;
            continue;
        }
        const fs::Trick& shown = m_table->shown().trick;
        QCOMPARE(trick()->childCount(), int(shown.size));
        const fs::Pack& pack = m_controller->match().rules().pack();
        for (int i = 0; i < shown.size; ++i) {
            const QString expected = QStringLiteral("%1: %2").arg(
                GameText::seatName(shown.seat(i), 4), GameText::spokenCard(pack, shown.card(i)));
            QCOMPARE(trick()->child(i)->text(QAccessible::Name), expected);
            QCOMPARE(trick()->child(i)->role(), QAccessible::ListItem);
            checked = true;
        }
        if (checked)
            QVERIFY(trick()->text(QAccessible::Description).endsWith(QLatin1String("Your turn.")));
        playThroughAccessibility();
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(checked);
}

void AccessibilityTest::eachPlateSaysItsSeatAndCounts()
{
    m_controller->setHumanSeats({0});
    QVERIFY(m_controller->newMatch(QStringLiteral("whist"), 4, {}, 3));
    QVERIFY(waitForTurn());
    QAccessibleInterface* seats = table()->child(2);
    QCOMPARE(seats->role(), QAccessible::Grouping);
    QCOMPARE(seats->childCount(), 4);
    for (int seat = 0; seat < 4; ++seat) {
        const QString plate = seats->child(seat)->text(QAccessible::Name);
        QCOMPARE(seats->child(seat)->role(), QAccessible::StaticText);
        QVERIFY2(plate.startsWith(GameText::seatName(seat, 4) + QLatin1String(", total 0.")),
                 qPrintable(plate));
        // Whist is played in partnerships: each plate names the partner.
        QVERIFY2(plate.contains(
                     QStringLiteral("Partner: %1.").arg(GameText::seatName((seat + 2) % 4, 4))),
                 qPrintable(plate));
    }
    QVERIFY(seats->child(0)->text(QAccessible::Name).endsWith(QLatin1String("Your turn.")) ||
            !m_table->awaitingPerson());
    QAccessibleInterface* middle = table()->child(3);
    QVERIFY(middle->text(QAccessible::Description).contains(QLatin1String("Trumps are")));
}

void AccessibilityTest::thePanelsButtonsCarryTheirQuestionAndTakeTheKeys()
{
    m_controller->setHumanSeats({0});
    QVERIFY(m_controller->newMatch(QStringLiteral("ohhell"), 4, {}, 11));
    QVERIFY(waitForTurn());
    QVERIFY(m_table->legal().bids != 0);
    DecisionPanel* panel = m_table->decisionPanel();
    QVERIFY(panel->isVisible());
    QAccessibleInterface* panelIface = QAccessible::queryAccessibleInterface(panel);
    QCOMPARE(table()->indexOfChild(panelIface), table()->childCount() - 1);
    QCOMPARE(panelIface->parent(), table());
    const QList<QPushButton*> bids = panel->bidButtons();
    QVERIFY(bids.size() >= 2);
    QAccessibleInterface* second = QAccessible::queryAccessibleInterface(bids[1]);
    QCOMPARE(second->text(QAccessible::Name), QStringLiteral("Bid 1"));
    QCOMPARE(second->text(QAccessible::Description), panel->prompt());
    // With nothing to play, the keys are on the panel: with a screen reader running, the first
    // button is outlined as the question comes, Right outlines the next, and the screen reader
    // is told where the focus went.
    QCOMPARE(panel->outlinedButton(), bids[0]);
    m_heard.clear();
    QTest::keyClick(m_table, Qt::Key_Right);
    QCOMPARE(panel->outlinedButton(), bids[1]);
    QCOMPARE(table()->focusChild(), second);
    bool told = false;
    for (const Heard& h : m_heard)
        told = told || (h.type == QAccessible::Focus && h.name == QLatin1String("Bid 1"));
    QVERIFY(told);
    QSignalSpy bid(m_controller, &GameController::bidMade);
    QTest::keyClick(m_table, Qt::Key_Return);
    QTRY_VERIFY(!bid.isEmpty());
    QCOMPARE(bid.first().at(0).toInt(), 0);
    QCOMPARE(bid.first().at(1).toInt(), 1);
}

void AccessibilityTest::aWholeDealIsAnnouncedCardByCard()
{
    startHearts();
    int turns = 0;
    while (waitForTurn()) {
        if (m_table->legal().selectCount > 0) {
            passThroughAccessibility();
            if (QTest::currentTestFailed())
                return;
            continue;
        }
        ++turns;
        playThroughAccessibility();
        if (QTest::currentTestFailed())
            return;
    }
    QTRY_VERIFY(m_table->nextDealButton()->isVisible());
    const QStringList said = announcements();
    const auto count = [&said](const QString& pattern) {
        const QRegularExpression re(pattern);
        return static_cast<int>(std::count_if(
            said.begin(), said.end(), [&re](const QString& s) { return re.match(s).hasMatch(); }));
    };
    // Every card played, by whom and which; every trick with the card that took it; the person's
    // every turn; the pass; the deal's score with the totals.
    QCOMPARE(count(QStringLiteral("^(You play|(West|North|East) plays) \\w+ of \\w+\\.$")), 52);
    QCOMPARE(count(QStringLiteral(
                 "^(You take|(West|North|East) takes) the trick with \\w+ of \\w+\\.$")),
             13);
    QCOMPARE(count(QStringLiteral("^Your (turn|lead): \\d+ cards? can be played\\.$")), turns);
    QCOMPARE(count(QStringLiteral("^You passed 3 cards to \\w+\\.$")), 1);
    // Each card picked for the pass is said as it is picked (issue 36: only its state changed).
    QCOMPARE(count(QStringLiteral("^\\w+ of \\w+ chosen: [123] of 3\\.$")), 3);
    QCOMPARE(count(QStringLiteral("^You received .+\\.$")), 1);
    QCOMPARE(count(QStringLiteral("^Deal 1 scored: .*Scores: .*Tricks this deal: .*\\.$")), 1);
    QCOMPARE(turns, 13);
    // Said to the notification object, which a screen reader speaks as it shows again.
    int shown = 0;
    for (const Heard& h : m_heard)
        shown += h.role == QAccessible::Notification && h.type == QAccessible::ObjectShow;
    QCOMPARE(shown, said.size());
    // Sentences take turns on several notification objects: a reader that asks for the words
    // of one of the last few after the next has come still gets its own (issue 36: one object,
    // renamed at once, lost about one sentence in thirty).
    QList<const Heard*> last;
    for (const Heard& h : m_heard)
        if (h.role == QAccessible::Notification && h.type == QAccessible::NameChanged)
            last << &h;
    const qsizetype slots = TableAccessible::AnnouncementSlots;
    QVERIFY(last.size() >= slots);
    QSet<QAccessibleInterface*> objects;
    for (qsizetype i = last.size() - slots; i < last.size(); ++i) {
        objects.insert(last[i]->object);
        QCOMPARE(last[i]->object->text(QAccessible::Name), last[i]->name);
    }
    QCOMPARE(objects.size(), slots);
}

void AccessibilityTest::theChosenAmountLeavesCardsUnsaid()
{
    m_table->announcer()->setAmount(Announcer::Amount::YourTurn);
    startHearts();
    while (waitForTurn()) {
        if (m_table->legal().selectCount > 0)
            passThroughAccessibility();
        else
            playThroughAccessibility();
        if (QTest::currentTestFailed())
            return;
    }
    QTRY_VERIFY(m_table->nextDealButton()->isVisible());
    const QStringList said = announcements();
    for (const QString& s : said)
        QVERIFY2(!s.contains(QLatin1String(" plays ")) && !s.contains(QLatin1String("the trick")),
                 qPrintable(s));
    QVERIFY(said.filter(QRegularExpression(QStringLiteral("^Your (turn|lead)"))).size() == 13);
    QCOMPARE(said.filter(QStringLiteral("Deal 1 scored")).size(), 1);
}

void AccessibilityTest::theStateIsSaidOnDemand()
{
    startHearts();
    QVERIFY(waitForTurn());
    // The pass says to whom (issue 36: "Choose 3 cards to pass." named nobody).
    QVERIFY2(QRegularExpression(QStringLiteral("^Choose 3 cards to pass to (West|North|East)\\.$"))
                 .match(m_table->statusText())
                 .hasMatch(),
             qPrintable(m_table->statusText()));
    passThroughAccessibility();
    QVERIFY(waitForTurn());
    m_heard.clear();
    m_table->sayHand();
    QStringList said = announcements();
    QCOMPARE(said.size(), 1);
    QVERIFY2(said.first().startsWith(QLatin1String("Your hand, 13 cards: ")),
             qPrintable(said.first()));
    for (const QString& suit : {QStringLiteral("clubs"), QStringLiteral("hearts")})
        QVERIFY(said.first().contains(suit + QLatin1String(": ")) ||
                (m_table->shown().hand & m_controller->match().rules().pack().suitMask(
                                             suit == QLatin1String("clubs") ? 0 : 2))
                    .empty());
    m_table->saySituation();
    m_table->sayScores();
    m_table->sayTrick();
    m_table->sayAgain();
    said = announcements();
    QCOMPARE(said.size(), 5);
    QVERIFY(said[1].startsWith(QLatin1String("Deal 1, dealt by")));
    QVERIFY(said[1].contains(QLatin1String("There are no trumps.")));
    QVERIFY2(said[2].startsWith(QLatin1String("Scores: You 0, West 0, North 0")),
             qPrintable(said[2]));
    QCOMPARE(said[4], said[3]);
    // What a sighted player reads off the won tricks is said too (issue 36): the points taken
    // this deal with the scores, and with the deal who has taken which penalty cards and
    // whether hearts are broken.
    QVERIFY2(said[2].contains(QLatin1String("Points taken this deal: You 0, West 0")),
             qPrintable(said[2]));
    QVERIFY2(said[1].contains(QLatin1String("Nobody has taken a penalty card yet.")) &&
                 said[1].contains(QLatin1String("Hearts are not broken yet.")),
             qPrintable(said[1]));
    // Later in the deal, as the tricks have gone.
    while (waitForTurn() && m_table->shown().tricksDone < 8) {
        playThroughAccessibility();
        if (QTest::currentTestFailed())
            return;
    }
    m_heard.clear();
    m_table->saySituation();
    const QString situation = announcements().value(0);
    const fs::GameState& shown = m_controller->shownState();
    const fs::Pack& pack = m_controller->match().rules().pack();
    for (int seat = 0; seat < 4; ++seat) {
        const int hearts = (shown.won[static_cast<std::size_t>(seat)] & pack.suitMask(2)).size();
        if (hearts > 1)
            QVERIFY2(situation.contains(QStringLiteral("%1 hearts.").arg(hearts)) ||
                         situation.contains(QStringLiteral("and %1 hearts").arg(hearts)),
                     qPrintable(situation));
    }
    QVERIFY2(situation.contains(QLatin1String("Hearts are broken.")) ||
                 situation.contains(QLatin1String("Hearts are not broken yet.")),
             qPrintable(situation));
}

FOLLOWSUIT_TEST_MAIN(AccessibilityTest)
#include "tst_accessibility.moc"
