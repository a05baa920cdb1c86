#pragma once
// The window's message line, in the status bar. QStatusBar's own message is cut wherever the
// fields beside it leave off, inside a word or a number ("Emma -1" for Emma's −10), and a menu's
// status tip wipes it for good. This line is one of the bar's normal widgets instead: a status
// tip covers it only while shown, and a message too long for the room it has ends with "…" after
// its last whole word, the whole message in its tooltip.

#include <QLabel>

class StatusLine : public QLabel {
    Q_OBJECT

public:
    explicit StatusLine(QWidget* parent = nullptr);

    void showMessage(const QString& text);
    // The whole message, however much of it fits.
    QString message() const { return m_message; }

    // `text` as it fits in `width` pixels of `metrics`: whole, or its first words and "…".
    static QString fitted(const QString& text, const QFontMetrics& metrics, int width);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void refit();

    QString m_message;
};
