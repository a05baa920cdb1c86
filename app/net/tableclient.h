#pragma once
// A seat at a table on a table server, seen from the client's side (docs/protocol.md): it
// creates or joins a table, reads what the server sends (checked like any input: a server can be
// broken or hostile too) into the seat's view, sends the person's decisions with their numbers,
// and reconnects by itself with back-off after a drop, taking the seat back with its token. The
// desktop table's remote seat, the tests' scripted players and the load benchmark all use it.

#include "core/event.h"
#include "core/match.h"
#include "core/playerview.h"
#include "registry/options.h"

#include <QAbstractSocket>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSslError>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <vector>

class InProcessLink;
class QWebSocket;

class TableClient : public QObject {
    Q_OBJECT

public:
    enum class Connection { Closed, Connecting, Open, Reconnecting, Refused };

    explicit TableClient(QObject* parent = nullptr);
    ~TableClient() override;

    // A wss server is trusted only if its certificate's SHA-256 matches (from the invitation).
    void pinCertificate(const QByteArray& sha256) { m_pin = sha256; }
    void setAutoReconnect(bool on) { m_autoReconnect = on; }
    void setName(const QString& name) { m_name = name; }
    // The build this client says it runs (BuildDigest::ofThisBuild(); tests play another).
    void setBuild(const QString& build) { m_build = build; }

    // Opens a table on the server: `create` is the create message (docs/protocol.md).
    void create(const QUrl& server, const nlohmann::json& create);
    void join(const QUrl& server, const QString& tableCode);
    // Takes a seat back with its token (after the app itself restarted).
    void rejoin(const QUrl& server, const QString& tableCode, const QString& token);
    // Talks to a host in this process through `link` instead of a socket: the same messages, read
    // the same way. The host sends the welcome when it seats the link.
    void attach(InProcessLink* link);

    void start();
    void ready();
    void chat(const QString& text);
    // Asks to take back this seat's last decision (a table that allows undo), or to play again
    // the one taken back.
    void undo();
    void redo();
    // The host's change of another person's seat: "computer" plays it, "person" gives it back,
    // "remove" removes the person (docs/protocol.md, "Turns that end").
    void changeSeat(int seat, const QString& to);
    // Sends a decision for this seat with the next action number; resent once after a reconnect
    // if the server had not yet shown it. `automatic`: played for the person, as the only legal
    // one (an undo passes over it).
    void act(const fs::Action& action, bool automatic = false);
    // Sends text as it is, for tests of a hostile client.
    void sendRaw(const QString& text);
    // Drops the connection as a crash would (tests): no close frame.
    void abortConnection();
    void close();

    Connection connection() const { return m_connection; }
    int seat() const { return m_seat; }
    QString token() const { return m_token; }
    QString tableCode() const { return m_table; }
    bool isHost() const { return m_host; }
    const fs::Rules* rules() const { return m_rules.get(); }
    std::shared_ptr<const fs::Rules> rulesPtr() const { return m_rules; }
    std::string gameId() const { return m_game; }
    const fs::Options& options() const { return m_options; }
    // What the host allows at this table (the welcome says).
    bool hintsAllowed() const { return m_hints; }
    bool undoAllowed() const { return m_undo; }
    int graceSeconds() const { return m_graceSeconds; }
    // Whether the host has started the match (the last seats message said).
    bool started() const { return m_started; }
    const std::optional<fs::PlayerView>& view() const { return m_view; }
    const std::vector<fs::Event>& lastEvents() const { return m_events; }
    const std::vector<int>& totals() const { return m_totals; }
    // The seat to decide after the last update, and the kind of decision; none between deals.
    const std::optional<std::pair<int, fs::ActionKind>>& acting() const { return m_acting; }
    // The seat whose person took back a decision, when the last update was that; else -1.
    int takenBack() const { return m_takenBack; }
    // The decision of this seat's that undo would take back, and the one redo would play again,
    // as the last update said.
    const std::optional<fs::Action>& undoable() const { return m_undoable; }
    const std::optional<fs::Action>& redoable() const { return m_redoable; }
    std::size_t actions() const { return m_actions; }
    std::size_t deals() const { return m_deals; }
    const nlohmann::json& seats() const { return m_seats; }
    // How long ago the seats message came: a seat's graceLeftMs counts down from then.
    qint64 msSinceSeats() const { return m_seatsAt.isValid() ? m_seatsAt.elapsed() : 0; }
    std::string finishedDeals() const { return m_finishedDeals; }
    std::string finalRecord() const { return m_finalRecord; }
    QString lastError() const { return m_lastError; }
    // The server's code for its last error ("no-table", "table-full", ...: docs/protocol.md),
    // for the app to say in the person's language; empty for the client's own errors.
    QString lastErrorCode() const { return m_lastErrorCode; }
    int reconnections() const { return m_reconnections; }
    // The server's certificate was not the pinned one: the connection was refused.
    bool certificateRefused() const { return m_certificateRefused; }

