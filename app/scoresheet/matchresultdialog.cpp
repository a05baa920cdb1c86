#include "scoresheet/matchresultdialog.h"

#include "face/gameface.h"
#include "scoresheet/sheettext.h"
#include "widgets/screenfit.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

MatchResultDialog::MatchResultDialog(QWidget* parent)
    : QDialog(parent), m_headline(new QLabel(this)), m_note(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Game over"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setAlignment(Qt::AlignCenter);
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("resultNote"));
    m_note->hide();

    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Place"), tr("Player"), tr("Total")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setShowGrid(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);

    auto* buttons = new QDialogButtonBox(this);
    m_newGame = buttons->addButton(tr("New game\u2026"), QDialogButtonBox::ActionRole);
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_rematch = buttons->addButton(tr("Rematch"), QDialogButtonBox::AcceptRole);
    m_rematch->setObjectName(QStringLiteral("rematchButton"));
    m_rematch->setDefault(true);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT newGameRequested();
    });
    connect(m_rematch, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT rematchRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_note);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    // Never smaller than the headline, note, every place and the buttons need, so the buttons
    // cannot ride over the table of places whatever came before.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    setMinimumWidth(340);
}

void MatchResultDialog::setResult(const GameFace& face, const fs::Rules& rules,
                                  const fs::MatchStatus& status, const std::vector<int>& totals,
                                  const QStringList& names, int personColumn, bool nameSaysYou)
{
    m_nameSaysYou = nameSaysYou;
    const std::vector<int> places = rules.placings(totals, status);
    m_sides = rules.columnKind() == fs::ColumnKind::Sides;
    setPlacings(names, QList<int>(totals.begin(), totals.end()),
                QList<int>(places.begin(), places.end()), personColumn);
    // Say why, when the winner is not simply the best total the game would rank first.
    // Won outright: the winners are not exactly those the totals put first.
    const std::vector<int> standings = rules.standings(totals);
    std::vector<int> firstOnTotals;
    for (std::size_t c = 0; c < standings.size(); ++c)
        if (standings[c] == 0)
            firstOnTotals.push_back(static_cast<int>(c));
    std::vector<int> winners = status.winners;
    std::sort(winners.begin(), winners.end());
    const bool outright = winners != firstOnTotals;
    if (outright)
        setNote(face.wonOutrightNote());
    else
        setNote(face.resultNote(rules));
}

void MatchResultDialog::setPlacings(const QStringList& names, const QList<int>& totals,
                                    const QList<int>& places, int personColumn)
{
    setHeadline(names, places, personColumn);
    fillTable(names, totals, places, personColumn);
}

void MatchResultDialog::setNote(const QString& note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    fitContents(); // the note came after the places were measured
}

void MatchResultDialog::setHeadline(const QStringList& names, const QList<int>& places,
                                    int personColumn)
{
    QStringList winners;
    for (qsizetype column = 0; column < places.size(); ++column)
        if (places[column] == 0)
            winners << names.value(column);
    const bool personWon = personColumn >= 0 && places.value(personColumn, -1) == 0;
    if (personWon && winners.size() == 1)
        m_headline->setText(tr("You win!"));
    else if (personWon)
        m_headline->setText(tr("You share the win."));
    else if (winners.size() == 1 && m_sides) // a partnership: "West & East win."
        m_headline->setText(tr("%1 win.").arg(winners.first()));
    else if (winners.size() == 1)
        m_headline->setText(tr("%1 wins.").arg(winners.first()));
    else
        m_headline->setText(tr("%1 share the win.").arg(QLocale().createSeparatedList(winners)));
}

void MatchResultDialog::fillTable(const QStringList& names, const QList<int>& totals,
                                  const QList<int>& places, int personColumn)
{
    // Rows in the order of places; within a shared place, in column order.
    QList<int> order(places.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return places.value(a) < places.value(b); });
    m_table->setRowCount(static_cast<int>(order.size()));
    m_personRow = -1;
    QFont bold = font();
    bold.setBold(true);
    for (int row = 0; row < order.size(); ++row) {
        const int column = order[row];
        const bool person = column == personColumn;
        const QString name = names.value(column);
        const QString shown = person && !m_nameSaysYou ? tr("%1 (you)").arg(name) : name;
        const QStringList cells = {SheetText::place(places.value(column)), shown,
                                   QString::number(totals.value(column))};
        for (int cell = 0; cell < cells.size(); ++cell) {
            auto* item = new QTableWidgetItem(cells[cell]);
            item->setTextAlignment(cell == 1 ? Qt::AlignLeft | Qt::AlignVCenter
                                             : Qt::AlignRight | Qt::AlignVCenter);
            if (person) {
                item->setFont(bold);
                item->setBackground(QColor(255, 224, 130));
                item->setForeground(QColor(20, 20, 20));
            }
            m_table->setItem(row, cell, item);
        }
        if (person)
            m_personRow = row;
    }
    // As tall as its rows, so the dialog has no blank box under the last place; on a small
    // screen with many players, as tall as the screen allows (the places then scroll).
    m_table->resizeRowsToContents();
    const int rows = m_table->horizontalHeader()->sizeHint().height() +
                     m_table->verticalHeader()->length() + 2 * m_table->frameWidth() +
                     4; // the styled frame's inner margin
    const int room = ScreenFit::largest(this).height() - 200;
    m_table->setFixedHeight(std::max(80, std::min(rows, room)));
    fitContents();
}

void MatchResultDialog::fitContents()
{
    // The note wraps, so its height depends on the width it gets: ask the layout for the height
    // at the width the dialog will have, not for the one-line height its size hint assumes.
    layout()->activate();
    const QSize hint = sizeHint().expandedTo(minimumSizeHint());
    const int height = layout()->hasHeightForWidth()
                           ? std::max(hint.height(), layout()->totalHeightForWidth(hint.width()))
                           : hint.height();
    resize(hint.width(), height);
    ScreenFit::keepOnScreen(this);
}

QString MatchResultDialog::headline() const
{
    return m_headline->text();
}
