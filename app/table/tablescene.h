#pragma once
// The scene under the table view: the baize, and the mouse mechanics of picking up cards, the
// way KPat's scene does it. It only reports what the hand did (clicked, double-clicked, dropped
// on the table or elsewhere); the table view decides what that asks of the game.

#include "table/tablepalette.h"

#include <QGraphicsScene>
#include <QPointF>
#include <QPointer>

class CardItem;
class QGraphicsPathItem;

class TableScene : public QGraphicsScene {
    Q_OBJECT

public:
    explicit TableScene(QObject* parent = nullptr);

    // Cards the person may pick up; others ignore the mouse. Set by the table on each turn.
    void setDragEnabled(bool enabled) { m_dragEnabled = enabled; }
    void setClickEnabled(bool enabled) { m_clickEnabled = enabled; }
    // The area where a dragged card counts as played. Highlighted while a card hovers over it.
    void setDropZone(QGraphicsPathItem* zone) { m_dropZone = zone; }
    // The card being dragged now, or nullptr.
    CardItem* dragged() const { return m_dragging ? m_pressed : nullptr; }
    // The card under a scene position that belongs to the person's hand, or nullptr.
    CardItem* handCardAt(QPointF scenePos) const;
    // The colours of everything on the baize; switching repaints the whole table.
    void setHighContrast(bool on);
    bool highContrast() const { return m_palette == &TablePalette::highContrast(); }
    const TablePalette& tablePalette() const { return *m_palette; }

Q_SIGNALS:
    void cardClicked(CardItem* card);
    void cardDoubleClicked(CardItem* card);
    // A drag ended; `onTable` says whether the card was over the drop zone.
    void cardDropped(CardItem* card, bool onTable);
    void emptyClicked();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;

private:
    bool overDropZone(const CardItem* card, QPointF cursor) const;
    void showDropZone(bool visible, bool hot);

    bool m_dragEnabled = false;
    bool m_clickEnabled = false;
    bool m_dragging = false;
    CardItem* m_pressed = nullptr;
    QPointF m_pressPos;
    QPointF m_pressItemPos;
    qreal m_pressZ = 0;
    QGraphicsPathItem* m_dropZone = nullptr;
    const TablePalette* m_palette = &TablePalette::normal();
};
