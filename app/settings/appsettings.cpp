#include "settings/appsettings.h"

#include "files/damagedname.h"
#include "lobby/seatlevels.h"
#include "text/clippedtext.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringView>

#include <algorithm>
#include <limits>
#include <optional>

// One row per setting. Kinds are few on purpose: a new setting of a known kind is a new row, and
// reading, validating, reporting and writing it come for free.
struct AppSettings::Entry {
    enum class Kind { WholeNumber, Bytes, Text, Flag, Choice, Levels };

    const char* key;
    Kind kind;
    qint64 min;         // WholeNumber: the smallest value accepted
    qint64 max;         // WholeNumber: the largest value accepted; Bytes, Text: the largest size
    qint64 fallback;    // WholeNumber: the default; Flag: 0 or 1; Choice: index into `choices`
    const char* format; // WholeNumber: how a value reads in a message ("%1 ms")
    const char* const* choices{}; // Choice: the accepted values, ending with nullptr
};

namespace {

using Entry = AppSettings::Entry;

// What a stored value is, for a message: the text itself (clipped), or its kind.
QString describeSetting(const QVariant& raw)
{
    switch (raw.typeId()) {
    case QMetaType::QString:
        return AppSettings::tr("“%1”").arg(clippedForMessage(raw.toString()));
    case QMetaType::QStringList:
    case QMetaType::QVariantList:
        return AppSettings::tr("a list");
    default:
        return AppSettings::tr("a value of type %1").arg(QString::fromLatin1(raw.typeName()));
    }
}

// The whole number in `text` ("600", " -5", "+12"), saturated to the range of qint64; nothing
// when it is not one ("abc", "600.5", "1e3", "").
std::optional<qint64> parseWholeNumber(QStringView text)
{
    text = text.trimmed();
    const qsizetype first = !text.isEmpty() && (text[0] == u'+' || text[0] == u'-') ? 1 : 0;
    if (text.size() == first)
        return std::nullopt;
    for (qsizetype i = first; i < text.size(); ++i)
        if (text[i] < u'0' || text[i] > u'9')
            return std::nullopt;
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (ok)
        return n;
    // More digits than qint64 holds: still a whole number, just far out of any range.
    return text[0] == u'-' ? std::numeric_limits<qint64>::min()
                           : std::numeric_limits<qint64>::max();
}

// The whole number a stored value holds. An INI file gives text; a value set in this session, or
// kept in a native store, may already be an integer. Anything else (a list, a floating-point
// number, a boolean) is not a whole number.
std::optional<qint64> wholeNumber(const QVariant& raw)
{
    switch (raw.typeId()) {
    case QMetaType::Int:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::UInt:
        return raw.toLongLong();
    case QMetaType::ULong:
    case QMetaType::ULongLong:
        return static_cast<qint64>(
            std::min<qulonglong>(raw.toULongLong(), std::numeric_limits<qint64>::max()));
    case QMetaType::QString:
        return parseWholeNumber(raw.toString());
    default:
        return std::nullopt;
    }
}

// A stored value after validation, and what was wrong with it (empty when nothing was).
struct Checked {
    QVariant value;
    QString problem;
};

Checked checkWholeNumber(const Entry& entry, const QVariant& raw)
{
    const QString key = QString::fromLatin1(entry.key);
    const auto shown = [&entry](const QString& number) {
        return AppSettings::tr(entry.format).arg(number);
    };
    const QString fallback = QString::number(entry.fallback);
    if (!raw.isValid())
        return {static_cast<int>(entry.fallback), {}};
    const std::optional<qint64> number = wholeNumber(raw);
    if (!number)
        return {static_cast<int>(entry.fallback),
                AppSettings::tr("%1 is not a whole number (%2); using %3")
                    .arg(key, describeSetting(raw), shown(fallback))};
    const qint64 kept = std::clamp(*number, entry.min, entry.max);
    if (kept == *number)
        return {static_cast<int>(kept), {}};
    const QString was = raw.typeId() == QMetaType::QString
                            ? clippedForMessage(raw.toString().trimmed())
                            : QString::number(*number);
    return {
        static_cast<int>(kept),
        AppSettings::tr("%1 was %2; using %3").arg(key, shown(was), shown(QString::number(kept)))};
}

Checked checkBytes(const Entry& entry, const QVariant& raw)
{
    const QString key = QString::fromLatin1(entry.key);
    if (!raw.isValid())
        return {QByteArray(), {}};
    if (raw.typeId() != QMetaType::QByteArray)
        return {
            QByteArray(),
            AppSettings::tr("%1 is not binary data (%2); ignored").arg(key, describeSetting(raw))};
    const QByteArray bytes = raw.toByteArray();
    if (bytes.size() > entry.max)
        return {
            QByteArray(),
            AppSettings::tr("%1 is larger than %2 KiB; ignored").arg(key).arg(entry.max / 1024)};
    return {bytes, {}};
}

// One line of text, no longer than the entry allows; its meaning is checked by whoever reads it
// (the lobby checks a remembered match against the registry).
Checked checkText(const Entry& entry, const QVariant& raw)
{
    if (!raw.isValid())
        return {QString(), {}};
    const QString key = QString::fromLatin1(entry.key);
    if (raw.typeId() != QMetaType::QString)
        return {QString(),
                AppSettings::tr("%1 is %2, not text; ignored").arg(key, describeSetting(raw))};
    const QString text = raw.toString();
    if (text.size() > entry.max || text.contains(QLatin1Char('\n')))
        return {QString(), AppSettings::tr("%1 is not one line of at most %2 characters; ignored")
                               .arg(key)
                               .arg(entry.max)};
    return {text, {}};
}

Checked checkFlag(const Entry& entry, const QVariant& raw)
{
    const bool fallback = entry.fallback != 0;
    if (!raw.isValid())
        return {fallback, {}};
    if (raw.typeId() == QMetaType::Bool)
        return {raw.toBool(), {}};
    const QString text = raw.typeId() == QMetaType::QString ? raw.toString().trimmed().toLower()
                                                            : QString::number(raw.toLongLong());
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return {true, {}};
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return {false, {}};
    return {fallback, AppSettings::tr("%1 is neither true nor false (%2); using %3")
                          .arg(QString::fromLatin1(entry.key), describeSetting(raw),
                               fallback ? QStringLiteral("true") : QStringLiteral("false"))};
}

Checked checkChoice(const Entry& entry, const QVariant& raw)
{
    const QString fallback = QString::fromLatin1(entry.choices[entry.fallback]);
    if (!raw.isValid())
        return {fallback, {}};
    if (raw.typeId() == QMetaType::QString)
        for (const char* const* c = entry.choices; *c; ++c)
            if (raw.toString() == QLatin1String(*c))
                return {raw.toString(), {}};
    return {fallback, AppSettings::tr("%1 is not a value this version knows (%2); using “%3”")
                          .arg(QString::fromLatin1(entry.key), describeSetting(raw), fallback)};
}

// Level names separated by commas (SeatLevels); a list this version cannot read gives way to the
// defaults as a whole, since its levels can no longer be matched to seats.
Checked checkLevels(const Entry& entry, const QVariant& raw)
{
    if (!raw.isValid())
        return {QString(), {}};
    const QString key = QString::fromLatin1(entry.key);
    if (raw.typeId() == QMetaType::QString && raw.toString().isEmpty())
        return {QString(), {}};
    const std::optional<QList<fs::Level>> levels =
        raw.typeId() == QMetaType::QString ? SeatLevels::fromText(raw.toString()) : std::nullopt;
    if (!levels)
        return {QString(),
                AppSettings::tr("%1 is not a list of levels (%2); every computer seat plays at "
                                "medium")
                    .arg(key, describeSetting(raw))};
    return {SeatLevels::toText(*levels), {}};
}

Checked check(const Entry& entry, const QVariant& raw)
{
    switch (entry.kind) {
    case Entry::Kind::Levels:
        return checkLevels(entry, raw);
    case Entry::Kind::Flag:
        return checkFlag(entry, raw);
    case Entry::Kind::Choice:
        return checkChoice(entry, raw);
    case Entry::Kind::WholeNumber:
        return checkWholeNumber(entry, raw);
    case Entry::Kind::Bytes:
        return checkBytes(entry, raw);
    case Entry::Kind::Text:
        return checkText(entry, raw);
    }
    return {};
}

} // namespace

