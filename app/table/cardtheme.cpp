#include "table/cardtheme.h"

#include "files/cappedfile.h"
#include "table/kdedeck.h"
#include "text/clippedtext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QStringView>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <cmath>

namespace {

QString shownPath(const QString& path)
{
    return clippedForMessage(QDir::toNativeSeparators(path), 200);
}

// What a JSON value is, for a message that says it is the wrong one.
QString describeJson(const QJsonValue& value)
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
    const std::optional<QByteArray> bytes = CappedFile::read(path, MaxDescriptionBytes, &why);
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
        return tr("“name” must be a non-empty text, not %1").arg(describeJson(name));
    m_name = name.toString().trimmed();

    const QJsonValue pack = description.value(QLatin1String("pack"));
    const auto known = std::find_if(PackIds.begin(), PackIds.end(), [&pack](const auto& id) {
        return pack.toString() == QLatin1String(id.second);
    });
    if (!pack.isString() || known == PackIds.end())
        return tr("“pack” must be “french52” or “spanish48”, not %1").arg(describeJson(pack));
    m_pack = known->first;

    const QJsonValue aspect = description.value(QLatin1String("aspect"));
    m_aspect = aspect.toDouble();
    if (!aspect.isDouble() || !std::isfinite(m_aspect) || m_aspect < MinAspect ||
        m_aspect > MaxAspect)
        return tr("“aspect” (width over height) must be a number from %1 to %2, not %3")
            .arg(MinAspect)
            .arg(MaxAspect)
            .arg(describeJson(aspect));

    const QJsonValue file = description.value(QLatin1String("file"));
    if (!file.isString() || !isPlainSvgName(file.toString()))
        return tr("“file” must be the name of an .svg file in the theme's folder, not %1")
            .arg(describeJson(file));
    m_svgPath = folder + QLatin1Char('/') + file.toString();
    return {};
}

QString CardTheme::readDeck()
{
    const QString fileName = clippedForMessage(QFileInfo(m_svgPath).fileName());
    QString why;
    std::optional<QByteArray> svg = CappedFile::read(m_svgPath, MaxSvgBytes, &why);
    if (!svg)
        return tr("“file” %1: %2").arg(fileName, why);
    const QSvgRenderer renderer(*svg);
    if (!renderer.isValid())
        return tr("“file” %1 is not an SVG image Qt can read").arg(fileName);
    if (const QString why = checkElements(renderer, fileName); !why.isEmpty())
        return tr("“file” %1").arg(why);
    m_svgData = std::move(*svg);
    return {};
}

QString CardTheme::checkElements(const QSvgRenderer& renderer, const QString& fileName) const
{
    const fs::Pack& cards = fs::Pack::of(m_pack);
    for (int i = 0; i <= cards.size(); ++i) {
        const QString element = i < cards.size() ? QString::fromStdString(cards.artId(fs::Card(i)))
                                                 : QStringLiteral("back");
        if (!renderer.elementExists(element))
            return tr("%1 has no element “%2”, which a %3 deck needs")
                .arg(fileName, element, packTitle(m_pack));
    }
    return {};
}

CardTheme::Loaded CardTheme::loadKde(const QString& indexPath)
{
    CardTheme theme;
    const QString why = theme.readKde(indexPath);
    if (why.isEmpty())
        return {std::move(theme), {}};
    const QString label = theme.m_name.isEmpty()
                              ? tr("KDE card deck %1").arg(shownPath(indexPath))
                              : tr("KDE card deck “%1” (%2)")
                                    .arg(clippedForMessage(theme.m_name), shownPath(indexPath));
    return {std::nullopt, tr("%1: %2").arg(label, why)};
}

CardTheme::Loaded CardTheme::loadAny(const QString& path)
{
    return KdeDeck::isIndexPath(path) ? loadKde(path) : load(path);
}

QString CardTheme::readKde(const QString& indexPath)
{
    QString why;
    const std::optional<KdeDeck::Index> index = KdeDeck::readIndex(indexPath, &why);
    if (!index)
        return tr("index.desktop %1").arg(why);
    m_name = index->name;
    m_pack = fs::PackKind::French52; // KDE's decks are French-suited
    m_svgPath = QFileInfo(indexPath).absolutePath() + QLatin1Char('/') + index->svgFile;
    const QString fileName = clippedForMessage(index->svgFile);
    std::optional<QByteArray> svg = CappedFile::read(m_svgPath, MaxSvgBytes, &why);
    if (svg && CappedFile::isGzip(*svg))
        svg = CappedFile::gunzip(*svg, MaxSvgBytes, &why);
    if (!svg)
        return tr("%1: %2").arg(fileName, why);
    const QSvgRenderer renderer(*svg);
    if (!renderer.isValid())
        return tr("%1 is not an SVG image Qt can read").arg(fileName);
    if (const QString missing = checkElements(renderer, fileName); !missing.isEmpty())
        return missing;
    // The deck says nothing of its shape but what its cards are drawn as.
    const QRectF ace = renderer.boundsOnElement(QStringLiteral("1_spade"));
    m_aspect = ace.height() > 0 ? ace.width() / ace.height() : 0;
    if (!std::isfinite(m_aspect) || m_aspect < MinAspect || m_aspect > MaxAspect)
        return tr("the cards of %1 are not card-shaped (width over height %2)")
            .arg(fileName, QLocale().toString(m_aspect, 'f', 2));
    m_svgData = std::move(*svg);
    return {};
}

CardTheme::Loaded CardTheme::builtin(fs::PackKind pack, bool fourColour)
{
    // Compiled in, so read and checked once per run; a failure is not kept, so a test that loads
    // the resources late still gets the theme.
    static QMutex mutex;
    static std::array<std::optional<CardTheme>, 3> cache;
    const bool spanish = pack == fs::PackKind::Spanish48;
    const int which = spanish ? 1 : fourColour ? 2 : 0;
    QMutexLocker lock(&mutex);
    std::optional<CardTheme>& cached = cache[static_cast<std::size_t>(which)];
    if (!cached) {
        static const char* const paths[] = {":/decks/french/theme.json",
                                            ":/decks/spanish/theme.json",
                                            ":/decks/french4/theme.json"};
        Loaded loaded = load(QString::fromLatin1(paths[which]));
        if (!loaded.theme && which == 2) {
            lock.unlock();
            Loaded classic = builtin(pack, false); // two colours rather than none
            classic.error = loaded.error;
            return classic;
        }
        if (!loaded.theme)
            return loaded;
        cached = std::move(loaded.theme);
    }
    return {cached, {}};
}

CardTheme::Loaded CardTheme::loadOrBuiltin(const QString& themeJsonPath, fs::PackKind pack)
{
    Loaded wanted = loadAny(themeJsonPath);
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
