#pragma once
// A WebSocket client that writes its frames by hand (RFC 6455), for the hostile tests: QWebSocket
// sends only well-formed frames of valid UTF-8, and a hostile client is bound to neither. It
// keeps what the server answers: each text message, and the code of its close frame.

#include "netmatch.h"

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QtEndian>

#include <nlohmann/json.hpp>

#include <optional>

class RawSocket {
public:
    enum Opcode : quint8 {
        Continuation = 0x0,
        Text = 0x1,
        Binary = 0x2,
        Close = 0x8,
        Ping = 0x9,
        Pong = 0xa
    };

    // Connects to the server on loopback and asks for the upgrade; open() waits for the answer.
    explicit RawSocket(quint16 port)
    {
        QObject::connect(&m_tcp, &QTcpSocket::connected, &m_tcp, [this] {
            m_tcp.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                        "Sec-WebSocket-Version: 13\r\n\r\n");
        });
        QObject::connect(&m_tcp, &QTcpSocket::readyRead, &m_tcp, [this] { read(); });
        m_tcp.connectToHost(QHostAddress::LocalHost, port);
    }

    // True once the server has answered 101 (false when it closed or did not answer in time).
    bool open(int timeoutMs = 5000)
    {
        waitUntil([this] { return m_upgraded || gone(); }, timeoutMs);
        return m_upgraded && !gone();
    }

    // One frame as given: `claimed` is the length its header states, when it is not the
    // payload's own (a frame that announces more than it sends, or than there is).
    void sendFrame(quint8 opcode, QByteArray payload, bool fin = true, bool masked = true,
                   quint8 reserved = 0, std::optional<quint64> claimed = {})
    {
        QByteArray frame;
        frame.append(static_cast<char>((fin ? 0x80 : 0) | ((reserved & 7) << 4) | (opcode & 15)));
        const quint64 length = claimed.value_or(static_cast<quint64>(payload.size()));
        const int mask = masked ? 0x80 : 0;
        if (length < 126) {
            frame.append(static_cast<char>(mask | static_cast<int>(length)));
        } else if (length < 65536) {
            frame.append(static_cast<char>(mask | 126));
            frame.append(static_cast<char>(length >> 8)).append(static_cast<char>(length & 255));
        } else {
            frame.append(static_cast<char>(mask | 127));
            for (int shift = 56; shift >= 0; shift -= 8)
                frame.append(static_cast<char>((length >> shift) & 255));
        }
        if (masked) {
            const quint32 key = QRandomGenerator::global()->generate();
            char bytes[4];
            qToBigEndian(key, bytes);
            frame.append(bytes, 4);
            for (qsizetype i = 0; i < payload.size(); ++i)
                payload[i] = static_cast<char>(payload[i] ^ bytes[i % 4]);
        }
        m_tcp.write(frame + payload);
    }
    void sendText(const QByteArray& utf8) { sendFrame(Text, utf8); }
    void sendJson(const nlohmann::json& message)
    {
        sendText(QByteArray::fromStdString(message.dump()));
    }

    // The connection is closed (by either end).
    bool gone() const { return m_tcp.state() == QAbstractSocket::UnconnectedState; }
    void close() { m_tcp.abort(); }

    // The server's text messages so far, read as JSON (one that is not reads as null).
    QList<nlohmann::json> messages() const
    {
        QList<nlohmann::json> out;
        for (const QByteArray& t : m_texts)
            out << nlohmann::json::parse(t.toStdString(), nullptr, false);
        return out;
    }
    // The first message of `type` at or after `from`, if any.
    std::optional<nlohmann::json> first(const char* type, qsizetype from = 0) const
    {
        for (qsizetype i = from; i < m_texts.size(); ++i) {
            const auto j = nlohmann::json::parse(m_texts[i].toStdString(), nullptr, false);
            if (j.is_object() && j.value("type", "") == type)
                return j;
        }
        return std::nullopt;
    }
    qsizetype received() const { return m_texts.size(); }
    // The code of the server's close frame (1005 when it gave none), or -1 before one.
    int closeCode() const { return m_closeCode; }
    bool pongFrame() const { return m_pongFrame; }

private:
    void read()
    {
        m_in += m_tcp.readAll();
        if (!m_upgraded) {
            const qsizetype end = m_in.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            m_upgraded = m_in.startsWith("HTTP/1.1 101");
            m_in.remove(0, end + 4);
        }
        while (readFrame()) {
        }
    }

    // Takes one whole frame off the input; false when there is none yet. Server frames are not
    // masked, and the server's messages are small enough never to be split.
    bool readFrame()
    {
        if (m_in.size() < 2)
            return false;
        const auto b = [this](qsizetype i) { return static_cast<quint8>(m_in[i]); };
        quint64 length = b(1) & 127;
        qsizetype at = 2;
        if (length == 126) {
            if (m_in.size() < 4)
                return false;
            length = (quint64{b(2)} << 8) | b(3);
            at = 4;
        } else if (length == 127) {
            if (m_in.size() < 10)
                return false;
            length = 0;
            for (int i = 2; i < 10; ++i)
                length = (length << 8) | b(i);
            at = 10;
        }
        if (static_cast<quint64>(m_in.size() - at) < length)
            return false;
        const QByteArray payload = m_in.mid(at, static_cast<qsizetype>(length));
        const quint8 opcode = b(0) & 15;
        m_in.remove(0, at + static_cast<qsizetype>(length));
        if (opcode == Text)
            m_texts << payload;
        else if (opcode == Close)
            m_closeCode = payload.size() >= 2 ? qFromBigEndian<quint16>(payload.constData()) : 1005;
        else if (opcode == Pong)
            m_pongFrame = true;
        return true;
    }

    QTcpSocket m_tcp;
    QByteArray m_in;
    bool m_upgraded = false;
    QList<QByteArray> m_texts;
    int m_closeCode = -1;
    bool m_pongFrame = false;
};
