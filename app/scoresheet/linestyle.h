#pragma once
// How each player's line on the score chart is told apart: a colour and a marker shape of its
// own for up to ten lines, so no two players share both even at a ten-seat table (issue 36: the
// chart's theme repeats its colours from the sixth line). The colours follow Okabe and Ito's
// colour-blind-safe set (grey for black and a darker gold for yellow, to show on a light and a
// dark chart) and two more; the shapes tell lines apart without colour.

#include <QColor>
#include <QImage>

struct LineStyle {
    enum class Marker {
        Circle,
        Square,
        TriangleUp,
        Diamond,
        TriangleDown,
        Plus,
        Cross,
        Star,
        Pentagon,
        Bar
    };
    QColor colour;
    Marker marker = Marker::Circle;

    // The style of line `index` (0-based; past the tenth the styles come round again).
    static LineStyle of(int index);
    static constexpr int Distinct = 10;

    // The marker drawn `size` pixels square in the line's colour, with a light rim so it shows
    // on any line it crosses.
    QImage markerImage(int size) const;
};
