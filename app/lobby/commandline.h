#pragma once
// What the app was asked to do on its command line: start a game directly (--game, --players,
// --option key=value, --seed, --level), let the computer play the person's seat too (--demo), or,
// with none of these, open the lobby. Checked against the registry before any window opens.

#include "lobby/matchsetup.h"

#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

struct LaunchRequest {
    std::optional<MatchSetup> setup; // from --game; none: open the lobby
    std::optional<quint64> seed;
    // From --level: one level for every computer seat, or one per computer seat in seat order
    // (West, North, East ...); empty when not given. With --game they are in `setup` too.
    QList<fs::Level> levels;
    bool demo = false;
    bool resume = false; // go on with the saved match (with --demo: the demonstration's own)
    QString invitation;  // a followsuit:// link to a friend's table: the Join dialog opens on it
};

class CommandLine {
public:
    // Adds the app's options to a parser (help and version included).
    static void addOptions(QCommandLineParser& parser);
    // The levels --level gives, by seat, for a table of `seats` (the person's seat, first, at
    // SeatLevels::Default unless one level is given for every seat).
    static QList<fs::Level> levelsForSeats(const QList<fs::Level>& given, int seats);
    // Reads and checks `arguments` (argv as a list); on failure `error` says why in a sentence.
    static std::optional<LaunchRequest> read(const QStringList& arguments, QString& error);
    // Whether the arguments only ask for --help or --version, which need no display.
    static bool asksOnlyForText(const QStringList& arguments);
};
