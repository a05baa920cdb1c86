#include "lobby/commandline.h"

#include "lobby/seatlevels.h"
#include "registry/gameregistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("CommandLine", text);
}

} // namespace

void CommandLine::addOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(tr("A card table for trick-taking games. Without --game it "
                                        "opens the lobby, where you choose a game."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("invitation"),
                                 tr("A followsuit:// link to a friend's table: the Join dialog "
                                    "opens with it."),
                                 QStringLiteral("[invitation]"));
    QStringList ids;
    for (const fs::GameInfo& game : fs::allGames())
        ids << QString::fromStdString(game.id);
    parser.addOption({QStringLiteral("game"),
                      tr("Start <id> directly, one of: %1.").arg(ids.join(QStringLiteral(", "))),
                      QStringLiteral("id")});
    parser.addOption({QStringLiteral("players"),
                      tr("Number of players, where the game allows several."),
                      QStringLiteral("n")});
    parser.addOption({QStringLiteral("option"),
                      tr("A game option, as key=value (repeatable); see followsuit-cli games."),
                      QStringLiteral("key=value")});
    parser.addOption({QStringLiteral("seed"), tr("Deal from seed <n>, to replay the same game."),
                      QStringLiteral("n")});
    parser.addOption({QStringLiteral("level"),
                      tr("How well the computer plays: easy, medium or hard for every computer "
                         "seat, or a list with one level per computer seat (medium,hard,easy)."),
                      QStringLiteral("level")});
    parser.addOption({QStringLiteral("demo"),
                      tr("The computer plays your seat too: a table that plays itself.")});
    parser.addOption(
        {QStringLiteral("resume"), tr("Go on with the unfinished game at once, if there is one.")});
    QCommandLineOption autoplay(QStringLiteral("autoplay"), tr("Same as --demo."));
    autoplay.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(autoplay);
}

bool CommandLine::asksOnlyForText(const QStringList& arguments)
{
    for (const QString& a : arguments.mid(1))
        if (a == QLatin1String("--help") || a == QLatin1String("-h") || a == QLatin1String("-?") ||
            a == QLatin1String("--help-all") || a == QLatin1String("--version") ||
            a == QLatin1String("-v"))
            return true;
    return false;
}

std::optional<LaunchRequest> CommandLine::read(const QStringList& arguments, QString& error)
{
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return std::nullopt;
    }
    LaunchRequest request;
    // A friend's invitation, as the desktop passes a followsuit:// link that was clicked.
    const QStringList positional = parser.positionalArguments();
    if (positional.size() == 1 &&
        positional.first().startsWith(QLatin1String("followsuit://"), Qt::CaseInsensitive)) {
        request.invitation = positional.first();
    } else if (!positional.isEmpty()) {
        error = tr("Unexpected argument: %1").arg(positional.first());
        return std::nullopt;
    }
    request.demo = parser.isSet(QStringLiteral("demo")) || parser.isSet(QStringLiteral("autoplay"));
    request.resume = parser.isSet(QStringLiteral("resume"));
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        request.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok) {
            error = tr("The seed must be a whole number from 0 to 18446744073709551615.");
            return std::nullopt;
        }
    }
    if (parser.isSet(QStringLiteral("level"))) {
        const auto levels = SeatLevels::fromText(parser.value(QStringLiteral("level")));
        if (!levels) {
            error = tr("--level takes easy, medium or hard, or a list of them separated by "
                       "commas, not \"%1\".")
                        .arg(parser.value(QStringLiteral("level")).left(60));
            return std::nullopt;
        }
        request.levels = *levels;
    }
    const bool wantsGame = parser.isSet(QStringLiteral("game"));
    if (!wantsGame) {
        if (parser.isSet(QStringLiteral("players")) || parser.isSet(QStringLiteral("option"))) {
            error = tr("--players and --option need --game.");
            return std::nullopt;
        }
        return request;
    }
    const QString gameId = parser.value(QStringLiteral("game"));
    if (!fs::findGame(gameId.toStdString())) {
        error = tr("Unknown game \"%1\"; followsuit-cli games lists them.").arg(gameId.left(40));
        return std::nullopt;
    }
    MatchSetup setup = MatchSetup::defaults(gameId);
    if (parser.isSet(QStringLiteral("players"))) {
        bool ok = false;
        setup.seats = parser.value(QStringLiteral("players")).toInt(&ok);
        if (!ok) {
            error = tr("--players must be a whole number.");
            return std::nullopt;
        }
    }
    for (const QString& option : parser.values(QStringLiteral("option"))) {
        const qsizetype equals = option.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            error = tr("An option is written key=value, not \"%1\".").arg(option.left(60));
            return std::nullopt;
        }
        setup.options[option.left(equals).toStdString()] = option.mid(equals + 1).toStdString();
    }
    if (const QString problem = setup.problem(); !problem.isEmpty()) {
        error = problem;
        return std::nullopt;
    }
    if (const qsizetype n = request.levels.size(); n > 1 && n != setup.seats - 1) {
        error = tr("--level lists %1 levels, but this game has %2 computer seats.")
                    .arg(n)
                    .arg(setup.seats - 1);
        return std::nullopt;
    }
    // Without --level the levels stay empty: those last chosen in the lobby are used.
    if (!request.levels.isEmpty())
        setup.levels = levelsForSeats(request.levels, setup.seats);
    request.setup = setup;
    return request;
}

QList<fs::Level> CommandLine::levelsForSeats(const QList<fs::Level>& given, int seats)
{
    if (given.size() == 1)
        return QList<fs::Level>(std::max(0, seats), given.first());
    // A list names the computer seats, which start after the person's.
    return SeatLevels::forSeats(QList<fs::Level>{SeatLevels::Default} + given, seats);
}
