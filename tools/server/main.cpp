// followsuit-server: a table server for a group of friends, on a machine that stays up
// (docs/protocol.md). Tables are written to the state directory after every action, so a server
// that is stopped or killed resumes them when it starts again and the players rejoin.

#include "net/hostcertificate.h"
#include "net/tableserver.h"

#include "followsuitversion.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QStandardPaths>

#include <cstdio>

namespace {

int refuse(const QString& message)
{
    std::fprintf(stderr, "followsuit-server: %s\n", qPrintable(message));
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("followsuit-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FOLLOWSUIT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts Follow Suit tables for friends: they create and join tables from the app's lobby."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption port(QStringLiteral("port"),
                                  QStringLiteral("Listen on <port> (default 7766)."),
                                  QStringLiteral("port"), QStringLiteral("7766"));
    const QCommandLineOption listen(QStringLiteral("listen"),
                                    QStringLiteral("Listen on <address> only (default: all)."),
                                    QStringLiteral("address"));
    const QCommandLineOption stateDir(
        QStringLiteral("state-dir"),
        QStringLiteral("Keep tables in <dir>, so they survive a restart (default: the user's "
                       "data directory; $STATE_DIRECTORY under systemd)."),
        QStringLiteral("dir"));
    const QCommandLineOption certificate(
        QStringLiteral("certificate"),
        QStringLiteral("TLS certificate (PEM) for wss (default: one made once in the state "
                       "directory)."),
        QStringLiteral("file"));
    const QCommandLineOption key(QStringLiteral("key"),
                                 QStringLiteral("TLS private key (PEM) for wss."),
                                 QStringLiteral("file"));
    const QCommandLineOption plain(QStringLiteral("plain"),
                                   QStringLiteral("Plain ws without TLS: only on a trusted LAN."));
    const QCommandLineOption maxTables(QStringLiteral("max-tables"),
                                       QStringLiteral("At most <n> tables at once (default 50)."),
                                       QStringLiteral("n"), QStringLiteral("50"));
    const QCommandLineOption perAddress(
        QStringLiteral("max-per-address"),
        QStringLiteral("At most <n> connections from one address (default 16)."),
        QStringLiteral("n"), QStringLiteral("16"));
    parser.addOptions({port, listen, stateDir, certificate, key, plain, maxTables, perAddress});
    parser.process(app);

    bool ok = false;
    const int portNumber = parser.value(port).toInt(&ok);
    if (!ok || portNumber < 1 || portNumber > 65535)
        return refuse(QStringLiteral("--port: expected a port from 1 to 65535, got %1")
                          .arg(parser.value(port)));
    ServerLimits limits;
    limits.maxTables = parser.value(maxTables).toInt(&ok);
    if (!ok || limits.maxTables < 1 || limits.maxTables > 100000)
        return refuse(QStringLiteral("--max-tables: expected 1 to 100000"));
    limits.maxConnectionsPerAddress = parser.value(perAddress).toInt(&ok);
    if (!ok || limits.maxConnectionsPerAddress < 1 || limits.maxConnectionsPerAddress > 100000)
        return refuse(QStringLiteral("--max-per-address: expected 1 to 100000"));
    QHostAddress address = QHostAddress::Any;
    if (parser.isSet(listen) && !address.setAddress(parser.value(listen)))
        return refuse(QStringLiteral("--listen: not an address: %1").arg(parser.value(listen)));

    QString dir = parser.value(stateDir);
    if (dir.isEmpty())
        dir = qEnvironmentVariable("STATE_DIRECTORY");
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
              QStringLiteral("/followsuit-server");

    QSslConfiguration tls;
    const bool secure = !parser.isSet(plain);
    if (secure) {
        QSslCertificate cert;
        QSslKey privateKey;
        if (parser.isSet(certificate) || parser.isSet(key)) {
            QFile certFile(parser.value(certificate)), keyFile(parser.value(key));
            if (!parser.isSet(certificate) || !parser.isSet(key) ||
                !certFile.open(QIODevice::ReadOnly) || !keyFile.open(QIODevice::ReadOnly))
                return refuse(QStringLiteral("give both --certificate and --key, readable"));
            cert = QSslCertificate(certFile.read(1 << 20), QSsl::Pem);
            const QByteArray keyPem = keyFile.read(1 << 20);
            privateKey = QSslKey(keyPem, QSsl::Ec, QSsl::Pem);
            if (privateKey.isNull())
                privateKey = QSslKey(keyPem, QSsl::Rsa, QSsl::Pem);
            if (cert.isNull() || privateKey.isNull())
                return refuse(QStringLiteral("the certificate or the key is not PEM"));
        } else {
            // The server's own, made once in its state directory.
            const HostCertificate own = hostCertificate(dir + QStringLiteral("/tls"));
            if (!own.ok())
                return refuse(own.error);
            cert = own.certificate;
            privateKey = own.key;
        }
        tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificate(cert);
        tls.setPrivateKey(privateKey);
        tls.setPeerVerifyMode(QSslSocket::VerifyNone);
        std::printf("Certificate fingerprint (SHA-256): %s\n",
                    cert.digest(QCryptographicHash::Sha256).toHex(':').constData());
    }

    TableServer server(limits);
    QStringList problems;
    const int restored = server.useStateDirectory(dir, &problems);
    for (const QString& p : problems)
        std::fprintf(stderr, "followsuit-server: set aside %s\n", qPrintable(p));

    QString error;
    if (!server.listen(address, static_cast<quint16>(portNumber), secure ? &tls : nullptr,
                       &error)) {
        std::fprintf(stderr, "followsuit-server: cannot listen on port %d: %s\n", portNumber,
                     qPrintable(error));
        return 1;
    }
    std::printf("Listening on port %u (%s); %d table(s) resumed from %s\n", server.port(),
                secure ? "wss" : "ws, no TLS", restored, qPrintable(dir));
    std::fflush(stdout);
    return app.exec();
}
