#include "net/lowbuffersocket.h"

#include <cerrno>
#include <sys/socket.h>

LowBufferSocket::LowBufferSocket(qint64 mostUnsent, QObject* parent)
    : QTcpSocket(parent), m_mostUnsent(mostUnsent)
{
}

qint64 LowBufferSocket::bytesToWrite() const
{
    return m_gathered.size() + QTcpSocket::bytesToWrite();
}

void LowBufferSocket::disconnectFromHost()
{
    // What was gathered goes first: QTcpSocket closes once its own buffer is empty.
    sendGathered();
    QTcpSocket::disconnectFromHost();
}

void LowBufferSocket::close()
{
    // Before the device closes: QTcpSocket then takes no more into its buffer, though it still
    // sends what it holds before the connection closes.
    sendGathered();
    QTcpSocket::close();
}

qint64 LowBufferSocket::writeData(const char* data, qint64 size)
{
    if (bytesToWrite() + size > m_mostUnsent) {
        // Cut off from the event loop, not from inside the writer that called here.
        QMetaObject::invokeMethod(this, &QAbstractSocket::abort, Qt::QueuedConnection);
        setErrorString(tr("The other end does not read what it is sent."));
        return -1;
    }
    // Behind what QTcpSocket still holds, in its order; and nothing to gather once closing.
    if (QTcpSocket::bytesToWrite() > 0 || state() != ConnectedState)
        return QTcpSocket::writeData(data, size);
    m_gathered.append(data, size);
    if (!m_sendQueued) {
        m_sendQueued = true;
        QMetaObject::invokeMethod(this, &LowBufferSocket::sendGathered, Qt::QueuedConnection);
    }
    return size;
}

void LowBufferSocket::sendGathered()
{
    m_sendQueued = false;
    if (m_gathered.isEmpty())
        return;
    const QByteArray gathered = std::exchange(m_gathered, QByteArray());
    // Nothing is sent after an abort, which first takes the device's write channel away (and
    // then calls close(), which calls here).
    if (state() != ConnectedState || writeChannelCount() == 0)
        return;
    qint64 sent = 0;
    while (sent < gathered.size()) {
        const ssize_t n =
            ::send(static_cast<int>(socketDescriptor()), gathered.constData() + sent,
                   static_cast<size_t>(gathered.size() - sent), MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n > 0)
            sent += n;
        else if (n < 0 && errno == EINTR)
            continue;
        else
            break; // full (QTcpSocket waits until it may write) or failed (QTcpSocket reports it)
    }
    if (sent < gathered.size())
        QTcpSocket::writeData(gathered.constData() + sent, gathered.size() - sent);
}
