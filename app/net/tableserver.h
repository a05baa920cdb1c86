#pragma once
// A table server: WebSocket connections in, tables hosted (net/hostedtable.h). No widgets: the
// desktop app runs one to host a table, and followsuit-server runs one for a group of friends.
// Everything a connection sends is untrusted (docs/protocol.md, "Limits"): a message larger than
// the protocol allows, too many messages, too many connections from one address, a connection
// that never says hello, anything malformed — each is answered with an error and the connection
// closed, and no other connection or table notices.

#include "net/hostedtable.h"
#include "net/serverlimits.h"
#include "net/socketlink.h"
#include "net/thinkingshare.h"

#include <QFile>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QThreadPool>

#include <map>
#include <memory>

class Admission;
class QWebSocket;
class QWebSocketServer;

class TableServer : public QObject {
    Q_OBJECT

public:
    explicit TableServer(const ServerLimits& limits = {}, QObject* parent = nullptr);
    ~TableServer() override;

    // Listens on `port` (0: any free port). With `tls`, connections are wss; without, plain ws
    // (a trusted LAN, or tests). Returns false with the reason.
    bool listen(const QHostAddress& address, quint16 port, const QSslConfiguration* tls,
                QString* error);
    quint16 port() const;
    bool secure() const { return m_secure; }

    // Tables are written to this directory after every action, and the ones found there are
    // rebuilt now (a server that was killed resumes its tables). Returns how many came back;
    // damaged files are moved aside with a ".damaged" name and reported in `problems`.
    int useStateDirectory(const QString& directory, QStringList* problems = nullptr);

    // Only a create message carrying `key` opens a table (empty: anyone may). A server for
    // strangers sets one; the app's own host sets one only it knows, so that it hosts its own
    // table alone.
    void setCreateKey(const QString& key) { m_createKey = key; }

    int tableCount() const { return static_cast<int>(m_tables.size()); }
    int connectionCount() const { return static_cast<int>(m_peers.size()); }
    HostedTable* table(const QString& code) const;
    // Stops accepting, closes every connection and writes every table. With a `why` (an error
    // code of docs/protocol.md), each connection is told it before it closes, so that a friend
    // reads why in words rather than waiting on a silent connection; with `fatal`, their client
    // stops trying to come back. Without, a server that restarts is found again by itself.
    void close(const char* why = nullptr, bool fatal = false);

Q_SIGNALS:
    void tableCreated(const QString& code);

private:
    struct Peer {
        QString address;
        std::shared_ptr<SocketLink> link; // what the table holds of the connection
        HostedTable* table = nullptr;
        int seat = -1;
        double tokens = 0; // the rate limit's bucket
        qint64 lastRefill = 0;
    };

    void accept();
    void received(QWebSocket* socket, const QString& text);
    void gone(QWebSocket* socket);
    // Tells the connection why with a code the app translates (docs/protocol.md) and closes it.
    void fail(QWebSocket* socket, const char* code, const QString& message);
    bool withinRate(Peer& peer);
    void hello(QWebSocket* socket, const Peer& peer, const fs::net::ClientMessage& m);
    void createTable(QWebSocket* socket, Peer& peer, const fs::net::ClientMessage& m);
    // Keeps the table and writes it to the state directory as it changes.
    HostedTable* adopt(std::unique_ptr<HostedTable> table);
    void saveTable(HostedTable* table);
    void journal(HostedTable* table, const QByteArray& line);
    void sweep();
    // Closes a table: its connections are told and closed; its files are removed, or with
    // `keepFiles` moved to closed/ in the state directory, for the record.
    void closeTable(const QString& code, const char* why, bool keepFiles);
    // Open tables made by connections from `addressKey`.
    int tablesFrom(const QString& addressKey) const;

    // A journal this long is folded into its table when a deal starts: the restore of a table
    // replays at most a few deals.
    static constexpr qint64 FoldJournalBytes = 16 * 1024;

    ServerLimits m_limits;
    Admission* m_door = nullptr; // the listening socket, which lets connections in
    QWebSocketServer* m_server = nullptr;
    bool m_secure = false;
    QThreadPool m_pool;
    ThinkingShare m_share; // outlives the tables, which tell it when they go
    QHash<QWebSocket*, Peer> m_peers;
    std::map<QString, std::unique_ptr<HostedTable>> m_tables;
    std::map<QString, std::unique_ptr<QFile>> m_journals; // by table code, open while it plays
    QString m_stateDir;
    QString m_createKey;
    QHash<QString, QString> m_createdBy; // table code -> the creator's address key
    QTimer m_sweep;
};
