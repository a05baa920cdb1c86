#pragma once
// Hearts' sheet: which way the cards were passed, each player's penalty points with the taker of
// the Queen of Spades marked, and moon shots marked on the shooter's cell. Lowest total leads.

#include "scoresheet/scoresheetmodel.h"

class HeartsSheetModel : public ScoreSheetModel {
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