const AppSettings::Entry& AppSettings::entry(Setting setting)
{
    using Kind = Entry::Kind;
    static constexpr Entry entries[SettingCount] = {
        // ComputerDelay
        {ComputerDelayKey, Kind::WholeNumber, ComputerDelayMin, ComputerDelayMax,
         ComputerDelayDefault, QT_TRANSLATE_NOOP("AppSettings", "%1 ms")},
        // WindowGeometry
        {WindowGeometryKey, Kind::Bytes, 0, WindowBytesMax, 0, nullptr},
        // WindowState
        {WindowStateKey, Kind::Bytes, 0, WindowBytesMax, 0, nullptr},
        // LastMatch
        {LastMatchKey, Kind::Text, 0, TextMax, 0, nullptr},
        // PlayerName
        {PlayerNameKey, Kind::Text, 0, NameMax, 0, nullptr},
        // Animation
        {AnimationKey, Kind::WholeNumber, 0, AnimationMax, AnimationDefault,
         QT_TRANSLATE_NOOP("AppSettings", "%1 %")},
        // AutoPlay
        {AutoPlayKey, Kind::Flag, 0, 1, 0, nullptr},
        // ConfirmPlay
        {ConfirmPlayKey, Kind::Flag, 0, 1, 0, nullptr},
        // CardBack
        {CardBackKey, Kind::Choice, 0, 0, 0, nullptr, CardBacks},
        // Deck
        {DeckKey, Kind::Text, 0, TextMax, 0, nullptr},
        // Undo
        {UndoKey, Kind::Flag, 0, 1, 1, nullptr},
        // Language
        {LanguageKey, Kind::Choice, 0, 0, 0, nullptr, Languages},
        // Levels
        {LevelsKey, Kind::Levels, 0, 0, 0, nullptr},
        // ShowHints
        {ShowHintsKey, Kind::Flag, 0, 1, 1, nullptr},
        // FourColour
        {FourColourKey, Kind::Flag, 0, 1, 0, nullptr},
        // Announce
        {AnnounceKey, Kind::Choice, 0, 0, 0, nullptr, Announcements},
        // CardSize
        {CardSizeKey, Kind::WholeNumber, CardSizeMin, CardSizeMax, CardSizeDefault,
         QT_TRANSLATE_NOOP("AppSettings", "%1 %")},
        // HighContrast
        {HighContrastKey, Kind::Flag, 0, 1, 0, nullptr},
        // ExportFolder
        {ExportFolderKey, Kind::Text, 0, TextMax, 0, nullptr},
    };
    return entries[setting];
}

