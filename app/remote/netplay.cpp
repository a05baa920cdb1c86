#include "remote/netplay.h"

#include "face/facelist.h"
#include "net/hostcertificate.h"
#include "net/lanservice.h"
#include "net/secrets.h"
#include "net/tableclient.h"
#include "net/tableserver.h"
#include "remote/nettext.h"

#include <QDir>
#include <QFile>
#include <QHostInfo>
#include <QNetworkInterface>
#include <QSslConfiguration>
#include <QSslSocket>

namespace {

constexpr char SeatFileName[] = "shared-seat.json";

QString tablesFolder(const QString& dataFolder)
{
    return dataFolder + QStringLiteral("/tables");
}

// A hosted table's files, gone when the table is left or another one is opened: this app hosts
// one table at a time.
void removeTables(const QString& folder)
{
    QDir dir(folder);
    for (const QString& name :
         dir.entryList({QStringLiteral("*.table"), QStringLiteral("*.journal")}, QDir::Files))
        dir.remove(name);
}

} // namespace

NetPlay::NetPlay(const QString& dataFolder, const FaceList& faces, QObject* parent)
    : QObject(parent), m_dataFolder(dataFolder), m_faces(faces)
{
}

NetPlay::~NetPlay()
{
    // Closing the app is not leaving the table: the seat stays kept, and is taken back at the
    // next start. Only the connection goes; friends at a table this app hosts are told, and
    // their apps wait for it to come back.
    if (m_server)
        m_server->close("host-quit");
    dropAsIfKilled();
}

QString NetPlay::seatPath() const
{
    return m_dataFolder + QLatin1Char('/') + QLatin1String(SeatFileName);
}

TableClient* NetPlay::newClient()
{
    leave();
    auto* client = new TableClient(this);
    m_client = client;
    m_seated = m_started = false;
    connect(client, &TableClient::welcomed, this, [this] {
        keepSeat();
        if (!m_seated) {
            m_seated = true;
            announceOnTheNetwork();
            Q_EMIT seated();
        }
    });
    // The first position the table sends is the match under way: nobody else can sit down.
    const auto maybeStarted = [this] {
        if (m_seated && !m_started && m_client && m_client->view()) {
            m_started = true;
            if (m_lan)
                m_lan->withdraw();
            Q_EMIT started();
        }
    };
    connect(client, &TableClient::updated, this, maybeStarted);
    connect(client, &TableClient::ended, this, &NetPlay::forgetKept); // nothing left to resume
    connect(client, &TableClient::connectionChanged, this, &NetPlay::connectionChanged);
    connect(client, &TableClient::errorReceived, this, &NetPlay::errorReceived);
    return client;
}

bool NetPlay::startServer(quint16 port, bool encrypted, bool resumeTables, QString* error)
{
    delete m_server;
    m_server = new TableServer({}, this);
    // Only this app opens a table on its own host: a stranger who reaches the port may join the
    // table with its invitation, never open others.
    m_createKey = secrets::newSeatToken();
    m_server->setCreateKey(m_createKey);
    m_encrypted = encrypted;
    QSslConfiguration tls;
    if (encrypted) {
        const HostCertificate own = hostCertificate(m_dataFolder + QStringLiteral("/tls"));
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
    // The table is written as it is played, so the app resumes it after a crash.
    const QString tables = tablesFolder(m_dataFolder);
    if (!resumeTables)
        removeTables(tables);
    m_server->useStateDirectory(tables);
    QString why;
    if (!m_server->listen(QHostAddress::Any, port, encrypted ? &tls : nullptr, &why)) {
        delete m_server;
        m_server = nullptr;
        *error = tr("The table cannot be opened on port %1: %2").arg(port).arg(why);
        return false;
    }
    return true;
}

bool NetPlay::host(const nlohmann::json& create, quint16 port, bool encrypted, QString* error)
{
    TableClient* client = newClient();
    m_joined.reset();
    m_hostName = QString::fromStdString(create.value("name", std::string()));
    if (!startServer(port, encrypted, false, error))
        return false;
    // The host is a client of its own server like everyone else, so it is shown exactly what
    // its seat may see, and nothing more.
    client->pinCertificate(m_fingerprint);
    const QString scheme = encrypted ? QStringLiteral("wss") : QStringLiteral("ws");
    nlohmann::json withKey = create;
    withKey["key"] = m_createKey.toStdString();
    client->create(QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(scheme).arg(m_server->port())),
                   withKey);
    return true;
}

