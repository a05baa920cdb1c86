// The letters in the corners of the built-in French cards follow the language, as the card names
// do: a French player sees R, D and V on the king, queen and jack (and reads "R♠" in the status
// bar), a German one K, D and B. Only the corner indices change; a deck without letters of its
// own to offer (a KDE deck) shows its cards as drawn.

#include "core/pack.h"
#include "settings/deckpicker.h"
#include "table/cardrenderer.h"
#include "text/apptranslations.h"
#include "text/gametext.h"

#include "harness/testfiles.h"

#include <QDir>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTest>

#include "testmain.h"

namespace {

const QStringList CourtDecks = {QStringLiteral(":/decks/french/deck.svg"),
                                QStringLiteral(":/decks/french4/deck.svg")};
const QStringList CourtSuits = {QStringLiteral("club"), QStringLiteral("diamond"),
                                QStringLiteral("heart"), QStringLiteral("spade")};
// The letters the built-in faces are drawn with, jack to ace.
const QStringList DrawnLetters = {QStringLiteral("J"), QStringLiteral("Q"), QStringLiteral("K"),
                                  QStringLiteral("A")};
const QStringList CourtRanks = {QStringLiteral("jack"), QStringLiteral("queen"),
                                QStringLiteral("king"), QStringLiteral("1")};

QSize courtCardSize(int width)
{
    return {width, qRound(width * 350.0 / 250.0)};
}

QImage courtFace(CardRenderer& renderer, const QString& element, int width)
{
    return renderer.pixmap(element, courtCardSize(width), 1.0)
        .toImage()
        .convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// The card as QSvgRenderer draws it alone, and with the overlay `overlay` (if any) on top.
QImage courtDrawn(QSvgRenderer& svg, const QString& element, const QString& overlay, int width)
{
    QImage image(courtCardSize(width), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF target(QPointF(0, 0), QSizeF(image.size()));
    svg.render(&painter, element, target);
    if (!overlay.isEmpty())
        svg.render(&painter, overlay, target);
    return image;
}

// The two corners' rank glyphs at `width` (tools/cardart/cardbase.py, INDEX_PATCH: 5.5 to 46
// across, 8 to 69.5 down, and the same turned), a pixel wider each way for the smoothing.
QList<QRect> courtIndexRegions(int width)
{
    const double scale = width / 250.0;
    const QRectF topLeft(5.5 * scale, 8 * scale, 40.5 * scale, 61.5 * scale);
    const QSize size = courtCardSize(width);
    const QRectF bottomRight(size.width() - topLeft.right(), size.height() - topLeft.bottom(),
                             topLeft.width(), topLeft.height());
    return {topLeft.toAlignedRect().adjusted(-1, -1, 1, 1),
            bottomRight.toAlignedRect().adjusted(-1, -1, 1, 1)};
}

struct CourtChange {
    int topLeft = 0;     // pixels changed in the top-left index
    int bottomRight = 0; // in the bottom-right one
    int elsewhere = 0;   // anywhere else
};

CourtChange courtChange(const QImage& before, const QImage& after, int width)
{
    const QList<QRect> regions = courtIndexRegions(width);
    CourtChange change;
    for (int y = 0; y < before.height(); ++y)
        for (int x = 0; x < before.width(); ++x) {
            if (before.pixel(x, y) == after.pixel(x, y))
                continue;
            const QPoint at(x, y);
            int& count = regions[0].contains(at)   ? change.topLeft
                         : regions[1].contains(at) ? change.bottomRight
                                                   : change.elsewhere;
            ++count;
        }
    return change;
}

// The largest difference of one colour channel between the two images, and where it is.
struct CourtDifference {
    int amount = 0;
    QPoint at;
};

CourtDifference courtLargestDifference(const QImage& a, const QImage& b)
{
    CourtDifference largest;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            const int amount = std::max({qAbs(qRed(p) - qRed(q)), qAbs(qGreen(p) - qGreen(q)),
                                         qAbs(qBlue(p) - qBlue(q)), qAbs(qAlpha(p) - qAlpha(q))});
            if (amount > largest.amount)
                largest = {amount, QPoint(x, y)};
        }
    return largest;
}

// The languages the app ships a catalogue for ("fr", "de", ...), from its resources.
QStringList courtLanguages()
{
    QStringList languages;
    const QRegularExpression name(QStringLiteral("^followsuit_([a-z]{2,3})\\.qm$"));
    for (const QString& file : QDir(QStringLiteral(":/i18n")).entryList(QDir::Files))
        if (const QRegularExpressionMatch m = name.match(file); m.hasMatch())
            languages << m.captured(1);
    return languages;
}

} // namespace

class CourtLettersTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void cornersChangeWhereTheLanguageWritesAnotherLetter_data();
    void cornersChangeWhereTheLanguageWritesAnotherLetter();
    void everyCatalogueLetterHasAnOverlayTheSizeOfACard();
    void theCardsShowTheLettersTheCardNamesWrite();
    void anOverlayOfTheDrawnLetterLeavesTheCardAsItWas();
    void aDeckWithoutOverlaysShowsItsCardsAsDrawn();
    void switchingBackFindsTheEarlierPixmapsCached();
    void thePreferencesPreviewShowsTheLanguagesLetters();
};

