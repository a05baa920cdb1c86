#include "games/spades/spadessheetmodel.h"

#include "games/spades/spadesfacts.h"
#include "games/spades/spadesrules.h"

#include <QColor>

namespace {

// The nil bids of a side this deal, as the cell marks them: "nil", "blind nil", with a cross
// when lost.
QStringList nilMarks(const fs::ScoreRow& row, int side, const fs::SpadesFacts& f)
{
    QStringList marks;
    for (const int seat : {side, side + 2}) {
        const auto i = static_cast<std::size_t>(seat);
        if (i >= row.bids.size() || row.bids[i] != 0)
            continue;
        const bool lost = i < row.tricks.size() && row.tricks[i] > 0;
        marks << (f.blind[i] ? (lost ? SpadesSheetModel::tr("blind nil \u2717")
                                     : SpadesSheetModel::tr("blind nil \u2713"))
                             : (lost ? SpadesSheetModel::tr("nil \u2717")
                                     : SpadesSheetModel::tr("nil \u2713")));
    }
    return marks;
}

} // namespace

std::optional<int> SpadesSheetModel::targetTotal() const
{
    const auto* spades = dynamic_cast<const fs::SpadesRules*>(rules());
    return spades ? std::optional<int>(spades->options().target) : std::nullopt;
}

QVariant SpadesSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const fs::SpadesFacts f = row.facts.own<fs::SpadesFacts>();
    const std::size_t side = column == 0 ? 0 : 1;
    const int points = ScoreSheetModel::cellData(row, column, PointsRole).toInt();
    const int contract = f.contract[side];
    const int took = f.tricks[side];
    const QStringList nils = nilMarks(row, column, f);
    const bool penalty = f.penalties[side] > 0;
    switch (role) {
    case Qt::DisplayRole: {
        QString text = contract > 0 ? tr("%1/%2  %3").arg(contract).arg(took).arg(points)
                                    : QString::number(points);
        if (!nils.isEmpty())
            text = tr("%1, %2").arg(nils.join(QStringLiteral(", ")), text);
        return text;
    }
    case BidRole:
        return contract;
    case Qt::ToolTipRole: {
        QString text = contract == 0 ? tr("No contract")
                       : took >= contract
                           ? tr("Contract %1 made with %n trick(s)", nullptr, took).arg(contract)
                           : tr("Contract %1 missed with %n trick(s)", nullptr, took).arg(contract);
        if (!nils.isEmpty())
            text = tr("%1; %2").arg(text, nils.join(QStringLiteral(", ")));
        text = tr("%1; %n bag(s)", nullptr, f.bags[side]).arg(text);
        if (penalty)
            text = tr("%1; ten bags cost %2").arg(text).arg(100 * f.penalties[side]);
        return tr("%1: %2 points; %n bag(s) counted now", nullptr, f.bagCount[side])
            .arg(text)
            .arg(points);
    }
    case Qt::BackgroundRole:
        return penalty ? noteBackground() : QVariant();
    case Qt::ForegroundRole:
        return contract > 0 && took < contract ? meaningfulText(QColor(190, 30, 30)) : QVariant();
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

fs::ScoreRow SpadesSheetModel::sampleRow(int column) const
{
    fs::ScoreRow row = ScoreSheetModel::sampleRow(column);
    // The widest a cell gets: a blind nil beside a contract, and three-figure points.
    auto& f = row.facts.own<fs::SpadesFacts>();
    const std::size_t side = column == 0 ? 0 : 1;
    f.contract[side] = 10;
    f.tricks[side] = 12;
    f.blind[side] = true;
    row.bids.assign(4, 5);
    row.bids[side] = 0;
    row.tricks.assign(4, 3);
    row.tricks[side] = 1;
    if (side < row.points.size())
        row.points[side] = -188;
    return row;
}

QString SpadesSheetModel::cellLegend() const
{
    return tr("contract/tricks taken, then points; a total's last digit is its bags");
}
