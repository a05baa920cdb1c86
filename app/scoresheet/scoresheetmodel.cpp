#include "scoresheet/scoresheetmodel.h"

#include "scoresheet/sheettext.h"
#include "scoresheet/vectorindex.h"
#include "text/gametext.h"
#include "widgets/contrast.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace {

int valueAt(const std::vector<int>& values, int i)
{
    return i >= 0 && at(i) < values.size() ? values[at(i)] : 0;
}

// The leader's highlight, with dark text so that it stays readable under dark themes too.
const QColor LeaderBackground(255, 224, 130);
const QColor NoteBackground(200, 215, 255);
const QColor MarkedText(20, 20, 20);

} // namespace

ScoreSheetModel::ScoreSheetModel(QObject* parent) : QAbstractTableModel(parent) {}

void ScoreSheetModel::startMatch(std::shared_ptr<const fs::Rules> rules,
                                 const QStringList& seatNames, int personSeat)
{
    beginResetModel();
    m_rules = std::move(rules);
    m_seatNames = seatNames;
    m_personSeat = personSeat;
    m_deals.clear();
    endResetModel();
}

void ScoreSheetModel::showRows(std::span<const fs::ScoreRow> rows)
{
    if (!m_rules)
        return;
    if (rows.size() < m_deals.size()) {
        beginResetModel();
        m_deals.clear();
        endResetModel();
    }
    if (rows.size() == m_deals.size())
        return;
    const int first = dealRows();
    beginInsertRows({}, first, static_cast<int>(rows.size()) - 1);
    for (std::size_t i = m_deals.size(); i < rows.size(); ++i)
        m_deals.push_back({rows[i], m_rules->totals(rows.first(i + 1))});
    endInsertRows();
    // The totals, the leader and the places below the new row change with it.
    const int last = rowCount() - 1;
    Q_EMIT dataChanged(index(first + 1, 0), index(last, columnCount() - 1));
    Q_EMIT headerDataChanged(Qt::Vertical, first, last);
}

void ScoreSheetModel::clear()
{
    beginResetModel();
    m_rules.reset();
    m_seatNames.clear();
    m_personSeat = -1;
    m_deals.clear();
    endResetModel();
}

QStringList ScoreSheetModel::sampleTexts(int modelColumn) const
{
    if (!m_rules)
        return {};
    const int column = scoreColumn(modelColumn);
    if (column < 0)
        return sampleDealTexts();
    const fs::ScoreRow wide = sampleRow(column);
    return {cellData(wide, column, Qt::DisplayRole).toString()};
}

QString ScoreSheetModel::sampleTotal(int modelColumn) const
{
    return m_rules && scoreColumn(modelColumn) >= 0 ? QLocale().toString(188) : QString();
}

QStringList ScoreSheetModel::sampleDealTexts() const
{
    fs::ScoreRow row = sampleRow(0);
    QStringList deals;
    for (row.dealIndex = 0; row.dealIndex < 12; ++row.dealIndex)
        deals << dealData(row, Qt::DisplayRole).toString();
    return deals;
}

fs::ScoreRow ScoreSheetModel::sampleRow(int) const
{
    fs::ScoreRow wide;
    wide.dealIndex = 88;
    wide.points.assign(static_cast<std::size_t>(scoreColumns()), -88);
    wide.tricks.assign(static_cast<std::size_t>(m_rules->seats()), 8);
    wide.bids.assign(static_cast<std::size_t>(m_rules->seats()), 8);
    wide.trump = 0;
    return wide;
}

int ScoreSheetModel::scoreColumns() const
{
    return m_rules ? m_rules->columns() : 0;
}

QString ScoreSheetModel::seatName(int seat) const
{
    return m_seatNames.value(seat, tr("Seat %1").arg(seat + 1));
}

QString ScoreSheetModel::says(int seat, const QString& aboutOther, const QString& aboutYou) const
{
    return GameText::calledYou(seat) ? aboutYou : aboutOther.arg(seatName(seat));
}

