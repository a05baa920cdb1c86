#pragma once
// German Whist's sheet: each deal's trumps and each player's points, which by default are the
// tricks taken in the second half of the deal (the first thirteen only decide the draws).

#include "scoresheet/scoresheetmodel.h"

class GermanWhistSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;
    // The target in force: it rises by ten each time both players pass it.
    std::optional<int> targetTotal() const override;

protected:
    QString dealColumnTitle() const override;
    QVariant dealData(const fs::ScoreRow& row, int role) const override;
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    QString cellLegend() const override;
};
