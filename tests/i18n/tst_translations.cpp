// The translations are complete and current: every message of every language's catalogue is
// finished and keeps its placeholders, lupdate finds no message in the sources that the
// catalogues lack, every rules page has each translation, with the English one's sections and
// tables, and each catalogue says a deal, a hand, a game ... with its language's glossary words.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

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

// A glossary (translations/glossary-<lang>.md) names each concept's words; its format is
// described in the file itself. A form is a word or phrase, "*" any letters.
struct Form {
    QString text;
    QRegularExpression pattern;
};

struct Term {
    QString name; // the concept
    QList<Form> english;
    QList<Form> required;
    QList<Form> forbidden;
};

struct Glossary {
    QList<Term> terms;
    // "concept|source" → the concept that word has in that message ("" for none).
    QHash<QString, QString> exceptions;
};

// Whole words only, so that "main" is not found in "demain"; a capital makes a form match only
// with it, so that German's noun "Spielen" is not the verb "spielen".
Form form(const QString& text)
{
    QString pattern = QStringLiteral("(?<![\\p{L}\\p{N}_])");
    for (const QChar c : text) {
        if (c == QLatin1Char('*'))
            pattern += QLatin1String("\\p{L}*");
        else if (c == QLatin1Char(' '))
            pattern += QLatin1String("\\s+");
        else
            pattern += QRegularExpression::escape(QString(c));
    }
    pattern += QLatin1String("(?![\\p{L}\\p{N}_])");
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (text == text.toLower())
        options |= QRegularExpression::CaseInsensitiveOption;
    return {text, QRegularExpression(pattern, options)};
}

QList<Form> forms(const QString& cell)
{
    QList<Form> list;
    for (QString item : cell.split(QLatin1Char(','))) {
        item.remove(QLatin1Char('`'));
        item = item.trimmed();
        if (!item.isEmpty() && item != QStringLiteral("—"))
            list << form(item);
    }
    return list;
}

QStringList tableCells(const QString& line)
{
    QStringList cells = line.trimmed().split(QLatin1Char('|'));
    cells = cells.mid(1, cells.size() - 2);
    for (QString& cell : cells)
        cell = cell.trimmed();
    return cells;
}

// Reads the "Terms" table (concept | English forms | required | forbidden | why) and the
// "Exceptions" table (concept | message | checked as | why), known by their headers.
Glossary readGlossary(const QString& path, QString& error)
{
    Glossary glossary;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read %1").arg(path);
        return glossary;
    }
    enum { None, Terms, Exceptions } table = None;
    static const QRegularExpression rule(QStringLiteral("^[-: ]+$"));
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('|'))) {
            table = None;
            continue;
        }
        const QStringList cells = tableCells(line);
        if (cells.size() < 4 || rule.match(cells[0]).hasMatch())
            continue;
        if (cells[0] == QLatin1String("concept")) {
            table = cells[1] == QLatin1String("English forms") ? Terms : Exceptions;
        } else if (table == Terms) {
            glossary.terms << Term{cells[0], forms(cells[1]), forms(cells[2]), forms(cells[3])};
        } else if (table == Exceptions) {
            QString source = cells[1];
            source.remove(QLatin1Char('`'));
            const QString as = cells[2] == QStringLiteral("—") ? QString() : cells[2];
            glossary.exceptions.insert(cells[0] + QLatin1Char('|') + source, as);
        }
    }
    if (glossary.terms.size() < 9)
        error = QStringLiteral("%1 has no table of terms").arg(path);
    return glossary;
}

// The words of a message: a "&" accelerator and a command-line name ("--game",
// "followsuit-cli games") are not words of the sentence.
QString wordsOf(QString text)
{
    static const QRegularExpression names(QStringLiteral("&(?=\\w)|--\\w+|followsuit-cli \\w+"));
    return text.remove(names);
}

int occurrences(const QString& text, const Form& f)
{
    int n = 0;
    for (auto it = f.pattern.globalMatch(text); it.hasNext(); it.next())
        ++n;
    return n;
}

