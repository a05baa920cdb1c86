// followsuit-server: a table server for a group of friends, on a machine that stays up
// (docs/protocol.md). Tables are written to the state directory after every action, so a server
// that is stopped or killed resumes them when it starts again and the players rejoin.

#include "net/clientmessage.h"
#include "net/hostcertificate.h"
#include "net/secrets.h"
#include "net/tableserver.h"

#include "followsuitversion.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QStandardPaths>

#include <cstdio>

#include <sys/resource.h>

namespace {

int refuse(const QString& message)
{
    std::fprintf(stderr, "followsuit-server: %s\n", qPrintable(message));
    return 2;
}

// The server's creation key, made once in its state directory and kept there, readable by its
// owner only; empty when it cannot be made.
QString ownCreateKey(const QString& dir)
{
    QDir().mkpath(dir);
    const QString path = dir + QStringLiteral("/create-key");
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        const QString kept = QString::fromUtf8(file.readLine(256)).trimmed();
        if (kept.size() >= 8 && kept.size() <= 64)
            return kept;
        file.close();
    }
    const QString made = secrets::newSeatToken();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    out.write(made.toUtf8() + '\n');
    return out.commit() ? made : QString();
}

// The TLS configuration from a certificate and key of one's own (both given, PEM), or from the
// server's own certificate, made once in its state directory. Prints the fingerprint.
bool loadTls(const QString& certificatePath, const QString& keyPath, const QString& dir,
             QSslConfiguration* tls, QString* problem)
{
    QSslCertificate cert;
    QSslKey privateKey;
    if (!certificatePath.isEmpty() || !keyPath.isEmpty()) {
        QFile certFile(certificatePath), keyFile(keyPath);
        if (certificatePath.isEmpty() || keyPath.isEmpty() || !certFile.open(QIODevice::ReadOnly) ||
            !keyFile.open(QIODevice::ReadOnly)) {
            *problem = QStringLiteral("give both --certificate and --key, readable");
            return false;
        }
        cert = QSslCertificate(certFile.read(1 << 20), QSsl::Pem);
        const QByteArray keyPem = keyFile.read(1 << 20);
        privateKey = QSslKey(keyPem, QSsl::Ec, QSsl::Pem);
        if (privateKey.isNull())
            privateKey = QSslKey(keyPem, QSsl::Rsa, QSsl::Pem);
        if (cert.isNull() || privateKey.isNull()) {
            *problem = QStringLiteral("the certificate or the key is not PEM");
            return false;
        }
    } else {
        const HostCertificate own = hostCertificate(dir + QStringLiteral("/tls"));
        if (!own.ok()) {
            *problem = own.error;
            return false;
        }
        cert = own.certificate;
        privateKey = own.key;
    }
    *tls = QSslConfiguration::defaultConfiguration();
    tls->setLocalCertificate(cert);
    tls->setPrivateKey(privateKey);
    tls->setPeerVerifyMode(QSslSocket::VerifyNone);
    std::printf("Certificate fingerprint (SHA-256): %s\n",
                cert.digest(QCryptographicHash::Sha256).toHex(':').constData());
    return true;
}

// The first line of a key file; empty when it cannot be read.
QString keyFromFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readLine(256)).trimmed()
                                          : QString();
}

// The command line's options, with their help.
struct ServerOptions {
    const QCommandLineOption port{QStringLiteral("port"),
                                  QStringLiteral("Listen on <port> (default 7766)."),
                                  QStringLiteral("port"), QStringLiteral("7766")};
    const QCommandLineOption listen{QStringLiteral("listen"),
                                    QStringLiteral("Listen on <address> only (default: all)."),
                                    QStringLiteral("address")};
    const QCommandLineOption stateDir{
        QStringLiteral("state-dir"),
        QStringLiteral("Keep tables in <dir>, so they survive a restart (default: the user's "
                       "data directory; $STATE_DIRECTORY under systemd)."),
        QStringLiteral("dir")};
    const QCommandLineOption certificate{
        QStringLiteral("certificate"),
        QStringLiteral("TLS certificate (PEM) for wss (default: one made once in the state "
                       "directory)."),
        QStringLiteral("file")};
    const QCommandLineOption key{QStringLiteral("key"),
                                 QStringLiteral("TLS private key (PEM) for wss."),
                                 QStringLiteral("file")};
    const QCommandLineOption plain{QStringLiteral("plain"),
                                   QStringLiteral("Plain ws without TLS: only on a trusted LAN.")};
    const QCommandLineOption maxTables{QStringLiteral("max-tables"),
                                       QStringLiteral("At most <n> tables at once (default 50)."),
                                       QStringLiteral("n"), QStringLiteral("50")};
    const QCommandLineOption perAddress{
        QStringLiteral("max-per-address"),
        QStringLiteral("At most <n> connections from one address (default 16)."),
        QStringLiteral("n"), QStringLiteral("16")};
    const QCommandLineOption tablesPerAddress{
        QStringLiteral("max-tables-per-address"),
        QStringLiteral("At most <n> open tables made from one address (default 4)."),
        QStringLiteral("n"), QStringLiteral("4")};
    const QCommandLineOption connectionRate{
        QStringLiteral("connections-per-second"),
        QStringLiteral("At most <n> new connections a second from one address, after a burst of "
                       "three times as many (default 10)."),
        QStringLiteral("n"), QStringLiteral("10")};
    const QCommandLineOption turnSeconds{
        QStringLiteral("turn-seconds"),
        QStringLiteral("A person's time for each decision where the table sets none, after which "
                       "the seat's computer decides (default 90; 0: no limit)."),
        QStringLiteral("s"), QStringLiteral("90")};
    const QCommandLineOption computerPace{
        QStringLiteral("computer-pace"),
        QStringLiteral("A computer seat decides no sooner than <ms> milliseconds after the action "
                       "before, so that people can follow, and so that no table's computers take "
                       "the processors from another's (default 500; 0: at once)."),
        QStringLiteral("ms"), QStringLiteral("500")};
    const QCommandLineOption createKey{
        QStringLiteral("create-key"),
        QStringLiteral("Open tables only for a create message carrying <key> (default: a key made "
                       "once in the state directory, printed at start)."),
        QStringLiteral("key")};
    const QCommandLineOption createKeyFile{
        QStringLiteral("create-key-file"),
        QStringLiteral("Read the creation key from the first line of <file>."),
        QStringLiteral("file")};

