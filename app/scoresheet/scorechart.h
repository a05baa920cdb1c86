#pragma once
// The running totals of a score sheet as a line chart: one line per score column, from 0 before
// the first deal to the total after the latest, the person's line drawn bolder. It follows its
// model, so it grows as deals are scored.

#include <QChartView>
#include <QList>
#include <QPointF>

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

private:
    void rebuild();

    const ScoreSheetModel* m_model = nullptr;
    int m_lines = 0; // one per score column, first in the chart; a target line may follow
};
