#include "scoresheet/germanwhistsheetmodel.h"

QString GermanWhistSheetModel::dealColumnTitle() const
{
    return tr("Trumps");
}

QVariant GermanWhistSheetModel::dealData(const fs::ScoreRow& row, int role) const
{
    const QVariant trump = trumpData(row.trump, role);
    return trump.isValid() ? trump : ScoreSheetModel::dealData(row, role);
}

QVariant GermanWhistSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const int late = row.facts.laterTricks[static_cast<std::size_t>(column)];
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 (%2)")
            .arg(ScoreSheetModel::cellData(row, column, PointsRole).toInt())
            .arg(late);
    case Qt::ToolTipRole:
        return tr("Took %1 of the last 13 tricks, %2 in all").arg(late).arg(tricksOf(row, column));
    case TricksRole:
        return late;
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

QString GermanWhistSheetModel::cellLegend() const
{
    return tr("points (tricks of the last thirteen)");
}
