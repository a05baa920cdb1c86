// The settings file, read back at every start: whatever it holds, the app gets values inside
// their documented ranges, is told in words what was wrong, keeps a damaged file aside before
// writing over it, and writes back only what it validated.

#include "controller/gamecontroller.h"
#include "settings/appsettings.h"
#include "settings/deckpicker.h"
#include "settings/settingsdialog.h"
#include "table/kdedeck.h"
#include "window/mainwindow.h"

#include "harness/testfiles.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPixmap>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include "testmain.h"

namespace {

// Qt reports QSettings::FormatError for a section header without its closing bracket and for a
// line without '=' (found by trying, Qt 6.4); it still reads the keys it can make out.
const QByteArray DamagedIni = "[table\ncomputerDelay=1200\n";

} // namespace

class AppSettingsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void missingSettingsGiveTheDefaultsWithoutComplaint();
    void theMenuSpeedsAreKeptWithoutComplaint();
    void aHugeComputerDelayIsClampedTo3000AndWrittenBackClamped();
    void aNegativeComputerDelayClampsToZero();
    void aDelayWithMoreDigitsThanAnyIntegerClampsTo3000();
    void aComputerDelayThatIsNotAWholeNumberFallsBackTo600_data();
    void aComputerDelayThatIsNotAWholeNumberFallsBackTo600();
    void aPictureWhereTheDelayBelongsFallsBackTo600();
    void aStreamedValueClaimingAHugeListIsSetAsideUnread();
    void settersKeepValuesInRange();
    void theLastMatchIsKeptAsOneLineAndAnythingElseIsIgnored();
    void thePreferencesAreReadBackAndBadValuesFallBack();
    void theLobbyLevelsAndHintsAreReadBackAndBadValuesFallBack();
    void cardSizeAndHighContrastAreReadBackAndBadValuesFallBack();
    void cardSizeAndHighContrastRoundTripThroughTheFileAndThePreferences();
    void thePreferencesOfferEveryKdeDeckWithAPreview();
    void oversizedGeometryAndStateAreIgnored();
    void geometryThatIsNotBinaryIsIgnored();
    void aDamagedFileIsCopiedAsideByteForByteBeforeAnythingIsWritten_data();
    void aDamagedFileIsCopiedAsideByteForByteBeforeAnythingIsWritten();
    void anEarlierDamagedCopyIsNeverOverwritten();
    void aDamagedFileThatCannotBeCopiedIsNotWrittenOver();
    void theWindowReportsSettingsProblemsInTheStatusBar();
    void theWindowNeverUsesAnOutOfRangeDelayFromTheFile();

private:
    QString iniPath() const { return m_dir->filePath(QStringLiteral("settings.ini")); }
    QStringList damagedCopies() const
    {
        return QDir(m_dir->path())
            .entryList({QStringLiteral("settings.ini.damaged-*")}, QDir::Files, QDir::Name);
    }
    // Loads settings from an INI file holding `ini`. Every call uses a new file name, since
    // QSettings keeps files it has read by name.
    AppSettings loadIni(const QByteArray& ini, QStringList* problems = nullptr);

    std::unique_ptr<QTemporaryDir> m_dir;
    int m_files = 0;
};

void AppSettingsTest::initTestCase()
{
    Q_INIT_RESOURCE(followsuit_resources);
    QStandardPaths::setTestModeEnabled(true); // keep the user's real settings untouched
    QApplication::setOrganizationName(QStringLiteral("Follow Suit Tests"));
    QApplication::setApplicationName(QStringLiteral("tst_appsettings"));
}

void AppSettingsTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

AppSettings AppSettingsTest::loadIni(const QByteArray& ini, QStringList* problems)
{
    const QString path = m_dir->filePath(QStringLiteral("load-%1.ini").arg(++m_files));
    if (!writeFile(path, ini))
        qFatal("cannot write %s", qPrintable(path));
    QSettings store(path, QSettings::IniFormat);
    AppSettings settings;
    const QStringList found = settings.load(store);
    if (problems)
        *problems = found;
    return settings;
}

