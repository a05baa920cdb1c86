// What the table shows beside the hands, as a player reads it: the card that took a trick haloed
// (the second-highest in Seconds), the card turned up for trumps on a captioned plate apart from
// the trick, Hearts' widow counted, a card drawn from German Whist's stock raised in the hand,
// the corner of facts (and no "cards each" that the hand contradicts), a refusal over the hand,
// and the game's notes on the plates wrapped whole.

#include "controller/gamecontroller.h"
#include "games/gamefaces.h"
#include "table/carditem.h"
#include "table/pilestack.h"
#include "table/seatbadge.h"
#include "table/tableplaque.h"
#include "table/tablestage.h"
#include "table/tableview.h"
#include "text/apptranslations.h"

#include "core/match.h"

#include <QDeadlineTimer>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QTest>

#include "testmain.h"

namespace {

constexpr int PiecesWaitMs = 20000;

QStringList sceneTexts(TableView* table)
{
    QStringList texts;
    for (QGraphicsItem* item : table->scene()->items())
        if (item->isVisible() && item->type() == QGraphicsSimpleTextItem::Type)
            texts << static_cast<QGraphicsSimpleTextItem*>(item)->text();
    return texts;
}

} // namespace

class TablePiecesTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_INIT_RESOURCE(followsuit_resources);
        AppTranslations::install(QLocale(QLocale::English)); // "1 card", as the app says it
    }

    void init()
    {
        m_controller = new GameController;
        m_controller->setComputerDelay(0);
        m_table = new TableView(m_controller, GameFaces::list(), 0);
        m_table->setAnimationSpeed(0);
        m_table->resize(1100, 760);
        m_table->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_table));
    }

    void cleanup()
    {
        delete m_table;
        delete m_controller;
    }

    // Seconds: the second-highest card takes the trick, and that card is the one haloed while
    // the whole trick is in view.
    void theCardThatTookTheTrickIsHaloed()
    {
        m_table->setAnimationSpeed(1);
        m_controller->setHumanSeats({});
        QVERIFY(m_controller->newMatch(QStringLiteral("seconds"), 4, {}, 5));
        fs::Card haloed;
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (QGraphicsItem* item : m_table->scene()->items())
                    if (item->type() == CardItem::Type && item->isVisible() &&
                        static_cast<CardItem*>(item)->winner())
                        haloed = static_cast<CardItem*>(item)->card();
                return haloed.valid();
            },
            PiecesWaitMs));
        const fs::GameState& s = m_controller->shownState();
        bool found = false;
        for (int t = 0; t < s.tricksDone; ++t) {
            const fs::Trick trick = s.completedTrick(t);
            for (int i = 0; i < trick.size; ++i)
                if (trick.card(i) == haloed) {
                    found = true;
                    QCOMPARE(trick.seat(i), s.completedTrickWinner(t));
                }
        }
        QVERIFY(found);
    }

    void theTrumpCardLiesOnACaptionedPlateApartFromTheTrick()
    {
        QVERIFY(m_controller->newMatch(QStringLiteral("ohhell"), 4, {}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), PiecesWaitMs);
        const fs::Card turned = m_controller->shownState().turnUp;
        QVERIFY(turned.valid());
        TablePlaque* plate = m_table->stage()->turnUpPlate();
        QVERIFY(plate->isVisible());
        QCOMPARE(plate->lines(), QStringList{QStringLiteral("Trumps")});
        const QRectF card = m_table->itemFor(turned)->sceneBoundingRect();
        QVERIFY(plate->rect().contains(card));
        QVERIFY(!card.intersects(m_table->dropZoneRect()));
        // The corner says the hand and trumps.
        const QString corner = m_table->stage()->infoPlaque()->text();
        QVERIFY2(corner.contains(QStringLiteral("Trumps")) &&
                     corner.contains(QStringLiteral("Hand 1 of 23: 1 card each")),
                 qPrintable(corner));
    }

    void heartsWidowIsCountedOnTheTable()
    {
        QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 3, {}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), PiecesWaitMs);
        QVERIFY2(sceneTexts(m_table).contains(QStringLiteral("Widow: 1 card")),
                 qPrintable(sceneTexts(m_table).join(QLatin1Char('|'))));
    }

    // German Whist: after a trick of the first phase the person draws; the card drawn is raised
    // in the hand (as a card passed to them would be) and said in the status line.
    void aCardDrawnIsRaisedInTheHand()
    {
        QVERIFY(m_controller->newMatch(QStringLiteral("germanwhist"), 2, {}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), PiecesWaitMs);
        const fs::CardSet before = m_controller->shownState().hand(0);
        m_controller->playCard(0, m_table->legal().play.lowest());
        QTRY_VERIFY_WITH_TIMEOUT(m_controller->shownState().tricksDone == 1 && m_table->idle() &&
                                     m_controller->shownState().hand(0).size() == 13,
                                 PiecesWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), PiecesWaitMs);
        const fs::CardSet hand = m_controller->shownState().hand(0);
        const fs::CardSet drawn = hand - before;
        QCOMPARE(drawn.size(), 1);
        const CardItem* item = m_table->itemFor(drawn.lowest());
        QVERIFY(item->inHand());
        for (const fs::Card c : hand - drawn)
            QVERIFY2(item->pos().y() < m_table->itemFor(c)->pos().y(),
                     "the card drawn is not raised above the rest of the hand");
    }

    // Four-handed Put: the active player holds four cards after a feed; nothing on the table
    // says "3 cards each".
    void putNeverSaysThreeCardsEach()
    {
        QVERIFY(m_controller->newMatch(QStringLiteral("put"), 4, {}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), PiecesWaitMs);
        QVERIFY2(!m_table->infoText().contains(QStringLiteral("cards each")),
                 qPrintable(m_table->infoText()));
        QVERIFY(!m_table->stage()->infoPlaque()->text().contains(QStringLiteral("cards each")));
    }

    void aRefusalIsShownOverTheHandUntilThePersonActs()
    {
        QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {{"passing", "false"}}, 4));
        QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), PiecesWaitMs);
        const fs::CardSet hand = m_controller->shownState().hand(0);
        const fs::CardSet illegal = hand - m_table->legal().play;
        QVERIFY(!illegal.empty());
        m_controller->playCard(0, illegal.lowest());
        TablePlaque* notice = m_table->stage()->notice();
        QVERIFY(notice->isVisible());
        QVERIFY(!notice->text().isEmpty());
        QCOMPARE(notice->text(), m_table->statusText());
        QVERIFY(notice->fitsText());
        // Above the hand, where the eye is.
        QVERIFY(notice->rect().bottom() <= m_table->itemFor(hand.lowest())->pos().y());
        m_controller->playCard(0, m_table->legal().play.lowest());
        QTRY_VERIFY(!notice->isVisible());
    }

    // The card size chosen in the preferences makes the hand and the trick larger at once, on
    // the same window, and at every size offered the hand and the plates stay whole on the table
    // and apart.
    void largerCardsGrowOnTheSameTableAndKeepClearOfThePlates()
    {
        QVERIFY(m_controller->newMatch(QStringLiteral("hearts"), 4, {{"passing", "false"}}, 4));
        QTRY_VERIFY_WITH_TIMEOUT(m_table->awaitingPerson() && m_table->idle(), PiecesWaitMs);
        const fs::CardSet hand = m_controller->shownState().hand(0);
        const QRectF view(QPointF(0, 0), QSizeF(m_table->viewport()->size()));
        qreal previous = 0;
        qreal smallest = 0;
        for (const int percent : {100, 125, 150, 175, 200}) {
            m_table->setCardSizePercent(percent);
            QVERIFY(m_table->idle());
            const qreal width = m_table->tableLayout().handCardSize().width();
            QVERIFY2(width >= previous, qPrintable(QString::number(percent)));
            if (percent == 100)
                smallest = width;
            previous = width;
            for (const fs::Card c : hand) {
                const CardItem* item = m_table->itemFor(c);
                // Pixmaps follow once rendered; the layout's size and place count now.
                const QRectF r(item->home(), QSizeF(m_table->tableLayout().handCardSize()));
                QVERIFY2(view.contains(r), qPrintable(QString::number(percent)));
                for (int seat = 0; seat < 4; ++seat)
                    QVERIFY2(!m_table->badge(seat)->sceneBoundingRect().intersects(r),
                             qPrintable(QStringLiteral("%1 %: seat %2").arg(percent).arg(seat)));
            }
            for (int seat = 0; seat < 4; ++seat)
                QVERIFY(view.contains(m_table->badge(seat)->sceneBoundingRect()));
        }
        QVERIFY2(previous >= smallest * 1.25,
                 qPrintable(QStringLiteral("%1 -> %2").arg(smallest).arg(previous)));
        QTRY_VERIFY_WITH_TIMEOUT(
            qAbs(m_table->itemFor(hand.lowest())->boundingRect().width() - previous) < 1.5,
            PiecesWaitMs);
    }

    // A long note wraps onto lines of its own rather than being cut to "Take …".
    void aPlatesNotesWrapWhole()
    {
        SeatBadge badge;
        badge.setPixelSize(12);
        badge.setMaxWidth(100);
        badge.setText(
            QStringLiteral("North · 12"), QStringLiteral("3 tricks · +26 this deal"),
            {QStringLiteral("Shot the moon: 26 to the others"), QStringLiteral("Sees the put")});
        QVERIFY(badge.fitsText());
        QVERIFY(badge.lines().size() >= 4);
        QVERIFY(badge.lines().join(QLatin1Char(' ')).contains(QStringLiteral("others")));
    }

    // In German, the longest of the app's languages, and in French and Spanish, on the smallest
    // table the app is made for: every plate keeps its name, its counts and each note on a line
    // of their own through a whole deal of every game, so the plate never grows down over the
    // player's cards.
    void platesKeepEachLineWholeInEveryLanguageOnASmallTable_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        for (const auto& [game, seats] :
             std::initializer_list<std::pair<const char*, int>>{{"hearts", 4},
                                                                {"hearts", 6},
                                                                {"ohhell", 4},
                                                                {"ohhell", 7},
                                                                {"whist", 4},
                                                                {"germanwhist", 2},
                                                                {"put", 3},
                                                                {"aluette", 4},
                                                                {"armslength", 4},
                                                                {"seconds", 4}})
            for (const char* language : {"en", "de", "fr", "es"})
                QTest::addRow("%s %s %d", language, game, seats)
                    << QString::fromLatin1(language) << QString::fromLatin1(game) << seats;
    }

    void platesKeepEachLineWholeInEveryLanguageOnASmallTable()
    {
        QFETCH(QString, game);
        QFETCH(int, seats);
        QFETCH(QString, language);
        QCOMPARE(AppTranslations::install(QLocale(language)), language != QLatin1String("en"));
        // The table's share of a 1024x600 screen, beside a narrow score sheet.
        m_table->resize(760, 500);
        m_controller->setHumanSeats({});
        m_controller->setSeatLevels(QList<fs::Level>(seats, fs::Level::Easy));
        bool ended = false;
        connect(m_controller, &GameController::dealEnded, this, [&ended] { ended = true; });
        QVERIFY(m_controller->newMatch(game, seats, {}, 11));
        int checks = 0;
        QStringList wrapped;
        for (QDeadlineTimer deadline(PiecesWaitMs); !ended && !deadline.hasExpired();
             QTest::qWait(2)) {
            for (QGraphicsItem* item : m_table->scene()->items()) {
                const auto* plate = dynamic_cast<const SeatBadge*>(item);
                if (!plate || !plate->isVisible())
                    continue;
                ++checks;
                if (!plate->eachOnOneLine() || !plate->fitsText())
                    wrapped << QStringLiteral("%1 (%2 px wide)")
                                   .arg(plate->lines().join(QLatin1Char('|')))
                                   .arg(plate->boundingRect().width());
            }
        }
        AppTranslations::install(QLocale(QLocale::English));
        QVERIFY(ended);
        QVERIFY(checks > seats);
        wrapped.removeDuplicates();
        QVERIFY2(wrapped.isEmpty(), qPrintable(wrapped.join(QLatin1Char('\n'))));
    }

private:
    GameController* m_controller = nullptr;
    TableView* m_table = nullptr;
};

FOLLOWSUIT_TEST_MAIN(TablePiecesTest)
#include "tst_tablepieces.moc"
