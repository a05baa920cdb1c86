#include "table/kdedeck.h"

#include "files/cappedfile.h"

#include <QCollator>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

#include <algorithm>

namespace {

// Far more than any deck's index holds (the largest Debian ships is 6 KiB).
constexpr qint64 MaxIndexBytes = 64 * 1024;
constexpr qsizetype MaxNameLength = 80;
const QString IndexName = QStringLiteral("index.desktop");

class Text {
    Q_DECLARE_TR_FUNCTIONS(KdeDeck)
};

// A file name in the deck's own folder and nothing else.
bool isPlainName(const QString& file)
{
    return !file.isEmpty() && !file.startsWith(QLatin1Char('.')) && !file.contains(u'/') &&
           !file.contains(u'\\') && std::none_of(file.cbegin(), file.cend(), [](QChar c) {
               return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format;
           });
}

// The value of `key` in the name's most specific form for the person's language: Name[fr_FR],
// then Name[fr], then Name.
QString localized(const QHash<QString, QString>& group, const QString& key)
{
    const QString locale = QLocale().name();
    for (const QString& suffix : {locale, locale.section(QLatin1Char('_'), 0, 0)}) {
        const QString value = group.value(key + QLatin1Char('[') + suffix + QLatin1Char(']'));
        if (!value.trimmed().isEmpty())
            return value.trimmed();
    }
    return group.value(key).trimmed();
}

} // namespace

namespace KdeDeck {

bool isIndexPath(const QString& path)
{
    return QFileInfo(path).fileName() == IndexName;
}

std::optional<Index> readIndex(const QString& path, QString* error)
{
    QString why;
    const std::optional<QByteArray> bytes = CappedFile::read(path, MaxIndexBytes, &why);
    if (!bytes) {
        *error = why;
        return std::nullopt;
    }
    if (bytes->contains('\0')) {
        *error = Text::tr("is not a text file");
        return std::nullopt;
    }
    // The desktop-entry format: [Group] lines, then key=value lines; the deck is described in
    // the group KDE games read.
    QHash<QString, QString> group;
    bool inDeck = false;
    for (const QByteArray& raw : bytes->split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        if (line.startsWith(QLatin1Char('['))) {
            inDeck = line == QLatin1String("[KDE Backdeck]");
            continue;
        }
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        if (inDeck && equals > 0 && !group.contains(line.left(equals).trimmed()))
            group.insert(line.left(equals).trimmed(), line.mid(equals + 1).trimmed());
    }
    Index index;
    index.name = localized(group, QStringLiteral("Name")).left(MaxNameLength);
    index.svgFile = group.value(QStringLiteral("SVG"));
    index.previewFile = group.value(QStringLiteral("Preview"));
    if (index.name.isEmpty()) {
        *error = Text::tr("has no [KDE Backdeck] group with a Name");
        return std::nullopt;
    }
    if (!isPlainName(index.svgFile) ||
        !(index.svgFile.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ||
          index.svgFile.endsWith(QLatin1String(".svgz"), Qt::CaseInsensitive))) {
        *error = Text::tr("must name an .svg or .svgz file in its folder as SVG=, not “%1”")
                     .arg(index.svgFile.left(60));
        return std::nullopt;
    }
    if (!isPlainName(index.previewFile))
        index.previewFile.clear();
    return index;
}

QList<Found> foundIn(const QStringList& carddeckFolders)
{
    QList<Found> decks;
    QStringList seen;
    for (const QString& folder : carddeckFolders) {
        const QDir dir(folder);
        for (const QFileInfo& deck :
             dir.entryInfoList({QStringLiteral("svg-*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
            // A deck of the person's own hides one of the same folder name installed for all.
            if (seen.contains(deck.fileName()))
                continue;
            const QString indexPath = deck.filePath() + QLatin1Char('/') + IndexName;
            QString ignored;
            const std::optional<Index> index = readIndex(indexPath, &ignored);
            if (!index)
                continue;
            seen << deck.fileName();
            const QString preview = index->previewFile.isEmpty()
                                        ? QString()
                                        : deck.filePath() + QLatin1Char('/') + index->previewFile;
            decks.append(
                {index->name, indexPath, QFileInfo(preview).isFile() ? preview : QString()});
        }
    }
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::stable_sort(decks.begin(), decks.end(), [&collator](const Found& a, const Found& b) {
        return collator.compare(a.name, b.name) < 0;
    });
    return decks;
}

QList<Found> installed()
{
    return foundIn(QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
                                             QStringLiteral("carddecks"),
                                             QStandardPaths::LocateDirectory));
}

} // namespace KdeDeck
