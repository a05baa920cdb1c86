#pragma once
// The words every game shares, through tr(): the core only gives codes (the shared reasons,
// cards, seats), and this is where they become the user's language. A game's own words (its
// choices, refusals and deal notes) are its face's (face/gameface.h).

#include "core/card.h"
#include "core/reason.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace fs {
class Pack;
class Rules;
} // namespace fs

class GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    // A reason every game shares (core/reason.h); GameFace::reasonText words any reason.
    static QString reason(fs::Reason reason);
    // Seat names as the table shows them: the person's seat is "You" (or their name), the
    // others are named by where they sit from the person ("West"), or as the table names them.
    static QString seatName(int seat, int seats);
    // A seat named by where it sits from the person (0: "You", then "West", ...), whatever the
    // table's names.
    static QString placeName(int relativeSeat, int seats);
    // The person's own name for their seat instead of "You" ("" for "You"); from the settings.
    static void setPersonName(const QString& name);
    // Whether the person has given a name; without one their seat is called "You".
    static bool hasPersonName();
    // A table hosted on a table server names its seats itself: `names` by seat (an empty name
    // leaves the seat named by where it sits), with the person at `personSeat`. No names and
    // seat 0 are the app's own table, where the person sits at seat 0.
    static void setTable(const QStringList& names, int personSeat);
    static int personSeat();
    // Whether seat `seat` is the one called "You" (the person's seat, `personSeat` or else the
    // table's, when the person has given no name), so that a sentence about it is said to them
    // ("dealt by you").
    static bool calledYou(int seat, int personSeat = -1);
    // "Deal 3, dealt by West", or "Deal 3, dealt by you".
    static QString dealtBy(int dealNumber, const QString& dealerName, bool dealerCalledYou);
    // Every seat's name, in seat order.
    static QStringList seatNames(int seats);
    // A score-sheet column: the seat's name, or the side's ("You & North", "West & East").
    static QString columnName(const fs::Rules& rules, int column, int personSeat);
    // Partners named together: "West & East"; more than two as the language lists them.
    static QString sideName(const QStringList& names);
    // A suit with its sign ("♠ spades", "cups"), and a card ("Q♠", "3 of cups").
    static QString suitName(const fs::Pack& pack, int suit);
    static QString cardName(const fs::Pack& pack, fs::Card card);
    // The letter of a French card's rank in the person's language (rank index 9 to 12: J, Q, K,
    // A in English; V, D, R, A in French), "" for the others. Card names write it, and the table
    // paints it on the built-in cards' corners (CardRenderer), so what is shown and what is
    // written or said agree.
    static QString rankLetter(int rankIndex);
    // A suit as a word, with no sign ("spades"), and a card as it is said aloud ("queen of
    // spades"): what a screen reader reads, where "Q♠" would be spelt out sign by sign.
    static QString suitWord(const fs::Pack& pack, int suit);
    static QString spokenCard(const fs::Pack& pack, fs::Card card);
    // A rank alone, as said aloud ("queen", "7"), for lists of one suit.
    static QString spokenRank(const fs::Pack& pack, fs::Card card);
};