QList<int> ScoreSheetModel::seatsOf(int column) const
{
    QList<int> seats;
    for (int seat = 0; m_rules && seat < m_rules->seats(); ++seat)
        if (m_rules->columnOf(seat) == column)
            seats << seat;
    return seats;
}

QString ScoreSheetModel::columnName(int scoreColumn) const
{
    QStringList names;
    for (int seat : seatsOf(scoreColumn))
        names << seatName(seat);
    return GameText::sideName(names);
}

QString ScoreSheetModel::headerName(int scoreColumn) const
{
    // A side's names on two lines ("West &" over "East"), so its column is no wider than a
    // player's and a sheet of partners fits a narrow dock.
    QStringList names;
    for (int seat : seatsOf(scoreColumn))
        names << seatName(seat);
    if (names.size() < 2)
        return names.value(0);
    if (names.size() > 2)
        return GameText::sideName(names);
    return tr("%1 &\n%2", "two partners over two lines, as a narrow column header")
        .arg(names[0], names[1]);
}

QStringList ScoreSheetModel::columnNames() const
{
    QStringList names;
    for (int column = 0; column < scoreColumns(); ++column)
        names << columnName(column);
    return names;
}

int ScoreSheetModel::personColumn() const
{
    return m_rules && m_personSeat >= 0 ? m_rules->columnOf(m_personSeat) : -1;
}

int ScoreSheetModel::tricksOf(const fs::ScoreRow& row, int column) const
{
    int tricks = 0;
    for (int seat : seatsOf(column))
        tricks += valueAt(row.tricks, seat);
    return tricks;
}

std::vector<int> ScoreSheetModel::totals() const
{
    if (m_deals.empty())
        return std::vector<int>(at(scoreColumns()), 0);
    return m_deals.back().totalsAfter;
}

std::vector<fs::ScoreRow> ScoreSheetModel::rows() const
{
    std::vector<fs::ScoreRow> all;
    all.reserve(m_deals.size());
    for (const Deal& deal : m_deals)
        all.push_back(deal.row);
    return all;
}

std::vector<std::vector<int>> ScoreSheetModel::runningTotals() const
{
    std::vector<std::vector<int>> all;
    all.reserve(m_deals.size());
    for (const Deal& deal : m_deals)
        all.push_back(deal.totalsAfter);
    return all;
}

std::vector<int> ScoreSheetModel::ranks() const
{
    const std::vector<int> sums = totals();
    return m_rules ? m_rules->standings(sums) : std::vector<int>();
}

QList<int> ScoreSheetModel::leaderColumns() const
{
    QList<int> leaders;
    if (m_deals.empty())
        return leaders;
    // A deal that won the match outright (Put) leads whatever the totals say.
    for (const Deal& deal : m_deals)
        if (deal.row.winsMatch >= 0)
            return {deal.row.winsMatch};
    const std::vector<int> standing = ranks();
    for (int column = 0; column < static_cast<int>(standing.size()); ++column)
        if (standing[at(column)] == 0)
            leaders << column;
    return leaders;
}

int ScoreSheetModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_rules)
        return 0;
    return dealRows() + 1 + (showsPlaces() ? 1 : 0);
}

int ScoreSheetModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_rules)
        return 0;
    return scoreColumns() + (hasDealColumn() ? 1 : 0);
}

QVariant ScoreSheetModel::noteBackground()
{
    return QBrush(NoteBackground);
}

QVariant ScoreSheetModel::meaningfulText(const QColor& preferred)
{
    const QPalette palette = QGuiApplication::palette();
    const QColor onBase = Contrast::readableOn(preferred, palette.color(QPalette::Base));
    return QBrush(Contrast::readableOn(onBase, palette.color(QPalette::AlternateBase)));
}

