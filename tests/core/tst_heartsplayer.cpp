// The first Hearts computer player makes the choices a sensible person would: it passes the
// dangerous cards, ducks, keeps the queen of spades off its own tricks, unloads points when it is
// void, and does not lead hearts for nothing. It sees only its PlayerView, like any computer seat.
// Finally it must clearly beat random play over many deals.

#include "core/match.h"
#include "core/playerview.h"
#include "games/hearts/heartsplayer.h"
#include "games/hearts/heartsrules.h"
#include "harness/cardtext.h"
#include "harness/positions.h"

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;
using harness::cardNames;
using harness::cards;

namespace {

constexpr int South = 0, West = 1, North = 2, East = 3;
constexpr int NoPass = 3; // deal index without passing

const Pack& pack()
{
    return Pack::french52();
}

DealSetup shuffledSetup(std::uint64_t seed, int dealIndex, int dealer)
{
    return harness::shuffledSetup(pack(), seed, dealer, dealIndex);
}

// Trick play after `tricksDone` tricks with the hands as given; `gone` are cards played to
// earlier tricks (taken by West), so everybody has seen them.
GameState position(const HeartsRules& rules, const std::array<const char*, 4>& hands, int leader,
                   int tricksDone, bool heartsBroken, const char* gone = "")
{
    GameState s = rules.newDeal(shuffledSetup(1, NoPass, East));
    for (int seat = 0; seat < 4; ++seat)
        s.hands[static_cast<std::size_t>(seat)] = cards(hands[static_cast<std::size_t>(seat)]);
    s.phase = Phase::Playing;
    s.toAct = static_cast<std::int8_t>(leader);
    s.tricksDone = static_cast<std::uint8_t>(tricksDone);
    s.vars<HeartsVars>().heartsBroken = heartsBroken;
    for (Card c : cards(gone)) {
        s.played[s.playedCount] = c;
        s.playedBy[s.playedCount] = static_cast<std::int8_t>(s.playedCount % 4);
        ++s.playedCount;
        s.won[West].insert(c);
    }
    return s;
}

// Plays the given cards in turn order; they must be legal.
void playAll(GameState& s, std::initializer_list<const char*> played)
{
    for (const char* text : played) {
        const Action a = Action::play(s.toAct, card(text));
        if (!s.isLegal(a))
            qFatal("scripted play %s is illegal", text);
        s.apply(a);
    }
}

// What the computer does as the seat to act, seeing only its own view.
Action decide(const GameState& s)
{
    const HeartsPlayer player;
    Rng rng(42);
    const PlayerView view(s, s.toAct);
    const Action a = player.choose(view, rng);
    if (!s.isLegal(a))
        qFatal("HeartsPlayer chose an illegal action");
    return a;
}

Card cardPlayed(const GameState& s)
{
    return decide(s).card();
}

CardSet passOf(const char* hand)
{
    const HeartsRules rules;
    GameState s = rules.newDeal(shuffledSetup(3, 0, South)); // passing left; West first
    s.hands[West] = cards(hand);
    const Action a = decide(s);
    if (a.kind != ActionKind::Pass)
        qFatal("expected a pass");
    return a.cards;
}

} // namespace

class TestHeartsPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Following
    void neverPutsTheQueenOnATrickItWouldWin();
    void dropsTheQueenUnderAHigherSpade();
    void ducksUnderTheWinningCardWhenItCan();
    void takesAnUnavoidableCleanTrickWithItsHighestCardWhenLast();
    // Discarding
    void discardsTheQueenFirstWhenVoid();
    void discardsTheTopSpadesWhileTheQueenIsOut();
    void discardsHighHeartsOnceTheQueenIsGone();
    // Leading
    void doesNotLeadHeartsWhenItHasOtherCards();
    void doesNotLeadTheQueenOrTopSpadesWhileTheQueenIsOut();
    void opensWithTheTwoOfClubs();
    // Passing
    void passesTheQueenOfSpades();
    void keepsTheQueenWhenItHasFiveSpadesToGuardIt();
    void passesHighHearts();
    void passesTheTopSpadesWhenTheQueenIsUnguarded();
    // Whole deals
    void itsChoicesKeepToTheseHabitsOverManyDeals();
    void itScoresFewerPointsThanRandomPlayers();
};

// ---- Following ----

void TestHeartsPlayer::neverPutsTheQueenOnATrickItWouldWin()
{
    const HeartsRules rules;
    // Second to play to a low spade with QS and AS: the ace wins without the queen.
    GameState s = position(rules, {"2C", "9S 3D", "QS AS 4D", "5S 6D"}, West, 3, false);
    playAll(s, {"9S"});
    QCOMPARE(cardPlayed(s), card("AS"));

    // Last to play, every spade so far below the queen: it wins with the king, not the queen.
    GameState t = position(rules, {"9S 2C", "5S 3D", "7S 4D", "QS KS 2D"}, South, 3, false);
    playAll(t, {"9S", "5S", "7S"});
    QCOMPARE(cardPlayed(t), card("KS"));
}