    QList<QCommandLineOption> all() const
    {
        return {port,        listen,       stateDir,   certificate,      key,
                plain,       maxTables,    perAddress, tablesPerAddress, connectionRate,
                turnSeconds, computerPace, createKey,  createKeyFile};
    }
};

// Slower than this, a computer would keep people waiting more than the pace of play warrants.
constexpr int MaxComputerPaceMs = 5000;

// The whole number given for `option`, from `least` to `most`; false, having said why, otherwise.
bool readNumber(const QCommandLineParser& parser, const QCommandLineOption& option, int least,
                int most, int& out)
{
    bool ok = false;
    out = parser.value(option).toInt(&ok);
    if (ok && out >= least && out <= most)
        return true;
    refuse(QStringLiteral("--%1: expected a whole number from %2 to %3, got %4")
               .arg(option.names().constFirst())
               .arg(least)
               .arg(most)
               .arg(parser.value(option)));
    return false;
}

// A server holds a connection for every seat of every table, a journal for each table, and the
// door's waiting connections: more than the usual soft limit of 1,024 descriptors at 200 tables.
void raiseDescriptorLimit()
{
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
}

} // namespace

int main(int argc, char** argv)
{
    // Qt's own event dispatcher: GLib's adds and removes a poll source each time a socket has
    // something to write, which took a tenth of the server's time at saturation, and the
    // server needs nothing of GLib (docs/protocol.md, "Load").
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    raiseDescriptorLimit();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("followsuit-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FOLLOWSUIT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts Follow Suit tables for friends: they create and join tables from the app's lobby."));
    parser.addHelpOption();
    parser.addVersionOption();
    const ServerOptions o;
    parser.addOptions(o.all());
    parser.process(app);

    ServerLimits limits;
    int portNumber = 0;
    if (!readNumber(parser, o.port, 1, 65535, portNumber) ||
        !readNumber(parser, o.maxTables, 1, 100000, limits.maxTables) ||
        !readNumber(parser, o.perAddress, 1, 100000, limits.maxConnectionsPerAddress) ||
        !readNumber(parser, o.tablesPerAddress, 1, 100000, limits.tablesPerAddress) ||
        !readNumber(parser, o.connectionRate, 1, 100000, limits.connectionsPerSecond) ||
        !readNumber(parser, o.turnSeconds, 0, fs::net::MaxTurnSeconds, limits.turnSeconds) ||
        !readNumber(parser, o.computerPace, 0, MaxComputerPaceMs, limits.computerPaceMs))
        return 2;
    limits.connectionBurst = 3 * limits.connectionsPerSecond;
    QHostAddress address = QHostAddress::Any;
    if (parser.isSet(o.listen) && !address.setAddress(parser.value(o.listen)))
        return refuse(QStringLiteral("--listen: not an address: %1").arg(parser.value(o.listen)));

    QString dir = parser.value(o.stateDir);
    if (dir.isEmpty())
        dir = qEnvironmentVariable("STATE_DIRECTORY");
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
              QStringLiteral("/followsuit-server");

    QSslConfiguration tls;
    const bool secure = !parser.isSet(o.plain);
    if (secure) {
        QString problem;
        if (!loadTls(parser.value(o.certificate), parser.value(o.key), dir, &tls, &problem))
            return refuse(problem);
    }

    const QString creationKey = parser.isSet(o.createKeyFile)
                                    ? keyFromFile(parser.value(o.createKeyFile))
                                : parser.isSet(o.createKey) ? parser.value(o.createKey)
                                                            : ownCreateKey(dir);
    if (creationKey.size() < 8 || creationKey.size() > 64)
        return refuse(QStringLiteral("the creation key must have 8 to 64 characters"));

    TableServer server(limits);
    server.setCreateKey(creationKey);
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
    // Whoever opens a table types it in the app; joining a table needs only its invitation.
    std::printf("Creation key: %s\n", qPrintable(creationKey));
    std::fflush(stdout);
    return app.exec();
}
