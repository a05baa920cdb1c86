#pragma once
// The key to the score chart's lines: a coloured stroke and the player's name for each line, in
// as many rows as the width needs, so every name shows in full at any number of players (the
// chart's own legend shrinks names to coloured squares once they do not fit on one row).

#include <QColor>
#include <QImage>
#include <QList>
#include <QString>
#include <QWidget>

class ChartLegend : public QWidget {
    Q_OBJECT

public:
    struct Entry {
        QString name;
        QColor colour;
        bool bold = false; // the person's line
        bool dashed = false;
        QImage marker; // the line's marker, drawn on its stroke (none for the target)
    };

    explicit ChartLegend(QWidget* parent = nullptr);

    void setEntries(const QList<Entry>& entries);
    QList<Entry> entries() const { return m_entries; }
    // The names as drawn, in order (for tests and screen readers).
    QStringList names() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // Where each entry goes at `width`: its rectangle, swatch included.
    QList<QRect> place(int width) const;
    int entryWidth(const Entry& entry) const;

    QList<Entry> m_entries;
};
