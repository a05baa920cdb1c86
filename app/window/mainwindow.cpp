#include "window/mainwindow.h"

#include "controller/gamecontroller.h"
#include "scoresheet/matchresultdialog.h"
#include "scoresheet/scoresheetmodel.h"
#include "scoresheet/scoresheetpanel.h"
#include "table/tableview.h"
#include "text/gametext.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <span>

namespace {

// How long a note about damaged or out-of-range settings stays in the status bar.
constexpr int SettingsNoticeMs = 30000;

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_controller(new GameController(this)),
      m_table(new TableView(m_controller, 0, this)), m_resultDialog(new MatchResultDialog(this))
{
    setWindowTitle(tr("Follow Suit"));
    setCentralWidget(m_table);
    createScoreDock();
    createMenus();
    statusBar()->showMessage(tr("Welcome to Follow Suit."));

    connect(m_table, &TableView::statusChanged, this,
            [this](const QString& text) { statusBar()->showMessage(text); });
    connect(m_table, &TableView::matchResultShown, this, &MainWindow::showMatchResult);
    connect(m_table, &TableView::dealResultShown, this, [this](int) {
        if (m_autoplay) // nobody is there to press "Next deal"
            QTimer::singleShot(2500, m_controller, &GameController::continueToNextDeal);
    });
    connect(m_resultDialog, &MatchResultDialog::newGameRequested, this, &MainWindow::newGame);
    // Until there is a lobby both start the same game again with a fresh seed.
    connect(m_resultDialog, &MatchResultDialog::rematchRequested, this, &MainWindow::newGame);
    connect(m_controller, &GameController::matchStarted, this, &MainWindow::startScoreSheet);
    connect(m_controller, &GameController::dealScored, this, &MainWindow::addScoredDeal);
    connect(m_controller, &GameController::actionRejected, this, [this](const QString& reason) {
        if (!m_controller->hasMatch())
            statusBar()->showMessage(reason);
    });
    readSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::createScoreDock()
{
    m_scoreDock = new QDockWidget(tr("Score sheet"), this);
    m_scoreDock->setObjectName(QStringLiteral("scoreDock")); // saveState() needs a name
    m_scorePanel = new ScoreSheetPanel(m_scoreDock);
    m_scoreDock->setWidget(m_scorePanel);
    addDockWidget(Qt::RightDockWidgetArea, m_scoreDock);
}

ScoreSheetModel* MainWindow::scoreModel() const
{
    return m_scorePanel->model();
}

void MainWindow::startScoreSheet()
{
    const fs::Match& match = m_controller->match();
    const int seats = match.rules().seats();
    QStringList names;
    for (int seat = 0; seat < seats; ++seat)
        names << GameText::seatName(seat, seats);
    m_scorePanel->startMatch(match.rulesPtr(), names, m_controller->isHuman(0) ? 0 : -1);
}

void MainWindow::addScoredDeal(int dealIndex)
{
    const fs::Match& match = m_controller->match();
    const std::span<const fs::ScoreRow> rows(match.rows().data(),
                                             static_cast<std::size_t>(dealIndex) + 1);
    m_scorePanel->addDeal(rows.back(), match.rules().totals(rows));
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newAction = game->addAction(tr("&New game"), this, &MainWindow::newGame);
    newAction->setShortcut(QKeySequence::New);
    m_lastTrickAction = game->addAction(tr("&Last trick"));
    m_lastTrickAction->setCheckable(true);
    m_lastTrickAction->setShortcut(QKeySequence(Qt::Key_L));
    m_lastTrickAction->setEnabled(false);
    connect(m_lastTrickAction, &QAction::toggled, m_table, &TableView::setLastTrickShown);
    connect(m_table, &TableView::lastTrickShownChanged, m_lastTrickAction, &QAction::setChecked);
    connect(m_table, &TableView::lastTrickAvailableChanged, m_lastTrickAction,
            &QAction::setEnabled);

    QMenu* speed = game->addMenu(tr("Computer &speed"));
    auto* speeds = new QActionGroup(speed);
    const std::pair<QString, int> choices[] = {{tr("&Fast"), 250},
                                               {tr("&Normal"), AppSettings::ComputerDelayDefault},
                                               {tr("&Slow"), 1200}};
    for (const auto& [label, pause] : choices) {
        // Captured by a copy: clang before 16 cannot capture a structured binding.
        const int ms = pause;
        QAction* action = speed->addAction(label, this, [this, ms] { setComputerDelay(ms); });
        action->setCheckable(true);
        action->setData(ms);
        speeds->addAction(action);
    }
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* sheet = m_scoreDock->toggleViewAction();
    sheet->setText(tr("&Score sheet"));
    view->addAction(sheet);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Rules of %1").arg(GameText::gameName(m_gameId)), this,
                    &MainWindow::showRules);
    help->addAction(tr("&About Follow Suit"), this, &MainWindow::showAbout);
}

void MainWindow::setComputerDelay(int ms)
{
    m_controller->setComputerDelay(ms);
    for (QAction* action : menuBar()->findChildren<QAction*>())
        if (action->isCheckable() && action->data().isValid())
            action->setChecked(action->data().toInt() == ms);
}

void MainWindow::newGame()
{
    startMatch(QRandomGenerator::global()->generate64());
}

void MainWindow::startMatch(quint64 seed)
{
    m_resultDialog->hide();
    m_controller->setHumanSeats(m_autoplay ? QList<int>{} : QList<int>{0});
    const fs::GameInfo* info = fs::findGame(m_gameId.toStdString());
    const int seats = info ? info->defaultSeats : 4;
    m_controller->newMatch(m_gameId, seats, fs::Options{}, seed);
    setWindowTitle(tr("%1 — Follow Suit").arg(GameText::gameName(m_gameId)));
}

void MainWindow::showMatchResult(const QList<int>&)
{
    // The winners come again from the match's status, which the placings need whole.
    const fs::Match& match = m_controller->match();
    m_resultDialog->setResult(match.rules(), match.status(), match.totals(),
                              scoreModel()->columnNames(), scoreModel()->personColumn());
    m_resultDialog->open(); // not exec(): the table stays alive behind it
}

void MainWindow::showRules()
{
    const fs::GameInfo* info = fs::findGame(m_gameId.toStdString());
    QString text;
    QFile page(QStringLiteral(":/rules/%1.html").arg(m_gameId));
    if (page.open(QIODevice::ReadOnly))
        text = QString::fromUtf8(page.readAll());
    else if (info)
        text = GameText::rulesSummary(m_gameId, QString::fromStdString(info->summary));
    auto* box =
        new QMessageBox(QMessageBox::NoIcon, tr("Rules of %1").arg(GameText::gameName(m_gameId)),
                        text, QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(page.isOpen() ? Qt::RichText : Qt::PlainText);
    box->open();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Follow Suit"),
        tr("<h3>Follow Suit %1</h3><p>A card table for trick-taking games.</p>"
           "<p>Free software under the GNU General Public License, version 3 or later.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::readSettings()
{
    QSettings store;
    const QStringList problems = m_settings.load(store);
    if (!restoreGeometry(m_settings.windowGeometry())) {
        // First start: most of the screen, since cards read better large.
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        resize(screen.size() * 0.85);
        move(screen.center() - rect().center());
    }
    restoreState(m_settings.windowState());
    setComputerDelay(m_settings.computerDelay());
    showSettingsProblems(problems);
}

void MainWindow::writeSettings()
{
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.setComputerDelay(m_controller->computerDelay());
    QSettings store;
    m_settings.save(store);
}

void MainWindow::showSettingsProblems(const QStringList& problems)
{
    if (problems.isEmpty())
        return;
    // Not a temporary status message: the table's own messages follow within a second and would
    // replace it before anyone could read it. It takes half the status bar at most, so the table's
    // messages keep the other half; the tooltip has all of it.
    const QString text = tr("Settings: %1.").arg(problems.join(QStringLiteral("; ")));
    auto* notice = new QLabel(statusBar());
    notice->setObjectName(QStringLiteral("settingsNotice"));
    notice->setText(notice->fontMetrics().elidedText(text, Qt::ElideRight, width() / 2));
    notice->setToolTip(problems.join(QLatin1Char('\n')));
    notice->setMinimumWidth(1);
    statusBar()->addPermanentWidget(notice);
    QTimer::singleShot(SettingsNoticeMs, notice, &QObject::deleteLater);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    writeSettings();
    event->accept();
}
