#pragma once
// Shows the game's events one after another. The controller reports everything one action caused
// at once (a card played, the trick taken, the deal scored); the table turns each into a step
// that may start an animation, and the next step waits until that animation has finished, so a
// player sees the fourth card land before the trick is swept away.

#include <QAbstractAnimation>
#include <QObject>
#include <QPointer>

#include <deque>
#include <functional>

class AnimationQueue : public QObject {
    Q_OBJECT

public:
    // A step changes the table at once and returns an animation to wait for, or nullptr.
    using Step = std::function<QAbstractAnimation*()>;

    explicit AnimationQueue(QObject* parent = nullptr) : QObject(parent) {}

    void enqueue(Step step);
    bool idle() const { return m_steps.empty() && !m_current && !m_running; }
    // Drops every waiting step and stops the running animation where it is.
    void clear();

Q_SIGNALS:
    // The last step has finished and nothing is waiting.
    void drained();

private:
    void run();
    void currentFinished();

    std::deque<Step> m_steps;
    QPointer<QAbstractAnimation> m_current;
    bool m_running = false; // inside run(): steps may enqueue more steps
};
