// A seat at a table on a table server, from the client's side (net/tableclient.h).

#include "net/tableclient.h"

#include "net/builddigest.h"

#include "net/clientmessage.h"
#include "net/inprocesslink.h"
#include "net/viewjson.h"
#include "record/gamerecord.h"
#include "record/jsonparts.h"
#include "registry/gameregistry.h"

#include <QCryptographicHash>
#include <QSslCertificate>
#include <QWebSocket>

using Json = nlohmann::json;

namespace {

// What a server may send at most: a welcome, or an update carrying the finished deals of a long
// match. Larger is a broken or hostile server.
constexpr qint64 MaxServerMessageBytes = 8 << 20;
constexpr int LongestBackoffMs = 30000;

} // namespace

TableClient::TableClient(QObject* parent) : QObject(parent), m_build(BuildDigest::ofThisBuild())
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &TableClient::open);
}

TableClient::~TableClient()
{
    m_closing = true;
    if (m_socket)
        m_socket->abort();
}

void TableClient::create(const QUrl& server, const Json& create)
{
    m_url = server;
    m_create = create;
    if (create.contains("name") && create["name"].is_string())
        m_name = QString::fromStdString(create["name"].get<std::string>());
    open();
}

void TableClient::join(const QUrl& server, const QString& tableCode)
{
    m_url = server;
    m_table = tableCode;
    open();
}

void TableClient::rejoin(const QUrl& server, const QString& tableCode, const QString& token)
{
    m_url = server;
    m_table = tableCode;
    m_token = token;
    open();
}

void TableClient::attach(InProcessLink* link)
{
    m_link = link;
    m_autoReconnect = false; // nothing to reconnect to: the host is in this process
    connect(link, &InProcessLink::toClient, this, &TableClient::read);
    connect(link, &InProcessLink::closed, this, &TableClient::closed);
    setConnection(Connection::Open);
}

void TableClient::open()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(MaxServerMessageBytes);
    m_socket->setMaxAllowedIncomingFrameSize(MaxServerMessageBytes);
    connect(m_socket, &QWebSocket::connected, this, &TableClient::opened);
    connect(m_socket, &QWebSocket::disconnected, this, &TableClient::closed);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &TableClient::received);
    connect(m_socket, &QWebSocket::sslErrors, this, &TableClient::sslErrors);
    setConnection(m_connection == Connection::Reconnecting ? Connection::Reconnecting
                                                           : Connection::Connecting);
    m_socket->open(m_url);
}

void TableClient::sslErrors(const QList<QSslError>& errors)
{
    // A self-signed certificate is expected; it is trusted when it is the one the invitation
    // named, and only then.
    const QSslCertificate peer = m_socket->sslConfiguration().peerCertificate();
    if (!m_pin.isEmpty() && !peer.isNull() && peer.digest(QCryptographicHash::Sha256) == m_pin)
        m_socket->ignoreSslErrors(errors);
    else {
        m_certificateRefused = true;
        m_lastError = QStringLiteral("the server's certificate is not the invited one");
    }
}

void TableClient::opened()
{
    // A certificate an authority vouches for raises no error, so the pin is compared here as
    // well, before anything is sent (a seat's token, a creation key): the invitation's
    // fingerprint is the one trusted, whoever else vouches for another.
    if (!m_pin.isEmpty() && m_url.scheme() == QLatin1String("wss") &&
        m_socket->sslConfiguration().peerCertificate().digest(QCryptographicHash::Sha256) !=
            m_pin) {
        m_certificateRefused = true;
        m_lastError = QStringLiteral("the server's certificate is not the invited one");
        setConnection(Connection::Refused);
        m_socket->abort();
        return;
    }
    m_backoffMs = 250;
    setConnection(Connection::Open);
    if (m_create && m_seat < 0) {
        Json create = *m_create;
        create["build"] = m_build.toStdString();
        sendJson(create);
        return;
    }
    Json hello{{"type", "hello"},
               {"protocol", fs::net::ProtocolVersion},
               {"build", m_build.toStdString()},
               {"table", m_table.toStdString()},
               {"name", (m_name.isEmpty() ? QStringLiteral("Player") : m_name).toStdString()}};
    if (!m_token.isEmpty())
        hello["token"] = m_token.toStdString();
    sendJson(hello);
}

