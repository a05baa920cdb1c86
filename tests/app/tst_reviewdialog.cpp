// The review dialog as a person drives it: the keys, the buttons and the slider step through a
// deal, the deal list switches deals, and every game's table (two to ten seats, the Spanish
// pack) can be shown and stepped to its end. A deal in progress shows no card the person's seat
// cannot see, in any piece of the table or word of the dialog.

#include "games/gamefaces.h"
#include "harness/playedmatch.h"
#include "review/dealreplay.h"
#include "review/reviewdialog.h"
#include "review/reviewview.h"
#include "table/carditem.h"
#include "table/tablestage.h"
#include "text/gametext.h"

#include "record/gamerecord.h"

#include <QApplication>
#include <QComboBox>
#include <QGraphicsScene>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTableView>
#include <QTest>

#include "testmain.h"

namespace {

// A deal's steps, worded by its game's face as the review words them.
std::vector<ReplayStep> reviewSteps(const DealReplay& replay, int deal)
{
    return replay.steps(deal, GameFaces::list().of(replay.gameId()));
}

fs::GameRecord recordOf(const fs::Match& match)
{
    return fs::recordOf(match, {});
}

template <class T> T* child(const QWidget& parent, const char* name)
{
    T* widget = parent.findChild<T*>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no child named %s", name);
    return widget;
}

} // namespace

class ReviewDialogTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void opensOnTheLastFinishedDealAsDealt()
    {
        const auto match = playedMatch("hearts", 4, 11, 3);
        ReviewDialog dialog(GameFaces::list());
        dialog.showRecord(recordOf(*match));
        QCOMPARE(dialog.dealCount(), 3);
        QCOMPARE(dialog.currentDeal(), 2);
        QCOMPARE(dialog.currentStep(), 0);
        QCOMPARE(child<QComboBox>(dialog, "dealCombo")->currentIndex(), 2);
        QCOMPARE(child<QComboBox>(dialog, "dealCombo")->count(), 3);
        QVERIFY(!child<QPushButton>(dialog, "previousButton")->isEnabled());
        QVERIFY(child<QPushButton>(dialog, "nextButton")->isEnabled());
        QVERIFY(child<QLabel>(dialog, "descriptionLabel")->text().contains(QStringLiteral("deal")));
        // A finished deal shows every hand, and says every hand to a screen reader.
        const QString spoken = child<ReviewView>(dialog, "reviewTable")->accessibleDescription();
        for (const char* seat : {"You hold ", "West holds ", "North holds ", "East holds "})
            QVERIFY2(spoken.contains(QLatin1String(seat)), qPrintable(spoken));
    }

    void keysStepThroughTheDeal()
    {
        const auto match = playedMatch("hearts", 4, 11, 2);
        ReviewDialog dialog(GameFaces::list());
        dialog.showRecord(recordOf(*match), 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* table = child<ReviewView>(dialog, "reviewTable");
        const auto steps = reviewSteps(DealReplay(*match), 0);
        QCOMPARE(dialog.stepCount(), int(steps.size()));
        QTest::keyClick(table, Qt::Key_Right);
        QCOMPARE(dialog.currentStep(), 1);
        QCOMPARE(table->step().hands, steps[1].hands);
        QCOMPARE(child<QLabel>(dialog, "descriptionLabel")->text(), steps[1].description);
        QTest::keyClick(table, Qt::Key_Right);
        QTest::keyClick(table, Qt::Key_Right);
        QCOMPARE(dialog.currentStep(), 3);
        QTest::keyClick(table, Qt::Key_Left);
        QCOMPARE(dialog.currentStep(), 2);
        QTest::keyClick(table, Qt::Key_End);
        QCOMPARE(dialog.currentStep(), dialog.stepCount() - 1);
        QCOMPARE(table->step().hands, steps.back().hands);
        QTest::keyClick(table, Qt::Key_Right); // nothing beyond the end
        QCOMPARE(dialog.currentStep(), dialog.stepCount() - 1);
        QVERIFY(!child<QPushButton>(dialog, "nextButton")->isEnabled());
        QTest::keyClick(table, Qt::Key_Home);
        QCOMPARE(dialog.currentStep(), 0);
        QTest::keyClick(table, Qt::Key_Left);
        QCOMPARE(dialog.currentStep(), 0);
    }

    void buttonsAndTheSliderStepToo()
    {
        const auto match = playedMatch("ohhell", 5, 4, 2);
        ReviewDialog dialog(GameFaces::list());
        dialog.showRecord(recordOf(*match));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy changed(&dialog, &ReviewDialog::stepChanged);
        QTest::mouseClick(child<QPushButton>(dialog, "nextButton"), Qt::LeftButton);
        QTest::mouseClick(child<QPushButton>(dialog, "nextButton"), Qt::LeftButton);
        QCOMPARE(dialog.currentStep(), 2);
        QCOMPARE(changed.size(), 2);
        QTest::mouseClick(child<QPushButton>(dialog, "previousButton"), Qt::LeftButton);
        QCOMPARE(dialog.currentStep(), 1);
        auto* slider = child<QSlider>(dialog, "stepSlider");
        QCOMPARE(slider->value(), 1);
        QCOMPARE(slider->maximum(), dialog.stepCount() - 1);
        slider->setValue(7);
        QCOMPARE(dialog.currentStep(), 7);
        QTest::mouseClick(child<QPushButton>(dialog, "lastButton"), Qt::LeftButton);
        QCOMPARE(dialog.currentStep(), dialog.stepCount() - 1);
        QCOMPARE(slider->value(), slider->maximum());
        QVERIFY(dialog.step()->description.contains(QStringLiteral("over")));
        QTest::mouseClick(child<QPushButton>(dialog, "firstButton"), Qt::LeftButton);
        QCOMPARE(dialog.currentStep(), 0);
        QCOMPARE(child<QLabel>(dialog, "stepLabel")->text(),
                 QStringLiteral("Step 1 of %1").arg(dialog.stepCount()));
    }

    void theDealListSwitchesDeals()
    {
        const auto match = playedMatch("germanwhist", 2, 8, 3);
        ReviewDialog dialog(GameFaces::list());
        dialog.showRecord(recordOf(*match));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.nextStep();
        auto* combo = child<QComboBox>(dialog, "dealCombo");
        combo->setCurrentIndex(0);
        QCOMPARE(dialog.currentDeal(), 0);
        QCOMPARE(dialog.currentStep(), 0);
        const auto first = reviewSteps(DealReplay(*match), 0);
        QCOMPARE(dialog.stepCount(), int(first.size()));
        QCOMPARE(child<ReviewView>(dialog, "reviewTable")->step().hands, first[0].hands);
        // The score sheet shows the chosen deal's row and the totals after it.
        auto* sheet = child<QTableView>(dialog, "dealSheetView");
        QVERIFY(!sheet->isRowHidden(0));
        QVERIFY(sheet->isRowHidden(1) || sheet->model()->rowCount() <= 2);
        combo->setCurrentIndex(2);
        QCOMPARE(dialog.currentDeal(), 2);
        QVERIFY(sheet->isRowHidden(0));
        QVERIFY(!sheet->isRowHidden(2));
    }

    void aDealInProgressIsShownAsThePersonSeesIt()
    {
        auto match = playedMatch("whist", 4, 6, 1);
        match->startDeal();
        for (int i = 0; i < 6; ++i) {
            const int seat = match->state().toAct;
            fs::Rng rng(static_cast<std::uint64_t>(i));
            QCOMPARE(match->apply(match->viewFor(seat).legalActions().random(rng)),
                     fs::Reason::None);
        }
        ReviewDialog dialog(GameFaces::list());
        dialog.showMatch(*match, {}, 0);
        QCOMPARE(dialog.dealCount(), 2);
        QCOMPARE(dialog.currentDeal(), 0); // the last finished one
        dialog.setDeal(1);
        QCOMPARE(dialog.stepCount(), 7);
        QVERIFY(child<QComboBox>(dialog, "dealCombo")
                    ->itemText(1)
                    .contains(QStringLiteral("progress")));
        QVERIFY(
            child<QLabel>(dialog, "sheetNote")->text().contains(QStringLiteral("not finished")));
        QVERIFY(!dialog.step()->handsOpen);
    }

    // Every piece of the review's table and every line it says, at every step of a deal in
    // progress, in games that pass, discard, draw from a stock and turn up trumps: no card of
    // another hand, of the stock or of another seat's pass or discard reaches a widget.
    void noHiddenCardReachesTheReviewDuringADeal_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("actions");
        QTest::newRow("hearts") << QStringLiteral("hearts") << 4 << 14;
        QTest::newRow("hearts-3") << QStringLiteral("hearts") << 3 << 12;
        QTest::newRow("ohhell") << QStringLiteral("ohhell") << 5 << 9;
        QTest::newRow("germanwhist") << QStringLiteral("germanwhist") << 2 << 12;
        QTest::newRow("aluette") << QStringLiteral("aluette") << 4 << 10;
        QTest::newRow("put-4") << QStringLiteral("put") << 4 << 7;
    }
    void noHiddenCardReachesTheReviewDuringADeal()
    {
        QFETCH(QString, game);
        QFETCH(int, seats);
        QFETCH(int, actions);
        for (const std::uint64_t seed : {3u, 4u, 9u}) {
            // A finished deal first, then part of the next one.
            auto match = playedMatch(game.toStdString(), seats, seed, 1);
            if (match->over())
                continue;
            match->startDeal();
            const std::size_t before = match->actions().size();
            fs::Rng rng(seed);
            for (int i = 0; i < actions && match->dealInProgress(); ++i)
                QCOMPARE(match->apply(match->state().legalActions().random(rng)), fs::Reason::None);
            if (!match->dealInProgress())
                continue;
            ReviewDialog dialog(GameFaces::list());
            dialog.showMatch(*match, {}, 0);
            dialog.resize(1000, 760);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.setDeal(1);
            auto* view = child<ReviewView>(dialog, "reviewTable");
            // The same deal replayed beside the dialog: what seat 0 may know at each step.
            fs::Match replay(match->rulesPtr(), match->seed(), match->firstDealer());
            QVERIFY(replay.startDeal(match->dealOrders()[0]));
            for (std::size_t a = 0; a < before; ++a)
                replay.apply(match->actions()[a]);
            QVERIFY(replay.startDeal(match->dealOrders()[1]));
            fs::CardSet everSeen; // by seat 0, at any step so far
            for (int step = 0; step < dialog.stepCount(); ++step) {
                if (step > 0)
                    replay.apply(match->actions()[before + static_cast<std::size_t>(step) - 1]);
                dialog.setStep(step);
                const fs::PlayerView seen = replay.viewFor(0);
                const fs::GameState& s = seen.state();
                fs::CardSet known = seen.hand();
                for (int i = 0; i < s.playedCount; ++i)
                    known.insert(s.played[static_cast<std::size_t>(i)]);
                if (s.turnUp.valid())
                    known.insert(s.turnUp);
                everSeen |= known;
                for (QGraphicsItem* item : view->scene()->items()) {
                    if (item->type() != CardItem::Type || !item->isVisible())
                        continue;
                    const auto* card = static_cast<const CardItem*>(item);
                    if (!card->card().valid() || !card->faceUp())
                        continue;
                    QVERIFY2(known.contains(card->card()),
                             qPrintable(QStringLiteral("%1 step %2 shows %3, hidden from seat 0")
                                            .arg(game)
                                            .arg(step)
                                            .arg(GameText::cardName(s.pack(), card->card()))));
                }
            }
            // Nor do the words: no line names a card seat 0 never saw.
            const fs::CardSet hidden = match->rules().pack().all() - everSeen;
            for (int step = 0; step < dialog.stepCount(); ++step) {
                dialog.setStep(step);
                const QString text =
                    dialog.step()->description + child<QLabel>(dialog, "descriptionLabel")->text();
                // What a screen reader is told of the table says seat 0's cards only, as "You
                // hold …"; another seat's holding is never listed during the deal.
                const QString spoken = view->accessibleDescription();
                QVERIFY2(!spoken.contains(QLatin1String(" holds ")), qPrintable(spoken));
                QVERIFY2(spoken.isEmpty() || spoken.startsWith(QLatin1String("You hold ")) ||
                             spoken.startsWith(QLatin1String("On the trick: ")),
                         qPrintable(spoken));
                for (const fs::Card c : hidden) {
                    const QString name = GameText::cardName(match->rules().pack(), c);
                    QVERIFY2(!text.contains(QStringLiteral("the ") + name),
                             qPrintable(QStringLiteral("%1 step %2 names %3: %4")
                                            .arg(game)
                                            .arg(step)
                                            .arg(name, text)));
                }
            }
        }
    }

    void everyGameShowsAndStepsToItsEnd_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        for (const fs::GameInfo& game : fs::allGames()) {
            QTest::addRow("%s-%d", game.id.c_str(), game.minSeats)
                << QString::fromStdString(game.id) << game.minSeats;
            if (game.maxSeats != game.minSeats)
                QTest::addRow("%s-%d", game.id.c_str(), game.maxSeats)
                    << QString::fromStdString(game.id) << game.maxSeats;
        }
    }
    void everyGameShowsAndStepsToItsEnd()
    {
        QFETCH(QString, game);
        QFETCH(int, seats);
        const auto match = playedMatch(game.toStdString(), seats, 23, 1);
        ReviewDialog dialog(GameFaces::list());
        dialog.showMatch(*match, {}, 0);
        dialog.resize(900, 700);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (int step = 0; step < dialog.stepCount(); step += 5) {
            dialog.setStep(step);
            QVERIFY(!dialog.grab().isNull());
        }
        dialog.lastStep();
        QVERIFY(!dialog.grab().isNull());
        const TableLayout& layout = child<ReviewView>(dialog, "reviewTable")->stage()->layout();
        QCOMPARE(layout.seats(), seats);
        QVERIFY(layout.cardSize().height() >= 36);
    }

    void anUnplayableRecordSaysWhy()
    {
        const fs::ParsedRecord parsed = fs::parseRecord(
            "{\"format\": \"followsuit-record\", \"version\": 1, \"game\": \"hearts\", "
            "\"players\": 4, \"seed\": 3, \"actions\": [{\"seat\": 1, \"pass\": [\"KH\", "
            "\"AH\", \"QS\"]}, {\"seat\": 1, \"play\": \"2C\"}]}");
        QVERIFY2(parsed.ok(), parsed.error.message.c_str());
        ReviewDialog dialog(GameFaces::list());
        dialog.showRecord(parsed.record);
        QVERIFY(!child<QLabel>(dialog, "problemLabel")->isHidden());
        QCOMPARE(dialog.dealCount(), 1);
        QCOMPARE(dialog.stepCount(), 2);
    }
};

FOLLOWSUIT_TEST_MAIN(ReviewDialogTest)
#include "tst_reviewdialog.moc"
