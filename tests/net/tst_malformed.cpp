// The hostile suite's malformed messages, over the wire (issue 37): each row of
// tests/net/malformedrows.h and malformedtable.h goes over a real WebSocket to a table server on
// loopback whose one table plays a real Hearts match, held at the turn of a seated person who is
// one of the senders. Each is answered as docs/protocol.md says — refused with the connection
// kept, or a fatal error and the connection closed, or the WebSocket closed with RFC 6455's code
// — and after each the server answers the next connection, the match has not moved, and its
// players are still connected. At the end the match is played to its end and every frame its
// players saw is checked for fairness.

#include "framecheck.h"
#include "malformedtable.h"
#include "netbot.h"
#include "netmatch.h"
#include "rawsocket.h"

#include "net/builddigest.h"
#include "net/tableserver.h"
#include "record/gamerecord.h"

#include <QSet>
#include <QTest>

#include <memory>

#include "testmain.h"

using malformed::Frames;
using malformed::Sender;

namespace {

const QString CreateKey = QStringLiteral("the key of this server");
const QByteArray Probe = R"({"type":"ping"})";

// Sends a row's text as its frames say.
void sendAsFrames(RawSocket& s, const QByteArray& text, Frames frames)
{
    switch (frames) {
    case Frames::Text:
        return s.sendText(text);
    case Frames::Binary:
        return s.sendFrame(RawSocket::Binary, text);
    case Frames::Split:
        s.sendFrame(RawSocket::Text, text.left(text.size() / 2), false);
        return s.sendFrame(RawSocket::Continuation, text.mid(text.size() / 2));
    case Frames::ContinuationFirst:
        return s.sendFrame(RawSocket::Continuation, text);
    case Frames::TextInsideFragment:
        s.sendFrame(RawSocket::Text, text.left(4), false);
        return s.sendFrame(RawSocket::Text, text);
    case Frames::Unmasked:
        return s.sendFrame(RawSocket::Text, text, true, false);
    case Frames::Reserved:
        return s.sendFrame(RawSocket::Text, text, true, true, 4);
    case Frames::UnknownOpcode:
        return s.sendFrame(3, text);
    case Frames::PingControl:
    case Frames::LongControl:
        return s.sendFrame(RawSocket::Ping, text);
    case Frames::HugeClaim:
        return s.sendFrame(RawSocket::Text, text, true, true, 0, 0x7fffffffffffffffULL);
    case Frames::CloseFrame:
        return s.sendFrame(RawSocket::Close, QByteArray("\x03\xe8", 2));
    }
}

// What a connection was told after `from`, for a failure's message.
QString toldSince(const RawSocket& s, qsizetype from)
{
    QStringList told;
    const auto all = s.messages();
    for (qsizetype i = from; i < all.size(); ++i)
        told << QString::fromStdString(all[i].dump()).left(160);
    return QStringLiteral("told [%1], close code %2, %3")
        .arg(told.join(QStringLiteral(", ")))
        .arg(s.closeCode())
        .arg(s.gone() ? QStringLiteral("closed") : QStringLiteral("open"));
}

// Whether what `s` was told after `from` is what `expect` says (malformedrows.h); "" when it is.
QString differs(const RawSocket& s, qsizetype from, const QString& expect)
{
    const QString kind = expect.section(QLatin1Char(':'), 0, 0);
    const std::string value = expect.section(QLatin1Char(':'), 1).toStdString();
    const auto error = s.first("error", from);
    const auto refused = s.first("refused", from);
    const bool answered = s.first("pong", from).has_value();
    bool ok = false;
    if (kind == QLatin1String("fatal"))
        ok = error && error->value("code", "") == value && error->value("fatal", false) &&
             !answered && s.gone();
    else if (kind == QLatin1String("close"))
        ok = !error && !answered && s.gone() && s.closeCode() == std::stoi(value);
    else if (kind == QLatin1String("refused"))
        ok = refused && refused->value("reason", "") == value && !error && answered;
    else if (kind == QLatin1String("error"))
        ok = error && error->value("code", "") == value && !error->value("fatal", true) &&
             !refused && answered;
    else if (kind == QLatin1String("cut"))
        ok = !error && !answered && s.gone();
    else if (kind == QLatin1String("kept"))
        ok = !error && !refused && answered && !s.gone();
    return ok ? QString() : toldSince(s, from);
}

} // namespace

