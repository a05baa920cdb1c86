#include "games/put/putsheetmodel.h"

#include "games/put/putfacts.h"

#include "games/put/putrules.h"

namespace {

const QChar PutGameMark(0x2605); // a star

} // namespace

std::optional<int> PutSheetModel::targetTotal() const
{
    const auto* put = dynamic_cast<const fs::PutRules*>(rules());
    return put ? std::optional<int>(put->options().target) : std::nullopt;
}

QString PutSheetModel::dealColumnTitle() const
{
    return tr("Deal");
}

QString PutSheetModel::ending(const fs::ScoreRow& row) const
{
    const fs::PutFacts f = row.facts.own<fs::PutFacts>();
    if (f.conceded >= 0)
        return f.putter >= 0 && f.putter != f.conceded
                   ? says(f.conceded, tr("%1 folded"), tr("You folded"))
                   : says(f.conceded, tr("%1 threw in"), tr("You threw in"));
    if (row.winsMatch >= 0)
        return says(f.dealWinner, tr("%1 won the game"), tr("You won the game"));
    if (f.dealWinner >= 0)
        return says(f.dealWinner, tr("%1 won"), tr("You won"));
    return tr("Trick and tie");
}

// The tooltip: the put, the partners who played, and what the ending meant.
QString PutSheetModel::story(const fs::ScoreRow& row) const
{
    const fs::PutFacts f = row.facts.own<fs::PutFacts>();
    QStringList lines;
    if (f.activeSeat[0] >= 0)
        lines << tr("%1 and %2 played").arg(seatName(f.activeSeat[0]), seatName(f.activeSeat[1]));
    if (f.putter >= 0)
        lines << (f.putSeen
                      ? says(f.putter, tr("%1 put, and was seen"), tr("You put, and were seen"))
                      : says(f.putter, tr("%1 put"), tr("You put")));
    if (f.conceded >= 0)
        lines << says(f.conceded, tr("%1 conceded: a point to the other side"),
                      tr("You conceded: a point to the other side"));
    else if (row.winsMatch >= 0)
        lines << tr("Deciding deal: played out, it won the whole game");
    else if (f.dealWinner < 0)
        lines << tr("Nobody won two tricks: nothing scored");
    return lines.join(QLatin1Char('\n'));
}

QVariant PutSheetModel::dealData(const fs::ScoreRow& row, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return ending(row);
    case Qt::ToolTipRole:
        return story(row);
    default:
        return ScoreSheetModel::dealData(row, role);
    }
}

QStringList PutSheetModel::sampleDealTexts() const
{
    // Every ending the column may say, for every seat.
    QStringList texts{ending(ScoreSheetModel::sampleRow(0))};
    for (int seat = 0; seat < (rules() ? rules()->seats() : 0); ++seat) {
        fs::ScoreRow row = ScoreSheetModel::sampleRow(0);
        row.facts.own<fs::PutFacts>().dealWinner = seat;
        texts << ending(row);
        row.winsMatch = 0;
        texts << ending(row);
        row.winsMatch = -1;
        row.facts.own<fs::PutFacts>().conceded = seat;
        texts << ending(row);
        row.facts.own<fs::PutFacts>().putter = (seat + 1) % rules()->seats();
        texts << ending(row);
    }
    return texts;
}

fs::ScoreRow PutSheetModel::sampleRow(int column) const
{
    // The widest cell is the one that won the game: "★ game".
    fs::ScoreRow row = ScoreSheetModel::sampleRow(column);
    row.winsMatch = column;
    return row;
}

QVariant PutSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    const bool decided = row.winsMatch == column;
    switch (role) {
    case Qt::DisplayRole:
        if (decided)
            return tr("%1 game").arg(PutGameMark);
        return ScoreSheetModel::cellData(row, column, role);
    case Qt::ToolTipRole:
        return decided ? tr("%1 won the game with this deal").arg(columnName(column)) : QVariant();
    case Qt::BackgroundRole:
        return decided ? noteBackground() : QVariant();
    default:
        return ScoreSheetModel::cellData(row, column, role);
    }
}

QString PutSheetModel::cellLegend() const
{
    return tr("points; %1 won the game outright").arg(PutGameMark);
}