AppSettings::AppSettings()
{
    for (int s = 0; s < SettingCount; ++s)
        set(static_cast<Setting>(s), QVariant());
}

QStringList AppSettings::load(QSettings& store)
{
    m_problems.clear();
    m_damagedCopy.clear();
    m_mayWrite = true;
    // Before Qt parses any value (so far it has only read the file's text).
    if (holdsForeignValues(store.fileName()) && !setAside(store)) {
        for (int s = 0; s < SettingCount; ++s)
            set(static_cast<Setting>(s), QVariant()); // the defaults
        return m_problems; // the file could not be moved, and reading it is what must not happen
    }
    // Qt parses a section only when it is first used, and only then notices a broken line in it;
    // listing every key parses them all, so the file's status is complete before anything else.
    store.allKeys();
    checkFile(store); // before anything could be written over a damaged file
    for (int s = 0; s < SettingCount; ++s) {
        const Entry& e = entry(static_cast<Setting>(s));
        Checked checked = check(e, store.value(QLatin1String(e.key)));
        m_values[static_cast<std::size_t>(s)] = std::move(checked.value);
        if (!checked.problem.isEmpty())
            m_problems << checked.problem;
    }
    return m_problems;
}

bool AppSettings::save(QSettings& store) const
{
    if (!m_mayWrite)
        return false;
    for (int s = 0; s < SettingCount; ++s)
        store.setValue(QLatin1String(entry(static_cast<Setting>(s)).key),
                       m_values[static_cast<std::size_t>(s)]);
    store.sync();
    return store.status() != QSettings::AccessError;
}

