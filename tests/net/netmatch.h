#pragma once
// What the network tests share to set a match up over loopback: waiting on a real event loop,
// the create message, and seating a host and its guests.

#include "netbot.h"

#include "net/clientmessage.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

using Json = nlohmann::json;

// Runs a real event loop until `done` holds: QTRY_* and qWaitFor sleep 10 ms between rounds of
// events, and a message passed between a client and the server in the same process takes
// several rounds, which made each action cost tens of milliseconds of nothing.
inline bool waitUntil(const std::function<bool()>& done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer tick;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        if (done() || clock.elapsed() > timeoutMs)
            loop.quit();
    });
    tick.start(2);
    loop.exec();
    return done();
}

#define WAIT_FOR(condition, timeoutMs)                                                             \
    QVERIFY2(waitUntil([&] { return static_cast<bool>(condition); }, timeoutMs), #condition)

inline Json createMessage(const std::string& game, int players, int openSeats, const Json& options,
                          int grace = 30)
{
    Json seats = Json::array();
    for (int i = 0; i < players; ++i)
        seats.push_back(i < openSeats ? Json("open") : Json("easy"));
    return Json{{"type", "create"},      {"protocol", fs::net::ProtocolVersion},
                {"game", game},          {"players", players},
                {"seats", seats},        {"seat", 0},
                {"name", "Ann"},         {"options", options},
                {"graceSeconds", grace}, {"dropLevel", "easy"}};
}

inline QUrl urlOf(quint16 port)
{
    return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port));
}

inline int seatsHere(const TableClient& c)
{
    int n = 0;
    for (const auto& s : c.seats())
        n += s.value("presence", "") == "here";
    return n;
}

// Host creates, the others join, the host starts once everyone is in.
inline void seatEveryone(NetBot& host, std::vector<NetBot*> guests, const QUrl& url,
                         const Json& create)
{
    host.client.create(url, create);
    WAIT_FOR(host.client.seat() >= 0, 10000);
    for (NetBot* g : guests) {
        g->client.setName(QStringLiteral("Guest"));
        g->client.join(url, host.client.tableCode());
    }
    WAIT_FOR((seatsHere(host.client)) == (1 + static_cast<int>(guests.size())), 10000);
    host.client.start();
}

// A Hearts table without passing whose host and guest play at their turns, with a third seat
// still open (the hostile suites' held match): the host creates it with the server's creation
// key, the guest joins; `code` is the table's.
inline void openHeartsForThree(const QUrl& url, const QString& key, NetBot& host, NetBot& guest,
                               QString* code)
{
    Json create = createMessage("hearts", 4, 3, Json{{"passing", "false"}});
    create["key"] = key.toStdString();
    host.client.create(url, create);
    WAIT_FOR(host.client.seat() >= 0, 10000);
    *code = host.client.tableCode();
    guest.client.join(url, *code);
    WAIT_FOR(guest.client.seat() >= 0, 10000);
}
