#include "scoresheet/linestyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <array>
#include <cmath>

namespace {

constexpr std::array<QRgb, LineStyle::Distinct> Colours = {
    0xff0072b2, // blue
    0xffe69f00, // orange
    0xff009e73, // bluish green
    0xffcc79a7, // reddish purple
    0xff56b4e9, // sky blue
    0xffd55e00, // vermilion
    0xff808080, // grey, not black: it shows on the dark palette too
    0xffc9a800, // gold, darker than Okabe and Ito's yellow, which fades on white
    0xff7b3294, // purple
    0xff8c6d31, // brown
};

QPolygonF regular(int corners, double radius, double turn, QPointF centre)
{
    QPolygonF shape;
    for (int i = 0; i < corners; ++i) {
        const double a = turn + 2 * M_PI * i / corners;
        shape << centre + QPointF(radius * std::sin(a), -radius * std::cos(a));
    }
    return shape;
}

QPolygonF star(double outer, double inner, QPointF centre)
{
    QPolygonF shape;
    for (int i = 0; i < 10; ++i) {
        const double r = i % 2 == 0 ? outer : inner;
        const double a = M_PI * i / 5;
        shape << centre + QPointF(r * std::sin(a), -r * std::cos(a));
    }
    return shape;
}

} // namespace

LineStyle LineStyle::of(int index)
{
    const int i = ((index % Distinct) + Distinct) % Distinct;
    return {QColor::fromRgb(Colours[static_cast<std::size_t>(i)]), static_cast<Marker>(i)};
}

QImage LineStyle::markerImage(int size) const
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF c(size / 2.0, size / 2.0);
    const double r = size / 2.0 - 1.0;
    QPainterPath path;
    switch (marker) {
    case Marker::Circle:
        path.addEllipse(c, r * 0.85, r * 0.85);
        break;
    case Marker::Square:
        path.addRect(QRectF(c.x() - r * 0.75, c.y() - r * 0.75, r * 1.5, r * 1.5));
        break;
    case Marker::TriangleUp:
        path.addPolygon(regular(3, r, 0, c + QPointF(0, r * 0.15)));
        break;
    case Marker::Diamond:
        path.addPolygon(regular(4, r, 0, c));
        break;
    case Marker::TriangleDown:
        path.addPolygon(regular(3, r, M_PI, c - QPointF(0, r * 0.15)));
        break;
    case Marker::Plus:
        path.addRect(QRectF(c.x() - r, c.y() - r * 0.3, 2 * r, r * 0.6));
        path.addRect(QRectF(c.x() - r * 0.3, c.y() - r, r * 0.6, 2 * r));
        path.setFillRule(Qt::WindingFill);
        break;
    case Marker::Cross: {
        QTransform turn;
        turn.translate(c.x(), c.y());
        turn.rotate(45);
        turn.translate(-c.x(), -c.y());
        QPainterPath plus;
        plus.addRect(QRectF(c.x() - r, c.y() - r * 0.3, 2 * r, r * 0.6));
        plus.addRect(QRectF(c.x() - r * 0.3, c.y() - r, r * 0.6, 2 * r));
        plus.setFillRule(Qt::WindingFill);
        path = turn.map(plus);
        break;
    }
    case Marker::Star:
        path.addPolygon(star(r, r * 0.45, c));
        break;
    case Marker::Pentagon:
        path.addPolygon(regular(5, r * 0.95, 0, c));
        break;
    case Marker::Bar:
        path.addRect(QRectF(c.x() - r * 0.4, c.y() - r, r * 0.8, 2 * r));
        break;
    }
    path.closeSubpath();
    p.setPen(QPen(QColor(255, 255, 255, 200), 1.0));
    p.setBrush(colour);
    p.drawPath(path.simplified());
    return image;
}
