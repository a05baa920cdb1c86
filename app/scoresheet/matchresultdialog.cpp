#include "scoresheet/matchresultdialog.h"

#include "text/gametext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

MatchResultDialog::MatchResultDialog(QWidget* parent)
    : QDialog(parent), m_headline(new QLabel(this)), m_totals(new QLabel(this))
{
    setWindowTitle(tr("Game over"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setAlignment(Qt::AlignCenter);
    m_totals->setAlignment(Qt::AlignCenter);

    auto* buttons = new QDialogButtonBox(this);
    m_newGame = buttons->addButton(tr("New game"), QDialogButtonBox::AcceptRole);
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_newGame->setDefault(true);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        accept();
        Q_EMIT newGameRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_totals);
    layout->addWidget(buttons);
}

void MatchResultDialog::setResult(const QStringList& winners, const QStringList& names,
                                  const QList<int>& totals)
{
    const QString you = GameText::seatName(0, static_cast<int>(names.size()));
    if (winners.size() == 1 && winners.first() == you)
        m_headline->setText(tr("You win!"));
    else if (winners.size() == 1)
        m_headline->setText(tr("%1 wins.").arg(winners.first()));
    else
        m_headline->setText(tr("%1 share the win.").arg(winners.join(tr(" and "))));
    QStringList lines;
    for (qsizetype i = 0; i < names.size() && i < totals.size(); ++i)
        lines << tr("%1: %2").arg(names[i]).arg(totals[i]);
    m_totals->setText(lines.join(QLatin1Char('\n')));
}

QString MatchResultDialog::headline() const
{
    return m_headline->text();
}
