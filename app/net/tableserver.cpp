// A table server (net/tableserver.h, docs/protocol.md).

#include "net/tableserver.h"

#include "net/admission.h"
#include "net/builddigest.h"
#include "net/deadline.h"
#include "net/lowbuffersocket.h"
#include "net/secrets.h"
#include "record/recordfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTcpServer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <nlohmann/json.hpp>

TableServer::TableServer(const ServerLimits& limits, QObject* parent)
    : QObject(parent), m_limits(limits),
      m_share(std::max(1, QThread::idealThreadCount()), limits.computerPaceMs)
{
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    connect(&m_sweep, &QTimer::timeout, this, &TableServer::sweep);
    m_sweep.start(m_limits.sweepEveryMs);
}

TableServer::~TableServer()
{
    close();
    m_tables.clear(); // before the pool: a table waits for its computer's answer
}

bool TableServer::listen(const QHostAddress& address, quint16 port, const QSslConfiguration* tls,
                         QString* error)
{
    // The TCP (or TLS) server is ours and the WebSocket server only upgrades what it accepts, so
    // that each connection can be set to low delay: a decision and its answer are small frames
    // in turn, and with Nagle's algorithm each reply waited for the client's delayed
    // acknowledgement, some 40 ms an action.
    m_secure = tls != nullptr;
    m_door = new Admission(m_limits, tls, this);
    m_server =
        new QWebSocketServer(QStringLiteral("Follow Suit"), QWebSocketServer::NonSecureMode, this);
    m_server->setHandshakeTimeout(std::chrono::milliseconds(m_limits.admitWithinMs));
    // The door has checked the address, the TLS handshake and the upgrade request.
    connect(m_door, &Admission::admitted, m_server, &QWebSocketServer::handleConnection);
    connect(m_server, &QWebSocketServer::newConnection, this, &TableServer::accept);
    if (!m_door->listen(address, port)) {
        *error = m_door->errorString();
        return false;
    }
    return true;
}

quint16 TableServer::port() const
{
    return m_door ? m_door->serverPort() : 0;
}

HostedTable* TableServer::table(const QString& code) const
{
    const auto it = m_tables.find(code);
    return it == m_tables.end() ? nullptr : it->second.get();
}

void TableServer::accept()
{
    while (QWebSocket* socket = m_server->nextPendingConnection()) {
        socket->setParent(this);
        socket->setMaxAllowedIncomingFrameSize(fs::net::MaxClientMessageBytes);
        socket->setMaxAllowedIncomingMessageSize(fs::net::MaxClientMessageBytes);
        const QString address = Admission::addressKey(socket->peerAddress());
        Peer peer;
        peer.address = address;
        peer.link = std::make_shared<SocketLink>(socket);
        peer.tokens = m_limits.messageBurst;
        peer.lastRefill = QDateTime::currentMSecsSinceEpoch();
        m_peers.insert(socket, peer);
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) { received(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] {
            fail(socket, "binary", QStringLiteral("binary messages are not part of the protocol"));
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { gone(socket); });
        // A connection that has not taken a seat in time is closed.
        startDeadline(socket, m_limits.helloWithinMs, [this, socket] {
            const auto it = m_peers.find(socket);
            if (it != m_peers.end() && !it->table)
                fail(socket, "timeout", QStringLiteral("no hello in time"));
        });
    }
}

bool TableServer::withinRate(Peer& peer)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    peer.tokens = std::min<double>(m_limits.messageBurst,
                                   peer.tokens + (now - peer.lastRefill) *
                                                     m_limits.messagesPerSecond / 1000.0);
    peer.lastRefill = now;
    if (peer.tokens < 1)
        return false;
    peer.tokens -= 1;
    return true;
}