class TestMalformed : public QObject {
    Q_OBJECT

private:
    HostedTable* table() const { return m_server->table(m_code); }

    // The seated person's connection, as it was or taken back with the seat's token after a
    // fatal row closed it; true once the table has welcomed it back to the same seat.
    bool seated()
    {
        if (m_seated && !m_seated->gone())
            return true;
        m_seated = std::make_unique<RawSocket>(m_server->port());
        if (!m_seated->open())
            return false;
        Json hello{{"type", "hello"},
                   {"protocol", fs::net::ProtocolVersion},
                   {"table", m_code.toStdString()},
                   {"name", "Eve"}};
        if (!m_token.isEmpty())
            hello["token"] = m_token.toStdString();
        m_seated->sendJson(hello);
        // The welcome, and the whole position once the match is on.
        const bool started = m_server->table(m_code) && table()->started();
        waitUntil(
            [&] {
                return m_seated->gone() ||
                       (m_seated->first("welcome") && (!started || m_seated->first("update")));
            },
            5000);
        const auto welcome = m_seated->first("welcome");
        if (!welcome || (m_seat >= 0 && welcome->value("seat", -1) != m_seat))
            return false;
        m_seat = welcome->value("seat", -1);
        m_token = QString::fromStdString(welcome->value("token", ""));
        return true;
    }

    // A card the seated person does not hold: the table knows (the updates a seat is sent carry
    // only what changed in its view).
    std::string notMine() const
    {
        const fs::Match& match = *table()->match();
        const fs::Pack& pack = match.rules().pack();
        return pack.name((pack.all() - match.viewFor(m_seat).hand()).lowest());
    }

    QByteArray filledIn(QByteArray text) const
    {
        QString lower = m_code.toLower();
        lower.remove(QLatin1Char('-'));
        const auto number = [](std::size_t n) { return QByteArray::number(qulonglong{n}); };
        return text.replace("%CODE%", m_code.toLatin1())
            .replace("%LOWCODE%", lower.toLatin1())
            .replace("%UPPERKEY%", CreateKey.toUpper().toLatin1())
            .replace("%KEY%", CreateKey.toLatin1())
            .replace("%TOKEN%", m_token.toLatin1())
            .replace("%BUILD%", BuildDigest::ofThisBuild().toLatin1())
            .replace("%NOTMINE%", QByteArray::fromStdString(notMine()))
            .replace("\"@NEXT\"", number(m_heldAt + 1))
            .replace("\"@DONE\"", number(m_heldAt))
            .replace("\"@AFTER\"", number(m_heldAt + 2));
    }

