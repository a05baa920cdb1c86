#include "scoresheet/scorechart.h"

#include "scoresheet/linestyle.h"
#include "scoresheet/scoresheetmodel.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>

ScoreChart::ScoreChart(QWidget* parent) : QChartView(parent)
{
    // The table keeps the keyboard: the chart is only looked at.
    setFocusPolicy(Qt::NoFocus);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(150);
    QChart* c = chart();
    c->setMargins(QMargins(2, 2, 2, 2));
    c->setBackgroundRoundness(0);
    c->legend()->hide(); // the panel shows a ChartLegend, which never cuts a name
    applyPalette();
}

void ScoreChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void ScoreChart::applyPalette()
{
    const QPalette p = palette();
    QChart* c = chart();
    c->setBackgroundBrush(p.brush(QPalette::Base));
    c->setBackgroundPen(QPen(p.color(QPalette::Mid)));
    for (QAbstractAxis* axis : c->axes()) {
        axis->setLabelsBrush(p.brush(QPalette::Text));
        axis->setLinePenColor(p.color(QPalette::Mid));
        axis->setGridLineColor(p.color(QPalette::Midlight));
    }
}

void ScoreChart::setModel(const ScoreSheetModel* model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        // Rebuilding the few lines of a match is cheaper to reason about than patching them.
        connect(m_model, &QAbstractItemModel::modelReset, this, &ScoreChart::rebuild);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, &ScoreChart::rebuild);
        connect(m_model, &QObject::destroyed, this, [this] {
            m_model = nullptr;
            rebuild();
        });
    }
    rebuild();
}

int ScoreChart::lineCount() const
{
    return m_lines;
}

QList<QPointF> ScoreChart::linePoints(int scoreColumn) const
{
    const QList<QAbstractSeries*> all = chart()->series();
    if (scoreColumn < 0 || scoreColumn >= m_lines)
        return {};
    return static_cast<QLineSeries*>(all[scoreColumn])->points();
}

int ScoreChart::labelEnds(const QList<QLineSeries*>& lines) const
{
    // Before the first deal every line is one point at nought: nothing to tell apart yet.
    if (lines.isEmpty() || lines.first()->count() < 2)
        return 0;
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    const QFontMetrics metrics(small);
    int widest = 0;
    QList<bool> labelled(lines.size(), false);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (labelled[i])
            continue;
        QStringList names;
        const qreal end = lines[i]->points().constLast().y();
        for (qsizetype j = i; j < lines.size(); ++j)
            if (!labelled[j] && lines[j]->points().constLast().y() == end) {
                labelled[j] = j != i; // the first of them carries the label
                names << lines[j]->name();
            }
        // Only the last point is labelled, with the names alone (no @xPoint or @yPoint); many
        // lines on one total are one name and a count, which the legend below spells out.
        const QString text = names.size() <= 2 ? QLocale().createSeparatedList(names)
                                               : tr("%1 and %n other(s)", nullptr,
                                                    static_cast<int>(names.size() - 1))
                                                     .arg(names.first());
        QLineSeries* line = lines[i];
        line->setPointLabelsFormat(text);
        line->setPointLabelsVisible(false);
        line->setPointLabelsClipping(false);
        line->setPointLabelsColor(names.size() == 1 ? line->color()
                                                    : palette().color(QPalette::Text));
        line->setPointLabelsFont(small);
        line->setPointConfiguration(line->count() - 1,
                                    QXYSeries::PointConfiguration::LabelVisibility, true);
        widest = std::max(widest, metrics.horizontalAdvance(text));
    }
    return widest;
}

void ScoreChart::rebuild()
{
    QChart* c = chart();
    c->removeAllSeries();
    m_lines = 0;
    m_legend.clear();
    // removeAllSeries() deletes the series, but removeAxis() only hands an axis back.
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    if (!m_model || !m_model->hasMatch()) {
        Q_EMIT linesChanged();
        return;
    }
    const std::vector<std::vector<int>> running = m_model->runningTotals();
    const int columns = m_model->scoreColumns();
    int low = 0;
    int high = 1;
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    x->setLabelsFont(small);
    y->setLabelsFont(small);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    QList<QLineSeries*> players;
    for (int column = 0; column < columns; ++column) {
        auto* line = new QLineSeries;
        line->setName(m_model->columnName(column));
        line->append(0, 0);
        for (std::size_t deal = 0; deal < running.size(); ++deal) {
            const int total = static_cast<std::size_t>(column) < running[deal].size()
                                  ? running[deal][static_cast<std::size_t>(column)]
                                  : 0;
            line->append(static_cast<qreal>(deal + 1), total);
            low = std::min(low, total);
            high = std::max(high, total);
        }
        c->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        const bool person = column == m_model->personColumn();
        // A colour and a marker of its own, and its name at its end: no two lines alike.
        const LineStyle style = LineStyle::of(column);
        line->setPen(QPen(style.colour, person ? 3.5 : 2.0));
        const QImage marker = style.markerImage(MarkerSize);
        line->setLightMarker(marker);
        line->setMarkerSize(MarkerSize);
        players << line;
        m_legend << ChartLegend::Entry{line->name(), style.colour, person, false, marker};
    }
    m_lines = columns;
    // A label is centred over its line's end: half of the widest is room the chart keeps on the
    // right, and a line of text above, so no name is cut at the chart's edge.
    const int half = labelEnds(players) / 2 + 4;
    c->setMargins(QMargins(2, fontMetrics().height(), std::max(2, half), 2));
    const int deals = std::max(1, static_cast<int>(running.size()));
    if (const std::optional<int> target = m_model->targetTotal()) {
        // A dashed line at the target shows at a glance who is close to ending the match.
        auto* line = new QLineSeries;
        line->setName(tr("Target %1").arg(*target));
        line->append(0, *target);
        line->append(deals, *target);
        line->setPen(QPen(QColor(120, 120, 120), 1.5, Qt::DashLine));
        c->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        m_legend << ChartLegend::Entry{line->name(), QColor(120, 120, 120), false, true, QImage()};
        low = std::min(low, *target);
        high = std::max(high, *target);
    }
    x->setRange(0, deals);
    x->setLabelFormat(QStringLiteral("%d"));
    // Whole deals only, and few enough labels to read in a narrow dock.
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval((deals + 7) / 8);
    // An empty sheet still gets a scale worth drawing.
    y->setRange(low, std::max(high, low + 10));
    // Few labels: a short chart elides crowded ones to "...".
    y->setTickCount(height() >= 260 ? 6 : 4);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%d"));
    applyPalette();
    Q_EMIT linesChanged();
}
