#pragma once
// The door of a table server (docs/protocol.md, "Limits"). Every TCP connection is accepted at
// once and then either dropped or let in, so the kernel's queue never fills: a flood of silent
// connections cannot stop a server accepting, and the door recovers by itself once it is over.
// Before a connection costs a WebSocket it passes, in order:
//   - the server-wide cap on connections still at the door;
//   - its address's limits: on connections in every stage, counted until the connection is
//     gone (an IPv6 address by its /64, which one machine commonly holds whole), and on new
//     connections a second;
//   - with TLS, a handshake; then an upgrade request that keeps RFC 6455 and carries no
//     Origin (no web page may open a table), both within one deadline.
// What passes is handed on with admitted(). The request is only peeked at, so the WebSocket
// server reads it whole.

#include "net/serverlimits.h"

#include <QHash>
#include <QHostAddress>
#include <QSet>
#include <QSslConfiguration>
#include <QTcpServer>

#include <optional>

class QTcpSocket;

class Admission : public QTcpServer {
    Q_OBJECT

public:
    // Without `tls` the connections are plain (ws), with it wss.
    Admission(const ServerLimits& limits, const QSslConfiguration* tls, QObject* parent = nullptr);

    // The key an address is limited by: an IPv4 address whole, an IPv6 address's /64.
    static QString addressKey(const QHostAddress& address);
    // Why an upgrade request's head (its lines up to the blank one) may not be upgraded, or ""
    // when it may.
    static QString upgradeProblem(const QByteArray& head);

    // Connections accepted and not yet let in or dropped.
    int waiting() const { return static_cast<int>(m_waiting.size()); }
    // Connections from an address (its key) in every stage, the WebSocket's included.
    int connectionsFrom(const QString& key) const { return m_perAddress.value(key); }

Q_SIGNALS:
    void admitted(QTcpSocket* socket);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    struct Rate {
        double tokens = 0;
        qint64 lastRefill = 0;
    };

    bool withinRate(const QString& key);
    // Counts `socket` against its address until it is gone.
    void count(QTcpSocket* socket, const QString& key);
    // Reads the request's head once it has come whole (or refuses it).
    void examine(QTcpSocket* socket);
    // Answers `status` ("400 Bad Request") and closes.
    void refuse(QTcpSocket* socket, const char* status);
    void drop(QTcpSocket* socket);

    ServerLimits m_limits;
    std::optional<QSslConfiguration> m_tls;
    QSet<QTcpSocket*> m_waiting;
    QHash<QString, int> m_perAddress;
    QHash<QString, Rate> m_rates;
};
