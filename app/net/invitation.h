#pragma once
// An invitation to a table: where the server is, the table's code and the fingerprint of the
// server's certificate, as a followsuit:// link a person pastes into a message (and that the
// desktop entry opens): followsuit://example.org:7766/7KD2-9QWM-XT?fp=<64 hex digits>. A table on
// a trusted LAN without TLS says so with ?tls=0 instead of a fingerprint. Read from anything a
// person pastes: the link may sit inside other text, and nothing else of it is trusted.

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <optional>

struct Invitation {
    QString host;
    quint16 port = 0;
    QString table;          // normalised: "7KD2-9QWM-XT"
    QByteArray fingerprint; // SHA-256 of the server's certificate; empty without TLS
    bool secure = true;

    QString link() const;
    // wss://host:port (ws:// without TLS), for TableClient.
    QUrl serverUrl() const;

    // The first invitation link in `text`, or nullopt when there is none or it is damaged.
    static std::optional<Invitation> find(const QString& text);
};
