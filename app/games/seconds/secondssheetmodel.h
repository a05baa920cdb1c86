#pragma once
// Seconds' sheet: each deal's arrangement (who partners whom, or how tricks score), each
// player's points and tricks, and a row of places under the totals, because the second-highest
// total wins and the highest comes second.

#include "scoresheet/scoresheetmodel.h"

class SecondsSheetModel : public ScoreSheetModel {
    Q_OBJECT

public:
    using ScoreSheetModel::ScoreSheetModel;

protected:
    QString dealColumnTitle() const override;
    QVariant dealData(const fs::ScoreRow& row, int role) const override;
    QVariant cellData(const fs::ScoreRow& row, int column, int role) const override;
    QStringList sampleDealTexts() const override;
    QString cellLegend() const override;
    bool showsPlaces() const override { return true; }
    QString placeExplanation() const override;

private:
    QString arrangement(const fs::ScoreRow& row) const;
    QString arrangementRule(const fs::ScoreRow& row) const;
    bool squares() const;
    bool highestWins() const;
};
