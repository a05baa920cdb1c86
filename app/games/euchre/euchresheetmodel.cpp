#include "games/euchre/euchresheetmodel.h"

#include "games/euchre/euchrefacts.h"
#include "games/euchre/euchrerules.h"

std::optional<int> EuchreSheetModel::targetTotal() const
{
    const auto* euchre = dynamic_cast<const fs::EuchreRules*>(rules());
    return euchre ? std::optional<int>(euchre->options().target) : std::nullopt;
}

QString EuchreSheetModel::dealColumnTitle() const
{
    return tr("Trumps");
}

QVariant EuchreSheetModel::dealData(const fs::ScoreRow& row, int role) const
{
    if (row.facts.own<fs::EuchreFacts>().thrownIn) {
        if (role == Qt::DisplayRole)
            return tr("\u2014");
        if (role == Qt::ToolTipRole)
            return tr("Everybody passed twice: thrown in");
    }
    const QVariant trump = trumpData(row.trump, role);
    return trump.isValid() ? trump : ScoreSheetModel::dealData(row, role);
}

QVariant EuchreSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const fs::EuchreFacts f = row.facts.own<fs::EuchreFacts>();
    const int points = ScoreSheetModel::cellData(row, column, PointsRole).toInt();
    const bool makers = f.maker >= 0 && f.maker % 2 == column;
    const bool march = makers && f.makersTricks == 5;
    const bool euchred = f.maker >= 0 && !makers && f.makersTricks < 3;
    switch (role) {
    case Qt::DisplayRole:
        if (f.thrownIn)
            return QString();
        if (makers)
            return f.alone ? tr("%1 alone").arg(points)
                   : march ? tr("%1 march").arg(points)
                           : QString::number(points);
        return euchred ? tr("%1 euchre").arg(points) : QString::number(points);
    case Qt::ToolTipRole:
        if (f.thrownIn)
            return tr("Everybody passed twice: thrown in");
        if (makers)
            return (f.alone
                        ? tr("%1 made trumps alone and took %n trick(s)", nullptr, f.makersTricks)
                        : tr("%1 made trumps and the side took %n trick(s)", nullptr,
                             f.makersTricks))
                .arg(seatName(f.maker));
        return euchred ? tr("Euchred the makers, who took %n trick(s)", nullptr, f.makersTricks)
                       : tr("Defended: the makers took %n trick(s)", nullptr, f.makersTricks);
    case Qt::BackgroundRole:
        return march || euchred ? noteBackground() : QVariant();
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

fs::ScoreRow EuchreSheetModel::sampleRow(int column) const
{
    fs::ScoreRow row = ScoreSheetModel::sampleRow(column);
    auto& f = row.facts.own<fs::EuchreFacts>();
    f.maker = column;
    f.alone = true;
    f.makersTricks = 5;
    return row;
}

QString EuchreSheetModel::cellLegend() const
{
    return tr("points; the makers' side marks alone or a march, the defenders a euchre");
}
