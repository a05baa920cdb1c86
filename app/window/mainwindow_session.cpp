// The window's share of keeping a match: the autosave and resuming it, undo and redo, and
// record files (File ▸ Open, File ▸ Export). The work itself is MatchSession's and SaveSlot's.

#include "window/mainwindow.h"

#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "record/recordfile.h"
#include "registry/gameregistry.h"
#include "remote/netplay.h"
#include "scoresheet/scoresheetmodel.h"
#include "session/autosavewriter.h"
#include "session/matchsession.h"
#include "session/saveslot.h"
#include "stats/statisticsdialog.h"
#include "stats/statsdatabase.h"
#include "table/tableview.h"
#include "text/coretext.h"
#include "text/gametext.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

namespace {

// A demonstration keeps its own save, so that watching one never replaces a person's match.
constexpr char SaveFileName[] = "current-match.json";
constexpr char DemoSaveFileName[] = "demo-match.json";
constexpr char StatisticsFileName[] = "statistics.sqlite";
// How long a finished demonstration stays on screen before the next one starts.
constexpr int DemoRematchMs = 4000;

} // namespace

QString MainWindow::dataDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString MainWindow::savePath() const
{
    return dataDirectory() + QLatin1Char('/') +
           QLatin1String(m_demo ? DemoSaveFileName : SaveFileName);
}

void MainWindow::createSession()
{
    m_session = new MatchSession(m_controller, this);
    connect(m_session, &MatchSession::matchEnded, this, &MainWindow::matchEnded);
    connect(m_session, &MatchSession::saveFailed, this,
            [this](const QString& message) { showStatus(message); });
}

void MainWindow::createFileMenu()
{
    QMenu* file = m_fileMenu = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open record…"), this, &MainWindow::chooseRecordToOpen);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Continue a match from a record file"));
    m_exportAction = file->addAction(tr("&Export record…"), this, &MainWindow::chooseExportFile);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setEnabled(false);
    connect(m_controller, &GameController::matchStarted, m_exportAction,
            [this] { m_exportAction->setEnabled(true); });
}

void MainWindow::createEditMenu()
{
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // The table says what can be taken back or played again, at home as at a shared table
    // (GameController::undoable); the menu names it: "Undo: play Q♥", from a whole message a
    // translator can reorder.
    m_undoAction = new QAction(tr("&Undo"), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, m_controller, &GameController::undo);
    m_redoAction = new QAction(tr("&Redo"), this);
    m_redoAction->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_redoAction->setEnabled(false);
    connect(m_redoAction, &QAction::triggered, m_controller, &GameController::redo);
    connect(m_controller, &GameController::undoChanged, this, &MainWindow::showUndoAndRedo);
    connect(m_controller, &GameController::matchStarted, this, &MainWindow::showUndoAndRedo);
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
}

void MainWindow::showUndoAndRedo()
{
    if (!m_controller->hasMatch())
        return;
    const std::optional<fs::Action> undo = m_controller->undoable();
    const std::optional<fs::Action> redo = m_controller->redoable();
    const fs::Rules& rules = m_controller->match().rules();
    const fs::Pack& pack = rules.pack();
    const GameFace& face = m_faces.of(rules.gameId());
    m_undoAction->setEnabled(undo.has_value());
    m_undoAction->setText(undo ? tr("&Undo: %1").arg(MatchSession::describe(face, pack, *undo))
                               : tr("&Undo"));
    m_redoAction->setEnabled(redo.has_value());
    m_redoAction->setText(redo ? tr("&Redo: %1").arg(MatchSession::describe(face, pack, *redo))
                               : tr("&Redo"));
}

void MainWindow::loadSave()
{
    QDir().mkpath(dataDirectory());
    // A seat at a shared table, kept because the app closed while the match was played.
    const LoadedSeat shared = SharedSeat::read(m_net->seatPath());
    m_sharedSeat = shared.seat;
    if (!shared.problem.isEmpty())
        showProblem(tr("Shared table not resumed"), shared.problem);
    SaveSlot slot(savePath());
    m_session->setSavePath(slot.path());
    const SaveSlot::Loaded loaded = slot.load();
    switch (loaded.state) {
    case SaveSlot::Loaded::State::Empty:
        break;
    case SaveSlot::Loaded::State::Resumable:
        m_resumable = loaded.record;
        break;
    case SaveSlot::Loaded::State::Unreadable:
        m_session->setSavePath(QString()); // never write over what could not be kept
        showProblem(tr("Saved game not used"), loaded.message);
        break;
    case SaveSlot::Loaded::State::SetAside:
        showProblem(tr("Saved game set aside"), loaded.message);
        break;
    }
    // Not opened here: checking the file reads all of it, which a long history makes slow, and
    // the lobby needs none of it.
    m_keepsStatistics = true;
}

