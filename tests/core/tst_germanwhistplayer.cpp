// The first German Whist computer player: sensible choices in scripted positions, always legal,
// and clearly better than random play over a few hundred seeded deals.

#include "core/match.h"
#include "core/playerview.h"
#include "games/germanwhist/germanwhistplayer.h"
#include "games/germanwhist/germanwhistrules.h"
#include "harness/cardtext.h"

#include <QTest>

#include <sstream>
#include <string>

#include "testmain.h"

using namespace fs;

using harness::card;

namespace {

const Pack& pack()
{
    return Pack::french52();
}

// Seat 1 deals; seat 0 holds the clubs 2C 5C, seat 1 the clubs 3C 7C KC, and the stock starts
// with `stockTop`. The rest is dealt in pack order.
GameState dealt(const GermanWhistRules& rules, const char* stockTop)
{
    const CardSet eldestClubs = CardSet(card("2C")) | card("5C");
    const CardSet dealerClubs = CardSet(card("3C")) | card("7C") | card("KC");
    CardSet rest = pack().all() - eldestClubs - dealerClubs - card(stockTop);
    CardSet eldest = eldestClubs, dealerHand = dealerClubs;
    // No more clubs in either hand, so the position is exactly the one described.
    rest -= pack().suitMask(Clubs);
    while (eldest.size() < 13) {
        eldest.insert(rest.highest());
        rest.remove(rest.highest());
    }
    while (dealerHand.size() < 13) {
        dealerHand.insert(rest.lowest());
        rest.remove(rest.lowest());
    }
    DealSetup setup;
    setup.dealer = 1;
    setup.orderSize = 52;
    int j = 0;
    for (Card c : eldest)
        setup.order[std::size_t(2 * j++)] = c;
    j = 0;
    for (Card c : dealerHand)
        setup.order[std::size_t(2 * j++ + 1)] = c;
    std::size_t i = 26;
    setup.order[i++] = card(stockTop);
    for (Card c : pack().all() - eldest - dealerHand - card(stockTop))
        setup.order[i++] = c;
    return rules.newDeal(setup);
}

Card choice(const GameState& s)
{
    const GermanWhistPlayer player;
    Rng rng(1);
    const Action a = player.choose(PlayerView(s, s.toAct), rng);
    if (!s.isLegal(a))
        qFatal("illegal choice");
    return a.card();
}

} // namespace

class TestGermanWhistPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void winsAGoodFaceUpCardAsCheaplyAsPossible()
    {
        const GermanWhistRules rules;
        GameState s = dealt(rules, "AS"); // trumps spades: the ace of trumps is on offer
        s.apply(Action::play(0, card("5C")));
        QCOMPARE(choice(s), card("7C"));
    }

    void evenALowTrumpOnOfferIsWorthWinning()
    {
        const GermanWhistRules rules;
        GameState s = dealt(rules, "4S");
        s.apply(Action::play(0, card("5C")));
        QCOMPARE(choice(s), card("7C"));
    }

    void losesCheaplyWhenTheFaceUpCardIsPoor()
    {
        const GermanWhistRules rules;
        GameState s = dealt(rules, "2D");
        s.apply(Action::play(0, card("5C")));
        // Arranged as after a draw: trumps stay diamonds, the 3H is the face-up card now.
        s.turnUp = card("3H");
        QCOMPARE(choice(s), card("3C"));
    }

    void phaseTwoWinsEveryTrickItCanCheaply()
    {
        const GermanWhistRules rules;
        GameState s = dealt(rules, "2D");
        Rng rng(3);
        while (s.tricksDone < 13)
            s.apply(s.legalActions().random(rng));
        // Follow every phase-2 trick: the player takes a trick whenever it can, with its
        // cheapest winning card, and otherwise plays its least valuable card.
        const GermanWhistPlayer player;
        while (!s.finished()) {
            const Action a = player.choose(PlayerView(s, s.toAct), rng);
            QVERIFY(s.isLegal(a));
            if (!s.trick.empty()) {
                const CardSet legal = s.legalActions().play;
                bool canWin = false;
                for (Card c : legal) {
                    GameState probe = s;
                    probe.apply(Action::play(s.toAct, c));
                    canWin = canWin || probe.completedTrickWinner(probe.tricksDone - 1) == s.toAct;
                }
                GameState after = s;
                after.apply(a);
                QCOMPARE(after.completedTrickWinner(after.tricksDone - 1) == s.toAct, canWin);
            }
            s.apply(a);
        }
    }

    void beatsRandomPlayersOverSeededDeals()
    {
        const GermanWhistRules rules;
        const GermanWhistPlayer smart;
        const RandomPlayer random;
        long points = 0, deals = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            Rng shuffle(seed);
            const std::vector<Card> order = shuffledPack(pack(), shuffle);
            DealSetup setup;
            setup.dealer = int(seed % 2);
            setup.orderSize = 52;
            std::copy(order.begin(), order.end(), setup.order.begin());
            for (int smartSeat = 0; smartSeat < 2; ++smartSeat) {
                GameState s = rules.newDeal(setup);
                Rng rng(seed * 17 + std::uint64_t(smartSeat));
                while (!s.finished()) {
                    const PlayerView view(s, s.toAct);
                    const Action a =
                        s.toAct == smartSeat ? smart.choose(view, rng) : random.choose(view, rng);
                    QVERIFY(s.isLegal(a));
                    s.apply(a);
                }
                points += rules.score(s).points[std::size_t(smartSeat)];
                ++deals;
            }
        }
        const double average = double(points) / double(deals);
        qInfo("computer takes %.2f of the 13 phase-2 tricks against random play", average);
        QVERIFY(average > 8.0);
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestGermanWhistPlayer)
#include "tst_germanwhistplayer.moc"
