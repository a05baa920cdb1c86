// The Arm's Length computer player: R-5's road heuristic, sensible play for its road in
// scripted positions, and a side of computer players against a side of random players.

#include "core/match.h"
#include "core/playerview.h"
#include "games/armslength/armslengthplayer.h"
#include "games/armslength/armslengthrules.h"
#include "harness/cardtext.h"
#include "harness/positions.h"

#include <QTest>

#include <sstream>
#include <string>

#include "testmain.h"

using namespace fs;

using harness::card;
using harness::cards;

namespace {

constexpr int South = 0, West = 1, North = 2, East = 3;

DealSetup shuffledSetup(std::uint64_t seed, int dealer)
{
    return harness::shuffledSetup(Pack::french52(), seed, dealer);
}

// North leads (West dealt); `northRoad` for North (South takes the other), East High, West Low.
GameState position(const ArmsLengthRules& rules, Choice northRoad,
                   const std::array<const char*, 4>& hands)
{
    GameState s = rules.newDeal(shuffledSetup(9, West));
    s.apply(Action::choose(North, northRoad));
    s.apply(Action::choose(East, ArmsLengthChoice::RoadHigh));
    for (int seat = 0; seat < 4; ++seat)
        s.hands[static_cast<std::size_t>(seat)] = cards(hands[static_cast<std::size_t>(seat)]);
    return s;
}

Card chosenCard(const GameState& s)
{
    const ArmsLengthPlayer player;
    Rng rng(1);
    const Action a = player.choose(PlayerView(s, s.toAct), rng);
    if (!s.isLegal(a))
        qFatal("the player chose an illegal action");
    return a.card();
}

} // namespace

class TestArmsLengthPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void roadsFollowThePointCountOfR5();
    void secondSpeakerNeverPassesBack();
    void highPlayerLastToPlayWinsAsCheaplyAsItCan();
    void lowPlayerShedsItsHighestCardUnderThePartnersWinner();
    void lowPlayerForcedToWinWhenLastUsesItsHighestCard();
    void lowPlayerLeadsLowAndHighPlayerLeadsHigh();
    void highPlayerFixingTrumpsPicksItsLongSuit();
    void computerSideOutscoresARandomSide();
};

void TestArmsLengthPlayer::roadsFollowThePointCountOfR5()
{
    QCOMPARE(ArmsLengthPlayer::points(cards("AS KS QS JS 2H")), 10);
    // 13 points: A A K = 11, + Q = 13.
    QCOMPARE(ArmsLengthPlayer::roadChoice(cards("AS AH KD QC 2S 3S"), true),
             ArmsLengthChoice::RoadHigh);
    QCOMPARE(ArmsLengthPlayer::roadChoice(cards("AS AH KD JC 2S 3S"), true),
             ArmsLengthChoice::RoadPass);
    QCOMPARE(ArmsLengthPlayer::roadChoice(cards("AS KD 2S 3S"), true),
             ArmsLengthChoice::RoadLow); // 7
    QCOMPARE(ArmsLengthPlayer::roadChoice(cards("AS KD JS 3S"), true),
             ArmsLengthChoice::RoadPass); // 8
    QCOMPARE(ArmsLengthPlayer::roadChoice(cards("AS KD QS JC"), false),
             ArmsLengthChoice::RoadHigh); // 10
    QCOMPARE(ArmsLengthPlayer::roadChoice(cards("AS KD QS 2C"), false),
             ArmsLengthChoice::RoadLow); // 9
}

void TestArmsLengthPlayer::secondSpeakerNeverPassesBack()
{
    const ArmsLengthRules rules;
    const ArmsLengthPlayer player;
    Rng rng(2);
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        GameState s = rules.newDeal(shuffledSetup(seed, int(seed % 4)));
        while (s.phase == Phase::Declaring) {
            const Action a = player.choose(PlayerView(s, s.toAct), rng);
            QVERIFY(s.isLegal(a));
            const bool first = s.legalActions().allowsChoice(ArmsLengthChoice::RoadPass);
            QCOMPARE(a.choice(), ArmsLengthPlayer::roadChoice(s.hand(s.toAct), first));
            s.apply(a);
        }
        for (int seat = 0; seat < 4; ++seat)
            QVERIFY(ArmsLengthRules::roadOf(s, seat) != Road::Unknown);
    }
}

