// Playing by ear and by keys: the Listen menu (the table said on demand), keys to go between the
// table and the score sheet, and Help ▸ Keyboard. Part of MainWindow (see mainwindow.h).

#include "scoresheet/scoresheetpanel.h"
#include "table/tableview.h"
#include "window/keyboardhelp.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

void MainWindow::createListenMenu()
{
    // Single keys, as the table's other keys: a person who plays by ear asks for these often.
    // Window-wide, so they answer wherever the keyboard is (the score sheet too).
    QMenu* listen = menuBar()->addMenu(tr("L&isten"));
    const struct {
        QString text;
        Qt::Key key;
        void (TableView::*say)();
        QString tip;
    } items[] = {
        {tr("Your &cards"), Qt::Key_C, &TableView::sayHand, tr("Says your hand, suit by suit.")},
        {tr("The &trick"), Qt::Key_T, &TableView::sayTrick,
         tr("Says the cards on the trick, who played each, and whose turn it is.")},
        {tr("The &scores"), Qt::Key_S, &TableView::sayScores,
         tr("Says the totals of the match and the tricks of this deal.")},
        {tr("The &deal"), Qt::Key_W, &TableView::saySituation,
         tr("Says the deal, trumps, the bids, who leads, and what you must decide.")},
        {tr("Say that &again"), Qt::Key_R, &TableView::sayAgain,
         tr("Says the last thing that was said again.")},
    };
    for (const auto& item : items) {
        QAction* action = listen->addAction(item.text, m_table, item.say);
        action->setShortcut(QKeySequence(item.key));
        action->setStatusTip(item.tip);
        action->setToolTip(item.tip);
    }
}

void MainWindow::addKeyboardActions(QMenu* view, QMenu* help)
{
    view->addSeparator();
    QAction* toTable = view->addAction(tr("Go to the &table"), this,
                                       [this] { m_table->setFocus(Qt::ShortcutFocusReason); });
    toTable->setShortcut(QKeySequence(Qt::Key_F6));
    QAction* toSheet = view->addAction(tr("Go to the score s&heet"), this, [this] {
        m_scoreDock->show();
        m_scorePanel->takeKeys();
    });
    toSheet->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    QAction* keys = help->addAction(tr("&Keyboard"), this, &MainWindow::showKeyboardHelp);
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
}

void MainWindow::showKeyboardHelp()
{
    if (!m_keyboardHelp)
        m_keyboardHelp = new KeyboardHelpDialog(menuBar(), this);
    static_cast<KeyboardHelpDialog*>(m_keyboardHelp)->refresh();
    m_keyboardHelp->show();
    m_keyboardHelp->raise();
    m_keyboardHelp->activateWindow();
}
