// KDE's card decks: every deck Debian's kdegames-card-data-kf5 installs (scripts/setup.sh
// installs the package) is found and either loads with all 53 cards or is refused with a message
// naming it; damaged and hostile decks are refused with a clear message, and the table then
// falls back to the built-in deck.

#include "table/cardtheme.h"
#include "table/deckchoice.h"
#include "table/kdedeck.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

#include "testmain.h"

namespace {

void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray gzip(const QByteArray& bytes)
{
    z_stream s{};
    deflateInit2(&s, Z_BEST_SPEED, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(static_cast<qsizetype>(deflateBound(&s, static_cast<uLong>(bytes.size()))),
                   Qt::Uninitialized);
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.constData()));
    s.avail_in = static_cast<uInt>(bytes.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    deflate(&s, Z_FINISH);
    out.resize(static_cast<qsizetype>(s.total_out));
    deflateEnd(&s);
    return out;
}

// A small deck with every element of the French pack, the cards `width` by 350.
QByteArray smallDeck(int width = 250, const QString& without = QString())
{
    QByteArray svg = "<svg xmlns='http://www.w3.org/2000/svg' width='250' height='350'>";
    const fs::Pack& pack = fs::Pack::of(fs::PackKind::French52);
    QStringList ids{QStringLiteral("back")};
    for (int i = 0; i < pack.size(); ++i)
        ids << QString::fromStdString(pack.artId(fs::Card(i)));
    for (const QString& id : ids)
        if (id != without)
            svg += QStringLiteral("<rect id='%1' width='%2' height='350'/>")
                       .arg(id)
                       .arg(width)
                       .toUtf8();
    return svg + "</svg>";
}

QByteArray index(const QString& name, const QString& svg)
{
    return QStringLiteral("[KDE Backdeck]\nName=%1\nName[fr]=%1 (fr)\nSVG=%2\nPreview=11.png\n")
        .arg(name, svg)
        .toUtf8();
}

} // namespace

class KdeDecksTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyInstalledDeckLoadsOrIsRefusedWithAMessage()
    {
        const QList<KdeDeck::Found> decks = KdeDeck::installed();
        QVERIFY2(!decks.isEmpty(),
                 "no KDE card decks found: scripts/setup.sh installs "
                 "kdegames-card-data-kf5, which puts them in /usr/share/carddecks");
        int loaded = 0;
        for (const KdeDeck::Found& deck : decks) {
            QVERIFY(!deck.name.isEmpty());
            QElapsedTimer clock;
            clock.start();
            const CardTheme::Loaded theme = CardTheme::loadKde(deck.indexPath);
            const qint64 ms = clock.elapsed();
            if (theme.theme) {
                ++loaded;
                QCOMPARE(theme.theme->name(), deck.name);
                QCOMPARE(theme.theme->pack(), fs::PackKind::French52);
                QVERIFY(theme.theme->aspect() >= CardTheme::MinAspect &&
                        theme.theme->aspect() <= CardTheme::MaxAspect);
                const QSvgRenderer renderer(theme.theme->svgData());
                QVERIFY(renderer.elementExists(QStringLiteral("queen_spade")));
                qInfo("%s: loads, %lld ms", qPrintable(deck.name), ms);
            } else {
                QVERIFY2(theme.error.contains(deck.name), qPrintable(theme.error));
                qInfo("%s: refused, %lld ms: %s", qPrintable(deck.name), ms,
                      qPrintable(theme.error));
            }
        }
        // Debian's package has both kinds: full French decks, and Skat decks of 32 cards.
        QVERIFY(loaded >= 1);
    }

    void aDeckIsFoundByItsIndexAndNamedInThePersonsLanguage()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("svg-mine")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("svg-broken")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("not-a-deck")));
        write(dir.filePath(QStringLiteral("svg-mine/index.desktop")),
              index(QStringLiteral("Mine"), QStringLiteral("mine.svgz")));
        write(dir.filePath(QStringLiteral("svg-mine/mine.svgz")), gzip(smallDeck()));
        write(dir.filePath(QStringLiteral("svg-broken/index.desktop")), "garbage\n");
        const QList<KdeDeck::Found> found = KdeDeck::foundIn({dir.path()});
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].name, QStringLiteral("Mine"));
        const CardTheme::Loaded theme = CardTheme::loadKde(found[0].indexPath);
        QVERIFY2(theme.theme, qPrintable(theme.error));
        QCOMPARE(theme.theme->aspect(), 250.0 / 350.0);
        // The table uses it as it uses a theme.
        const DeckCards cards =
            deckCards(fs::PackKind::French52, {QStringLiteral("deck"), found[0].indexPath, false});
        QVERIFY(cards.ok());
        QVERIFY(cards.error.isEmpty());
        QVERIFY(QSvgRenderer(cards.svg).elementExists(QStringLiteral("king_heart")));
    }

    void damagedDecksAreRefusedWithAMessageAndTheBuiltInDeckIsUsed_data()
    {
        QTest::addColumn<QByteArray>("indexText");
        QTest::addColumn<QByteArray>("deck");
        QTest::addColumn<QString>("says");
        const QByteArray good = gzip(smallDeck());
        QTest::newRow("no name") << QByteArray("[KDE Backdeck]\nSVG=d.svgz\n") << good
                                 << QStringLiteral("Name");
        QTest::newRow("another group") << QByteArray("[Desktop Entry]\nName=X\nSVG=d.svgz\n")
                                       << good << QStringLiteral("KDE Backdeck");
        QTest::newRow("a path out of its folder")
            << index(QStringLiteral("Out"), QStringLiteral("../d.svgz")) << good
            << QStringLiteral("../d.svgz");
        QTest::newRow("not an svg") << index(QStringLiteral("Png"), QStringLiteral("d.png")) << good
                                    << QStringLiteral("d.png");
        QTest::newRow("binary index") << QByteArray("\x7f"
                                                    "ELF\0\0\0",
                                                    7)
                                      << good << QStringLiteral("text");
        QTest::newRow("huge index")
            << QByteArray(200 * 1024, '#') << good << QStringLiteral("larger than");
        QTest::newRow("missing svg") << index(QStringLiteral("Gone"), QStringLiteral("gone.svgz"))
                                     << good << QStringLiteral("no such file");
        QTest::newRow("truncated svgz") << index(QStringLiteral("Cut"), QStringLiteral("d.svgz"))
                                        << good.left(good.size() / 2) << QStringLiteral("damaged");
        // A small file that unpacks to more than any deck: refused without unpacking it all.
        QTest::newRow("gzip bomb")
            << index(QStringLiteral("Bomb"), QStringLiteral("d.svgz"))
            << gzip(QByteArray(64 * 1024 * 1024, ' ')) << QStringLiteral("unpacks to more than");
        QTest::newRow("not svg inside") << index(QStringLiteral("Text"), QStringLiteral("d.svgz"))
                                        << gzip("hello") << QStringLiteral("not an SVG");
        QTest::newRow("a card missing")
            << index(QStringLiteral("Short"), QStringLiteral("d.svgz"))
            << gzip(smallDeck(250, QStringLiteral("queen_spade"))) << QStringLiteral("queen_spade");
        QTest::newRow("not card-shaped") << index(QStringLiteral("Wide"), QStringLiteral("d.svgz"))
                                         << gzip(smallDeck(700)) << QStringLiteral("card-shaped");
    }

    void damagedDecksAreRefusedWithAMessageAndTheBuiltInDeckIsUsed()
    {
        QFETCH(QByteArray, indexText);
        QFETCH(QByteArray, deck);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString indexPath = dir.filePath(QStringLiteral("index.desktop"));
        write(indexPath, indexText);
        write(dir.filePath(QStringLiteral("d.svgz")), deck);
        const CardTheme::Loaded theme = CardTheme::loadKde(indexPath);
        QVERIFY(!theme.theme);
        QVERIFY2(theme.error.contains(says), qPrintable(theme.error));
        QVERIFY2(theme.error.contains(QStringLiteral("KDE card deck")), qPrintable(theme.error));
        // The table shows the built-in deck and says why.
        const DeckCards cards =
            deckCards(fs::PackKind::French52, {QStringLiteral("deck"), indexPath, false});
        QVERIFY(cards.ok());
        QVERIFY(!cards.error.isEmpty());
        QVERIFY(QSvgRenderer(cards.svg).elementExists(QStringLiteral("queen_spade")));
    }
};

FOLLOWSUIT_TEST_MAIN(KdeDecksTest)
#include "tst_kdedecks.moc"
