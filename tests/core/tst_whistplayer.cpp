// The first Whist computer player: sensible choices in scripted positions, always legal, and
// clearly better than random play over a few hundred seeded deals.

#include "core/match.h"
#include "core/playerview.h"
#include "games/whist/whistplayer.h"
#include "games/whist/whistrules.h"
#include "harness/cardtext.h"

#include <QTest>

#include <sstream>
#include <string>

#include "testmain.h"

using namespace fs;

using harness::card;
using harness::cards;

namespace {

constexpr int South = 0, West = 1, North = 2, East = 3;

const Pack& pack()
{
    return Pack::french52();
}

// East deals and turns the 7D (diamonds are trumps); South leads. Each hand is given in full
// (13 cards; East's includes the 7D).
GameState dealt(const WhistRules& rules, const std::array<std::string, 4>& hands)
{
    DealSetup setup;
    setup.dealer = East;
    setup.orderSize = 52;
    for (int seat = 0; seat < 4; ++seat) {
        CardSet hand = cards(hands[std::size_t(seat)]);
        if (hand.size() != 13)
            qFatal("hand %d has %d cards", seat, hand.size());
        if (seat == East)
            hand.remove(card("7D"));
        int j = 0;
        for (Card c : hand)
            setup.order[std::size_t(4 * j++ + seat)] = c; // South is eldest: k == seat
    }
    setup.order[51] = card("7D");
    CardSet all;
    for (int i = 0; i < 52; ++i)
        all.insert(setup.order[std::size_t(i)]);
    if (all.size() != 52)
        qFatal("the hands are not a partition of the pack");
    return rules.newDeal(setup);
}

// Two full deals (East deals, turns the 7D, and holds it). In A everyone holds clubs; in B East
// is void in clubs.
const std::array<std::string, 4> PositionA = {
    "AC KC 5C 4C 2S 3S 4S 5S 6S 2H 3H 4H 5H", "AH 9C 3C 2C 7S 8S 9S TS 6H 7H 8H 9H TH",
    "QC JC 6C JS QS KS AS JH QH KH 2D 3D 5D", "TC 8C 7C 7D 8D 9D TD JD QD KD AD 4D 6D"};
const std::array<std::string, 4> PositionB = {
    "AC KC TC 5C 4C 8C 3S 4S 5S 2H 3H 4H 5H", "AH 9C 3C 2C 7S 8S 9S TS 6H 7H 8H 9H TH",
    "QC JC 6C 7C JS QS KS 2D 3D 5D JH QH KH", "2S 6S AS 8D 9D TD JD QD KD AD 4D 6D 7D"};

Card choice(const GameState& s)
{
    const WhistPlayer player;
    Rng rng(1);
    const Action a = player.choose(PlayerView(s, s.toAct), rng);
    if (!s.isLegal(a))
        qFatal("illegal choice");
    return a.card();
}

} // namespace

class TestWhistPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void secondHandPlaysLow()
    {
        const WhistRules rules;
        GameState s = dealt(rules, PositionA);
        s.apply(Action::play(South, card("5C")));
        QCOMPARE(choice(s), card("2C"));
    }

    void partnersWinningAceIsNotOvertaken()
    {
        const WhistRules rules;
        GameState s = dealt(rules, PositionA);
        s.apply(Action::play(South, card("AC")));
        s.apply(Action::play(West, card("2C")));
        QCOMPARE(choice(s), card("6C"));
    }

    void thirdHandPlaysHighButTheCheaperOfTouchingCards()
    {
        const WhistRules rules;
        GameState s = dealt(rules, PositionA);
        s.apply(Action::play(South, card("4C")));
        s.apply(Action::play(West, card("9C")));
        QCOMPARE(choice(s), card("JC")); // North holds QC JC 6C
    }

    void lastHandWinsAsCheaplyAsPossible()
    {
        const WhistRules rules;
        GameState s = dealt(rules, PositionA);
        s.apply(Action::play(South, card("5C")));
        s.apply(Action::play(West, card("3C")));
        s.apply(Action::play(North, card("6C")));
        QCOMPARE(choice(s), card("7C")); // East holds TC 8C 7C
    }

    void voidHandRuffsTheOpponentsTrickCheaply()
    {
        const WhistRules rules;
        GameState s = dealt(rules, PositionB);
        s.apply(Action::play(South, card("4C")));
        s.apply(Action::play(West, card("3C")));
        s.apply(Action::play(North, card("QC")));
        QCOMPARE(choice(s), card("4D"));
    }

    void voidHandDiscardsWhenPartnerHasTheTrick()
    {
        const WhistRules rules;
        GameState s = dealt(rules, PositionB);
        s.apply(Action::play(South, card("4C")));
        s.apply(Action::play(West, card("9C")));
        s.apply(Action::play(North, card("7C")));
        QCOMPARE(choice(s), card("2S"));
    }

    void leaderCashesAMasterCard()
    {
        const WhistRules rules;
        const GameState s = dealt(rules, PositionA);
        const Card c = choice(s); // South holds AC KC, equal in power: either cashes
        QVERIFY(c == card("AC") || c == card("KC"));
    }

    // Regression: when every plain suit the leader holds might be ruffed and none is longer than
    // four cards, no suit used to beat the starting mark, and the lead was read from suit -1
    // (before the pack's suit table) and fell back to the lowest card in hand.
    void leaderWithEverySuitAtRiskOfARuffLeadsTheLeastBadSuit()
    {
        const WhistRules rules;
        GameState s = dealt(rules, {"AC QC TC 8C AS JS 9S 7S 6S 2D 3D 4D 5D",
                                    "5S 4S 3S 2S 7H 6H 5H 4H 3H 2H 9D 8D 6D",
                                    "KC JC 9C 7C KS QS TS 8S AH KH QH AD KD",
                                    "6C 5C 4C 3C 2C JH TH 9H 8H 7D QD JD TD"});
        for (const char* c : {"AC", "2H", "7C", "2C"}) // West shows out of clubs
            s.apply(Action::play(s.toAct, card(c)));
        for (const char* c : {"AS", "2S", "8S", "8H"}) // East shows out of spades
            s.apply(Action::play(s.toAct, card(c)));
        QCOMPARE(int(s.toAct), South);
        // Clubs (three left) and spades (four) may both be ruffed; the longer suit is led low.
        QCOMPARE(choice(s), card("6S"));
    }

    void beatsRandomPlayersOverSeededDeals()
    {
        const WhistRules rules;
        const WhistPlayer smart;
        const RandomPlayer random;
        long smartTricks = 0, deals = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            Rng shuffle(seed);
            const std::vector<Card> order = shuffledPack(pack(), shuffle);
            DealSetup setup;
            setup.dealer = int(seed % 4);
            setup.orderSize = 52;
            std::copy(order.begin(), order.end(), setup.order.begin());
            for (int smartSide = 0; smartSide < 2; ++smartSide) {
                GameState s = rules.newDeal(setup);
                Rng rng(seed * 31 + std::uint64_t(smartSide));
                while (!s.finished()) {
                    const PlayerView view(s, s.toAct);
                    const Action a = s.toAct % 2 == smartSide ? smart.choose(view, rng)
                                                              : random.choose(view, rng);
                    QVERIFY(s.isLegal(a));
                    s.apply(a);
                }
                smartTricks += s.tricksOf(smartSide) + s.tricksOf(smartSide + 2);
                ++deals;
            }
        }
        const double average = double(smartTricks) / double(deals);
        qInfo("computer side takes %.2f tricks of 13 against random play", average);
        QVERIFY(average > 7.5);
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestWhistPlayer)
#include "tst_whistplayer.moc"
