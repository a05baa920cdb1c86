#pragma once
// Oh Hell's sheet: for each hand its size and trumps, and for each player the bid, the tricks
// taken and the points, the way players keep it on paper ("2/2 40").

#include "scoresheet/scoresheetmodel.h"

class OhHellSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;

protected:
    QString dealColumnTitle() const override;
    QVariant dealData(const fs::ScoreRow& row, int role) const override;
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    QString cellLegend() const override;
};