void TestArmsLengthPlayer::highPlayerLastToPlayWinsAsCheaplyAsItCan()
{
    const ArmsLengthRules rules;
    // North (Low) leads 8H; East (High) is second and must beat it: not last, it plays its top.
    GameState s = position(rules, ArmsLengthChoice::RoadLow, {"9H", "KH", "8H", "AH QH 2C"});
    s.apply(Action::play(North, card("8H")));
    QCOMPARE(chosenCard(s), card("AH"));
    // East last to play: South leads (as the winner of an earlier trick would).
    GameState t = position(rules, ArmsLengthChoice::RoadLow, {"8H", "9H", "TH", "AH QH JH 2C"});
    t.toAct = South;
    t.apply(Action::play(South, card("8H")));
    t.apply(Action::play(West, card("9H")));
    t.apply(Action::play(North, card("TH")));
    QCOMPARE(chosenCard(t), card("JH")); // the cheapest heart that takes the trick
}

void TestArmsLengthPlayer::lowPlayerShedsItsHighestCardUnderThePartnersWinner()
{
    const ArmsLengthRules rules;
    // North High leads AS; East (High) plays 3S; South (Low) holds KS 9S 4S: any spade is legal
    // (none beats the ace) and none wins: shed the king.
    GameState s = position(rules, ArmsLengthChoice::RoadHigh, {"KS 9S 4S", "2S", "AS", "3S"});
    s.apply(Action::play(North, card("AS")));
    s.apply(Action::play(East, card("3S")));
    QCOMPARE(chosenCard(s), card("KS"));
}

void TestArmsLengthPlayer::lowPlayerForcedToWinWhenLastUsesItsHighestCard()
{
    const ArmsLengthRules rules;
    // West is Low and last; it must beat the 9D with the QD or KD and will win: use the KD.
    GameState s = position(rules, ArmsLengthChoice::RoadHigh, {"5D", "KD QD", "9D", "2D"});
    s.apply(Action::play(North, card("9D")));
    s.apply(Action::play(East, card("2D")));
    s.apply(Action::play(South, card("5D")));
    QCOMPARE(chosenCard(s), card("KD"));
}

void TestArmsLengthPlayer::lowPlayerLeadsLowAndHighPlayerLeadsHigh()
{
    const ArmsLengthRules rules;
    GameState low = position(rules, ArmsLengthChoice::RoadLow, {"2C", "3C", "AS 7H 3D", "4C"});
    QCOMPARE(chosenCard(low), card("3D"));
    GameState high = position(rules, ArmsLengthChoice::RoadHigh, {"2C", "3C", "AS 7H 3D", "4C"});
    QCOMPARE(chosenCard(high), card("AS"));
}

void TestArmsLengthPlayer::highPlayerFixingTrumpsPicksItsLongSuit()
{
    const ArmsLengthRules rules;
    // North leads 8H; East (High) is void in hearts with four spades and one club.
    GameState s = position(rules, ArmsLengthChoice::RoadLow, {"2H", "3H", "8H", "KS 9S 5S 3S AC"});
    s.apply(Action::play(North, card("8H")));
    QCOMPARE(chosenCard(s), card("3S"));
}

void TestArmsLengthPlayer::computerSideOutscoresARandomSide()
{
    auto rules = std::make_shared<ArmsLengthRules>();
    const ArmsLengthPlayer computer;
    const RandomPlayer random;
    long computerPoints = 0, randomPoints = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) { // 400 deals
        Match match(rules, seed);
        Rng rng(seed * 31);
        const int computerSide = int(seed % 2); // column 0 or 1
        while (!match.over()) {
            match.startDeal();
            while (match.dealInProgress()) {
                const int seat = match.state().toAct;
                const PlayerView view = match.viewFor(seat);
                const Action a = rules->columnOf(seat) == computerSide ? computer.choose(view, rng)
                                                                       : random.choose(view, rng);
                QCOMPARE(match.apply(a), Reason::None);
            }
        }
        const std::vector<int> totals = match.totals();
        computerPoints += totals[std::size_t(computerSide)];
        randomPoints += totals[std::size_t(1 - computerSide)];
    }
    qInfo("400 deals: computer sides %ld points, random sides %ld", computerPoints, randomPoints);
    QVERIFY(2 * computerPoints > 3 * randomPoints); // about twice as many with these seeds
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestArmsLengthPlayer)
#include "tst_armslengthplayer.moc"
