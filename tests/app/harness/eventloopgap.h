#pragma once
// How long the GUI thread was away from its event loop: a 10 ms timer whose longest gap between
// two ticks bounds how long any frame or input waited. Tests print it; speed is never asserted.

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>

namespace harness {

class EventLoopGap {
public:
    EventLoopGap()
    {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.elapsed();
            m_longest = std::max(m_longest, now - m_last);
            m_last = now;
            ++m_ticks;
        });
        m_clock.start();
        m_timer.start();
    }

    void stop() { m_timer.stop(); }
    qint64 longestMs() const { return m_longest; }
    qint64 elapsedMs() const { return m_clock.elapsed(); }
    int ticks() const { return m_ticks; }

private:
    QElapsedTimer m_clock;
    QTimer m_timer;
    qint64 m_last = 0;
    qint64 m_longest = 0;
    int m_ticks = 0;
};

} // namespace harness
