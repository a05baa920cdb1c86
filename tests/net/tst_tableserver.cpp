// Tables played over loopback with real sockets (docs/protocol.md): every game to its end with
// remote people and computers, the fairness of every frame, a client killed and reconnected, a
// server killed with SIGKILL and restarted, and hostile clients beside a real match.

#include "framecheck.h"
#include "netbot.h"
#include "netmatch.h"

#include "net/hostcertificate.h"
#include "net/invitation.h"
#include "net/secrets.h"
#include "net/tableserver.h"
#include "record/gamerecord.h"
#include "registry/gameregistry.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include "testmain.h"

using Json = nlohmann::json;

namespace {

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class TestTableServer : public QObject {
    Q_OBJECT

private:
    // The match every client saw ended, its record replays to the totals they were shown, and
    // no frame to either remote seat held a card it could not see.
    // The first `sawAll` clients were connected throughout and must have been sent every action.
    void checkEnded(std::vector<NetBot*> bots, std::size_t sawAll = 99)
    {
        for (NetBot* b : bots) {
            waitUntil([b] { return !b->client.finalRecord().empty(); }, 120000);
            const auto& v = b->client.view();
            QVERIFY2(!b->client.finalRecord().empty(),
                     qPrintable(QStringLiteral("seat %1 saw %2 actions, connection %3, phase %4, "
                                               "to act %5, seats %6")
                                    .arg(b->client.seat())
                                    .arg(b->client.actions())
                                    .arg(static_cast<int>(b->client.connection()))
                                    .arg(v ? static_cast<int>(v->state().phase) : -1)
                                    .arg(v ? v->state().toAct : -2)
                                    .arg(QString::fromStdString(b->client.seats().dump()))));
        }
        const std::string record = bots[0]->client.finalRecord();
        const fs::ParsedRecord parsed = fs::parseRecord(record);
        QVERIFY2(parsed.ok(), parsed.error.message.c_str());
        const fs::ReplayResult replay = fs::replayRecord(parsed.record);
        QVERIFY2(replay.ok(), replay.error.message.c_str());
        QVERIFY(replay.match->over());
        for (NetBot* const& b : bots) {
            QCOMPARE(b->client.finalRecord(), record);
            QCOMPARE(b->client.totals(), replay.match->totals());
            int checked = 0;
            const std::string unfair =
                framecheck::check(record, b->client.seat(), b->frames, &checked);
            QVERIFY2(unfair.empty(), unfair.c_str());
            // Every action reached every remote seat (plus each deal's opening).
            const bool throughout = static_cast<std::size_t>(&b - &bots[0]) < sawAll;
            QVERIFY2(checked >= (throughout ? static_cast<int>(parsed.record.actions.size()) : 1),
                     qPrintable(QStringLiteral("%1 updates checked").arg(checked)));
            QVERIFY2(b->refusals.isEmpty(), qPrintable(b->refusals.join(QLatin1Char('\n'))));
        }
    }

private Q_SLOTS:
    void everyGameToTheEnd_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        for (const fs::GameInfo& g : fs::allGames())
            for (int n = g.minSeats; n <= g.maxSeats; ++n)
                if (n == g.defaultSeats || g.maxSeats <= 4)
                    QTest::addRow("%s-%d", g.id.c_str(), n) << QString::fromStdString(g.id) << n;
    }