void TableClient::closed()
{
    if (m_closing || m_connection == Connection::Refused) {
        setConnection(m_connection == Connection::Refused ? Connection::Refused
                                                          : Connection::Closed);
        return;
    }
    // Dropped: come back with the seat's token, sooner first and then less often.
    if (m_autoReconnect && !m_token.isEmpty() && m_finalRecord.empty()) {
        setConnection(Connection::Reconnecting);
        ++m_reconnections;
        m_retry.start(m_backoffMs);
        m_backoffMs = std::min(m_backoffMs * 2, LongestBackoffMs);
    } else {
        setConnection(Connection::Closed);
    }
}

void TableClient::setConnection(Connection c)
{
    if (m_connection == c)
        return;
    m_connection = c;
    Q_EMIT connectionChanged();
}

void TableClient::sendJson(const Json& m)
{
    if (m_link)
        m_link->fromClient(QString::fromStdString(m.dump()));
    else if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState)
        m_socket->sendTextMessage(QString::fromStdString(m.dump()));
}

void TableClient::sendRaw(const QString& text)
{
    if (m_link)
        m_link->fromClient(text);
    else if (m_socket)
        m_socket->sendTextMessage(text);
}

void TableClient::start()
{
    sendJson(Json{{"type", "start"}});
}

void TableClient::ready()
{
    sendJson(Json{{"type", "ready"}});
}

void TableClient::undo()
{
    m_pending.reset(); // a decision on its way is for a position about to go
    sendJson(Json{{"type", "undo"}});
}

void TableClient::redo()
{
    m_pending.reset();
    sendJson(Json{{"type", "redo"}});
}

void TableClient::changeSeat(int seat, const QString& to)
{
    sendJson(Json{{"type", "seat"}, {"seat", seat}, {"to", to.toStdString()}});
}

void TableClient::chat(const QString& text)
{
    sendJson(Json{{"type", "chat"}, {"text", text.toStdString()}});
}

void TableClient::act(const fs::Action& action, bool automatic)
{
    if (!m_rules)
        return;
    Json a = Json::parse(fs::actionJson(action, m_rules->pack(), m_rules->vocabulary()));
    a.erase("seat");
    const auto number = static_cast<std::int64_t>(m_actions + 1);
    // One decision a turn: after a reconnection the one sent before the drop has already gone
    // again (readUpdate), and a second would be refused as stale.
    if (m_pending && m_pending->first == number && m_resent)
        return;
    m_resent = false;
    m_pending = std::make_pair(number, action);
    Json m{{"type", "act"}, {"number", number}, {"action", a}};
    if (automatic)
        m["automatic"] = true;
    sendJson(m);
}

void TableClient::abortConnection()
{
    if (m_socket)
        m_socket->abort();
}

void TableClient::close()
{
    m_closing = true;
    m_retry.stop();
    if (m_socket)
        m_socket->close();
    if (m_link) {
        m_link->disconnect(this);
        m_link.clear();
        setConnection(Connection::Closed);
    }
}

void TableClient::received(const QString& text)
{
    Q_EMIT frameReceived(text);
    const QByteArray bytes = text.toUtf8();
    std::string problem;
    const auto doc = fs::parseJsonSafely(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
        MaxServerMessageBytes, 16, problem);
    if (!doc) {
        m_lastError = QStringLiteral("the server sent something unreadable: %1")
                          .arg(QString::fromStdString(problem));
        Q_EMIT errorReceived(m_lastError, true);
        return;
    }
    read(*doc);
}

bool TableClient::sameBuild(const Json& welcome)
{
    const std::string build = welcome.value("build", std::string());
    if (build == m_build.toStdString())
        return true;
    m_lastErrorCode = QStringLiteral("protocol");
    m_lastError = QStringLiteral("the table runs Follow Suit %1, build %2")
                      .arg(QString::fromStdString(welcome.value("version", std::string())),
                           QString::fromStdString(build));
    setConnection(Connection::Refused);
    Q_EMIT errorReceived(m_lastError, true);
    if (m_socket)
        m_socket->abort();
    return false;
}

