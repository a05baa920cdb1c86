#pragma once
// A panel over the table showing the previous trick: its cards in playing order, who played
// each, and who took it. The table fills it with ready pixmaps; it renders nothing itself.

#include <QGraphicsItem>
#include <QList>
#include <QPixmap>
#include <QString>

class LastTrickPanel : public QGraphicsItem {
public:
    struct Entry {
        QString player;
        QPixmap face;
        bool winner = false;
    };

    explicit LastTrickPanel(QGraphicsItem* parent = nullptr);

    // Rebuilds the panel; `cardSize` is the logical size of each face pixmap.
    void setContent(const QString& title, const QList<Entry>& entries, QSizeF cardSize,
                    int fontPixels);
    int entryCount() const { return m_entries; }
    // Places the panel with its centre at `centre`, on whole pixels.
    void setCentre(QPointF centre);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString m_title;
    QSizeF m_size;
    int m_fontPixels = 14;
    int m_entries = 0;
    QList<QRectF> m_winnerRects;
};
