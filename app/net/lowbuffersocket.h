#pragma once
// The server's side of a plain (ws) connection, holding only what it has yet to send.
//
// QTcpSocket copies every write into a 32 KiB block that it then keeps for the connection's
// whole life (Qt 6.4; its Unbuffered mode, which would not, is open only to connections a
// program opens itself). A table's four players kept 128 KiB of such blocks, more than the rest
// of the table together. Here what a burst of writes sends (a WebSocket frame is written as its
// head and then its payload) is gathered in a block of its own size, handed to the kernel once
// the burst is over, and let go; only what the kernel does not take at once goes to
// QTcpSocket's buffer, in order.
//
// A connection that lets more than `mostUnsent` bytes wait for it (a client that does not read
// what it is sent) is cut off, so that it cannot make the server hold a table's updates for it.

#include <QByteArray>
#include <QTcpSocket>

class LowBufferSocket : public QTcpSocket {
    Q_OBJECT

public:
    explicit LowBufferSocket(qint64 mostUnsent, QObject* parent = nullptr);

    qint64 bytesToWrite() const override;
    void disconnectFromHost() override;
    void close() override;
    // Hands what was gathered to the kernel, and what it does not take to QTcpSocket, now rather
    // than when the burst is over: for a server that is closing and runs no more events.
    void sendGathered();

protected:
    qint64 writeData(const char* data, qint64 size) override;

private:
    qint64 m_mostUnsent;
    QByteArray m_gathered;
    bool m_sendQueued = false;
};
