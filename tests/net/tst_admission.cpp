// The table server's door (net/admission.h, issue 37) over loopback, with bounded loops: silent
// connections held past their deadline, more connections than an address may hold, a storm of
// new ones, and upgrade requests that break RFC 6455 or come from a web page. After each, a real
// match is created and played to its end over the same door.

#include "netbot.h"
#include "netmatch.h"

#include "net/admission.h"
#include "net/hostcertificate.h"
#include "net/hostedtable.h"
#include "net/tableserver.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

#include "testmain.h"

namespace {

constexpr int DoorWaitMs = 10000;

// `count` raw TCP connections to the server that send nothing.
std::vector<std::unique_ptr<QTcpSocket>> silentConnections(quint16 port, int count)
{
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    for (int i = 0; i < count; ++i) {
        sockets.push_back(std::make_unique<QTcpSocket>());
        sockets.back()->connectToHost(QHostAddress::LocalHost, port);
    }
    return sockets;
}

int stillOpen(const std::vector<std::unique_ptr<QTcpSocket>>& sockets)
{
    int open = 0;
    for (const auto& s : sockets)
        open += s->state() == QAbstractSocket::ConnectedState ? 1 : 0;
    return open;
}

// What the server answers to a raw upgrade request.
QByteArray answerTo(quint16 port, const QByteArray& request)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(DoorWaitMs))
        return "no connection";
    socket.write(request);
    QByteArray answer;
    waitUntil(
        [&] {
            answer += socket.readAll();
            return answer.contains("\r\n\r\n") ||
                   socket.state() == QAbstractSocket::UnconnectedState;
        },
        DoorWaitMs);
    return answer;
}

QByteArray upgrade(const QByteArray& key, const QByteArray& extra = {})
{
    return "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Key: " +
           key + "\r\nSec-WebSocket-Version: 13\r\n" + extra + "\r\n";
}

const QByteArray GoodKey = "dGhlIHNhbXBsZSBub25jZQ==";

} // namespace