void CourtLettersTest::initTestCase()
{
    Q_INIT_RESOURCE(followsuit_resources);
    QVERIFY(courtLanguages().contains(QStringLiteral("fr")));
}

void CourtLettersTest::cleanup()
{
    AppTranslations::install(QLocale(QLocale::English));
}

void CourtLettersTest::cornersChangeWhereTheLanguageWritesAnotherLetter_data()
{
    QTest::addColumn<QString>("deck");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("element");
    QTest::addColumn<bool>("changes");
    // French: roi, dame, valet. German: König (K as in English), Dame, Bube. Spanish: rey,
    // dama, jota (J as in English).
    const struct {
        const char* language;
        const char* element;
        bool changes;
    } rows[] = {
        {"fr", "king_spade", true},  {"fr", "queen_heart", true},  {"fr", "jack_diamond", true},
        {"fr", "1_club", false},     {"fr", "10_spade", false},    {"de", "king_spade", false},
        {"de", "queen_heart", true}, {"de", "jack_diamond", true}, {"de", "1_club", false},
        {"es", "king_spade", true},  {"es", "queen_heart", true},  {"es", "jack_diamond", false}};
    for (const QString& deck : CourtDecks)
        for (const auto& row : rows)
            QTest::addRow("%s %s %s", qPrintable(deck.section(u'/', -2, -2)), row.language,
                          row.element)
                << deck << QString::fromLatin1(row.language) << QString::fromLatin1(row.element)
                << row.changes;
}

void CourtLettersTest::cornersChangeWhereTheLanguageWritesAnotherLetter()
{
    QFETCH(QString, deck);
    QFETCH(QString, language);
    QFETCH(QString, element);
    QFETCH(bool, changes);
    for (int width : {60, 120}) {
        // One renderer through the switch, as the table keeps its own: the new language must not
        // be handed the English pixmaps from the cache. (A renderer per size, or the second size
        // would be the first one's pixmap scaled while its own is rendered.)
        CardRenderer renderer(deck);
        AppTranslations::install(QLocale(QLocale::English));
        const QImage english = courtFace(renderer, element, width);
        QVERIFY(AppTranslations::install(QLocale(language)));
        const QImage translated = courtFace(renderer, element, width);
        const CourtChange change = courtChange(english, translated, width);
        QCOMPARE(change.elsewhere, 0);
        if (changes) {
            QVERIFY2(change.topLeft > 0 && change.bottomRight > 0,
                     qPrintable(QStringLiteral("%1 px wide: %2 and %3 pixels changed")
                                    .arg(width)
                                    .arg(change.topLeft)
                                    .arg(change.bottomRight)));
        } else {
            QCOMPARE(translated, english);
        }
    }
}

void CourtLettersTest::everyCatalogueLetterHasAnOverlayTheSizeOfACard()
{
    for (const QString& deck : CourtDecks) {
        QSvgRenderer svg(deck);
        QVERIFY(svg.isValid());
        for (const QString& language : courtLanguages()) {
            AppTranslations::install(QLocale(language));
            for (int rank = 9; rank <= 12; ++rank) {
                const QString letter = GameText::rankLetter(rank);
                for (const QString& suit : CourtSuits) {
                    const QString overlay = QStringLiteral("index_%1_%2").arg(letter, suit);
                    QVERIFY2(svg.elementExists(overlay), qPrintable(deck + u' ' + overlay));
                    // Drawn over the card in the card's rectangle, so it must span a card.
                    QCOMPARE(svg.boundsOnElement(overlay).size(),
                             svg.boundsOnElement(QStringLiteral("1_spade")).size());
                }
            }
        }
    }
}

void CourtLettersTest::theCardsShowTheLettersTheCardNamesWrite()
{
    const fs::Pack& pack = fs::Pack::french52();
    for (const QString& deck : CourtDecks) {
        CardRenderer renderer(deck);
        QSvgRenderer svg(deck);
        const QStringList languages = courtLanguages() << QStringLiteral("en");
        for (const QString& language : languages) {
            AppTranslations::install(QLocale(language));
            for (int suit = 0; suit < 4; ++suit)
                for (int rank = 11; rank <= 14; ++rank) {
                    const fs::Card card = pack.card(suit, rank);
                    const QString element = QString::fromStdString(pack.artId(card));
                    const QString written = GameText::cardName(pack, card).chopped(1);
                    const QString drawn = DrawnLetters[rank - 11];
                    const QString overlay =
                        written == drawn
                            ? QString()
                            : QStringLiteral("index_%1_%2").arg(written, element.section(u'_', 1));
                    QVERIFY2(overlay.isEmpty() || svg.elementExists(overlay), qPrintable(overlay));
                    QVERIFY2(courtFace(renderer, element, 60) ==
                                 courtDrawn(svg, element, overlay, 60),
                             qPrintable(QStringLiteral("%1 in %2, written %3")
                                            .arg(element, language, written)));
                }
        }
    }
}

