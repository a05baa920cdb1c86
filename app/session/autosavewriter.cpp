#include "session/autosavewriter.h"

#include <QFile>
#include <QSaveFile>
#include <QThread>

AutosaveWriter::AutosaveWriter(QObject* parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

AutosaveWriter::~AutosaveWriter()
{
    waitForDone();
}

quint64 AutosaveWriter::write(const QString& path, const QByteArray& data, int actions)
{
    return submit({path, data, actions, false});
}

quint64 AutosaveWriter::remove(const QString& path)
{
    return submit({path, {}, 0, true});
}

quint64 AutosaveWriter::submit(Job job)
{
    QMutexLocker lock(&m_mutex);
    job.ticket = ++m_tickets;
    const quint64 ticket = job.ticket;
    // A request for another file must not be dropped: finish the pending one first.
    if (m_pending && m_pending->path != job.path) {
        const Job earlier = *m_pending;
        m_pending.reset();
        lock.unlock();
        waitForDone();
        perform(earlier);
        lock.relock();
    }
    m_pending = std::move(job);
    if (!m_running) {
        m_running = true;
        m_pool.start([this] { drain(); });
    }
    return ticket;
}

void AutosaveWriter::drain()
{
    for (;;) {
        Job job;
        {
            QMutexLocker lock(&m_mutex);
            if (!m_pending) {
                m_running = false;
                return;
            }
            job = std::move(*m_pending);
            m_pending.reset();
        }
        perform(job);
    }
}

void AutosaveWriter::waitForDone()
{
    m_pool.waitForDone();
}

void AutosaveWriter::perform(const Job& job)
{
    handle(job);
    Q_EMIT done(job.ticket);
}

void AutosaveWriter::handle(const Job& job)
{
    if (job.remove) {
        if (QFile::exists(job.path) && !QFile::remove(job.path))
            Q_EMIT failed(job.path, tr("could not delete %1").arg(job.path));
        return;
    }
    if (const int ms = m_slowDiskMs.load(); ms > 0)
        QThread::msleep(static_cast<unsigned long>(ms));
    QSaveFile file(job.path);
    if (!file.open(QIODevice::WriteOnly) || file.write(job.data) != job.data.size() ||
        !file.commit()) {
        Q_EMIT failed(job.path, file.errorString());
        return;
    }
    Q_EMIT saved(job.path, job.actions);
}
