#pragma once
// Windows that fit the screen they open on: a wanted size shrunk to the screen's available
// geometry (less room for the window frame), and a window restored from the settings pulled
// back onto the screen and shrunk if it was saved on a larger one. Every dialog and the main
// window go through here, so none opens with its buttons off-screen on a small display.

#include <QRect>
#include <QSize>

class QWidget;

namespace ScreenFit {

// The part of the screen windows may use: the screen `widget` is on (or its parent's), less the
// panels of the desktop.
QRect available(const QWidget* widget);
// The largest size a window may take there, its frame included.
QSize largest(const QWidget* widget);
// Resizes a window to `wanted`, or to less where the screen is smaller.
void resizeWithin(QWidget* window, QSize wanted);
// Shrinks a window that is larger than the screen and moves it so that all of it is on it.
void keepOnScreen(QWidget* window);

} // namespace ScreenFit
