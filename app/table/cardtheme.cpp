#include "table/cardtheme.h"

#include "text/clippedtext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QStringView>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

// Large enough to read a deck in a few steps, small enough that a short file costs little.
constexpr qint64 ReadChunkBytes = 256 * 1024;

QString shownPath(const QString& path)
{
    return clippedForMessage(QDir::toNativeSeparators(path), 200);
}

QString shownSize(qint64 bytes)
{
    return bytes >= 1024 * 1024 ? CardTheme::tr("%1 MiB").arg(bytes / (1024 * 1024))
                                : CardTheme::tr("%1 KiB").arg(bytes / 1024);
}

// What a JSON value is, for a message that says it is the wrong one.
QString describe(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return CardTheme::tr("“%1”").arg(clippedForMessage(value.toString()));
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Array:
        return CardTheme::tr("a list");
    case QJsonValue::Object:
        return CardTheme::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return CardTheme::tr("nothing");
}

// Opens `file` without ever blocking and only if it is a regular file. The check in readCapped()
// comes first, but a FIFO put in the file's place after it would block a plain open() (and then
// every read) until someone writes to it. Returns why not, or nothing.
QString openForReading(QFile& file)
{
#ifdef Q_OS_UNIX
    if (QFileInfo(file.fileName()).isNativePath()) { // not a Qt resource
        const int fd = ::open(QFile::encodeName(file.fileName()).constData(),
                              O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd < 0)
            return qt_error_string(errno);
        struct stat status {};
        if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
            ::close(fd);
            return CardTheme::tr("not a regular file");
        }
        if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            return file.errorString();
        }
        return {};
    }
#endif
    return file.open(QIODevice::ReadOnly) ? QString() : file.errorString();
}

// The whole of a regular file of at most `cap` bytes, or why not (in `error`). The kind and size
// are checked before opening, since a device or a FIFO may never end and a huge file would be read
// into memory only to be refused; and no more than cap + 1 bytes are read in case it grows.
std::optional<QByteArray> readCapped(const QString& path, qint64 cap, QString* error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = CardTheme::tr("there is no such file");
        return std::nullopt;
    }
    if (!info.isFile()) {
        *error = CardTheme::tr("not a regular file");
        return std::nullopt;
    }
    if (info.size() > cap) {
        *error = CardTheme::tr("larger than %1").arg(shownSize(cap));
        return std::nullopt;
    }
    QFile file(path);
    if (const QString why = openForReading(file); !why.isEmpty()) {
        *error = CardTheme::tr("cannot be read (%1)").arg(why);
        return std::nullopt;
    }
    QByteArray bytes;
    while (bytes.size() <= cap) {
        const QByteArray chunk =
            file.read(std::min<qint64>(ReadChunkBytes, cap + 1 - bytes.size()));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (file.error() != QFileDevice::NoError) {
        *error = CardTheme::tr("cannot be read (%1)").arg(file.errorString());
        return std::nullopt;
    }
    if (bytes.size() > cap) {
        *error = CardTheme::tr("larger than %1").arg(shownSize(cap));
        return std::nullopt;
    }
    return bytes;
}

