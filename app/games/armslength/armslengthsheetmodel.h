#pragma once
// Arm's Length's sheet: per side and deal the High player's tricks, the Low player's tricks and
// the points they make (10 x (High - Low) + High, nothing when Low took more).

#include "scoresheet/scoresheetmodel.h"

class ArmsLengthSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;

protected:
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    QString cellLegend() const override;
};
