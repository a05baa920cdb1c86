#pragma once
// Tables on the local network, through DNS-SD (the Avahi daemon, where it runs): a hosting app
// announces its table as a "_followsuit._tcp" service whose TXT record holds what an invitation
// holds (the table's code, the certificate's fingerprint, whether it is encrypted, the game), and
// the Join page lists the tables it finds. Joining by invitation works everywhere; this only
// saves pasting one on a LAN. Nothing found here is trusted more than a pasted invitation: a
// table is still joined only with the fingerprint its announcement named.
//
// Avahi runs its own thread (a threaded poll); what it finds comes to the Qt thread queued.

#include "net/invitation.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

struct AvahiClient;
struct AvahiEntryGroup;
struct AvahiServiceBrowser;
struct AvahiThreadedPoll;

struct LanTable {
    QString key;  // unique per announcement as seen here
    QString name; // as the host named it: "Hanna's table of Hearts"
    QString game; // registry id
    Invitation invitation;
};

class LanService : public QObject {
    Q_OBJECT

public:
    static constexpr char ServiceType[] = "_followsuit._tcp";

    // Why the daemon could not be reached: the Join page words it (the library's own message
    // is English and terse, "Daemon not running", and goes to the log).
    enum class Problem { None, NoDaemon, Other };

    explicit LanService(QObject* parent = nullptr);
    ~LanService() override;

    // Announces a table; false with the reason (no Avahi daemon, most often).
    bool announce(const QString& name, quint16 port, const QString& table,
                  const QByteArray& fingerprint, bool secure, const QString& game, QString* error);
    void withdraw();
    // Starts listing the tables announced on the network (found and lost); false with the
    // reason when the daemon cannot be reached.
    bool browse(QString* error);
    // Why the last announce() or browse() failed.
    Problem problem() const { return m_problem; }

    // Reads a table from an announcement's TXT pairs; nothing when a part is missing or damaged.
    static std::optional<LanTable> fromText(const QString& name, const QString& host, quint16 port,
                                            const QList<QByteArray>& txt);

Q_SIGNALS:
    void found(const LanTable& table);
    void lost(const QString& key);

private Q_SLOTS:
    // Another service on the network has the announced name: the next free one ("... #2").
    void rename();

private:
    bool start(QString* error);
    void addService();

    AvahiThreadedPoll* m_poll = nullptr;
    AvahiClient* m_client = nullptr;
    AvahiEntryGroup* m_group = nullptr;
    AvahiServiceBrowser* m_browser = nullptr;
    // What announce() announces, kept for a rename after a name collision.
    QByteArray m_name;
    quint16 m_port = 0;
    QList<QByteArray> m_txt;
    Problem m_problem = Problem::None;
};
