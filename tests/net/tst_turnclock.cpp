// Turns that end (issue 37: a connected person who never acted stopped a table for good): the
// table's turn clock counts down on every seat's plate, the seat's computer decides when it runs
// out, after missed turns in a row the person is away and the computer plays the seat, and the
// person who acts again has the seat back. A table at home has no clock.

#include "netbot.h"
#include "netmatch.h"

#include "net/tableserver.h"

#include <QTest>

#include "testmain.h"

namespace {

constexpr int ClockWaitMs = 20000;

// The seats message's entry for `seat`, as the client last received it.
nlohmann::json seatEntry(const TableClient& client, int seat)
{
    const nlohmann::json& seats = client.seats();
    return seats.is_array() && seat >= 0 && seat < static_cast<int>(seats.size())
               ? seats[static_cast<std::size_t>(seat)]
               : nlohmann::json();
}

} // namespace

class TestTurnClock : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aPersonWhoNeverDecidesCannotStopTheTable()
    {
        ServerLimits limits;
        limits.missedTurnsAway = 2;
        TableServer server(limits);
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot sleeper(81);
        sleeper.plays = false;
        Json create = createMessage("hearts", 4, 1, Json::object());
        create["turnSeconds"] = 1;
        sleeper.client.create(urlOf(server.port()), create);
        WAIT_FOR(sleeper.client.seat() >= 0, ClockWaitMs);
        sleeper.client.start();
        // Its first decision: the clock runs on its plate, for everyone to see.
        WAIT_FOR(sleeper.client.view() && sleeper.client.view()->toAct(), ClockWaitMs);
        WAIT_FOR(seatEntry(sleeper.client, 0).contains("turnLeftMs"), ClockWaitMs);
        QVERIFY(seatEntry(sleeper.client, 0)["turnLeftMs"].get<int>() <= 1000);
        // The clock runs out twice: the computer decides each time, then plays the seat.
        WAIT_FOR(seatEntry(sleeper.client, 0).value("presence", "") == "replaced", ClockWaitMs);
        const std::size_t away = sleeper.client.actions();
        WAIT_FOR(sleeper.client.actions() >= away + 8, ClockWaitMs);
        // The person acts again: the seat is theirs, and the table waits for them once more.
        sleeper.plays = true;
        WAIT_FOR(seatEntry(sleeper.client, 0).value("presence", "") == "here" ||
                     !sleeper.client.finalRecord().empty(),
                 ClockWaitMs);
    }

    // Without a time set, and with a server's none (as at home), the table waits as long as
    // the person takes.
    void noClockWaitsForThePerson()
    {
        TableServer server;
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot thinker(82);
        thinker.plays = false;
        thinker.client.create(urlOf(server.port()), createMessage("hearts", 4, 1, Json::object()));
        WAIT_FOR(thinker.client.seat() >= 0, ClockWaitMs);
        thinker.client.start();
        WAIT_FOR(thinker.client.view() && thinker.client.view()->toAct(), ClockWaitMs);
        const std::size_t waiting = thinker.client.actions();
        QTest::qWait(1500);
        QCOMPARE(thinker.client.actions(), waiting);
        QVERIFY(!seatEntry(thinker.client, 0).contains("turnLeftMs"));
    }

    // The host hands a friend's seat to the computer (which then plays it, whatever the friend
    // sends), gives it back, and removes the friend; nobody else may.
    void theHostDecidesWhoPlaysASeat()
    {
        // The bots say ready on every update at a deal's end, over many quick deals: the rate
        // limit is another test's.
        ServerLimits limits;
        limits.messagesPerSecond = 1000;
        limits.messageBurst = 2000;
        TableServer server(limits);
        QString error;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr, &error));
        NetBot host(83), guest(84);
        // A match long enough for everything below.
        seatEveryone(host, {&guest}, urlOf(server.port()),
                     createMessage("hearts", 4, 2, Json{{"target", 10000}}));
        WAIT_FOR(host.client.actions() >= 4, ClockWaitMs);
        guest.plays = false;
        const auto presence = [&host](int seat) {
            return QString::fromStdString(seatEntry(host.client, seat).value("presence", ""));
        };
        // Only the host.
        guest.client.changeSeat(0, QStringLiteral("computer"));
        WAIT_FOR(guest.client.lastErrorCode() == QLatin1String("not-host"), ClockWaitMs);
        QCOMPARE(presence(0), QStringLiteral("here"));
        // The computer plays the friend's seat, who cannot take it back by acting.
        host.client.changeSeat(1, QStringLiteral("computer"));
        WAIT_FOR(presence(1) == QLatin1String("replaced"), ClockWaitMs);
        const std::size_t handed = host.client.actions();
        WAIT_FOR(host.client.actions() >= handed + 8, ClockWaitMs);
        guest.client.ready();
        QTest::qWait(300);
        QCOMPARE(presence(1), QStringLiteral("replaced"));
        // Nor by coming back on a new connection.
        const int rejoined = guest.client.reconnections();
        guest.client.abortConnection();
        WAIT_FOR(guest.client.reconnections() > rejoined &&
                     guest.client.connection() == TableClient::Connection::Open,
                 ClockWaitMs);
        QTest::qWait(300);
        QCOMPARE(presence(1), QStringLiteral("replaced"));
        // Given back, the seat is the friend's.
        host.client.changeSeat(1, QStringLiteral("person"));
        WAIT_FOR(presence(1) == QLatin1String("here"), ClockWaitMs);
        guest.plays = true;
        // Removed, the friend is told and the computer has the seat for the rest of the match.
        host.client.changeSeat(1, QStringLiteral("remove"));
        WAIT_FOR(guest.client.lastErrorCode() == QLatin1String("removed"), ClockWaitMs);
        WAIT_FOR(presence(1) == QLatin1String("computer"), ClockWaitMs);
        const std::size_t removed = host.client.actions();
        WAIT_FOR(host.client.actions() >= removed + 8, ClockWaitMs);
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestTurnClock)
#include "tst_turnclock.moc"
