#pragma once
// A plaque on the baize with lines of text: the corner that says what matters now (deal, trumps,
// the game's facts), the plate the turned-up card lies on with its caption, and the note over
// the person's hand when a card is refused. It fills a rectangle the layout gives it; lines that
// are too long wrap, and the plaque says (fitsText) whether everything found room.

#include <QFont>
#include <QGraphicsItem>
#include <QString>
#include <QStringList>

class TablePlaque : public QGraphicsItem {
public:
    enum class Style {
        Info,   // dark and quiet: facts to glance at
        Plate,  // a lighter frame round a card, caption on top
        Notice, // bright: something the person should read now
    };

    explicit TablePlaque(Style style, QGraphicsItem* parent = nullptr);

    void setLines(const QStringList& lines);
    QStringList lines() const { return m_lines; }
    QString text() const { return m_lines.join(QLatin1Char('\n')); }
    void setPixelSize(int pixels);
    void setRect(const QRectF& rect);
    QRectF rect() const { return m_rect; }
    // Whether every line, wrapped at the plaque's width, fits its height.
    bool fitsText() const;
    // The height the lines need at the plaque's width, padding included.
    qreal neededHeight() const;
    // The width the longest line needs on one line, padding included.
    qreal neededWidth() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF textRect() const;

    Style m_style;
    QStringList m_lines;
    QFont m_font;
    QRectF m_rect;
};