void TableClient::read(const Json& m)
{
    if (!m.is_object() || !m.contains("type") || !m["type"].is_string()) {
        m_lastError = QStringLiteral("the server sent something unreadable: not a message");
        Q_EMIT errorReceived(m_lastError, true);
        return;
    }
    const std::string type = m["type"].get<std::string>();
    try {
        if (type == "welcome") {
            if (!sameBuild(m))
                return;
            // Back at the table: why the last connection ended no longer holds, and the next
            // update carries the whole view.
            m_lastError.clear();
            m_lastErrorCode.clear();
            m_viewJson = Json();
            m_seat = m.at("seat").get<int>();
            m_token = QString::fromStdString(m.at("token").get<std::string>());
            m_table = QString::fromStdString(m.at("table").get<std::string>());
            m_host = m.at("host").get<bool>();
            m_game = m.at("game").get<std::string>();
            fs::Options options;
            for (const auto& [key, value] : m.at("options").items())
                options[key] = value.get<std::string>();
            m_hints = m.value("hints", false);
            m_undo = m.value("undo", false);
            m_graceSeconds = m.value("graceSeconds", 0);
            std::string error;
            m_rules = fs::createRules(m_game, m.at("players").get<int>(), options, error);
            m_options = options;
            if (!m_rules || m_seat < 0 || m_seat >= m_rules->seats()) {
                m_lastError =
                    QString::fromStdString("the server's table is not one we know: " + error);
                Q_EMIT errorReceived(m_lastError, true);
                close();
                return;
            }
            Q_EMIT welcomed();
        } else if (type == "seats") {
            m_seats = m.at("seats");
            m_seatsAt.start();
            m_started = m.value("started", false);
            Q_EMIT seatsChanged();
        } else if (type == "update") {
            if (readUpdate(m))
                Q_EMIT updated();
        } else if (type == "applied") {
            if (m_pending && m.at("number").get<std::int64_t>() == m_pending->first)
                m_pending.reset();
        } else if (type == "refused") {
            if (m_pending && m.at("number").get<std::int64_t>() == m_pending->first)
                m_pending.reset();
            Q_EMIT refused(QString::fromStdString(m.at("reason").get<std::string>()),
                           QString::fromStdString(m.at("message").get<std::string>()));
        } else if (type == "ended") {
            m_finalRecord = m.at("record").get<std::string>();
            Q_EMIT ended();
        } else if (type == "chat") {
            Q_EMIT chatReceived(m.at("seat").get<int>(),
                                QString::fromStdString(m.at("name").get<std::string>()),
                                QString::fromStdString(m.at("text").get<std::string>()));
        } else if (type == "error") {
            m_lastError = QString::fromStdString(m.at("message").get<std::string>());
            m_lastErrorCode = QString::fromStdString(m.value("code", std::string()));
            const bool fatal = m.at("fatal").get<bool>();
            if (fatal)
                setConnection(Connection::Refused);
            Q_EMIT errorReceived(m_lastError, fatal);
        }
        // "pong" and types of a newer server are ignored.
    } catch (const std::exception& e) {
        m_lastError = QStringLiteral("the server sent a message we cannot read: %1")
                          .arg(QString::fromUtf8(e.what()));
        Q_EMIT errorReceived(m_lastError, false);
    }
}

std::string TableClient::mergeViewChanges(Json& view, const Json& changes)
{
    for (const auto& [member, value] : changes.items()) {
        if (!view.contains(member))
            return "a change to an unknown member of the view";
        Json& old = view[member];
        if (!old.is_array() || !value.is_object()) {
            old = value;
            continue;
        }
        // A list that only grew (the cards played): the entries kept, then the new ones.
        const Json* keep = value.contains("keep") ? &value["keep"] : nullptr;
        const Json* append = value.contains("append") ? &value["append"] : nullptr;
        if (value.size() != 2 || !keep || !keep->is_number_unsigned() ||
            keep->get<std::size_t>() > old.size() || !append || !append->is_array())
            return "a damaged change to the view";
        old.erase(old.begin() + static_cast<std::ptrdiff_t>(keep->get<std::size_t>()), old.end());
        for (const Json& item : *append)
            old.push_back(item);
    }
    return {};
}