void AppSettingsTest::thePreferencesAreReadBackAndBadValuesFallBack()
{
    QStringList problems;
    const AppSettings good = loadIni("[player]\nname=Ada\n[table]\nanimationPercent=50\n"
                                     "autoPlaySingleCard=true\nconfirmBeforePlay=1\n"
                                     "[cards]\nback=green\n[game]\nundoAllowed=false\n"
                                     "[ui]\nlanguage=fr\n",
                                     &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(good.playerName(), QStringLiteral("Ada"));
    QCOMPARE(good.animationPercent(), 50);
    QVERIFY(good.autoPlaySingleCard());
    QVERIFY(good.confirmBeforePlay());
    QCOMPARE(good.cardBack(), QStringLiteral("green"));
    QVERIFY(!good.undoAllowed());
    QCOMPARE(good.language(), QStringLiteral("fr"));

    const AppSettings bad = loadIni("[player]\nname=" + QByteArray(200, 'n') +
                                        "\n[table]\nanimationPercent=99999\n"
                                        "autoPlaySingleCard=maybe\nconfirmBeforePlay=2\n"
                                        "[cards]\nback=plaid\n[game]\nundoAllowed=sometimes\n"
                                        "[ui]\nlanguage=klingon\n",
                                    &problems);
    QCOMPARE(problems.size(), 7);
    QCOMPARE(bad.playerName(), QString());
    QCOMPARE(bad.animationPercent(), AppSettings::AnimationMax);
    QVERIFY(!bad.autoPlaySingleCard());
    QVERIFY(!bad.confirmBeforePlay());
    QCOMPARE(bad.cardBack(), QStringLiteral("deck"));
    QVERIFY(bad.undoAllowed());
    QCOMPARE(bad.language(), QString());

    AppSettings set;
    set.setCardBack(QStringLiteral("plaid"));
    QCOMPARE(set.cardBack(), QStringLiteral("deck"));
    set.setAnimationPercent(-5);
    QCOMPARE(set.animationPercent(), 0);
}

void AppSettingsTest::theLobbyLevelsAndHintsAreReadBackAndBadValuesFallBack()
{
    QStringList problems;
    const AppSettings defaults = loadIni("", &problems);
    QVERIFY(problems.isEmpty());
    QVERIFY(defaults.opponentLevels().isEmpty()); // every seat at Medium
    QVERIFY(defaults.showHints());

    const AppSettings good =
        loadIni("[lobby]\nlevels=\"easy,hard,medium\"\n[game]\nshowHints=false\n", &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    const QList<fs::Level> levels{fs::Level::Easy, fs::Level::Hard, fs::Level::Medium};
    QCOMPARE(good.opponentLevels(), levels);
    QVERIFY(!good.showHints());

    for (const QByteArray& damaged : {QByteArray("\"easy,brilliant\""), QByteArray("\"hard,\""),
                                      QByteArray("\"") + QByteArray(40, 'x') + "\""}) {
        const AppSettings bad =
            loadIni("[lobby]\nlevels=" + damaged + "\n[game]\nshowHints=often\n", &problems);
        QCOMPARE(problems.size(), 2);
        QVERIFY(bad.opponentLevels().isEmpty());
        QVERIFY(bad.showHints());
    }

    AppSettings set;
    set.setOpponentLevels(levels);
    QCOMPARE(set.opponentLevels(), levels);

    // The preferences offer hints on by default; turned off there, they are off, and the levels
    // chosen in the lobby are kept as they were.
    SettingsDialog dialog(set);
    QVERIFY(dialog.hintsBox()->isChecked());
    dialog.hintsBox()->setChecked(false);
    QVERIFY(!dialog.settings().showHints());
    QCOMPARE(dialog.settings().opponentLevels(), levels);
}

void AppSettingsTest::cardSizeAndHighContrastAreReadBackAndBadValuesFallBack()
{
    QStringList problems;
    const AppSettings defaults = loadIni("", &problems);
    QVERIFY(problems.isEmpty());
    QCOMPARE(defaults.cardSizePercent(), 100);
    QCOMPARE(AppSettings::CardSizeDefault, 100);
    QVERIFY(!defaults.highContrast());

    const AppSettings good =
        loadIni("[table]\ncardSizePercent=175\nhighContrast=true\n", &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(good.cardSizePercent(), 175);
    QVERIFY(good.highContrast());

    // Too large and too small clamp into 100..200; not a number and not a flag fall back.
    const AppSettings large =
        loadIni("[table]\ncardSizePercent=900\nhighContrast=bright\n", &problems);
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems.first().contains(QLatin1String("table/cardSizePercent")),
             qPrintable(problems.first()));
    QCOMPARE(large.cardSizePercent(), AppSettings::CardSizeMax);
    QVERIFY(!large.highContrast());
    const AppSettings small = loadIni("[table]\ncardSizePercent=-20\n", &problems);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(small.cardSizePercent(), AppSettings::CardSizeMin);
    const AppSettings word = loadIni("[table]\ncardSizePercent=huge\n", &problems);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(word.cardSizePercent(), AppSettings::CardSizeDefault);

    AppSettings set;
    set.setCardSizePercent(250);
    QCOMPARE(set.cardSizePercent(), 200);
    set.setCardSizePercent(50);
    QCOMPARE(set.cardSizePercent(), 100);
    set.setCardSizePercent(130);
    QCOMPARE(set.cardSizePercent(), 130); // any whole number in range; the dialog offers steps
}

void AppSettingsTest::cardSizeAndHighContrastRoundTripThroughTheFileAndThePreferences()
{
    AppSettings chosen;
    {
        // The preferences offer 100 % to 200 % in steps, the default first, and high contrast
        // off; what is picked there comes back out.
        SettingsDialog dialog(chosen);
        QComboBox* size = dialog.cardSizeBox();
        QCOMPARE(size->count(), 5);
        QCOMPARE(size->itemData(0).toInt(), 100);
        QCOMPARE(size->itemData(size->count() - 1).toInt(), 200);
        QCOMPARE(size->currentData().toInt(), 100);
        QVERIFY(!dialog.highContrastBox()->isChecked());
        size->setCurrentIndex(size->findData(150));
        dialog.highContrastBox()->setChecked(true);
        chosen = dialog.settings();
    }
    QCOMPARE(chosen.cardSizePercent(), 150);
    QVERIFY(chosen.highContrast());

    const QString path = m_dir->filePath(QStringLiteral("roundtrip.ini"));
    {
        QSettings store(path, QSettings::IniFormat);
        QVERIFY(chosen.save(store));
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings read;
    QVERIFY(read.load(store).isEmpty());
    QCOMPARE(read.cardSizePercent(), 150);
    QVERIFY(read.highContrast());

    // A size set by hand between the steps shows as the nearest step.
    read.setCardSizePercent(160);
    SettingsDialog dialog(read);
    QCOMPARE(dialog.cardSizeBox()->currentData().toInt(), 150);
    read.setCardSizePercent(190);
    SettingsDialog dialog2(read);
    QCOMPARE(dialog2.cardSizeBox()->currentData().toInt(), 200);
}

// The deck chooser lists the built-in deck and every KDE deck installed, draws a preview of the
// one chosen (off the GUI thread), offers four colours for the built-in deck only, and says why
// a deck that cannot be used is not, under a preview of the built-in deck.
void AppSettingsTest::thePreferencesOfferEveryKdeDeckWithAPreview()
{
    AppSettings set;
    SettingsDialog dialog(set);
    DeckPicker* picker = dialog.deckPicker();
    QComboBox* decks = picker->deckBox();
    const QList<KdeDeck::Found> installed = KdeDeck::installed();
    QVERIFY2(!installed.isEmpty(), "no KDE card decks: scripts/setup.sh installs them");
    QCOMPARE(decks->count(), static_cast<int>(installed.size()) + 2); // built in, ..., a file
    QTRY_VERIFY(!picker->previewPending());
    QVERIFY(!picker->preview()->pixmap().isNull());
    QVERIFY(picker->fourColourBox()->isEnabled());
    picker->fourColourBox()->setChecked(true);
    QVERIFY(dialog.settings().fourColour());

    const int chosen = decks->findText(installed.first().name, Qt::MatchStartsWith);
    QVERIFY(chosen > 0);
    decks->setCurrentIndex(chosen);
    Q_EMIT decks->activated(chosen);
    QTRY_VERIFY(!picker->previewPending());
    QVERIFY(!picker->preview()->pixmap().isNull());
    QVERIFY(!picker->fourColourBox()->isEnabled()); // a KDE deck has its own colours
    QCOMPARE(dialog.settings().deckPath(), installed.first().indexPath);

    // A deck that cannot be used says why; the preview shows the deck used instead.
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("index.desktop")),
              "[KDE Backdeck]\nName=Broken\nSVG=gone.svgz\n");
    picker->setChoice(dir.filePath(QStringLiteral("index.desktop")), false);
    QTRY_VERIFY(!picker->previewPending());
    QVERIFY(picker->problem()->isVisibleTo(&dialog));
    QVERIFY2(picker->problem()->text().contains(QStringLiteral("Broken")),
             qPrintable(picker->problem()->text()));
    QVERIFY(!picker->preview()->pixmap().isNull());
}

void AppSettingsTest::theLastMatchIsKeptAsOneLineAndAnythingElseIsIgnored()
{
    QStringList problems;
    AppSettings kept = loadIni("[lobby]\nlastMatch=\"game=ohhell;seats=6;hook=true\"\n", &problems);
    QVERIFY(problems.isEmpty());
    QCOMPARE(kept.lastMatch(), QStringLiteral("game=ohhell;seats=6;hook=true"));

    // Too long, or a list where a line belongs: ignored, with a sentence saying so.
    const AppSettings tooLong =
        loadIni("[lobby]\nlastMatch=" + QByteArray(3000, 'x') + "\n", &problems);
    QVERIFY(tooLong.lastMatch().isEmpty());
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().contains(QStringLiteral("lobby/lastMatch")));
    const AppSettings list = loadIni("[lobby]\nlastMatch=a, b, c\n", &problems);
    QVERIFY(list.lastMatch().isEmpty());
    QCOMPARE(problems.size(), 1);

    kept.setLastMatch(QStringLiteral("two\nlines"));
    QVERIFY(kept.lastMatch().isEmpty());
}

