#pragma once
// The person's figures for one game and variant, as a few large numbers with a caption each,
// readable at a glance across the room from the table.

#include "stats/statstypes.h"

#include <QWidget>

class QGridLayout;
class QLabel;

class StatsFigures : public QWidget {
    Q_OBJECT

public:
    explicit StatsFigures(QWidget* parent = nullptr);

    void setFigures(const QString& game, const QString& rules, const GameStats& stats);

private:
    // A framed tile: the value large, its caption small below; the value label is named
    // `objectName` so that tests can read it.
    QLabel* addTile(int row, int column, int span, const QString& caption,
                    const QString& objectName);

    QLabel* m_title;
    QLabel* m_rules;
    QLabel* m_played;
    QLabel* m_won;
    QLabel* m_winRate;
    QLabel* m_average;
    QLabel* m_best;
    QLabel* m_bestCaption;
    QLabel* m_currentStreak;
    QLabel* m_bestStreak;
    QGridLayout* m_tiles;
};
