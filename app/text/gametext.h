#pragma once
// Every user-visible word about the game comes from here, through tr(): the core only gives
// codes (reasons, choices, game ids), and this is where they become the user's language.

#include "core/choice.h"
#include "core/reason.h"

#include <QCoreApplication>
#include <QString>

class GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    static QString reason(fs::Reason reason);
    static QString choice(fs::Choice choice);
    static QString gameName(const QString& gameId);
    // Seat names as the table shows them: seat 0 is "You" when it is the person's.
    static QString seatName(int seat, int seats);
    // A few sentences on how to play, for the Help menu; `fallback` (the registry's English
    // summary) is used for games without a translated one.
    static QString rulesSummary(const QString& gameId, const QString& fallback);
};
