#include "text/apptranslations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace AppTranslations {

bool install(const QLocale& locale)
{
    QCoreApplication* app = QCoreApplication::instance();
    // Installed first, so searched last: a language's own catalogue wins over the English forms.
    auto* plurals = new QTranslator(app);
    if (plurals->load(QStringLiteral(":/i18n/followsuit_en.qm")))
        QCoreApplication::installTranslator(plurals);
    else
        delete plurals;
    bool found = false;
    if (locale.language() != QLocale::English) {
        auto* ours = new QTranslator(app);
        found = ours->load(locale, QStringLiteral("followsuit"), QStringLiteral("_"),
                           QStringLiteral(":/i18n"));
        if (found)
            QCoreApplication::installTranslator(ours);
        else
            delete ours;
    }
    auto* qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return found;
}

} // namespace AppTranslations
