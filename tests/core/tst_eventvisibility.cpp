// What each seat may see of an event is decided in the core (Rules::eventSeenBy), next to
// hideFrom, so the table shows a person only what their seat knows however many people play.
// These tests play whole deals of every game with random legal actions and check every event
// against every seat's view of the state the action led to.

#include "core/match.h"
#include "registry/gameregistry.h"

#include <QTest>

#include "testmain.h"

using namespace fs;

namespace {

struct Seen {
    int passesShown = 0;
    int passesHidden = 0;
    int drawsHidden = 0;
    int discardsHidden = 0;
    int bidsHidden = 0;
    int bidsShown = 0;
};

// Plays deals of `gameId` and checks, for every event and seat, that what the seat sees agrees
// with its PlayerView afterwards; counts what was hidden so a test can say it happened.
void playAndCheck(const std::string& gameId, int seats, const Options& options, int deals,
                  Seen& seen)
{
    std::string error;
    auto rules = createRules(gameId, seats, options, error);
    if (!rules)
        qFatal("%s", error.c_str());
    Match match(rules, 7);
    Rng rng(11);
    for (int d = 0; d < deals && !match.over(); ++d) {
        match.startDeal();
        while (match.dealInProgress()) {
            const GameState& s = match.state();
            const Action a = match.viewFor(s.toAct).legalActions().random(rng);
            EventList events;
            if (match.apply(a, &events) != Reason::None)
                qFatal("illegal random action");
            for (const Event& e : events)
                for (int seat = 0; seat < seats; ++seat) {
                    const Event v = rules->eventSeenBy(match.state(), e, seat);
                    const bool own = e.seat == seat;
                    switch (e.kind) {
                    case EventKind::CardsPassed:
                        if (own || e.other == seat) {
                            if (own)
                                QCOMPARE(v.cards, e.cards);
                            seen.passesShown += v.cards == e.cards;
                        } else {
                            QVERIFY(v.cards.empty());
                            QCOMPARE(int(v.value), e.cards.size());
                            ++seen.passesHidden;
                        }
                        break;
                    case EventKind::Discarded:
                        if (own) {
                            QCOMPARE(v.cards, e.cards);
                        } else {
                            QVERIFY(v.cards.empty());
                            QCOMPARE(int(v.value), e.cards.size());
                            ++seen.discardsHidden;
                        }
                        break;
                    case EventKind::CardDrawn:
                        if (own || e.value != 0) {
                            QCOMPARE(v.card, e.card);
                        } else {
                            QVERIFY(!v.card.valid());
                            ++seen.drawsHidden;
                        }
                        break;
                    case EventKind::BidMade: {
                        const PlayerView view = match.viewFor(seat);
                        const int known = view.state().bids[static_cast<std::size_t>(e.seat)];
                        if (own || known == e.value) {
                            QCOMPARE(int(v.value), int(e.value));
                            seen.bidsShown += !own;
                        } else {
                            QCOMPARE(int(v.value), -1);
                            ++seen.bidsHidden;
                        }
                        break;
                    }
                    default:
                        QCOMPARE(v.card, e.card);
                        QCOMPARE(v.cards, e.cards);
                        QCOMPARE(int(v.value), int(e.value));
                    }
                }
        }
    }
}

} // namespace

class EventVisibilityTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void heartsPassesAreSeenOnlyByThePasser()
    {
        Seen s;
        playAndCheck("hearts", 4, {}, 3, s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(s.passesHidden > 0);
    }

    void secretOhHellBidsAreHiddenUntilEveryoneHasBid()
    {
        Seen s;
        playAndCheck("ohhell", 4, {}, 4, s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(s.bidsHidden > 0);
    }

    void ohHellBidsWithTheHookAreSeenAsTheyAreMade()
    {
        Seen s;
        playAndCheck("ohhell", 4, {{"hook", "true"}}, 4, s);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(s.bidsHidden, 0);
        QVERIFY(s.bidsShown > 0);
    }

    void germanWhistFaceDownDrawsAreSeenOnlyByTheDrawer()
    {
        Seen s;
        playAndCheck("germanwhist", 2, {}, 1, s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(s.drawsHidden > 0);
    }

    void aluetteDiscardsShowOnlyHowManyCardsWentDown()
    {
        Seen s;
        playAndCheck("aluette", 4, {}, 6, s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(s.discardsHidden > 0);
    }

    void putFeedersCardIsSeenByItsPartnerToo()
    {
        Seen s;
        playAndCheck("put", 4, {}, 6, s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(s.passesShown > 0);
        QVERIFY(s.passesHidden > 0);
    }

    void everyGameKeepsItsOtherEventsWhole()
    {
        for (const GameInfo& g : allGames())
            for (int seats = g.minSeats; seats <= g.maxSeats; ++seats) {
                Seen s;
                playAndCheck(g.id, seats, {}, 2, s);
                QVERIFY2(!QTest::currentTestFailed(), g.id.c_str());
            }
    }

    void aViewKnowsHowManyCardsEverySeatHolds()
    {
        std::string error;
        Match match(createRules("ohhell", 5, {}, error), 3);
        match.startDeal();
        const PlayerView view = match.viewFor(2);
        for (int seat = 0; seat < 5; ++seat) {
            QCOMPARE(view.handSize(seat), match.state().hand(seat).size());
            if (seat != 2)
                QVERIFY(view.state().hand(seat).empty());
        }
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(EventVisibilityTest)
#include "tst_eventvisibility.moc"