void TableClient::followTurnClock(const Json& update)
{
    // The server starts a person's turn clock with the update that makes them the one to
    // decide, and an update without it ends the last one: the seats as last told take it in.
    const Json* left = update.contains("acting") && update["acting"].contains("turnLeftMs")
                           ? &update["acting"]["turnLeftMs"]
                           : nullptr;
    bool ran = false;
    for (const Json& seat : m_seats)
        ran = ran || (seat.is_object() && seat.contains("turnLeftMs"));
    if ((!left && !ran) || !m_seats.is_array() || (left && !left->is_number_integer()))
        return;
    const qint64 since = msSinceSeats();
    for (Json& seat : m_seats) {
        if (!seat.is_object())
            continue;
        seat.erase("turnLeftMs");
        if (seat.contains("graceLeftMs") && seat["graceLeftMs"].is_number_integer())
            seat["graceLeftMs"] = std::max<qint64>(0, seat["graceLeftMs"].get<qint64>() - since);
    }
    const int seat = left ? update["acting"].value("seat", -1) : -1;
    if (left && seat >= 0 && seat < static_cast<int>(m_seats.size()))
        m_seats[static_cast<std::size_t>(seat)]["turnLeftMs"] = *left;
    m_seatsAt.start();
    Q_EMIT seatsChanged();
}

bool TableClient::readUpdate(const Json& m)
{
    if (!m_rules)
        return false;
    std::string error;
    // A whole view, or what changed in the last one this connection was sent (docs/protocol.md,
    // "A seat's view and events"): the changed members replace the old ones.
    if (m.contains("view"))
        m_viewJson = m["view"];
    else if (!m_viewJson.is_object() || !m.at("viewChanges").is_object())
        error = "changes to a view never sent";
    else
        error = mergeViewChanges(m_viewJson, m["viewChanges"]);
    const auto view =
        error.empty() ? fs::net::viewFromJson(m_viewJson, *m_rules, error) : std::nullopt;
    if (!view || view->seat() != m_seat) {
        m_lastError = QString::fromStdString("the server sent a view we cannot read: " + error);
        Q_EMIT errorReceived(m_lastError, false);
        return false;
    }
    std::vector<fs::Event> events;
    for (const Json& e : m.at("events")) {
        const auto event = fs::net::eventFromJson(e, m_rules->pack(), m_rules->seats(), error);
        if (!event) {
            m_lastError =
                QString::fromStdString("the server sent an event we cannot read: " + error);
            Q_EMIT errorReceived(m_lastError, false);
            return false;
        }
        events.push_back(*event);
    }
    std::optional<std::pair<int, fs::ActionKind>> acting;
    if (m.contains("acting")) {
        const Json& a = m["acting"];
        const int seat = a.at("seat").get<int>();
        const auto kind = fs::net::actionKindNamed(a.at("kind").get<std::string>());
        if (seat >= 0 && seat < m_rules->seats() && kind)
            acting = std::make_pair(seat, *kind);
    }
    m_acting = acting;
    followTurnClock(m);
    m_view = view;
    m_events = std::move(events);
    m_actions = m.at("actions").get<std::size_t>();
    m_deals = m.at("deals").get<std::size_t>();
    m_totals = m.at("totals").get<std::vector<int>>();
    m_takenBack = m.value("takenBack", -1);
    // Only this seat's own decisions: anything else is not offered.
    const auto ownDecision = [&](const char* key) -> std::optional<fs::Action> {
        if (!m.contains(key))
            return std::nullopt;
        std::string problem;
        auto a = fs::readActionJson(m[key], m_rules->pack(), m_rules->vocabulary(),
                                    m_rules->seats(), problem);
        return a && a->seat == m_seat ? a : std::nullopt;
    };
    m_undoable = ownDecision("undo");
    m_redoable = ownDecision("redo");
    if (m.contains("finishedDeals"))
        m_finishedDeals = m["finishedDeals"].get<std::string>();
    else if (m_takenBack >= 0)
        m_finishedDeals.clear(); // taken back into the first deal: none is finished
    // A decision sent before a drop and not yet applied goes again, once, with its number.
    if (m_pending) {
        if (static_cast<std::int64_t>(m_actions) >= m_pending->first) {
            m_pending.reset();
        } else if (m_view->toAct() &&
                   static_cast<std::int64_t>(m_actions) + 1 == m_pending->first) {
            const fs::Action again = m_pending->second;
            m_pending.reset();
            act(again);
            m_resent = true;
        }
    }
    return true;
}
