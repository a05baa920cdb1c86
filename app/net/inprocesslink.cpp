// A seat's connection to a table host in the same process (net/inprocesslink.h).

#include "net/inprocesslink.h"

#include "net/clientmessage.h"
#include "net/hostedtable.h"

InProcessLink::InProcessLink(HostedTable* host, int seat, QObject* parent)
    : QObject(parent), m_host(host), m_seat(seat)
{
}

InProcessLink::~InProcessLink()
{
    if (m_host && m_host->seat(m_seat).link == this)
        m_host->dropped(m_seat);
}

void InProcessLink::send(const nlohmann::json& message)
{
    Q_EMIT toClient(message);
}

void InProcessLink::takenOver(const QString&)
{
    QMetaObject::invokeMethod(this, &InProcessLink::closed, Qt::QueuedConnection);
}

void InProcessLink::fromClient(const QString& text)
{
    QMetaObject::invokeMethod(
        this,
        [this, text] {
            if (!m_host || m_host->seat(m_seat).link != this)
                return; // the seat is no longer this link's
            const QByteArray bytes = text.toUtf8();
            const fs::net::ReadMessage read = fs::net::readClientMessage(
                std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
            if (read.message)
                m_host->handle(m_seat, *read.message);
            else
                qWarning("a seat's client sent what the host cannot read: %s", read.error.c_str());
        },
        Qt::QueuedConnection);
}
