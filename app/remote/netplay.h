#pragma once
// Playing with friends, from the app's side: hosting a table on the app's own table server (a
// library of no widgets, net/tableserver.h), or joining one by its invitation, through one
// TableClient that the controller then plays through (GameController::playRemote). It says
// when the person is seated, when the match starts, and why a connection failed, in the
// person's language.
//
// While a match is played the seat is kept in a file (SharedSeat) and a hosted table in the
// server's state directory, so an app that is closed or killed takes its seat back when it
// starts again (resume), and a hosting app resumes its table for everyone.

#include "net/invitation.h"
#include "net/tableclient.h"
#include "remote/sharedseat.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

class FaceList;
class LanService;
class TableServer;

class NetPlay : public QObject {
    Q_OBJECT

public:
    // `dataFolder` keeps the host's certificate (tls/, made the first time it hosts), the seat
    // at the table being played (shared-seat.json) and a hosted table (tables/).
    // `faces` names the game a table on the local network is announced with.
    NetPlay(const QString& dataFolder, const FaceList& faces, QObject* parent = nullptr);
    ~NetPlay() override;

    // Opens a table (`create` is the protocol's create message) on this app's own server, which
    // starts listening on `port` the first time. Returns false with the reason, in the person's
    // language, when the server cannot start.
    bool host(const nlohmann::json& create, quint16 port, bool encrypted, QString* error);
    // Opens a table on a table server elsewhere (followsuit-server), trusted by `fingerprint`
    // (empty for a plain ws:// server).
    void hostOn(const QUrl& server, const QByteArray& fingerprint, const nlohmann::json& create);
    // Takes a seat at the invitation's table.
    void join(const Invitation& invitation, const QString& name);
    // Takes back the seat a file kept (the app was closed or killed mid-match): a hosted table
    // is resumed on this app's server first. Returns false with the reason when the server
    // cannot start again.
    bool resume(const SharedSeat& seat, QString* error);
    // Leaves the table: the connection is closed, and a table this app hosts ends with it. The
    // kept seat and table are deleted.
    void leave();
    // Drops everything as a crash would, the kept seat and table left on the disk (tests).
    void dropAsIfKilled();
    // Deletes a kept seat the person does not want back (and the table, when this app hosted it).
    void forgetKeptSeat(const SharedSeat& seat);
    QString seatPath() const;

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
    bool startServer(quint16 port, bool encrypted, bool resumeTables, QString* error);
    void keepSeat();
    void announceOnTheNetwork();
    void forgetKept();
    void connectionChanged();
    void errorReceived(const QString& message, bool fatal);

    QString m_dataFolder;
    const FaceList& m_faces;
    TableServer* m_server = nullptr;
    QByteArray m_fingerprint;
    QString m_createKey; // what only this app's create message carries to its own host
    bool m_encrypted = true;
    QPointer<TableClient> m_client;
    std::optional<Invitation> m_joined; // the invitation used to join
    LanService* m_lan = nullptr;        // announces a hosted table on the local network
    QString m_hostName;
    bool m_seated = false;
    bool m_started = false;
};
