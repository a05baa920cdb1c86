#pragma once
// The app's translations: the English plural forms always (so "%n card(s)" reads "1 card" and
// "2 cards"), and on top of them the catalogue of the chosen language when there is one. Both
// are compiled into the resources under :/i18n; a missing catalogue just leaves English.

#include <QLocale>

namespace AppTranslations {

// Installs the catalogues for `locale` on the running application; call once, after the
// application object exists; a later call replaces what an earlier one installed. Returns
// whether the language's own catalogue was found.
bool install(const QLocale& locale);

} // namespace AppTranslations