void AppSettingsTest::missingSettingsGiveTheDefaultsWithoutComplaint()
{
    QStringList problems;
    const AppSettings settings = loadIni("", &problems);
    QVERIFY(problems.isEmpty());
    QCOMPARE(settings.computerDelay(), 600);
    QVERIFY(settings.windowGeometry().isEmpty());
    QVERIFY(settings.windowState().isEmpty());
}

void AppSettingsTest::theMenuSpeedsAreKeptWithoutComplaint()
{
    for (int ms : {250, 600, 1200, 0, 3000}) {
        QStringList problems;
        const AppSettings settings =
            loadIni("[table]\ncomputerDelay=" + QByteArray::number(ms) + "\n", &problems);
        QCOMPARE(settings.computerDelay(), ms);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
}

void AppSettingsTest::aHugeComputerDelayIsClampedTo3000AndWrittenBackClamped()
{
    QVERIFY(writeFile(iniPath(), "[table]\ncomputerDelay=2000000000\n"));
    AppSettings settings;
    {
        QSettings store(iniPath(), QSettings::IniFormat);
        const QStringList problems = settings.load(store);
        QCOMPARE(problems, QStringList{QStringLiteral(
                               "table/computerDelay was 2000000000 ms; using 3000 ms")});
        QCOMPARE(settings.computerDelay(), 3000);
        QVERIFY(settings.save(store));
    }
    QVERIFY(readFile(iniPath()).contains("computerDelay=3000"));
    QSettings again(iniPath(), QSettings::IniFormat);
    QCOMPARE(again.value(QLatin1String(AppSettings::ComputerDelayKey)).toString(),
             QStringLiteral("3000"));
}

void AppSettingsTest::aNegativeComputerDelayClampsToZero()
{
    QStringList problems;
    const AppSettings settings = loadIni("[table]\ncomputerDelay=-5\n", &problems);
    QCOMPARE(settings.computerDelay(), 0);
    QCOMPARE(problems, QStringList{QStringLiteral("table/computerDelay was -5 ms; using 0 ms")});
}

void AppSettingsTest::aDelayWithMoreDigitsThanAnyIntegerClampsTo3000()
{
    QStringList problems;
    const AppSettings settings =
        loadIni("[table]\ncomputerDelay=123456789012345678901234567890\n", &problems);
    QCOMPARE(settings.computerDelay(), 3000);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems[0].endsWith(QLatin1String("using 3000 ms")));
}

