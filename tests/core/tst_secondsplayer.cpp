// The Seconds computer player: in scripted positions it takes or avoids the trick as its score
// for the deal wants, knowing that the second-highest card wins, and a computer seat scores more
// than random seats over many seeded deals.

#include "core/match.h"
#include "core/playerview.h"
#include "games/seconds/secondsplayer.h"
#include "games/seconds/secondsrules.h"
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

constexpr int South = SecondsRules::South, West = SecondsRules::West, North = SecondsRules::North,
              East = SecondsRules::East;

// Deal `dealIndex`: North leads 9S, East plays `eastCard`, South 4S, and West is last to play
// holding AS TS 5S, with the tricks taken so far given for West and East.
GameState lastToPlay(int dealIndex, const char* eastCard, int westTricks, int eastTricks)
{
    static const SecondsRules rules;
    // West deals, so North is eldest.
    GameState s = rules.newDeal(harness::shuffledSetup(Pack::french52(), 5, West, dealIndex));
    s.hands[North] = cards("9S 2C");
    s.hands[East] = CardSet(card(eastCard)) | cards("3C");
    s.hands[South] = cards("4S 4C");
    s.hands[West] = cards("AS TS 5S");
    s.tricksWon[West] = std::uint8_t(westTricks);
    s.tricksWon[East] = std::uint8_t(eastTricks);
    s.apply(Action::play(North, card("9S")));
    s.apply(Action::play(East, card(eastCard)));
    s.apply(Action::play(South, card("4S")));
    return s;
}

Card westPlays(const GameState& s)
{
    const SecondsPlayer player;
    Rng rng(3);
    const Action a = player.choose(PlayerView(s, West), rng);
    if (!s.isLegal(a))
        qFatal("the player chose an illegal action");
    return a.card();
}

} // namespace

class TestSecondsPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void takesTheTrickWithTheSecondHighestCardWhenItWantsTricks();
    void avoidsTheTrickInDealSeven();
    void aimsAtExactlyThreeInDealEight();
    void givesTheTrickToItsPartnerWhenThatRaisesTheProduct();
    void computerSeatOutscoresRandomSeats();
};

void TestSecondsPlayer::takesTheTrickWithTheSecondHighestCardWhenItWantsTricks()
{
    // Spades so far 9, 3, 4. West: AS -> 9 wins (North); TS -> 9 wins; 5S -> 5 wins (West).
    // Deal 6 pays per trick: West plays the 5S, a low card that is second-highest.
    const GameState s = lastToPlay(5, "3S", 0, 0);
    QCOMPARE(westPlays(s), card("5S"));
}

void TestSecondsPlayer::avoidsTheTrickInDealSeven()
{
    // With KS from East: AS -> K (East) wins; TS -> T (West) wins; 5S -> 9 (North) wins.
    const GameState s = lastToPlay(6, "KS", 2, 0);
    QVERIFY(westPlays(s) != card("TS"));
    const GameState win = lastToPlay(5, "KS", 2, 0);
    QCOMPARE(westPlays(win), card("TS"));
}

void TestSecondsPlayer::aimsAtExactlyThreeInDealEight()
{
    QCOMPARE(westPlays(lastToPlay(7, "KS", 2, 0)), card("TS"));  // a third trick is worth 12
    QVERIFY(westPlays(lastToPlay(7, "KS", 3, 0)) != card("TS")); // a fourth loses it all
}

void TestSecondsPlayer::givesTheTrickToItsPartnerWhenThatRaisesTheProduct()
{
    // Deal 1: West's partner is East. AS gives the trick to East's KS, TS takes it for West.
    QCOMPARE(westPlays(lastToPlay(0, "KS", 0, 3)), card("TS")); // West has none: take one
    QCOMPARE(westPlays(lastToPlay(0, "KS", 5, 0)), card("AS")); // East has none: give it
}

void TestSecondsPlayer::computerSeatOutscoresRandomSeats()
{
    auto rules = std::make_shared<SecondsRules>();
    const SecondsPlayer computer;
    const RandomPlayer random;
    long computerPoints = 0, randomPoints = 0;
    const int matches = 40; // 320 deals
    for (std::uint64_t seed = 1; seed <= std::uint64_t(matches); ++seed) {
        Match match(rules, seed);
        Rng rng(seed * 17);
        const int computerSeat = int(seed % 4);
        while (!match.over()) {
            match.startDeal();
            while (match.dealInProgress()) {
                const int seat = match.state().toAct;
                const PlayerView view = match.viewFor(seat);
                const Action a =
                    seat == computerSeat ? computer.choose(view, rng) : random.choose(view, rng);
                QCOMPARE(match.apply(a), Reason::None);
            }
        }
        const std::vector<int> totals = match.totals();
        for (int seat = 0; seat < 4; ++seat)
            (seat == computerSeat ? computerPoints : randomPoints) += totals[std::size_t(seat)];
    }
    const double computerAverage = double(computerPoints) / matches;
    const double randomAverage = double(randomPoints) / (3.0 * matches);
    qInfo("average match total: computer %.1f, random %.1f", computerAverage, randomAverage);
    QVERIFY(computerAverage > 1.1 * randomAverage);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestSecondsPlayer)
#include "tst_secondsplayer.moc"
