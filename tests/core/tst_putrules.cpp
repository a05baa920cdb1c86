// Put as docs/rules/put.md states it (rulings ), the Put cases of section 10, the
// worked example, and the points docs/rules/put.md rules on. Deals come from explicit card orders
// (dealt singly from eldest) and are played through a Match, as a person would play them.

#include "core/match.h"
#include "core/playerview.h"
#include "games/put/putrules.h"
#include "harness/cardtext.h"

#include <QTest>

#include <memory>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;

namespace {

CardSet cards(std::initializer_list<const char*> names)
{
    CardSet set;
    for (const char* n : names)
        set.insert(card(n));
    return set;
}

constexpr std::uint64_t bit(Choice c)
{
    return std::uint64_t{1} << static_cast<int>(c);
}

// A pack order dealing `hands` (listed from eldest, three cards each) singly.
std::vector<Card> orderFor(const std::vector<std::vector<const char*>>& hands)
{
    std::vector<Card> order;
    CardSet used;
    for (int round = 0; round < 3; ++round)
        for (const auto& hand : hands) {
            order.push_back(card(hand[static_cast<std::size_t>(round)]));
            used.insert(order.back());
        }
    for (Card c : Pack::french52().all() - used)
        order.push_back(c);
    return order;
}

std::unique_ptr<Match> newMatch(int seats, int firstDealer, PutOptions options = {})
{
    return std::make_unique<Match>(std::make_shared<PutRules>(options, seats), 7, firstDealer);
}

void apply(Match& m, const Action& a)
{
    const Reason r = m.apply(a);
    if (r != Reason::None)
        QFAIL(("refused: " + std::string(reasonName(m.rules().vocabulary(), r))).c_str());
}

void playCard(Match& m, int seat, const char* name)
{
    apply(m, Action::play(seat, card(name)));
}

void choose(Match& m, int seat, Choice c)
{
    apply(m, Action::choose(seat, c));
}

const PutVars& vars(const Match& m)
{
    return m.state().vars<PutVars>();
}

// Plays a deal that ends at once with a point for `scorer`: the leader puts and the other folds
// when the leader is the scorer, otherwise the leader throws in. Two-handed only.
void concessionDeal(Match& m, int scorer)
{
    m.startDeal();
    const int leader = m.state().toAct;
    if (leader == scorer) {
        choose(m, leader, PutChoice::Put);
        choose(m, 1 - leader, PutChoice::Fold);
    } else {
        choose(m, leader, PutChoice::ThrowIn);
    }
}

} // namespace

class TestPutRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void threesRankHighestThenTwosThenAcesDownToFours()
    {
        const char* order[] = {"3C", "2C", "AC", "KC", "QC", "JC", "TC",
                               "9C", "8C", "7C", "6C", "5C", "4C"};
        for (int i = 0; i + 1 < 13; ++i)
            QVERIFY(PutRules::power(card(order[i])) > PutRules::power(card(order[i + 1])));
        QCOMPARE(PutRules::power(card("KS")), PutRules::power(card("KH")));
        QCOMPARE(PutRules::topCards(cards({"7C", "2D", "JH"})), cards({"2D"}));
        QCOMPARE(PutRules::topCards(cards({"2S", "2D", "JH"})), cards({"2S", "2D"}));
    }

    // Section 10, case 1: K v K ties, and the tied trick's leader leads again, with the
    // leader's options offered again.
    void equalRanksTieTheTrickAndItsLeaderLeadsAgain()
    {
        auto m = newMatch(2, 1); // seat 0 is the non-dealer and leads
        QVERIFY(m->startDeal(orderFor({{"KS", "5C", "9C"}, {"KH", "6D", "8D"}})));
        QCOMPARE(m->state().toAct, 0);
        playCard(*m, 0, "KS");
        QCOMPARE(m->state().legalActions().choices, std::uint64_t{0}); // the follower just plays
        playCard(*m, 1, "KH");
        QCOMPARE(m->state().completedTrickWinner(0), -1);
        QCOMPARE(m->state().tricksOf(0) + m->state().tricksOf(1), 0);
        QCOMPARE(m->state().toAct, 0);
        QCOMPARE(m->state().legalActions().choices, bit(PutChoice::ThrowIn) | bit(PutChoice::Put));
    }

    // Section 10, case 2: A wins, tie, B wins: trick and tie, nothing scored, the deal passes.
    void trickAndTieIsAVoidDeal()
    {
        auto m = newMatch(2, 1);
        QVERIFY(m->startDeal(orderFor({{"3S", "KS", "7C"}, {"9D", "KH", "AH"}})));
        playCard(*m, 0, "3S");
        playCard(*m, 1, "9D");
        playCard(*m, 0, "KS");
        playCard(*m, 1, "KH");
        playCard(*m, 0, "7C");
        playCard(*m, 1, "AH");
        QVERIFY(m->state().finished());
        const ScoreRow& row = m->rows().back();
        QCOMPARE(row.points, (std::vector<int>{0, 0}));
        QCOMPARE(row.note, PutNote::Void);
        QVERIFY(!m->over());
        QCOMPARE(m->nextDealer(), 0);
    }

    void threeTiedTricksAreAVoidDeal()
    {
        auto m = newMatch(2, 1);
        QVERIFY(m->startDeal(orderFor({{"3S", "KS", "7C"}, {"3D", "KH", "7H"}})));
        playCard(*m, 0, "3S");
        playCard(*m, 1, "3D");
        playCard(*m, 0, "KS");
        playCard(*m, 1, "KH");
        playCard(*m, 0, "7C");
        playCard(*m, 1, "7H");
        QVERIFY(m->state().finished());
        QCOMPARE(m->rows().back().note, PutNote::Void);
        QVERIFY(!m->over());
    }

    // Section 10, case 3: tie, tie, A wins: A wins the deal and, played out, the game, even
    // from 0-4 down.
    void oneTrickAndTwoTiesWinsTheGameEvenFromBehind()
    {
        auto m = newMatch(2, 1);
        for (int i = 0; i < 4; ++i)
            concessionDeal(*m, 1);
        QCOMPARE(m->totals(), (std::vector<int>{0, 4}));
        QVERIFY(m->startDeal(orderFor({{"KS", "5S", "3S"}, {"KH", "5H", "9D"}})));
        QCOMPARE(m->state().toAct, 0);
        playCard(*m, 0, "KS");
        playCard(*m, 1, "KH");
        playCard(*m, 0, "5S");
        playCard(*m, 1, "5H");
        playCard(*m, 0, "3S");
        playCard(*m, 1, "9D");
        QVERIFY(m->over());
        QCOMPARE(m->status().winners, std::vector<int>{0});
        QCOMPARE(m->rows().back().note, PutNote::GameWon);
    }

    void twoTricksEndTheDealAtOnce()
    {
        auto m = newMatch(2, 1);
        QVERIFY(m->startDeal(orderFor({{"3S", "2S", "4C"}, {"9D", "KH", "AH"}})));
        playCard(*m, 0, "3S");
        playCard(*m, 1, "9D");
        playCard(*m, 0, "2S");
        playCard(*m, 1, "KH");
        QVERIFY(m->state().finished()); // a card each is left unplayed
        QCOMPARE(m->state().hand(0), cards({"4C"}));
        QVERIFY(m->over());
        QCOMPARE(m->status().winners, std::vector<int>{0});
    }

    // Section 10, case 4: at 4-2 A puts; a fold takes A to 5 and the game.
    void aFoldedPutAtFourWinsTheGame()
    {
        auto m = newMatch(2, 1);
        for (int scorer : {0, 1, 0, 1, 0, 0})
            concessionDeal(*m, scorer);
        QCOMPARE(m->totals(), (std::vector<int>{4, 2}));
        QVERIFY(m->startDeal(orderFor({{"QS", "5S", "3S"}, {"KH", "5H", "9D"}})));
        QCOMPARE(m->state().toAct, 0);
        choose(*m, 0, PutChoice::Put);
        QCOMPARE(m->state().toAct, 1);
        QCOMPARE(m->state().legalActions().choices, bit(PutChoice::Fold) | bit(PutChoice::See));
        QVERIFY(m->state().legalActions().play.empty());
        choose(*m, 1, PutChoice::Fold);
        QCOMPARE(m->totals(), (std::vector<int>{5, 2}));
        QCOMPARE(m->rows().back().note, PutNote::Conceded);
        QVERIFY(m->over());
        QCOMPARE(m->status().winners, std::vector<int>{0});
    }

    // ...and if B sees, the putter leads (no second put, no throw-in) and the deal's winner takes
    // the game, here B from 2-4 down.
    void aSeenPutIsPlayedOutForTheGame()
    {
        auto m = newMatch(2, 1);
        for (int scorer : {0, 1, 0, 1, 0, 0})
            concessionDeal(*m, scorer);
        QVERIFY(m->startDeal(orderFor({{"QS", "5S", "4S"}, {"KH", "5H", "9D"}})));
        choose(*m, 0, PutChoice::Put);
        choose(*m, 1, PutChoice::See);
        QCOMPARE(m->state().toAct, 0);
        QCOMPARE(m->state().legalActions().choices, std::uint64_t{0});
        QCOMPARE(m->state().legalActions().play, cards({"QS", "5S", "4S"}));
        playCard(*m, 0, "5S");
        playCard(*m, 1, "9D"); // B takes it and may throw in, but not put again
        QCOMPARE(m->state().legalActions().choices, bit(PutChoice::ThrowIn));
        playCard(*m, 1, "KH");
        playCard(*m, 0, "QS");
        QVERIFY(m->over());
        QCOMPARE(m->status().winners, std::vector<int>{1});
        QCOMPARE(m->totals(), (std::vector<int>{4, 2}));
    }

    void throwingInGivesTheOpponentOnePoint()
    {
        auto m = newMatch(2, 0);
        QVERIFY(m->startDeal(orderFor({{"4S", "5S", "6S"}, {"3H", "2H", "AD"}})));
        QCOMPARE(m->state().toAct, 1);
        choose(*m, 1, PutChoice::ThrowIn);
        QCOMPARE(m->rows().back().points, (std::vector<int>{1, 0}));
        QCOMPARE(m->rows().back().note, PutNote::Conceded);
        QCOMPARE(m->rows().back().noteSeat, 1);
    }

    void onlyTheLeaderMayThrowInOrPut()
    {
        auto m = newMatch(2, 1);
        QVERIFY(m->startDeal(orderFor({{"4S", "5S", "6S"}, {"3H", "2H", "AD"}})));
        playCard(*m, 0, "4S");
        QVERIFY(!m->state().isLegal(Action::choose(1, PutChoice::ThrowIn)));
        QVERIFY(!m->state().isLegal(Action::choose(1, PutChoice::Put)));
        QCOMPARE(m->state().legalActions().play, cards({"3H", "2H", "AD"}));
    }

    // The worked example of section 5.
    void workedExample()
    {
        constexpr int A = 0, B = 1;
        auto m = newMatch(2, A); // A deals first, so B leads
        QVERIFY(m->startDeal(orderFor({{"9C", "QD", "6D"}, {"3S", "8H", "JH"}})));
        QCOMPARE(m->state().toAct, B);
        playCard(*m, B, "9C");
        playCard(*m, A, "3S");
        QCOMPARE(m->state().toAct, A);
        choose(*m, A, PutChoice::Put);
        choose(*m, B, PutChoice::Fold);
        QCOMPARE(m->totals(), (std::vector<int>{1, 0}));
        QVERIFY(m->startDeal(orderFor({{"KS", "2S", "7S"}, {"KD", "6C", "AC"}})));
        QCOMPARE(m->state().toAct, A);
        playCard(*m, A, "KS");
        playCard(*m, B, "KD");
        QCOMPARE(m->state().toAct, A);
        playCard(*m, A, "2S");
        playCard(*m, B, "6C");
        playCard(*m, A, "7S");
        playCard(*m, B, "AC");
        QCOMPARE(m->rows().back().note, PutNote::Void);
        QCOMPARE(m->totals(), (std::vector<int>{1, 0}));
        QVERIFY(!m->over());
    }

    void cottonScoresAPlayedDealWithoutAPutAsOnePoint()
    {
        PutOptions cotton;
        cotton.cotton = true;
        auto m = newMatch(2, 1, cotton);
        QVERIFY(m->startDeal(orderFor({{"3S", "2S", "4C"}, {"9D", "KH", "AH"}})));
        playCard(*m, 0, "3S");
        playCard(*m, 1, "9D");
        playCard(*m, 0, "2S");
        playCard(*m, 1, "KH");
        QCOMPARE(m->rows().back().points, (std::vector<int>{1, 0}));
        QVERIFY(!m->over());
        // A seen put makes the next deal decide the game.
        QVERIFY(
            m->startDeal(orderFor({{"3S", "2S", "4C"}, {"9D", "KH", "AH"}}))); // seat 1 is eldest
        QCOMPARE(m->state().toAct, 1);
        choose(*m, 1, PutChoice::Put);
        choose(*m, 0, PutChoice::See);
        playCard(*m, 1, "3S");
        playCard(*m, 0, "9D");
        playCard(*m, 1, "2S");
        playCard(*m, 0, "KH");
        QVERIFY(m->over());
        QCOMPARE(m->status().winners, std::vector<int>{1});
    }

    void aThrowInAfterASeenPutIsStillOnePoint()
    {
        PutOptions cotton;
        cotton.cotton = true;
        auto m = newMatch(2, 1, cotton);
        QVERIFY(m->startDeal(orderFor({{"QS", "5S", "4S"}, {"KH", "5H", "9D"}})));
        choose(*m, 0, PutChoice::Put);
        choose(*m, 1, PutChoice::See);
        playCard(*m, 0, "5S");
        playCard(*m, 1, "9D");
        choose(*m, 1, PutChoice::ThrowIn);
        QCOMPARE(m->rows().back().points, (std::vector<int>{1, 0}));
        QVERIFY(!m->over());
    }

    void cottonScoresAFoldedPutAsOnePoint()
    {
        PutOptions cotton;
        cotton.cotton = true;
        auto m = newMatch(2, 1, cotton);
        QVERIFY(m->startDeal(orderFor({{"3S", "2S", "4C"}, {"9D", "KH", "AH"}})));
        choose(*m, 0, PutChoice::Put);
        choose(*m, 1, PutChoice::Fold);
        QCOMPARE(m->rows().back().points, (std::vector<int>{1, 0}));
    }

    // Section 10, case 5, first half: three-handed, one trick each is void.
    void threeHandedOneTrickEachIsVoid()
    {
        auto m = newMatch(3, 2); // eldest is seat 0
        QVERIFY(
            m->startDeal(orderFor({{"3S", "4C", "5C"}, {"4D", "3H", "6D"}, {"5D", "7D", "3D"}})));
        QCOMPARE(m->state().toAct, 0);
        playCard(*m, 0, "3S");
        playCard(*m, 1, "4D");
        playCard(*m, 2, "5D");
        playCard(*m, 0, "4C");
        playCard(*m, 1, "3H");
        playCard(*m, 2, "7D");
        QCOMPARE(m->state().toAct, 1);
        playCard(*m, 1, "6D");
        playCard(*m, 2, "3D");
        playCard(*m, 0, "5C");
        QVERIFY(m->state().finished());
        QCOMPARE(m->rows().back().points, (std::vector<int>{0, 0, 0}));
        QCOMPARE(m->rows().back().note, PutNote::Void);
    }

    // Section 10, case 5, second half: A puts, B folds, C sees: all three play on.
    void threeHandedOneSeeBindsBothOpponents()
    {
        auto m = newMatch(3, 2);
        QVERIFY(
            m->startDeal(orderFor({{"3S", "4C", "5C"}, {"4D", "3H", "6D"}, {"5D", "7D", "3D"}})));
        choose(*m, 0, PutChoice::Put);
        QCOMPARE(m->state().toAct, 1);
        choose(*m, 1, PutChoice::Fold);
        QCOMPARE(m->state().toAct, 2);
        choose(*m, 2, PutChoice::See);
        QVERIFY(!m->state().finished());
        QCOMPARE(m->state().toAct, 0);
        playCard(*m, 0, "3S");
        QCOMPARE(m->state().toAct, 1); // the folder plays on too
        playCard(*m, 1, "4D");
        playCard(*m, 2, "5D");
        QCOMPARE(m->state().tricksOf(0), 1);
    }

    void threeHandedPutIsRefusedOnlyWhenBothFold()
    {
        auto m = newMatch(3, 2);
        QVERIFY(
            m->startDeal(orderFor({{"3S", "4C", "5C"}, {"4D", "3H", "6D"}, {"5D", "7D", "3D"}})));
        choose(*m, 0, PutChoice::Put);
        choose(*m, 1, PutChoice::Fold);
        choose(*m, 2, PutChoice::Fold);
        QCOMPARE(m->rows().back().points, (std::vector<int>{1, 0, 0}));
    }

    void threeHandedThrowInGivesEachOpponentOne()
    {
        auto m = newMatch(3, 2);
        m->startDeal();
        choose(*m, 0, PutChoice::ThrowIn);
        QCOMPARE(m->rows().back().points, (std::vector<int>{0, 1, 1}));
    }

    void aSharedLeadAtTheTargetPlaysOn()
    {
        auto m = newMatch(3, 2); // leaders go 0, 1, 2, 0 ...
        // Seat 0 throws in when it leads; seats 1 and 2 put and both others fold.
        for (int i = 0; i < 7; ++i) {
            m->startDeal();
            const int leader = m->state().toAct;
            if (leader == 0) {
                choose(*m, 0, PutChoice::ThrowIn);
                continue;
            }
            choose(*m, leader, PutChoice::Put);
            choose(*m, m->state().toAct, PutChoice::Fold);
            choose(*m, m->state().toAct, PutChoice::Fold);
        }
        QCOMPARE(m->totals(), (std::vector<int>{0, 5, 5}));
        QVERIFY(!m->over());
        m->startDeal();
        choose(*m, 1, PutChoice::Put);
        choose(*m, 2, PutChoice::Fold);
        choose(*m, 0, PutChoice::Fold);
        QVERIFY(m->over());
        QCOMPARE(m->status().winners, std::vector<int>{1});
    }

    void threeHandedDecidedDealWinsTheGame()
    {
        auto m = newMatch(3, 2);
        QVERIFY(
            m->startDeal(orderFor({{"3S", "2C", "5C"}, {"4D", "3H", "6D"}, {"5D", "7D", "3D"}})));
        playCard(*m, 0, "3S");
        playCard(*m, 1, "4D");
        playCard(*m, 2, "5D");
        playCard(*m, 0, "2C");
        playCard(*m, 1, "6D");
        playCard(*m, 2, "7D");
        QVERIFY(m->over());
        QCOMPARE(m->status().winners, std::vector<int>{0});
    }

    // Section 10, case 6: the feeder holding 7, 2, J must pass the 2; the active partner
    // discards one card and plays with three.
    void fourHandedFeederPassesTheHighestCard()
    {
        auto m = newMatch(4, 3); // eldest 0; dealer's side is 1-3, so side 0-2 leads
        QVERIFY(m->startDeal(orderFor(
            {{"KS", "9S", "4H"}, {"QS", "8S", "5H"}, {"7C", "2D", "JH"}, {"6C", "TD", "4D"}})));
        QCOMPARE(m->state().phase, Phase::Declaring);
        QCOMPARE(m->state().legalActions().choices,
                 bit(PutChoice::PlayActive) | bit(PutChoice::Feed));
        choose(*m, 0, PutChoice::PlayActive);
        choose(*m, 1, PutChoice::PlayActive);
        choose(*m, 2, PutChoice::Feed);
        choose(*m, 3, PutChoice::Feed);
        QCOMPARE(vars(*m).active[0], std::int8_t{0});
        QCOMPARE(vars(*m).active[1], std::int8_t{1});
        QCOMPARE(m->state().toAct, 2); // feeders from eldest: 2 before 3
        const LegalActions legal = m->state().legalActions();
        QCOMPARE(legal.select, cards({"2D"}));
        QCOMPARE(legal.selectCount, std::uint8_t{1});
        QCOMPARE(legal.selectKind, ActionKind::Pass);
        QCOMPARE(m->state().check(Action::pass(2, cards({"7C"}))), PutReason::MustPassHighestCard);
        apply(*m, Action::pass(2, cards({"2D"})));
        QCOMPARE(m->state().hand(0), cards({"KS", "9S", "4H", "2D"}));
        QVERIFY(m->state().hand(2).empty());
        QCOMPARE(vars(*m).outOfPlay[2], cards({"7C", "JH"}));
        apply(*m, Action::pass(3, cards({"TD"})));
        QCOMPARE(m->state().toAct, 0);
        QCOMPARE(m->state().legalActions().selectKind, ActionKind::Discard);
        apply(*m, Action::discard(0, cards({"4H"})));
        QCOMPARE(m->state().hand(0).size(), 3);
        apply(*m, Action::discard(1, cards({"5H"})));
        QCOMPARE(m->state().hand(1), cards({"QS", "8S", "TD"}));
        QCOMPARE(m->state().phase, Phase::Playing);
        QCOMPARE(m->state().toAct, 0);
        // Only the actives play: 0 leads, 1 follows, and the side takes the game.
        playCard(*m, 0, "2D");
        QCOMPARE(m->state().toAct, 1);
        playCard(*m, 1, "QS");
        playCard(*m, 0, "KS");
        playCard(*m, 1, "8S");
        QVERIFY(m->over());
        QCOMPARE(m->status().winners, std::vector<int>{0});
        QCOMPARE(m->rows().back().points.size(), std::size_t{2});
    }

    void fourHandedPartnersWhoAgreeOrDisagreeNameTheStrongerHand()
    {
        auto m = newMatch(4, 3);
        // Seat 2's hand (7C 2D JH) outranks seat 0's (KS 9S 4H); seats 1 and 3 both feed.
        QVERIFY(m->startDeal(orderFor(
            {{"KS", "9S", "4H"}, {"QS", "8S", "5H"}, {"7C", "2D", "JH"}, {"6C", "TD", "4D"}})));
        choose(*m, 0, PutChoice::PlayActive);
        choose(*m, 1, PutChoice::Feed);
        choose(*m, 2, PutChoice::PlayActive);
        choose(*m, 3, PutChoice::Feed);
        QCOMPARE(vars(*m).active[0], std::int8_t{2});
        QCOMPARE(vars(*m).active[1], std::int8_t{1}); // QS 8S 5H = 10+6+1 over 6C TD 4D = 4+6+0
        QCOMPARE(m->state().toAct, 0);                // first feeder from eldest
    }

    void fourHandedThrowInScoresTheOtherSide()
    {
        auto m = newMatch(4, 3);
        m->startDeal();
        for (int seat = 0; seat < 4; ++seat)
            choose(*m, seat, seat < 2 ? PutChoice::PlayActive : PutChoice::Feed);
        for (int i = 0; i < 4; ++i) {
            const LegalActions legal = m->state().legalActions();
            apply(*m, {legal.selectKind, legal.seat, 0, CardSet(legal.select.lowest())});
        }
        QCOMPARE(m->state().toAct, 0);
        choose(*m, 0, PutChoice::Put);
        QCOMPARE(m->state().toAct, 1);
        choose(*m, 1, PutChoice::Fold);
        QCOMPARE(m->rows().back().points, (std::vector<int>{1, 0}));
    }

    void aSeatSeesNeitherTheLaidAsideCardsNorTheOpponentsPass()
    {
        auto m = newMatch(4, 3);
        QVERIFY(m->startDeal(orderFor(
            {{"KS", "9S", "4H"}, {"QS", "8S", "5H"}, {"7C", "2D", "JH"}, {"6C", "TD", "4D"}})));
        for (int seat = 0; seat < 4; ++seat)
            choose(*m, seat, seat < 2 ? PutChoice::PlayActive : PutChoice::Feed);
        apply(*m, Action::pass(2, cards({"2D"})));
        apply(*m, Action::pass(3, cards({"TD"})));
        apply(*m, Action::discard(0, cards({"4H"})));
        // The views are kept: vars() is a reference into the view's own copy of the state.
        const PlayerView view1 = m->viewFor(1);
        const auto& seen1 = view1.state().vars<PutVars>();
        QVERIFY(seen1.outOfPlay[0].empty() && seen1.outOfPlay[2].empty());
        QVERIFY(seen1.outOfPlay[3].empty());
        QVERIFY(!seen1.passed[2].valid());
        QCOMPARE(seen1.passed[3], card("TD"));
        const PlayerView view0 = m->viewFor(0);
        const auto& seen0 = view0.state().vars<PutVars>();
        QCOMPARE(seen0.outOfPlay[0], cards({"4H"}));
        QCOMPARE(seen0.passed[2], card("2D"));
        QVERIFY(seen0.outOfPlay[2].empty());
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestPutRules)
#include "tst_putrules.moc"
