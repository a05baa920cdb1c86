#include "table/tableplaque.h"

#include "table/tablepalette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextOption>

#include <algorithm>
#include <cmath>

TablePlaque::TablePlaque(Style style, QGraphicsItem* parent) : QGraphicsItem(parent), m_style(style)
{
    m_font.setBold(style != Style::Info);
    setPixelSize(13);
    setAcceptedMouseButtons(Qt::NoButton); // the table's clicks go through to the baize
}

void TablePlaque::setLines(const QStringList& lines)
{
    if (lines == m_lines)
        return;
    m_lines = lines;
    update();
}

void TablePlaque::setPixelSize(int pixels)
{
    m_font.setPixelSize(qMax(10, pixels));
    update();
}

void TablePlaque::setRect(const QRectF& rect)
{
    if (rect == m_rect)
        return;
    prepareGeometryChange();
    m_rect = rect;
}

QRectF TablePlaque::boundingRect() const
{
    return m_rect;
}

QRectF TablePlaque::textRect() const
{
    const qreal pad = QFontMetricsF(m_font).height() * 0.35;
    if (m_style == Style::Plate) // the caption line only: the card fills the rest
        return QRectF(m_rect.left() + pad, m_rect.top(), m_rect.width() - 2 * pad,
                      QFontMetricsF(m_font).height() * 1.3);
    return m_rect.adjusted(pad, pad * 0.6, -pad, -pad * 0.6);
}

qreal TablePlaque::neededHeight() const
{
    const QFontMetricsF metrics(m_font);
    const QRectF room = textRect();
    const QRectF needed = metrics.boundingRect(QRectF(room.topLeft(), QSizeF(room.width(), 1e6)),
                                               Qt::TextWordWrap | Qt::AlignLeft, text());
    return needed.height() + (m_rect.height() - room.height());
}

qreal TablePlaque::neededWidth() const
{
    const QFontMetricsF metrics(m_font);
    qreal widest = 0;
    for (const QString& line : m_lines)
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return std::ceil(widest + (m_rect.width() - textRect().width())) + 1;
}

bool TablePlaque::fitsText() const
{
    const QFontMetricsF metrics(m_font);
    const QRectF room = textRect();
    const QRectF needed = metrics.boundingRect(QRectF(room.topLeft(), QSizeF(room.width(), 1e6)),
                                               Qt::TextWordWrap | Qt::AlignLeft, text());
    return needed.height() <= room.height() + 0.5 && needed.width() <= room.width() + 0.5;
}

void TablePlaque::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (m_rect.isEmpty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal radius = QFontMetricsF(m_font).height() * 0.45;
    const TablePalette& p = TablePalette::of(this);
    QColor ink;
    switch (m_style) {
    case Style::Info:
        painter->setPen(QPen(p.infoRim, p.plaqueRimWidth - 0.5));
        painter->setBrush(p.infoFill);
        ink = p.infoText;
        break;
    case Style::Plate:
        painter->setPen(QPen(p.captionRim, p.plaqueRimWidth,
                             p.captionRimDashed ? Qt::DashLine : Qt::SolidLine));
        painter->setBrush(p.captionFill);
        ink = p.captionText;
        break;
    case Style::Notice:
        painter->setPen(QPen(p.noticeRim, p.plaqueRimWidth + 0.5));
        painter->setBrush(p.noticeFill);
        ink = p.noticeText;
        break;
    }
    painter->drawRoundedRect(m_rect.adjusted(1, 1, -1, -1), radius, radius);
    painter->setFont(m_font);
    painter->setPen(ink);
    const Qt::Alignment align = m_style == Style::Info ? Qt::AlignLeft | Qt::AlignVCenter
                                                       : Qt::AlignHCenter | Qt::AlignVCenter;
    painter->drawText(textRect(), static_cast<int>(align) | Qt::TextWordWrap, text());
}