StatsDatabase* MainWindow::statistics()
{
    if (!m_keepsStatistics || m_stats)
        return m_stats.get();
    m_stats = std::make_unique<StatsDatabase>(dataDirectory() + QLatin1Char('/') +
                                              QLatin1String(StatisticsFileName));
    if (!m_stats->open() || !m_stats->problem().isEmpty()) {
        // Queued, so that it comes above the window this first use opens (Game ▸ Statistics).
        QTimer::singleShot(0, this, [this, problem = m_stats->problem()] {
            showProblem(tr("Statistics"), problem);
        });
    }
    return m_stats.get();
}

void MainWindow::showStatistics()
{
    StatsDatabase* stats = statistics();
    if (!m_statsDialog) {
        m_statsDialog = new StatisticsDialog(stats, m_faces, this);
        connect(m_statsDialog, &StatisticsDialog::reviewRequested, this,
                [this](qint64, const QString& record) { reviewRecordText(record); });
    }
    m_statsDialog->reload();
    m_statsDialog->show();
    m_statsDialog->raise();
}

void MainWindow::showProblem(const QString& title, const QString& text)
{
    // Not modal: the app goes on behind it, and a demonstration keeps playing.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("problemBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    showStatus(text);
}

QString MainWindow::resumeDescription() const
{
    if (!m_resumable)
        return QString();
    const fs::GameRecord& rec = *m_resumable;
    const QString game = QString::fromStdString(rec.game);
    QString text = tr("Unfinished game: %1, %2 players").arg(m_faces.name(game)).arg(rec.players);
    std::string error;
    const auto rules = fs::createRules(rec.game, rec.players, rec.options, error);
    const fs::ReplayResult replayed = fs::replayRecord(rec);
    if (rules && replayed.match) {
        const fs::Match& match = *replayed.match;
        const std::vector<int> totals = match.totals();
        QStringList scores;
        const int person = MatchSession::humanSeats(rec).value(0, -1);
        for (int column = 0; column < rules->columns(); ++column)
            scores << tr("%1 %2")
                          .arg(GameText::columnName(*rules, column, person))
                          .arg(totals[static_cast<std::size_t>(column)]);
        text += QLatin1Char('\n') + (match.dealsPlayed() == 0
                                         ? tr("In the first deal.")
                                         : tr("After %n deal(s): %1.", nullptr, match.dealsPlayed())
                                               .arg(scores.join(QStringLiteral(", "))));
    }
    const auto saved = rec.meta.find("saved");
    if (saved != rec.meta.end()) {
        const QDateTime when =
            QDateTime::fromString(QString::fromStdString(saved->second), Qt::ISODate);
        if (when.isValid())
            text = tr("%1\nSaved %2.", "a saved game's description, then when it was saved")
                       .arg(text, QLocale().toString(when.toLocalTime(), QLocale::LongFormat));
    }
    return text;
}

bool MainWindow::resumeSaved()
{
    if (!m_resumable)
        return false;
    const fs::GameRecord record = *m_resumable;
    QString error;
    if (!continueRecord(record, &error)) {
        // The save replayed when it was read; if it does not now, keep it rather than lose it.
        m_resumable.reset();
        showProblem(tr("Saved game not resumed"),
                    tr("The saved game could not be resumed: %1").arg(error));
        return false;
    }
    m_resumable.reset();
    return true;
}

bool MainWindow::continueRecord(const fs::GameRecord& record, QString* error)
{
    leaveTable();
    const QList<fs::Level> levels = MatchSession::seatLevels(record);
    MatchSetup setup{QString::fromStdString(record.game), record.players, record.options, levels};
    m_controller->setHumanSeats(m_demo ? QList<int>{} : MatchSession::humanSeats(record));
    m_controller->setSeatLevels(levels);
    m_table->setAutoNextDeal(m_demo);
    m_session->setSeatNames(GameText::seatNames(record.players));
    if (!m_session->resume(record, error))
        return false;
    m_setup = setup;
    const QString name = m_faces.name(setup.gameId);
    setWindowTitle(tr("%1 — Follow Suit").arg(name));
    m_table->setFocus();
    showStatus(tr("Welcome back: the game goes on where it stopped."));
    return true;
}

void MainWindow::chooseRecordToOpen()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open a record"), m_settings.exportFolder(),
                                     tr("Follow Suit records (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_settings.setExportFolder(QFileInfo(path).absolutePath());
    openRecord(path);
}

