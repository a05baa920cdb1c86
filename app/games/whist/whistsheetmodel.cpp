#include "games/whist/whistsheetmodel.h"

#include "games/whist/whistfacts.h"

#include "games/whist/whistrules.h"

namespace {

const QChar WhistGameMark(0x2605); // a star

} // namespace

std::optional<int> WhistSheetModel::targetTotal() const
{
    const auto* whist = dynamic_cast<const fs::WhistRules*>(rules());
    return whist ? std::optional<int>(whist->options().target) : std::nullopt;
}

QString WhistSheetModel::dealColumnTitle() const
{
    return tr("Trumps");
}

QVariant WhistSheetModel::dealData(const fs::ScoreRow& row, int role) const
{
    const QVariant trump = trumpData(row.trump, role);
    return trump.isValid() ? trump : ScoreSheetModel::dealData(row, role);
}

QVariant WhistSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const std::size_t side = column == 0 ? 0 : 1;
    const int odd = row.facts.own<fs::WhistFacts>().oddTricks[side];
    const int honours = row.facts.own<fs::WhistFacts>().honours[side];
    const bool game = row.note == fs::WhistNote::GameWon && row.noteSeat == column;
    switch (role) {
    case Qt::DisplayRole: {
        QString text =
            honours != 0 ? tr("%1 + %2 hon.").arg(odd).arg(honours) : QString::number(odd);
        return game ? tr("%1 %2").arg(WhistGameMark).arg(text) : text;
    }
    case OddTricksRole:
        return odd;
    case HonoursRole:
        return honours;
    case Qt::ToolTipRole: {
        QString text = tr("%n trick(s)", nullptr, tricksOf(row, column));
        if (odd > 0)
            text = tr("%1: %n odd trick(s)", nullptr, odd).arg(text);
        if (honours > 0)
            text = tr("%1, %2 for honours").arg(text).arg(honours);
        return game ? tr("%1 \u2014 won the game").arg(text) : text;
    }
    case Qt::BackgroundRole:
        return game ? noteBackground() : QVariant();
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

QString WhistSheetModel::cellLegend() const
{
    return tr("odd tricks (+ honours); %1 won a game").arg(WhistGameMark);
}
