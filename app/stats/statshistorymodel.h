#pragma once
// The history list: one row per finished match, newest first, as the statistics dialog shows
// it. The match id travels with each row (MatchIdRole) so that a row can be reviewed.

#include "stats/statstypes.h"

#include <QAbstractTableModel>
#include <QList>

class FaceList;

class StatsHistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Date, Game, Rules, Players, Score, Place, Undo, Duration, ColumnCount };
    static constexpr int MatchIdRole = Qt::UserRole;

    explicit StatsHistoryModel(const FaceList& faces, QObject* parent = nullptr);

    void setEntries(QList<HistoryEntry> entries);
    const HistoryEntry& entry(int row) const { return m_entries.at(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString text(const HistoryEntry& entry, int column) const;
    QString toolTip(const HistoryEntry& entry, int column) const;

    const FaceList& m_faces;
    QList<HistoryEntry> m_entries;
};
