#pragma once
// Shown when a match ends: who won, the final totals, and the way on: a new game or close.

#include <QDialog>
#include <QList>
#include <QStringList>

class QLabel;
class QPushButton;

class MatchResultDialog : public QDialog {
    Q_OBJECT

public:
    explicit MatchResultDialog(QWidget* parent = nullptr);

    // `winners` and `totals` name the score columns; `names` gives each column's players.
    void setResult(const QStringList& winners, const QStringList& names, const QList<int>& totals);
    QString headline() const;
    QPushButton* newGameButton() const { return m_newGame; }

Q_SIGNALS:
    void newGameRequested();

private:
    QLabel* m_headline;
    QLabel* m_totals;
    QPushButton* m_newGame;
};