// How many times the English source names each concept. Where one concept's form lies inside
// a longer one's ("tricks" in "odd tricks"), the longer one names it.
QHash<QString, int> conceptsNamed(const Glossary& glossary, const QString& source)
{
    struct Span {
        qsizetype start, end;
        QString name;
    };
    QList<Span> spans;
    const QString words = wordsOf(source);
    for (const Term& term : glossary.terms)
        for (const Form& english : term.english)
            for (auto it = english.pattern.globalMatch(words); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                spans << Span{m.capturedStart(), m.capturedEnd(), term.name};
            }
    QHash<QString, int> named;
    for (const Span& s : spans) {
        const bool inside = std::any_of(spans.cbegin(), spans.cend(), [&s](const Span& o) {
            return o.name != s.name && o.start <= s.start && s.end <= o.end &&
                   o.end - o.start > s.end - s.start;
        });
        const auto exception = glossary.exceptions.constFind(s.name + QLatin1Char('|') + source);
        const QString meaning =
            exception == glossary.exceptions.cend() ? s.name : exception.value();
        if (!inside && !meaning.isEmpty())
            ++named[meaning];
    }
    return named;
}

// One translated form against the concepts its source names: one of the required words, and
// a forbidden word only as often as the source names another concept that requires it.
QStringList glossaryProblems(const Glossary& glossary, const QString& source,
                             const QString& translation)
{
    const QHash<QString, int> named = conceptsNamed(glossary, source);
    const QString words = wordsOf(translation);
    QStringList problems;
    const auto prefix = [&](const Term& term) {
        return QStringLiteral("[%1] \"%2\" → \"%3\"").arg(term.name, source, translation);
    };
    for (const Term& term : glossary.terms) {
        if (!named.contains(term.name))
            continue;
        QStringList wanted;
        for (const Form& f : term.required)
            wanted << f.text;
        if (std::none_of(term.required.cbegin(), term.required.cend(),
                         [&words](const Form& f) { return f.pattern.match(words).hasMatch(); }))
            problems << prefix(term) + QStringLiteral(" lacks %1").arg(wanted.join(u'/'));
        for (const Form& f : term.forbidden) {
            int allowed = 0;
            for (const Term& other : glossary.terms)
                if (other.name != term.name &&
                    std::any_of(other.required.cbegin(), other.required.cend(),
                                [&f](const Form& r) { return r.text == f.text; }))
                    allowed += named.value(other.name);
            if (occurrences(words, f) > allowed)
                problems << prefix(term) + QStringLiteral(" uses %1").arg(f.text);
        }
    }
    return problems;
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

    void everyFinishedMessageUsesTheGlossaryWords_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : Languages)
            QTest::newRow(qPrintable(language)) << language;
    }

    // Each catalogue names a deal, a hand, a game, a trick ... with the one word its language's
    // glossary gives, the word of its rules pages, and never with another concept's word: a
    // score sheet with a "Mano" column for the deal and another for the hand size cannot be read.
    void everyFinishedMessageUsesTheGlossaryWords()
    {
        QFETCH(QString, language);
        const QString dir = sourceDir() + QStringLiteral("/translations/");
        QString error;
        const Glossary glossary =
            readGlossary(dir + QStringLiteral("glossary-%1.md").arg(language), error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Message> messages =
            readCatalogue(dir + QStringLiteral("followsuit_%1.ts").arg(language), error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        QSet<QString> keys;
        int named = 0;
        for (const Message& m : messages) {
            for (const Term& term : glossary.terms)
                keys << term.name + QLatin1Char('|') + m.source;
            if (!m.type.isEmpty())
                continue;
            named += conceptsNamed(glossary, m.source).isEmpty() ? 0 : 1;
            for (const QString& translation : m.forms)
                problems << glossaryProblems(glossary, m.source, translation);
        }
        QVERIFY(named > 200);
        // An exception outlives its message only by mistake: it would hide a future one.
        for (auto it = glossary.exceptions.cbegin(); it != glossary.exceptions.cend(); ++it)
            if (!keys.contains(it.key()))
                problems << QStringLiteral("an exception names no message: %1").arg(it.key());
        // Every problem on its own line: a message's whole text is the clue, and QTest cuts a
        // long failure message short.
        for (const QString& problem : std::as_const(problems))
            qWarning().noquote() << problem;
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problems, listed above").arg(problems.size())));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
