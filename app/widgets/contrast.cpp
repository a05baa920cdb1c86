#include "widgets/contrast.h"

#include <QPalette>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace Contrast {

namespace {

qreal linear(qreal channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

qreal luminance(const QColor& colour)
{
    const QColor c = colour.toRgb();
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

qreal ratio(const QColor& a, const QColor& b)
{
    const qreal la = luminance(a);
    const qreal lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& preferred, const QColor& background, qreal minimum)
{
    if (ratio(preferred, background) >= minimum)
        return preferred;
    // Toward whichever end is farther from the background; the first step that reads keeps as
    // much of the colour's hue as possible. A colour on the other side of the background (white
    // on a mid blue that needs dark text) would pass through the background's own shade on the
    // way: it gives way to the end itself.
    const bool darkGround = luminance(background) < 0.18;
    const QColor end = darkGround ? QColor(Qt::white) : QColor(Qt::black);
    if ((luminance(preferred) < luminance(background)) == darkGround)
        return end;
    for (int step = 1; step <= 20; ++step) {
        const QColor candidate = mix(preferred, end, step / 20.0);
        if (ratio(candidate, background) >= minimum)
            return candidate;
    }
    return end;
}

QColor composite(const QColor& over, const QColor& under)
{
    const qreal a = over.alphaF();
    return QColor::fromRgbF(static_cast<float>(over.redF() * a + under.redF() * (1 - a)),
                            static_cast<float>(over.greenF() * a + under.greenF() * (1 - a)),
                            static_cast<float>(over.blueF() * a + under.blueF() * (1 - a)));
}

void showAsProblem(QWidget* widget)
{
    QPalette palette = widget->palette();
    const QColor red(0xb0, 0x00, 0x20);
    palette.setColor(QPalette::WindowText, readableOn(red, palette.color(QPalette::Window)));
    widget->setPalette(palette);
}

} // namespace Contrast
