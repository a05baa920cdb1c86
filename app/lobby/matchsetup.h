#pragma once
// What a match is started from: the game, the number of players, the options and the level each
// computer seat plays at, as the lobby and the command line give them. It is checked against the
// registry (checkProblem) before a match starts, and its game, players and options are written as
// one line of text to remember the last choice between sessions.

#include "ai/levels.h"
#include "registry/options.h"

#include <QList>
#include <QString>

#include <optional>

struct MatchSetup {
    QString gameId;
    int seats = 0;
    fs::Options options; // only the options that differ from or restate the defaults
    // By seat, the person's included (their level is the computer's when it plays for them, in a
    // demonstration); seats not listed play at SeatLevels::Default, and an empty list means the
    // levels last chosen in the lobby. Not part of toText(): the settings keep the levels apart,
    // since they outlive a change of game.
    QList<fs::Level> levels;

    // The registry's defaults for a game (every option at its default value).
    static MatchSetup defaults(const QString& gameId);
    // The registry's first game: what a first start offers.
    static QString firstGame();
    // Why the registry refuses this setup ("Hearts is played by 3 to 6 players, not 7"), or "".
    QString problem() const;

    // What sets this match apart from the game's usual one, for the statistics: the number of
    // players where the game allows several, then each option that differs from its default
    // ("5 players; leftover=strip"). "" for the game as the registry sets it up.
    QString variantText() const;

    // "game=hearts;seats=4;passing=true": one line for the settings file.
    QString toText() const;
    // Reads toText()'s line; nothing when it is damaged or refused by the registry.
    static std::optional<MatchSetup> fromText(const QString& text);

    bool operator==(const MatchSetup&) const = default;
};
