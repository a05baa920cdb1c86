#include "net/lanservice.h"

#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/address.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-common/strlst.h>
#include <avahi-common/thread-watch.h>

#include <QHash>
#include <QMetaObject>

#include <functional>

namespace {

// The TXT record's version: an announcement of another one is not listed.
constexpr char TxtVersion[] = "v=1";

// Avahi calls back on its own thread, holding its lock: what is found goes to the Qt thread.
void post(LanService* to, std::function<void()> what)
{
    QMetaObject::invokeMethod(to, std::move(what), Qt::QueuedConnection);
}

void resolved(AvahiServiceResolver* r, AvahiIfIndex interface, AvahiProtocol,
              AvahiResolverEvent event, const char* name, const char*, const char*, const char*,
              const AvahiAddress* address, uint16_t port, AvahiStringList* txt,
              AvahiLookupResultFlags, void* self)
{
    if (event == AVAHI_RESOLVER_FOUND && address && name) {
        char host[AVAHI_ADDRESS_STR_MAX] = {};
        avahi_address_snprint(host, sizeof host, address);
        QList<QByteArray> pairs;
        for (AvahiStringList* l = txt; l; l = avahi_string_list_get_next(l))
            pairs << QByteArray(reinterpret_cast<const char*>(avahi_string_list_get_text(l)),
                                static_cast<qsizetype>(avahi_string_list_get_size(l)));
        const QString key = QString::fromUtf8(name) + QLatin1Char('|') + QString::number(interface);
        if (auto table = LanService::fromText(QString::fromUtf8(name), QString::fromLatin1(host),
                                              port, pairs)) {
            table->key = key;
            auto* service = static_cast<LanService*>(self);
            post(service, [service, t = *table] { Q_EMIT service->found(t); });
        }
    }
    avahi_service_resolver_free(r);
}

void browsed(AvahiServiceBrowser* b, AvahiIfIndex interface, AvahiProtocol protocol,
             AvahiBrowserEvent event, const char* name, const char* type, const char* domain,
             AvahiLookupResultFlags, void* self)
{
    auto* service = static_cast<LanService*>(self);
    if (event == AVAHI_BROWSER_NEW) {
        avahi_service_resolver_new(avahi_service_browser_get_client(b), interface, protocol, name,
                                   type, domain, AVAHI_PROTO_INET, AvahiLookupFlags(0), resolved,
                                   self);
    } else if (event == AVAHI_BROWSER_REMOVE) {
        const QString key = QString::fromUtf8(name) + QLatin1Char('|') + QString::number(interface);
        post(service, [service, key] { Q_EMIT service->lost(key); });
    }
}

void clientChanged(AvahiClient*, AvahiClientState, void*)
{
    // A daemon that goes away and comes back is Avahi's to follow (AVAHI_CLIENT_NO_FAIL).
}

} // namespace

LanService::LanService(QObject* parent) : QObject(parent) {}

LanService::~LanService()
{
    // The poll's thread stops first: no callback runs after this line.
    if (m_poll)
        avahi_threaded_poll_stop(m_poll);
    if (m_client)
        avahi_client_free(m_client); // frees its groups, browsers and resolvers too
    if (m_poll)
        avahi_threaded_poll_free(m_poll);
}

bool LanService::start(QString* error)
{
    if (m_client)
        return true;
    if (!m_poll)
        m_poll = avahi_threaded_poll_new();
    m_problem = Problem::Other;
    if (!m_poll) {
        *error = QStringLiteral("out of memory");
        return false;
    }
    int code = 0;
    m_client = avahi_client_new(avahi_threaded_poll_get(m_poll), AvahiClientFlags(0), clientChanged,
                                this, &code);
    if (!m_client) {
        *error = QString::fromUtf8(avahi_strerror(code));
        if (code == AVAHI_ERR_NO_DAEMON)
            m_problem = Problem::NoDaemon;
        return false;
    }
    if (avahi_threaded_poll_start(m_poll) < 0) {
        avahi_client_free(m_client);
        m_client = nullptr;
        *error = QStringLiteral("the Avahi thread did not start");
        return false;
    }
    m_problem = Problem::None;
    return true;
}

namespace {

void groupChanged(AvahiEntryGroup* group, AvahiEntryGroupState state, void* self);

} // namespace

