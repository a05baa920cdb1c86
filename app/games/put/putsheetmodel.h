#pragma once
// Put's sheet: how each deal ended (thrown in, folded to a put, trick and tie, or won), the
// points conceded, and the deal that decided the game outright marked in the winner's column.

#include "scoresheet/scoresheetmodel.h"

class PutSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;
    std::optional<int> targetTotal() const override;

protected:
    QString dealColumnTitle() const override;
    QVariant dealData(const fs::ScoreRow& row, int role) const override;
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    QStringList sampleDealTexts() const override;
    fs::ScoreRow sampleRow(int column) const override;
    QString cellLegend() const override;

private:
    QString ending(const fs::ScoreRow& row) const;
    QString story(const fs::ScoreRow& row) const;
};
