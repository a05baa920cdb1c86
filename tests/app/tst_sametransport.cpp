// A table in this process and a table across a WebSocket are one code path from the view down
// (issue 35): the same deals from the same seed, the person at seat 0 deciding alike, and the
// view is told exactly the same things in the same order, signal for signal, whichever carried
// them. The host is the table server's own (net/hostedtable.h); only the link to the seat
// differs (net/inprocesslink.h against a loopback WebSocket).

#include "controller/gamecontroller.h"

#include "net/clientmessage.h"
#include "net/hostedtable.h"
#include "net/inprocesslink.h"
#include "net/tableclient.h"
#include "net/tableserver.h"
#include "net/viewjson.h"
#include "registry/gameregistry.h"

#include <QDeadlineTimer>
#include <QMetaMethod>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <map>
#include <memory>

#include "harness/lowestaction.h"
#include "testmain.h"

namespace {

constexpr int TransportDealsMs = 60000;
constexpr quint64 TransportSeed = 3502026;

nlohmann::json createMessage(const fs::GameInfo& game)
{
    nlohmann::json seats = nlohmann::json::array({"open"});
    for (int i = 1; i < game.defaultSeats; ++i)
        seats.push_back("easy");
    return {{"type", "create"},
            {"protocol", fs::net::ProtocolVersion},
            {"game", game.id},
            {"players", game.defaultSeats},
            {"options", nlohmann::json::object()},
            {"seats", seats},
            {"seat", 0},
            {"name", "Ada"},
            {"hints", true},
            {"undo", true}};
}

} // namespace

class SignalLog : public QObject {
    Q_OBJECT

public:
    explicit SignalLog(GameController* controller)
    {
        const QMetaObject* meta = controller->metaObject();
        const QMetaMethod note = metaObject()->method(metaObject()->indexOfSlot("note()"));
        for (int i = meta->methodOffset(); i < meta->methodCount(); ++i) {
            const QMetaMethod signal = meta->method(i);
            if (signal.methodType() != QMetaMethod::Signal)
                continue;
            // The spy keeps the arguments; note(), connected after it, runs after it.
            m_spies[i] = std::make_unique<QSignalSpy>(controller, signal);
            connect(controller, signal, this, note);
        }
    }

    const QStringList& lines() const { return m_lines; }

private Q_SLOTS:
    void note()
    {
        const int index = senderSignalIndex();
        QSignalSpy& spy = *m_spies.at(index);
        const QList<QVariant> args = spy.takeFirst();
        QStringList words;
        for (const QVariant& arg : args)
            words << text(arg);
        m_lines << QStringLiteral("%1(%2)").arg(
            QString::fromLatin1(sender()->metaObject()->method(index).name()),
            words.join(QStringLiteral(", ")));
    }

private:
    static QString bits(std::uint64_t b) { return QString::number(b, 16); }

    static QString text(const QVariant& v)
    {
        const int type = v.metaType().id();
        if (type == qMetaTypeId<fs::Card>())
            return QString::number(v.value<fs::Card>().index);
        if (type == qMetaTypeId<fs::CardSet>())
            return bits(v.value<fs::CardSet>().bits());
        if (type == qMetaTypeId<fs::PlayerView>())
            return QString::fromStdString(
                fs::net::viewToJson(*static_cast<const fs::PlayerView*>(v.constData())).dump());
        if (type == qMetaTypeId<fs::LegalActions>()) {
            const auto l = v.value<fs::LegalActions>();
            return QStringLiteral("legal %1 %2 %3 %4 %5 %6 %7")
                .arg(l.seat)
                .arg(bits(l.play.bits()), bits(l.select.bits()))
                .arg(l.selectCount)
                .arg(static_cast<int>(l.selectKind))
                .arg(bits(l.bids), bits(l.choices));
        }
        if (type == qMetaTypeId<fs::Action>()) {
            const auto a = v.value<fs::Action>();
            return QStringLiteral("action %1 %2 %3 %4")
                .arg(static_cast<int>(a.kind))
                .arg(a.seat)
                .arg(a.value)
                .arg(bits(a.cards.bits()));
        }
        if (type == qMetaTypeId<fs::ScoreRow>()) {
            const auto r = v.value<fs::ScoreRow>();
            QStringList points;
            for (int p : r.points)
                points << QString::number(p);
            return QStringLiteral("row %1: %2").arg(r.dealIndex).arg(points.join(QLatin1Char(' ')));
        }
        if (type == qMetaTypeId<fs::ActionKind>())
            return QString::number(static_cast<int>(v.value<fs::ActionKind>()));
        if (type == qMetaTypeId<fs::Choice>())
            return QString::number(static_cast<int>(v.value<fs::Choice>()));
        if (type == qMetaTypeId<QList<int>>()) {
            QStringList numbers;
            for (int n : v.value<QList<int>>())
                numbers << QString::number(n);
            return numbers.join(QLatin1Char(' '));
        }
        return v.toString();
    }

