#include "table/seatbadge.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

SeatBadge::SeatBadge(QGraphicsItem* parent) : QGraphicsItem(parent)
{
    m_nameFont.setBold(true);
    setPixelSize(14);
}

void SeatBadge::setText(const QString& name, const QString& detail)
{
    if (name == m_name && detail == m_detail)
        return;
    m_name = name;
    m_detail = detail;
    measure();
}

void SeatBadge::setActive(bool active)
{
    if (active != m_active) {
        m_active = active;
        update();
    }
}

void SeatBadge::setPixelSize(int pixels)
{
    m_nameFont.setPixelSize(qMax(10, pixels));
    m_detailFont.setPixelSize(qMax(9, pixels * 5 / 6));
    measure();
}

void SeatBadge::setMaxWidth(qreal width)
{
    if (qFuzzyCompare(width, m_maxWidth))
        return;
    m_maxWidth = width;
    measure();
}

void SeatBadge::setCentre(QPointF centre)
{
    setPos(std::round(centre.x() - m_size.width() / 2),
           std::round(centre.y() - m_size.height() / 2));
}

void SeatBadge::measure()
{
    prepareGeometryChange();
    const QFontMetricsF nameMetrics(m_nameFont);
    const QFontMetricsF detailMetrics(m_detailFont);
    const qreal pad = nameMetrics.height() * 0.5;
    const qreal width =
        qMax(nameMetrics.horizontalAdvance(m_name), detailMetrics.horizontalAdvance(m_detail));
    const qreal wanted = std::ceil(width + 2 * pad);
    m_size = QSizeF(m_maxWidth > 0 ? qMin(wanted, std::floor(m_maxWidth)) : wanted,
                    std::ceil(nameMetrics.height() + detailMetrics.height() + pad * 0.8));
    update();
}

QRectF SeatBadge::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void SeatBadge::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(1, 1, -1, -1);
    const qreal radius = r.height() * 0.3;
    painter->setPen(m_active ? QPen(QColor(255, 210, 60), 2.5)
                             : QPen(QColor(255, 255, 255, 60), 1));
    painter->setBrush(m_active ? QColor(40, 30, 0, 190) : QColor(0, 0, 0, 120));
    painter->drawRoundedRect(r, radius, radius);

    const QFontMetricsF nameMetrics(m_nameFont);
    const qreal top = r.top() + nameMetrics.height() * 0.2;
    painter->setFont(m_nameFont);
    painter->setPen(m_active ? QColor(255, 225, 120) : QColor(Qt::white));
    const qreal textWidth = r.width() - nameMetrics.height() * 0.6;
    painter->drawText(QRectF(r.left(), top, r.width(), nameMetrics.height()), Qt::AlignCenter,
                      nameMetrics.elidedText(m_name, Qt::ElideRight, textWidth));
    painter->setFont(m_detailFont);
    painter->setPen(QColor(225, 235, 225));
    painter->drawText(QRectF(r.left(), top + nameMetrics.height(), r.width(),
                             QFontMetricsF(m_detailFont).height()),
                      Qt::AlignCenter,
                      QFontMetricsF(m_detailFont).elidedText(m_detail, Qt::ElideRight, textWidth));
}
