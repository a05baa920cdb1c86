// Follow Suit: a desktop table for trick-taking card games.
// Copyright (C) the Follow Suit authors. GPL-3.0-or-later.

#include "followsuitversion.h"
#include "games/gamefaces.h"
#include "lobby/commandline.h"
#include "settings/appsettings.h"
#include "text/apptranslations.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QLocale>
#include <QRandomGenerator>
#include <QSettings>

#include <cstdio>
#include <optional>

namespace {

// Loads the app's translation for the user's language and Qt's own for standard dialogs
// (AppTranslations). A missing file just leaves English.
void loadTranslations()
{
    // The language chosen in the preferences, if it is one this version offers; else the
    // system's. (The window reads and reports the rest of the settings.)
    QSettings store;
    const QString chosen = AppSettings::holdsForeignValues(store.fileName())
                               ? QString()
                               : store.value(QLatin1String(AppSettings::LanguageKey)).toString();
    QLocale locale;
    for (const char* const* code = AppSettings::Languages; *code; ++code)
        if (**code && chosen == QLatin1String(*code))
            locale = QLocale(chosen);
    QLocale::setDefault(locale);
    AppTranslations::install(locale);
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Follow Suit"));
    QCoreApplication::setApplicationName(QStringLiteral("Follow Suit"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FOLLOWSUIT_VERSION));
}

// The command line is read before any window system is opened: --help and --version are
// answered, and a wrong argument is reported (exit code 2), over ssh and in scripts too, with no
// display. Returns the request, or nothing with `exitCode` set when the app should stop here.
std::optional<LaunchRequest> readCommandLine(int argc, char* argv[], int& exitCode)
{
    QCoreApplication core(argc, argv);
    nameApplication();
    loadTranslations();
    if (CommandLine::asksOnlyForText(core.arguments())) {
        QCommandLineParser parser;
        CommandLine::addOptions(parser);
        parser.process(core); // prints and exits
        exitCode = 0;
        return std::nullopt;
    }
    QString error;
    std::optional<LaunchRequest> request = CommandLine::read(core.arguments(), error);
    if (!request) {
        std::fprintf(stderr, "followsuit: %s\n", qPrintable(error));
        exitCode = 2;
    }
    return request;
}

} // namespace

int main(int argc, char* argv[])
{
    // The resources live in a static library, whose registration the linker would drop.
    Q_INIT_RESOURCE(followsuit_resources);
    int exitCode = 0;
    const std::optional<LaunchRequest> request = readCommandLine(argc, argv, exitCode);
    if (!request)
        return exitCode;

    QApplication app(argc, argv);
    nameApplication();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/followsuit.svg")));
    loadTranslations();

    MainWindow window(GameFaces::list()); // the list of games, composed here
    window.setDemo(request->demo);
    window.loadSave();
    window.useLevels(request->levels);
    window.show();
    const quint64 seed = request->seed.value_or(QRandomGenerator::global()->generate64());
    if (request->setup)
        window.startSetup(*request->setup, seed);
    else if (request->resume && window.resumeSaved())
        return QApplication::exec(); // the unfinished game goes on
    else if (!request->invitation.isEmpty())
        window.joinTable(request->invitation); // asks first: a link is never followed unseen
    else if (request->demo || request->seed || request->resume)
        window.startMatch(seed); // the last game played, or Hearts
    else if (window.hasSharedSeat())
        window.offerSharedTable(); // the app closed mid-match at a shared table
    else
        window.openLobby();
    return QApplication::exec();
}
