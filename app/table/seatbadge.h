#pragma once
// A player's name plate on the table: the name, one line of counts under it (tricks, points),
// and a bright rim while it is that player's turn.

#include <QFont>
#include <QGraphicsItem>
#include <QString>

class SeatBadge : public QGraphicsItem {
public:
    explicit SeatBadge(QGraphicsItem* parent = nullptr);

    void setText(const QString& name, const QString& detail);
    QString name() const { return m_name; }
    QString detail() const { return m_detail; }
    void setActive(bool active);
    bool active() const { return m_active; }
    // Text size follows the card size, so the plate scales with the table.
    void setPixelSize(int pixels);
    // The plate never grows wider than this; longer text is elided (0: no limit).
    void setMaxWidth(qreal width);
    // Places the plate so that its centre is at `centre`, on whole pixels to keep text sharp.
    void setCentre(QPointF centre);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString m_name;
    QString m_detail;
    bool m_active = false;
    QFont m_nameFont;
    QFont m_detailFont;
    QSizeF m_size;
    qreal m_maxWidth = 0;
    void measure();
};