void LanService::addService()
{
    AvahiStringList* txt = nullptr;
    for (const QByteArray& pair : m_txt)
        txt = avahi_string_list_add(txt, pair.constData());
    avahi_entry_group_reset(m_group);
    avahi_entry_group_add_service_strlst(m_group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                         AvahiPublishFlags(0), m_name.constData(), ServiceType,
                                         nullptr, nullptr, m_port, txt);
    avahi_string_list_free(txt);
    avahi_entry_group_commit(m_group);
}

namespace {

void groupChanged(AvahiEntryGroup*, AvahiEntryGroupState state, void* self)
{
    if (state != AVAHI_ENTRY_GROUP_COLLISION)
        return;
    auto* service = static_cast<LanService*>(self);
    QMetaObject::invokeMethod(service, "rename", Qt::QueuedConnection);
}

} // namespace

bool LanService::announce(const QString& name, quint16 port, const QString& table,
                          const QByteArray& fingerprint, bool secure, const QString& game,
                          QString* error)
{
    if (!start(error))
        return false;
    m_name = name.left(60).toUtf8();
    m_port = port;
    m_txt = {QByteArray(TxtVersion), "table=" + table.toLatin1(), "game=" + game.toLatin1(),
             QByteArray(secure ? "tls=1" : "tls=0")};
    if (secure)
        m_txt << "fp=" + fingerprint.toHex();
    avahi_threaded_poll_lock(m_poll);
    if (!m_group)
        m_group = avahi_entry_group_new(m_client, groupChanged, this);
    if (m_group)
        addService();
    const int code = m_group ? 0 : avahi_client_errno(m_client);
    avahi_threaded_poll_unlock(m_poll);
    if (!m_group) {
        *error = QString::fromUtf8(avahi_strerror(code));
        return false;
    }
    return true;
}

void LanService::rename()
{
    if (!m_group)
        return;
    avahi_threaded_poll_lock(m_poll);
    char* next = avahi_alternative_service_name(m_name.constData());
    if (next) {
        m_name = QByteArray(next);
        avahi_free(next);
        addService();
    }
    avahi_threaded_poll_unlock(m_poll);
}

void LanService::withdraw()
{
    if (!m_group)
        return;
    avahi_threaded_poll_lock(m_poll);
    avahi_entry_group_reset(m_group);
    avahi_threaded_poll_unlock(m_poll);
}

bool LanService::browse(QString* error)
{
    if (!start(error))
        return false;
    avahi_threaded_poll_lock(m_poll);
    if (!m_browser)
        m_browser =
            avahi_service_browser_new(m_client, AVAHI_IF_UNSPEC, AVAHI_PROTO_INET, ServiceType,
                                      nullptr, AvahiLookupFlags(0), browsed, this);
    const int code = m_browser ? 0 : avahi_client_errno(m_client);
    avahi_threaded_poll_unlock(m_poll);
    if (!m_browser) {
        *error = QString::fromUtf8(avahi_strerror(code));
        return false;
    }
    return true;
}

std::optional<LanTable> LanService::fromText(const QString& name, const QString& host, quint16 port,
                                             const QList<QByteArray>& txt)
{
    QHash<QByteArray, QByteArray> pairs;
    for (const QByteArray& pair : txt) {
        const qsizetype eq = pair.indexOf('=');
        if (eq > 0)
            pairs.insert(pair.left(eq), pair.mid(eq + 1));
        else
            pairs.insert(pair, QByteArray());
    }
    if (!pairs.contains("v") || pairs.value("v") != "1")
        return std::nullopt;
    // Read as an invitation is, so the same checks hold.
    const bool secure = pairs.value("tls") != "0";
    const QString link =
        QStringLiteral("followsuit://%1:%2/%3?%4")
            .arg(host)
            .arg(port)
            .arg(QString::fromLatin1(pairs.value("table")))
            .arg(secure ? QStringLiteral("fp=") + QString::fromLatin1(pairs.value("fp"))
                        : QStringLiteral("tls=0"));
    const auto invitation = Invitation::find(link);
    if (!invitation)
        return std::nullopt;
    LanTable t;
    t.name = name;
    t.game = QString::fromLatin1(pairs.value("game")).left(32);
    t.invitation = *invitation;
    return t;
}
