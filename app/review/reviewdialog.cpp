#include "review/reviewdialog.h"

#include "face/facelist.h"
#include "face/gameface.h"
#include "review/dealreplay.h"
#include "review/reviewview.h"
#include "scoresheet/scoresheetmodel.h"
#include "scoresheet/vectorindex.h"
#include "text/gametext.h"
#include "widgets/screenfit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QPushButton* stepButton(QStyle::StandardPixmap icon, const QString& text, const QString& name,
                        const QString& tip, QWidget* parent)
{
    auto* button = new QPushButton(parent->style()->standardIcon(icon), text, parent);
    button->setObjectName(name);
    button->setToolTip(tip);
    button->setAutoDefault(false);
    return button;
}

} // namespace

ReviewDialog::ReviewDialog(const FaceList& faces, QWidget* parent) : QDialog(parent), m_faces(faces)
{
    setObjectName(QStringLiteral("reviewDialog"));
    setWindowTitle(tr("Review a Deal"));
    buildWidgets();
}

ReviewDialog::~ReviewDialog() = default;

void ReviewDialog::buildWidgets()
{
    m_dealCombo = new QComboBox(this);
    m_dealCombo->setObjectName(QStringLiteral("dealCombo"));
    m_dealCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* dealLabel = new QLabel(tr("&Deal:"), this);
    dealLabel->setBuddy(m_dealCombo);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto* top = new QHBoxLayout;
    top->addWidget(dealLabel);
    top->addWidget(m_dealCombo);
    top->addWidget(m_problem, 1);
    top->addStretch();

    m_table = new ReviewView(this);
    m_description = new QLabel(this);
    m_description->setObjectName(QStringLiteral("descriptionLabel"));
    m_description->setWordWrap(true);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_description->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_description->setFont(big);

    QHBoxLayout* controls = buildStepControls();

    m_sheetNote = new QLabel(this);
    m_sheetNote->setObjectName(QStringLiteral("sheetNote"));
    m_sheetView = new QTableView(this);
    m_sheetView->setObjectName(QStringLiteral("dealSheetView"));
    m_sheetView->setFocusPolicy(Qt::NoFocus); // the arrow keys step the deal
    m_sheetView->setSelectionMode(QAbstractItemView::NoSelection);
    m_sheetView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sheetView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_sheetView->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_sheetView->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->setObjectName(QStringLiteral("reviewButtons"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_description);
    layout->addLayout(controls);
    layout->addWidget(m_sheetNote);
    layout->addWidget(m_sheetView);
    layout->addWidget(buttons);

    connect(m_dealCombo, &QComboBox::currentIndexChanged, this, &ReviewDialog::setDeal);
    // After choosing a deal, the keys step through it again.
    connect(m_dealCombo, &QComboBox::activated, m_table, qOverload<>(&QWidget::setFocus));
    connect(m_first, &QPushButton::clicked, this, &ReviewDialog::firstStep);
    connect(m_previous, &QPushButton::clicked, this, &ReviewDialog::previousStep);
    connect(m_next, &QPushButton::clicked, this, &ReviewDialog::nextStep);
    connect(m_last, &QPushButton::clicked, this, &ReviewDialog::lastStep);
    connect(m_slider, &QSlider::valueChanged, this, &ReviewDialog::setStep);
    m_table->setFocus();
    // Large for the cards, but never larger than the screen it opens on.
    ScreenFit::resizeWithin(this, QSize(1100, 860));
}

QHBoxLayout* ReviewDialog::buildStepControls()
{
    m_first = stepButton(QStyle::SP_MediaSkipBackward, tr("Start"), QStringLiteral("firstButton"),
                         tr("The deal as dealt (Home)"), this);
    m_previous = stepButton(QStyle::SP_MediaSeekBackward, tr("Previous"),
                            QStringLiteral("previousButton"), tr("Step back (Left)"), this);
    m_next = stepButton(QStyle::SP_MediaSeekForward, tr("Next"), QStringLiteral("nextButton"),
                        tr("Step on (Right)"), this);
    m_last = stepButton(QStyle::SP_MediaSkipForward, tr("End"), QStringLiteral("lastButton"),
                        tr("The end of the deal (End)"), this);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("stepSlider"));
    m_slider->setPageStep(4);
    m_stepLabel = new QLabel(this);
    m_stepLabel->setObjectName(QStringLiteral("stepLabel"));
    m_stepLabel->setMinimumWidth(
        m_stepLabel->fontMetrics().horizontalAdvance(tr("Step 888 of 888")));
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_first);
    controls->addWidget(m_previous);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_next);
    controls->addWidget(m_last);
    controls->addWidget(m_stepLabel);
    return controls;
}

void ReviewDialog::setDeckChoice(const DeckChoice& choice)
{
    m_table->setDeckChoice(choice);
}

void ReviewDialog::setLook(int cardSizePercent, bool highContrast)
{
    m_table->setLook(cardSizePercent, highContrast);
}

void ReviewDialog::showRecord(const fs::GameRecord& record, int dealIndex)
{
    start(std::make_unique<DealReplay>(record), dealIndex);
}

void ReviewDialog::showMatch(const fs::Match& match, const QStringList& seatNames, int personSeat,
                             int dealIndex)
{
    start(std::make_unique<DealReplay>(match, seatNames, personSeat), dealIndex);
}

