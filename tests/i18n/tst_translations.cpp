// The translations are complete and current: every message of every language's catalogue is
// finished and keeps its placeholders, lupdate finds no message in the sources that the
// catalogues lack, and every rules page has each translation, with the English one's sections and
// tables.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QStringList Languages = {QStringLiteral("fr"), QStringLiteral("de"), QStringLiteral("es")};

QString sourceDir()
{
    return QStringLiteral(FOLLOWSUIT_SOURCE_DIR);
}

struct Message {
    QString context;
    QString source;
    QString type; // "", "unfinished", "vanished" or "obsolete"
    QStringList forms;
    bool numerus = false;
};

QList<Message> readCatalogue(const QString& path, QString& error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read %1").arg(path);
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{};
            current.context = context;
            current.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.forms << xml.readElementText();
            } else {
                current.forms << xml.readElementText();
            }
            messages << current;
        }
    }
    if (xml.hasError())
        error =
            QStringLiteral("%1: %2 at line %3").arg(path, xml.errorString()).arg(xml.lineNumber());
    return messages;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral("%(L?[0-9]+|n)"));
    QSet<QString> found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

QString key(const Message& m)
{
    return m.context + QLatin1Char('|') + m.source;
}

// The outline of a Markdown page: heading levels in order, then each table's row count.
QStringList outline(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {QStringLiteral("(missing)")};
    QStringList shape;
    bool code = false;
    int tableRows = 0;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1String("```"))) {
            code = !code;
            continue;
        }
        if (code)
            continue;
        if (line.startsWith(QLatin1Char('|'))) {
            ++tableRows;
            continue;
        }
        if (tableRows > 0) {
            shape << QStringLiteral("table %1").arg(tableRows);
            tableRows = 0;
        }
        static const QRegularExpression heading(QStringLiteral("^(#+) "));
        const QRegularExpressionMatch m = heading.match(line);
        if (m.hasMatch())
            shape << QStringLiteral("h%1").arg(m.captured(1).size());
    }
    if (tableRows > 0)
        shape << QStringLiteral("table %1").arg(tableRows);
    return shape;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyMessageIsTranslatedAndKeepsItsPlaceholders_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : Languages)
            QTest::newRow(qPrintable(language)) << language;
    }

    void everyMessageIsTranslatedAndKeepsItsPlaceholders()
    {
        QFETCH(QString, language);
        QString error;
        const QList<Message> messages = readCatalogue(
            sourceDir() + QStringLiteral("/translations/followsuit_%1.ts").arg(language), error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const Message& m : messages) {
            if (!m.type.isEmpty())
                problems << QStringLiteral("%1: \"%2\"").arg(m.type, m.source);
            for (const QString& form : m.forms) {
                if (form.trimmed().isEmpty())
                    problems << QStringLiteral("empty: \"%1\"").arg(m.source);
                else if (placeholders(form) != placeholders(m.source))
                    problems << QStringLiteral("placeholders differ: \"%1\" → \"%2\"")
                                    .arg(m.source, form);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 20).join(QLatin1Char('\n'))));
    }

    // English is the sources' language, but a "%n card(s)" message still needs its two forms:
    // the English catalogue finishes every plural message the others hold, and nothing else.
    // A form may say "a card" for %n (so drop %n), never another placeholder.
    void englishGivesEveryPluralItsForms()
    {
        QString error;
        QSet<QString> plurals;
        for (const Message& m :
             readCatalogue(sourceDir() + QStringLiteral("/translations/followsuit_fr.ts"), error))
            if (m.numerus)
                plurals.insert(key(m));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(plurals.size() > 10);
        QStringList problems;
        QSet<QString> held;
        for (const Message& m :
             readCatalogue(sourceDir() + QStringLiteral("/translations/followsuit_en.ts"), error)) {
            held.insert(key(m));
            QSet<QString> wanted = placeholders(m.source);
            wanted.remove(QStringLiteral("%n"));
            if (!m.numerus)
                problems << QStringLiteral("not a plural: \"%1\"").arg(m.source);
            else if (!m.type.isEmpty() || m.forms.size() != 2)
                problems << QStringLiteral("unfinished: \"%1\"").arg(m.source);
            for (const QString& form : m.forms) {
                QSet<QString> kept = placeholders(form);
                kept.remove(QStringLiteral("%n"));
                if (form.contains(QLatin1String("(s)")) || kept != wanted)
                    problems << QStringLiteral("wrong form: \"%1\"").arg(form);
            }
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString& missing : plurals - held)
            problems << QStringLiteral("missing: %1").arg(missing);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 20).join(QLatin1Char('\n'))));
    }

    // lupdate run on today's sources into a fresh catalogue finds exactly the messages the
    // committed catalogues hold: none missing (a new tr() not yet translated), none extra.
    void theCataloguesHoldExactlyTheMessagesOfTheSources()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(sourceDir());
        lupdate.start(QStringLiteral(FOLLOWSUIT_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-locations"),
                       QStringLiteral("none"), QStringLiteral("app"), QStringLiteral("-ts"),
                       fresh});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        QCOMPARE(lupdate.exitCode(), 0);
        QString error;
        QSet<QString> wanted;
        for (const Message& m : readCatalogue(fresh, error))
            wanted.insert(key(m));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(wanted.size() > 100);
        for (const QString& language : Languages) {
            QSet<QString> held;
            for (const Message& m : readCatalogue(
                     sourceDir() + QStringLiteral("/translations/followsuit_%1.ts").arg(language),
                     error))
                held.insert(key(m));
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QStringList missing = (wanted - held).values();
            const QStringList extra = (held - wanted).values();
            QVERIFY2(missing.isEmpty(),
                     qPrintable(QStringLiteral("%1 lacks (run the update_translations target): %2")
                                    .arg(language, missing.mid(0, 10).join(QLatin1String("; ")))));
            QVERIFY2(extra.isEmpty(),
                     qPrintable(QStringLiteral("%1 holds messages no longer in the sources: %2")
                                    .arg(language, extra.mid(0, 10).join(QLatin1String("; ")))));
        }
    }

    // Every message is a whole sentence or label a translator can reorder: none starts or ends
    // with a space (a piece to be glued to another; only a field's unit, " ms", may start with
    // one), none is an article before a placeholder,
    // a "(s)" plural is only ever a %n message with forms, and no tr() is joined to other text
    // with + in the sources.
    void noMessageIsAPieceOfASentence()
    {
        QString error;
        QStringList problems;
        static const QRegularExpression article(QStringLiteral("^(the|a|an) %[0-9]$"),
                                                QRegularExpression::CaseInsensitiveOption);
        for (const Message& m :
             readCatalogue(sourceDir() + QStringLiteral("/translations/followsuit_fr.ts"), error)) {
            static const QRegularExpression unit(QStringLiteral("^ \\w+$"));
            if (m.source != m.source.trimmed() && !unit.match(m.source).hasMatch())
                problems << QStringLiteral("starts or ends with a space: \"%1\"").arg(m.source);
            if (article.match(m.source).hasMatch())
                problems << QStringLiteral("a piece of a sentence: \"%1\"").arg(m.source);
            if (m.source.contains(QLatin1String("(s)")) &&
                (!m.numerus || !m.source.contains(QLatin1String("%n"))))
                problems << QStringLiteral("a plural without %n: \"%1\"").arg(m.source);
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        static const QRegularExpression glued(
            QStringLiteral("\\+=?\\s*tr\\(|\\btr\\(\"(?:[^\"\\\\]|\\\\.)*\"\\)\\s*\\+"));
        QDirIterator files(sourceDir() + QStringLiteral("/app"), {QStringLiteral("*.cpp")},
                           QDir::Files, QDirIterator::Subdirectories);
        int read = 0;
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            ++read;
            const QString text = QString::fromUtf8(file.readAll());
            for (auto it = glued.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const auto line = text.left(m.capturedStart()).count(QLatin1Char('\n')) + 1;
                problems << QStringLiteral("%1:%2 joins a message to other text with +")
                                .arg(file.fileName())
                                .arg(line);
            }
        }
        QVERIFY(read > 50);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void everyRulesPageHasEachTranslationWithTheSameSections_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("page");
        const QDir english(sourceDir() + QStringLiteral("/docs/rules"));
        const QStringList pages = english.entryList({QStringLiteral("*.md")}, QDir::Files);
        QVERIFY(pages.size() >= 8);
        for (const QString& language : Languages)
            for (const QString& page : pages)
                QTest::newRow(qPrintable(language + QLatin1Char('/') + page)) << language << page;
    }

    void everyRulesPageHasEachTranslationWithTheSameSections()
    {
        QFETCH(QString, language);
        QFETCH(QString, page);
        const QString rules = sourceDir() + QStringLiteral("/docs/rules/");
        const QStringList english = outline(rules + page);
        const QStringList translated = outline(rules + language + QLatin1Char('/') + page);
        QCOMPARE(translated, english);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
