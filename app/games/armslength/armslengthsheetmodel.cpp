#include "games/armslength/armslengthsheetmodel.h"

#include "games/armslength/armslengthfacts.h"

#include "text/gametext.h"

namespace {

int valueAt(const std::vector<int>& values, int i)
{
    return i >= 0 && static_cast<std::size_t>(i) < values.size()
               ? values[static_cast<std::size_t>(i)]
               : 0;
}

} // namespace

QVariant ArmsLengthSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const std::size_t side = column == 0 ? 0 : 1; // two sides, two columns
    const int high = row.facts.own<fs::ArmsLengthFacts>().highSeat[side];
    const int low = row.facts.own<fs::ArmsLengthFacts>().lowSeat[side];
    const int highTricks = valueAt(row.tricks, high);
    const int lowTricks = valueAt(row.tricks, low);
    const int points = valueAt(row.points, column);
    switch (role) {
    case Qt::DisplayRole:
        return tr("H%1 L%2  %3").arg(highTricks).arg(lowTricks).arg(points);
    case HighTricksRole:
        return highTricks;
    case LowTricksRole:
        return lowTricks;
    case Qt::ToolTipRole:
        if (GameText::calledYou(high))
            return tr("You played High and took %1; %2 played Low and took %3: %4 points")
                .arg(highTricks)
                .arg(seatName(low))
                .arg(lowTricks)
                .arg(points);
        if (GameText::calledYou(low))
            return tr("%1 played High and took %2; you played Low and took %3: %4 points")
                .arg(seatName(high))
                .arg(highTricks)
                .arg(lowTricks)
                .arg(points);
        return tr("%1 played High and took %2; %3 played Low and took %4: %5 points")
            .arg(seatName(high))
            .arg(highTricks)
            .arg(seatName(low))
            .arg(lowTricks)
            .arg(points);
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

QString ArmsLengthSheetModel::cellLegend() const
{
    return tr("High's tricks, Low's tricks, then points");
}
