// Follow Suit: a desktop table for trick-taking card games.
// Copyright (C) the Follow Suit authors. GPL-3.0-or-later.

#include "lobby/commandline.h"
#include "settings/appsettings.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QRandomGenerator>
#include <QSettings>
#include <QTranslator>

#ifndef FOLLOWSUIT_VERSION
#define FOLLOWSUIT_VERSION "0.1.0"
#endif

namespace {

// Loads the app's translation for the user's language from the resources or next to the
// executable, and Qt's own for standard dialogs. A missing file just leaves English.
void loadTranslations(QApplication& app)
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
    auto* ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("followsuit"), QStringLiteral("_"),
                   QStringLiteral(":/translations")) ||
        ours->load(locale, QStringLiteral("followsuit"), QStringLiteral("_"),
                   QCoreApplication::applicationDirPath() + QStringLiteral("/translations")))
        QCoreApplication::installTranslator(ours);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Follow Suit"));
    QCoreApplication::setApplicationName(QStringLiteral("Follow Suit"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FOLLOWSUIT_VERSION));
}

// --help and --version print text and need no display: answer them before any window system is
// opened, so they work over ssh and in scripts.
bool answeredWithoutDisplay(int argc, char* argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (!CommandLine::asksOnlyForText(arguments))
        return false;
    QCoreApplication core(argc, argv);
    nameApplication();
    QCommandLineParser parser;
    CommandLine::addOptions(parser);
    parser.process(core); // prints and exits
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    if (answeredWithoutDisplay(argc, argv))
        return 0;
    // The resources live in a static library, whose registration the linker would drop.
    Q_INIT_RESOURCE(followsuit_resources);

    QApplication app(argc, argv);
    nameApplication();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/followsuit.svg")));
    loadTranslations(app);

    QString error;
    const std::optional<LaunchRequest> request = CommandLine::read(app.arguments(), error);
    if (!request) {
        qCritical("followsuit: %s", qPrintable(error));
        return 2;
    }

    MainWindow window;
    window.setDemo(request->demo);
    window.loadSave();
    window.useLevels(request->levels);
    window.show();
    const quint64 seed = request->seed.value_or(QRandomGenerator::global()->generate64());
    if (request->setup)
        window.startSetup(*request->setup, seed);
    else if (request->resume && window.resumeSaved())
        return QApplication::exec(); // the unfinished game goes on
    else if (request->demo || request->seed || request->resume)
        window.startMatch(seed); // the last game played, or Hearts
    else
        window.openLobby();
    return QApplication::exec();
}
