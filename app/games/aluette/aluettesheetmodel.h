#pragma once
// Aluette's sheet: who won each deal on tricks (or that every trick was spoiled), the side's
// point or Mordienne's two, announced Mordiennes, and the deciding deals played after five when
// the sides are level.

#include "scoresheet/scoresheetmodel.h"

class AluetteSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;

protected:
    QString dealColumnTitle() const override;
    QVariant dealData(const fs::ScoreRow& row, int role) const override;
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    QString cellLegend() const override;

private:
    QString outcome(const fs::ScoreRow& row) const;
};
