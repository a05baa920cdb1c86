#pragma once
// A pile of face-down cards whose number matters but whose cards do not: a seat's won tricks,
// the stock, the discards, the tricks set aside. It shows a few stacked backs (a thicker pile
// for more cards) and the count beside them, so a player can read it at a glance.

#include <QPixmap>
#include <QPointF>
#include <QSize>

#include <vector>

class QGraphicsPixmapItem;
class QGraphicsScene;
class QGraphicsSimpleTextItem;

class PileStack {
public:
    static constexpr int MaxDrawn = 4; // more backs than this only hide each other
    static constexpr qreal Offset = 2; // pixels between stacked backs
    // How much further right and down than one back a pile reaches: its place on the table is
    // a back's size and this much more.
    static constexpr qreal Thickness = (MaxDrawn - 1) * Offset;

    PileStack(QGraphicsScene* scene, qreal z);
    ~PileStack();
    PileStack(const PileStack&) = delete;
    PileStack& operator=(const PileStack&) = delete;

    // `count` cards in the rectangle of a back's size and the thickness from `topLeft`, with
    // `label` written under the pile (empty: no label; the plates already count won tricks).
    void show(int count, QPointF topLeft, const QPixmap& back, int fontPixels,
              const QString& label = QString());
    void hide();
    int count() const { return m_count; }
    QPointF topLeft() const { return m_topLeft; }
    bool isVisible() const { return m_count > 0; }

private:
    QGraphicsScene* m_scene;
    qreal m_z;
    int m_count = 0;
    QPointF m_topLeft;
    std::vector<QGraphicsPixmapItem*> m_backs;
    QGraphicsSimpleTextItem* m_label = nullptr;
};
