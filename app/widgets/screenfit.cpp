#include "widgets/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace {

// Room left for a title bar and borders, which the window's own size does not include.
const QSize FrameRoom(16, 48);

} // namespace

namespace ScreenFit {

QRect available(const QWidget* widget)
{
    const QScreen* screen = widget ? widget->screen() : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1024, 600);
}

QSize largest(const QWidget* widget)
{
    // The window's own frame once it has one; before it is shown, room for a usual one.
    QSize frame = FrameRoom;
    if (widget && widget->isWindow() && widget->isVisible()) {
        const QSize measured = widget->frameGeometry().size() - widget->size();
        frame = measured.expandedTo(QSize(0, 0));
    }
    return (available(widget).size() - frame).expandedTo(QSize(200, 150));
}

void resizeWithin(QWidget* window, QSize wanted)
{
    const QSize most = largest(window);
    window->resize(wanted.boundedTo(most).expandedTo(window->minimumSize().boundedTo(most)));
}

void keepOnScreen(QWidget* window)
{
    const QRect screen = available(window);
    const QSize most = largest(window);
    if (window->width() > most.width() || window->height() > most.height())
        window->resize(window->size().boundedTo(most));
    const QRect frame = window->frameGeometry();
    QPoint topLeft = frame.topLeft();
    topLeft.setX(std::clamp(topLeft.x(), screen.left(),
                            std::max(screen.left(), screen.right() + 1 - frame.width())));
    topLeft.setY(std::clamp(topLeft.y(), screen.top(),
                            std::max(screen.top(), screen.bottom() + 1 - frame.height())));
    if (topLeft != frame.topLeft())
        window->move(topLeft);
}

} // namespace ScreenFit