void AppSettingsTest::aComputerDelayThatIsNotAWholeNumberFallsBackTo600_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("shown");
    QTest::newRow("text") << QByteArray("abc") << QStringLiteral("“abc”");
    QTest::newRow("float") << QByteArray("600.5") << QStringLiteral("“600.5”");
    QTest::newRow("exponent") << QByteArray("1e3") << QStringLiteral("“1e3”");
    QTest::newRow("empty") << QByteArray("") << QStringLiteral("“”");
    QTest::newRow("list") << QByteArray("250, 1200") << QStringLiteral("a list");
    QTest::newRow("control characters")
        << QByteArray("\"a\\x7\\x1b[2Jb\"") << QStringLiteral("“a\\u{7}\\u{1b}[2Jb”");
}

void AppSettingsTest::aComputerDelayThatIsNotAWholeNumberFallsBackTo600()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, shown);
    QStringList problems;
    const AppSettings settings = loadIni("[table]\ncomputerDelay=" + value + "\n", &problems);
    QCOMPARE(settings.computerDelay(), 600);
    QCOMPARE(problems, QStringList{QStringLiteral("table/computerDelay is not a whole number "
                                                  "(%1); using 600 ms")
                                       .arg(shown)});
}

// QSettings turns "@Variant(...)" text into any type Qt can stream, pictures included; the fuzz
// target once stopped on one (it ran without a GUI application). This app never writes such a
// value, so the file is set aside and the defaults are used.
void AppSettingsTest::aPictureWhereTheDelayBelongsFallsBackTo600()
{
    const QString path = m_dir->filePath(QStringLiteral("picture.ini"));
    {
        QSettings writer(path, QSettings::IniFormat);
        QPixmap picture(4, 4);
        picture.fill(Qt::red);
        writer.setValue(QStringLiteral("table/computerDelay"), picture);
    }
    QVERIFY(readFile(path).contains("@Variant("));
    QSettings store(path, QSettings::IniFormat);
    AppSettings settings;
    const QStringList problems = settings.load(store);
    QCOMPARE(settings.computerDelay(), 600);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.front().contains(QStringLiteral("moved to")), qPrintable(problems.front()));
}

