#pragma once
// Playing with friends, from the app's side: hosting a table on the app's own table server (a
// library of no widgets, net/tableserver.h), or joining one by its invitation, through one
// TableClient that the controller then plays through (GameController::playRemote). It says
// when the person is seated, when the match starts, and why a connection failed, in the
// person's language.

#include "net/invitation.h"
#include "net/tableclient.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

class TableServer;

class NetPlay : public QObject {
    Q_OBJECT

public:
    // `certificateFolder` keeps the host's certificate, made there the first time it hosts.
    explicit NetPlay(const QString& certificateFolder, QObject* parent = nullptr);
    ~NetPlay() override;

    // Opens a table (`create` is the protocol's create message) on this app's own server, which
    // starts listening on `port` the first time. Returns false with the reason, in the person's
    // language, when the server cannot start.
    bool host(const nlohmann::json& create, quint16 port, bool encrypted, QString* error);
    // Takes a seat at the invitation's table.
    void join(const Invitation& invitation, const QString& name);
    // Leaves the table: the connection is closed, and a table this app hosts ends with it.
    void leave();

    TableClient* client() const { return m_client.data(); }
    bool hosting() const { return m_server != nullptr; }
    bool active() const { return !m_client.isNull(); }
    // The invitation to the table, once seated: what the person sends to friends.
    std::optional<Invitation> invitation() const;
    // This machine's address on its network, for an invitation: the first one that is neither
    // loopback nor link-local, else the host's name.
    static QString localAddress();

Q_SIGNALS:
    void seated();
    // The host started the match: the table is ready to be played.
    void started();
    void failed(const QString& message);

private:
    TableClient* newClient();
    void connectionChanged();
    void errorReceived(const QString& message, bool fatal);

    QString m_certificateFolder;
    TableServer* m_server = nullptr;
    QByteArray m_fingerprint;
    bool m_encrypted = true;
    QPointer<TableClient> m_client;
    std::optional<Invitation> m_joined; // the invitation used to join
    bool m_seated = false;
    bool m_started = false;
};
