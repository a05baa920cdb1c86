// The window's ways of looking back: reviewing deals with every hand shown, and the score sheet
// out of the app (print, PDF, CSV).

#include "window/mainwindow.h"

#include "controller/gamecontroller.h"
#include "export/scoresheetexport.h"
#include "games/gamefaces.h"
#include "review/decisionauditdialog.h"
#include "review/replaystep.h"
#include "review/reviewdialog.h"
#include "scoresheet/scoresheetmodel.h"
#include "table/tableview.h"
#include "text/coretext.h"
#include "text/gametext.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

void MainWindow::createReviewActions(QMenu* file, QMenu* game)
{
    m_reviewAction = game->addAction(tr("Re&view deals…"), this, &MainWindow::reviewCurrentMatch);
    m_reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_reviewAction->setToolTip(tr("Step through the deals played so far with every hand shown"));
    m_reviewAction->setEnabled(false);
    connect(m_controller, &GameController::matchStarted, m_reviewAction,
            [this] { m_reviewAction->setEnabled(true); });
    m_auditAction =
        game->addAction(tr("&Check my decisions…"), this, &MainWindow::checkMyDecisions);
    m_auditAction->setToolTip(
        tr("Your decisions in the last deal, where the Hard player would have chosen otherwise"));
    m_auditAction->setEnabled(false);
    const auto updateAudit = [this] {
        m_auditAction->setEnabled(m_controller->hasMatch() &&
                                  !m_controller->humanSeats().isEmpty() &&
                                  m_controller->match().dealsPlayed() > 0);
    };
    connect(m_controller, &GameController::matchStarted, m_auditAction, updateAudit);
    connect(m_controller, &GameController::dealScored, m_auditAction, updateAudit);

    file->addSeparator();
    m_printAction = file->addAction(tr("&Print score sheet…"), this, [this] {
        ScoreSheetExport::printWithDialog(this, *scoreModel(), sheetTitle());
    });
    m_printAction->setShortcut(QKeySequence::Print);
    m_pdfAction = file->addAction(tr("Export score sheet as P&DF…"), this,
                                  [this] { exportScoreSheet(true); });
    m_csvAction = file->addAction(tr("Export score sheet as &CSV…"), this,
                                  [this] { exportScoreSheet(false); });
    for (QAction* action : {m_printAction, m_pdfAction, m_csvAction}) {
        action->setEnabled(false);
        connect(m_controller, &GameController::matchStarted, action,
                [action] { action->setEnabled(true); });
    }
}

void MainWindow::checkMyDecisions()
{
    if (!m_controller->hasMatch() || m_controller->humanSeats().isEmpty() ||
        m_controller->match().dealsPlayed() == 0)
        return;
    if (!m_audit)
        m_audit = new DecisionAuditDialog(m_controller->thinkingPool(),
                                          m_controller->closingToken(), this);
    const fs::Match& match = m_controller->match();
    m_audit->audit(match, match.dealsPlayed() - 1, m_controller->humanSeats().first(),
                   fs::makePlayer(*m_controller->gameInfo(), fs::Level::Hard),
                   m_faces.of(match.rules().gameId()));
    m_audit->show();
    m_audit->raise();
}

ScoreSheetExport::Title MainWindow::sheetTitle() const
{
    const fs::Rules* rules = scoreModel()->rules();
    const QString game =
        rules ? m_faces.name(QString::fromStdString(std::string(rules->gameId()))) : QString();
    return ScoreSheetExport::titleOf(*scoreModel(), game, QDateTime::currentDateTime());
}

bool MainWindow::exportScoreSheet(bool pdf, const QString& givenPath)
{
    QString path = givenPath;
    if (path.isEmpty()) {
        const QString suggested =
            QDir(m_settings.exportFolder())
                .filePath(tr("%1 score sheet.%2")
                              .arg(m_faces.name(m_setup.gameId),
                                   pdf ? QStringLiteral("pdf") : QStringLiteral("csv")));
        path = QFileDialog::getSaveFileName(
            this, pdf ? tr("Export the score sheet as PDF") : tr("Export the score sheet as CSV"),
            suggested, pdf ? tr("PDF files (*.pdf)") : tr("CSV files (*.csv)"));
        if (path.isEmpty())
            return false;
        m_settings.setExportFolder(QFileInfo(path).absolutePath());
    }
    QString error;
    const bool written = pdf ? ScoreSheetExport::writePdf(path, *scoreModel(), sheetTitle(), &error)
                             : ScoreSheetExport::writeCsv(path, *scoreModel(), &error);
    if (!written) {
        showProblem(tr("Score sheet not exported"),
                    tr("%1 could not be written: %2").arg(path, error));
        return false;
    }
    showStatus(tr("The score sheet was exported to %1.").arg(path));
    return true;
}

ReviewDialog* MainWindow::reviewDialog()
{
    if (!m_review)
        m_review = new ReviewDialog(m_faces, this);
    m_review->setDeckChoice(m_table->deckChoice());
    m_review->setLook(m_settings.cardSizePercent(), m_settings.highContrast());
    return m_review;
}

void MainWindow::reviewCurrentMatch()
{
    if (!m_controller->hasMatch())
        return;
    const fs::Match& match = m_controller->match();
    // Seat 0 is "You" at this table even in a demonstration, and its eyes are the review's
    // for the deal in progress, as they are the table's.
    reviewDialog()->showMatch(match, GameText::seatNames(match.rules().seats()),
                              m_controller->observerSeat());
    m_review->show();
    m_review->raise();
}

void MainWindow::reviewRecord(const fs::GameRecord& record)
{
    reviewDialog()->showRecord(record);
    m_review->show();
    m_review->raise();
}

void MainWindow::reviewRecordText(const QString& json)
{
    const fs::ParsedRecord parsed = fs::parseRecord(json.toStdString());
    if (!parsed.ok()) {
        showProblem(tr("Match not shown"), tr("This match's record cannot be read: %1")
                                               .arg(CoreText::recordProblem(parsed.error)));
        return;
    }
    reviewRecord(parsed.record);
}
