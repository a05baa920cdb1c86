#pragma once
// Reviewing a deal after it is played: every hand face up, stepped through action by action
// (buttons, a slider, the arrow keys, Home and End), with a line saying what happened and the
// deal's row of the score sheet with the totals after it. Any finished deal of the match can be
// chosen, and the deal in progress too, shown only as the person's seat sees it (DealReplay).
// The table is drawn with the game table's own pieces (ReviewView).

#include "review/replaystep.h"
#include "table/deckchoice.h"

#include "record/gamerecord.h"

#include <QDialog>
#include <QStringList>

#include <memory>
#include <vector>

namespace fs {
class Match;
} // namespace fs

class DealReplay;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QTableView;
class ReviewView;
class FaceList;
class ScoreSheetModel;

class ReviewDialog : public QDialog {
    Q_OBJECT

public:
    // `faces` words the game of any record reviewed (handed in by the window).
    explicit ReviewDialog(const FaceList& faces, QWidget* parent = nullptr);
    ~ReviewDialog() override;

    // Shows deal `dealIndex` (0-based) of the record, or with -1 the last finished deal (the
    // deal in progress when none is finished). A record the core refuses part way shows the
    // deals before the problem and says what it was.
    void showRecord(const fs::GameRecord& record, int dealIndex = -1);
    // The same for a match in memory (the one just played), with the table's seat names.
    void showMatch(const fs::Match& match, const QStringList& seatNames, int personSeat,
                   int dealIndex = -1);
    // The deck the table uses, for the next deal shown.
    void setDeckChoice(const DeckChoice& choice);
    // The table's card size and colours (ReviewView::setLook).
    void setLook(int cardSizePercent, bool highContrast);

    int dealCount() const;
    int currentDeal() const { return m_deal; }
    int stepCount() const { return static_cast<int>(m_steps.size()); }
    int currentStep() const { return m_step; }
    const ReplayStep* step() const;

public Q_SLOTS:
    void setDeal(int dealIndex);
    void setStep(int stepIndex);
    void nextStep() { setStep(m_step + 1); }
    void previousStep() { setStep(m_step - 1); }
    void firstStep() { setStep(0); }
    void lastStep() { setStep(stepCount() - 1); }

Q_SIGNALS:
    void stepChanged(int deal, int step);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildWidgets();
    // Start, back, the slider, on, end and the step's number, in a row.
    QHBoxLayout* buildStepControls();
    void start(std::unique_ptr<DealReplay> replay, int dealIndex);
    void fillDeals();
    void fillSheet();
    void showStep(bool animate = false);

    const FaceList& m_faces;
    std::unique_ptr<DealReplay> m_replay;
    std::vector<ReplayStep> m_steps;
    int m_deal = -1;
    int m_step = -1;

    QComboBox* m_dealCombo = nullptr;
    QLabel* m_problem = nullptr;
    ReviewView* m_table = nullptr;
    QLabel* m_description = nullptr;
    QPushButton* m_first = nullptr;
    QPushButton* m_previous = nullptr;
    QSlider* m_slider = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_last = nullptr;
    QLabel* m_stepLabel = nullptr;
    QTableView* m_sheetView = nullptr;
    QLabel* m_sheetNote = nullptr;
    ScoreSheetModel* m_sheet = nullptr;
};
