// The door of a table server (net/admission.h).

#include "net/admission.h"

#include "net/deadline.h"
#include "net/lowbuffersocket.h"

#include <QDateTime>
#include <QSslSocket>
#include <QTimer>

#include <algorithm>

namespace {

// An upgrade request's head is a few hundred bytes; a client sending more is not a client.
constexpr qsizetype MostHeadBytes = 8192;

// The value of header `name` (lower case) in `lines`, or nothing when it is absent.
std::optional<QByteArray> header(const QList<QByteArray>& lines, const QByteArray& name)
{
    for (const QByteArray& line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == name)
            return line.mid(colon + 1).trimmed();
    }
    return std::nullopt;
}

// Whether a comma-separated header value holds `token` (lower case).
bool hasToken(const QByteArray& value, const QByteArray& token)
{
    const QList<QByteArray> parts = value.toLower().split(',');
    return std::any_of(parts.begin(), parts.end(),
                       [&token](const QByteArray& part) { return part.trimmed() == token; });
}

} // namespace

Admission::Admission(const ServerLimits& limits, const QSslConfiguration* tls, QObject* parent)
    : QTcpServer(parent), m_limits(limits)
{
    if (tls)
        m_tls = *tls;
    // A burst of connections waits in the kernel's queue until the door takes it; with Qt's 50
    // a burst of 130 left some in the middle of their handshake, connected to no one for
    // seconds. The door takes each at once, so a long queue costs nothing.
    setListenBacklogSize(1024);
}

QString Admission::addressKey(const QHostAddress& address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4);
    if (v4)
        return QHostAddress(ip4).toString();
    // One machine commonly holds a whole /64: the limits are the prefix's.
    Q_IPV6ADDR ip6 = address.toIPv6Address();
    std::fill(std::begin(ip6.c) + 8, std::end(ip6.c), quint8(0));
    return QHostAddress(ip6).toString() + QStringLiteral("/64");
}

QString Admission::upgradeProblem(const QByteArray& head)
{
    const QList<QByteArray> lines = head.split('\n');
    const QByteArray request = lines.value(0).trimmed();
    if (!request.startsWith("GET ") || !request.endsWith(" HTTP/1.1"))
        return QStringLiteral("not a GET over HTTP/1.1");
    if (!header(lines, "host"))
        return QStringLiteral("no Host");
    if (!hasToken(header(lines, "upgrade").value_or(QByteArray()), "websocket"))
        return QStringLiteral("no Upgrade: websocket");
    if (!hasToken(header(lines, "connection").value_or(QByteArray()), "upgrade"))
        return QStringLiteral("no Connection: Upgrade");
    if (header(lines, "sec-websocket-version").value_or(QByteArray()) != "13")
        return QStringLiteral("not WebSocket version 13");
    // RFC 6455 4.1: the key is 16 random bytes in base64.
    const QByteArray key = header(lines, "sec-websocket-key").value_or(QByteArray());
    const auto decoded =
        QByteArray::fromBase64Encoding(key, QByteArray::AbortOnBase64DecodingErrors);
    if (key.size() != 24 || !decoded || decoded.decoded.size() != 16)
        return QStringLiteral("a Sec-WebSocket-Key that is not 16 bytes in base64");
    // Browsers always send an Origin and our clients never do: a web page may not open a table
    // (a plain-ws host on a LAN would otherwise be open to every page its players visit).
    if (header(lines, "origin"))
        return QStringLiteral("an Origin: tables are not open to web pages");
    return {};
}

bool Admission::withinRate(const QString& key)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    Rate& rate = m_rates[key];
    if (rate.lastRefill == 0)
        rate.tokens = m_limits.connectionBurst;
    rate.tokens = std::min<double>(m_limits.connectionBurst,
                                   rate.tokens + (now - rate.lastRefill) *
                                                     m_limits.connectionsPerSecond / 1000.0);
    rate.lastRefill = now;
    if (rate.tokens < 1)
        return false;
    rate.tokens -= 1;
    return true;
}

