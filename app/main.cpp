// Follow Suit: a desktop table for trick-taking card games.
// Copyright (C) the Follow Suit authors. GPL-3.0-or-later.

#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QRandomGenerator>
#include <QTranslator>

#ifndef FOLLOWSUIT_VERSION
#define FOLLOWSUIT_VERSION "0.1.0"
#endif

namespace {

// Loads the app's translation for the user's language from the resources or next to the
// executable, and Qt's own for standard dialogs. A missing file just leaves English.
void loadTranslations(QApplication& app)
{
    auto* ours = new QTranslator(&app);
    if (ours->load(QLocale(), QStringLiteral("followsuit"), QStringLiteral("_"),
                   QStringLiteral(":/translations")) ||
        ours->load(QLocale(), QStringLiteral("followsuit"), QStringLiteral("_"),
                   QCoreApplication::applicationDirPath() + QStringLiteral("/translations")))
        QCoreApplication::installTranslator(ours);
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace

int main(int argc, char* argv[])
{
    // The resources live in a static library, whose registration the linker would drop.
    Q_INIT_RESOURCE(followsuit_resources);

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Follow Suit"));
    QApplication::setApplicationName(QStringLiteral("Follow Suit"));
    QApplication::setApplicationVersion(QStringLiteral(FOLLOWSUIT_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/followsuit.svg")));
    loadTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "A card table for trick-taking games."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption seedOption(
        QStringLiteral("seed"),
        QApplication::translate("main", "Deal from seed <n>, to replay the same game."),
        QStringLiteral("n"));
    parser.addOption(seedOption);
    QCommandLineOption autoplayOption(
        QStringLiteral("autoplay"), QApplication::translate("main", "Computers play every seat."));
    autoplayOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(autoplayOption);
    parser.process(app);

    quint64 seed = QRandomGenerator::global()->generate64();
    if (parser.isSet(seedOption)) {
        bool ok = false;
        seed = parser.value(seedOption).toULongLong(&ok);
        if (!ok) {
            qCritical("%s",
                      qPrintable(QApplication::translate("main", "The seed must be a number.")));
            return 2;
        }
    }

    MainWindow window;
    window.setAutoplay(parser.isSet(autoplayOption));
    window.show();
    window.startMatch(seed);
    return QApplication::exec();
}