    // A row the host sends through its own client: never fatal, answered before its ping.
    void sendAsHost(const QByteArray& text, const QString& expect)
    {
        const qsizetype from = m_host->frames.size();
        m_host->client.sendRaw(QString::fromUtf8(text));
        m_host->client.sendRaw(QString::fromUtf8(Probe));
        const auto told = [&](const char* type) -> std::optional<Json> {
            for (qsizetype i = from; i < m_host->frames.size(); ++i) {
                const Json j = Json::parse(m_host->frames[i].toStdString(), nullptr, false);
                if (j.is_object() && j.value("type", "") == type)
                    return j;
            }
            return std::nullopt;
        };
        WAIT_FOR(told("pong"), 5000);
        const auto error = told("error");
        if (expect == QLatin1String("kept"))
            QVERIFY2(!error && !told("refused"),
                     qPrintable(m_host->frames.mid(from).join(QLatin1Char(' '))));
        else
            QVERIFY2(error &&
                         error->value("code", "") ==
                             expect.section(QLatin1Char(':'), 1).toStdString() &&
                         !error->value("fatal", true),
                     qPrintable(m_host->frames.mid(from).join(QLatin1Char(' '))));
    }

private Q_SLOTS:
    // One server and one match for the whole table: a host and a guest who play as soon as it is
    // their turn, a computer, and the seated person at whose turn the match waits.
    void initTestCase()
    {
        ServerLimits limits;
        // Hundreds of connections and messages from one address, as fast as they go: the rates
        // are the storms' to test (tst_storms.cpp, tst_admission.cpp).
        limits.connectionsPerSecond = limits.connectionBurst = 100000;
        limits.messagesPerSecond = limits.messageBurst = 100000;
        limits.helloWithinMs = 1000;
        m_server = std::make_unique<TableServer>(limits);
        m_server->setCreateKey(CreateKey);
        QString error;
        QVERIFY2(m_server->listen(QHostAddress::LocalHost, 0, nullptr, &error), qPrintable(error));
        m_host = std::make_unique<NetBot>(91);
        m_guest = std::make_unique<NetBot>(92);
        openHeartsForThree(urlOf(m_server->port()), CreateKey, *m_host, *m_guest, &m_code);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(seated());
        WAIT_FOR(seatsHere(m_host->client) == 3, 10000);
        m_host->client.start();
        // The seated person decides once, the others after it, and the match is held at the
        // seated person's next turn: there is an action "already played" by another seat.
        const auto myTurn = [this] {
            return table()->match() && table()->match()->state().toAct == m_seat;
        };
        WAIT_FOR(myTurn(), 10000);
        const fs::Match& match = *table()->match();
        fs::Rng rng(7);
        std::size_t mine = 0;
        const auto next = [&] { return table()->match()->actions().size() > mine && myTurn(); };
        // The seated person decides again while the trick they won comes back to them at once.
        for (int tries = 0; tries < 13 && (mine == 0 || !next()); ++tries) {
            Json action =
                Json::parse(fs::actionJson(match.viewFor(m_seat).legalActions().random(rng),
                                           match.rules().pack(), match.rules().vocabulary()));
            action.erase("seat");
            mine = match.actions().size() + 1;
            m_seated->sendJson({{"type", "act"}, {"number", mine}, {"action", action}});
            waitUntil([&] { return table()->match()->actions().size() >= mine && myTurn(); },
                      10000);
        }
        QVERIFY2(waitUntil(next, 10000),
                 qPrintable(QStringLiteral("%1 actions, seat %2 to act; the seated person was %3")
                                .arg(table()->match()->actions().size())
                                .arg(table()->match()->state().toAct)
                                .arg(toldSince(*m_seated, 0).right(2000))));
        m_heldAt = table()->match()->actions().size();
    }

