#pragma once
// The score sheet of one match as a table model, fed with values: the match's rules and seat
// names when it starts, then each scored row with the totals after it. It never reads a live
// match, so whoever scores deals (the controller, a replay, a test) can fill it.
//
// Rows: one per deal, then "Total", then for games whose winner is not simply the best total a
// "Place" row. Columns: an optional column about the deal as a whole (Oh Hell's hand size and
// trumps, Seconds' arrangement, how a deal of Put ended), then one per score column (a seat, or
// a side in partnership games). One subclass per game kind words the cells the way a player of
// that game keeps them on paper; its GameFace (app/games/) makes it.

#include "core/rules.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

#include <memory>
#include <optional>
#include <span>
#include <vector>

class ScoreSheetModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // Raw values for tests, sorting and the chart; the display text may carry more. A role a
    // cell does not have gives an invalid QVariant.
    enum Role {
        PointsRole = Qt::UserRole + 1, // points of the deal, or the total on the totals row
        TricksRole,                    // tricks the seat (or the side) took
        BidRole,                       // the seat's bid (Oh Hell)
        HighTricksRole,                // tricks of the side's High player (Arm's Length)
        LowTricksRole,                 // tricks of the side's Low player (Arm's Length)
        OddTricksRole,                 // the side's tricks above six (Whist)
        HonoursRole,                   // points the side scored for honours (Whist)
        NoteRole,                      // the fs::DealNote marked on this cell, as an int
        PlaceRole,                     // on the totals and place rows: 0 for the leader
        ScoreColumnRole,               // which score column the cell belongs to (-1: the deal)
    };

    explicit ScoreSheetModel(QObject* parent = nullptr);

    // Starts an empty sheet for a match under these rules. `seatNames` names every seat;
    // `personSeat` is the person's seat (-1 when every seat is the computer's).
    void startMatch(std::shared_ptr<const fs::Rules> rules, const QStringList& seatNames,
                    int personSeat);
    // Shows the core's score rows (a match's, or its first deals): each deal's row and the
    // totals the rules give after it (not always the sum of the rows: Whist drops points beyond
    // game). Rows already shown stay; a shorter list (an undo into a scored deal) starts over.
    void showRows(std::span<const fs::ScoreRow> rows);
    // Forgets the match: no rows, no columns.
    void clear();

    bool hasMatch() const { return m_rules != nullptr; }
    // What wide cells of `modelColumn` read, before any deal is scored: a deal's row with
    // two-figure points, tricks and bids, worded by the game's own cells, and (sampleTotal) a
    // three-figure total. The sheet is as wide as these from the start, so it does not widen
    // after the first deal.
    QStringList sampleTexts(int modelColumn) const;
    QString sampleTotal(int modelColumn) const;
    const fs::Rules* rules() const { return m_rules.get(); }
    int dealRows() const { return static_cast<int>(m_deals.size()); }
    int totalsRow() const { return dealRows(); }
    int placeRow() const { return showsPlaces() ? dealRows() + 1 : -1; }
    int scoreColumns() const;
    // The model column showing a score column, and the other way round (-1 for the deal column).
    int modelColumn(int scoreColumn) const { return scoreColumn + (hasDealColumn() ? 1 : 0); }
    int scoreColumn(int modelColumn) const { return modelColumn - (hasDealColumn() ? 1 : 0); }
    QString columnName(int scoreColumn) const;
    // The column's header: its name, a side's on two lines.
    QString headerName(int scoreColumn) const;
    QStringList columnNames() const;
    int personColumn() const;
    // The totals after the latest deal (zeros before the first), and after each deal in turn.
    std::vector<int> totals() const;
    std::vector<std::vector<int>> runningTotals() const;
    // Score columns standing first on the totals as the game ranks them (several when they
    // share; empty before any deal). Seconds' leader is the second-highest total; a deal that
    // won the match outright makes its column the only leader.
    QList<int> leaderColumns() const;
    // The total that ends the match when reached (Hearts' 100, Whist's game), if the game has
    // one, for the chart's target line.
    virtual std::optional<int> targetTotal() const { return std::nullopt; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    // The deal column: its header (empty for none) and its cells.
    virtual QString dealColumnTitle() const { return {}; }
    virtual QVariant dealData(const fs::ScoreRow& row, int role) const;
    // A deal's cell in score column `column`. The base gives the points, the raw roles and
    // the alignment; a game adds its text, tooltip and marks and defers to it for the rest.
    virtual QVariant cellData(const fs::ScoreRow& row, int column, int role) const;
    // A row whose cell in `column` is as wide as the game's cells usually get (sampleTexts):
    // two-figure points, a hand's tricks and bids; a game adds the marks its cells may carry.
    virtual fs::ScoreRow sampleRow(int column) const;
    // What the deal column may say (sampleTexts): by default, a dozen deals' worth of it, for a
    // column that goes round with the deals (Hearts' passes).
    virtual QStringList sampleDealTexts() const;
    // What a score column's header tooltip says the cells hold ("bid/took, points").
    virtual QString cellLegend() const { return {}; }
    // Whether the sheet adds a row of places under the totals (when the best total may lose).
    virtual bool showsPlaces() const { return false; }
    virtual QString placeExplanation() const { return {}; }

    bool hasDealColumn() const { return !dealColumnTitle().isEmpty(); }
    QString seatName(int seat) const;
    // A sentence about a seat: `aboutYou` when it is the seat called "You" (so that languages
    // conjugate it: "Vous avez abandonné"), else `aboutOther` with the seat's name for %1.
    QString says(int seat, const QString& aboutOther, const QString& aboutYou) const;
    // The seats whose points go to score column `column`.
    QList<int> seatsOf(int column) const;
    // Tricks taken by the players of a score column.
    int tricksOf(const fs::ScoreRow& row, int column) const;
    // The scored rows so far.
    std::vector<fs::ScoreRow> rows() const;
    // The brush for a cell that carries a note (a moon, a Mordienne, a won game).
    static QVariant noteBackground();
    // A cell showing a trump suit: its sign, red for the red suits, its name as the tooltip.
    static QVariant trumpData(int suit, int role);
    // Text in a colour that means something (a red suit, a missed bid), as near to `preferred`
    // as still reads on the sheet's background (the application palette's Base): the dark red
    // of a light sheet would vanish on a dark one.
    static QVariant meaningfulText(const QColor& preferred);

private:
    QVariant totalsData(int column, int role) const;
    QVariant placeData(int column, int role) const;
    std::vector<int> ranks() const;

    struct Deal {
        fs::ScoreRow row;
        std::vector<int> totalsAfter;
    };
    std::shared_ptr<const fs::Rules> m_rules;
    QStringList m_seatNames;
    int m_personSeat = -1;
    std::vector<Deal> m_deals;
};