// Found by the settings fuzz target: "@Variant(" text that Qt streams into a list of about a
// billion strings, which made it allocate some 26 GB and stop the program. The file is moved aside
// before Qt parses any value, and a fresh one is written.
void AppSettingsTest::aStreamedValueClaimingAHugeListIsSetAsideUnread()
{
    const QString path = m_dir->filePath(QStringLiteral("huge-list.ini"));
    const QByteArray hostile = "[table]\ncomputerDelay=@Variant(\\0\\0\\0\\xb@xc000\\0\\0\\0\\0)\n";
    QVERIFY(writeFile(path, hostile));
    AppSettings settings;
    {
        QSettings store(path, QSettings::IniFormat);
        const QStringList problems = settings.load(store);
        QCOMPARE(settings.computerDelay(), 600);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.front().contains(QStringLiteral("moved to")),
                 qPrintable(problems.front()));
        QVERIFY(!settings.damagedCopy().isEmpty());
        QCOMPARE(readFile(settings.damagedCopy()), hostile);
        QVERIFY(settings.save(store));
    }
    QVERIFY(!readFile(path).contains("@Variant("));
    QSettings again(path, QSettings::IniFormat);
    QCOMPARE(again.value(QStringLiteral("table/computerDelay")).toInt(), 600);
}

