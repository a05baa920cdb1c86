#include "stats/statshistorymodel.h"

#include "face/facelist.h"
#include "stats/statstext.h"
#include "text/gametext.h"

#include <QFont>
#include <QLocale>

#include <utility>

StatsHistoryModel::StatsHistoryModel(const FaceList& faces, QObject* parent)
    : QAbstractTableModel(parent), m_faces(faces)
{
}

void StatsHistoryModel::setEntries(QList<HistoryEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

int StatsHistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int StatsHistoryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StatsHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Date:
        return tr("Finished");
    case Game:
        return tr("Game");
    case Rules:
        return tr("Rules");
    case Players:
        return tr("Played against");
    case Score:
        return tr("Your score");
    case Place:
        return tr("Place");
    case Undo:
        return tr("Undo");
    case Duration:
        return tr("Time");
    }
    return {};
}

QString StatsHistoryModel::text(const HistoryEntry& entry, int column) const
{
    const bool person = entry.personColumn >= 0;
    switch (column) {
    case Date: {
        // Minutes are enough to tell matches apart; seconds only make the column wider.
        const QDateTime local = entry.finished.toLocalTime();
        const QLocale locale;
        return locale.toString(local.date(), QLocale::ShortFormat) + QLatin1Char(' ') +
               locale.toString(local.time(), QLocale::ShortFormat);
    }
    case Game:
        return m_faces.name(entry.game);
    case Rules:
        return StatsText::variantName(entry.variant);
    case Players:
        // A match the computer played alone (a demo) had no person to play against anyone.
        return person ? QLocale().createSeparatedList(entry.opponents())
                      : tr("Demo: %1").arg(QLocale().createSeparatedList(entry.seatNames));
    case Score:
        return person ? QLocale().toString(entry.personTotal) : QStringLiteral("\u2013");
    case Place:
        return person ? StatsText::place(entry.personPlacing, entry.columns)
                      : tr("Won by %1").arg(QLocale().createSeparatedList(entry.winners));
    case Undo:
        return entry.undoUsed ? QStringLiteral("\u21b6") : QString();
    case Duration:
        return StatsText::duration(entry.durationSeconds);
    }
    return {};
}

QString StatsHistoryModel::toolTip(const HistoryEntry& entry, int column) const
{
    switch (column) {
    case Players:
        return entry.seatNames.join(QStringLiteral(", "));
    case Place:
        return entry.winners.isEmpty()
                   ? QString()
                   : tr("Won by %1").arg(QLocale().createSeparatedList(entry.winners));
    case Undo:
        return entry.undoUsed ? tr("A move was taken back in this game") : QString();
    case Rules:
        return StatsText::variantName(entry.variant);
    }
    return {};
}

QVariant StatsHistoryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const HistoryEntry& entry = m_entries[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return text(entry, index.column());
    case Qt::ToolTipRole: {
        const QString tip = toolTip(entry, index.column());
        return tip.isEmpty() ? QVariant() : tip;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == Score || index.column() == Duration)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (index.column() == Undo)
            return int(Qt::AlignCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (index.column() == Place && entry.personPlacing == 0) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case MatchIdRole:
        return entry.id;
    }
    return {};
}
