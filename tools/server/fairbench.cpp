// followsuit-server-fairbench: how much other tables slow a table being played (issue 37, "Fair
// CPU"; docs/protocol.md, "Load"). One table server in this process; a live Hearts table of one
// bot person and three Hard computers plays its first --actions actions, once on an idle server
// and once beside other tables of Hard computers: --abandoned ones whose creators started them
// and left, and --watched ones whose creator stays and plays like the live table's bot. Prints
// both times and their ratio. Not part of the test suite: it prints figures.

#include "net/clientmessage.h"
#include "net/tableclient.h"
#include "net/tableserver.h"

#include "core/rng.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <vector>

namespace {

using Json = nlohmann::json;

Json hardTable(int openSeats)
{
    Json seats = Json::array();
    for (int i = 0; i < 4; ++i)
        seats.push_back(i < openSeats ? "open" : "hard");
    return Json{{"type", "create"}, {"protocol", fs::net::ProtocolVersion},
                {"game", "hearts"}, {"players", 4},
                {"seats", seats},   {"seat", 0},
                {"name", "Bot"},    {"options", Json::object()},
                {"graceSeconds", 0}};
}

bool runUntil(const std::function<bool()>& done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    return done();
}

// A bot at a table: it plays a random legal action whenever its seat is to act.
std::unique_ptr<TableClient> bot(const QUrl& url, const Json& create, fs::Rng& rng)
{
    auto client = std::make_unique<TableClient>();
    TableClient* raw = client.get();
    QObject::connect(raw, &TableClient::updated, raw, [raw, &rng] {
        const auto& view = raw->view();
        if (view && view->state().finished())
            raw->ready();
        if (view && view->toAct())
            raw->act(view->legalActions().random(rng));
    });
    raw->create(url, create);
    return client;
}

// Milliseconds for the live table's first `actions` actions; -1 if it did not get there.
qint64 liveTable(const QUrl& url, std::size_t actions, fs::Rng& rng)
{
    auto live = bot(url, hardTable(1), rng);
    if (!runUntil([&] { return live->seat() >= 0; }, 10000))
        return -1;
    QElapsedTimer clock;
    clock.start();
    live->start();
    if (!runUntil([&] { return live->actions() >= actions; }, 600000))
        return -1;
    return clock.elapsed();
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Tables left behind beside a live one."));
    parser.addHelpOption();
    const QCommandLineOption abandonedOpt(QStringLiteral("abandoned"),
                                          QStringLiteral("Tables left behind (20)."),
                                          QStringLiteral("n"), QStringLiteral("20"));
    const QCommandLineOption actionsOpt(QStringLiteral("actions"),
                                        QStringLiteral("The live table's actions timed (30)."),
                                        QStringLiteral("n"), QStringLiteral("30"));
    const QCommandLineOption watchedOpt(QStringLiteral("watched"),
                                        QStringLiteral("Tables whose creator stays and plays (0)."),
                                        QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption paceOpt(
        QStringLiteral("pace"),
        QStringLiteral("The server's computer pace in ms, as followsuit-server --computer-pace "
                       "(500)."),
        QStringLiteral("ms"), QStringLiteral("500"));
    parser.addOptions({abandonedOpt, watchedOpt, paceOpt, actionsOpt});
    parser.process(app);
    const int abandoned = std::max(0, parser.value(abandonedOpt).toInt());
    const int watched = std::max(0, parser.value(watchedOpt).toInt());
    const int others = abandoned + watched;
    const auto actions = static_cast<std::size_t>(std::max(1, parser.value(actionsOpt).toInt()));

    ServerLimits limits;
    limits.maxTables = others + 10;
    limits.tablesPerAddress = others + 10;
    limits.maxConnectionsPerAddress = others + 10;
    limits.connectionBurst = others + 10;
    limits.computerPaceMs = std::max(0, parser.value(paceOpt).toInt());
    TableServer server(limits);
    QString error;
    if (!server.listen(QHostAddress::LocalHost, 0, nullptr, &error)) {
        std::fprintf(stderr, "cannot listen: %s\n", qPrintable(error));
        return 1;
    }
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));
    fs::Rng rng(7);
    const qint64 idle = liveTable(url, actions, rng);

    // Tables of Hard computers, started by a creator who then leaves (the creator's seat goes
    // to a computer at once: no grace).
    for (int i = 0; i < abandoned; ++i) {
        auto creator = bot(url, hardTable(1), rng);
        if (!runUntil([&] { return creator->seat() >= 0; }, 10000))
            return 1;
        creator->start();
        runUntil([&] { return creator->actions() >= 4; }, 10000);
    }
    // Tables whose creator stays: their computers play on while the live table is timed.
    std::vector<std::unique_ptr<TableClient>> players;
    for (int i = 0; i < watched; ++i) {
        players.push_back(bot(url, hardTable(1), rng));
        if (!runUntil([&] { return players.back()->seat() >= 0; }, 10000))
            return 1;
        players.back()->start();
    }
    runUntil([] { return false; }, 1000); // the last searches run out, the others get going
    const qint64 busy = liveTable(url, actions, rng);
    std::printf("live table, %zu actions, computer pace %d ms: %lld ms on an idle server, %lld ms "
                "beside %d tables left behind and %d played (%.2fx)\n",
                actions, limits.computerPaceMs, static_cast<long long>(idle),
                static_cast<long long>(busy), abandoned, watched,
                idle > 0 ? static_cast<double>(busy) / static_cast<double>(idle) : 0.0);
    return idle < 0 || busy < 0 ? 1 : 0;
}
