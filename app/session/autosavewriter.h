#pragma once
// Writes the autosave on a thread of its own, so a slow disk never holds up the table's
// animations. Each write replaces the file atomically (QSaveFile: a temporary file renamed over
// the old one once complete), so a kill at any moment leaves either the previous save or the new
// one, never a mixture. Requests are queued in order and a newer write of the same file makes an
// older one that has not started unnecessary: the file always ends as the newest text asked for.
// Each request has a ticket, and done() names the last one handled, so whoever asked can wait for
// its text to be on disk without blocking (MatchSession holds the computer seats meanwhile).

#include <QByteArray>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <optional>

class AutosaveWriter : public QObject {
    Q_OBJECT

public:
    explicit AutosaveWriter(QObject* parent = nullptr);
    ~AutosaveWriter() override; // finishes what was asked

    // Replaces `path` with `data`; `actions` is only reported back (saved()). Returns the
    // request's ticket: tickets grow with each request.
    quint64 write(const QString& path, const QByteArray& data, int actions);
    // Deletes `path`, after any write asked before. Returns the request's ticket.
    quint64 remove(const QString& path);
    // Blocks until everything asked so far is done (at quit, and in tests).
    void waitForDone();
    // Tests only: each write takes at least this long, as on a slow or busy disk.
    void setSlowDisk(std::chrono::milliseconds least)
    {
        m_slowDiskMs = static_cast<int>(least.count());
    }

Q_SIGNALS:
    // Emitted from the writer's thread: connect with a queued connection.
    void saved(const QString& path, int actions);
    void failed(const QString& path, const QString& message);
    // Every request up to `ticket` is handled, written or failed (after saved() or failed()).
    void done(quint64 ticket);

private:
    struct Job {
        QString path;
        QByteArray data;
        int actions = 0;
        bool remove = false;
        quint64 ticket = 0;
    };
    quint64 submit(Job job);
    void drain();
    void perform(const Job& job); // handles the job, then says it is done
    void handle(const Job& job);

    QThreadPool m_pool;
    QMutex m_mutex;
    std::optional<Job> m_pending;     // the newest request not yet started
    bool m_running = false;           // a drain() is scheduled or running
    quint64 m_tickets = 0;            // the last ticket given
    std::atomic<int> m_slowDiskMs{0}; // set on the UI thread, read on the writer's
};
