#pragma once
// Spades' sheet: per side each deal's contract and tricks, then its points, with nil and blind
// nil marked and a deal that cost 100 for ten bags shaded; the tooltip tells the bags. A side's
// bag count is the last digit of its total, as players keep it on paper.

#include "scoresheet/scoresheetmodel.h"

class SpadesSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;
    std::optional<int> targetTotal() const override;

protected:
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    fs::ScoreRow sampleRow(int column) const override;
    QString cellLegend() const override;
};