    std::map<int, std::unique_ptr<QSignalSpy>> m_spies;
    QStringList m_lines;
};

namespace {

// The person's seat played through `client` by a controller, as the app's table plays it, until
// two deals are scored; returns what the view was told.
QStringList playTwoDeals(TableClient& client)
{
    GameController controller;
    controller.setComputerDelay(0);
    controller.setWaitsForView(true);
    SignalLog log(&controller);
    // A view: shows each batch, then says so; decides when it is the person's turn.
    QObject::connect(
        &controller, &GameController::batchEnded, &controller,
        [&controller](quint64 id) { controller.acknowledge(id); }, Qt::QueuedConnection);
    QObject::connect(
        &controller, &GameController::turnStarted, &controller,
        [&controller](int, const fs::LegalActions& legal) {
            controller.submit(lowestAction(legal));
        },
        Qt::QueuedConnection);
    QSignalSpy scored(&controller, &GameController::dealScored);
    QSignalSpy finished(&controller, &GameController::matchFinished);
    if (!controller.playRemote(&client))
        return {QStringLiteral("the client has no seat")};
    client.start();
    QDeadlineTimer deadline(TransportDealsMs);
    while (scored.count() < 2 && finished.count() == 0 && !deadline.hasExpired())
        QTest::qWait(10);
    if (deadline.hasExpired())
        return {QStringLiteral("two deals were not scored in time")};
    // Up to the second deal's score, or the match's end: the table goes on meanwhile, as fast
    // as each transport carries it.
    QStringList told;
    int deals = 0;
    for (const QString& line : log.lines()) {
        told << line;
        if (line.startsWith(QLatin1String("matchFinished(")) ||
            (line.startsWith(QLatin1String("dealScored(")) && ++deals == 2))
            break;
    }
    return told;
}

} // namespace

class SameTransportTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aLocalAndANetworkTableTellTheViewTheSame_data();
    void aLocalAndANetworkTableTellTheViewTheSame();
};

void SameTransportTest::aLocalAndANetworkTableTellTheViewTheSame_data()
{
    QTest::addColumn<QString>("game");
    for (const fs::GameInfo& g : fs::allGames())
        QTest::addRow("%s", g.id.c_str()) << QString::fromStdString(g.id);
}

void SameTransportTest::aLocalAndANetworkTableTellTheViewTheSame()
{
    QFETCH(QString, game);
    const fs::GameInfo* info = fs::findGame(game.toStdString());
    QVERIFY(info);
    const nlohmann::json create = createMessage(*info);

    // In this process: the host and the seat's client joined by a link.
    QThreadPool pool;
    const fs::net::ReadMessage read = fs::net::readClientMessage(create.dump());
    QVERIFY2(read.message, read.error.c_str());
    QString error;
    auto host = HostedTable::create(*read.message, QStringLiteral("LOCALTABLE01"), ServerLimits{},
                                    &pool, &error);
    QVERIFY2(host, qPrintable(error));
    host->setSeed(TransportSeed);
    InProcessLink link(host.get(), 0);
    TableClient local;
    local.attach(&link);
    host->seatCreator(&link);
    QTRY_VERIFY(local.seat() == 0);
    const QStringList here = playTwoDeals(local);
    QVERIFY(!QTest::currentTestFailed());

    // Across a loopback WebSocket, to the table server's table made from the same message.
    TableServer server;
    QVERIFY2(server.listen(QHostAddress::LocalHost, 0, nullptr, &error), qPrintable(error));
    QObject::connect(&server, &TableServer::tableCreated, &server, [&server](const QString& code) {
        server.table(code)->setSeed(TransportSeed);
    });
    TableClient remote;
    remote.create(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server.port())), create);
    QTRY_VERIFY(remote.seat() == 0);
    const QStringList there = playTwoDeals(remote);
    QVERIFY(!QTest::currentTestFailed());

    QVERIFY(here.size() > 20);
    for (int i = 0; i < std::min(here.size(), there.size()); ++i)
        QVERIFY2(
            here[i] == there[i],
            qPrintable(
                QStringLiteral("signal %1: here %2, there %3").arg(i + 1).arg(here[i], there[i])));
    QCOMPARE(here.size(), there.size());
}

FOLLOWSUIT_TEST_MAIN(SameTransportTest)
#include "tst_sametransport.moc"