void AppSettingsTest::settersKeepValuesInRange()
{
    AppSettings settings;
    settings.setComputerDelay(1200);
    QCOMPARE(settings.computerDelay(), 1200);
    settings.setComputerDelay(2000000000);
    QCOMPARE(settings.computerDelay(), 3000);
    settings.setComputerDelay(-1);
    QCOMPARE(settings.computerDelay(), 0);
    settings.setWindowGeometry(QByteArray(AppSettings::WindowBytesMax + 1, 'g'));
    QVERIFY(settings.windowGeometry().isEmpty());
    settings.setWindowState(QByteArray(100, 's'));
    QCOMPARE(settings.windowState(), QByteArray(100, 's'));
}

void AppSettingsTest::oversizedGeometryAndStateAreIgnored()
{
    const QByteArray big = QByteArray(AppSettings::WindowBytesMax + 1, 'x');
    const QByteArray fine = QByteArray(1000, 'y');
    {
        QSettings store(iniPath(), QSettings::IniFormat);
        store.setValue(QLatin1String(AppSettings::WindowGeometryKey), big);
        store.setValue(QLatin1String(AppSettings::WindowStateKey), fine);
    }
    QStringList problems;
    const AppSettings settings = loadIni(readFile(iniPath()), &problems);
    QVERIFY(settings.windowGeometry().isEmpty());
    QCOMPARE(settings.windowState(), fine);
    QCOMPARE(problems,
             QStringList{QStringLiteral("window/geometry is larger than 64 KiB; ignored")});
}

void AppSettingsTest::geometryThatIsNotBinaryIsIgnored()
{
    QStringList problems;
    const AppSettings settings = loadIni("[window]\ngeometry=hello\nstate=1, 2\n", &problems);
    QVERIFY(settings.windowGeometry().isEmpty());
    QVERIFY(settings.windowState().isEmpty());
    QCOMPARE(problems, (QStringList{QStringLiteral("window/geometry is not binary data (“hello”); "
                                                   "ignored"),
                                    QStringLiteral("window/state is not binary data (a list); "
                                                   "ignored")}));
}

void AppSettingsTest::aDamagedFileIsCopiedAsideByteForByteBeforeAnythingIsWritten_data()
{
    QTest::addColumn<QByteArray>("damaged");
    QTest::newRow("unclosed section header") << DamagedIni;
    QTest::newRow("line without equals sign")
        << QByteArray("[table]\ncomputerDelay=1200\ngarbage line\n");
    // Qt parses this section only when asked for it, or when writing the file back.
    QTest::newRow("broken line in a section the app does not read")
        << QByteArray("[lobby]\ngarbage\n[table]\ncomputerDelay=1200\n");
    QTest::newRow("binary garbage")
        << QByteArrayLiteral("\xff\xfe\0[\n\x01\x02\n[table]\ncomputerDelay=1200\n");
}

void AppSettingsTest::aDamagedFileIsCopiedAsideByteForByteBeforeAnythingIsWritten()
{
    QFETCH(QByteArray, damaged);
    QVERIFY(writeFile(iniPath(), damaged));
    AppSettings settings;
    {
        QSettings store(iniPath(), QSettings::IniFormat);
        const QStringList problems = settings.load(store);
        QCOMPARE(store.status(), QSettings::FormatError);
        QCOMPARE(damagedCopies().size(), 1);
        const QString copy = m_dir->filePath(damagedCopies().constFirst());
        QCOMPARE(settings.damagedCopy(), copy);
        QCOMPARE(readFile(copy), damaged);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].contains(QDir::toNativeSeparators(copy)), qPrintable(problems[0]));
        QCOMPARE(settings.computerDelay(), 1200); // what could be read is used
        settings.setComputerDelay(250);
        QVERIFY(settings.save(store));
    }
    // The file is rewritten from validated values; the copy keeps the original.
    QSettings again(iniPath(), QSettings::IniFormat);
    QCOMPARE(again.status(), QSettings::NoError);
    QCOMPARE(again.value(QLatin1String(AppSettings::ComputerDelayKey)).toInt(), 250);
    QCOMPARE(readFile(settings.damagedCopy()), damaged);
    QVERIFY(settings.damagedCopy().startsWith(iniPath() + QLatin1String(".damaged-")));
}