void TableServer::received(QWebSocket* socket, const QString& text)
{
    const auto it = m_peers.find(socket);
    if (it == m_peers.end())
        return;
    Peer& peer = *it;
    if (!withinRate(peer)) {
        fail(socket, "rate", QStringLiteral("too many messages"));
        return;
    }
    const QByteArray bytes = text.toUtf8();
    const fs::net::ReadMessage read =
        fs::net::readClientMessage(std::string_view(bytes.constData(), bytes.size()));
    if (!read.message) {
        fail(socket, read.wrongProtocol ? "protocol" : "malformed",
             QString::fromStdString(read.error));
        return;
    }
    const fs::net::ClientMessage& m = *read.message;
    // Another build may read views differently: refused with what this server runs.
    if (!m.build.empty() && QString::fromStdString(m.build) != BuildDigest::ofThisBuild()) {
        fail(socket, "protocol",
             QStringLiteral("this server runs Follow Suit %1, build %2")
                 .arg(BuildDigest::version(), BuildDigest::ofThisBuild()));
        return;
    }
    if (!peer.table) {
        if (m.kind == fs::net::ClientKind::Hello)
            hello(socket, peer, m);
        else if (m.kind == fs::net::ClientKind::Create)
            createTable(socket, peer, m);
        else if (m.kind == fs::net::ClientKind::Ping)
            socket->sendTextMessage(QStringLiteral("{\"type\":\"pong\"}"));
        else
            fail(socket, "hello-first", QStringLiteral("say hello first"));
        return;
    }
    if (peer.table->handle(peer.seat, m)) {
        const auto again = m_peers.find(socket); // the table may have closed connections
        if (again != m_peers.end())
            again->tokens = std::min<double>(m_limits.messageBurst, again->tokens + 1);
    }
}

void TableServer::hello(QWebSocket* socket, const Peer& peer, const fs::net::ClientMessage& m)
{
    HostedTable* t = table(secrets::normalTableCode(QString::fromStdString(m.table)));
    if (!t) {
        fail(socket, "no-table", QStringLiteral("no table with that code"));
        return;
    }
    QString error;
    SeatLink* link = peer.link.get();
    const int seat = m.token.empty() ? t->join(link, QString::fromStdString(m.name), &error)
                                     : t->rejoin(link, QString::fromStdString(m.token), &error);
    if (seat < 0) {
        fail(socket, m.token.empty() ? "table-full" : "no-seat", error);
        return;
    }
    // An older connection of the same seat is now without one. Taking it over may have closed
    // it, and an entry erased from the hash moves others: this connection's is looked up again.
    for (auto other = m_peers.begin(); other != m_peers.end(); ++other)
        if (other.key() != socket && other->table == t && other->seat == seat)
            other->table = nullptr;
    const auto self = m_peers.find(socket);
    if (self == m_peers.end())
        return;
    self->table = t;
    self->seat = seat;
}

void TableServer::createTable(QWebSocket* socket, Peer& peer, const fs::net::ClientMessage& m)
{
    // Compared in a time that does not depend on where the key first differs.
    if (!m_createKey.isEmpty() &&
        !secrets::sameSecret(QString::fromStdString(m.key), m_createKey)) {
        fail(socket, "create-key", QStringLiteral("this server opens tables only with its key"));
        return;
    }
    if (tablesFrom(peer.address) >= m_limits.tablesPerAddress) {
        fail(socket, "too-many-tables",
             QStringLiteral("this address has as many open tables as it may"));
        return;
    }
    if (tableCount() >= m_limits.maxTables) {
        fail(socket, "server-full", QStringLiteral("this server has as many tables as it takes"));
        return;
    }
    QString code;
    do
        code = secrets::newTableCode();
    while (m_tables.contains(code));
    QString error;
    auto t = HostedTable::create(m, code, m_limits, &m_pool, &error);
    if (!t) {
        fail(socket, "bad-setup", error);
        return;
    }
    HostedTable* raw = adopt(std::move(t));
    m_createdBy.insert(code, peer.address);
    peer.table = raw;
    peer.seat = raw->hostSeat();
    raw->seatCreator(peer.link.get());
    saveTable(raw);
    Q_EMIT tableCreated(code);
}

