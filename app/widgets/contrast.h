#pragma once
// Colour contrast as WCAG 2 measures it, and colours chosen to keep it. Widgets beside the table
// take their colours from the QPalette; where a colour means something (a red missed bid, an
// error), it is kept as near as it can be while still reading on the palette's background, so a
// dark desktop theme does not turn a dark red into an unreadable smudge.

#include <QColor>

class QWidget;

namespace Contrast {

// WCAG 2 thresholds: normal text (AA), and the enhanced level (AAA).
constexpr qreal Readable = 4.5;
constexpr qreal Enhanced = 7.0;

// The relative luminance of an opaque colour (0 black .. 1 white).
qreal luminance(const QColor& colour);
// (lighter + 0.05) / (darker + 0.05): 1 for equal colours, 21 for black on white.
qreal ratio(const QColor& a, const QColor& b);
// `preferred` if it reads on `background` with at least `minimum` contrast, else the colour
// nearest to it on the way to white (on a dark background) or black (on a light one) that does.
QColor readableOn(const QColor& preferred, const QColor& background, qreal minimum = Readable);
// `over` painted with its alpha onto the opaque `under`.
QColor composite(const QColor& over, const QColor& under);

// Text that reports a problem: red, readable on the widget's window background (whatever the
// desktop's palette), set in the widget's palette rather than a style sheet so the style still
// draws the widget.
void showAsProblem(QWidget* widget);

} // namespace Contrast
