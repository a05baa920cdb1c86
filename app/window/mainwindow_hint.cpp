// The window's share of hints: Game ▸ Hint (H) and its button in the status bar, offered while
// the person is asked and the preferences allow it. The Hard player works the hint out on the
// controller's threads; the table shows it.

#include "window/mainwindow.h"

#include "controller/gamecontroller.h"
#include "face/decisiontext.h"
#include "net/tableclient.h"
#include "table/tableview.h"

#include <QMenu>
#include <QStatusBar>
#include <QToolButton>

void MainWindow::createHintAction(QMenu* game)
{
    m_hintAction = game->addAction(tr("&Hint"), this, &MainWindow::askForHint);
    m_hintAction->setObjectName(QStringLiteral("hintAction"));
    m_hintAction->setShortcut(QKeySequence(Qt::Key_H));
    m_hintAction->setToolTip(tr("What the Hard computer player would do in your place, and why"));
    m_hintAction->setEnabled(false);
    auto* button = new QToolButton(statusBar());
    button->setObjectName(QStringLiteral("hintButton"));
    button->setDefaultAction(m_hintAction);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(true);
    statusBar()->addPermanentWidget(button);
    m_hintButton = button;
    // The table says in its status line whenever the person is asked or no longer is.
    connect(m_table, &TableView::statusChanged, this, &MainWindow::updateHintAction);
    connect(m_controller, &GameController::matchStarted, this, &MainWindow::updateHintAction);
    connect(m_controller, &GameController::actionApplied, this, &MainWindow::updateHintAction);
    connect(m_controller, &GameController::hintReady, this, &MainWindow::showHint);
}

void MainWindow::updateHintAction()
{
    // The table's host says whether hints are allowed (at home, they are).
    const bool offered =
        m_settings.showHints() && m_controller->remote() && m_controller->remote()->hintsAllowed();
    m_hintAction->setVisible(offered);
    m_hintButton->setVisible(offered);
    const bool asked = m_table->awaitingPerson() && m_controller->seatAwaitingPerson() >= 0;
    m_hintAction->setEnabled(offered && asked && !m_controller->hintPending());
}

void MainWindow::askForHint()
{
    if (!m_hintAction->isVisible() || !m_table->awaitingPerson())
        return;
    if (m_controller->requestHint())
        showStatus(tr("Thinking about a hint…"));
    updateHintAction();
}

void MainWindow::showHint(int, const fs::Action& action, const fs::DecisionWhy& why)
{
    const fs::Rules& rules = m_controller->match().rules();
    m_table->showHint(action, DecisionText::why(m_faces.of(rules.gameId()), rules.pack(), why));
    updateHintAction();
}
