// Card themes read from disk: the builtin ones load; a description or deck that is damaged,
// hostile or just wrong is refused quickly with a message naming the problem, and the builtin
// theme stands in for it.

#include "table/cardtheme.h"

#include "harness/testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <sys/stat.h>
#include <sys/types.h>

#include "testmain.h"

namespace {

const QString FrenchDeck = QStringLiteral(":/decks/french/deck.svg");

QByteArray description(const QByteArray& name, const QByteArray& pack, const QByteArray& aspect,
                       const QByteArray& file)
{
    return "{\"name\": " + name + ", \"pack\": " + pack + ", \"aspect\": " + aspect +
           ", \"file\": " + file + "}";
}

QByteArray validDescription()
{
    return description("\"Test deck\"", "\"french52\"", "0.714285", "\"deck.svg\"");
}

} // namespace

class CardThemeTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void bothBuiltinThemesLoad();
    void aThemeNextToItsDeckLoads();
    void unknownMembersAreIgnored();
    void aFileOutsideTheThemeFolderIsRefusedNamingFile_data();
    void aFileOutsideTheThemeFolderIsRefusedNamingFile();
    void aDirectoryAsTheThemeIsRefused();
    void aFifoAsTheThemeIsRefusedWithoutHanging();
    void aFifoAsTheDeckIsRefusedWithoutHanging();
    void aDescriptionOver64KiBIsRefused();
    void aDeckOver16MiBIsRefusedWithoutReadingIt();
    void aBadAspectIsRefusedNamingAspect_data();
    void aBadAspectIsRefusedNamingAspect();
    void anUnknownPackIsRefusedNamingPack();
    void aMissingOrEmptyNameIsRefusedNamingName();
    void brokenJsonIsRefusedWithItsPlace();
    void aDeckMissingTheQueenOfSpadesIsRefusedNamingIt();
    void aDeckThatIsNotSvgIsRefused();
    void aSpanishThemeNeedsTheSpanishCards();
    void aHugeEchoedNameIsClippedInTheMessage();
    void theFallbackGivesTheBuiltinThemeAndTheMessage();
    void theFallbackReplacesAThemeForAnotherPack();
    void aGoodThemeNeedsNoFallback();

private:
    QString themePath() const { return m_dir->filePath(QStringLiteral("theme.json")); }
    QString deckPath() const { return m_dir->filePath(QStringLiteral("deck.svg")); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void CardThemeTest::initTestCase()
{
    Q_INIT_RESOURCE(followsuit_resources);
}

void CardThemeTest::init()
{
    // A fresh folder per test with a copy of the builtin French deck.
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(QFile::copy(FrenchDeck, deckPath()));
}

void CardThemeTest::bothBuiltinThemesLoad()
{
    const CardTheme::Loaded french = CardTheme::builtin(fs::PackKind::French52);
    QVERIFY2(french.theme, qPrintable(french.error));
    QVERIFY(french.error.isEmpty());
    QCOMPARE(french.theme->pack(), fs::PackKind::French52);
    QCOMPARE(french.theme->name(), QStringLiteral("Follow Suit Classic"));
    QVERIFY(qAbs(french.theme->aspect() - 2.5 / 3.5) < 0.001);
    QCOMPARE(french.theme->svgData(), readFile(FrenchDeck));

    const CardTheme::Loaded spanish = CardTheme::builtin(fs::PackKind::Spanish48);
    QVERIFY2(spanish.theme, qPrintable(spanish.error));
    QCOMPARE(spanish.theme->pack(), fs::PackKind::Spanish48);
    QCOMPARE(spanish.theme->svgData(), readFile(QStringLiteral(":/decks/spanish/deck.svg")));
}

void CardThemeTest::aThemeNextToItsDeckLoads()
{
    QVERIFY(writeFile(themePath(), validDescription()));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY2(loaded.theme, qPrintable(loaded.error));
    QVERIFY(loaded.error.isEmpty());
    QCOMPARE(loaded.theme->name(), QStringLiteral("Test deck"));
    QCOMPARE(loaded.theme->svgPath(), deckPath());
    QCOMPARE(loaded.theme->svgData(), readFile(deckPath()));
}

void CardThemeTest::unknownMembersAreIgnored()
{
    QVERIFY(writeFile(themePath(), "{\"name\": \"Test\", \"pack\": \"french52\", \"aspect\": 0.7, "
                                   "\"file\": \"deck.svg\", \"author\": [1, {\"x\": null}]}"));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY2(loaded.theme, qPrintable(loaded.error));
}

void CardThemeTest::aFileOutsideTheThemeFolderIsRefusedNamingFile_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::newRow("parent folder") << QByteArray("\"../x.svg\"");
    QTest::newRow("absolute path") << QByteArray("\"/etc/passwd\"");
    QTest::newRow("absolute svg") << QByteArray("\"/tmp/deck.svg\"");
    QTest::newRow("sub folder") << QByteArray("\"sub/deck.svg\"");
    QTest::newRow("backslash") << QByteArray("\"..\\\\deck.svg\"");
    QTest::newRow("dot dot name") << QByteArray("\"..deck.svg\"");
    QTest::newRow("not svg") << QByteArray("\"deck.png\"");
    QTest::newRow("empty") << QByteArray("\"\"");
    QTest::newRow("number") << QByteArray("7");
    QTest::newRow("missing file") << QByteArray("\"nothere.svg\"");
}

