#pragma once
// The score sheet as a table model: one row per finished deal with each column's points, then a
// row of running totals. Columns are the match's score columns (a seat, or a side in
// partnership games). The leader's total is highlighted; which way is better is told by the
// caller, because the core's rules say who has won but not who is ahead.

#include <QAbstractTableModel>
#include <QList>

class GameController;

class ScoreSheetModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // Raw integer points, for tests and for sorting; the display role may carry a mark.
    static constexpr int PointsRole = Qt::UserRole + 1;

    ScoreSheetModel(const GameController* controller, bool lowerIsBetter,
                    QObject* parent = nullptr);

    void setLowerIsBetter(bool lower);
    bool lowerIsBetter() const { return m_lowerIsBetter; }
    // Score-sheet columns currently in the lead (several when tied); empty before any deal.
    QList<int> leaderColumns() const;
    int dealRows() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

public Q_SLOTS:
    // Reads the controller's match again (after a deal is scored or a match starts).
    void refresh();

private:
    bool isTotalsRow(int row) const { return row == dealRows(); }
    int points(int row, int column) const;
    QString columnName(int column) const;

    const GameController* m_controller;
    bool m_lowerIsBetter;
};
