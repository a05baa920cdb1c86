#include "table/pilestack.h"

#include "table/tablepalette.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

PileStack::PileStack(QGraphicsScene* scene, qreal z) : m_scene(scene), m_z(z)
{
    for (int i = 0; i < MaxDrawn; ++i) {
        auto* item = new QGraphicsPixmapItem;
        item->setZValue(z + i);
        item->setVisible(false);
        item->setTransformationMode(Qt::SmoothTransformation);
        scene->addItem(item);
        m_backs.push_back(item);
    }
    m_label = new QGraphicsSimpleTextItem;
    m_label->setZValue(z + MaxDrawn);
    m_label->setVisible(false);
    scene->addItem(m_label);
}

// The items belong to the scene, which outlives every pile of the table.
PileStack::~PileStack() = default;

void PileStack::show(int count, QPointF topLeft, const QPixmap& back, int fontPixels,
                     const QString& label)
{
    m_count = std::max(0, count);
    m_topLeft = topLeft;
    const int drawn = std::min(m_count, MaxDrawn);
    for (int i = 0; i < MaxDrawn; ++i) {
        QGraphicsPixmapItem* item = m_backs[static_cast<std::size_t>(i)];
        item->setVisible(i < drawn);
        if (i >= drawn)
            continue;
        if (item->pixmap().cacheKey() != back.cacheKey())
            item->setPixmap(back);
        // Rising up and to the right from the bottom-left back, within the pile's place.
        item->setPos(topLeft + QPointF(i * Offset, (MaxDrawn - 1 - i) * Offset));
    }
    m_label->setVisible(m_count > 0 && !label.isEmpty());
    if (!m_label->isVisible())
        return;
    QFont f = m_label->font();
    f.setPixelSize(fontPixels);
    f.setBold(true);
    m_label->setFont(f);
    m_label->setText(label);
    m_label->setBrush(TablePalette::of(m_scene).pileLabel); // the table may have changed colours
    // Under the pile, on the baize, where it reads without fighting the backs' pattern.
    const QSizeF size = back.deviceIndependentSize();
    const QRectF text = m_label->boundingRect();
    m_label->setPos(topLeft.x() + (size.width() - text.width()) / 2,
                    topLeft.y() + size.height() + Thickness + 2);
}

void PileStack::hide()
{
    m_count = 0;
    for (QGraphicsPixmapItem* item : m_backs)
        item->setVisible(false);
    m_label->setVisible(false);
}
