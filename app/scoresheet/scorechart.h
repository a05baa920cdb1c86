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
    // The plotted points of a score column's line, for tests.
    QList<QPointF> linePoints(int scoreColumn) const;
    int lineCount() const;

private:
    void rebuild();

    const ScoreSheetModel* m_model = nullptr;
};
