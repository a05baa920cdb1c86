#pragma once
// A seat's connection to a table host in the same process: the same protocol messages as over a
// WebSocket (docs/protocol.md). The host's reach the client at once, as the JSON the host made
// (not written out as text and parsed again, the one step a socket adds), so a match at home
// shows a decision with no delay; the client's reach the host as text on the next turn of the
// event loop, so the host is never called back from inside its own work. The client reads what
// arrives with TableClient::attach, by the same code as a socket's messages; what the client
// sends is read by the server's own reader (fs::net::readClientMessage) and handled by the host
// as a connection's.

#include "net/seatlink.h"

#include <QObject>
#include <QPointer>

class HostedTable;

class InProcessLink final : public QObject, public SeatLink {
    Q_OBJECT

public:
    // A link to `seat` of `host`, not yet attached to it (HostedTable::seatCreator, attach).
    InProcessLink(HostedTable* host, int seat, QObject* parent = nullptr);
    // The host is told the connection went, as when a socket closes.
    ~InProcessLink() override;

    int seat() const { return m_seat; }

    // Host to client.
    void send(const nlohmann::json& message) override;
    void takenOver(const QString& why) override;
    // Client to host.
    void fromClient(const QString& text);

Q_SIGNALS:
    // A message for the client: the host's own, not written out as text and read back.
    void toClient(const nlohmann::json& message);
    void closed();

private:
    QPointer<HostedTable> m_host;
    int m_seat;
};
