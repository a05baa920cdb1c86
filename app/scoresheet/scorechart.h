#pragma once
// The running totals of a score sheet as a line chart: one line per score column, from 0 before
// the first deal to the total after the latest, the person's line drawn bolder. It follows its
// model, so it grows as deals are scored. Its key is a ChartLegend beside it (legendEntries),
// which wraps names over rows instead of shrinking them. Its background, labels and grid follow
// the widget's palette, so a dark desktop gets a dark chart with light labels.

#include "scoresheet/chartlegend.h"

#include <QChartView>
#include <QList>
#include <QPointF>

class QLineSeries;
class ScoreSheetModel;

class ScoreChart : public QChartView {
    Q_OBJECT

public:
    explicit ScoreChart(QWidget* parent = nullptr);

    void setModel(const ScoreSheetModel* model);
    // The plotted points of a score column's line, and how many such lines there are (the
    // target line is not one of them), for tests.
    QList<QPointF> linePoints(int scoreColumn) const;
    int lineCount() const;
    // What the key shows: each line's name and colour, the target's too.
    QList<ChartLegend::Entry> legendEntries() const { return m_legend; }

Q_SIGNALS:
    void linesChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    static constexpr int MarkerSize = 9;

    void rebuild();
    // The players' names at the ends of their lines: lines ending on the same total share one
    // label (their names together), so no two labels are drawn over each other. Returns the
    // widest label's width, for the margin that keeps it on the chart.
    int labelEnds(const QList<QLineSeries*>& lines) const;
    // Qt Charts draws in its own light theme whatever the desktop's; the chart sits on the
    // window's background, so it takes the palette's colours instead.
    void applyPalette();

    const ScoreSheetModel* m_model = nullptr;
    int m_lines = 0; // one per score column, first in the chart; a target line may follow
    QList<ChartLegend::Entry> m_legend;
};
