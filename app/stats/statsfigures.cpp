#include "stats/statsfigures.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

StatsFigures::StatsFigures(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_rules(new QLabel(this)),
      m_tiles(new QGridLayout)
{
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("figuresTitle"));
    m_rules->setObjectName(QStringLiteral("figuresRules"));
    m_rules->setWordWrap(true);
    m_rules->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tiles->setSpacing(12);
    // Three results across the top, then two scores and two streaks, each row filling the
    // width: six grid columns, spanned two or three at a time.
    m_played = addTile(0, 0, 2, tr("Played"), QStringLiteral("playedValue"));
    m_won = addTile(0, 2, 2, tr("Won"), QStringLiteral("wonValue"));
    m_winRate = addTile(0, 4, 2, tr("Win rate"), QStringLiteral("winRateValue"));
    m_average = addTile(1, 0, 3, tr("Average score"), QStringLiteral("averageValue"));
    m_best = addTile(1, 3, 3, tr("Best score"), QStringLiteral("bestValue"));
    m_bestCaption = m_best->parentWidget()->findChild<QLabel*>(QStringLiteral("caption"));
    m_currentStreak =
        addTile(2, 0, 3, tr("Wins in a row now"), QStringLiteral("currentStreakValue"));
    m_bestStreak = addTile(2, 3, 3, tr("Most wins in a row"), QStringLiteral("bestStreakValue"));
    for (int column = 0; column < 6; ++column)
        m_tiles->setColumnStretch(column, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_rules);
    layout->addSpacing(12);
    layout->addLayout(m_tiles);
    layout->addStretch(1);
}

QLabel* StatsFigures::addTile(int row, int column, int span, const QString& caption,
                              const QString& objectName)
{
    auto* tile = new QFrame(this);
    tile->setFrameShape(QFrame::StyledPanel);
    tile->setAutoFillBackground(true);
    tile->setBackgroundRole(QPalette::Base);
    auto* value = new QLabel(tile);
    value->setObjectName(objectName);
    QFont big = value->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    value->setFont(big);
    value->setAlignment(Qt::AlignCenter);
    auto* label = new QLabel(caption, tile);
    label->setObjectName(QStringLiteral("caption"));
    label->setAlignment(Qt::AlignCenter);
    label->setForegroundRole(QPalette::PlaceholderText);
    auto* layout = new QVBoxLayout(tile);
    layout->setContentsMargins(12, 14, 12, 14);
    layout->addWidget(value);
    layout->addWidget(label);
    m_tiles->addWidget(tile, row, column, 1, span);
    return value;
}

void StatsFigures::setFigures(const QString& game, const QString& rules, const GameStats& stats)
{
    const QLocale locale;
    m_title->setText(game);
    m_rules->setText(rules);
    m_played->setText(locale.toString(stats.played));
    m_won->setText(locale.toString(stats.won));
    m_winRate->setText(tr("%1 %").arg(locale.toString(stats.winRate * 100, 'f', 0)));
    const bool any = stats.played > 0;
    m_average->setText(any ? locale.toString(stats.averageTotal, 'f', 1)
                           : QStringLiteral("\u2013"));
    m_best->setText(any ? locale.toString(stats.bestTotal) : QStringLiteral("\u2013"));
    // In Hearts the best score is the lowest; say so, or a low "best" looks like a mistake.
    m_bestCaption->setText(stats.lowerIsBetter ? tr("Best score (lowest)") : tr("Best score"));
    m_currentStreak->setText(locale.toString(stats.currentStreak));
    m_bestStreak->setText(locale.toString(stats.bestStreak));
}
