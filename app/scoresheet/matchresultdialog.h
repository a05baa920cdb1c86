#pragma once
// Shown when a match ends: who won, every player's (or side's) place and total with the
// person's row marked, and the way on: a new game, a rematch, or close.

#include "core/rules.h"

#include <QDialog>
#include <QList>
#include <QStringList>

#include <vector>

class GameFace;
class QLabel;
class QPushButton;
class QTableWidget;

class MatchResultDialog : public QDialog {
    Q_OBJECT

public:
    explicit MatchResultDialog(QWidget* parent = nullptr);

    // The placings of a finished match under `rules`: the winners of `status` first, then the
    // others in the game's order (Rules::placings). `names` and `totals` are per score column;
    // `personColumn` is the person's (-1 when the computer played every seat). The person's row
    // is marked "(you)" unless `nameSaysYou`: their name in `names` is already "You".
    void setResult(const GameFace& face, const fs::Rules& rules, const fs::MatchStatus& status,
                   const std::vector<int>& totals, const QStringList& names, int personColumn,
                   bool nameSaysYou = false);
    // The same from ready places (0 = first; equal places are shared) of players.
    void setPlacings(const QStringList& names, const QList<int>& totals, const QList<int>& places,
                     int personColumn);
    void setNote(const QString& note);

    QString headline() const;
    QTableWidget* placingsTable() const { return m_table; }
    // The placings row showing the person, -1 when none does.
    int personRow() const { return m_personRow; }
    QPushButton* newGameButton() const { return m_newGame; }
    QPushButton* rematchButton() const { return m_rematch; }
    QPushButton* closeButton() const { return m_close; }

Q_SIGNALS:
    void newGameRequested();
    void rematchRequested();

private:
    void fillTable(const QStringList& names, const QList<int>& totals, const QList<int>& places,
                   int personColumn);
    void setHeadline(const QStringList& names, const QList<int>& places, int personColumn);
    // Sizes the dialog to its headline, note, places and buttons.
    void fitContents();

    QLabel* m_headline;
    QLabel* m_note;
    QTableWidget* m_table;
    QPushButton* m_newGame;
    QPushButton* m_rematch;
    QPushButton* m_close;
    int m_personRow = -1;
    bool m_sides = false; // the columns are partnerships
    bool m_nameSaysYou = false;
};