void AppSettings::set(Setting setting, const QVariant& value)
{
    m_values[static_cast<std::size_t>(setting)] = check(entry(setting), value).value;
}

void AppSettings::checkFile(const QSettings& store)
{
    switch (store.status()) {
    case QSettings::NoError:
        return;
    case QSettings::AccessError:
        // Writing would replace a file we could not read, and with it whatever it holds.
        m_mayWrite = false;
        m_problems << tr("The settings file %1 could not be read; settings will not be saved "
                         "this time")
                          .arg(clippedForMessage(QDir::toNativeSeparators(store.fileName()), 200));
        return;
    case QSettings::FormatError:
        keepDamagedCopy(store.fileName());
        return;
    }
}

void AppSettings::keepDamagedCopy(const QString& path)
{
    // Qt reads what it can of a damaged file and rewrites the file from that on the next write,
    // dropping the rest; the copy keeps the rest, byte for byte.
    if (!QFileInfo::exists(path)) {
        // The damage is in a system-wide file read as a fallback, which the app never writes.
        m_problems << tr("Some system-wide settings could not be read");
        return;
    }
    // QFile::copy() never replaces an existing file, so no earlier copy is lost even if one
    // appears meanwhile; it then fails, and the file is left alone below.
    if (const QString target = freeDamagedName(path);
        QFileInfo(path).isFile() && !target.isEmpty() && QFile::copy(path, target))
        m_damagedCopy = target;
    const QString shownPath = clippedForMessage(QDir::toNativeSeparators(path), 200);
    if (m_damagedCopy.isEmpty()) {
        m_mayWrite = false;
        m_problems << tr("The settings file %1 is damaged and no copy of it could be kept; "
                         "settings will not be saved this time")
                          .arg(shownPath);
        return;
    }
    m_problems << tr("The settings file was damaged; it was copied to %1 and what could be read "
                     "was used")
                      .arg(clippedForMessage(QDir::toNativeSeparators(m_damagedCopy), 200));
}

bool AppSettings::holdsForeignValues(const QString& path)
{
    // QSettings turns "@Variant(...)" text into any type Qt can stream and trusts the sizes in
    // it: a value of a few bytes claiming a list of a billion strings makes it allocate tens of
    // gigabytes (the settings fuzz target found this). This app never writes such values, and a
    // file larger than any it writes is not one of its files either.
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return false; // nothing there, or unreadable: Qt reports that as an AccessError
    const qint64 size = file.size();
    if (size > FileBytesMax)
        return true;
    // read(n) sets n bytes aside first: ask for the file's size, not the limit.
    return file.read(size + 1).contains("@Variant(");
}

bool AppSettings::setAside(QSettings& store)
{
    const QString path = store.fileName();
    const QString target = freeDamagedName(path);
    if (target.isEmpty() || !QFile::rename(path, target)) {
        m_mayWrite = false;
        m_problems << tr("The settings file %1 holds values this version never writes and could "
                         "not be moved aside; the defaults are used and settings will not be "
                         "saved this time")
                          .arg(clippedForMessage(QDir::toNativeSeparators(path), 200));
        return false;
    }
    m_damagedCopy = target;
    // Qt still holds the file's text; with the file gone, a sync makes it forget it.
    store.sync();
    m_problems << tr("The settings file held values this version never writes; it was moved to "
                     "%1 and the defaults are used")
                      .arg(clippedForMessage(QDir::toNativeSeparators(target), 200));
    return true;
}

