#pragma once
// Euchre's sheet: each deal's trumps, and per side its points, marked when the side made trumps
// (alone or not), took all five, or was euchred; a deal everybody passed reads as such.

#include "scoresheet/scoresheetmodel.h"

class EuchreSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;
    std::optional<int> targetTotal() const override;

protected:
    QString dealColumnTitle() const override;
    QVariant dealData(const fs::ScoreRow& row, int role) const override;
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    fs::ScoreRow sampleRow(int column) const override;
    QString cellLegend() const override;
};
