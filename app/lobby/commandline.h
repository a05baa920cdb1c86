#pragma once
// What the app was asked to do on its command line: start a game directly (--game, --players,
// --option key=value, --seed), let the computer play the person's seat too (--demo), or, with
// none of these, open the lobby. Checked against the registry before any window opens.

#include "lobby/matchsetup.h"

#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

struct LaunchRequest {
    std::optional<MatchSetup> setup; // from --game; none: open the lobby
    std::optional<quint64> seed;
    bool demo = false;
    bool resume = false; // go on with the saved match (with --demo: the demonstration's own)
};

class CommandLine {
public:
    // Adds the app's options to a parser (help and version included).
    static void addOptions(QCommandLineParser& parser);
    // Reads and checks `arguments` (argv as a list); on failure `error` says why in a sentence.
    static std::optional<LaunchRequest> read(const QStringList& arguments, QString& error);
    // Whether the arguments only ask for --help or --version, which need no display.
    static bool asksOnlyForText(const QStringList& arguments);
};
