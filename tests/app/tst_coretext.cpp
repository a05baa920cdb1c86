// What the core refuses, in the user's language (app/text/coretext.h): a refused setup, a damaged
// record and an unreadable file are worded from the core's codes and data, so French readers read
// French, and nothing of the core's English line reaches them. Card names follow the language too.

#include "record/gamerecord.h"
#include "record/recordfile.h"
#include "registry/gameregistry.h"
#include "text/apptranslations.h"
#include "text/coretext.h"
#include "text/gametext.h"

#include "core/pack.h"

#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

class TestCoreText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { AppTranslations::install(QLocale(QLocale::English)); }
    void cleanupTestCase() { AppTranslations::install(QLocale(QLocale::English)); }

    void everyRefusedSetupIsSaidWithItsData()
    {
        QCOMPARE(CoreText::setupProblem("hearts", 4, {}), QString());
        QCOMPARE(CoreText::setupProblem("snap", 4, {}),
                 QStringLiteral("This version of Follow Suit has no game called “snap”."));
        QCOMPARE(CoreText::setupProblem("hearts", 9, {}),
                 QStringLiteral("Hearts is played by 3 to 6 players, not by 9."));
        QCOMPARE(CoreText::setupProblem("whist", 3, {}),
                 QStringLiteral("Whist is played by 4 players, not by 3."));
        QCOMPARE(CoreText::setupProblem("hearts", 4, {{"jokers", "true"}}),
                 QStringLiteral("Hearts has no option called “jokers”."));
        const QString flag = CoreText::setupProblem("hearts", 4, {{"passing", "often"}});
        QVERIFY2(flag.contains(QStringLiteral("is either on or off, not “often”")),
                 qPrintable(flag));
        const QString number = CoreText::setupProblem("hearts", 4, {{"target", "0"}});
        QVERIFY2(number.contains(QStringLiteral("takes a number from 1 to 10000, not “0”")),
                 qPrintable(number));
        const QString choice = CoreText::setupProblem("hearts", 4, {{"leftover", "burn"}});
        QVERIFY2(choice.contains(QStringLiteral("cannot be “burn”")) &&
                     choice.contains(QStringLiteral("“Widow: they go")) &&
                     choice.contains(QStringLiteral("“Strip: low cards")),
                 qPrintable(choice));
        // Every problem the registry refuses, the app words too.
        std::string error;
        for (const fs::GameInfo& game : fs::allGames())
            for (int seats = 1; seats <= 11; ++seats)
                QCOMPARE(CoreText::setupProblem(game.id, seats, {}).isEmpty(),
                         fs::createRules(game.id, seats, {}, error) != nullptr);
    }

    void aRefusedSetupReadsInFrench()
    {
        QVERIFY(AppTranslations::install(QLocale(QLocale::French, QLocale::France)));
        const QString text = CoreText::setupProblem("hearts", 9, {});
        QVERIFY2(text.contains(QStringLiteral("joueurs")) &&
                     !text.contains(QStringLiteral("played")),
                 qPrintable(text));
        const QString whist = CoreText::setupProblem("whist", 3, {});
        QVERIFY2(whist.endsWith(QStringLiteral(" se joue à 4 joueurs, pas à 3.")),
                 qPrintable(whist));
    }

    // Card names use the letters players of the language write: D♠ in French, B♣ in German.
    void cardsAreNamedWithTheLanguagesLetters()
    {
        const fs::Pack& pack = fs::Pack::french52();
        QCOMPARE(GameText::cardName(pack, *pack.parse("QS")), QStringLiteral("Q♠"));
        QCOMPARE(GameText::cardName(pack, *pack.parse("TD")), QStringLiteral("10♦"));
        QVERIFY(AppTranslations::install(QLocale(QLocale::French, QLocale::France)));
        QCOMPARE(GameText::cardName(pack, *pack.parse("QS")), QStringLiteral("D♠"));
        QCOMPARE(GameText::cardName(pack, *pack.parse("KH")), QStringLiteral("R♥"));
        QVERIFY(AppTranslations::install(QLocale(QLocale::German, QLocale::Germany)));
        QCOMPARE(GameText::cardName(pack, *pack.parse("JC")), QStringLiteral("B♣"));
        QCOMPARE(GameText::cardName(pack, *pack.parse("AS")), QStringLiteral("A♠"));
    }

    void everyDamagedRecordIsSaidByItsKind()
    {
        const std::pair<const char*, const char*> cases[] = {
            {"not json", "not a Follow Suit game record"},
            {R"({"format":"followsuit-record","version":1,"game":"snap","players":4,"seed":1,)"
             R"("actions":[]})",
             "a game, a number of players or an option that this version"},
            {R"({"format":"followsuit-record","version":1,"game":"hearts","players":4,"seed":1,)"
             R"("actions":[{"seat":0,"play":"AS"}]})",
             "Move 1 in it is one the rules do not allow"},
        };
        for (const auto& [json, expected] : cases) {
            const fs::ParsedRecord parsed = fs::parseRecord(json);
            fs::RecordError error = parsed.error;
            if (parsed.ok())
                error = fs::replayRecord(parsed.record).error;
            QVERIFY2(error, json);
            const QString text = CoreText::recordProblem(error, &parsed.record);
            QVERIFY2(text.contains(QString::fromUtf8(expected)), qPrintable(text));
            QVERIFY2(!text.contains(QString::fromStdString(error.message)), qPrintable(text));
        }
        for (const auto kind : {fs::RecordErrorKind::Malformed, fs::RecordErrorKind::BadSetup,
                                fs::RecordErrorKind::BadDeal, fs::RecordErrorKind::IllegalAction,
                                fs::RecordErrorKind::AfterMatchEnd})
            QVERIFY(!CoreText::recordProblem({kind, "English", 3}).isEmpty());
        QVERIFY(CoreText::recordProblem({}).isEmpty());
    }

    void unreadableFilesAreSaidByTheirKind()
    {
        QTemporaryDir dir;
        const fs::FileResult folder = fs::readTextFile(dir.path().toStdString(), 1000);
        QCOMPARE(folder.error, fs::FileErrorKind::Unreadable);
        QVERIFY(
            CoreText::fileProblem(folder).startsWith(QStringLiteral("The file cannot be read")));
        QVERIFY(AppTranslations::install(QLocale(QLocale::German, QLocale::Germany)));
        QVERIFY2(CoreText::fileProblem(folder).startsWith(QStringLiteral("Die Datei")),
                 qPrintable(CoreText::fileProblem(folder)));
        QVERIFY(CoreText::fileProblem({}).isEmpty());
    }
};

FOLLOWSUIT_TEST_MAIN(TestCoreText)
#include "tst_coretext.moc"
