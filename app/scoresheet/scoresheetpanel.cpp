#include "scoresheet/scoresheetpanel.h"

#include "face/gameface.h"
#include "scoresheet/chartlegend.h"
#include "scoresheet/scorechart.h"
#include "scoresheet/scoresheetmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

namespace {

// Beyond this the sheet scrolls sideways rather than squeeze the table of cards (Oh Hell with
// many players is wider than any dock should be).
constexpr int MaxNaturalWidth = 460;
// The least a dock may squeeze the sheet to in a small window: a few whole columns, never a
// sliver, while the window still fits the screen (the rest scrolls sideways, headers intact).
constexpr int MinWidth = 220;
// Air between a column's text and the next column's, and between the table and the chart; a
// sheet short of room (six players of Oh Hell) keeps only the cells' own margins rather than
// scroll.
constexpr int ColumnPadding = 6;
constexpr int TightPadding = 0;
// Room a cell's text leaves on each side in the default styles (Fusion draws 3 or 4 pixels).
constexpr int CellMargin = 4;
constexpr int ChartGap = 6;

// A column as wide as its widest cell or its header. QTableView hides the cell measure, which
// QAbstractItemView makes public.
int naturalWidth(const QTableView* table, int column)
{
    const QAbstractItemView* view = table;
    // As wide as wide cells of the game's from the start (ScoreSheetModel::sampleTexts).
    int sample = 0;
    if (const auto* sheet = qobject_cast<const ScoreSheetModel*>(table->model())) {
        const QFontMetrics metrics(table->font());
        for (const QString& text : sheet->sampleTexts(column))
            sample = std::max(sample, metrics.horizontalAdvance(text) + 2 * CellMargin);
        QFont bold = table->font();
        bold.setBold(true); // the totals are bold
        if (const QString total = sheet->sampleTotal(column); !total.isEmpty())
            sample = std::max(sample, QFontMetrics(bold).horizontalAdvance(total) + 2 * CellMargin);
    }
    return std::max({view->sizeHintForColumn(column),
                     table->horizontalHeader()->sectionSizeHint(column), sample});
}

} // namespace

ScoreSheetPanel::ScoreSheetPanel(QWidget* parent)
    : QWidget(parent), m_table(new QTableView(this)), m_chart(new ScoreChart(this)),
      m_legend(new ChartLegend(this))
{
    connect(m_chart, &ScoreChart::linesChanged, this, [this] {
        m_legend->setEntries(m_chart->legendEntries());
        fitHeights();
    });
    // Buttons on the table hide once pressed, and Qt hands the focus to the next widget in the
    // chain: the sheet must not be one, or the arrow keys would move a cell cursor here.
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setAccessibleName(tr("Score sheet"));
    m_table->installEventFilter(this);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setCornerButtonEnabled(false);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_table->verticalHeader()->setHighlightSections(false);
    m_table->viewport()->installEventFilter(this);
    // The latest deal and the totals stay in sight, unless the player scrolls up to look: the
    // range changes late (after layouts, when a sideways scroll bar appears), so follow it.
    QScrollBar* rows = m_table->verticalScrollBar();
    connect(rows, &QScrollBar::actionTriggered, this,
            [this, rows] { m_followLatest = rows->sliderPosition() >= rows->maximum(); });
    connect(rows, &QScrollBar::rangeChanged, this, [this, rows](int, int max) {
        if (m_followLatest)
            rows->setValue(max);
    });

    // No layout: fitHeights() places both, since a layout would make the table's height its
    // minimum and stop the dock from shrinking.
    setModel(new ScoreSheetModel(this));
}

void ScoreSheetPanel::setModel(ScoreSheetModel* model)
{
    ScoreSheetModel* old = m_model;
    m_model = model;
    m_table->setModel(model);
    m_chart->setModel(model);
    connect(model, &QAbstractItemModel::modelReset, this, &ScoreSheetPanel::fitColumns);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ScoreSheetPanel::fitColumns);
    connect(model, &QAbstractItemModel::dataChanged, this, &ScoreSheetPanel::fitColumns);
    delete old;
    fitColumns();
}

void ScoreSheetPanel::startMatch(const GameFace* face, std::shared_ptr<const fs::Rules> rules,
                                 const QStringList& seatNames, int personSeat)
{
    // Each game words its sheet differently, so a match of another game needs another model.
    setModel(face && rules ? face->createSheet(this) : new ScoreSheetModel(this));
    m_model->startMatch(std::move(rules), seatNames, personSeat);
    m_followLatest = true;
}