void ReviewDialog::start(std::unique_ptr<DealReplay> replay, int dealIndex)
{
    m_replay = std::move(replay);
    m_deal = -1;
    m_steps.clear();
    const QString problem = m_replay->error();
    m_problem->setText(problem.isEmpty()
                           ? QString()
                           : tr("The record stops being playable here: %1").arg(problem));
    m_problem->setVisible(!problem.isEmpty());
    if (m_replay->isValid()) {
        delete m_sheet;
        m_sheet = m_faces.of(m_replay->gameId()).createSheet(this);
        m_sheetView->setModel(m_sheet);
        setWindowTitle(tr("Review a Deal — %1").arg(m_faces.name(m_replay->gameId())));
    }
    fillDeals();
    const int last =
        m_replay->finishedDeals() > 0 ? m_replay->finishedDeals() - 1 : m_replay->dealCount() - 1;
    const int deal = dealIndex >= 0 && dealIndex < dealCount() ? dealIndex : last;
    if (deal >= 0)
        m_dealCombo->setCurrentIndex(deal); // emits currentIndexChanged unless already there
    setDeal(deal);
}

void ReviewDialog::fillDeals()
{
    const QSignalBlocker blocker(m_dealCombo);
    m_dealCombo->clear();
    for (int deal = 0; deal < dealCount(); ++deal) {
        const int dealer = m_replay->dealerOf(deal);
        QString text = GameText::dealtBy(deal + 1, m_replay->seatNames().value(dealer),
                                         GameText::calledYou(dealer, m_replay->personSeat()));
        if (!m_replay->isFinished(deal))
            text = tr("%1 (in progress)").arg(text);
        m_dealCombo->addItem(text);
    }
    m_dealCombo->setEnabled(dealCount() > 1);
}

int ReviewDialog::dealCount() const
{
    return m_replay ? m_replay->dealCount() : 0;
}

const ReplayStep* ReviewDialog::step() const
{
    return m_step >= 0 && at(m_step) < m_steps.size() ? &m_steps[at(m_step)] : nullptr;
}

void ReviewDialog::setDeal(int dealIndex)
{
    if (!m_replay || dealIndex < 0 || dealIndex >= dealCount()) {
        m_steps.clear();
        m_step = -1;
        showStep();
        return;
    }
    if (dealIndex == m_deal)
        return;
    m_deal = dealIndex;
    const GameFace& face = m_faces.of(m_replay->gameId());
    m_steps = m_replay->steps(dealIndex, face);
    const std::vector<int> after =
        m_replay->isFinished(dealIndex) ? m_replay->totalsAfter(dealIndex) : std::vector<int>();
    m_table->setDeal(m_replay->rulesPtr(), face, m_replay->seatNames(), m_replay->viewerSeat(),
                     dealIndex, m_replay->dealerOf(dealIndex), m_replay->totalsAfter(dealIndex - 1),
                     after);
    if (m_dealCombo->currentIndex() != dealIndex) {
        const QSignalBlocker blocker(m_dealCombo);
        m_dealCombo->setCurrentIndex(dealIndex);
    }
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, std::max(0, stepCount() - 1));
    }
    fillSheet();
    m_step = -1;
    setStep(0);
}

void ReviewDialog::setStep(int stepIndex)
{
    const int clamped = std::clamp(stepIndex, 0, std::max(0, stepCount() - 1));
    if (stepCount() == 0 || clamped == m_step)
        return;
    const bool forward = clamped == m_step + 1;
    m_step = clamped;
    showStep(forward);
    Q_EMIT stepChanged(m_deal, m_step);
}

void ReviewDialog::showStep(bool animate)
{
    const ReplayStep* current = step();
    if (current)
        m_table->setStep(*current, animate);
    m_description->setText(current ? current->description : QString());
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setValue(std::max(0, m_step));
    }
    m_stepLabel->setText(current ? tr("Step %1 of %2").arg(m_step + 1).arg(stepCount())
                                 : QString());
    m_first->setEnabled(m_step > 0);
    m_previous->setEnabled(m_step > 0);
    m_next->setEnabled(m_step + 1 < stepCount());
    m_last->setEnabled(m_step + 1 < stepCount());
    m_slider->setEnabled(stepCount() > 1);
}

// The deal's own row and the totals after it; the other deals are hidden, not left out, so the
// sheet's totals and places are the game's own.
void ReviewDialog::fillSheet()
{
    if (!m_sheet || !m_replay)
        return;
    const bool finished = m_replay->isFinished(m_deal);
    m_sheet->startMatch(m_replay->rulesPtr(), m_replay->seatNames(), m_replay->personSeat());
    const int rows = finished ? m_deal + 1 : m_deal;
    m_sheet->showRows(std::span(m_replay->rows()).first(at(rows)));
    for (int row = 0; row < m_sheet->rowCount(); ++row)
        m_sheetView->setRowHidden(row, row < m_sheet->dealRows() && row != m_deal);
    m_sheetNote->setText(
        finished ? tr("Deal %1 on the score sheet, and the totals after it:").arg(m_deal + 1)
                 : tr("This deal is not finished. The totals before it:"));
    m_sheetView->resizeRowsToContents();
    int height =
        m_sheetView->horizontalHeader()->sizeHint().height() + 2 * m_sheetView->frameWidth();
    for (int row = 0; row < m_sheet->rowCount(); ++row)
        if (!m_sheetView->isRowHidden(row))
            height += m_sheetView->rowHeight(row);
    m_sheetView->setFixedHeight(height + 2);
}

void ReviewDialog::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Right:
        nextStep();
        break;
    case Qt::Key_Left:
        previousStep();
        break;
    case Qt::Key_Home:
        firstStep();
        break;
    case Qt::Key_End:
        lastStep();
        break;
    default:
        QDialog::keyPressEvent(event);
        return;
    }
    event->accept();
}
