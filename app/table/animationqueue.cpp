#include "table/animationqueue.h"

void AnimationQueue::enqueue(Step step)
{
    m_steps.push_back(std::move(step));
    run();
}

void AnimationQueue::clear()
{
    m_steps.clear();
    if (m_current) {
        disconnect(m_current, nullptr, this, nullptr);
        m_current->stop(); // deletes it: every animation is started with DeleteWhenStopped
        m_current = nullptr;
    }
}

void AnimationQueue::run()
{
    // A step may cause more steps to be queued (it may tell the controller the table is ready,
    // which makes the next seat act at once); they wait for this loop instead of nesting in it.
    if (m_running || m_current)
        return;
    m_running = true;
    while (!m_steps.empty() && !m_current) {
        Step step = std::move(m_steps.front());
        m_steps.pop_front();
        if (QAbstractAnimation* animation = step()) {
            m_current = animation;
            connect(animation, &QAbstractAnimation::finished, this,
                    &AnimationQueue::currentFinished);
            animation->start(QAbstractAnimation::DeleteWhenStopped);
        }
    }
    m_running = false;
    if (idle())
        Q_EMIT drained();
}

void AnimationQueue::currentFinished()
{
    m_current = nullptr;
    run();
}
