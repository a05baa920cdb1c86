#include "games/hearts/heartssheetmodel.h"

#include "games/hearts/heartsfacts.h"

#include "games/hearts/heartsrules.h"

namespace {

const QChar Moon(0x263E);
const QString Queen = QStringLiteral("Q\u2660");

} // namespace

std::optional<int> HeartsSheetModel::targetTotal() const
{
    const auto* hearts = dynamic_cast<const fs::HeartsRules*>(rules());
    return hearts ? std::optional<int>(hearts->options().target) : std::nullopt;
}

QString HeartsSheetModel::dealColumnTitle() const
{
    const auto* hearts = dynamic_cast<const fs::HeartsRules*>(rules());
    return hearts && hearts->options().passing ? tr("Pass") : QString();
}

QVariant HeartsSheetModel::dealData(const fs::ScoreRow& row, int role) const
{
    const auto* hearts = dynamic_cast<const fs::HeartsRules*>(rules());
    if (!hearts || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return ScoreSheetModel::dealData(row, role);
    const int offset = hearts->passOffset(row.dealIndex);
    const int seats = hearts->seats();
    QString way = tr("none");
    if (offset == 1)
        way = tr("left");
    else if (offset == seats - 1)
        way = tr("right");
    else if (offset != 0)
        way = tr("across");
    if (role == Qt::ToolTipRole)
        return offset == 0 ? tr("Nobody passed") : tr("Three cards passed %1").arg(way);
    return way;
}

fs::ScoreRow HeartsSheetModel::sampleRow(int column) const
{
    // The widest cell carries the queen's mark: "♛ 13".
    fs::ScoreRow wide = ScoreSheetModel::sampleRow(column);
    wide.facts.own<fs::HeartsFacts>().queenOfSpades = column;
    return wide;
}

QVariant HeartsSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const bool moon = row.note == fs::HeartsNote::ShotTheMoon && row.noteSeat == column;
    const bool queen = !moon && row.note != fs::HeartsNote::ShotTheMoon &&
                       row.facts.own<fs::HeartsFacts>().queenOfSpades == column;
    const int points = ScoreSheetModel::cellData(row, column, PointsRole).toInt();
    switch (role) {
    case Qt::DisplayRole:
        if (moon)
            return tr("%1 %2").arg(Moon).arg(points);
        if (queen)
            return tr("%1 %2").arg(Queen).arg(points);
        return points;
    case Qt::ToolTipRole:
        if (moon)
            return points < 0 ? says(column, tr("%1 shot the moon and took 26 off"),
                                     tr("You shot the moon and took 26 off"))
                              : says(column, tr("%1 shot the moon: 26 to everyone else"),
                                     tr("You shot the moon: 26 to everyone else"));
        if (queen)
            return says(column, tr("%1 took the Queen of Spades"),
                        tr("You took the Queen of Spades"));
        return {};
    case Qt::BackgroundRole:
        return moon ? noteBackground() : QVariant();
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

QString HeartsSheetModel::cellLegend() const
{
    return tr("penalty points; %1 took the Queen of Spades, %2 shot the moon").arg(Queen).arg(Moon);
}
