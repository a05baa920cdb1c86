#include "table/cardback.h"

#include <QColor>
#include <QRegularExpression>

#include <algorithm>
#include <vector>

namespace {

struct Shades {
    const char* name;
    const char* dark;
    const char* light;
};

constexpr Shades Backs[] = {
    {"blue", "#1d3b73", "#4f6fab"},
    {"red", "#7a1f24", "#b8555a"},
    {"green", "#1f5a3a", "#4f9a70"},
};

} // namespace

QByteArray CardBack::recoloured(const QByteArray& svg, const QString& back)
{
    const auto shades = std::find_if(std::begin(Backs), std::end(Backs), [&back](const Shades& s) {
        return back == QLatin1String(s.name);
    });
    if (shades == std::end(Backs))
        return svg;
    const qsizetype start = svg.indexOf("id=\"back\"");
    const qsizetype end = start < 0 ? -1 : svg.indexOf("</g>", start);
    if (end < 0)
        return svg;
    QByteArray part = svg.mid(start, end - start);
    // The pattern's colours: the ones that are clearly coloured (not paper, ink or gold trim).
    std::vector<QByteArray> colours;
    static const QRegularExpression hex(QStringLiteral("#[0-9a-fA-F]{6}"));
    for (const QRegularExpressionMatch& m : hex.globalMatch(QString::fromLatin1(part))) {
        const QByteArray c = m.captured().toLatin1();
        const QColor colour(QString::fromLatin1(c));
        const bool plain = colour.hsvSaturation() < 60 || colour.value() < 50 ||
                           (colour.hue() >= 35 && colour.hue() <= 60); // gold trim stays
        if (!plain && std::find(colours.begin(), colours.end(), c) == colours.end())
            colours.push_back(c);
    }
    if (colours.size() != 2)
        return svg;
    std::sort(colours.begin(), colours.end(), [](const QByteArray& a, const QByteArray& b) {
        return QColor(QString::fromLatin1(a)).lightness() <
               QColor(QString::fromLatin1(b)).lightness();
    });
    part.replace(colours[0], shades->dark);
    part.replace(colours[1], shades->light);
    QByteArray out = svg;
    out.replace(start, end - start, part);
    return out;
}
