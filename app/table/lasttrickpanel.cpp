#include "table/lasttrickpanel.h"

#include "table/tablepalette.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsPixmapItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include <cmath>

LastTrickPanel::LastTrickPanel(QGraphicsItem* parent) : QGraphicsItem(parent) {}

void LastTrickPanel::setContent(const QString& title, const QList<Entry>& entries, QSizeF cardSize,
                                int fontPixels)
{
    prepareGeometryChange();
    qDeleteAll(childItems());
    m_title = title;
    m_fontPixels = fontPixels;
    m_entries = static_cast<int>(entries.size());
    m_winnerRects.clear();

    QFont font;
    font.setPixelSize(fontPixels);
    const qreal line = QFontMetricsF(font).height();
    const qreal gap = std::round(cardSize.width() * 0.2);
    const qreal top = std::round(line * 2);
    qreal x = gap;
    for (const Entry& entry : entries) {
        auto* face = new QGraphicsPixmapItem(entry.face, this);
        face->setPos(x, top);
        auto* name = new QGraphicsSimpleTextItem(entry.player, this);
        name->setFont(font);
        const TablePalette& palette = TablePalette::of(this);
        name->setBrush(entry.winner ? palette.panelWinner : palette.panelText);
        name->setPos(std::round(x + (cardSize.width() - name->boundingRect().width()) / 2),
                     top + cardSize.height() + line * 0.3);
        if (entry.winner)
            m_winnerRects.append(QRectF(QPointF(x, top), cardSize).adjusted(-3, -3, 3, 3));
        x += cardSize.width() + gap;
    }
    m_size = QSizeF(qMax(x, QFontMetricsF(font).horizontalAdvance(title) + 2 * gap),
                    top + cardSize.height() + line * 1.8);
    update();
}

void LastTrickPanel::setCentre(QPointF centre)
{
    setPos(std::round(centre.x() - m_size.width() / 2),
           std::round(centre.y() - m_size.height() / 2));
}

QRectF LastTrickPanel::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void LastTrickPanel::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const TablePalette& p = TablePalette::of(this);
    painter->setPen(QPen(p.panelRim, p.panelRimWidth));
    painter->setBrush(p.panelFill); // opaque: the trick under it must not show through
    painter->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 10, 10);
    QFont font;
    font.setPixelSize(m_fontPixels);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(p.panelText);
    const qreal line = QFontMetricsF(font).height();
    painter->drawText(QRectF(0, line * 0.5, m_size.width(), line), Qt::AlignCenter, m_title);
    painter->setPen(QPen(p.winnerHalo, 3));
    painter->setBrush(Qt::NoBrush);
    for (const QRectF& r : m_winnerRects)
        painter->drawRoundedRect(r, 6, 6);
}
