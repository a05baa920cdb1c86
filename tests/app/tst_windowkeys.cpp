// The window's keys for a person who plays without a mouse: the Listen menu's single keys say
// the table wherever the keyboard is, F6 and Shift+F6 move between the table and the score
// sheet, and Help ▸ Keyboard lists every key, the menus' shortcuts read from the menus.

#include "access/announcer.h"
#include "controller/gamecontroller.h"
#include "scoresheet/scoresheetpanel.h"
#include "table/tableview.h"
#include "text/apptranslations.h"
#include "window/keyboardhelp.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include "testmain.h"

class WindowKeysTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        AppTranslations::install(QLocale(QLocale::English));
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("Follow Suit Tests"));
        QApplication::setApplicationName(QStringLiteral("tst_windowkeys"));
        QSettings().clear();
    }

    void listenKeysSayTheTableFromTheTableAndFromTheSheet()
    {
        MainWindow window;
        window.setConfirmAbandon(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.startMatch(11);
        QTRY_VERIFY(window.table()->awaitingPerson() && window.table()->idle());
        window.table()->setFocus();
        Announcer* said = window.table()->announcer();
        QTest::keyClick(window.table(), Qt::Key_C);
        QVERIFY2(said->last().startsWith(QLatin1String("Your hand, 13 cards: ")),
                 qPrintable(said->last()));
        QTest::keyClick(window.table(), Qt::Key_S);
        QVERIFY2(said->last().startsWith(QLatin1String("Scores: ")), qPrintable(said->last()));
        // Shift+F6 gives the keys to the score sheet; the Listen keys still answer there.
        QTest::keyClick(&window, Qt::Key_F6, Qt::ShiftModifier);
        QWidget* focused = QApplication::focusWidget();
        QVERIFY(focused && qobject_cast<QTableView*>(focused));
        QVERIFY(window.scorePanel()->isAncestorOf(focused));
        QTest::keyClick(focused, Qt::Key_W);
        QVERIFY2(said->last().startsWith(QLatin1String("Deal 1, dealt by")),
                 qPrintable(said->last()));
        QTest::keyClick(focused, Qt::Key_F6);
        QCOMPARE(QApplication::focusWidget(), window.table());
        // Out of the sheet, it leaves the Tab chain again.
        QCOMPARE(focused->focusPolicy(), Qt::NoFocus);
    }

    void helpKeyboardListsTheTableKeysAndEveryMenuShortcut()
    {
        MainWindow window;
        window.setConfirmAbandon(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.startMatch(11);
        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        KeyboardHelpDialog* help = window.findChild<KeyboardHelpDialog*>();
        QVERIFY(help);
        QTRY_VERIFY(help->isVisible());
        QStringList rows;
        for (int r = 0; r < help->keyTable()->rowCount(); ++r)
            rows << help->keyTable()->item(r, 0)->text() + QLatin1Char('|') +
                        help->keyTable()->item(r, 1)->text();
        const QString all = rows.join(QLatin1Char('\n'));
        for (const char* expected :
             {"Left, Right|", "Space|", "0 to 9|", "C|Listen ▸ Your cards", "T|Listen ▸ The trick",
              "S|Listen ▸ The scores", "W|Listen ▸ The deal", "R|Listen ▸ Say that again",
              "H|Game ▸ Hint", "L|Game ▸ Last trick", "F6|View ▸ Go to the table",
              "Shift+F6|View ▸ Go to the score sheet", "Ctrl+K|Help ▸ Keyboard"})
            QVERIFY2(all.contains(QString::fromUtf8(expected)), expected);
        QVERIFY(all.contains(QRegularExpression(QStringLiteral("Ctrl\\+Z\\|Edit ▸ Undo"))));
        // Rows are tall enough for their text and no taller than a few lines at this width.
        for (int r = 0; r < help->keyTable()->rowCount(); ++r)
            QVERIFY(help->keyTable()->rowHeight(r) < 5 * help->fontMetrics().height());
    }
};

FOLLOWSUIT_TEST_MAIN(WindowKeysTest)
#include "tst_windowkeys.moc"
