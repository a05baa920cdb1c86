#include "scoresheet/chartlegend.h"

#include <QFontMetrics>
#include <QPainter>

namespace {

constexpr int Swatch = 18;   // the stroke's length
constexpr int LegendGap = 6; // between stroke and name, and between entries

} // namespace

ChartLegend::ChartLegend(QWidget* parent) : QWidget(parent)
{
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    setFont(small);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ChartLegend::setEntries(const QList<Entry>& entries)
{
    m_entries = entries;
    setAccessibleName(tr("Chart lines: %1").arg(names().join(QStringLiteral(", "))));
    updateGeometry();
    update();
}

QStringList ChartLegend::names() const
{
    QStringList list;
    for (const Entry& e : m_entries)
        list << e.name;
    return list;
}

int ChartLegend::entryWidth(const Entry& entry) const
{
    QFont f = font();
    f.setBold(entry.bold);
    return Swatch + LegendGap + QFontMetrics(f).horizontalAdvance(entry.name);
}

QList<QRect> ChartLegend::place(int width) const
{
    QList<QRect> rects;
    const int line = fontMetrics().height() + 2;
    int x = 0;
    int y = 0;
    for (const Entry& e : m_entries) {
        const int w = entryWidth(e);
        if (x > 0 && x + w > width) {
            x = 0;
            y += line;
        }
        rects << QRect(x, y, w, line);
        x += w + 2 * LegendGap;
    }
    return rects;
}

int ChartLegend::heightForWidth(int width) const
{
    const QList<QRect> rects = place(width);
    return rects.isEmpty() ? 0 : rects.last().bottom() + 1;
}

QSize ChartLegend::sizeHint() const
{
    int width = 0;
    for (const Entry& e : m_entries)
        width += entryWidth(e) + 2 * LegendGap;
    return {width, heightForWidth(width)};
}

void ChartLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QList<QRect> rects = place(width());
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry& e = m_entries[i];
        const QRect r = rects[i];
        QPen pen(e.colour, e.bold ? 3.5 : 2, e.dashed ? Qt::DashLine : Qt::SolidLine);
        painter.setPen(pen);
        const int mid = r.center().y();
        painter.drawLine(r.left(), mid, r.left() + Swatch, mid);
        if (!e.marker.isNull())
            painter.drawImage(
                QPoint(r.left() + (Swatch - e.marker.width()) / 2, mid - e.marker.height() / 2),
                e.marker);
        QFont f = font();
        f.setBold(e.bold);
        painter.setFont(f);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(r.left() + Swatch + LegendGap, r.top(),
                               r.width() - Swatch - LegendGap, r.height()),
                         Qt::AlignVCenter | Qt::AlignLeft, e.name);
    }
}