    // The reader of client messages takes what the protocol allows and nothing else, and says
    // why (docs/protocol.md, "What a client sends").
    void clientMessagesAreReadStrictly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("problem"); // empty: accepted
        QTest::addRow("hello") << R"({"type":"hello","protocol":2,"table":"AB","name":"Ann"})"
                               << "";
        QTest::addRow("act") << R"({"type":"act","number":3,"action":{"play":"QS"}})"
                             << "";
        QTest::addRow("chat") << QString::fromUtf8(R"({"type":"chat","text":"Bien joué !"})") << "";
        QTest::addRow("undo") << R"({"type":"undo"})"
                              << "";
        QTest::addRow("undo with a member") << R"({"type":"undo","number":4})"
                                            << "unknown member \"number\"";
        QTest::addRow("not JSON") << "hello"
                                  << "not valid JSON";
        QTest::addRow("no type") << R"({"table":"AB"})"
                                 << "missing \"type\"";
        QTest::addRow("unknown type") << R"({"type":"shutdown"})"
                                      << "unknown message type";
        QTest::addRow("unknown member") << R"({"type":"ready","admin":true})"
                                        << "unknown member \"admin\"";
        QTest::addRow("twice") << R"({"type":"ready","type":"ping"})"
                               << "appears twice";
        QTest::addRow("deep") << R"({"type":"act","number":1,"action":{"a":{"b":{"c":{}}}}})"
                              << "nested deeper";
        QTest::addRow("old protocol")
            << R"({"type":"hello","protocol":1,"table":"AB","name":"Ann"})"
            << "protocol";
        QTest::addRow("hello with a build")
            << R"({"type":"hello","protocol":2,"build":"0123456789abcdef","table":"AB","name":"A"})"
            << "";
        QTest::addRow("long name")
            << R"({"type":"hello","protocol":2,"table":"AB","name":"abcdefghijklmnopqrstuvwxyz"})"
            << "longer than 24";
        QTest::addRow("blank name") << R"({"type":"hello","protocol":2,"table":"AB","name":"   "})"
                                    << "is empty";
        QTest::addRow("line break") << R"({"type":"chat","text":"a\nb"})"
                                    << "control";
        QTest::addRow("bidi override") << R"({"type":"chat","text":"\u202eevil"})"
                                       << "control";
        QTest::addRow("action number 0") << R"({"type":"act","number":0,"action":{"play":"QS"}})"
                                         << "number";
        QTest::addRow("creator's seat is a computer's")
            << R"({"type":"create","protocol":2,"game":"hearts","players":4,"seat":1,"name":"A","seats":["open","easy","easy","easy"]})"
            << "creator's seat must be open";
        QTest::addRow("oversized")
            << QStringLiteral(R"({"type":"chat","text":"%1"})").arg(QString(5000, QLatin1Char('a')))
            << "bytes";
    }

    void clientMessagesAreReadStrictly()
    {
        QFETCH(QString, text);
        QFETCH(QString, problem);
        const QByteArray bytes = text.toUtf8();
        const fs::net::ReadMessage read =
            fs::net::readClientMessage(std::string_view(bytes.constData(), bytes.size()));
        if (problem.isEmpty()) {
            QVERIFY2(read.message.has_value(), read.error.c_str());
        } else {
            QVERIFY(!read.message);
            QVERIFY2(QString::fromStdString(read.error).contains(problem), read.error.c_str());
        }
    }

    // A chat line reaches everyone at the table with the sender's name.
    void aChatLineReachesTheTable()
    {
        TableServer server;
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot host(51), guest(52);
        host.plays = guest.plays = false;
        seatEveryone(host, {&guest}, urlOf(server.port()),
                     createMessage("whist", 4, 2, Json::object()));
        QSignalSpy heard(&host.client, &TableClient::chatReceived);
        guest.client.chat(QString::fromUtf8("Bonne chance à tous"));
        WAIT_FOR(heard.count() == 1, 5000);
        QCOMPARE(heard.first().at(0).toInt(), guest.client.seat());
        QCOMPARE(heard.first().at(1).toString(), QStringLiteral("Guest"));
        QCOMPARE(heard.first().at(2).toString(), QString::fromUtf8("Bonne chance à tous"));
    }

    // Undo at a table that allows it: a person takes back their last decision of the deal with
    // the computers' actions after it, everyone is sent the position anew; a decision followed
    // by another person's stays; a table without undo refuses.
    void undoTakesBackAPersonsOwnLastDecisionOnly()
    {
        TableServer server;
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot host(61), guest(62);
        host.plays = guest.plays = false;
        Json create = createMessage("hearts", 4, 2, Json{{"passing", "false"}});
        create["undo"] = true;
        seatEveryone(host, {&guest}, urlOf(server.port()), create);
        fs::Rng rng(5);
        // Plays for `bot` once it is its turn, the other person playing whenever asked first.
        const auto playFor = [&](NetBot& bot, NetBot& other, std::size_t& before) {
            WAIT_FOR(bot.client.view() && (bot.client.view()->toAct() ||
                                           (other.client.view() && other.client.view()->toAct())),
                     10000);
            while (!bot.client.view()->toAct()) {
                const std::size_t n = other.client.actions();
                other.client.act(other.client.view()->legalActions().random(rng));
                WAIT_FOR(other.client.actions() > n, 10000);
                WAIT_FOR(bot.client.view()->toAct() || other.client.view()->toAct(), 10000);
            }
            before = bot.client.actions();
            bot.client.act(bot.client.view()->legalActions().random(rng));
            WAIT_FOR(bot.client.actions() > before, 10000);
        };
        std::size_t beforeHost = 0, beforeGuest = 0, ignored = 0;

        // The host's decision, taken back with what the computers did after it.
        playFor(host, guest, beforeHost);
        WAIT_FOR(host.client.view()->toAct() || guest.client.view()->toAct(), 10000);
        const std::optional<fs::Action> taken = host.client.undoable();
        QVERIFY(taken && taken->seat == host.client.seat());
        QVERIFY(!guest.client.undoable()); // the guest has not decided yet
        host.client.undo();
        WAIT_FOR(host.client.takenBack() == 0 && host.client.actions() == beforeHost, 10000);
        WAIT_FOR(guest.client.takenBack() == 0 && guest.client.actions() == beforeHost, 10000);
        QVERIFY(host.client.view()->toAct());
        QCOMPARE(host.client.redoable(), taken);
        QVERIFY(!guest.client.redoable());

        // Made again with redo: the same decision, as if never taken back.
        host.client.redo();
        WAIT_FOR(host.client.actions() > beforeHost, 10000);
        QCOMPARE(server.table(host.client.tableCode())->match()->actions()[beforeHost], *taken);
        QVERIFY(!host.client.redoable());
        host.client.undo();
        WAIT_FOR(host.client.takenBack() == 0 && host.client.actions() == beforeHost, 10000);

        // Played again, then the guest plays: the host's decision stays.
        playFor(host, guest, ignored);
        playFor(guest, host, beforeGuest);
        QSignalSpy refused(&host.client, &TableClient::refused);
        host.client.undo();
        WAIT_FOR(refused.count() == 1, 5000);
        QCOMPARE(refused.first().at(0).toString(), QStringLiteral("undo-later"));
        QVERIFY(host.client.actions() > beforeGuest);

        // The guest takes theirs back.
        guest.client.undo();
        WAIT_FOR(guest.client.takenBack() == 1 && guest.client.actions() == beforeGuest, 10000);
        WAIT_FOR(host.client.actions() == beforeGuest, 10000);
        QVERIFY(guest.client.view()->toAct());
        QCOMPARE(server.table(host.client.tableCode())->match()->actions().size(), beforeGuest);

        // A table without undo refuses it.
        TableServer other;
        QVERIFY(other.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot solo(63), friendly(64);
        solo.plays = friendly.plays = false;
        seatEveryone(solo, {&friendly}, urlOf(other.port()),
                     createMessage("hearts", 4, 2, Json{{"passing", "false"}}));
        playFor(solo, friendly, ignored);
        QSignalSpy noUndo(&solo.client, &TableClient::refused);
        solo.client.undo();
        WAIT_FOR(noUndo.count() == 1, 5000);
        QCOMPARE(noUndo.first().at(0).toString(), QStringLiteral("undo-off"));
    }

    // A damaged table file is set aside with its reason, and the server starts without it.
    void aDamagedTableFileIsSetAside()
    {
        QTemporaryDir state;
        QFile bad(state.filePath(QStringLiteral("ABCD-EFGH-JK.table")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\": \"followsuit-table\", \"version\": 1, \"game\": 7}");
        bad.close();
        TableServer server;
        QStringList problems;
        QCOMPARE(server.useStateDirectory(state.path(), &problems), 0);
        QCOMPARE(problems.size(), 1);
        QVERIFY(QFile::exists(bad.fileName() + QStringLiteral(".damaged")));
        QVERIFY(!QFile::exists(bad.fileName()));
        QCOMPARE(server.tableCount(), 0);
    }

    // Two (or three) remote people and computers in the other seats, to the end of the match.
    void everyGameToTheEnd()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        TableServer server;
        QString error;
        QVERIFY2(server.listen(QHostAddress::LocalHost, 0, nullptr, &error), qPrintable(error));
        const int remote = players >= 4 ? 3 : 2;
        NetBot host(1), b(2), c(3);
        std::vector<NetBot*> guests{&b};
        if (remote == 3)
            guests.push_back(&c);
        seatEveryone(host, guests, urlOf(server.port()),
                     createMessage(game.toStdString(), players, remote, Json::object()));
        std::vector<NetBot*> all{&host};
        all.insert(all.end(), guests.begin(), guests.end());
        checkEnded(all);
        // The seats each client was shown name the people and the computers.
        const auto& seats = host.client.seats();
        QCOMPARE(static_cast<int>(seats.size()), players);
        QVERIFY(seats[0]["name"] == "Ann");
        if (players > remote)
            QVERIFY(seats[static_cast<std::size_t>(players - 1)]["presence"] == "computer");
    }

    // A client killed in the middle of a deal reconnects by itself and plays on; an action sent
    // just before the drop is applied once. A person away longer than the grace is played by the
    // computer and takes the seat back with the token.
    void aClientKilledMidDealComesBack()
    {
        TableServer server;
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot host(11), guest(12);
        seatEveryone(host, {&guest}, urlOf(server.port()),
                     createMessage("hearts", 4, 2, Json::object(), 1));
        WAIT_FOR(guest.client.actions() >= 10, 20000);
        guest.client.abortConnection();
        WAIT_FOR(guest.client.reconnections() >= 1, 10000);
        WAIT_FOR((guest.client.connection()) == (TableClient::Connection::Open), 10000);

        // Away past the grace: the computer plays the seat, everyone is told, and the person
        // takes it back.
        guest.client.setAutoReconnect(false);
        const QString token = guest.client.token();
        const QString code = guest.client.tableCode();
        const std::size_t before = host.client.actions();
        guest.client.abortConnection();
        WAIT_FOR(host.client.seats()[1]["presence"] == "away", 5000);
        WAIT_FOR(host.client.seats()[1]["presence"] == "replaced", 5000);
        WAIT_FOR(host.client.actions() >= before + 8, 20000);
        NetBot back(13);
        back.client.rejoin(urlOf(server.port()), code, token);
        WAIT_FOR((back.client.seat()) == (1), 5000);
        WAIT_FOR(host.client.seats()[1]["presence"] == "here", 5000);
        checkEnded({&host, &back}, 1);
    }

    // followsuit-server killed with SIGKILL in the middle of a match and started again: it
    // resumes the table from its state directory and the clients rejoin with their tokens.
    void aServerKilledAndRestartedResumes()
    {
        QTemporaryDir state;
        const quint16 port = freePort();
        const QStringList args{QStringLiteral("--plain"), QStringLiteral("--port"),
                               QString::number(port), QStringLiteral("--state-dir"), state.path(),
                               QStringLiteral("--create-key"), QStringLiteral("a key for tests"),
                               // At once: this is about the kill, not the computers' pace.
                               QStringLiteral("--computer-pace"), QStringLiteral("0")};
        QProcess server;
        server.start(QStringLiteral(FOLLOWSUIT_SERVER), args);
        QVERIFY(server.waitForReadyRead(10000));
        NetBot host(21), guest(22);
        Json create = createMessage("ohhell", 4, 2, Json::object());
        create["key"] = "a key for tests";
        seatEveryone(host, {&guest}, urlOf(port), create);
        // A few deals in: the journal goes on across deals, and the restore deals them again.
        WAIT_FOR(host.client.deals() >= 3 && host.client.actions() >= 12, 20000);
        server.kill();
        QVERIFY(server.waitForFinished(5000));
        WAIT_FOR((host.client.connection()) == (TableClient::Connection::Reconnecting), 5000);
        const std::size_t seen = host.client.actions();
        server.start(QStringLiteral(FOLLOWSUIT_SERVER), args);
        QVERIFY(server.waitForReadyRead(10000));
        QVERIFY2(server.readAllStandardOutput().contains("1 table(s) resumed"), "not resumed");
        WAIT_FOR((host.client.connection()) == (TableClient::Connection::Open), 40000);
        WAIT_FOR((guest.client.connection()) == (TableClient::Connection::Open), 40000);
        // Nothing applied before the kill was lost (the table was saved after every action).
        QVERIFY(host.client.actions() >= seen);
        checkEnded({&host, &guest}, 0);
        server.kill();
        server.waitForFinished(5000);
    }

    // An invitation link survives being pasted inside a message, and a damaged one is refused.
    void anInvitationIsFoundInWhatIsPasted()
    {
        Invitation made;
        made.host = QStringLiteral("cards.example.org");
        made.port = 7766;
        made.table = secrets::newTableCode();
        made.fingerprint = QByteArray(32, '\x5a');
        const QString pasted =
            QStringLiteral("Come and play! %1. See you at eight.").arg(made.link());
        const auto found = Invitation::find(pasted);
        QVERIFY(found.has_value());
        QCOMPARE(found->host, made.host);
        QCOMPARE(found->port, made.port);
        QCOMPARE(found->table, made.table);
        QCOMPARE(found->fingerprint, made.fingerprint);
        QVERIFY(found->secure);
        QCOMPARE(found->serverUrl(), QUrl(QStringLiteral("wss://cards.example.org:7766")));
        // Typed by a person: lower case, look-alike letters, no dashes.
        const QString typed =
            made.link().replace(made.table, made.table.toLower().remove(QLatin1Char('-')));
        QCOMPARE(Invitation::find(typed)->table, made.table);

        Invitation lan = made;
        lan.host = QStringLiteral("192.168.1.20");
        lan.secure = false;
        lan.fingerprint.clear();
        const auto plain = Invitation::find(lan.link());
        QVERIFY(plain && !plain->secure);
        QCOMPARE(plain->serverUrl(), QUrl(QStringLiteral("ws://192.168.1.20:7766")));

        for (const char* bad : {"no link here", "followsuit://cards.example.org/7KD2-9QWM-XT?fp=00",
                                "followsuit://cards.example.org:99999/7KD2-9QWM-XT?tls=0",
                                "followsuit://cards.example.org:7766/NOT-A-CODE?tls=0",
                                "followsuit://:7766/7KD2-9QWM-XT?tls=0",
                                "followsuit://cards.example.org:7766/7KD2-9QWM-XT"})
            QVERIFY2(!Invitation::find(QString::fromLatin1(bad)), bad);
    }

    // The host's certificate is made once and kept; its key is its owner's alone; a damaged
    // pair is set aside and replaced.
    void aCertificateIsMadeOnceAndKept()
    {
        QTemporaryDir folder;
        const HostCertificate first = hostCertificate(folder.path());
        QVERIFY2(first.ok(), qPrintable(first.error));
        QCOMPARE(first.fingerprint().size(), 32);
        QCOMPARE(QFile::permissions(folder.filePath(QStringLiteral("key.pem"))) & 0x0077,
                 QFile::Permissions());
        QCOMPARE(hostCertificate(folder.path()).fingerprint(), first.fingerprint());
        QFile cert(folder.filePath(QStringLiteral("cert.pem")));
        QVERIFY(cert.open(QIODevice::WriteOnly | QIODevice::Truncate));
        cert.write("-----BEGIN CERTIFICATE-----\ngarbage\n-----END CERTIFICATE-----\n");
        cert.close();
        const HostCertificate again = hostCertificate(folder.path());
        QVERIFY(again.ok());
        QVERIFY(again.fingerprint() != first.fingerprint());
        QVERIFY(QFile::exists(folder.filePath(QStringLiteral("cert.pem.damaged"))));
    }

    // wss with the host's own certificate: a client that pinned its fingerprint (from the
    // invitation) plays; one that expects another certificate never gets in.
    void aTableOverTlsTrustsOnlyThePinnedCertificate()
    {
        QTemporaryDir folder;
        const HostCertificate own = hostCertificate(folder.path());
        QVERIFY2(own.ok(), qPrintable(own.error));
        const QSslCertificate cert = own.certificate;
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificate(cert);
        tls.setPrivateKey(own.key);
        TableServer server;
        QString error;
        QVERIFY2(server.listen(QHostAddress::LocalHost, 0, &tls, &error), qPrintable(error));
        QVERIFY(server.secure());
        const QUrl url(QStringLiteral("wss://127.0.0.1:%1").arg(server.port()));

        NetBot host(41), guest(42);
        host.client.pinCertificate(cert.digest(QCryptographicHash::Sha256));
        guest.client.pinCertificate(cert.digest(QCryptographicHash::Sha256));
        seatEveryone(host, {&guest}, url, createMessage("germanwhist", 2, 2, Json::object()));
        checkEnded({&host, &guest});

        NetBot stranger(40);
        stranger.client.pinCertificate(QByteArray(32, 'x'));
        stranger.client.setAutoReconnect(false);
        stranger.client.join(url, QStringLiteral("0000-0000-00"));
        QVERIFY(!waitUntil(
            [&] { return stranger.client.connection() == TableClient::Connection::Open; }, 2000));
        QVERIFY(stranger.client.lastError().contains(QStringLiteral("certificate")));
    }

    // Two builds agree or refuse each other with a clear message (issue 37: a view's game
    // variables travel as bytes, and two builds could disagree on them silently while the
    // protocol number said they matched). The server refuses a client of another build, and a
    // client refuses a table of another build.
    void anotherBuildIsRefusedAtBothEnds()
    {
        TableServer server;
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot other(45);
        other.client.setBuild(QStringLiteral("0123456789abcdef"));
        other.client.setAutoReconnect(false);
        other.client.create(urlOf(server.port()),
                            createMessage("germanwhist", 2, 2, Json::object()));
        WAIT_FOR(!other.client.lastErrorCode().isEmpty(), 5000);
        QCOMPARE(other.client.lastErrorCode(), QStringLiteral("protocol"));
        QVERIFY(other.client.lastError().contains(QLatin1String("this server runs Follow Suit")));
        QCOMPARE(server.tableCount(), 0);

        // A table of another build: its welcome says which, and the client leaves.
        QWebSocketServer table(QStringLiteral("another build"), QWebSocketServer::NonSecureMode);
        QVERIFY(table.listen(QHostAddress::LocalHost, 0));
        connect(&table, &QWebSocketServer::newConnection, &table, [&table] {
            QWebSocket* s = table.nextPendingConnection();
            s->setParent(&table);
            s->sendTextMessage(QString::fromStdString(Json{
                {"type", "welcome"},
                {"protocol", fs::net::ProtocolVersion},
                {"version", "0.1"},
                {"build", "fedcba9876543210"},
                {"table", "AB"},
                {"seat", 0},
                {"token", "t"},
                {"host", true},
                {"game", "hearts"},
                {"players", 4},
                {"options", Json::object()}}.dump()));
        });
        TableClient client;
        client.setAutoReconnect(false);
        client.create(urlOf(table.serverPort()), createMessage("hearts", 4, 4, Json::object()));
        WAIT_FOR(client.connection() == TableClient::Connection::Refused, 5000);
        QCOMPARE(client.lastErrorCode(), QStringLiteral("protocol"));
        QVERIFY(client.lastError().contains(QLatin1String("0.1")));
        QCOMPARE(client.seat(), -1);
    }

    // A certificate the client's authorities vouch for raises no TLS error; the pinned
    // fingerprint is compared all the same (issue 37: such a certificate was accepted without
    // it), and a client pinned to another certificate sends nothing and stays out.
    void aCertificateAnAuthorityVouchesForIsStillCheckedAgainstThePin()
    {
        QTemporaryDir folder;
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                       QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
                       QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                       QStringLiteral("/CN=127.0.0.1"), QStringLiteral("-addext"),
                       QStringLiteral("subjectAltName=IP:127.0.0.1"), QStringLiteral("-keyout"),
                       folder.filePath(QStringLiteral("key.pem")), QStringLiteral("-out"),
                       folder.filePath(QStringLiteral("cert.pem"))});
        if (!openssl.waitForFinished(20000) || openssl.exitCode() != 0)
            QSKIP("the openssl command is not here to make a certificate for 127.0.0.1");
        QFile certFile(folder.filePath(QStringLiteral("cert.pem")));
        QFile keyFile(folder.filePath(QStringLiteral("key.pem")));
        QVERIFY(certFile.open(QIODevice::ReadOnly) && keyFile.open(QIODevice::ReadOnly));
        const QSslCertificate cert(certFile.readAll(), QSsl::Pem);
        const QSslKey key(keyFile.readAll(), QSsl::Ec, QSsl::Pem);
        QVERIFY(!cert.isNull() && !key.isNull());
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificate(cert);
        tls.setPrivateKey(key);
        TableServer server;
        QString error;
        QVERIFY2(server.listen(QHostAddress::LocalHost, 0, &tls, &error), qPrintable(error));
        // The clients trust the certificate as if an authority had signed it.
        const QSslConfiguration before = QSslConfiguration::defaultConfiguration();
        QSslConfiguration trusting = before;
        trusting.addCaCertificate(cert);
        QSslConfiguration::setDefaultConfiguration(trusting);
        const QUrl url(QStringLiteral("wss://127.0.0.1:%1").arg(server.port()));
        NetBot stranger(43);
        stranger.client.pinCertificate(QByteArray(32, 'x'));
        stranger.client.setAutoReconnect(false);
        stranger.client.create(url, createMessage("germanwhist", 2, 2, Json::object()));
        const bool refused = waitUntil([&] { return stranger.client.certificateRefused(); }, 5000);
        NetBot host(44);
        host.client.pinCertificate(cert.digest(QCryptographicHash::Sha256));
        host.client.create(url, createMessage("germanwhist", 2, 2, Json::object()));
        const bool seated = waitUntil([&] { return host.client.seat() >= 0; }, 10000);
        QSslConfiguration::setDefaultConfiguration(before);
        QVERIFY(refused);
        QCOMPARE(server.tableCount(), 1); // the host's alone
        QVERIFY(seated);
    }

    // Garbage, oversized and binary frames, floods, forged tokens, acting for another seat or
    // out of turn, and hundreds of idle connections: each is refused or closed, and a real
    // match beside them goes on to its end unharmed.
    void hostileClientsDoNotHarmARealMatch()
    {
        ServerLimits limits;
        limits.helloWithinMs = 1500;
        TableServer server(limits);
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        const QUrl url = urlOf(server.port());
        NetBot host(31), guest(32);
        seatEveryone(host, {&guest}, url, createMessage("hearts", 4, 2, Json::object()));

        // A seated person acting for another seat, out of turn, is refused with a reason and
        // keeps the seat: the guest holds the play while the host tries to act in its place.
        guest.plays = false;
        WAIT_FOR(guest.client.view() && guest.client.view()->toAct() &&
                     host.client.actions() == guest.client.actions(),
                 20000);
        QSignalSpy refused(&host.client, &TableClient::refused);
        const fs::Card someCard = *host.client.view()->hand().begin();
        host.client.sendRaw(QString::fromStdString(Json{
            {"type", "act"},
            {"number", host.client.actions() + 1},
            {"action", Json{{"seat", guest.client.seat()},
                            {"play", host.client.rules()->pack().name(
                                         someCard)}}}}.dump()));
        WAIT_FOR(refused.count() == 1, 5000);
        QCOMPARE(refused.first().first().toString(),
                 QString::fromUtf8(fs::sharedReasonName(fs::Reason::NotYourTurn)));
        QCOMPARE(host.client.connection(), TableClient::Connection::Open);
        host.refusals.clear();

        // While the match waits for the guest, in the middle of a deal, the hostile clients come.
        QStringList said;
        auto expectClosed = [&](const std::function<void(QWebSocket&)>& misbehave,
                                const char* what) {
            QWebSocket s;
            QSignalSpy closed(&s, &QWebSocket::disconnected);
            said.clear();
            connect(&s, &QWebSocket::textMessageReceived, &s,
                    [&said](const QString& t) { said.append(t); });
            s.open(url);
            WAIT_FOR((s.state()) == (QAbstractSocket::ConnectedState), 5000);
            misbehave(s);
            QVERIFY2(waitUntil([&] { return static_cast<bool>(closed.count() > 0); }, 5000), what);
        };
        expectClosed([](QWebSocket& s) { s.sendTextMessage("garbage{"); }, "garbage");
        QVERIFY(!said.isEmpty() && said.first().contains("\"fatal\":true"));
        expectClosed([](QWebSocket& s) { s.sendTextMessage(QString(5000, QLatin1Char('x'))); },
                     "oversized");
        expectClosed([](QWebSocket& s) { s.sendBinaryMessage(QByteArray(10, 'b')); }, "binary");
        expectClosed(
            [](QWebSocket& s) {
                for (int i = 0; i < 200; ++i)
                    s.sendTextMessage(QStringLiteral("{\"type\":\"ping\"}"));
            },
            "flood");
        expectClosed(
            [&](QWebSocket& s) {
                s.sendTextMessage(QString::fromStdString(Json{
                    {"type", "hello"},
                    {"protocol", fs::net::ProtocolVersion},
                    {"name", "Mallory"},
                    {"table", host.client.tableCode().toStdString()},
                    {"token",
                     "0123456789abcdef0123456789abcdef"}}.dump()));
            },
            "forged token");
        QVERIFY(said.join(QString()).contains("no seat at this table has that token"));
        QVERIFY(said.join(QString()).contains("\"code\":\"no-seat\""));
        expectClosed(
            [&](QWebSocket& s) {
                s.sendTextMessage(QStringLiteral(
                    "{\"type\":\"act\",\"number\":1,\"action\":{\"seat\":2,\"play\":\"2C\"}}"));
            },
            "act without a seat");
        expectClosed(
            [](QWebSocket& s) {
                s.sendTextMessage("{\"type\":\"hello\",\"protocol\":99,"
                                  "\"table\":\"x\",\"name\":\"a\"}");
            },
            "wrong protocol");
        QVERIFY(said.join(QString()).contains("\"code\":\"protocol\""));

        // Hundreds of idle connections: refused beyond the per-address limit, closed when they
        // say nothing; the two people's connections are never among those closed.
        std::vector<std::unique_ptr<QWebSocket>> idle;
        int settled = 0;
        for (int i = 0; i < 500; ++i) {
            idle.push_back(std::make_unique<QWebSocket>());
            QWebSocket* s = idle.back().get();
            connect(s, &QWebSocket::connected, s, [&settled] { ++settled; });
            connect(s, &QWebSocket::disconnected, s, [&settled, s] {
                if (!s->property("counted").toBool())
                    ++settled;
                s->setProperty("counted", true);
            });
            connect(s, &QWebSocket::connected, s, [s] { s->setProperty("counted", true); });
            s->open(url);
        }
        WAIT_FOR(settled >= 500, 30000);
        QVERIFY(server.connectionCount() <= limits.maxConnectionsPerAddress);
        WAIT_FOR(server.connectionCount() == 2, 10000);
        idle.clear();
        QCOMPARE(host.client.connection(), TableClient::Connection::Open);
        QCOMPARE(guest.client.connection(), TableClient::Connection::Open);

        // The match goes on to its end.
        guest.plays = true;
        fs::Rng rng(5);
        guest.client.act(guest.client.view()->legalActions().random(rng));
        checkEnded({&host, &guest});
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestTableServer)
#include "tst_tableserver.moc"