void TestHeartsPlayer::dropsTheQueenUnderAHigherSpade()
{
    const HeartsRules rules;
    GameState s = position(rules, {"2C", "KS 3D", "QS 3S 4D", "5S 6D"}, West, 3, false);
    playAll(s, {"KS"});
    QCOMPARE(cardPlayed(s), card("QS")); // West takes it with the king
}

void TestHeartsPlayer::ducksUnderTheWinningCardWhenItCan()
{
    const HeartsRules rules;
    GameState s = position(rules, {"2C", "9D 3C", "KD 4C", "2D 5D TD AD"}, West, 4, true);
    playAll(s, {"9D", "KD"});
    const Card c = cardPlayed(s);
    QVERIFY2(pack().suit(c) == Diamonds && pack().rank(c) < 13, cardNames(c).c_str());
    QCOMPARE(c, card("TD")); // the highest card that still loses, keeping the low ones

    // Hearts on the trick: second to play, it stays under the 8H.
    GameState t = position(rules, {"8H 2C", "3H 9H JH", "QD", "KD"}, South, 5, true);
    playAll(t, {"8H"});
    QCOMPARE(cardPlayed(t), card("3H"));
}

void TestHeartsPlayer::takesAnUnavoidableCleanTrickWithItsHighestCardWhenLast()
{
    const HeartsRules rules;
    GameState s = position(rules, {"2D 2C", "3D 3C", "4D 4C", "9D KD 2S"}, South, 4, true);
    playAll(s, {"2D", "3D", "4D"});
    QCOMPARE(cardPlayed(s), card("KD"));
}

// ---- Discarding ----

void TestHeartsPlayer::discardsTheQueenFirstWhenVoid()
{
    const HeartsRules rules;
    GameState s = position(rules, {"5C 2D", "7C 3D", "9C 4D", "QS AS AH KH 2D"}, South, 3, false);
    playAll(s, {"5C", "7C", "9C"});
    QCOMPARE(cardPlayed(s), card("QS"));
}

void TestHeartsPlayer::discardsTheTopSpadesWhileTheQueenIsOut()
{
    const HeartsRules rules;
    // QS is in North's hand, unseen by East: the ace or king of spades would catch it later.
    GameState s = position(rules, {"5C 2D", "7C 3D", "9C QS", "AS KS AH 2H 3D"}, South, 3, true);
    playAll(s, {"5C", "7C", "9C"});
    const Card c = cardPlayed(s);
    QVERIFY2(c == card("AS") || c == card("KS"), cardNames(c).c_str());
}

void TestHeartsPlayer::discardsHighHeartsOnceTheQueenIsGone()
{
    const HeartsRules rules;
    GameState s =
        position(rules, {"5C 2D", "7C 3D", "9C 4S", "AS 5H AH 2D"}, South, 4, true, "QS 2S 3S 4C");
    playAll(s, {"5C", "7C", "9C"});
    QCOMPARE(cardPlayed(s), card("AH"));

    // With no spade danger at all, the highest heart goes first.
    GameState t = position(rules, {"5C 2D", "7C 3D", "9C 4S", "3H KH JD 2D"}, South, 4, true);
    playAll(t, {"5C", "7C", "9C"});
    QCOMPARE(cardPlayed(t), card("KH"));
}

// ---- Leading ----

void TestHeartsPlayer::doesNotLeadHeartsWhenItHasOtherCards()
{
    const HeartsRules rules;
    GameState s = position(rules, {"2H 3H 5C KD", "2C", "3C", "4C"}, South, 4, true);
    const Card c = cardPlayed(s);
    QVERIFY2(pack().suit(c) != Hearts, cardNames(c).c_str());

    // Also when its other cards are high.
    GameState t = position(rules, {"2H 3H AC", "2C", "3C", "4C"}, South, 4, true, "QS");
    QCOMPARE(cardPlayed(t), card("AC"));
}

void TestHeartsPlayer::doesNotLeadTheQueenOrTopSpadesWhileTheQueenIsOut()
{
    const HeartsRules rules;
    GameState s = position(rules, {"AS KS 9D", "2C QS", "3C", "4C"}, South, 4, false);
    QCOMPARE(cardPlayed(s), card("9D"));

    GameState t = position(rules, {"QS 8D AC", "2C", "3C", "4C"}, South, 4, false);
    const Card c = cardPlayed(t);
    QVERIFY2(c != card("QS"), cardNames(c).c_str());
}

void TestHeartsPlayer::opensWithTheTwoOfClubs()
{
    const HeartsRules rules;
    const GameState s = rules.newDeal(shuffledSetup(12, NoPass, North));
    QCOMPARE(cardPlayed(s), card("2C"));
}

// ---- Passing ----

void TestHeartsPlayer::passesTheQueenOfSpades()
{
    const CardSet pass = passOf("QS 4S 7S 2C 5C 9C JC 3D 6D 8D TD 2H 4H");
    QCOMPARE(pass.size(), 3);
    QVERIFY2(pass.contains(card("QS")), cardNames(pass).c_str());
}

