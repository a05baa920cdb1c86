#include "window/keyboardhelp.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString plain(QString text)
{
    // "&Undo: play 9♥" as it is read: no mnemonic marks, no trailing dots.
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.replace(QStringLiteral("&&"), QStringLiteral("&"));
    while (text.endsWith(QChar(0x2026)) || text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

} // namespace

KeyboardHelpDialog::KeyboardHelpDialog(QMenuBar* menus, QWidget* parent)
    : QDialog(parent), m_menus(menus), m_table(new QTableWidget(0, 2, this))
{
    setWindowTitle(tr("Keyboard — Follow Suit"));
    auto* intro = new QLabel(tr("Every part of a match can be played from the keyboard. At the "
                                "table the keys move an outline over the cards you may use, or "
                                "over the buttons of a question."),
                             this);
    intro->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("keyTable"));
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("What they do")});
    m_table->setAccessibleName(tr("Keys and what they do"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(640, 520);
    refresh();
}

void KeyboardHelpDialog::addRow(const QString& keys, const QString& what)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(keys));
    m_table->setItem(row, 1, new QTableWidgetItem(what));
}

void KeyboardHelpDialog::addMenuShortcuts(const QList<QAction*>& actions, const QString& menu)
{
    for (QAction* action : actions) {
        if (QMenu* sub = action->menu()) {
            addMenuShortcuts(sub->actions(), tr("%1 ▸ %2").arg(menu, plain(action->text())));
            continue;
        }
        QStringList keys;
        for (const QKeySequence& k : action->shortcuts())
            if (!k.isEmpty())
                keys << k.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            addRow(keys.size() == 1
                       ? keys.first()
                       : tr("%1 or %2", "two keys that do the same")
                             .arg(keys.first(), keys.mid(1).join(QStringLiteral(", "))),
                   tr("%1 ▸ %2").arg(menu, plain(action->text())));
    }
}

void KeyboardHelpDialog::refresh()
{
    m_table->setRowCount(0);
    addRow(tr("Left, Right"), tr("Move the outline to the previous or next card you may use, or "
                                 "to the previous or next button of a question."));
    addRow(tr("Home, End"), tr("Move the outline to the first or the last of them."));
    addRow(tr("Space"), tr("Play the outlined card, pick it for a pass or put it back, or press "
                           "the outlined button."));
    addRow(tr("Enter"), tr("Press the outlined button, confirm the cards picked, go on to the "
                           "next deal, or play the outlined card."));
    addRow(tr("Up, Down"), tr("When a question comes with your cards (a choice you may make "
                              "instead of playing), go to its buttons and back to your hand."));
    addRow(tr("0 to 9"), tr("Bid that number of tricks (two digits quickly for 10 and more)."));
    addRow(tr("Escape"), tr("Put the last trick away."));
    if (m_menus)
        for (QAction* top : m_menus->actions())
            if (QMenu* menu = top->menu())
                addMenuShortcuts(menu->actions(), plain(top->text()));
    m_table->resizeRowsToContents();
}

void KeyboardHelpDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    m_table->resizeRowsToContents();
}

void KeyboardHelpDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    m_table->resizeRowsToContents();
}
