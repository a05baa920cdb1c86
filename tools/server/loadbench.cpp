// followsuit-server-loadbench: one followsuit-server, pinned to one core, with many tables of
// bot clients over loopback (docs/protocol.md, "Load"). Not part of the test suite: it prints
// figures. The bots run in this process on the other cores and decide at once, so the server is
// the bottleneck being measured (or, with --think, after a pause as a person would, so what is
// measured is a server hosting that many tables of people rather than one at saturation):
// - actions per second the server applied, all tables together;
// - the time from a decision sent to every seat of its table having seen it (p50, p99);
// - the server's resident memory per table (with the tables, less without them).

#include "net/clientmessage.h"
#include "net/tableclient.h"

#include "core/rng.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <unistd.h>
#include <vector>

namespace {

using Json = nlohmann::json;

long residentKiB(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

// The process's processor time so far (user and system), in seconds.
double cpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    // After the command's closing bracket: state, then fields 4.., utime and stime are 14 and 15.
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    return (fields[11].toDouble() + fields[12].toDouble()) / double(sysconf(_SC_CLK_TCK));
}

struct Table {
    std::vector<std::unique_ptr<TableClient>> seats;
    std::map<std::size_t, qint64> sentAt; // action number -> when it was sent (ns)
    std::map<std::size_t, int> seenBy;    // action number -> seats that have seen it
};

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Load on one followsuit-server."));
    parser.addHelpOption();
    const QCommandLineOption tablesOpt(QStringLiteral("tables"), QStringLiteral("Tables (200)."),
                                       QStringLiteral("n"), QStringLiteral("200"));
    const QCommandLineOption secondsOpt(QStringLiteral("seconds"),
                                        QStringLiteral("Measured seconds (20)."),
                                        QStringLiteral("n"), QStringLiteral("20"));
    const QCommandLineOption gameOpt(QStringLiteral("game"), QStringLiteral("Game (hearts)."),
                                     QStringLiteral("id"), QStringLiteral("hearts"));
    const QCommandLineOption serverOpt(QStringLiteral("server"),
                                       QStringLiteral("The followsuit-server program."),
                                       QStringLiteral("path"));
    const QCommandLineOption thinkOpt(
        QStringLiteral("think"),
        QStringLiteral(
            "A bot's pause before each decision, in ms, drawn between half and one and a "
            "half times this (0: at once)."),
        QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption tlsOpt(
        QStringLiteral("tls"),
        QStringLiteral("Connect over TLS (wss), to the server's own certificate, pinned."));
    parser.addOptions({tablesOpt, secondsOpt, gameOpt, serverOpt, thinkOpt, tlsOpt});
    parser.process(app);
    const int tables = parser.value(tablesOpt).toInt();
    const int seconds = parser.value(secondsOpt).toInt();
    const std::string game = parser.value(gameOpt).toStdString();
    const int thinkMs = std::max(0, parser.value(thinkOpt).toInt());
    const bool tls = parser.isSet(tlsOpt);
    QString program = parser.value(serverOpt);
    if (program.isEmpty())
        program = QCoreApplication::applicationDirPath() + QStringLiteral("/followsuit-server");

    quint16 port = 0;
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        port = probe.serverPort();
    }
    QTemporaryDir state;
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // One core for the server, as the target is stated; the bots get the others.
    QStringList arguments{QStringLiteral("-c"),
                          QStringLiteral("0"),
                          program,
                          QStringLiteral("--listen"),
                          QStringLiteral("127.0.0.1"),
                          QStringLiteral("--port"),
                          QString::number(port),
                          QStringLiteral("--state-dir"),
                          state.path(),
                          QStringLiteral("--max-tables"),
                          QString::number(tables + 10),
                          QStringLiteral("--max-per-address"),
                          QString::number(tables * 4 + 10),
                          QStringLiteral("--max-tables-per-address"),
                          QString::number(tables),
                          QStringLiteral("--connections-per-second"),
                          QString::number(tables * 4 + 10),
                          QStringLiteral("--create-key"),
                          QStringLiteral("loadbench-key")};
    if (!tls)
        arguments << QStringLiteral("--plain");
    server.start(QStringLiteral("taskset"), arguments);
    // Its first lines: with TLS the certificate's fingerprint, then where it listens.
    QByteArray pin;
    for (bool listening = false; !listening;) {
        if (!server.canReadLine() && !server.waitForReadyRead(10000)) {
            std::fprintf(stderr, "the server did not start\n");
            return 1;
        }
        while (server.canReadLine()) {
            const QByteArray line = server.readLine().trimmed();
            const QByteArray fingerprintSays = "Certificate fingerprint (SHA-256): ";
            if (line.startsWith(fingerprintSays))
                pin = QByteArray::fromHex(line.mid(fingerprintSays.size()).replace(':', ""));
            listening = listening || line.startsWith("Listening");
        }
    }
    QThread::msleep(300);
    const long baseKiB = residentKiB(server.processId());
    const QUrl url(QStringLiteral("%1://127.0.0.1:%2").arg(tls ? "wss" : "ws").arg(port));

    std::vector<std::unique_ptr<Table>> all;
    std::vector<qint64> latenciesNs;
    long actions = 0;
    bool measuring = false;
    QElapsedTimer clock;
    clock.start();
    fs::Rng rng(7);
    int started = 0;