HostedTable* TableServer::adopt(std::unique_ptr<HostedTable> table)
{
    HostedTable* raw = table.get();
    raw->shareThinking(&m_share);
    m_tables.emplace(raw->code(), std::move(table));
    connect(raw, &HostedTable::changed, this, [this, raw] { saveTable(raw); });
    connect(raw, &HostedTable::dealStarted, this, [this, raw] {
        // Writing the whole table took a tenth of a busy server's time when done every deal.
        const auto open = m_journals.find(raw->code());
        if (open != m_journals.end() && open->second->size() > FoldJournalBytes)
            saveTable(raw);
    });
    connect(raw, &HostedTable::applied, this,
            [this, raw](const QByteArray& line) { journal(raw, line); });
    return raw;
}

void TableServer::fail(QWebSocket* socket, const char* code, const QString& message)
{
    const nlohmann::json error{
        {"type", "error"}, {"code", code}, {"message", message.toStdString()}, {"fatal", true}};
    socket->sendTextMessage(QString::fromStdString(error.dump()));
    socket->close(QWebSocketProtocol::CloseCodePolicyViolated, message.left(100));
    gone(socket);
}

void TableServer::gone(QWebSocket* socket)
{
    const auto it = m_peers.find(socket);
    if (it == m_peers.end())
        return;
    const Peer peer = *it;
    m_peers.erase(it);
    if (peer.table && peer.table->seat(peer.seat).link == peer.link.get())
        peer.table->dropped(peer.seat);
    socket->deleteLater();
}

void TableServer::saveTable(HostedTable* table)
{
    if (m_stateDir.isEmpty())
        return;
    const QString path = m_stateDir + QLatin1Char('/') + table->code() + QStringLiteral(".table");
    // Saved before anyone is shown the action, so a server that is killed loses nothing; a
    // power cut may lose the last actions, the price of not waiting for the disk every action.
    fs::writeFileAtomically(QFile::encodeName(path).toStdString(), table->save(),
                            fs::Durability::ProcessCrash);
    // The table holds what the journal held: an open journal starts again from nothing.
    const auto open = m_journals.find(table->code());
    if (open != m_journals.end())
        open->second->resize(0);
    else
        QFile::remove(m_stateDir + QLatin1Char('/') + table->code() + QStringLiteral(".journal"));
}

void TableServer::journal(HostedTable* table, const QByteArray& line)
{
    if (m_stateDir.isEmpty())
        return;
    // One write of one whole line with O_APPEND: a kill leaves at most a last line cut short,
    // which restore() ignores (and which no one was shown). The file stays open while its
    // table does: opening it for every action took a twelfth of the server's time.
    auto& file = m_journals[table->code()];
    if (!file) {
        file = std::make_unique<QFile>(m_stateDir + QLatin1Char('/') + table->code() +
                                       QStringLiteral(".journal"));
        if (!file->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
            m_journals.erase(table->code());
            return;
        }
    }
    file->write(line + '\n');
}

