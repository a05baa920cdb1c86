#include "table/seatbadge.h"

#include "table/tablepalette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace {

// Words joined into lines no wider than `width`; a single word wider than that stands alone and
// is elided when drawn.
QStringList wrapped(const QStringList& parts, const QFontMetricsF& metrics, qreal width)
{
    QStringList lines;
    const QString separator = QStringLiteral(" · ");
    for (const QString& part : parts) {
        if (!lines.isEmpty() &&
            metrics.horizontalAdvance(lines.last() + separator + part) <= width) {
            lines.last() += separator + part;
            continue;
        }
        if (metrics.horizontalAdvance(part) <= width) {
            lines << part;
            continue;
        }
        // Too long for a line of its own: break it between words.
        QString line;
        for (const QString& word : part.split(QLatin1Char(' '))) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        if (!line.isEmpty())
            lines << line;
    }
    return lines;
}

QFont nameFontOf(int pixels)
{
    QFont font;
    font.setBold(true);
    font.setPixelSize(qMax(10, pixels));
    return font;
}

QFont detailFontOf(int pixels)
{
    QFont font;
    font.setPixelSize(qMax(9, pixels * 5 / 6));
    return font;
}

// A plate's height for lines of the name's and the detail's heights, padding included.
qreal plateHeight(qreal nameLines, qreal nameHeight, qreal detailLines, qreal detailHeight)
{
    const qreal pad = nameHeight * 0.5;
    return std::ceil(nameLines * nameHeight + detailLines * detailHeight + pad * 0.8);
}

} // namespace

SeatBadge::SeatBadge(QGraphicsItem* parent) : QGraphicsItem(parent)
{
    setPixelSize(14);
}

qreal SeatBadge::heightFor(int pixels, int lines)
{
    return plateHeight(1, QFontMetricsF(nameFontOf(pixels)).height(), qMax(0, lines - 1),
                       QFontMetricsF(detailFontOf(pixels)).height());
}

void SeatBadge::setText(const QString& name, const QString& detail, const QStringList& notes)
{
    if (name == m_name && detail == m_detail && notes == m_notes)
        return;
    m_name = name;
    m_detail = detail;
    m_notes = notes;
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
    m_nameFont = nameFontOf(pixels);
    m_detailFont = detailFontOf(pixels);
    measure();
}

void SeatBadge::setMaxWidth(qreal width)
{
    if (qFuzzyCompare(width, m_maxWidth))
        return;
    m_maxWidth = width;
    measure();
}

void SeatBadge::setTopCentre(QPointF topCentre)
{
    setPos(std::round(topCentre.x() - m_size.width() / 2), std::round(topCentre.y()));
}

qreal SeatBadge::textWidth() const
{
    const qreal pad = QFontMetricsF(m_nameFont).height() * 0.5;
    return m_size.width() - 2 * pad;
}

void SeatBadge::measure()
{
    prepareGeometryChange();
    const QFontMetricsF nameMetrics(m_nameFont);
    const QFontMetricsF detailMetrics(m_detailFont);
    const qreal pad = nameMetrics.height() * 0.5;
    qreal widest =
        qMax(nameMetrics.horizontalAdvance(m_name), detailMetrics.horizontalAdvance(m_detail));
    for (const QString& note : m_notes)
        widest = qMax(widest, detailMetrics.horizontalAdvance(note));
    const qreal wanted = std::ceil(widest + 2 * pad);
    const qreal width = m_maxWidth > 0 ? qMin(wanted, std::floor(m_maxWidth)) : wanted;
    // The name and total, the counts and the notes each wrap between their parts (and a part
    // between its words), so no line is ever cut.
    const QString separator = QStringLiteral(" · ");
    m_lines = wrapped(m_name.split(separator), nameMetrics, width - 2 * pad);
    m_detailLine = static_cast<int>(m_lines.size());
    m_lines << wrapped(m_detail.split(separator), detailMetrics, width - 2 * pad);
    m_noteLine = static_cast<int>(m_lines.size());
    m_lines << wrapped(m_notes, detailMetrics, width - 2 * pad);
    const qreal nameLines = m_detailLine;
    const qreal detailLines = m_lines.size() - m_detailLine;
    m_size = QSizeF(
        width, plateHeight(nameLines, nameMetrics.height(), detailLines, detailMetrics.height()));
    update();
}

bool SeatBadge::fitsText() const
{
    const QFontMetricsF nameMetrics(m_nameFont);
    const QFontMetricsF detailMetrics(m_detailFont);
    const qreal room = textWidth() + 0.5;
    for (int i = 0; i < m_lines.size(); ++i)
        if ((i < m_detailLine ? nameMetrics : detailMetrics).horizontalAdvance(m_lines[i]) > room)
            return false;
    return true;
}

QRectF SeatBadge::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void SeatBadge::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(1, 1, -1, -1);
    const qreal radius = std::min(r.height() * 0.3, QFontMetricsF(m_nameFont).height() * 0.6);
    const TablePalette& p = TablePalette::of(this);
    painter->setPen(m_active ? QPen(p.turnRim, p.turnRimWidth) : QPen(p.plateRim, p.plateRimWidth));
    painter->setBrush(m_active ? p.turnFill : p.plateFill);
    painter->drawRoundedRect(r, radius, radius);

    const QFontMetricsF nameMetrics(m_nameFont);
    const QFontMetricsF detailMetrics(m_detailFont);
    const qreal width = textWidth();
    qreal top = r.top() + nameMetrics.height() * 0.2;
    for (int i = 0; i < m_lines.size(); ++i) {
        const bool name = i < m_detailLine;
        const QFontMetricsF& metrics = name ? nameMetrics : detailMetrics;
        painter->setFont(name ? m_nameFont : m_detailFont);
        painter->setPen(name             ? (m_active ? p.turnName : p.plateName)
                        : i < m_noteLine ? p.plateDetail
                                         : p.plateNote); // the game's notes, warmer
        painter->drawText(QRectF(r.left(), top, r.width(), metrics.height()), Qt::AlignCenter,
                          metrics.elidedText(m_lines[i], Qt::ElideRight, width));
        top += metrics.height();
    }
}
