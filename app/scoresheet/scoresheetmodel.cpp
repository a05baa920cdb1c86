#include "scoresheet/scoresheetmodel.h"

#include "controller/gamecontroller.h"
#include "text/gametext.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

ScoreSheetModel::ScoreSheetModel(const GameController* controller, bool lowerIsBetter,
                                 QObject* parent)
    : QAbstractTableModel(parent), m_controller(controller), m_lowerIsBetter(lowerIsBetter)
{
    // A whole reset per deal is simplest and cheap: a match has a few dozen rows at most.
    connect(controller, &GameController::matchStarted, this, &ScoreSheetModel::refresh);
    connect(controller, &GameController::dealScored, this, &ScoreSheetModel::refresh);
}

void ScoreSheetModel::setLowerIsBetter(bool lower)
{
    m_lowerIsBetter = lower;
    refresh();
}

void ScoreSheetModel::refresh()
{
    beginResetModel();
    endResetModel();
}

int ScoreSheetModel::dealRows() const
{
    return m_controller->hasMatch() ? static_cast<int>(m_controller->match().rows().size()) : 0;
}

int ScoreSheetModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_controller->hasMatch())
        return 0;
    return dealRows() + 1;
}

int ScoreSheetModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_controller->hasMatch())
        return 0;
    return m_controller->match().rules().columns();
}

int ScoreSheetModel::points(int row, int column) const
{
    const fs::Match& match = m_controller->match();
    if (isTotalsRow(row)) {
        const std::vector<int> totals = match.totals();
        return column < static_cast<int>(totals.size()) ? totals[static_cast<std::size_t>(column)]
                                                        : 0;
    }
    const fs::ScoreRow& r = match.rows()[static_cast<std::size_t>(row)];
    return column < static_cast<int>(r.points.size()) ? r.points[static_cast<std::size_t>(column)]
                                                      : 0;
}

QList<int> ScoreSheetModel::leaderColumns() const
{
    QList<int> leaders;
    if (dealRows() == 0)
        return leaders;
    const std::vector<int> totals = m_controller->match().totals();
    const auto best = m_lowerIsBetter ? std::min_element(totals.begin(), totals.end())
                                      : std::max_element(totals.begin(), totals.end());
    for (std::size_t i = 0; i < totals.size(); ++i)
        if (totals[i] == *best)
            leaders.append(static_cast<int>(i));
    return leaders;
}

QVariant ScoreSheetModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_controller->hasMatch())
        return {};
    const int row = index.row();
    const int column = index.column();
    const bool totals = isTotalsRow(row);
    const fs::ScoreRow* deal =
        totals ? nullptr : &m_controller->match().rows()[static_cast<std::size_t>(row)];
    // The moon is marked on the shooter's cell: the points alone would not say why.
    const bool moon = deal && deal->note == fs::DealNote::ShotTheMoon &&
                      m_controller->match().rules().columnOf(deal->noteSeat) == column;
    const bool leader = totals && leaderColumns().contains(column);
    switch (role) {
    case Qt::DisplayRole:
        return moon ? tr("%1 ☾").arg(points(row, column)) : QString::number(points(row, column));
    case PointsRole:
        return points(row, column);
    case Qt::ToolTipRole:
        if (moon)
            return tr("%1 shot the moon").arg(columnName(column));
        if (leader)
            return tr("In the lead");
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (totals) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        if (leader)
            return QBrush(QColor(255, 224, 130));
        if (moon)
            return QBrush(QColor(200, 215, 255));
        return {};
    case Qt::ForegroundRole:
        if (leader || moon)
            return QBrush(QColor(20, 20, 20)); // readable on the highlight in dark themes too
        return {};
    default:
        return {};
    }
}

QString ScoreSheetModel::columnName(int column) const
{
    const fs::Rules& rules = m_controller->match().rules();
    QStringList names;
    for (int seat = 0; seat < rules.seats(); ++seat)
        if (rules.columnOf(seat) == column)
            names << GameText::seatName(seat, rules.seats());
    return names.join(tr(" & "));
}

QVariant ScoreSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || !m_controller->hasMatch())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal)
        return columnName(section);
    return isTotalsRow(section) ? tr("Total") : QString::number(section + 1);
}