void CardThemeTest::aFileOutsideTheThemeFolderIsRefusedNamingFile()
{
    QFETCH(QByteArray, file);
    QVERIFY(writeFile(themePath(), description("\"Test\"", "\"french52\"", "0.7", file)));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QStringLiteral("“file”")), qPrintable(loaded.error));
}

void CardThemeTest::aDirectoryAsTheThemeIsRefused()
{
    const CardTheme::Loaded loaded = CardTheme::load(m_dir->path());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QLatin1String("not a regular file")), qPrintable(loaded.error));
}

void CardThemeTest::aFifoAsTheThemeIsRefusedWithoutHanging()
{
    const QString fifo = m_dir->filePath(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer clock;
    clock.start();
    const CardTheme::Loaded loaded = CardTheme::load(fifo); // opening it would block forever
    QVERIFY(clock.elapsed() < 5000);
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QLatin1String("not a regular file")), qPrintable(loaded.error));
}

void CardThemeTest::aFifoAsTheDeckIsRefusedWithoutHanging()
{
    QVERIFY(QFile::remove(deckPath()));
    QCOMPARE(::mkfifo(QFile::encodeName(deckPath()).constData(), 0600), 0);
    QVERIFY(writeFile(themePath(), validDescription()));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QStringLiteral("“file”")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(QLatin1String("not a regular file")), qPrintable(loaded.error));
}

void CardThemeTest::aDescriptionOver64KiBIsRefused()
{
    // Valid JSON, only too long: the size alone refuses it.
    QByteArray big = validDescription();
    big.insert(1, "\"padding\": \"" + QByteArray(64 * 1024, 'x') + "\", ");
    QVERIFY(writeFile(themePath(), big));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QLatin1String("larger than 64 KiB")), qPrintable(loaded.error));

    // Just under the limit is fine.
    big = validDescription();
    big.insert(1, "\"padding\": \"" + QByteArray(60 * 1024, 'x') + "\", ");
    QVERIFY(writeFile(themePath(), big));
    QVERIFY(CardTheme::load(themePath()).theme);
}

void CardThemeTest::aDeckOver16MiBIsRefusedWithoutReadingIt()
{
    QFile deck(deckPath());
    QVERIFY(deck.resize(CardTheme::MaxSvgBytes + 1)); // sparse: no 16 MiB written
    QVERIFY(writeFile(themePath(), validDescription()));
    QElapsedTimer clock;
    clock.start();
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(clock.elapsed() < 5000);
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QStringLiteral("“file”")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(QLatin1String("larger than 16 MiB")), qPrintable(loaded.error));
}

void CardThemeTest::aBadAspectIsRefusedNamingAspect_data()
{
    QTest::addColumn<QByteArray>("aspect");
    QTest::newRow("too large for a double") << QByteArray("1e309");
    QTest::newRow("text") << QByteArray("\"abc\"");
    QTest::newRow("five") << QByteArray("5");
    QTest::newRow("just too narrow") << QByteArray("0.39");
    QTest::newRow("negative") << QByteArray("-0.7");
    QTest::newRow("null") << QByteArray("null");
    QTest::newRow("list") << QByteArray("[0.7]");
}

void CardThemeTest::aBadAspectIsRefusedNamingAspect()
{
    QFETCH(QByteArray, aspect);
    QVERIFY(
        writeFile(themePath(), description("\"Test\"", "\"french52\"", aspect, "\"deck.svg\"")));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QStringLiteral("“aspect”")), qPrintable(loaded.error));
}

void CardThemeTest::anUnknownPackIsRefusedNamingPack()
{
    QVERIFY(writeFile(themePath(), description("\"Test\"", "\"tarot78\"", "0.7", "\"deck.svg\"")));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QStringLiteral("“pack”")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(QLatin1String("tarot78")), qPrintable(loaded.error));
}

void CardThemeTest::aMissingOrEmptyNameIsRefusedNamingName()
{
    for (const QByteArray& name : {QByteArray("\"  \""), QByteArray("null"), QByteArray("{}")}) {
        QVERIFY(writeFile(themePath(), description(name, "\"french52\"", "0.7", "\"deck.svg\"")));
        const CardTheme::Loaded loaded = CardTheme::load(themePath());
        QVERIFY(!loaded.theme);
        QVERIFY2(loaded.error.contains(QStringLiteral("“name”")), qPrintable(loaded.error));
    }
}