// Where a JSON syntax error is, in words: line, column and the member it follows, so that a bad
// value ("aspect": 1e309, which Qt refuses as a number) is named although no object was built.
QString jsonError(const QByteArray& bytes, const QJsonParseError& parse)
{
    const qsizetype offset = std::clamp<qsizetype>(parse.offset, 0, bytes.size());
    const qsizetype lineStart = offset == 0 ? 0 : bytes.lastIndexOf('\n', offset - 1) + 1;
    const qsizetype line = bytes.left(offset).count('\n') + 1;
    const qsizetype column = offset - lineStart + 1;
    const qsizetype from = std::max<qsizetype>(0, offset - 200);
    static const QRegularExpression memberName(QStringLiteral(R"re("((?:[^"\\\n]|\\.)*)"\s*:)re"));
    QString member;
    for (const QRegularExpressionMatch& m :
         memberName.globalMatch(QString::fromUtf8(bytes.mid(from, offset - from))))
        member = m.captured(1);
    if (member.isEmpty())
        return CardTheme::tr("not valid JSON (%1 at line %2, column %3)")
            .arg(parse.errorString())
            .arg(line)
            .arg(column);
    return CardTheme::tr("not valid JSON (%1 near “%2”, line %3, column %4)")
        .arg(parse.errorString(), clippedForMessage(member))
        .arg(line)
        .arg(column);
}

constexpr std::array<std::pair<fs::PackKind, const char*>, 2> PackIds = {{
    {fs::PackKind::French52, "french52"},
    {fs::PackKind::Spanish48, "spanish48"},
}};

QString packTitle(fs::PackKind pack)
{
    return pack == fs::PackKind::Spanish48 ? CardTheme::tr("48-card Spanish")
                                           : CardTheme::tr("52-card French");
}

// A file name in the theme's own folder and nothing else: no folders, no way up or out, no
// characters a file system or a message would read differently.
bool isPlainSvgName(const QString& file)
{
    if (!file.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ||
        file.startsWith(QLatin1String("..")) || file.contains(u'/') || file.contains(u'\\'))
        return false;
    return std::none_of(file.cbegin(), file.cend(), [](QChar c) {
        return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format;
    });
}

} // namespace

CardTheme::Loaded CardTheme::load(const QString& themeJsonPath)
{
    CardTheme theme;
    const QString why = theme.readDescription(themeJsonPath);
    if (why.isEmpty())
        return {std::move(theme), {}};
    // Once the name is known, every message quotes it: it is what the person knows the theme by.
    const QString label = theme.m_name.isEmpty()
                              ? tr("Card theme %1").arg(shownPath(themeJsonPath))
                              : tr("Card theme “%1” (%2)")
                                    .arg(clippedForMessage(theme.m_name), shownPath(themeJsonPath));
    return {std::nullopt, tr("%1: %2").arg(label, why)};
}

QString CardTheme::readDescription(const QString& path)
{
    QString why;
    const std::optional<QByteArray> bytes = readCapped(path, MaxDescriptionBytes, &why);
    if (!bytes)
        return why;
    QJsonParseError parse{};
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &parse);
    if (parse.error != QJsonParseError::NoError)
        return jsonError(*bytes, parse);
    if (!document.isObject())
        return tr("the description must be a JSON object");
    why = readMembers(document.object(), QFileInfo(path).absolutePath());
    return why.isEmpty() ? readDeck() : why;
}

QString CardTheme::readMembers(const QJsonObject& description, const QString& folder)
{
    const QJsonValue name = description.value(QLatin1String("name"));
    if (!name.isString() || name.toString().trimmed().isEmpty())
        return tr("“name” must be a non-empty text, not %1").arg(describe(name));
    m_name = name.toString().trimmed();

    const QJsonValue pack = description.value(QLatin1String("pack"));
    const auto known = std::find_if(PackIds.begin(), PackIds.end(), [&pack](const auto& id) {
        return pack.toString() == QLatin1String(id.second);
    });
    if (!pack.isString() || known == PackIds.end())
        return tr("“pack” must be “french52” or “spanish48”, not %1").arg(describe(pack));
    m_pack = known->first;

    const QJsonValue aspect = description.value(QLatin1String("aspect"));
    m_aspect = aspect.toDouble();
    if (!aspect.isDouble() || !std::isfinite(m_aspect) || m_aspect < MinAspect ||
        m_aspect > MaxAspect)
        return tr("“aspect” (width over height) must be a number from %1 to %2, not %3")
            .arg(MinAspect)
            .arg(MaxAspect)
            .arg(describe(aspect));

    const QJsonValue file = description.value(QLatin1String("file"));
    if (!file.isString() || !isPlainSvgName(file.toString()))
        return tr("“file” must be the name of an .svg file in the theme's folder, not %1")
            .arg(describe(file));
    m_svgPath = folder + QLatin1Char('/') + file.toString();
    return {};
}

QString CardTheme::readDeck()
{
    const QString fileName = clippedForMessage(QFileInfo(m_svgPath).fileName());
    QString why;
    std::optional<QByteArray> svg = readCapped(m_svgPath, MaxSvgBytes, &why);
    if (!svg)
        return tr("“file” %1: %2").arg(fileName, why);
    const QSvgRenderer renderer(*svg);
    if (!renderer.isValid())
        return tr("“file” %1 is not an SVG image Qt can read").arg(fileName);
    const fs::Pack& cards = fs::Pack::of(m_pack);
    for (int i = 0; i <= cards.size(); ++i) {
        const QString element = i < cards.size() ? QString::fromStdString(cards.artId(fs::Card(i)))
                                                 : QStringLiteral("back");
        if (!renderer.elementExists(element))
            return tr("“file” %1 has no element “%2”, which a %3 deck needs")
                .arg(fileName, element, packTitle(m_pack));
    }
    m_svgData = std::move(*svg);
    return {};
}

CardTheme::Loaded CardTheme::builtin(fs::PackKind pack)
{
    // Compiled in, so read and checked once per run; a failure is not kept, so a test that loads
    // the resources late still gets the theme.
    static QMutex mutex;
    static std::array<std::optional<CardTheme>, 2> cache;
    const bool spanish = pack == fs::PackKind::Spanish48;
    QMutexLocker lock(&mutex);
    std::optional<CardTheme>& cached = cache[spanish ? 1 : 0];
    if (!cached) {
        Loaded loaded = load(spanish ? QStringLiteral(":/decks/spanish/theme.json")
                                     : QStringLiteral(":/decks/french/theme.json"));
        if (!loaded.theme)
            return loaded;
        cached = std::move(loaded.theme);
    }
    return {cached, {}};
}

CardTheme::Loaded CardTheme::loadOrBuiltin(const QString& themeJsonPath, fs::PackKind pack)
{
    Loaded wanted = load(themeJsonPath);
    if (wanted.theme && wanted.theme->pack() == pack)
        return wanted;
    if (wanted.theme)
        wanted.error = tr("Card theme “%1” (%2) is drawn for the %3 pack, not the %4 pack")
                           .arg(clippedForMessage(wanted.theme->name()), shownPath(themeJsonPath),
                                packTitle(wanted.theme->pack()), packTitle(pack));
    Loaded fallback = builtin(pack);
    fallback.error = fallback.theme ? wanted.error : tr("%1; %2").arg(wanted.error, fallback.error);
    return fallback;
}