    // Takes an update's view changes into the last whole view (docs/protocol.md, "A seat's
    // view and events"); returns what was wrong, if anything. The merged view is then read as
    // strictly as a whole one.
    static std::string mergeViewChanges(nlohmann::json& view, const nlohmann::json& changes);

Q_SIGNALS:
    void welcomed();
    void seatsChanged();
    void updated();
    void refused(const QString& reason, const QString& message);
    void ended();
    void errorReceived(const QString& message, bool fatal);
    void chatReceived(int seat, const QString& name, const QString& text);
    void connectionChanged();
    // Every text frame as it arrived, before it is read (the tests' recorder).
    void frameReceived(const QString& text);

private:
    void open();
    void opened();
    void closed();
    void received(const QString& text);
    // One message, however it came (text read by received(), or from a host in this process).
    // Whether a welcome comes from a table of this build (docs/protocol.md, "A build that says
    // what it is"); if not, says so and leaves.
    bool sameBuild(const nlohmann::json& welcome);
    void read(const nlohmann::json& m);
    bool readUpdate(const nlohmann::json& m);
    // An update's turn clock, taken into the seats (docs/protocol.md, "Turns that end").
    void followTurnClock(const nlohmann::json& update);
    void setConnection(Connection c);
    void sendJson(const nlohmann::json& m);
    void sslErrors(const QList<QSslError>& errors);

    QWebSocket* m_socket = nullptr;
    QPointer<InProcessLink> m_link; // instead of m_socket, at a table in this process
    QUrl m_url;
    QString m_build;
    QByteArray m_pin;
    bool m_autoReconnect = true;
    bool m_closing = false;
    Connection m_connection = Connection::Closed;
    std::optional<nlohmann::json> m_create; // sent on the first connection only
    QString m_name;
    QString m_table;
    QString m_token;
    int m_seat = -1;
    bool m_host = false;
    std::string m_game;
    fs::Options m_options;
    bool m_hints = false;
    bool m_undo = false;
    int m_graceSeconds = 0;
    bool m_started = false;
    std::shared_ptr<const fs::Rules> m_rules;
    std::optional<fs::PlayerView> m_view;
    nlohmann::json m_viewJson; // as last received, for the next update's changes
    std::vector<fs::Event> m_events;
    std::vector<int> m_totals;
    std::optional<std::pair<int, fs::ActionKind>> m_acting;
    int m_takenBack = -1;
    std::optional<fs::Action> m_undoable;
    std::optional<fs::Action> m_redoable;
    std::size_t m_actions = 0;
    std::size_t m_deals = 0;
    nlohmann::json m_seats;
    QElapsedTimer m_seatsAt;
    std::string m_finishedDeals;
    std::string m_finalRecord;
    QString m_lastError;
    QString m_lastErrorCode;
    std::optional<std::pair<std::int64_t, fs::Action>> m_pending; // sent, not yet seen applied
    bool m_resent = false; // m_pending went again after a reconnection
    QTimer m_retry;
    int m_backoffMs = 250;
    int m_reconnections = 0;
    bool m_certificateRefused = false;
};
