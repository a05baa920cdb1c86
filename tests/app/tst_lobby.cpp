// Choosing a game: the lobby lists every game of the registry with its options, what is edited
// there reaches the match, the command line starts a game directly or says what is wrong, the
// rules page of every game is in the app, and the app plays the same match as the command line.

#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "lobby/commandline.h"
#include "lobby/gametiledelegate.h"
#include "lobby/lobbydialog.h"
#include "lobby/rulesbrowser.h"
#include "lobby/seatlevels.h"
#include "registry/gameregistry.h"
#include "text/apptranslations.h"
#include "text/gametext.h"

#include <QAccessible>
#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include "testmain.h"

namespace {

int rowOf(QListWidget* list, const QString& name)
{
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->text().startsWith(name))
            return row;
    return -1;
}

} // namespace

class LobbyTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Q_INIT_RESOURCE(followsuit_resources); }

    void everyGameOfTheRegistryIsListedWithItsPlayers()
    {
        LobbyDialog lobby(GameFaces::list());
        QCOMPARE(lobby.gameList()->count(), static_cast<int>(fs::allGames().size()));
        QCOMPARE(lobby.gameList()
                     ->item(rowOf(lobby.gameList(), QStringLiteral("Oh Hell")))
                     ->data(GameTileDelegate::PlayersRole)
                     .toString(),
                 QStringLiteral("3–10 players"));
    }

    void choosingAGameShowsItsOptionsAtTheirDefaults()
    {
        LobbyDialog lobby(GameFaces::list());
        lobby.show();
        for (const fs::GameInfo& g : fs::allGames()) {
            for (int row = 0; row < lobby.gameList()->count(); ++row)
                if (lobby.gameList()->item(row)->data(Qt::UserRole + 1).toString() ==
                    QString::fromStdString(g.id))
                    QTest::mouseClick(
                        lobby.gameList()->viewport(), Qt::LeftButton, {},
                        lobby.gameList()->visualItemRect(lobby.gameList()->item(row)).center());
            QCOMPARE(lobby.setup().gameId, QString::fromStdString(g.id));
            MatchSetup expected = MatchSetup::defaults(QString::fromStdString(g.id));
            expected.levels = SeatLevels::forSeats({}, expected.seats); // Medium everywhere
            QCOMPARE(lobby.setup(), expected);
            QCOMPARE(lobby.playersBox()->minimum(), g.minSeats);
            QCOMPARE(lobby.playersBox()->maximum(), g.maxSeats);
            QCOMPARE(lobby.playersBox()->isEnabled(), g.minSeats != g.maxSeats);
            for (const fs::OptionInfo& o : g.options)
                QVERIFY2(lobby.optionEditor(QString::fromStdString(o.key)), o.key.c_str());
        }
    }

    void optionsEditedInTheLobbyReachTheMatch()
    {
        LobbyDialog lobby(GameFaces::list());
        lobby.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lobby));
        const int row = rowOf(lobby.gameList(), QStringLiteral("Oh Hell"));
        QTest::mouseClick(lobby.gameList()->viewport(), Qt::LeftButton, {},
                          lobby.gameList()->visualItemRect(lobby.gameList()->item(row)).center());
        auto* hook = qobject_cast<QCheckBox*>(lobby.optionEditor(QStringLiteral("hook")));
        QVERIFY(hook && !hook->isChecked());
        QTest::mouseClick(hook, Qt::LeftButton, {}, QPoint(8, hook->height() / 2));
        QVERIFY(hook->isChecked());
        lobby.playersBox()->setFocus();
        lobby.playersBox()->selectAll();
        QTest::keyClicks(lobby.playersBox(), QStringLiteral("7"));
        QCOMPARE(lobby.playersBox()->value(), 7);
        QVERIFY(lobby.opponentsText().contains(GameText::seatName(6, 7)));

        QSignalSpy accepted(&lobby, &QDialog::accepted);
        QTest::mouseClick(lobby.playButton(), Qt::LeftButton);
        QCOMPARE(accepted.count(), 1);
        const MatchSetup setup = lobby.setup();
        QCOMPARE(setup.seats, 7);
        QCOMPARE(setup.options.at("hook"), std::string("true"));

        GameController controller;
        controller.setHumanSeats({});
        controller.setComputerDelay(0);
        QVERIFY(controller.newMatch(setup.gameId, setup.seats, setup.options, 1));
        QCOMPARE(controller.match().rules().seats(), 7);
        // With the hook, bids are public as they are made: the person sees every bid at once.
        QTRY_VERIFY_WITH_TIMEOUT(controller.shownState().phase == fs::Phase::Playing, 10000);
        const fs::PlayerView view = controller.viewFor(0);
        for (int seat = 0; seat < 7; ++seat)
            QVERIFY(view.state().bids[static_cast<std::size_t>(seat)] >= 0);
    }

    void aChoiceOptionAndANumberOptionAreEditedByTheirWidgets()
    {
        LobbyDialog lobby(GameFaces::list());
        lobby.show();
        MatchSetup germanWhist = MatchSetup::defaults(QStringLiteral("germanwhist"));
        lobby.setSetup(germanWhist);
        auto* scoring = qobject_cast<QComboBox*>(lobby.optionEditor(QStringLiteral("scoring")));
        auto* target = qobject_cast<QSpinBox*>(lobby.optionEditor(QStringLiteral("target")));
        QVERIFY(scoring && target);
        QVERIFY(scoring->currentText().contains(QStringLiteral("(default)")));
        scoring->setCurrentIndex((scoring->currentIndex() + 1) % scoring->count());
        target->setValue(target->minimum());
        const MatchSetup edited = lobby.setup();
        QVERIFY(edited.options.at("scoring") != germanWhist.options.at("scoring"));
        QCOMPARE(edited.options.at("target"), std::to_string(target->minimum()));
        QVERIFY(edited.problem().isEmpty());
    }

    void everyControlOfTheLobbyHasANameAScreenReaderReads()
    {
        LobbyDialog lobby(GameFaces::list());
        lobby.show();
        lobby.setSetup(MatchSetup::defaults(QStringLiteral("germanwhist")));
        const auto name = [](QWidget* w) {
            return QAccessible::queryAccessibleInterface(w)->text(QAccessible::Name);
        };
        // A combo box's name is its value on Linux; Orca names it by the label that points at
        // it (the "labelled by" relation, from the label's buddy).
        const auto label = [](QWidget* w) {
            const auto labels =
                QAccessible::queryAccessibleInterface(w)->relations(QAccessible::Label);
            return labels.isEmpty() ? QString() : labels.first().first->text(QAccessible::Name);
        };
        QCOMPARE(name(lobby.findChild<QListWidget*>(QStringLiteral("gameList"))),
                 QStringLiteral("Games"));
        QCOMPARE(name(lobby.playersBox()), QStringLiteral("Number of players"));
        QCOMPARE(label(lobby.levelBox(1)), GameText::seatName(1, 2));
        auto* scoring = lobby.optionEditor(QStringLiteral("scoring"));
        QVERIFY(scoring);
        QVERIFY2(label(scoring).endsWith(QLatin1Char(':')), qPrintable(label(scoring)));
        auto* target = lobby.optionEditor(QStringLiteral("target"));
        QVERIFY(target);
        QVERIFY(!name(target).isEmpty());
    }

    void aRememberedSetupComesBackAndADamagedOneFallsBack()
    {
        MatchSetup setup = MatchSetup::defaults(QStringLiteral("put"));
        setup.seats = 3;
        setup.options["target"] =
            std::to_string(9); // not a literal: GCC 12 warns falsely (-Wrestrict)
        QCOMPARE(MatchSetup::fromText(setup.toText()), std::optional<MatchSetup>(setup));
        for (const QString& damaged :
             {QStringLiteral("game=snap;seats=4"), QStringLiteral("game=put;seats=9"),
              QStringLiteral("game=put;seats=3;target=banana"),
              QStringLiteral("game=put;seats=3;colour=red"), QStringLiteral("garbage"),
              QString(5000, QLatin1Char('x'))})
            QVERIFY2(!MatchSetup::fromText(damaged), qPrintable(damaged.left(40)));
    }

    void theCommandLineStartsAGameOrSaysWhatIsWrong()
    {
        QString error;
        auto request = CommandLine::read({QStringLiteral("followsuit"), QStringLiteral("--game"),
                                          QStringLiteral("ohhell"), QStringLiteral("--players"),
                                          QStringLiteral("5"), QStringLiteral("--option"),
                                          QStringLiteral("hook=true"), QStringLiteral("--seed"),
                                          QStringLiteral("42"), QStringLiteral("--demo")},
                                         error);
        QVERIFY2(request, qPrintable(error));
        QCOMPARE(request->setup->gameId, QStringLiteral("ohhell"));
        QCOMPARE(request->setup->seats, 5);
        QCOMPARE(request->setup->options.at("hook"), std::string("true"));
        QCOMPARE(*request->seed, quint64(42));
        QVERIFY(request->demo);

        request = CommandLine::read({QStringLiteral("followsuit")}, error);
        QVERIFY(request && !request->setup && !request->demo); // the lobby

        const QList<QStringList> wrong = {
            {QStringLiteral("--game"), QStringLiteral("snap")},
            {QStringLiteral("--game"), QStringLiteral("hearts"), QStringLiteral("--players"),
             QStringLiteral("9")},
            {QStringLiteral("--game"), QStringLiteral("hearts"), QStringLiteral("--option"),
             QStringLiteral("colour=red")},
            {QStringLiteral("--game"), QStringLiteral("hearts"), QStringLiteral("--option"),
             QStringLiteral("target")},
            {QStringLiteral("--players"), QStringLiteral("3")},
            {QStringLiteral("--seed"), QStringLiteral("-1")},
            {QStringLiteral("--bogus")},
        };
        for (const QStringList& args : wrong) {
            error.clear();
            QVERIFY2(!CommandLine::read(QStringList{QStringLiteral("followsuit")} + args, error),
                     qPrintable(args.join(QLatin1Char(' '))));
            QVERIFY(!error.isEmpty());
        }
    }

    void eachComputerSeatHasALevelThatReachesTheSetup()
    {
        LobbyDialog lobby(GameFaces::list());
        lobby.show();
        lobby.setSetup(MatchSetup::defaults(QStringLiteral("hearts")));
        QVERIFY(!lobby.levelBox(0)); // the person's seat is not the computer's
        QVERIFY(!lobby.levelBox(4));
        for (int seat = 1; seat < 4; ++seat)
            QCOMPARE(lobby.levelBox(seat)->currentText(), QStringLiteral("Medium"));
        lobby.levelBox(1)->setCurrentIndex(lobby.levelBox(1)->findText(QStringLiteral("Easy")));
        lobby.levelBox(3)->setCurrentIndex(lobby.levelBox(3)->findText(QStringLiteral("Hard")));
        const QList<fs::Level> chosen{fs::Level::Medium, fs::Level::Easy, fs::Level::Medium,
                                      fs::Level::Hard};
        QCOMPARE(lobby.setup().levels, chosen);
        // Another number of players keeps the levels chosen for the seats that remain.
        lobby.playersBox()->setValue(3);
        QCOMPARE(lobby.setup().levels, chosen.mid(0, 3));
        lobby.playersBox()->setValue(5);
        QCOMPARE(lobby.setup().levels, chosen + QList<fs::Level>{fs::Level::Medium});
        QCOMPARE(lobby.opponentLevels().mid(0, 3), chosen.mid(1));

        // Remembered levels come back in a new lobby.
        LobbyDialog again(GameFaces::list());
        again.setOpponentLevels(lobby.opponentLevels());
        again.setSetup(MatchSetup::defaults(QStringLiteral("whist")));
        QCOMPARE(again.levelBox(3)->currentText(), QStringLiteral("Hard"));
    }

    void theCommandLineSetsTheComputerSeatsLevels()
    {
        const auto read = [](const QString& levels, QString& error) {
            return CommandLine::read({QStringLiteral("followsuit"), QStringLiteral("--game"),
                                      QStringLiteral("hearts"), QStringLiteral("--level"), levels},
                                     error);
        };
        QString error;
        auto request = read(QStringLiteral("hard"), error);
        QVERIFY2(request, qPrintable(error));
        QCOMPARE(request->setup->levels, QList<fs::Level>(4, fs::Level::Hard));
        request = read(QStringLiteral("easy,Hard,medium"), error);
        QVERIFY2(request, qPrintable(error));
        const QList<fs::Level> bySeat{fs::Level::Medium, fs::Level::Easy, fs::Level::Hard,
                                      fs::Level::Medium};
        QCOMPARE(request->setup->levels, bySeat);
        for (const QString& wrong : {QStringLiteral("easy,hard"), QStringLiteral("brilliant"),
                                     QStringLiteral(""), QStringLiteral("easy,,hard")}) {
            error.clear();
            QVERIFY2(!read(wrong, error), qPrintable(wrong));
            QVERIFY(!error.isEmpty());
        }
        // Without --game the levels wait for whatever match starts.
        request = CommandLine::read(
            {QStringLiteral("followsuit"), QStringLiteral("--level"), QStringLiteral("easy")},
            error);
        QVERIFY2(request, qPrintable(error));
        QCOMPARE(request->levels, QList<fs::Level>{fs::Level::Easy});
        // Without --level the levels last chosen in the lobby are used.
        request = CommandLine::read(
            {QStringLiteral("followsuit"), QStringLiteral("--game"), QStringLiteral("hearts")},
            error);
        QVERIFY(request && request->setup->levels.isEmpty());
    }

    void everyGameHasARulesPageInTheApp()
    {
        RulesBrowser browser(GameFaces::list());
        for (const fs::GameInfo& g : fs::allGames()) {
            QVERIFY2(browser.showGame(QString::fromStdString(g.id)), g.id.c_str());
            QVERIFY(browser.text().size() > 500);
            QVERIFY(browser.windowTitle().contains(
                GameFaces::list().name(QString::fromStdString(g.id))));
        }
        QVERIFY(!browser.showGame(QStringLiteral("snap")));
    }

    void theAppPlaysTheSameMatchAsTheCommandLine()
    {
        for (const char* id : {"hearts", "put", "aluette"}) {
            const MatchSetup setup = MatchSetup::defaults(QString::fromLatin1(id));
            GameController controller;
            controller.setHumanSeats({});
            controller.setComputerDelay(0);
            QSignalSpy finished(&controller, &GameController::matchFinished);
            QVERIFY(controller.newMatch(setup.gameId, setup.seats, setup.options, 2026));
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);

            // What followsuit-cli play does with the same game, options and seed.
            std::string error;
            const auto rules = fs::createRules(id, setup.seats, setup.options, error);
            fs::Match cli(rules, 2026);
            const auto player = fs::findGame(id)->computerPlayer();
            while (!cli.over()) {
                if (!cli.dealInProgress())
                    cli.startDeal();
                fs::Rng rng = fs::decisionRng(2026, cli.actions().size());
                QCOMPARE(cli.apply(player->choose(cli.viewFor(cli.state().toAct), rng)),
                         fs::Reason::None);
            }
            QCOMPARE(controller.record().actions, cli.actions());
            QCOMPARE(controller.match().totals(), cli.totals());
        }
    }

    // An option's value with words in parentheses did not take "(default)" after them:
    // "(talon) (par défaut)" (issue 36). Every game at its most seats, in every language; and
    // Parlett's two names come with their meaning outside English, as the rules pages give it.
    void optionsAndNamesReadWellInEveryLanguage()
    {
        for (const QLocale& locale :
             {QLocale(QLocale::English), QLocale(QLocale::French, QLocale::France),
              QLocale(QLocale::German, QLocale::Germany),
              QLocale(QLocale::Spanish, QLocale::Spain)}) {
            // (English is the sources' own: no catalogue of Qt's own to find.)
            if (!AppTranslations::install(locale))
                QCOMPARE(locale.language(), QLocale::English);
            for (const fs::GameInfo& game : fs::allGames()) {
                LobbyDialog lobby(GameFaces::list());
                MatchSetup setup = MatchSetup::defaults(QString::fromStdString(game.id));
                setup.seats = game.maxSeats;
                lobby.setSetup(setup);
                for (const QComboBox* box : lobby.findChildren<QComboBox*>())
                    for (int i = 0; i < box->count(); ++i)
                        QVERIFY2(!box->itemText(i).contains(QLatin1String(") (")),
                                 qPrintable(box->itemText(i)));
            }
            if (locale.language() != QLocale::English)
                for (const char* id : {"armslength", "seconds"})
                    QVERIFY2(GameFaces::list().name(QLatin1String(id)).contains(QLatin1Char('(')),
                             qPrintable(GameFaces::list().name(QLatin1String(id))));
        }
        AppTranslations::install(QLocale(QLocale::English));
    }
};

FOLLOWSUIT_TEST_MAIN(LobbyTest)
#include "tst_lobby.moc"