QString AppSettings::lastMatch() const
{
    return m_values[LastMatch].toString();
}

void AppSettings::setLastMatch(const QString& text)
{
    set(LastMatch, text);
}

int AppSettings::computerDelay() const
{
    return m_values[ComputerDelay].toInt();
}

void AppSettings::setComputerDelay(int ms)
{
    set(ComputerDelay, ms);
}

QByteArray AppSettings::windowGeometry() const
{
    return m_values[WindowGeometry].toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray& geometry)
{
    set(WindowGeometry, geometry);
}

QByteArray AppSettings::windowState() const
{
    return m_values[WindowState].toByteArray();
}

void AppSettings::setWindowState(const QByteArray& state)
{
    set(WindowState, state);
}

QString AppSettings::playerName() const
{
    return m_values[PlayerName].toString();
}

void AppSettings::setPlayerName(const QString& name)
{
    set(PlayerName, name.trimmed());
}

int AppSettings::animationPercent() const
{
    return m_values[Animation].toInt();
}

void AppSettings::setAnimationPercent(int percent)
{
    set(Animation, percent);
}

bool AppSettings::autoPlaySingleCard() const
{
    return m_values[AutoPlay].toBool();
}

void AppSettings::setAutoPlaySingleCard(bool on)
{
    set(AutoPlay, on);
}

bool AppSettings::confirmBeforePlay() const
{
    return m_values[ConfirmPlay].toBool();
}

void AppSettings::setConfirmBeforePlay(bool on)
{
    set(ConfirmPlay, on);
}

QString AppSettings::cardBack() const
{
    return m_values[CardBack].toString();
}

void AppSettings::setCardBack(const QString& back)
{
    set(CardBack, back);
}

QString AppSettings::deckPath() const
{
    return m_values[Deck].toString();
}

void AppSettings::setDeckPath(const QString& path)
{
    set(Deck, path);
}

bool AppSettings::fourColour() const
{
    return m_values[FourColour].toBool();
}

void AppSettings::setFourColour(bool on)
{
    set(FourColour, on);
}

QString AppSettings::announcements() const
{
    return m_values[Announce].toString();
}

void AppSettings::setAnnouncements(const QString& amount)
{
    set(Announce, amount);
}

bool AppSettings::undoAllowed() const
{
    return m_values[Undo].toBool();
}

void AppSettings::setUndoAllowed(bool on)
{
    set(Undo, on);
}

QString AppSettings::language() const
{
    return m_values[Language].toString();
}

void AppSettings::setLanguage(const QString& code)
{
    set(Language, code);
}

QList<fs::Level> AppSettings::opponentLevels() const
{
    return SeatLevels::fromText(m_values[Levels].toString()).value_or(QList<fs::Level>());
}

void AppSettings::setOpponentLevels(const QList<fs::Level>& levels)
{
    set(Levels, SeatLevels::toText(levels.mid(0, SeatLevels::MaxLevels)));
}

bool AppSettings::showHints() const
{
    return m_values[ShowHints].toBool();
}

void AppSettings::setShowHints(bool on)
{
    set(ShowHints, on);
}

int AppSettings::cardSizePercent() const
{
    return m_values[CardSize].toInt();
}

void AppSettings::setCardSizePercent(int percent)
{
    set(CardSize, percent);
}

bool AppSettings::highContrast() const
{
    return m_values[HighContrast].toBool();
}

void AppSettings::setHighContrast(bool on)
{
    set(HighContrast, on);
}

QString AppSettings::exportFolder() const
{
    const QString last = m_values[ExportFolder].toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void AppSettings::setExportFolder(const QString& folder)
{
    set(ExportFolder, folder);
}