QVariant ScoreSheetModel::trumpData(int suit, int role)
{
    switch (role) {
    case Qt::DisplayRole:
        return SheetText::suitSign(suit);
    case Qt::ToolTipRole:
        return suit < 0 ? tr("No trumps") : tr("Trumps: %1").arg(SheetText::suitName(suit));
    case Qt::ForegroundRole:
        return SheetText::isRedSuit(suit) ? meaningfulText(QColor(200, 0, 0)) : QVariant();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant ScoreSheetModel::dealData(const fs::ScoreRow&, int role) const
{
    if (role == ScoreColumnRole)
        return -1;
    return {};
}

QVariant ScoreSheetModel::cellData(const fs::ScoreRow& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case PointsRole:
        return valueAt(row.points, column);
    case TricksRole:
        return tricksOf(row, column);
    case ScoreColumnRole:
        return column;
    case NoteRole:
        if (row.note != fs::DealNote::None && row.noteSeat >= 0 &&
            m_rules->columnOf(row.noteSeat) == column)
            return static_cast<int>(row.note);
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        // Any background a game puts on a cell is light: keep its text dark.
        return cellData(row, column, Qt::BackgroundRole).isValid() ? QBrush(MarkedText)
                                                                   : QVariant();
    default:
        return {};
    }
}

QVariant ScoreSheetModel::totalsData(int column, int role) const
{
    const bool leader = leaderColumns().contains(column);
    switch (role) {
    case Qt::DisplayRole:
    case PointsRole:
        return valueAt(totals(), column);
    case PlaceRole:
        return m_deals.empty() ? QVariant() : QVariant(valueAt(ranks(), column));
    case ScoreColumnRole:
        return column;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case Qt::BackgroundRole:
        return leader ? QVariant(QBrush(LeaderBackground)) : QVariant();
    case Qt::ForegroundRole:
        return leader ? QVariant(QBrush(MarkedText)) : QVariant();
    case Qt::ToolTipRole:
        return leader ? tr("In the lead") : QVariant();
    default:
        return {};
    }
}

QVariant ScoreSheetModel::placeData(int column, int role) const
{
    if (m_deals.empty())
        return role == ScoreColumnRole ? QVariant(column) : QVariant();
    const int place = valueAt(ranks(), column);
    switch (role) {
    case Qt::DisplayRole:
        return SheetText::place(place);
    case PlaceRole:
        return place;
    case ScoreColumnRole:
        return column;
    case Qt::ToolTipRole:
        return placeExplanation();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(place == 0);
        return bold;
    }
    default:
        return {};
    }
}

QVariant ScoreSheetModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_rules || index.row() >= rowCount() ||
        index.column() >= columnCount())
        return {};
    const int column = scoreColumn(index.column());
    const int row = index.row();
    if (row < dealRows()) {
        const fs::ScoreRow& deal = m_deals[at(row)].row;
        return column < 0 ? dealData(deal, role) : cellData(deal, column, role);
    }
    if (column < 0)
        return role == ScoreColumnRole ? QVariant(-1) : QVariant();
    return row == totalsRow() ? totalsData(column, role) : placeData(column, role);
}

QVariant ScoreSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_rules)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal) {
        const int column = scoreColumn(section);
        if (role == Qt::DisplayRole)
            return column < 0 ? dealColumnTitle() : headerName(column);
        if (role == Qt::ToolTipRole && column >= 0 && !cellLegend().isEmpty())
            return tr("%1: %2").arg(columnName(column), cellLegend());
        if (role == Qt::FontRole && column >= 0 && column == personColumn()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    if (role == Qt::DisplayRole) {
        if (section == totalsRow())
            return tr("Total");
        if (section == placeRow())
            return tr("Place");
        return QString::number(section + 1);
    }
    if (role == Qt::ToolTipRole && section < dealRows()) {
        const int dealer = m_deals[at(section)].row.dealer;
        return GameText::dealtBy(section + 1, seatName(dealer), GameText::calledYou(dealer));
    }
    return {};
}
