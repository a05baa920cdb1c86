#pragma once
// A seat's connection to a table server over a WebSocket (net/seatlink.h).

#include "net/seatlink.h"

#include <QWebSocket>

class SocketLink final : public SeatLink {
public:
    explicit SocketLink(QWebSocket* socket) : m_socket(socket) {}

    QWebSocket* socket() const { return m_socket; }

    void send(const nlohmann::json& message) override
    {
        m_socket->sendTextMessage(QString::fromStdString(message.dump()));
    }
    void takenOver(const QString& why) override
    {
        m_socket->close(QWebSocketProtocol::CloseCodeNormal, why);
    }

private:
    QWebSocket* m_socket;
};
