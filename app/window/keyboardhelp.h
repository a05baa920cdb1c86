#pragma once
// Help ▸ Keyboard: every key of the table and every menu shortcut, in one list a screen reader
// reads row by row. The menu's shortcuts are read from the menus themselves when the page
// opens, so the page can never disagree with them.

#include <QDialog>
#include <QList>

class QAction;
class QMenuBar;
class QTableWidget;

class KeyboardHelpDialog : public QDialog {
    Q_OBJECT

public:
    explicit KeyboardHelpDialog(QMenuBar* menus, QWidget* parent = nullptr);

    QTableWidget* keyTable() const { return m_table; }
    // Fills the list again (the menus' texts change with the game).
    void refresh();

protected:
    // The rows wrap at the width the list has once shown, and again when it changes.
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void addRow(const QString& keys, const QString& what);
    void addMenuShortcuts(const QList<QAction*>& actions, const QString& menu);

    QMenuBar* m_menus;
    QTableWidget* m_table;
};