void CardThemeTest::brokenJsonIsRefusedWithItsPlace()
{
    QVERIFY(writeFile(themePath(), "{\"name\": \"Test\",\n \"pack\": \"french52\",,\n}"));
    CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QLatin1String("line 2")), qPrintable(loaded.error));

    QVERIFY(writeFile(themePath(), "[\"name\", \"Test\"]"));
    loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QLatin1String("JSON object")), qPrintable(loaded.error));
}

void CardThemeTest::aDeckMissingTheQueenOfSpadesIsRefusedNamingIt()
{
    QByteArray svg = readFile(FrenchDeck);
    QVERIFY(svg.contains("id=\"queen_spade\""));
    svg.replace("id=\"queen_spade\"", "id=\"queen_spade_old\"");
    QVERIFY(writeFile(deckPath(), svg));
    QVERIFY(writeFile(themePath(), validDescription()));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QLatin1String("queen_spade")), qPrintable(loaded.error));
}

void CardThemeTest::aDeckThatIsNotSvgIsRefused()
{
    QVERIFY(writeFile(deckPath(), "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect id=\"back\""));
    QVERIFY(writeFile(themePath(), validDescription()));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QLatin1String("not an SVG image")), qPrintable(loaded.error));
}

void CardThemeTest::aSpanishThemeNeedsTheSpanishCards()
{
    // The French deck lacks the Spanish pack's cards: the first one missing is named.
    QVERIFY(
        writeFile(themePath(), description("\"Test\"", "\"spanish48\"", "0.7", "\"deck.svg\"")));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QStringLiteral("“1_coin”")), qPrintable(loaded.error));
}

void CardThemeTest::aHugeEchoedNameIsClippedInTheMessage()
{
    // The name is quoted in every later message; a hostile one must not flood or garble it.
    const QByteArray name = "\"\\u0007\\u202e" + QByteArray(20000, 'N') + "\"";
    QVERIFY(writeFile(themePath(), description(name, "\"french52\"", "5", "\"deck.svg\"")));
    const CardTheme::Loaded loaded = CardTheme::load(themePath());
    QVERIFY(!loaded.theme);
    QVERIFY2(loaded.error.contains(QStringLiteral("“aspect”")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.size() < 500, qPrintable(loaded.error));
    QVERIFY(loaded.error.contains(QStringLiteral("NNN…")));
    QVERIFY(loaded.error.contains(QLatin1String("\\u{7}\\u{202e}")));
    static const QRegularExpression controls(QStringLiteral("[\\x{0}-\\x{1f}\\x{202e}]"));
    QVERIFY(!loaded.error.contains(controls));
}

void CardThemeTest::theFallbackGivesTheBuiltinThemeAndTheMessage()
{
    QVERIFY(
        writeFile(themePath(), description("\"Test\"", "\"french52\"", "\"abc\"", "\"deck.svg\"")));
    const CardTheme::Loaded loaded = CardTheme::loadOrBuiltin(themePath(), fs::PackKind::French52);
    QVERIFY(loaded.theme);
    QCOMPARE(loaded.theme->name(), QStringLiteral("Follow Suit Classic"));
    QCOMPARE(loaded.theme->svgPath(), QStringLiteral(":/decks/french/deck.svg"));
    QCOMPARE(loaded.error, CardTheme::load(themePath()).error);
    QVERIFY(loaded.error.contains(QStringLiteral("“aspect”")));
}

void CardThemeTest::theFallbackReplacesAThemeForAnotherPack()
{
    QVERIFY(writeFile(themePath(), validDescription()));
    const CardTheme::Loaded loaded = CardTheme::loadOrBuiltin(themePath(), fs::PackKind::Spanish48);
    QVERIFY(loaded.theme);
    QCOMPARE(loaded.theme->pack(), fs::PackKind::Spanish48);
    QCOMPARE(loaded.theme->name(), QStringLiteral("Follow Suit Spanish"));
    QVERIFY2(loaded.error.contains(QLatin1String("Spanish")), qPrintable(loaded.error));
}

void CardThemeTest::aGoodThemeNeedsNoFallback()
{
    QVERIFY(writeFile(themePath(), validDescription()));
    const CardTheme::Loaded loaded = CardTheme::loadOrBuiltin(themePath(), fs::PackKind::French52);
    QVERIFY(loaded.theme);
    QCOMPARE(loaded.theme->name(), QStringLiteral("Test deck"));
    QVERIFY(loaded.error.isEmpty());
}

FOLLOWSUIT_TEST_MAIN(CardThemeTest)
#include "tst_cardtheme.moc"