    // Tables are opened in waves: the server's door lets at most 128 connections wait at once
    // (ServerLimits::maxWaiting) and drops the rest, as it should.
    int seated = 0;
    for (int t = 0; t < tables; ++t) {
        QElapsedTimer wave;
        wave.start();
        while (t * 4 - seated > 96 && wave.elapsed() < 30000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
        auto table = std::make_unique<Table>();
        Table* tp = table.get();
        for (int s = 0; s < 4; ++s) {
            auto c = std::make_unique<TableClient>();
            c->setAutoReconnect(false);
            if (tls)
                c->pinCertificate(pin);
            c->setName(QStringLiteral("Bot%1").arg(s));
            TableClient* cp = c.get();
            QObject::connect(cp, &TableClient::updated, cp, [&, tp, cp] {
                const std::size_t n = cp->actions();
                const auto sent = tp->sentAt.find(n);
                if (sent != tp->sentAt.end() && ++tp->seenBy[n] == 4) {
                    if (measuring)
                        latenciesNs.push_back(clock.nsecsElapsed() - sent->second);
                    tp->sentAt.erase(sent);
                    tp->seenBy.erase(n);
                }
                const auto& v = cp->view();
                if (!v)
                    return;
                if (v->state().finished())
                    cp->ready();
                else if (v->toAct()) {
                    const auto decide = [&, tp, cp, n] {
                        const auto& now = cp->view();
                        if (!now || !now->toAct() || cp->actions() != n)
                            return;
                        tp->sentAt[n + 1] = clock.nsecsElapsed();
                        if (measuring)
                            ++actions;
                        cp->act(now->legalActions().random(rng));
                    };
                    if (thinkMs == 0)
                        decide();
                    else
                        QTimer::singleShot(
                            thinkMs / 2 + static_cast<int>(
                                              rng.below(static_cast<std::uint32_t>(thinkMs) + 1)),
                            cp, decide);
                }
            });
            QObject::connect(cp, &TableClient::welcomed, cp, [&seated] { ++seated; });
            QObject::connect(cp, &TableClient::errorReceived, cp, [](const QString& m, bool) {
                std::fprintf(stderr, "error: %s\n", qPrintable(m));
            });
            tp->seats.push_back(std::move(c));
        }
        TableClient* host = tp->seats[0].get();
        QObject::connect(host, &TableClient::welcomed, host, [tp, url] {
            for (int s = 1; s < 4; ++s)
                tp->seats[static_cast<std::size_t>(s)]->join(url, tp->seats[0]->tableCode());
        });
        QObject::connect(host, &TableClient::seatsChanged, host, [tp, &started] {
            int here = 0;
            for (const auto& s : tp->seats[0]->seats())
                here += s.value("presence", "") == "here";
            if (here == 4 && !tp->seats[0]->seats().empty() && tp->seenBy.empty() &&
                tp->sentAt.empty() && !tp->seats[0]->property("started").toBool()) {
                tp->seats[0]->setProperty("started", true);
                tp->seats[0]->start();
                ++started;
            }
        });
        host->create(url, Json{{"type", "create"},
                               {"protocol", fs::net::ProtocolVersion},
                               {"game", game},
                               {"players", 4},
                               {"seats", Json::array({"open", "open", "open", "open"})},
                               {"seat", 0},
                               {"name", "Bot0"},
                               {"options", Json{{"target", 10000}}}, // no match ends while measured
                               {"key", "loadbench-key"}});
        all.push_back(std::move(table));
    }
    // Wait for every table to start, then measure.
    QElapsedTimer wait;
    wait.start();
    while (started < tables && wait.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    double cpuAtStart = 0;
    QTimer::singleShot(2000, [&] {
        measuring = true;
        cpuAtStart = cpuSeconds(server.processId());
        clock.restart();
        for (auto& t : all)
            t->sentAt.clear(), t->seenBy.clear();
    });
    QTimer::singleShot(2000 + seconds * 1000, &app, &QCoreApplication::quit);
    app.exec();
    const double elapsed = clock.nsecsElapsed() / 1e9;
    const double serverCpu = cpuSeconds(server.processId()) - cpuAtStart;
    const long withKiB = residentKiB(server.processId());
    server.kill();
    server.waitForFinished(5000);

    std::sort(latenciesNs.begin(), latenciesNs.end());
    auto pct = [&](double p) {
        return latenciesNs.empty()
                   ? 0.0
                   : latenciesNs[static_cast<std::size_t>(p * (latenciesNs.size() - 1))] / 1e6;
    };
    std::printf("game %s, %d tables of 4 bot clients over %s (%d started), server on one core, "
                "bots deciding %s\n",
                game.c_str(), tables, tls ? "wss" : "ws", started,
                thinkMs ? qPrintable(QStringLiteral("after %1 ms on average").arg(thinkMs))
                        : "at once");
    std::printf("actions per second: %.0f (%ld in %.1f s)\n", actions / elapsed, actions, elapsed);
    // The bots share the machine: when they cannot keep the server busy, its capacity is what
    // it applies for each second of processor time it used.
    std::printf("server processor: %.0f%% of its core; actions per second of its processor "
                "time: %.0f\n",
                100.0 * serverCpu / elapsed, serverCpu > 0 ? actions / serverCpu : 0.0);
    std::printf("decision sent to every seat having seen it: p50 %.2f ms, p99 %.2f ms (%zu "
                "decisions)\n",
                pct(0.50), pct(0.99), latenciesNs.size());
    std::printf("server memory: %ld KiB idle, %ld KiB with the tables: %.0f KiB per table\n",
                baseKiB, withKiB, tables ? double(withKiB - baseKiB) / tables : 0.0);
    return 0;
}
