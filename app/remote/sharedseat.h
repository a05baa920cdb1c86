#pragma once
// The seat this app holds at a shared table, kept in a small file while the match is played, so
// that the app, closed or killed mid-match, takes the seat back when it starts again: where the
// table is, its code, the seat's token (a secret: the file is readable by its owner only), the
// certificate's fingerprint, and whether this app hosts the table (its own server then resumes
// the table from its state directory, and the friends' apps come back by themselves).

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <optional>

struct LoadedSeat;

struct SharedSeat {
    Q_DECLARE_TR_FUNCTIONS(SharedSeat)

public:
    QUrl server;
    QString table;
    QString token;
    QByteArray fingerprint; // empty without TLS
    bool hosting = false;
    quint16 port = 0; // the hosted table's, when hosting
    bool encrypted = true;
    QString game; // registry id, to say which table it was

    // Writes the file atomically; false with the reason.
    bool write(const QString& path, QString* error) const;

    // Reads the file; a damaged one is set aside (never used, never lost) with a message.
    static LoadedSeat read(const QString& path);
};

struct LoadedSeat {
    std::optional<SharedSeat> seat;
    QString problem; // a damaged file, set aside: what happened, for the person
};