void ScoreSheetPanel::showRows(std::span<const fs::ScoreRow> rows)
{
    const int before = m_model->dealRows();
    m_model->showRows(rows);
    if (m_model->dealRows() == before)
        return;
    m_followLatest = true;
    m_table->scrollToBottom();
}

void ScoreSheetPanel::clear()
{
    m_model->clear();
}

int ScoreSheetPanel::neededWidth() const
{
    return contentWidth();
}

int ScoreSheetPanel::contentWidth() const
{
    int width = m_table->verticalHeader()->sizeHint().width() + 2 * m_table->frameWidth() +
                m_table->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < m_model->columnCount(); ++column)
        width += naturalWidth(m_table, column) + ColumnPadding;
    return width;
}

// Every column as wide as its widest cell or header, and any room left shared out evenly, so
// the sheet neither cuts a header nor leaves a blank strip at its right.
void ScoreSheetPanel::fitColumns()
{
    const int columns = m_model->columnCount();
    if (columns == 0)
        return;
    QHeaderView* header = m_table->horizontalHeader();
    QList<int> natural;
    int text = 0;
    for (int column = 0; column < columns; ++column) {
        natural << naturalWidth(m_table, column);
        text += natural.back();
    }
    // The air between columns goes first when the room is short, before the sheet scrolls.
    const int room = m_table->viewport()->width();
    const int padding = text + columns * ColumnPadding <= room ? ColumnPadding : TightPadding;
    QList<int> widths;
    int used = 0;
    for (int column = 0; column < columns; ++column) {
        widths << natural[column] + padding;
        used += widths.back();
    }
    if (used > m_table->viewport()->width())
        Q_EMIT widthWanted(contentWidth());
    const int spare = std::max(0, m_table->viewport()->width() - used);
    for (int column = 0; column < columns; ++column)
        header->resizeSection(column, widths[column] + spare / columns +
                                          (column < spare % columns ? 1 : 0));
    fitHeights();
    updateGeometry();
}

int ScoreSheetPanel::naturalTableHeight() const
{
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth() +
                 m_table->verticalHeader()->length();
    if (m_table->horizontalScrollBar()->isVisible())
        height += m_table->horizontalScrollBar()->height();
    return height;
}

// The table takes the height its rows need and the chart the rest, so a tall dock shows a
// chart rather than a blank strip under a few rows. Once the chart is down to its minimum the
// table scrolls; in a dock too short for both, the chart gives way to the table.
void ScoreSheetPanel::fitHeights()
{
    const int rowHeight = m_table->verticalHeader()->defaultSectionSize();
    const int fewest = m_table->horizontalHeader()->sizeHint().height() + 3 * rowHeight;
    const int key = m_legend->heightForWidth(std::max(1, width() - 8));
    const bool chartFits = height() >= fewest + ChartGap + m_chart->minimumHeight() + key;
    const int room = chartFits ? height() - ChartGap - m_chart->minimumHeight() - key : height();
    // Never shorter than a few rows once there are that many, never taller than its rows.
    const int natural = naturalTableHeight();
    const int tableHeight =
        std::min(height(), std::max(std::min(fewest, natural), std::min(natural, room)));
    m_table->setGeometry(0, 0, width(), tableHeight);
    m_chart->setVisible(chartFits);
    m_legend->setVisible(chartFits);
    if (chartFits) {
        const int chartTop = tableHeight + ChartGap;
        m_chart->setGeometry(0, chartTop, width(), height() - chartTop - key);
        m_legend->setGeometry(4, height() - key, width() - 8, key);
    }
}

void ScoreSheetPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeights();
}

QSize ScoreSheetPanel::minimumSizeHint() const
{
    // The chart hides in a short dock, so only the table's header and a few rows are needed.
    const int height = m_table->horizontalHeader()->sizeHint().height() +
                       3 * m_table->verticalHeader()->defaultSectionSize();
    return {std::min(contentWidth(), MinWidth), height};
}

QSize ScoreSheetPanel::sizeHint() const
{
    return {std::min(contentWidth(), MaxNaturalWidth) + 20, 520};
}

void ScoreSheetPanel::takeKeys()
{
    m_table->setFocusPolicy(Qt::StrongFocus);
    QAbstractItemModel* model = m_table->model();
    if (model && !m_table->currentIndex().isValid() && model->rowCount() > 0)
        m_table->setCurrentIndex(model->index(model->rowCount() - 1, 0));
    m_table->setFocus(Qt::ShortcutFocusReason);
}

bool ScoreSheetPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    if (watched == m_table && event->type() == QEvent::FocusOut)
        m_table->setFocusPolicy(Qt::NoFocus); // out of the chain again (see the constructor)
    return QWidget::eventFilter(watched, event);
}
