// The LAN listing (net/lanservice.h) between two machines, as the Host dialog announces a table
// and the Join page lists it (app/remote/netplay.cpp, joindialog.cpp). Run by
// tests/lan/in-a-private-lan.sh, which makes a network of two namespaces joined by a veth pair,
// each with an Avahi daemon on a D-Bus of its own, and names both buses. The host's LanService
// announces on one side, in a process of its own (tests/lan/lanannouncer.cpp: libdbus reads the
// system bus's address once a process), and this test's browses on the other: what it finds
// crossed the pair as mDNS.

#include "net/lanservice.h"

#include "../net/netmatch.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

#include <memory>
#include <vector>

#include "testmain.h"

namespace {

const QString Name = QStringLiteral("Hanna's table of Hearts");
const QString Code = QStringLiteral("7KD2-9QWM-XT");
// The Avahi daemons probe a name, then announce it: a second or two on the pair.
constexpr int ListingMs = 20000;

// What one LanService lists: found as they come, gone when lost.
struct Listing {
    std::vector<LanTable> tables;
    void watch(LanService& lan)
    {
        QObject::connect(&lan, &LanService::found, &lan,
                         [this](const LanTable& t) { tables.push_back(t); });
        QObject::connect(&lan, &LanService::lost, &lan, [this](const QString& key) {
            std::erase_if(tables, [&key](const LanTable& t) { return t.key == key; });
        });
    }
    const LanTable* named(const QString& name) const
    {
        for (const LanTable& t : tables)
            if (t.name == name)
                return &t;
        return nullptr;
    }
};

// The host's side: the announcer, on the host's bus, told what to do line by line.
struct HostSide {
    QProcess process;
    explicit HostSide(const QByteArray& bus)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"), QString::fromLatin1(bus));
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(QStringLiteral(FOLLOWSUIT_LAN_ANNOUNCER), QStringList());
    }
    void tell(const QString& command) { process.write(command.toUtf8() + '\n'); }
    void announce(quint16 port, const QByteArray& fingerprint)
    {
        tell(QStringLiteral("announce %1|%2|%3|%4|%5|hearts")
                 .arg(Name)
                 .arg(port)
                 .arg(Code, QString::fromLatin1(fingerprint.toHex()),
                      fingerprint.isEmpty() ? QStringLiteral("0") : QStringLiteral("1")));
    }
};

} // namespace

class TestLanListing : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("FOLLOWSUIT_LAN_GUEST_BUS"))
            QSKIP("needs the network of tests/lan/in-a-private-lan.sh, which CTest runs it in");
        // Before this process's first LanService: the guest's side is this one.
        qputenv("DBUS_SYSTEM_BUS_ADDRESS", qgetenv("FOLLOWSUIT_LAN_GUEST_BUS"));
    }

    // Announced on the host's side with what an invitation holds, the table is listed on the
    // guest's with its name, the host's address, the port, the code and the fingerprint; a
    // second table of the same name is renamed, not lost; withdrawn, or its host gone, the
    // table leaves the list.
    void aTableAnnouncedOnOneMachineIsListedOnTheOther()
    {
        const QString hostAddress = qEnvironmentVariable("FOLLOWSUIT_LAN_HOST_ADDRESS");
        QString why;
        LanService guest;
        Listing listed;
        listed.watch(guest);
        QVERIFY2(guest.browse(&why), qPrintable(why));

        HostSide host(qgetenv("FOLLOWSUIT_LAN_HOST_BUS"));
        QVERIFY2(host.process.waitForStarted(10000), qPrintable(host.process.errorString()));
        const QByteArray fingerprint = QByteArray::fromHex(QByteArray(64, 'a'));
        host.announce(7766, fingerprint);
        WAIT_FOR(listed.named(Name), ListingMs);
        const LanTable found = *listed.named(Name);
        QCOMPARE(found.game, QStringLiteral("hearts"));
        QCOMPARE(found.invitation.host, hostAddress);
        QCOMPARE(found.invitation.port, quint16(7766));
        QCOMPARE(found.invitation.table, Code);
        QVERIFY(found.invitation.secure);
        QCOMPARE(found.invitation.fingerprint, fingerprint);

        // Another table of the same name, from the guest's side: the daemons find the names
        // clash, and the later one's LanService takes the next free name.
        auto rival = std::make_unique<LanService>();
        QVERIFY2(rival->announce(Name, 7767, QStringLiteral("AAAA-BBBB-CC"), {}, false,
                                 QStringLiteral("whist"), &why),
                 qPrintable(why));
        const QString renamed = Name + QStringLiteral(" #2");
        WAIT_FOR(listed.named(renamed), ListingMs);
        QCOMPARE(listed.named(renamed)->invitation.port, quint16(7767));
        QVERIFY(!listed.named(renamed)->invitation.secure);
        QCOMPARE(listed.named(Name)->invitation.port, quint16(7766));
        rival.reset();
        WAIT_FOR(!listed.named(renamed), ListingMs);

        host.tell(QStringLiteral("withdraw"));
        WAIT_FOR(listed.tables.empty(), ListingMs);
        host.announce(7768, {});
        WAIT_FOR(listed.named(Name) && listed.named(Name)->invitation.port == 7768, ListingMs);
        QVERIFY(!listed.named(Name)->invitation.secure);
        QCOMPARE(listed.named(Name)->invitation.host, hostAddress);
        host.process.closeWriteChannel(); // the host's app closes
        QVERIFY(host.process.waitForFinished(10000));
        QCOMPARE(host.process.exitCode(), 0);
        WAIT_FOR(listed.tables.empty(), ListingMs);
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestLanListing)
#include "tst_lanlisting.moc"