void TestHeartsPlayer::keepsTheQueenWhenItHasFiveSpadesToGuardIt()
{
    const CardSet pass = passOf("QS 9S 7S 5S 3S AH KH QH 2D 3D 4D 2C 3C");
    QVERIFY2(!pass.contains(card("QS")), cardNames(pass).c_str());
    QCOMPARE(pass, cards("AH KH QH"));
}

void TestHeartsPlayer::passesHighHearts()
{
    const CardSet pass = passOf("AH KH 2H 3S 5S 2C 4C 6C 8C 3D 5D 7D 9D");
    QVERIFY2(pass.containsAll(cards("AH KH")), cardNames(pass).c_str());
    QVERIFY(!pass.contains(card("2C")));
}

void TestHeartsPlayer::passesTheTopSpadesWhenTheQueenIsUnguarded()
{
    // Without the queen but with the ace and king of spades and few spades to cover them.
    const CardSet pass = passOf("AS KS 4S 2H 5H 2C 4C 6C 8C 3D 5D 7D 9D");
    QVERIFY2(pass.containsAll(cards("AS KS")), cardNames(pass).c_str());
}

// ---- Whole deals ----

// Every decision of four HeartsPlayers over many deals, checked against the habits above.
void TestHeartsPlayer::itsChoicesKeepToTheseHabitsOverManyDeals()
{
    const HeartsRules rules;
    const HeartsPlayer player;
    const CardSet hearts = pack().suitMask(Hearts);
    const CardSet safeLeads = pack().suitMask(Clubs) | pack().suitMask(Diamonds) |
                              (pack().suitMask(Spades) - cards("QS KS AS"));
    int decisions = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        GameState s = rules.newDeal(shuffledSetup(seed, static_cast<int>(seed % 4), 0));
        Rng rng(seed);
        while (!s.finished()) {
            const LegalActions legal = s.legalActions();
            const Action a = player.choose(PlayerView(s, s.toAct), rng);
            QVERIFY(legal.contains(a));
            if (a.kind == ActionKind::Play && legal.play.size() > 1) {
                ++decisions;
                const Card c = a.card();
                const std::string where = "seed " + std::to_string(seed) + ", played " +
                                          pack().name(c) + " from " + cardNames(legal.play);
                if (s.trick.empty()) {
                    // Leads: no queen, and no heart while a safe lead is there.
                    QVERIFY2(c != card("QS"), where.c_str());
                    if (legal.play.intersects(safeLeads))
                        QVERIFY2(!hearts.contains(c), where.c_str());
                } else {
                    const int led = pack().suit(s.trick.led());
                    const CardSet ledCards = s.trick.set() & pack().suitMask(led);
                    if (!legal.play.intersects(pack().suitMask(led))) {
                        // Discards: the queen first whenever it may go.
                        if (legal.play.contains(card("QS")))
                            QVERIFY2(c == card("QS"), where.c_str());
                    } else if (c == card("QS")) {
                        // Following: the queen only under a higher spade.
                        QVERIFY2(ledCards.highest().index > c.index, where.c_str());
                    }
                }
            }
            s.apply(a);
        }
    }
    qInfo("%d decisions with a choice checked", decisions);
}

void TestHeartsPlayer::itScoresFewerPointsThanRandomPlayers()
{
    const HeartsRules rules;
    const HeartsPlayer hearts;
    const RandomPlayer random;
    constexpr int Deals = 500;
    long heartsPoints = 0, randomPoints = 0;
    for (int deal = 0; deal < Deals; ++deal) {
        const int heartsSeat = deal % 4;
        const std::uint64_t seed = 7000 + static_cast<std::uint64_t>(deal);
        GameState s = rules.newDeal(shuffledSetup(seed, (deal / 4) % 4, (deal / 16) % 4));
        Rng rng(seed);
        while (!s.finished()) {
            const ComputerPlayer& player =
                s.toAct == heartsSeat ? static_cast<const ComputerPlayer&>(hearts) : random;
            const Action a = player.choose(PlayerView(s, s.toAct), rng);
            QVERIFY(s.isLegal(a));
            s.apply(a);
        }
        const DealScore score = rules.score(s);
        for (int seat = 0; seat < 4; ++seat)
            (seat == heartsSeat ? heartsPoints : randomPoints) +=
                score.points[static_cast<std::size_t>(seat)];
    }
    const double heartsAverage = double(heartsPoints) / Deals;
    const double randomAverage = double(randomPoints) / (3.0 * Deals);
    qInfo("points per deal over %d deals: HeartsPlayer %.2f, RandomPlayer %.2f", Deals,
          heartsAverage, randomAverage);
    // Not just lower: a sensible player takes well under half of what random play does.
    QVERIFY(heartsAverage < 0.5 * randomAverage);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestHeartsPlayer)
#include "tst_heartsplayer.moc"