int TableServer::useStateDirectory(const QString& directory, QStringList* problems)
{
    QDir().mkpath(directory);
    QFile::setPermissions(directory, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    m_stateDir = directory;
    int restored = 0;
    const QDir dir(directory);
    for (const QString& name : dir.entryList({QStringLiteral("*.table")}, QDir::Files)) {
        const QString path = dir.filePath(name);
        const fs::FileResult file =
            fs::readTextFile(QFile::encodeName(path).toStdString(), fs::MaxRecordFileBytes * 2);
        const QString journalPath = path.chopped(6) + QStringLiteral(".journal");
        const fs::FileResult journal =
            QFile::exists(journalPath)
                ? fs::readTextFile(QFile::encodeName(journalPath).toStdString(),
                                   fs::MaxRecordFileBytes)
                : fs::FileResult{};
        QString error;
        std::unique_ptr<HostedTable> t;
        if (file.ok())
            t = HostedTable::restore(file.text, journal.ok() ? journal.text : std::string(),
                                     m_limits, &m_pool, &error);
        else
            error = QString::fromStdString(file.message);
        if (!t || m_tables.contains(t->code())) {
            if (problems)
                problems->append(name + QStringLiteral(": ") + error);
            QFile::rename(path, path + QStringLiteral(".damaged"));
            continue;
        }
        HostedTable* raw = adopt(std::move(t));
        saveTable(raw); // whole again, the journal folded in
        raw->resume();
        ++restored;
    }
    return restored;
}

int TableServer::tablesFrom(const QString& addressKey) const
{
    int open = 0;
    for (auto it = m_createdBy.begin(); it != m_createdBy.end(); ++it) {
        const HostedTable* t = table(it.key());
        open += it.value() == addressKey && t && !t->finished() ? 1 : 0;
    }
    return open;
}

void TableServer::sweep()
{
    // Finished tables are forgotten; unstarted ones nobody is at expire soon (a table hoarded
    // by connections that created it and left); started ones left by everyone are closed much
    // later, their files kept.
    QStringList forget, expired, abandoned;
    for (const auto& [code, t] : m_tables) {
        if (t->msSinceFinished() > m_limits.finishedTableKeptMs)
            forget << code;
        else if (!t->started() && t->msAlone() > m_limits.unstartedTableKeptMs)
            expired << code;
        else if (t->started() && !t->finished() && t->msAlone() > m_limits.abandonedTableKeptMs)
            abandoned << code;
    }
    for (const QString& code : forget)
        closeTable(code, nullptr, false);
    for (const QString& code : expired)
        closeTable(code, "expired", false);
    for (const QString& code : abandoned)
        closeTable(code, "abandoned", true);
}

void TableServer::closeTable(const QString& code, const char* why, bool keepFiles)
{
    const auto it = m_tables.find(code);
    if (it == m_tables.end())
        return;
    QList<QWebSocket*> at;
    for (auto p = m_peers.begin(); p != m_peers.end(); ++p)
        if (p->table == it->second.get()) {
            p->table = nullptr;
            at << p.key();
        }
    for (QWebSocket* socket : at)
        if (why)
            fail(socket, why, QStringLiteral("the table was closed"));
    m_journals.erase(code);
    if (!m_stateDir.isEmpty()) {
        const QString base = m_stateDir + QLatin1Char('/') + code;
        for (const QString& suffix : {QStringLiteral(".table"), QStringLiteral(".journal")}) {
            if (keepFiles && QFile::exists(base + suffix)) {
                QDir(m_stateDir).mkpath(QStringLiteral("closed"));
                QFile::rename(base + suffix,
                              m_stateDir + QStringLiteral("/closed/") + code + suffix);
            }
            QFile::remove(base + suffix);
        }
    }
    it->second->stopThinking();
    m_tables.erase(it);
    m_createdBy.remove(code);
}

void TableServer::close(const char* why, bool fatal)
{
    if (m_door)
        m_door->close();
    const auto sockets = m_peers.keys();
    for (QWebSocket* s : sockets) {
        // The table lets go of the connection before it goes.
        const Peer& peer = m_peers[s];
        if (peer.table && peer.table->seat(peer.seat).link == peer.link.get())
            peer.table->dropped(peer.seat);
    }
    const std::string said = why ? nlohmann::json{{"type", "error"},
                                                  {"code", why},
                                                  {"message", "the host closed the table"},
                                                  {"fatal", fatal}}
                                       .dump()
                                 : std::string();
    for (QWebSocket* s : sockets) {
        m_peers.remove(s);
        if (why) {
            // Written now: an app that is closing runs no more events to send it later.
            s->sendTextMessage(QString::fromStdString(said));
            if (auto* gathering = s->findChild<LowBufferSocket*>())
                gathering->sendGathered();
            s->flush();
            s->close(QWebSocketProtocol::CloseCodeGoingAway);
        } else {
            s->abort();
        }
        s->deleteLater();
    }
}
