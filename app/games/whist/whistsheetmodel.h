#pragma once
// Whist's sheet: each deal's trumps, and per side the odd tricks (tricks above six) plus any
// honours, with the deal that won a game marked. The totals are the game in progress, as Whist
// drops points beyond game (and starts each game of a rubber afresh).

#include "scoresheet/scoresheetmodel.h"

class WhistSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;
    std::optional<int> targetTotal() const override;

protected:
    QString dealColumnTitle() const override;
    QVariant dealData(const fs::ScoreRow& row, int role) const override;
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    QString cellLegend() const override;
};