void NetPlay::hostOn(const QUrl& server, const QByteArray& fingerprint,
                     const nlohmann::json& create)
{
    TableClient* client = newClient();
    // Seen from here the table server's table is joined like a friend's: its invitation is the
    // server's address with the table's code, once the server has given one.
    Invitation where;
    where.host = server.host();
    where.port = static_cast<quint16>(server.port());
    where.fingerprint = fingerprint;
    where.secure = server.scheme() == QLatin1String("wss");
    m_joined = where;
    m_hostName = QString::fromStdString(create.value("name", std::string()));
    client->pinCertificate(fingerprint);
    client->create(server, create);
}

void NetPlay::join(const Invitation& invitation, const QString& name)
{
    TableClient* client = newClient();
    m_joined = invitation;
    client->setName(name);
    client->pinCertificate(invitation.fingerprint);
    client->join(invitation.serverUrl(), invitation.table);
}

bool NetPlay::resume(const SharedSeat& seat, QString* error)
{
    TableClient* client = newClient();
    QUrl server = seat.server;
    if (seat.hosting) {
        if (!startServer(seat.port, seat.encrypted, true, error))
            return false;
        m_joined.reset();
    } else {
        Invitation invitation;
        invitation.host = seat.server.host();
        invitation.port = static_cast<quint16>(seat.server.port());
        invitation.table = seat.table;
        invitation.fingerprint = seat.fingerprint;
        invitation.secure = seat.encrypted;
        m_joined = invitation;
    }
    client->pinCertificate(seat.fingerprint);
    client->rejoin(server, seat.table, seat.token);
    return true;
}

void NetPlay::keepSeat()
{
    if (!m_client || m_client->token().isEmpty())
        return;
    SharedSeat seat;
    seat.table = m_client->tableCode();
    seat.token = m_client->token();
    seat.hosting = m_server != nullptr;
    seat.encrypted = m_server ? m_encrypted : (!m_joined || m_joined->secure);
    seat.fingerprint = m_server ? m_fingerprint : (m_joined ? m_joined->fingerprint : QByteArray());
    seat.port = m_server ? m_server->port() : 0;
    seat.server = m_server
                      ? QUrl(QStringLiteral("%1://127.0.0.1:%2")
                                 .arg(m_encrypted ? QStringLiteral("wss") : QStringLiteral("ws"))
                                 .arg(m_server->port()))
                      : (m_joined ? m_joined->serverUrl() : QUrl());
    seat.game = QString::fromStdString(m_client->gameId());
    QDir().mkpath(m_dataFolder);
    QString error;
    if (!seat.write(seatPath(), &error))
        qWarning("the seat at the shared table could not be kept: %s", qPrintable(error));
}

void NetPlay::announceOnTheNetwork()
{
    if (!m_server || !m_client || m_client->view())
        return; // only a table this app hosts, before its match starts
    if (!m_lan)
        m_lan = new LanService(this);
    QString why;
    const QString game = QString::fromStdString(m_client->gameId());
    if (!m_lan->announce(tr("%1's table of %2").arg(m_hostName, m_faces.name(game)),
                         m_server->port(), m_client->tableCode(), m_fingerprint, m_encrypted, game,
                         &why))
        qInfo("the table is not announced on the local network: %s", qPrintable(why));
}

void NetPlay::forgetKept()
{
    QFile::remove(seatPath());
}

void NetPlay::forgetKeptSeat(const SharedSeat& seat)
{
    forgetKept();
    if (seat.hosting)
        removeTables(tablesFolder(m_dataFolder));
}

void NetPlay::leave()
{
    const bool hosted = m_server != nullptr;
    if (m_server)
        m_server->close("host-left", true); // the table ends: the friends' apps stop trying
    dropAsIfKilled();
    if (m_seated || hosted)
        forgetKept();
    if (hosted)
        removeTables(tablesFolder(m_dataFolder));
    m_seated = m_started = false;
}

void NetPlay::dropAsIfKilled()
{
    if (m_lan)
        m_lan->withdraw();
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
}

std::optional<Invitation> NetPlay::invitation() const
{
    if (m_joined && m_joined->table.isEmpty() && m_client && !m_client->tableCode().isEmpty()) {
        Invitation onServer = *m_joined; // a table opened on a table server: its code now
        onServer.table = m_client->tableCode();
        return onServer;
    }
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
        if (code == QLatin1String("no-seat") || code == QLatin1String("no-table"))
            forgetKept(); // a seat the table no longer keeps is nothing to come back to
        Q_EMIT failed(message);
    }
}

void NetPlay::errorReceived(const QString& message, bool fatal)
{
    if (!fatal || !m_client || !m_seated)
        return;
    const QString code = m_client->lastErrorCode();
    Q_EMIT failed(NetText::error(code, message));
    if (code == QLatin1String("host-left"))
        forgetKept(); // the table is over: there is no seat to come back to
}