void CourtLettersTest::anOverlayOfTheDrawnLetterLeavesTheCardAsItWas()
{
    // The overlay's patch hides the drawn glyph and puts its own exactly where it was: with the
    // same letter the card must come out as it went in, but for the smoothing at the patch's
    // edges. Where an edge shares a pixel with the border or with the glyph's own smoothed edge
    // (the margins are narrower than a pixel on a small card), that pixel moves a little: over
    // every width from 50 to 260 px, by 18 of 255 at most.
    int largest = 0;
    for (const QString& deck : CourtDecks) {
        QSvgRenderer svg(deck);
        for (int r = 0; r < CourtRanks.size(); ++r)
            for (const QString& suit : CourtSuits)
                for (int width : {60, 73, 90, 120, 250}) {
                    const QString element = CourtRanks[r] + u'_' + suit;
                    const QString overlay =
                        QStringLiteral("index_%1_%2").arg(DrawnLetters[r], suit);
                    QVERIFY2(svg.elementExists(overlay), qPrintable(overlay));
                    const CourtDifference difference =
                        courtLargestDifference(courtDrawn(svg, element, {}, width),
                                               courtDrawn(svg, element, overlay, width));
                    QVERIFY2(difference.amount <= 20,
                             qPrintable(QStringLiteral("%1 at %2 px: %3 at (%4, %5)")
                                            .arg(element)
                                            .arg(width)
                                            .arg(difference.amount)
                                            .arg(difference.at.x())
                                            .arg(difference.at.y())));
                    largest = std::max(largest, difference.amount);
                }
    }
    qInfo("largest difference in a colour channel: %d of 255", largest);
}

void CourtLettersTest::aDeckWithoutOverlaysShowsItsCardsAsDrawn()
{
    // The built-in deck without its overlays stands for a KDE deck, whose letters are the ones its
    // artist drew: there is nothing to paint over them with.
    QString svgText = QString::fromUtf8(readFile(CourtDecks[0]));
    svgText.remove(QRegularExpression(QStringLiteral(R"(<g id="index_[^"]*"[^>]*>.*?</g>\n)"),
                                      QRegularExpression::DotMatchesEverythingOption));
    const QByteArray bytes = svgText.toUtf8();
    CardRenderer renderer(bytes, 250.0 / 350.0);
    QSvgRenderer svg(bytes);
    QVERIFY(!svg.elementExists(QStringLiteral("index_R_spade")));
    QVERIFY(svg.elementExists(QStringLiteral("king_spade")));
    QVERIFY(AppTranslations::install(QLocale(QStringLiteral("fr"))));
    for (const QString& element : {QStringLiteral("king_spade"), QStringLiteral("queen_heart")})
        QCOMPARE(courtFace(renderer, element, 90), courtDrawn(svg, element, {}, 90));
}

void CourtLettersTest::switchingBackFindsTheEarlierPixmapsCached()
{
    CardRenderer renderer(CourtDecks[0]);
    const QString king = QStringLiteral("king_heart");
    const QPixmap english = renderer.pixmap(king, courtCardSize(90), 1.0);
    QVERIFY(AppTranslations::install(QLocale(QStringLiteral("fr"))));
    // Rendered at once, not the English card handed out as a stand-in until the French one is.
    const QPixmap french = renderer.pixmap(king, courtCardSize(90), 1.0);
    QVERIFY(french.toImage() != english.toImage());
    AppTranslations::install(QLocale(QLocale::English));
    QCOMPARE(renderer.pixmap(king, courtCardSize(90), 1.0).cacheKey(), english.cacheKey());
}

FOLLOWSUIT_TEST_MAIN(CourtLettersTest)
// The preview of the deck in the preferences shows the king and queen with the language's
// letters, as the table does.
void CourtLettersTest::thePreferencesPreviewShowsTheLanguagesLetters()
{
    const auto preview = [](const char* language) {
        AppTranslations::install(QLocale(QString::fromLatin1(language)));
        DeckPicker picker;
        picker.show();
        picker.setChoice(QString(), false);
        if (!QTest::qWaitFor([&picker] { return !picker.previewPending(); }, 20000))
            return QImage();
        return picker.preview()->pixmap().toImage();
    };
    const QImage english = preview("en");
    const QImage french = preview("fr");
    const QImage englishAgain = preview("en");
    AppTranslations::install(QLocale(QLocale::English));
    QVERIFY(!english.isNull());
    QCOMPARE(french.size(), english.size());
    QVERIFY(french != english);
    QCOMPARE(englishAgain, english);
}

#include "tst_courtletters.moc"
