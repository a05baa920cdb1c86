#include "games/germanwhist/germanwhistsheetmodel.h"

#include "games/germanwhist/germanwhistfacts.h"

#include "games/germanwhist/germanwhistrules.h"

std::optional<int> GermanWhistSheetModel::targetTotal() const
{
    const auto* german = dynamic_cast<const fs::GermanWhistRules*>(rules());
    if (!german || german->options().scoring == fs::GermanWhistScoring::Hand)
        return std::nullopt; // one deal decides
    return german->targetAfter(rows());
}

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
    const int late =
        row.facts.own<fs::GermanWhistFacts>().laterTricks[static_cast<std::size_t>(column)];
    switch (role) {
    case Qt::DisplayRole: {
        // By default the points are those tricks; other scorings show both.
        const int points = ScoreSheetModel::cellData(row, column, PointsRole).toInt();
        return points == late ? QString::number(points) : tr("%1 (%2)").arg(points).arg(late);
    }
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
    return tr("points, and in brackets the tricks of the last thirteen when they differ");
}
