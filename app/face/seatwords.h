#pragma once
// The names the table gives its seats, and which one the person holds: what a game's face
// (gameface.h) words a seat with.

#include <QString>
#include <QStringList>

struct SeatWords {
    QStringList names;
    int person = 0;
    QString name(int seat) const { return names.value(seat); }
    // The seat as the object of a sentence: "you" for the person.
    QString object(int seat) const;
};
