#include "text/apptranslations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QList>
#include <QPointer>
#include <QTranslator>

namespace AppTranslations {

namespace {

// The catalogues this installed last, so that installing another language replaces them
// rather than stacking under them.
QList<QPointer<QTranslator>>& installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

} // namespace

bool install(const QLocale& locale)
{
    QCoreApplication* app = QCoreApplication::instance();
    for (const QPointer<QTranslator>& old : std::as_const(installed())) {
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    }
    installed().clear();
    // Installed first, so searched last: a language's own catalogue wins over the English forms.
    auto* plurals = new QTranslator(app);
    if (plurals->load(QStringLiteral(":/i18n/followsuit_en.qm"))) {
        installed() << plurals;
        QCoreApplication::installTranslator(plurals);
    } else {
        delete plurals;
    }
    bool found = false;
    if (locale.language() != QLocale::English) {
        auto* ours = new QTranslator(app);
        found = ours->load(locale, QStringLiteral("followsuit"), QStringLiteral("_"),
                           QStringLiteral(":/i18n"));
        if (found) {
            installed() << ours;
            QCoreApplication::installTranslator(ours);
        } else {
            delete ours;
        }
    }
    auto* qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        installed() << qt;
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }
    return found;
}

} // namespace AppTranslations