bool MainWindow::openRecord(const QString& path)
{
    const fs::FileResult file = fs::readTextFile(path.toStdString(), fs::MaxRecordFileBytes);
    QString problem;
    fs::ParsedRecord parsed;
    if (!file.ok()) {
        problem = CoreText::fileProblem(file);
    } else {
        parsed = fs::parseRecord(file.text);
        if (!parsed.ok())
            problem = CoreText::recordProblem(parsed.error);
    }
    bool over = false;
    if (problem.isEmpty()) {
        const fs::ReplayResult replayed = fs::replayRecord(parsed.record);
        if (!replayed.ok())
            problem = CoreText::recordProblem(replayed.error, &parsed.record);
        else
            over = replayed.match->over();
    }
    if (problem.isEmpty() && over) {
        reviewRecord(parsed.record); // nothing to continue: a finished match is for watching
        return true;
    }
    if (!problem.isEmpty()) {
        showProblem(tr("Record not opened"), tr("%1 cannot be opened: %2").arg(path, problem));
        return false;
    }
    if (m_confirmAbandon) {
        QMessageBox ask(QMessageBox::Question, tr("Open record"),
                        tr("This match is not finished. Play on from where the record ends, or "
                           "watch the deals played so far?"),
                        QMessageBox::Cancel, this);
        QPushButton* play = ask.addButton(tr("&Play on"), QMessageBox::AcceptRole);
        QPushButton* watch = ask.addButton(tr("&Watch"), QMessageBox::ActionRole);
        ask.setDefaultButton(play);
        ask.exec();
        if (ask.clickedButton() == watch) {
            reviewRecord(parsed.record);
            return true;
        }
        if (ask.clickedButton() != play)
            return false;
    }
    if (!confirmAbandon(tr("The game in progress will be lost. Continue the record instead?")))
        return false;
    fs::GameRecord record = parsed.record;
    // A record exported mid-match carries no seed: the deals still to come are new ones.
    if (!record.seed)
        record.seed = QRandomGenerator::global()->generate64();
    if (!record.meta.contains("humans"))
        record.meta.insert_or_assign(std::string("humans"), std::string("0"));
    QString error;
    if (!continueRecord(record, &error)) {
        showProblem(tr("Record not opened"), tr("%1 cannot be opened: %2").arg(path, error));
        return false;
    }
    m_resumable.reset();
    return true;
}

void MainWindow::chooseExportFile()
{
    if (!m_controller->hasMatch())
        return;
    // In the person's own folders: the app's folder of saves is not theirs to browse.
    const QString suggested = QDir(m_settings.exportFolder())
                                  .filePath(tr("%1 %2.json")
                                                .arg(m_faces.name(m_setup.gameId),
                                                     QDateTime::currentDateTime().toString(
                                                         QStringLiteral("yyyy-MM-dd hh-mm"))));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the match as a record"), suggested, tr("Follow Suit records (*.json)"));
    if (path.isEmpty())
        return;
    m_settings.setExportFolder(QFileInfo(path).absolutePath());
    exportRecord(path);
}

bool MainWindow::exportRecord(const QString& path)
{
    if (!m_controller->hasMatch())
        return false;
    QSaveFile file(path);
    // While the match is played, its deal in progress (and the seed that deals it) stays here.
    const fs::GameRecord record = m_session->shareableRecord();
    const QByteArray text = QByteArray::fromStdString(fs::writeRecord(record));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        showProblem(tr("Record not exported"),
                    tr("%1 could not be written: %2").arg(path, file.errorString()));
        return false;
    }
    const fs::Match& match = m_controller->match();
    if (match.over())
        showStatus(tr("The match was exported to %1.").arg(path));
    else if (match.dealsPlayed() == 0)
        showStatus(tr("The match was exported to %1 without its first deal, "
                      "which is still being played.")
                       .arg(path));
    else
        showStatus(tr("The match was exported to %1 up to the end of deal %2; "
                      "the deal in progress stays at the table.")
                       .arg(path)
                       .arg(match.dealsPlayed()));
    return true;
}

void MainWindow::matchEnded()
{
    if (StatsDatabase* stats = statistics(); stats && stats->isOpen()) {
        const FinishedMatch finished =
            m_session->finishedMatch(scoreModel()->columnNames(), scoreModel()->personColumn());
        if (stats->recordMatch(finished) < 0)
            showStatus(
                tr("The match could not be added to the statistics: %1").arg(stats->lastError()));
        if (m_statsDialog && m_statsDialog->isVisible())
            m_statsDialog->reload();
    }
    if (m_demo) {
        // A demonstration plays on: the next match starts after a look at the result.
        QTimer::singleShot(DemoRematchMs, this, [this] {
            if (m_demo && m_controller->hasMatch() && m_controller->matchOver())
                startMatch(QRandomGenerator::global()->generate64());
        });
    }
}
