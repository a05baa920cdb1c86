// The server's side of a plain connection (app/net/lowbuffersocket.h): what it is given
// reaches the other end whole and in order, whether the kernel takes it at once or not, also
// when it closes straight after writing; and a reader that lets too much wait is cut off.

#include "net/lowbuffersocket.h"

#include "core/rng.h"

#include <QElapsedTimer>
#include <QTcpServer>
#include <QTest>

#include <memory>

#include "testmain.h"

namespace {

// Hands each connection it accepts to a LowBufferSocket, as the server's door does.
class LowBufferListener : public QTcpServer {
public:
    explicit LowBufferListener(qint64 mostUnsent) : m_mostUnsent(mostUnsent) {}
    std::unique_ptr<LowBufferSocket> accepted;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        accepted = std::make_unique<LowBufferSocket>(m_mostUnsent);
        accepted->setSocketDescriptor(descriptor);
        // Small kernel buffers, so that the kernel soon takes less than it is given.
        accepted->setSocketOption(QAbstractSocket::SendBufferSizeSocketOption, 4096);
    }

private:
    qint64 m_mostUnsent;
};

// A connected pair over loopback: the server's end a LowBufferSocket, the client's plain.
struct Pair {
    explicit Pair(qint64 mostUnsent, int clientReceiveBuffer = 0) : listener(mostUnsent)
    {
        listener.listen(QHostAddress::LocalHost, 0);
        if (clientReceiveBuffer > 0) // before connecting, so that the window starts small
            client.setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption,
                                   clientReceiveBuffer);
        client.connectToHost(QHostAddress::LocalHost, listener.serverPort());
        client.waitForConnected(5000);
        QElapsedTimer clock;
        clock.start();
        while (!listener.accepted && clock.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        server = listener.accepted.get();
    }
    LowBufferListener listener;
    QTcpSocket client;
    LowBufferSocket* server = nullptr;
};

QByteArray bytes(fs::Rng& rng, int size)
{
    QByteArray b(size, Qt::Uninitialized);
    for (char& c : b)
        c = static_cast<char>(rng.below(256));
    return b;
}

} // namespace

class TestLowBufferSocket : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyWriteArrivesWholeAndInOrder()
    {
        // A small window on the client's side and a slow reader (its socket takes at most 8 KiB
        // from the kernel): some bursts go to the kernel at once, some wait in QTcpSocket's
        // buffer, and the later ones must queue behind them.
        Pair pair(64 << 20, 4096);
        pair.client.setReadBufferSize(8192);
        QVERIFY(pair.server && pair.server->state() == QAbstractSocket::ConnectedState);
        fs::Rng rng(11);
        QByteArray sent;
        QByteArray received;
        bool queuedInQt = false; // the kernel once took less than a burst
        for (int burst = 0; burst < 300; ++burst) {
            // A WebSocket frame is written as its head and then its payload.
            for (int w = 0, n = 1 + static_cast<int>(rng.below(4)); w < n; ++w) {
                const QByteArray head = bytes(rng, 2 + static_cast<int>(rng.below(9)));
                const QByteArray payload = bytes(rng, static_cast<int>(rng.below(6000)));
                QCOMPARE(pair.server->write(head), head.size());
                QCOMPARE(pair.server->write(payload), payload.size());
                sent += head + payload;
            }
            QCoreApplication::processEvents();
            queuedInQt = queuedInQt || pair.server->QTcpSocket::bytesToWrite() > 0;
            if (burst % 3 == 0)
                received += pair.client.read(1500);
        }
        QElapsedTimer clock;
        clock.start();
        while (received.size() < sent.size() && clock.elapsed() < 20000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            received += pair.client.readAll();
        }
        QVERIFY(queuedInQt);
        QCOMPARE(received.size(), sent.size());
        QVERIFY(received == sent);
        QCOMPARE(pair.server->bytesToWrite(), 0);
    }

    void whatWasGatheredIsSentBeforeTheConnectionCloses_data()
    {
        QTest::addColumn<bool>("closeTheDevice");
        QTest::newRow("disconnectFromHost") << false;
        QTest::newRow("close") << true;
    }

    void whatWasGatheredIsSentBeforeTheConnectionCloses()
    {
        QFETCH(bool, closeTheDevice);
        // More than the kernel takes at once: the rest must wait in QTcpSocket's buffer, which
        // a closed device no longer has.
        Pair pair(1 << 20, 4096);
        QVERIFY(pair.server);
        fs::Rng rng(5);
        const QByteArray last = bytes(rng, 300000);
        pair.server->write(last);
        QCOMPARE(pair.server->bytesToWrite(), last.size()); // gathered, not yet sent
        if (closeTheDevice)
            pair.server->close(); // as a WebSocket closes its socket
        else
            pair.server->disconnectFromHost();
        QByteArray received;
        QElapsedTimer clock;
        clock.start();
        while (pair.client.state() == QAbstractSocket::ConnectedState && clock.elapsed() < 5000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            received += pair.client.readAll();
        }
        received += pair.client.readAll();
        QVERIFY(received == last);
    }

    void anAbortSendsNothingOfWhatWasGathered()
    {
        Pair pair(1 << 20);
        QVERIFY(pair.server);
        pair.server->write(QByteArray(3000, 'x'));
        pair.server->abort(); // takes the write channel away, then closes
        QCOMPARE(pair.server->state(), QAbstractSocket::UnconnectedState);
        QTRY_COMPARE(pair.client.state(), QAbstractSocket::UnconnectedState);
        QCOMPARE(pair.client.readAll(), QByteArray());
    }

    void aReaderThatLetsTooMuchWaitIsCutOff()
    {
        // The client never reads. The kernel takes what fits in its buffers; past them, the
        // socket holds at most 256 KiB and then gives up on the connection.
        const qint64 most = 256 << 10;
        Pair pair(most, 4096);
        QVERIFY(pair.server);
        pair.client.setReadBufferSize(1); // Qt's socket takes nothing more from the kernel
        fs::Rng rng(3);
        const QByteArray block = bytes(rng, 16 << 10);
        qint64 accepted = 0;
        bool refused = false;
        for (int i = 0; i < 4096 && !refused; ++i) {
            const qint64 w = pair.server->write(block);
            if (w < 0) {
                refused = true;
                break;
            }
            accepted += w;
            QVERIFY(pair.server->bytesToWrite() <= most);
            QCoreApplication::processEvents();
        }
        QVERIFY2(refused, qPrintable(QStringLiteral("%1 bytes taken").arg(accepted)));
        QVERIFY(accepted >= most); // what the kernel took, and then what waited, up to the limit
        QTRY_COMPARE(pair.server->state(), QAbstractSocket::UnconnectedState);
    }
};

FOLLOWSUIT_TEST_GUILESS_MAIN(TestLowBufferSocket)
#include "tst_lowbuffersocket.moc"
