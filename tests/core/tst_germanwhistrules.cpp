// German Whist as docs/rules/germanwhist.md (with) states it, the German Whist cases
// of section 10 and the worked example. Positions are dealt from an explicit card order.

#include "core/match.h"
#include "core/playerview.h"
#include "games/germanwhist/germanwhistrules.h"
#include "harness/cardtext.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;
using harness::cards;

namespace {

const Pack& pack()
{
    return Pack::french52();
}

// A deal where the non-dealer and the dealer hold at least the given cards and the stock starts
// with `stockTop` (top first); everything else is filled in pack order.
DealSetup setupWith(const std::string& nonDealer, const std::string& dealerCards,
                    const std::string& stockTop, int dealer)
{
    const CardSet eldestHand0 = cards(nonDealer);
    const CardSet dealerHand0 = cards(dealerCards);
    std::vector<Card> stock;
    {
        std::istringstream in(stockTop);
        std::string word;
        while (in >> word)
            stock.push_back(card(word.c_str()));
    }
    CardSet rest = pack().all() - eldestHand0 - dealerHand0;
    for (Card c : stock)
        rest.remove(c);
    CardSet eldest = eldestHand0, dealerHand = dealerHand0;
    auto fill = [&](CardSet& hand) {
        while (hand.size() < 13) {
            hand.insert(rest.lowest());
            rest.remove(rest.lowest());
        }
    };
    fill(eldest);
    fill(dealerHand);
    for (Card c : rest)
        stock.push_back(c);
    DealSetup setup;
    setup.dealer = dealer;
    setup.orderSize = 52;
    int j = 0;
    for (Card c : eldest)
        setup.order[std::size_t(2 * j++)] = c;
    j = 0;
    for (Card c : dealerHand)
        setup.order[std::size_t(2 * j++ + 1)] = c;
    for (std::size_t i = 0; i < stock.size(); ++i)
        setup.order[26 + i] = stock[i];
    return setup;
}

ScoreRow row(int first, int second)
{
    ScoreRow r;
    r.points = {first, second};
    return r;
}

int countEvents(const EventList& events, EventKind kind)
{
    int n = 0;
    for (const Event& e : events)
        n += e.kind == kind ? 1 : 0;
    return n;
}

const Event* findEvent(const EventList& events, EventKind kind, int value = -100)
{
    for (const Event& e : events)
        if (e.kind == kind && (value == -100 || e.value == value))
            return &e;
    return nullptr;
}

} // namespace

class TestGermanWhistRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void dealLeavesTwentySixInTheStockWithItsTopFaceUp()
    {
        const GermanWhistRules rules;
        const DealSetup setup = setupWith("", "", "7H", 1);
        const GameState s = rules.newDeal(setup);
        QCOMPARE(s.hand(0).size(), 13);
        QCOMPARE(s.hand(1).size(), 13);
        QCOMPARE(int(s.stockSize), 26);
        QCOMPARE(s.turnUp, card("7H"));
        QCOMPARE(s.stock[0], card("7H"));
        QCOMPARE(int(s.toAct), 0); // the non-dealer leads
        QVERIFY(s.hand(0).contains(setup.order[0]));
        QVERIFY(s.hand(1).contains(setup.order[1]));
    }

    // Section 10, German Whist 1.
    void firstTurnedCardFixesTrumpsForAllTwentySixTricks()
    {
        const GermanWhistRules rules;
        GameState s = rules.newDeal(setupWith("", "", "7H", 0));
        QCOMPARE(int(s.trump), int(Hearts));
        Rng rng(4);
        bool sevenTaken = false;
        while (!s.finished()) {
            s.apply(s.legalActions().random(rng));
            QCOMPARE(int(s.trump), int(Hearts));
            sevenTaken =
                sevenTaken || s.hand(0).contains(card("7H")) || s.hand(1).contains(card("7H"));
        }
        QVERIFY(sevenTaken);
        QCOMPARE(int(s.tricksDone), 26);
    }

    // Section 10, German Whist 2.
    void followingIsCompulsoryInPhaseOne()
    {
        const GermanWhistRules rules;
        GameState s = rules.newDeal(setupWith("QS", "3S AH", "7H", 1));
        s.apply(Action::play(0, card("QS")));
        QCOMPARE(s.legalActions().play, cards("3S"));
        QCOMPARE(s.check(Action::play(1, card("AH"))), Reason::MustFollowSuit);
        QCOMPARE(s.check(Action::play(0, card("3S"))), Reason::NotYourTurn);
    }

    // Section 10, German Whist 3.
    void trickWinnerTakesTheFaceUpCardAndTheLoserTheNextUnseen()
    {
        const GermanWhistRules rules;
        GameState s = rules.newDeal(setupWith("2S", "AS", "7H 9C KD", 1));
        s.apply(Action::play(0, card("2S")));
        EventList events;
        s.apply(Action::play(1, card("AS")), &events);
        QCOMPARE(s.tricksOf(1), 1);
        QVERIFY(s.hand(1).contains(card("7H")));
        QVERIFY(s.hand(0).contains(card("9C")));
        const Event* open = findEvent(events, EventKind::CardDrawn, 1);
        QVERIFY(open && open->seat == 1 && open->card == card("7H"));
        const Event* hidden = findEvent(events, EventKind::CardDrawn, 0);
        QVERIFY(hidden && hidden->seat == 0 && hidden->card == card("9C"));
        const Event* turned = findEvent(events, EventKind::CardTurned);
        QVERIFY(turned && turned->card == card("KD"));
        QCOMPARE(s.turnUp, card("KD"));
        QCOMPARE(int(s.stockSize), 24);
        QCOMPARE(int(s.toAct), 1); // the dealer won and leads trick 2
        QCOMPARE(s.hand(0).size(), 13);
        QCOMPARE(s.hand(1).size(), 13);
        QCOMPARE(int(s.trump), int(Hearts));
        // The dealer saw the 7H taken face up but not the 9C; the non-dealer sees its own draw.
        const PlayerView dealerView(s, 1);
        QVERIFY(dealerView.state().hand(0).empty());
        QCOMPARE(dealerView.state().turnUp, card("KD"));
        QCOMPARE(dealerView.state().stock[1], NoCard);
        QVERIFY(!dealerView.state().vars<GermanWhistVars>().shown[0].contains(card("9C")));
        QVERIFY(dealerView.unseen().contains(card("9C")));
        const PlayerView nonDealerView(s, 0);
        QVERIFY(nonDealerView.hand().contains(card("9C")));
        QVERIFY(nonDealerView.state().vars<GermanWhistVars>().shown[1].contains(card("7H")));
        QVERIFY(nonDealerView.state().hand(1).empty());
    }

    // Section 10, German Whist 4.
    void afterTrickThirteenTheStockIsEmptyAndItsWinnerLeads()
    {
        const GermanWhistRules rules;
        GameState s = rules.newDeal(setupWith("", "", "7H", 0));
        Rng rng(9);
        while (s.tricksDone < 12)
            s.apply(s.legalActions().random(rng));
        QVERIFY(GermanWhistRules::inPhaseOne(s));
        QCOMPARE(int(s.stockSize), 2);
        QVERIFY(s.turnUp.valid());
        EventList events;
        s.apply(s.legalActions().random(rng), &events);
        s.apply(s.legalActions().random(rng), &events);
        QCOMPARE(int(s.tricksDone), 13);
        QVERIFY(!GermanWhistRules::inPhaseOne(s));
        QCOMPARE(countEvents(events, EventKind::CardDrawn), 2);
        QCOMPARE(countEvents(events, EventKind::CardTurned), 0);
        QCOMPARE(int(s.stockSize), 0);
        QCOMPARE(s.turnUp, NoCard);
        QCOMPARE(int(s.toAct), s.completedTrickWinner(12));
        QCOMPARE(s.hand(0).size(), 13);
        QCOMPARE(s.hand(1).size(), 13);
        events.clear();
        s.apply(s.legalActions().random(rng), &events);
        s.apply(s.legalActions().random(rng), &events);
        QCOMPARE(countEvents(events, EventKind::CardDrawn), 0);
        QCOMPARE(s.hand(0).size(), 12);
        QCOMPARE(s.hand(1).size(), 12);
    }

    void onlyPhaseTwoTricksScoreByDefault()
    {
        const GermanWhistRules rules;
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            GameState s = rules.newDeal(setupWith("", "", "7H", int(seed % 2)));
            Rng rng(seed);
            while (!s.finished())
                s.apply(s.legalActions().random(rng));
            const DealScore score = rules.score(s);
            QCOMPARE(score.points[0] + score.points[1], 13);
            int late0 = 0;
            for (int t = 13; t < 26; ++t)
                late0 += s.completedTrickWinner(t) == 0 ? 1 : 0;
            QCOMPARE(score.points[0], late0);
            QCOMPARE(int(score.winsMatch), -1);
        }
    }

    void scoringOptionsCountAllTricksOddTricksOrTheHand()
    {
        const GermanWhistRules rules; // a state points at its rules: they must outlive it
        GameState s = rules.newDeal(setupWith("", "", "7H", 0));
        Rng rng(2);
        while (!s.finished())
            s.apply(s.legalActions().random(rng));
        const int late0 = GermanWhistRules::phaseTwoTricks(s, 0);
        const int late1 = GermanWhistRules::phaseTwoTricks(s, 1);
        QCOMPARE(late0 + late1, 13);
        const DealScore all = GermanWhistRules({GermanWhistScoring::All, 50}).score(s);
        QCOMPARE(all.points[0], s.tricksOf(0));
        QCOMPARE(all.points[0] + all.points[1], 26);
        const DealScore odd = GermanWhistRules({GermanWhistScoring::Odd, 50}).score(s);
        QCOMPARE(odd.points[0], std::max(0, late0 - 6));
        QCOMPARE(odd.points[1], std::max(0, late1 - 6));
        const DealScore hand = GermanWhistRules({GermanWhistScoring::Hand, 50}).score(s);
        QCOMPARE(int(hand.winsMatch), late0 >= 7 ? 0 : 1);
    }

    // The table shows these points on the plates while the deal is played.
    void pointsSoFarCountOnlyWhatTheScoringCounts()
    {
        const GermanWhistRules rules;
        const GermanWhistRules odd({GermanWhistScoring::Odd, 50});
        const GermanWhistRules hand({GermanWhistScoring::Hand, 50});
        GameState s = rules.newDeal(setupWith("", "", "7H", 1));
        Rng rng(5);
        while (!s.finished()) {
            s.apply(s.legalActions().random(rng));
            for (int seat = 0; seat < 2; ++seat) {
                const int late = GermanWhistRules::phaseTwoTricks(s, seat);
                QCOMPARE(rules.pointsTakenSoFar(s, seat), late);
                if (GermanWhistRules::inPhaseOne(s))
                    QCOMPARE(late, 0);
                QCOMPARE(odd.pointsTakenSoFar(s, seat), std::max(0, late - 6));
                QCOMPARE(hand.pointsTakenSoFar(s, seat), -1);
            }
        }
        QVERIFY(s.tricksOf(0) + s.tricksOf(1) == 26);
        for (int seat = 0; seat < 2; ++seat)
            QCOMPARE(rules.pointsTakenSoFar(s, seat), rules.score(s).points[std::size_t(seat)]);
    }

    // Section 1.2 worked example.
    void fiftyThreeToFortyNineWinsTheGame()
    {
        const GermanWhistRules rules;
        const std::vector<ScoreRow> rows = {row(45, 44), row(8, 5)};
        const MatchStatus status = rules.matchStatus(rows, rules.totals(rows));
        QCOMPARE(rules.totals(rows), (std::vector<int>{53, 49}));
        QVERIFY(status.over);
        QCOMPARE(status.winners, std::vector<int>{0});
    }

    // Section 10, German Whist 5, and the rest of the worked example.
    void bothOverFiftyRaisesTheTargetToSixty()
    {
        const GermanWhistRules rules;
        std::vector<ScoreRow> rows = {row(47, 46), row(8, 5)};
        QCOMPARE(rules.totals(rows), (std::vector<int>{55, 51}));
        QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over);
        QCOMPARE(rules.targetAfter(rows), 60);
        rows.push_back(row(6, 7)); // 61-58: only the first player at 60
        const MatchStatus status = rules.matchStatus(rows, rules.totals(rows));
        QVERIFY(status.over);
        QCOMPARE(status.winners, std::vector<int>{0});
    }

    void targetRisesAsOftenAsNeeded()
    {
        const GermanWhistRules rules;
        std::vector<ScoreRow> rows = {row(49, 49), row(7, 6)}; // 56-55: target 60
        QCOMPARE(rules.targetAfter(rows), 60);
        rows.push_back(row(5, 8)); // 61-63: both again, target 70
        QCOMPARE(rules.targetAfter(rows), 70);
        QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over);
        rows.push_back(row(4, 9)); // 65-72
        const MatchStatus status = rules.matchStatus(rows, rules.totals(rows));
        QVERIFY(status.over);
        QCOMPARE(status.winners, std::vector<int>{1});
    }

    void handScoringEndsTheMatchAfterOneDeal()
    {
        std::string error;
        const auto rules = createRules("germanwhist", 2, {{"scoring", "hand"}}, error);
        QVERIFY2(rules, error.c_str());
        Match match(rules, 5);
        match.startDeal();
        Rng rng(5);
        while (match.dealInProgress())
            QCOMPARE(match.apply(match.state().legalActions().random(rng)), Reason::None);
        QVERIFY(match.over());
        QCOMPARE(match.status().winners.size(), std::size_t(1));
        QCOMPARE(match.totals()[std::size_t(match.status().winners[0])], 1);
    }

    void dealAlternatesBetweenThePlayers()
    {
        std::string error;
        const auto rules = createRules("germanwhist", 2, {}, error);
        Match match(rules, 8);
        Rng rng(8);
        int lastDealer = -1;
        for (int d = 0; d < 4 && !match.over(); ++d) {
            match.startDeal();
            if (lastDealer >= 0)
                QCOMPARE(int(match.state().dealer), 1 - lastDealer);
            lastDealer = match.state().dealer;
            while (match.dealInProgress())
                match.apply(match.state().legalActions().random(rng));
        }
    }

    void registryRefusesUnknownScoring()
    {
        std::string error;
        QVERIFY(!createRules("germanwhist", 2, {{"scoring", "bridge"}}, error));
        QVERIFY(!createRules("germanwhist", 4, {}, error));
        QVERIFY(createRules("germanwhist", 2, {{"scoring", "odd"}, {"target", "20"}}, error));
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestGermanWhistRules)
#include "tst_germanwhistrules.moc"
