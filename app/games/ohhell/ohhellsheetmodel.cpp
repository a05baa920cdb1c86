#include "games/ohhell/ohhellsheetmodel.h"

#include "scoresheet/sheettext.h"

#include <QColor>

namespace {

int bidOf(const fs::ScoreRow& row, int seat)
{
    return static_cast<std::size_t>(seat) < row.bids.size()
               ? row.bids[static_cast<std::size_t>(seat)]
               : -1;
}

} // namespace

QString OhHellSheetModel::dealColumnTitle() const
{
    return tr("Hand");
}

QVariant OhHellSheetModel::dealData(const fs::ScoreRow& row, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 %2").arg(row.facts.handSize).arg(SheetText::suitSign(row.trump));
    case Qt::ToolTipRole:
        return tr("%n card(s) each; %1", nullptr, row.facts.handSize)
            .arg(trumpData(row.trump, Qt::ToolTipRole).toString());
    default:
        return trumpData(row.trump, role).isValid() ? trumpData(row.trump, role)
                                                    : ScoreSheetModel::dealData(row, role);
    }
}

QVariant OhHellSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const int bid = bidOf(row, column);
    const int took = tricksOf(row, column);
    const int points = ScoreSheetModel::cellData(row, column, PointsRole).toInt();
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1/%2  %3").arg(bid).arg(took).arg(points);
    case BidRole:
        return bid;
    case Qt::ToolTipRole:
        return bid == took ? tr("Bid %1 and took it: %2 points").arg(bid).arg(points)
                           : tr("Bid %1, took %2: %3 points").arg(bid).arg(took).arg(points);
    case Qt::ForegroundRole:
        // A missed bid reads at a glance, as a red entry does on paper.
        return bid != took ? meaningfulText(QColor(190, 30, 30)) : QVariant();
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

QString OhHellSheetModel::cellLegend() const
{
    return tr("bid/tricks taken, then points");
}
