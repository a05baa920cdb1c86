#include "window/mainwindow.h"

#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "lobby/commandline.h"
#include "lobby/lobbydialog.h"
#include "lobby/rulesbrowser.h"
#include "lobby/seatlevels.h"
#include "remote/netplay.h"
#include "review/reviewdialog.h"
#include "scoresheet/matchresultdialog.h"
#include "scoresheet/scoresheetmodel.h"
#include "scoresheet/scoresheetpanel.h"
#include "session/matchsession.h"
#include "settings/settingsdialog.h"
#include "stats/statsdatabase.h"
#include "table/tableview.h"
#include "text/gametext.h"
#include "widgets/screenfit.h"
#include "widgets/statusline.h"

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

#include <algorithm>
#include <span>

namespace {

// How long a note about damaged or out-of-range settings stays in the status bar.
constexpr int SettingsNoticeMs = 30000;

quint64 freshSeed()
{
    return QRandomGenerator::global()->generate64();
}

} // namespace

MainWindow::MainWindow(const FaceList& faces, QWidget* parent)
    : QMainWindow(parent), m_faces(faces), m_controller(new GameController(this)),
      m_table(new TableView(m_controller, m_faces, 0, this)),
      m_resultDialog(new MatchResultDialog(this))
{
    setWindowTitle(tr("Follow Suit"));
    setCentralWidget(m_table);
    createScoreDock();
    createSession();
    createNetPlay();
    createFileMenu();
    createMenus();
    // The message line stretches; the fields added after it keep their room on the right.
    m_statusLine = new StatusLine(statusBar());
    statusBar()->addWidget(m_statusLine, 1);
    showStatus(tr("Welcome to Follow Suit."));

    connect(m_table, &TableView::statusChanged, this,
            [this](const QString& text) { showStatus(text); });
    connect(m_table, &TableView::matchResultShown, this, &MainWindow::showMatchResult);
    auto* info = new QLabel(statusBar());
    info->setObjectName(QStringLiteral("dealInfo"));
    statusBar()->addPermanentWidget(info);
    connect(m_table, &TableView::infoChanged, info, &QLabel::setText);
    connect(m_resultDialog, &MatchResultDialog::newGameRequested, this, &MainWindow::newGame);
    connect(m_resultDialog, &MatchResultDialog::rematchRequested, this, &MainWindow::rematch);
    connect(m_controller, &GameController::matchStarted, this, &MainWindow::startScoreSheet);
    // The sheet shows the core's rows of the deals the table has shown scored: once the table
    // has played the deal's last trick out, not when the controller hears of it.
    connect(m_table, &TableView::dealScoreShown, this, [this](int dealIndex) {
        const std::vector<fs::ScoreRow>& rows = m_controller->match().rows();
        const auto shown = std::min(rows.size(), static_cast<std::size_t>(dealIndex) + 1);
        m_scorePanel->showRows(std::span(rows).first(shown));
    });
    showStatus(tr("Choose Game ▸ New game to start a game."));
    connect(m_controller, &GameController::actionRejected, this, [this](const QString& reason) {
        if (!m_controller->hasMatch())
            showStatus(reason);
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
    connect(m_scorePanel, &ScoreSheetPanel::widthWanted, this, &MainWindow::widenScoreDock);
    addDockWidget(Qt::RightDockWidgetArea, m_scoreDock);
}

void MainWindow::widenScoreDock(int wanted)
{
    // The sheet gets the room to show every column, up to two fifths of the window: beyond
    // that (Oh Hell with many players) the cards matter more, and the sheet scrolls.
    const int most = width() * 2 / 5;
    const int target = std::min(wanted, most);
    if (m_scoreDock->isVisible() && !m_scoreDock->isFloating() && m_scoreDock->width() < target)
        resizeDocks({m_scoreDock}, {target}, Qt::Horizontal);
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    // A larger window has room for a sheet that scrolled in the smaller one.
    if (m_scorePanel)
        widenScoreDock(m_scorePanel->neededWidth());
}

ScoreSheetModel* MainWindow::scoreModel() const
{
    return m_scorePanel->model();
}

void MainWindow::startScoreSheet()
{
    const fs::Match& match = m_controller->match();
    const int seats = match.rules().seats();
    const int person = m_controller->observerSeat();
    m_scorePanel->startMatch(&m_faces.of(match.rules().gameId()), match.rulesPtr(),
                             GameText::seatNames(seats),
                             m_controller->isHuman(person) ? person : -1);
    // A resumed match (a save, an undo) already has scored deals.
    m_scorePanel->showRows(match.rows());
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newAction = game->addAction(tr("&New game…"), this, &MainWindow::newGame);
    newAction->setShortcut(QKeySequence::New);
    m_lastTrickAction = game->addAction(tr("&Last trick"));
    m_lastTrickAction->setCheckable(true);
    m_lastTrickAction->setShortcut(QKeySequence(Qt::Key_L));
    m_lastTrickAction->setEnabled(false);
    connect(m_lastTrickAction, &QAction::toggled, m_table, &TableView::setLastTrickShown);
    connect(m_table, &TableView::lastTrickShownChanged, m_lastTrickAction, &QAction::setChecked);
    connect(m_table, &TableView::lastTrickAvailableChanged, m_lastTrickAction,
            &QAction::setEnabled);
    createHintAction(game);

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
    game->addAction(tr("S&tatistics…"), this, &MainWindow::showStatistics);
    QAction* preferences = game->addAction(tr("&Preferences…"), this, &MainWindow::editSettings);
    // The desktop's own key where it has one (none outside GNOME and KDE), and Ctrl+, always.
    preferences->setShortcuts({QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    createReviewActions(m_fileMenu, game);
    game->addSeparator();
    QAction* rematchAction = game->addAction(tr("&Rematch"), this, &MainWindow::rematch);
    rematchAction->setToolTip(tr("The same game again, with new cards"));
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    createEditMenu();
    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* sheet = m_scoreDock->toggleViewAction();
    sheet->setText(tr("&Score sheet"));
    view->addAction(sheet);
    createListenMenu();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    m_rulesAction = help->addAction(tr("&Rules of %1").arg(m_faces.name(m_setup.gameId)), this,
                                    &MainWindow::showRules);
    m_rulesAction->setShortcut(QKeySequence::HelpContents);
    addKeyboardActions(view, help);
    help->addAction(tr("&About Follow Suit"), this, &MainWindow::showAbout);
}

void MainWindow::setComputerDelay(int ms)
{
    m_controller->setComputerDelay(ms);
    for (QAction* action : menuBar()->findChildren<QAction*>())
        if (action->isCheckable() && action->data().isValid())
            action->setChecked(action->data().toInt() == ms);
}

void MainWindow::showStatus(const QString& text)
{
    m_statusLine->showMessage(text);
}

bool MainWindow::tableElsewhere() const
{
    return m_controller->hasMatch() && !m_controller->tableHere();
}

bool MainWindow::matchInProgress() const
{
    if (tableElsewhere())
        return !m_controller->matchOver();
    return m_controller->hasMatch() && !m_controller->matchOver() &&
           (m_controller->match().dealsPlayed() > 0 || m_controller->actionsShown() > 0);
}

bool MainWindow::confirmAbandon(const QString& question)
{
    if (!m_confirmAbandon || !matchInProgress())
        return true;
    return QMessageBox::question(this, tr("Abandon this game?"), question,
                                 QMessageBox::Yes | QMessageBox::No,
                                 QMessageBox::No) == QMessageBox::Yes;
}

void MainWindow::newGame()
{
    if (tableElsewhere()) {
        if (!confirmAbandon(tr("Leave the table? The computer will play your seat.")))
            return;
    } else if (!confirmAbandon(tr("The game in progress will be lost. Start a new game?"))) {
        return;
    }
    openLobby();
}

void MainWindow::openLobby()
{
    if (!m_lobby) {
        m_lobby = new LobbyDialog(m_faces, this);
        connect(m_lobby, &QDialog::accepted, this,
                [this] { startSetup(m_lobby->setup(), freshSeed()); });
        connect(m_lobby, &LobbyDialog::resumeRequested, this, &MainWindow::resumeSaved);
        connect(m_lobby, &LobbyDialog::hostRequested, this,
                [this] { hostTable(m_lobby->setup()); });
        connect(m_lobby, &LobbyDialog::joinRequested, this, [this] { joinTable(); });
    }
    m_lobby->setResumable(resumeDescription());
    m_lobby->setOpponentLevels(m_settings.opponentLevels());
    if (const auto last = MatchSetup::fromText(m_settings.lastMatch()))
        m_lobby->setSetup(*last);
    else
        m_lobby->setSetup(m_setup);
    m_lobby->open();
}

void MainWindow::rematch()
{
    if (tableElsewhere()) {
        newGame(); // another table is the host's to open
        return;
    }
    if (!confirmAbandon(tr("The game in progress will be lost. Start again with new cards?")))
        return;
    startMatch(freshSeed());
}

void MainWindow::startMatch(quint64 seed)
{
    startSetup(m_setup, seed);
}

bool MainWindow::startSetup(const MatchSetup& setup, quint64 seed)
{
    if (!setup.problem().isEmpty()) {
        showStatus(tr("That game cannot start: %1").arg(setup.problem()));
        return false;
    }
    leaveTable();
    m_resultDialog->hide();
    m_setup = setup;
    // A setup that names no levels (the command line without --level) plays at the remembered
    // ones; one that does is remembered for the next time.
    if (setup.levels.isEmpty())
        m_setup.levels = QList<fs::Level>{SeatLevels::Default} + m_settings.opponentLevels();
    else
        rememberLevels(setup.levels);
    m_setup.levels = SeatLevels::forSeats(m_setup.levels, setup.seats);
    m_settings.setLastMatch(setup.toText());
    m_controller->setSeatLevels(m_setup.levels);
    m_controller->setHumanSeats(m_demo ? QList<int>{} : QList<int>{0});
    m_table->setAutoNextDeal(m_demo); // nobody is there to press "Next deal"
    m_resumable.reset();              // its save is about to be replaced
    m_session->beginNewMatch();
    m_session->setSeatNames(GameText::seatNames(setup.seats));
    const bool started = m_controller->newMatch(setup.gameId, setup.seats, setup.options, seed);
    const QString name = m_faces.name(setup.gameId);
    setWindowTitle(tr("%1 — Follow Suit").arg(name));
    m_rulesAction->setText(tr("&Rules of %1").arg(name));
    m_table->setFocus();
    return started;
}

void MainWindow::rememberLevels(const QList<fs::Level>& levels)
{
    // The opponents' levels, kept for every seat a table may have: a smaller table changes only
    // its own seats, so a larger one keeps what was chosen for it.
    QList<fs::Level> kept = m_settings.opponentLevels();
    for (qsizetype seat = 1; seat < levels.size(); ++seat) {
        if (kept.size() < seat)
            kept.resize(seat, SeatLevels::Default);
        kept[seat - 1] = levels[seat];
    }
    m_settings.setOpponentLevels(kept);
}

void MainWindow::useLevels(const QList<fs::Level>& given)
{
    if (given.isEmpty())
        return;
    m_setup.levels = CommandLine::levelsForSeats(given, m_setup.seats);
    if (given.size() == 1)
        m_settings.setOpponentLevels(QList<fs::Level>(SeatLevels::MaxLevels - 1, given.first()));
    else
        rememberLevels(m_setup.levels);
}

void MainWindow::showMatchResult(const QList<int>&)
{
    // The winners come again from the match's status, which the placings need whole.
    const fs::Match& match = m_controller->match();
    m_resultDialog->setResult(m_faces.of(match.rules().gameId()), match.rules(), match.status(),
                              match.totals(), scoreModel()->columnNames(),
                              scoreModel()->personColumn(), !GameText::hasPersonName());
    m_resultDialog->open(); // not exec(): the table stays alive behind it
}

void MainWindow::showRules()
{
    if (!m_rules)
        m_rules = new RulesBrowser(m_faces, this);
    m_rules->showGame(m_setup.gameId);
    m_rules->show();
    m_rules->raise();
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
        const QRect screen = ScreenFit::available(this);
        resize(screen.size() * 0.85);
        move(screen.center() - rect().center());
    }
    // Saved on a larger screen (or a damaged value): all of the window on this one.
    ScreenFit::keepOnScreen(this);
    if (!restoreState(m_settings.windowState())) {
        // The sheet would ask for room for every column; the table needs it more. A wide sheet
        // scrolls sideways, and the player can widen the dock.
        resizeDocks({m_scoreDock}, {std::clamp(width() / 4, 260, 420)}, Qt::Horizontal);
    }
    applySettings();
    if (const auto last = MatchSetup::fromText(m_settings.lastMatch()))
        m_setup = *last; // a damaged or outdated line leaves Hearts with its defaults
    m_setup.levels = SeatLevels::forSeats(
        QList<fs::Level>{SeatLevels::Default} + m_settings.opponentLevels(), m_setup.seats);
    showSettingsProblems(problems);
}

void MainWindow::applySettings()
{
    setComputerDelay(m_settings.computerDelay());
    m_table->setAnimationSpeed(m_settings.animationPercent() / 100.0);
    m_table->setAutoPlaySingleCard(m_settings.autoPlaySingleCard());
    m_table->setConfirmBeforePlay(m_settings.confirmBeforePlay());
    m_table->setDeckChoice({m_settings.cardBack(), m_settings.deckPath(), m_settings.fourColour()});
    m_table->setCardSizePercent(m_settings.cardSizePercent());
    m_table->setHighContrast(m_settings.highContrast());
    if (m_review)
        m_review->setLook(m_settings.cardSizePercent(), m_settings.highContrast());
    m_session->setUndoAllowed(m_settings.undoAllowed());
    const int amount = static_cast<int>(QStringList{
        AppSettings::Announcements[0], AppSettings::Announcements[1], AppSettings::Announcements[2]}
                                            .indexOf(m_settings.announcements()));
    m_table->announcer()->setAmount(static_cast<Announcer::Amount>(std::max(0, amount)));
    GameText::setPersonName(m_settings.playerName());
    updateHintAction();
}

void MainWindow::editSettings()
{
    m_settings.setComputerDelay(m_controller->computerDelay()); // the menu may have changed it
    auto* dialog = new SettingsDialog(m_settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_settings = dialog->settings();
        applySettings();
        if (m_controller->hasMatch()) {
            const QString problem = m_table->refreshDeck();
            if (!problem.isEmpty())
                showProblem(tr("Deck not used"), problem);
        }
        writeSettings();
    });
    dialog->open();
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

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // Once shown the window has its real frame: check again that all of it is on the screen.
    if (!m_shownOnce) {
        m_shownOnce = true;
        ScreenFit::keepOnScreen(this);
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // A hosted table stops for everyone while the app is closed: say so first.
    if (m_confirmAbandon && m_net->hosting() && matchInProgress() &&
        QMessageBox::question(this, tr("Close Follow Suit?"),
                              tr("Your friends' table stops until you start Follow Suit again; "
                                 "then it goes on where it stopped. Close now?"),
                              QMessageBox::Yes | QMessageBox::No,
                              QMessageBox::No) != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    // Nothing else to ask: the match in progress is saved, and offered again at the next start,
    // and so is a seat at a shared table.
    m_session->flush();
    writeSettings();
    event->accept();
}