void Admission::incomingConnection(qintptr descriptor)
{
    QTcpSocket* socket = m_tls ? static_cast<QTcpSocket*>(new QSslSocket(this))
                               : new LowBufferSocket(m_limits.maxUnsentBytes, this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    const QString key = addressKey(socket->peerAddress());
    // Accepted and dropped at once, rather than left in the kernel's queue: over a limit costs
    // the server one accept, and the queue never fills.
    if (waiting() >= m_limits.maxWaiting ||
        m_perAddress.value(key) >= m_limits.maxConnectionsPerAddress || !withinRate(key)) {
        socket->abort();
        delete socket;
        return;
    }
    if (m_rates.size() > 4096) // forget the addresses that have been quiet long enough
        m_rates.removeIf([this, now = QDateTime::currentMSecsSinceEpoch()](const auto& it) {
            return !m_perAddress.contains(it.key()) &&
                   now - it.value().lastRefill >
                       1000 * m_limits.connectionBurst / std::max(1, m_limits.connectionsPerSecond);
        });
    count(socket, key);
    m_waiting.insert(socket);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    // The handshake and the request within one deadline, or the connection goes.
    startDeadline(socket, m_limits.admitWithinMs, [this, socket] {
        if (m_waiting.contains(socket))
            drop(socket);
    });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        if (m_waiting.contains(socket))
            drop(socket);
    });
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { examine(socket); });
    if (m_tls) {
        auto* ssl = static_cast<QSslSocket*>(socket);
        ssl->setSslConfiguration(*m_tls);
        connect(ssl, &QSslSocket::sslErrors, this, [this, socket] { drop(socket); });
        ssl->startServerEncryption();
    }
}

void Admission::count(QTcpSocket* socket, const QString& key)
{
    ++m_perAddress[key];
    // Counted until the socket is gone, whoever holds it then (the WebSocket, after the door).
    // Watched through a child of the socket, not the socket's own destroyed(): a QWebSocket that
    // goes disconnects every signal of its socket (Qt 6.4, QWebSocketPrivate::releaseConnections),
    // so an upgraded connection stayed counted for ever, and an address that had opened as many
    // as its share was refused from then on (tests/net/tst_malformed.cpp found it).
    auto* tally = new QObject(socket);
    connect(tally, &QObject::destroyed, this, [this, key] {
        if (--m_perAddress[key] <= 0)
            m_perAddress.remove(key);
    });
}

void Admission::examine(QTcpSocket* socket)
{
    if (!m_waiting.contains(socket))
        return;
    const QByteArray seen = socket->peek(MostHeadBytes + 1);
    const qsizetype end = seen.indexOf("\r\n\r\n");
    if (end < 0) {
        if (seen.size() > MostHeadBytes)
            refuse(socket, "431 Request Header Fields Too Large");
        return;
    }
    if (!upgradeProblem(seen.left(end)).isEmpty()) {
        refuse(socket, upgradeProblem(seen.left(end)).contains(QLatin1String("Origin"))
                           ? "403 Forbidden"
                           : "400 Bad Request");
        return;
    }
    m_waiting.remove(socket);
    // The WebSocket reads and watches it now; the count stays until it is gone.
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    disconnect(socket, &QTcpSocket::disconnected, this, nullptr);
    Q_EMIT admitted(socket);
}

void Admission::refuse(QTcpSocket* socket, const char* status)
{
    m_waiting.remove(socket);
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    socket->write(QByteArray("HTTP/1.1 ") + status +
                  "\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    // Closed once the answer is out, and in any case soon.
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    socket->disconnectFromHost();
    startDeadline(socket, 1000, [socket] {
        socket->abort();
        socket->deleteLater();
    });
}

void Admission::drop(QTcpSocket* socket)
{
    m_waiting.remove(socket);
    socket->abort();
    socket->deleteLater();
}
