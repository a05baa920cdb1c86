// The host's side of tests/lan/tst_lanlisting.cpp: a LanService (net/lanservice.h) in a process
// of its own, since libdbus reads the system bus's address once a process, and the test's own
// LanService talks to the other side's daemon. It reads commands from its standard input, one a
// line, and quits when the input ends (its announcement is withdrawn as it goes):
//   announce NAME|PORT|CODE|FINGERPRINT IN HEX|TLS (1 or 0)|GAME
//   withdraw
// A command it cannot carry out is said on standard error, and it exits with 1.

#include "net/lanservice.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <cstdio>
#include <unistd.h>

namespace {

bool carryOut(LanService& lan, const QByteArray& line)
{
    if (line == "withdraw") {
        lan.withdraw();
        return true;
    }
    const QList<QByteArray> part = line.mid(9).split('|');
    if (!line.startsWith("announce ") || part.size() != 6) {
        std::fprintf(stderr, "lanannouncer: not a command: %s\n", line.constData());
        return false;
    }
    QString why;
    if (!lan.announce(QString::fromUtf8(part[0]), static_cast<quint16>(part[1].toUInt()),
                      QString::fromLatin1(part[2]), QByteArray::fromHex(part[3]), part[4] == "1",
                      QString::fromLatin1(part[5]), &why)) {
        std::fprintf(stderr, "lanannouncer: %s\n", qPrintable(why));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    LanService lan;
    QByteArray pending;
    QSocketNotifier ready(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&ready, &QSocketNotifier::activated, &app, [&] {
        char chunk[4096];
        const ssize_t got = ::read(STDIN_FILENO, chunk, sizeof chunk);
        if (got <= 0) {
            ready.setEnabled(false);
            app.quit();
            return;
        }
        pending.append(chunk, got);
        for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
            const QByteArray line = pending.left(end).trimmed();
            pending.remove(0, end + 1);
            if (!line.isEmpty() && !carryOut(lan, line))
                app.exit(1);
        }
    });
    return app.exec();
}
