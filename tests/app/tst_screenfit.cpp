// No window is larger than the screen it opens on: every dialog of the app in every language, the
// end-of-match dialog with ten players (its buttons clear of the places), and a main window
// restored from a size saved on a larger screen. The offscreen screen is small, which is the point.

#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "harness/samplematches.h"
#include "lobby/lobbydialog.h"
#include "lobby/matchsetup.h"
#include "lobby/rulesbrowser.h"
#include "remote/hostdialog.h"
#include "review/decisionauditdialog.h"
#include "review/reviewdialog.h"
#include "scoresheet/matchresultdialog.h"
#include "settings/appsettings.h"
#include "settings/settingsdialog.h"
#include "stats/statisticsdialog.h"
#include "stats/statsdatabase.h"
#include "widgets/screenfit.h"
#include "window/mainwindow.h"

#include "core/match.h"
#include "registry/gameregistry.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLayout>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <bit>

#include "testmain.h"

namespace {

void checkOnScreen(QWidget* window, const char* what)
{
    window->show();
    QVERIFY2(QTest::qWaitForWindowExposed(window), what);
    const QRect screen = ScreenFit::available(window);
    QVERIFY2(window->width() <= screen.width() && window->height() <= screen.height(),
             qPrintable(QStringLiteral("%1 is %2x%3 on a %4x%5 screen")
                            .arg(QString::fromLatin1(what))
                            .arg(window->width())
                            .arg(window->height())
                            .arg(screen.width())
                            .arg(screen.height())));
    QVERIFY2(screen.contains(window->geometry()), qPrintable(QStringLiteral("%1 at %2,%3 %4x%5")
                                                                 .arg(QString::fromLatin1(what))
                                                                 .arg(window->x())
                                                                 .arg(window->y())
                                                                 .arg(window->width())
                                                                 .arg(window->height()) +
                                                             QStringLiteral(" screen %1,%2 %3x%4")
                                                                 .arg(screen.x())
                                                                 .arg(screen.y())
                                                                 .arg(screen.width())
                                                                 .arg(screen.height())));
    // Every button of it is inside it, where it can be pressed.
    for (QPushButton* b : window->findChildren<QPushButton*>())
        if (b->isVisible())
            QVERIFY2(
                window->rect().contains(QRect(b->mapTo(window, QPoint(0, 0)), b->size())),
                qPrintable(QStringLiteral("%1: %2").arg(QString::fromLatin1(what), b->text())));
}

} // namespace

class ScreenFitTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("Follow Suit Tests"));
        QApplication::setApplicationName(QStringLiteral("tst_screenfit"));
        QSettings().clear();
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        qInfo("screen available: %dx%d", screen.width(), screen.height());
    }

    // Every dialog, in every language the app ships (German runs longest), with its numbers and
    // dates in that language too.
    void everyDialogFitsTheScreen_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "fr", "de", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void everyDialogFitsTheScreen()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/followsuit_%1.qm").arg(language)));
        QApplication::installTranslator(&translator);
        const QLocale before;
        QLocale::setDefault(QLocale(language)); // as main() does
        const auto what = [&language](const char* dialog) {
            return QStringLiteral("%1 %2").arg(language, QString::fromLatin1(dialog)).toUtf8();
        };
        {
            QWidget parent;
            LobbyDialog lobby(GameFaces::list(), &parent);
            checkOnScreen(&lobby, what("the lobby"));
            RulesBrowser rules(GameFaces::list(), &parent);
            rules.showGame(QStringLiteral("aluette"));
            checkOnScreen(&rules, what("the rules"));
            // A review of a deal played to its end.
            ReviewDialog review(GameFaces::list(), &parent);
            std::string error;
            fs::Match match(fs::createRules("ohhell", 4, {}, error), 3);
            match.startDeal();
            while (match.dealInProgress()) {
                const fs::GameState& s = match.state();
                const fs::LegalActions legal = match.rules().legalActions(s);
                const fs::Action action =
                    legal.play.empty() ? fs::Action::bid(s.toAct, std::countr_zero(legal.bids))
                                       : fs::Action::play(s.toAct, *legal.play.begin());
                QCOMPARE(match.apply(action), fs::Reason::None);
            }
            review.showMatch(match, {}, 0);
            checkOnScreen(&review, what("the review"));
            QTemporaryDir dir;
            StatsDatabase stats(dir.filePath(QStringLiteral("s.sqlite")));
            QVERIFY(stats.open());
            // Two games played, so the figures, the chart and the history are all shown.
            QVERIFY(stats.recordMatch(sampleMatch(QStringLiteral("hearts"), {}, 32, 0, 1)) > 0);
            QVERIFY(stats.recordMatch(sampleMatch(QStringLiteral("ohhell"), {}, 32, 0, 2)) > 0);
            StatisticsDialog statistics(&stats, GameFaces::list(), &parent);
            checkOnScreen(&statistics, what("the statistics"));
            GameController controller;
            DecisionAuditDialog audit(controller.thinkingPool(), controller.closingToken(),
                                      &parent);
            checkOnScreen(&audit, what("check my decisions"));
            SettingsDialog settings(AppSettings{}, &parent);
            checkOnScreen(&settings, what("the preferences"));
            // Hosting Oh Hell for six, on a table server: every row of the dialog shown.
            MatchSetup six = MatchSetup::defaults(QStringLiteral("ohhell"));
            six.seats = 6;
            HostDialog host(six, QStringLiteral("Oh Hell"), QStringLiteral("Ann"), &parent);
            host.whereBox()->setCurrentIndex(1);
            checkOnScreen(&host, what("hosting a table"));
            MatchResultDialog result(&parent);
            const std::vector<int> totals = match.totals();
            result.setResult(GameFaces::list().of(match.rules().gameId()), match.rules(),
                             match.status(), totals,
                             {QStringLiteral("You"), QStringLiteral("West"),
                              QStringLiteral("North"), QStringLiteral("East")},
                             0, true);
            checkOnScreen(&result, what("the result"));
            // Its headline, note, places and buttons lie one under the other, none over the
            // next: the wrapped note is measured at the dialog's width.
            int bottom = 0;
            for (int i = 0; i < result.layout()->count(); ++i) {
                const QWidget* part = result.layout()->itemAt(i)->widget();
                if (!part || !part->isVisible())
                    continue;
                QVERIFY2(part->geometry().top() >= bottom,
                         qPrintable(QStringLiteral("%1: %2 rides over what is above it")
                                        .arg(language, QString::fromLatin1(
                                                           part->metaObject()->className()))));
                bottom = part->geometry().bottom();
            }
            QVERIFY(bottom < result.height());
        }
        QLocale::setDefault(before);
        QApplication::removeTranslator(&translator);
    }

    // The lobby with each game's options, the preferences and a rules page stay on the screen in
    // every language the app ships: German runs longest.
    void theLobbyAndPreferencesFitTheScreenInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "fr", "de", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void theLobbyAndPreferencesFitTheScreenInEveryLanguage()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/followsuit_%1.qm").arg(language)));
        QApplication::installTranslator(&translator);
        QWidget parent;
        {
            LobbyDialog lobby(GameFaces::list(), &parent);
            auto* games = lobby.findChild<QListWidget*>();
            QVERIFY(games && games->count() >= 8);
            for (int row = 0; row < games->count(); ++row) {
                games->setCurrentRow(row);
                const QString what = language + QLatin1Char(' ') + games->item(row)->text();
                checkOnScreen(&lobby, qPrintable(what));
            }
            SettingsDialog settings(AppSettings{}, &parent);
            checkOnScreen(&settings, qPrintable(language + QStringLiteral(" preferences")));
            RulesBrowser rules(GameFaces::list(), &parent);
            rules.showGame(QStringLiteral("aluette"));
            checkOnScreen(&rules, qPrintable(language + QStringLiteral(" rules")));
        }
        QApplication::removeTranslator(&translator);
    }

    void theResultOfTenPlayersKeepsItsButtonsClearOfThePlaces()
    {
        std::string error;
        const auto rules = fs::createRules("ohhell", 10, {}, error);
        const std::vector<int> totals = {120, 80, 95, -20, 60, 60, 33, 210, 150, 5};
        fs::MatchStatus status;
        status.over = true;
        status.winners = {7};
        QStringList names;
        for (int seat = 0; seat < 10; ++seat)
            names << QStringLiteral("Player with a long name %1").arg(seat + 1);
        MatchResultDialog dialog;
        // First a small result, then a large one: the dialog must grow, not keep its size.
        dialog.setResult(GameFaces::list().of(QStringLiteral("put")),
                         *fs::createRules("put", 2, {}, error), status, {1, 0}, names.mid(0, 2), 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.setResult(GameFaces::list().of(rules->gameId()), *rules, status, totals, names, 0);
        QApplication::processEvents();
        checkOnScreen(&dialog, "the result");
        auto* places = dialog.findChild<QTableWidget*>();
        const QRect table(places->mapTo(&dialog, QPoint(0, 0)), places->size());
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->isVisible())
                QVERIFY(!table.intersects(QRect(b->mapTo(&dialog, QPoint(0, 0)), b->size())));
        QCOMPARE(places->rowCount(), 10);
    }

    void aWindowSavedOnALargerScreenIsBroughtBackOnThisOne()
    {
        {
            MainWindow big;
            big.show();
            big.setGeometry(40, 40, 3000, 2000);
            AppSettings settings;
            QSettings store;
            settings.load(store);
            settings.setWindowGeometry(big.saveGeometry());
            settings.save(store);
        }
        MainWindow window;
        checkOnScreen(&window, "the main window");
    }
};

FOLLOWSUIT_TEST_MAIN(ScreenFitTest)
#include "tst_screenfit.moc"
