#include "widgets/statusline.h"

#include <QResizeEvent>

#include <algorithm>

StatusLine::StatusLine(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("statusLine"));
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void StatusLine::showMessage(const QString& text)
{
    m_message = text;
    refit();
}

QString StatusLine::fitted(const QString& text, const QFontMetrics& metrics, int width)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const QString ellipsis(QChar(0x2026));
    // The longest run of whole words that fits with the ellipsis after it.
    QString best;
    for (qsizetype at = text.indexOf(QLatin1Char(' ')); at > 0;
         at = text.indexOf(QLatin1Char(' '), at + 1)) {
        QString head = text.left(at);
        // "Emma:" + "…" reads as cut; the ellipsis follows the word, not its punctuation.
        while (!head.isEmpty() && (head.back().isPunct() || head.back().isSpace()))
            head.chop(1);
        if (head.isEmpty())
            continue;
        if (metrics.horizontalAdvance(head + ellipsis) > width)
            break;
        best = head;
    }
    return best.isEmpty() ? ellipsis : best + ellipsis;
}

QSize StatusLine::minimumSizeHint() const
{
    // Any width will do: the message is fitted to it, never cut.
    return {0, QLabel::minimumSizeHint().height()};
}

QSize StatusLine::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(m_message), QLabel::sizeHint().height()};
}

void StatusLine::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    refit();
}

void StatusLine::refit()
{
    const int room = contentsRect().width() - 2 * margin() - std::max(0, indent());
    const QString shown = fitted(m_message, fontMetrics(), std::max(0, room));
    if (text() != shown)
        setText(shown);
    const QString tip = shown == m_message ? QString() : m_message;
    if (toolTip() != tip)
        setToolTip(tip);
    // A screen reader reads the whole message, however much of it shows.
    setAccessibleName(m_message);
}
