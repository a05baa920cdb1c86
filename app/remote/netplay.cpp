#include "remote/netplay.h"

#include "net/hostcertificate.h"
#include "net/tableclient.h"
#include "net/tableserver.h"
#include "remote/nettext.h"

#include <QHostInfo>
#include <QNetworkInterface>
#include <QSslConfiguration>
#include <QSslSocket>

NetPlay::NetPlay(const QString& certificateFolder, QObject* parent)
    : QObject(parent), m_certificateFolder(certificateFolder)
{
}

NetPlay::~NetPlay()
{
    leave();
}

TableClient* NetPlay::newClient()
{
    leave();
    auto* client = new TableClient(this);
    m_client = client;
    m_seated = m_started = false;
    connect(client, &TableClient::welcomed, this, [this] {
        if (!m_seated) {
            m_seated = true;
            Q_EMIT seated();
        }
    });
    // The first position the table sends is the match under way.
    const auto maybeStarted = [this] {
        if (m_seated && !m_started && m_client && m_client->view()) {
            m_started = true;
            Q_EMIT started();
        }
    };
    connect(client, &TableClient::updated, this, maybeStarted);
    connect(client, &TableClient::connectionChanged, this, &NetPlay::connectionChanged);
    connect(client, &TableClient::errorReceived, this, &NetPlay::errorReceived);
    return client;
}

bool NetPlay::host(const nlohmann::json& create, quint16 port, bool encrypted, QString* error)
{
    TableClient* client = newClient();
    m_joined.reset();
    if (!m_server || m_server->port() != port || m_encrypted != encrypted) {
        delete m_server;
        m_server = new TableServer({}, this);
        m_encrypted = encrypted;
        QSslConfiguration tls;
        if (encrypted) {
            const HostCertificate own = hostCertificate(m_certificateFolder);
            if (!own.ok()) {
                *error = tr("No certificate could be made for the table: %1").arg(own.error);
                return false;
            }
            tls = QSslConfiguration::defaultConfiguration();
            tls.setLocalCertificate(own.certificate);
            tls.setPrivateKey(own.key);
            tls.setPeerVerifyMode(QSslSocket::VerifyNone);
            m_fingerprint = own.fingerprint();
        } else {
            m_fingerprint.clear();
        }
        QString why;
        if (!m_server->listen(QHostAddress::Any, port, encrypted ? &tls : nullptr, &why)) {
            delete m_server;
            m_server = nullptr;
            *error = tr("The table cannot be opened on port %1: %2").arg(port).arg(why);
            return false;
        }
    }
    // The host is a client of its own server like everyone else, so it is shown exactly what
    // its seat may see, and nothing more.
    client->pinCertificate(m_fingerprint);
    const QString scheme = encrypted ? QStringLiteral("wss") : QStringLiteral("ws");
    client->create(QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(scheme).arg(m_server->port())),
                   create);
    return true;
}

void NetPlay::join(const Invitation& invitation, const QString& name)
{
    TableClient* client = newClient();
    m_joined = invitation;
    client->setName(name);
    client->pinCertificate(invitation.fingerprint);
    client->join(invitation.serverUrl(), invitation.table);
}

void NetPlay::leave()
{
    if (m_client) {
        m_client->disconnect(this);
        m_client->close();
        m_client->deleteLater();
        m_client.clear();
    }
    if (m_server) {
        m_server->close();
        m_server->deleteLater();
        m_server = nullptr;
    }
    m_seated = m_started = false;
}

std::optional<Invitation> NetPlay::invitation() const
{
    if (m_joined)
        return m_joined;
    if (!m_server || !m_client || m_client->tableCode().isEmpty())
        return std::nullopt;
    Invitation i;
    i.host = localAddress();
    i.port = m_server->port();
    i.table = m_client->tableCode();
    i.fingerprint = m_fingerprint;
    i.secure = m_encrypted;
    return i;
}

QString NetPlay::localAddress()
{
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
            return a.toString();
    }
    return QHostInfo::localHostName();
}

void NetPlay::connectionChanged()
{
    if (!m_client || m_seated)
        return; // once seated, the client reconnects by itself; the table shows it
    if (m_client->connection() == TableClient::Connection::Closed ||
        m_client->connection() == TableClient::Connection::Refused) {
        const QString code = m_client->lastErrorCode();
        const QString message =
            !code.isEmpty() ? NetText::error(code, m_client->lastError())
            : m_client->certificateRefused()
                ? tr("The table's certificate is not the one the invitation names. Ask for the "
                     "invitation again; someone may be in between.")
                : tr("The table could not be reached. Check the invitation, and that the host "
                     "is still there.");
        Q_EMIT failed(message);
    }
}

void NetPlay::errorReceived(const QString& message, bool fatal)
{
    if (fatal && m_client && m_seated)
        Q_EMIT failed(NetText::error(m_client->lastErrorCode(), message));
}
