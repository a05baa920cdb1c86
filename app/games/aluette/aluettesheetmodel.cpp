#include "games/aluette/aluettesheetmodel.h"

#include "games/aluette/aluettefacts.h"

QString AluetteSheetModel::dealColumnTitle() const
{
    return tr("Deal");
}

QString AluetteSheetModel::outcome(const fs::ScoreRow& row) const
{
    const fs::AluetteFacts f = row.facts.own<fs::AluetteFacts>();
    if (f.announcer >= 0)
        return row.note == fs::AluetteNote::Mordienne
                   ? tr("%1: Mordienne made").arg(seatName(f.announcer))
                   : tr("%1: Mordienne failed").arg(seatName(f.announcer));
    if (f.dealWinner < 0)
        return tr("All spoiled");
    if (row.note == fs::AluetteNote::Mordienne)
        return tr("%1: Mordienne").arg(seatName(f.dealWinner));
    return says(f.dealWinner, tr("%1 won"), tr("You won"));
}

QVariant AluetteSheetModel::dealData(const fs::ScoreRow& row, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return row.facts.own<fs::AluetteFacts>().extraDeal ? tr("Decider: %1").arg(outcome(row))
                                                           : outcome(row);
    case Qt::ToolTipRole: {
        QStringList lines;
        if (row.facts.own<fs::AluetteFacts>().extraDeal)
            lines << tr("A deciding deal: the sides were level after five");
        if (row.facts.own<fs::AluetteFacts>().stackDealt)
            lines << tr("Everyone accepted the chant");
        if (row.spoiledTricks > 0)
            lines << tr("%n trick(s) spoiled", nullptr, row.spoiledTricks);
        return lines.join(QLatin1Char('\n'));
    }
    default:
        return ScoreSheetModel::dealData(row, role);
    }
}

QVariant AluetteSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const bool mordienne = ScoreSheetModel::cellData(row, column, NoteRole).toInt() ==
                           static_cast<int>(fs::AluetteNote::Mordienne);
    switch (role) {
    case Qt::ToolTipRole:
        return mordienne ? tr("Mordienne: two points") : QVariant();
    case Qt::BackgroundRole:
        return mordienne ? noteBackground() : QVariant();
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

QString AluetteSheetModel::cellLegend() const
{
    return tr("points; a shaded cell is a Mordienne");
}
