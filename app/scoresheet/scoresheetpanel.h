#pragma once
// The score sheet as the window shows it: the game's sheet in a table sized so that headers are
// never cut, and below it a chart of the running totals. Fed with values like its model (see
// ScoreSheetModel), it never takes the keyboard from the table of cards.

#include "core/rules.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

class ChartLegend;
class QTableView;
class GameFace;
class ScoreChart;
class ScoreSheetModel;

class ScoreSheetPanel : public QWidget {
    Q_OBJECT

public:
    // Gives the keys to the sheet (View ▸ Go to the score sheet): arrows move over its cells,
    // which a screen reader reads, until the keys go elsewhere; it is never in the Tab chain.
    void takeKeys();
    explicit ScoreSheetPanel(QWidget* parent = nullptr);

    // Starts an empty sheet of the rules' game (see ScoreSheetModel::startMatch), made by the
    // game's face, which the window hands in (none: a plain sheet).
    void startMatch(const GameFace* face, std::shared_ptr<const fs::Rules> rules,
                    const QStringList& seatNames, int personSeat);
    // The core's rows (ScoreSheetModel::showRows); the sheet follows a new one.
    void showRows(std::span<const fs::ScoreRow> rows);
    void clear();

    ScoreSheetModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    ScoreChart* chart() const { return m_chart; }
    ChartLegend* legend() const { return m_legend; }
    // How wide the panel must be for every column to show without scrolling sideways.
    int neededWidth() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // The sheet has grown wider than the panel (a new column of points, a longer total): the
    // window may give it room, taken from the table.
    void widthWanted(int width);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void setModel(ScoreSheetModel* model);
    void fitColumns();
    void fitHeights();
    int contentWidth() const;
    int naturalTableHeight() const;

    ScoreSheetModel* m_model = nullptr;
    bool m_followLatest = true; // keep the newest row in view
    QTableView* m_table;
    ScoreChart* m_chart;
    ChartLegend* m_legend;
};