    // Connections closed in a row are deleted later, by an event loop this far out: the door
    // counts each against its address until then (waitUntil's nested loops never delete them).
    void cleanup() { QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); }

    void everyMessageIsAnsweredAsTheProtocolSays_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("from");
        QTest::addColumn<QString>("expect");
        QTest::addColumn<int>("frames");
        QSet<QString> names;
        for (const malformed::Row& row : malformed::allRows()) {
            QVERIFY2(!names.contains(QString::fromStdString(row.name)), row.name.c_str());
            names.insert(QString::fromStdString(row.name));
            QTest::newRow(row.name.c_str())
                << row.text << static_cast<int>(row.from) << QString::fromStdString(row.expect)
                << static_cast<int>(row.frames);
        }
    }

    void everyMessageIsAnsweredAsTheProtocolSays()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, from);
        QFETCH(QString, expect);
        QFETCH(int, frames);
        QVERIFY(seated());
        const QByteArray message = filledIn(text);
        if (static_cast<Sender>(from) == Sender::Host) {
            sendAsHost(message, expect);
        } else {
            std::unique_ptr<RawSocket> stranger;
            if (static_cast<Sender>(from) == Sender::Stranger) {
                stranger = std::make_unique<RawSocket>(m_server->port());
                QVERIFY(stranger->open());
            }
            RawSocket& s = stranger ? *stranger : *m_seated;
            const qsizetype before = s.received();
            sendAsFrames(s, message, static_cast<Frames>(frames));
            s.sendText(Probe);
            QVERIFY2(waitUntil([&] { return s.gone() || s.first("pong", before); }, 5000),
                     "the server neither answered nor closed the connection");
            // A fatal error closes the connection after it.
            if (s.first("error", before) && !s.first("pong", before))
                waitUntil([&] { return s.gone(); }, 5000);
            const QString wrong = differs(s, before, expect);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            if (static_cast<Frames>(frames) == Frames::PingControl)
                QVERIFY(s.pongFrame());
        }
        // Nothing else moved: the match waits where it was, its players connected, and no table
        // was made.
        QCOMPARE(table()->match()->actions().size(), m_heldAt);
        QCOMPARE(m_host->client.connection(), TableClient::Connection::Open);
        QCOMPARE(m_guest->client.connection(), TableClient::Connection::Open);
        QCOMPARE(m_server->tableCount(), 1);
    }

    // The host hands the held seat to the computer, and the match is played to its end: the
    // same record and totals for everyone, every frame fair, nobody of the match ever dropped,
    // and no connection of the rows left behind.
    void theRealMatchPlaysOnToItsEnd()
    {
        QVERIFY(seated());
        m_host->client.changeSeat(m_seat, QStringLiteral("computer"));
        // Gone, as the seat is the computer's: a connection at a seat is waited for between deals.
        WAIT_FOR(table()->seat(m_seat).presence == HostedTable::Presence::Replaced, 5000);
        m_seated->close();
        for (NetBot* b : {m_host.get(), m_guest.get()})
            QVERIFY2(waitUntil([b] { return !b->client.finalRecord().empty(); }, 120000),
                     qPrintable(QStringLiteral("seat %1 to act at action %2; the seats: %3; %4")
                                    .arg(table()->match()->state().toAct)
                                    .arg(table()->match()->actions().size())
                                    .arg(QString::fromStdString(b->client.seats().dump()))
                                    .arg(b->client.lastError())));
        const std::string record = m_host->client.finalRecord();
        QCOMPARE(m_guest->client.finalRecord(), record);
        const fs::ParsedRecord parsed = fs::parseRecord(record);
        QVERIFY2(parsed.ok(), parsed.error.message.c_str());
        const fs::ReplayResult replay = fs::replayRecord(parsed.record);
        QVERIFY2(replay.ok() && replay.match->over(), replay.error.message.c_str());
        for (NetBot* b : {m_host.get(), m_guest.get()}) {
            QCOMPARE(b->client.totals(), replay.match->totals());
            int checked = 0;
            const std::string unfair =
                framecheck::check(record, b->client.seat(), b->frames, &checked);
            QVERIFY2(unfair.empty(), unfair.c_str());
            QVERIFY(static_cast<std::size_t>(checked) > parsed.record.actions.size());
            QCOMPARE(b->client.reconnections(), 0);
            QVERIFY2(b->refusals.isEmpty(), qPrintable(b->refusals.join(QLatin1Char('\n'))));
        }
        WAIT_FOR(m_server->connectionCount() == 2, 10000);
    }

private:
    std::unique_ptr<TableServer> m_server;
    std::unique_ptr<NetBot> m_host, m_guest;
    std::unique_ptr<RawSocket> m_seated;
    QString m_code, m_token;
    int m_seat = -1;
    std::size_t m_heldAt = 0;
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestMalformed)
#include "tst_malformed.moc"
