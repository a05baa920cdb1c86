#pragma once
// The words of playing at a table over the network, in the person's language: what a table
// server's error codes mean (docs/protocol.md), how a seat is taken and whether its person is
// connected. The server speaks in codes; only this says them to a person.

#include <QCoreApplication>
#include <QString>

class NetText {
    Q_DECLARE_TR_FUNCTIONS(NetText)

public:
    // A server's error, from its code (`message` is the server's English, for a code this
    // version does not know).
    static QString error(const QString& code, const QString& message);
    // A seat at the table, for the list of who sits where: "Anna", "a computer (Hard)", ...
    // `presence` and `level` are the protocol's words; `graceLeftMs` counts down while away.
    static QString presence(const QString& presence, const QString& level, qint64 graceLeftMs);
    // The same in a few words, for a seat's plate at the table ("computer, Hard", "away, 25 s").
    static QString plate(const QString& presence, const QString& level, qint64 graceLeftMs);
    // The time left to decide, on the plate of the seat to decide ("to decide: 42 s").
    static QString turnLeft(qint64 ms);
    // A computer's seat's name at a shared table, the same on every screen ("Computer 3").
    static QString computerName(int seat);
    // A level's name from its protocol word ("hard").
    static QString level(const QString& level);
};
