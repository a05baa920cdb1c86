#pragma once
// Writes the autosave on a thread of its own, so a slow disk never holds up the table's
// animations. Each write replaces the file atomically (QSaveFile: a temporary file renamed over
// the old one once complete), so a kill at any moment leaves either the previous save or the new
// one, never a mixture. Requests are queued in order and a newer write of the same file makes an
// older one that has not started unnecessary: the file always ends as the newest text asked for.

#include <QByteArray>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <optional>

class AutosaveWriter : public QObject {
    Q_OBJECT

public:
    explicit AutosaveWriter(QObject* parent = nullptr);
    ~AutosaveWriter() override; // finishes what was asked

    // Replaces `path` with `data`; `actions` is only reported back (saved()).
    void write(const QString& path, const QByteArray& data, int actions);
    // Deletes `path`, after any write asked before.
    void remove(const QString& path);
    // Blocks until everything asked so far is done (at quit, and in tests).
    void waitForDone();

Q_SIGNALS:
    // Emitted from the writer's thread: connect with a queued connection.
    void saved(const QString& path, int actions);
    void failed(const QString& path, const QString& message);

private:
    struct Job {
        QString path;
        QByteArray data;
        int actions = 0;
        bool remove = false;
    };
    void submit(Job job);
    void drain();
    void perform(const Job& job);

    QThreadPool m_pool;
    QMutex m_mutex;
    std::optional<Job> m_pending; // the newest request not yet started
    bool m_running = false;       // a drain() is scheduled or running
};