void AppSettingsTest::anEarlierDamagedCopyIsNeverOverwritten()
{
    // Read twice within the same second: the second copy gets a name of its own.
    QVERIFY(writeFile(iniPath(), DamagedIni));
    AppSettings first;
    {
        QSettings store(iniPath(), QSettings::IniFormat);
        first.load(store);
    }
    const QByteArray other = DamagedIni + "[another\n";
    QVERIFY(writeFile(iniPath(), other));
    AppSettings second;
    {
        QSettings store(iniPath(), QSettings::IniFormat);
        second.load(store);
    }
    QVERIFY(!first.damagedCopy().isEmpty());
    QVERIFY(!second.damagedCopy().isEmpty());
    QVERIFY(first.damagedCopy() != second.damagedCopy());
    QCOMPARE(damagedCopies().size(), 2);
    QCOMPARE(readFile(first.damagedCopy()), DamagedIni);
    QCOMPARE(readFile(second.damagedCopy()), other);
}

void AppSettingsTest::aDamagedFileThatCannotBeCopiedIsNotWrittenOver()
{
    // A name so long that no file system takes the copy's longer one (255 bytes at most): the
    // copy fails even for root, whom a read-only folder would not stop.
    const QString path = m_dir->filePath(QString(240, QLatin1Char('s')) + QStringLiteral(".ini"));
    QVERIFY(writeFile(path, DamagedIni));
    AppSettings settings;
    {
        QSettings store(path, QSettings::IniFormat);
        const QStringList problems = settings.load(store);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].contains(QLatin1String("no copy")), qPrintable(problems[0]));
        QVERIFY(settings.damagedCopy().isEmpty());
        settings.setComputerDelay(250);
        QVERIFY(!settings.save(store));
    }
    QCOMPARE(readFile(path), DamagedIni);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files).size(), 1);
}

void AppSettingsTest::theWindowReportsSettingsProblemsInTheStatusBar()
{
    const QString path = QSettings().fileName();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QVERIFY(writeFile(path, "[table]\ncomputerDelay=2000000000\n"));
    {
        MainWindow window;
        const QLabel* notice =
            window.statusBar()->findChild<QLabel*>(QStringLiteral("settingsNotice"));
        QVERIFY(notice);
        QVERIFY(notice->text().startsWith(QLatin1String("Settings: ")));
        QVERIFY(notice->text().size() < 200); // the rest of the bar is the table's
        QCOMPARE(notice->toolTip(),
                 QStringLiteral("table/computerDelay was 2000000000 ms; using 3000 ms"));
        QCOMPARE(window.controller()->computerDelay(), 3000);
        window.close(); // writes the settings back
    }
    {
        MainWindow again; // the file was repaired: nothing to report
        QVERIFY(!again.statusBar()->findChild<QLabel*>(QStringLiteral("settingsNotice")));
        QCOMPARE(again.controller()->computerDelay(), 3000);
    }
    QFile::remove(path);
}

void AppSettingsTest::theWindowNeverUsesAnOutOfRangeDelayFromTheFile()
{
    const QString path = QSettings().fileName();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QVERIFY(writeFile(path, "[table]\ncomputerDelay=abc\n[window]\ngeometry=@ByteArray(junk)\n"));
    MainWindow window;
    QCOMPARE(window.controller()->computerDelay(), 600);
    QFile::remove(path);
}

FOLLOWSUIT_TEST_MAIN(AppSettingsTest)
#include "tst_appsettings.moc"
