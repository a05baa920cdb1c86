#pragma once
// The statistics page: the games and rules the person has played on the left, their figures
// on the right, and every finished match in a second tab, from which one can be reviewed.

#include "stats/statstypes.h"

#include <QDialog>

class FaceList;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableView;
class StatsDatabase;
class StatsFigures;
class StatsHistoryModel;

class StatisticsDialog : public QDialog {
    Q_OBJECT

public:
    // The history tab lists this many of the latest matches.
    static constexpr int HistoryLimit = 500;

    // `database` is not owned and may be null or closed: the dialog then says that there are
    // no statistics and why.
    // `faces` names the games of the matches kept (handed in by the window).
    StatisticsDialog(StatsDatabase* database, const FaceList& faces, QWidget* parent = nullptr);

    // Reads everything again from the database.
    void reload();
    // Shows the figures of `key` if the person has played it; false if not.
    bool selectVariant(const VariantKey& key);

Q_SIGNALS:
    // The person asked to review a match (Review button or double-click); the dialog has
    // closed itself (accepted) by then, so the window can take over.
    void reviewRequested(qint64 matchId, const QString& recordJson);

private:
    QWidget* buildSummaryTab();
    QWidget* buildHistoryTab();
    QWidget* buildEmptyPage();
    void showSelectedFigures();
    void reviewSelected();
    void updateReviewButton();

    StatsDatabase* m_database;
    const FaceList& m_faces;
    QStackedWidget* m_pages;
    QLabel* m_emptyTitle;
    QLabel* m_emptyText;
    QTabWidget* m_tabs;
    QStackedWidget* m_summaryPages;
    QListWidget* m_variants;
    StatsFigures* m_figures;
    StatsHistoryModel* m_history;
    QTableView* m_historyView;
    QPushButton* m_review;
};
