#pragma once
// A player's name plate on the table: the name, a line of counts under it (tricks, bid, points),
// the game's notes for the seat (a road, a put, the moon) on lines of their own, and a bright
// rim while it is that player's turn. Notes wrap rather than being cut; only a single word too
// long for the plate is shortened.

#include <QFont>
#include <QGraphicsItem>
#include <QString>
#include <QStringList>

class SeatBadge : public QGraphicsItem {
public:
    explicit SeatBadge(QGraphicsItem* parent = nullptr);

    void setText(const QString& name, const QString& detail, const QStringList& notes = {});
    QString name() const { return m_name; }
    QString detail() const { return m_detail; }
    QStringList notes() const { return m_notes; }
    // The lines as drawn (name, counts, then the notes wrapped to the plate's width).
    QStringList lines() const { return m_lines; }
    void setActive(bool active);
    bool active() const { return m_active; }
    // Text size follows the card size, so the plate scales with the table.
    void setPixelSize(int pixels);
    // The plate never grows wider than this (0: no limit).
    void setMaxWidth(qreal width);
    // Places the plate so that its top edge is centred on `topCentre`, on whole pixels: the
    // plate grows downwards when notes give it more lines.
    void setTopCentre(QPointF topCentre);
    // The height of a plate of `lines` lines (the name, then counts and notes in the smaller
    // face) whose name is `pixels` high: what the table keeps free above a seat's cards.
    static qreal heightFor(int pixels, int lines);
    // Whether every line is drawn whole at the plate's width.
    bool fitsText() const;
    // Whether the name, the counts and each note are drawn on a line of their own, unwrapped.
    bool eachOnOneLine() const
    {
        return m_noteLine == (m_detail.isEmpty() ? 1 : 2) &&
               m_lines.size() == m_noteLine + m_notes.size();
    }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void measure();
    qreal textWidth() const;

    QString m_name;
    QString m_detail;
    QStringList m_notes;
    QStringList m_lines;  // the name (and total), then the counts, then the notes
    int m_detailLine = 1; // the first line of counts
    int m_noteLine = 2;   // the first line of notes
    bool m_active = false;
    QFont m_nameFont;
    QFont m_detailFont;
    QSizeF m_size;
    qreal m_maxWidth = 0;
};