class TestAdmission : public QObject {
    Q_OBJECT

private:
    // Two people create and play a German Whist match to its end through the door.
    void aRealMatchPlays(const QUrl& url, const QByteArray& pin = {})
    {
        NetBot host(51), guest(52);
        if (!pin.isEmpty()) {
            host.client.pinCertificate(pin);
            guest.client.pinCertificate(pin);
        }
        seatEveryone(host, {&guest}, url, createMessage("germanwhist", 2, 2, Json::object()));
        for (NetBot* b : {&host, &guest})
            WAIT_FOR(!b->client.finalRecord().empty(), 120000);
        QCOMPARE(host.client.totals(), guest.client.totals());
    }

private Q_SLOTS:
    void upgradeRequestsAreCheckedStrictly_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<bool>("admitted");
        const QByteArray good = upgrade(GoodKey).chopped(4);
        QTest::newRow("good") << good << true;
        QTest::newRow("key x") << upgrade("x").chopped(4) << false;
        QTest::newRow("key of 12 bytes") << upgrade("AAAAAAAAAAAAAAAA").chopped(4) << false;
        QTest::newRow("key not base64") << upgrade("!!!!!!!!!!!!!!!!!!!!!!==").chopped(4) << false;
        QTest::newRow("no key") << QByteArray(good).replace("Sec-WebSocket-Key", "X-Key") << false;
        QTest::newRow("version 8")
            << QByteArray(good).replace("Version: 13", "Version: 8") << false;
        QTest::newRow("no upgrade")
            << QByteArray(good).replace("Upgrade: websocket", "X: y") << false;
        QTest::newRow("no connection upgrade")
            << QByteArray(good).replace("Connection: Upgrade", "Connection: close") << false;
        QTest::newRow("POST") << QByteArray(good).replace("GET ", "POST ") << false;
        QTest::newRow("HTTP/1.0") << QByteArray(good).replace("HTTP/1.1", "HTTP/1.0") << false;
        QTest::newRow("no host") << QByteArray(good).replace("Host:", "X-Host:") << false;
        QTest::newRow("an origin")
            << upgrade(GoodKey, "Origin: https://example.com\r\n").chopped(4) << false;
        QTest::newRow("keep-alive, Upgrade")
            << QByteArray(good).replace("Connection: Upgrade", "Connection: keep-alive, Upgrade")
            << true;
    }

    void upgradeRequestsAreCheckedStrictly()
    {
        QFETCH(QByteArray, head);
        QFETCH(bool, admitted);
        QCOMPARE(Admission::upgradeProblem(head).isEmpty(), admitted);
    }

    // An IPv6 address is limited by its /64, which one machine commonly holds whole.
    void anAddressIsLimitedByItsKey()
    {
        const auto key = [](const char* a) { return Admission::addressKey(QHostAddress(a)); };
        QCOMPARE(key("2001:db8::1"), key("2001:db8::ffff:abcd:1"));
        QVERIFY(key("2001:db8::1") != key("2001:db8:0:1::1"));
        QCOMPARE(key("::ffff:127.0.0.1"), key("127.0.0.1"));
        QVERIFY(key("10.0.0.1") != key("10.0.0.2"));
    }

    // Over the wire, a request that breaks the rules is answered and closed before it costs a
    // WebSocket; one from a web page is forbidden.
    void aBadUpgradeIsAnsweredAndClosed()
    {
        TableServer server;
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        QVERIFY(answerTo(server.port(), upgrade("x")).startsWith("HTTP/1.1 400"));
        QVERIFY(answerTo(server.port(), upgrade(GoodKey, "Origin: http://evil.example\r\n"))
                    .startsWith("HTTP/1.1 403"));
        QVERIFY(answerTo(server.port(), upgrade(GoodKey)).startsWith("HTTP/1.1 101"));
        aRealMatchPlays(urlOf(server.port()));
    }

    // The attack that took a wss server out of service for good (issue 37): 130 connections
    // from one address that never start their TLS handshake, held past the deadline, then closed.
    // The door drops what is over the address's share at once and the rest at the deadline, and
    // a real match over wss plays afterwards.
    void silentConnectionsDoNotStopTheDoor()
    {
        QTemporaryDir folder;
        const HostCertificate own = hostCertificate(folder.path());
        QVERIFY2(own.ok(), qPrintable(own.error));
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificate(own.certificate);
        tls.setPrivateKey(own.key);
        ServerLimits limits;
        limits.admitWithinMs = 700;
        limits.connectionBurst = 200; // the storm is another test's
        TableServer server(limits);
        QString error;
        QVERIFY2(server.listen(QHostAddress::LocalHost, 0, &tls, &error), qPrintable(error));
        auto silent = silentConnections(server.port(), 130);
        // Over the address's share: dropped at once (the old server kept them all, and its
        // queue of handshakes never recovered once they closed).
        QVERIFY(
            waitUntil([&] { return stillOpen(silent) <= limits.maxConnectionsPerAddress; }, 2000));
        // Held past the deadline: the door lets go of every one.
        QTest::qWait(2 * limits.admitWithinMs);
        QCOMPARE(stillOpen(silent), 0);
        silent.clear();
        aRealMatchPlays(QUrl(QStringLiteral("wss://127.0.0.1:%1").arg(server.port())),
                        own.certificate.digest(QCryptographicHash::Sha256));
    }

    // One address holds at most its share of connections in every stage, and a storm of new
    // connections is cut to the rate; both recover by themselves.
    void oneAddressHoldsOnlyItsShare()
    {
        ServerLimits limits;
        limits.maxConnectionsPerAddress = 8;
        limits.connectionsPerSecond = 20;
        limits.connectionBurst = 40;
        limits.admitWithinMs = 3000;
        TableServer server(limits);
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        auto held = silentConnections(server.port(), 20);
        QTest::qWait(300);
        QVERIFY(waitUntil([&] { return stillOpen(held) == 8; }, DoorWaitMs));
        held.clear();
        // Five hundred at once: most are dropped at the door, none is left waiting for ever.
        auto storm = silentConnections(server.port(), 500);
        QVERIFY(waitUntil([&] { return stillOpen(storm) <= 8; }, DoorWaitMs));
        storm.clear();
        // The bucket fills again at the steady rate.
        QTest::qWait(1000 * limits.connectionBurst / limits.connectionsPerSecond);
        aRealMatchPlays(urlOf(server.port()));
    }

    // Who may create (issue 37: fifty connections that each created a table and left filled a
    // server for good, even after a restart). A server with a creation key opens tables only
    // for a create message carrying it; one address opens at most its share; an unstarted table
    // nobody is at expires, and a started one everyone left is closed later, its files kept
    // under closed/ for the record.
    void onlyTheKeyOpensATableAndLeftTablesClose()
    {
        QTemporaryDir state;
        ServerLimits limits;
        limits.tablesPerAddress = 2;
        limits.unstartedTableKeptMs = 300;
        limits.abandonedTableKeptMs = 600;
        limits.sweepEveryMs = 100;
        TableServer server(limits);
        server.setCreateKey(QStringLiteral("the key of this server"));
        server.useStateDirectory(state.path());
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        const QUrl url = urlOf(server.port());
        const auto refusedWith = [&](const Json& create) {
            NetBot stranger(60);
            stranger.client.setAutoReconnect(false);
            stranger.client.create(url, create);
            waitUntil([&] { return !stranger.client.lastErrorCode().isEmpty(); }, DoorWaitMs);
            return stranger.client.lastErrorCode();
        };
        Json keyed = createMessage("hearts", 4, 4, Json::object());
        QCOMPARE(refusedWith(keyed), QStringLiteral("create-key"));
        keyed["key"] = "not the key of this server";
        QCOMPARE(refusedWith(keyed), QStringLiteral("create-key"));
        QCOMPARE(server.tableCount(), 0);

        keyed["key"] = "the key of this server";
        auto first = std::make_unique<NetBot>(61), second = std::make_unique<NetBot>(62);
        for (NetBot* b : {first.get(), second.get()}) {
            b->client.create(url, keyed);
            WAIT_FOR(b->client.seat() >= 0, DoorWaitMs);
        }
        QCOMPARE(refusedWith(keyed), QStringLiteral("too-many-tables"));
        QCOMPARE(server.tableCount(), 2);
        const QString left = first->client.tableCode();
        first.reset();
        second.reset();
        WAIT_FOR(server.tableCount() == 0, DoorWaitMs);
        QVERIFY(!QFile::exists(state.filePath(left + QStringLiteral(".table"))));

        NetBot host(63), guest(64);
        seatEveryone(host, {&guest}, url, [&] {
            Json create = createMessage("ohhell", 4, 2, Json::object());
            create["key"] = "the key of this server";
            return create;
        }());
        WAIT_FOR(host.client.actions() >= 4, 20000);
        const QString played = host.client.tableCode();
        host.plays = guest.plays = false;
        host.client.close();
        guest.client.close();
        WAIT_FOR(server.tableCount() == 0, DoorWaitMs);
        QVERIFY(QFile::exists(
            state.filePath(QStringLiteral("closed/") + played + QStringLiteral(".table"))));
    }

    // Fair processors (issue 37: twenty tables of Hard computers left by their creators slowed a
    // live table's actions twentyfold): a table everyone left waits, its computers idle, and
    // goes on when someone comes back.
    void aTableEveryoneLeftWaitsForThem()
    {
        TableServer server;
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        const QUrl url = urlOf(server.port());
        auto host = std::make_unique<NetBot>(71);
        // The creator's seat goes to the computer the moment its person drops (no grace), so
        // that the table is the computers' alone.
        Json create = createMessage("hearts", 4, 1, Json::object(), 0);
        create["seats"] = Json::array({"open", "hard", "hard", "hard"});
        host->client.create(url, create);
        WAIT_FOR(host->client.seat() >= 0, DoorWaitMs);
        host->client.start();
        WAIT_FOR(host->client.actions() >= 8, 20000);
        const QString code = host->client.tableCode();
        const QString token = host->client.token();
        host.reset();
        HostedTable* table = server.table(code);
        QVERIFY(table && table->match());
        WAIT_FOR(table->msAlone() > 0, DoorWaitMs);
        QTest::qWait(1000); // a decision being weighed as everyone left is still played
        const std::size_t left = table->match()->actions().size();
        QTest::qWait(1500);
        QCOMPARE(table->match()->actions().size(), left);
        NetBot back(72);
        back.client.rejoin(url, code, token);
        WAIT_FOR(table->match()->actions().size() > left + 4, 20000);
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestAdmission)
#include "tst_admission.moc"
