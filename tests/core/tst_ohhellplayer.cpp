// The first Oh Hell computer player makes the choices a sensible person would: it bids the tricks
// its high trumps and aces are worth, wins cheaply while short of its bid, ducks and throws its
// dangerous cards once the bid is made, and scores clearly better than random play. It sees only
// its PlayerView, like any computer seat.

#include "core/match.h"
#include "core/playerview.h"
#include "games/ohhell/ohhellplayer.h"
#include "games/ohhell/ohhellrules.h"
#include "harness/cardtext.h"

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;

namespace {

const Pack& pack()
{
    return Pack::french52();
}

std::vector<Card> cardList(const char* list)
{
    std::vector<Card> out;
    std::istringstream in(list);
    std::string word;
    while (in >> word)
        out.push_back(card(word.c_str()));
    return out;
}

// A deal with exactly these hands (listed by seat) and turn-up; the dealer is the last seat, so
// seat 0 is eldest. The deal index follows from the hand size.
GameState dealOf(const OhHellRules& rules, const std::vector<const char*>& hands,
                 const char* turnUp)
{
    const int seats = static_cast<int>(hands.size());
    std::vector<std::vector<Card>> perSeat;
    for (const char* h : hands)
        perSeat.push_back(cardList(h));
    const int size = static_cast<int>(perSeat[0].size());
    DealSetup setup;
    setup.dealIndex = size - 1;
    setup.dealer = seats - 1;
    CardSet used;
    int n = 0;
    for (int round = 0; round < size; ++round)
        for (int seat = 0; seat < seats; ++seat) {
            const Card c = perSeat[static_cast<std::size_t>(seat)][static_cast<std::size_t>(round)];
            setup.order[static_cast<std::size_t>(n++)] = c;
            used.insert(c);
        }
    setup.order[static_cast<std::size_t>(n++)] = card(turnUp);
    used.insert(card(turnUp));
    for (Card c : pack().all() - used)
        setup.order[static_cast<std::size_t>(n++)] = c;
    setup.orderSize = n;
    return rules.newDeal(setup);
}

void bidAll(GameState& s, const std::vector<int>& bids)
{
    for (int b : bids)
        s.apply(Action::bid(s.toAct, b));
}

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
    const OhHellPlayer player;
    Rng rng(42);
    const Action a = player.choose(PlayerView(s, s.toAct), rng);
    if (!s.isLegal(a))
        qFatal("OhHellPlayer chose an illegal action");
    return a;
}

// The bid seat 0 (eldest) makes with this hand at a four-player table.
int bidWith(const char* hand, const char* turnUp)
{
    static const OhHellRules rules;
    const int size = static_cast<int>(cardList(hand).size());
    // The other hands: low clubs and diamonds not in the given hand, just to fill the deal.
    std::vector<Card> filler;
    const std::vector<Card> mine = cardList(hand);
    for (Card c : pack().all()) {
        if (std::find(mine.begin(), mine.end(), c) != mine.end() || c == card(turnUp))
            continue;
        filler.push_back(c);
    }
    std::vector<std::string> others(3);
    for (int i = 0; i < 3 * size; ++i)
        others[static_cast<std::size_t>(i % 3)] +=
            pack().name(filler[static_cast<std::size_t>(i)]) + " ";
    const GameState s =
        dealOf(rules, {hand, others[0].c_str(), others[1].c_str(), others[2].c_str()}, turnUp);
    const Action a = decide(s);
    if (a.kind != ActionKind::Bid)
        qFatal("expected a bid");
    return a.value;
}

} // namespace

class TestOhHellPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Bidding
    void bidsEveryTrickForTopTrumps();
    void bidsNothingWithLowSideCards();
    void countsAcesAndGuardedKings();
    void oneCardDealBidsTheAceOfTrumpsAndPassesALowSideCard();
    void hookDealerAvoidsTheForbiddenBid();
    // Play while short of the bid
    void winsWithTheLowestCardThatWinsWhenLast();
    void ruffsWithTheLowestTrumpWhenVoid();
    void leadsASureWinnerWhenItNeedsTricks();
    // Play once the bid is made
    void ducksWithTheHighestCardThatStillLoses();
    void discardsItsDangerousAceWhenVoid();
    void leadsALowCardItCannotWinWith();
    // Whole deals
    void itScoresBetterThanRandomPlayers();
};

// ---- Bidding ----

void TestOhHellPlayer::bidsEveryTrickForTopTrumps()
{
    QCOMPARE(bidWith("AS KS QS", "2S"), 3);
}

void TestOhHellPlayer::bidsNothingWithLowSideCards()
{
    QCOMPARE(bidWith("2C 3D 4H", "9S"), 0);
    QCOMPARE(bidWith("2C 3D 4H 5C 3H", "9S"), 0);
}

void TestOhHellPlayer::countsAcesAndGuardedKings()
{
    // Two side aces, a guarded king and nothing else worth much: about three tricks.
    const int bid = bidWith("AC AH KD 4D 2C 3H 5C", "9S");
    QVERIFY2(bid >= 2 && bid <= 3, qPrintable(QString::number(bid)));
}

void TestOhHellPlayer::oneCardDealBidsTheAceOfTrumpsAndPassesALowSideCard()
{
    QCOMPARE(bidWith("AS", "9S"), 1);
    QCOMPARE(bidWith("3C", "9S"), 0);
}

void TestOhHellPlayer::hookDealerAvoidsTheForbiddenBid()
{
    const OhHellRules rules({true, false}, 4);
    GameState s = dealOf(rules, {"2C 3C 4C", "5C 6C 7C", "8C 9C TC", "AS KS QS"}, "2S");
    bidAll(s, {0, 0, 0});
    QCOMPARE(int(s.toAct), 3);
    const Action a = decide(s); // would like 3, which the hook forbids
    QCOMPARE(a.kind, ActionKind::Bid);
    QCOMPARE(int(a.value), 2);
}

// ---- Short of the bid ----

void TestOhHellPlayer::winsWithTheLowestCardThatWinsWhenLast()
{
    const OhHellRules rules;
    GameState s = dealOf(rules, {"9S 2C 3C 4C", "TS 2H 3H 4H", "JS 5C 6C 7C", "QS KS AS 3D"}, "7D");
    bidAll(s, {0, 0, 0, 2});
    playAll(s, {"9S", "TS", "JS"});
    QCOMPARE(decide(s).card(), card("QS"));
}

void TestOhHellPlayer::ruffsWithTheLowestTrumpWhenVoid()
{
    const OhHellRules rules;
    GameState s = dealOf(rules, {"9S 2C 3C 4C", "TS 2H 3H 4H", "JS 5C 6C 7C", "2D 5D 8H 9H"}, "7D");
    bidAll(s, {0, 0, 0, 1});
    playAll(s, {"9S", "TS", "JS"});
    QCOMPARE(decide(s).card(), card("2D"));
}

void TestOhHellPlayer::leadsASureWinnerWhenItNeedsTricks()
{
    const OhHellRules rules;
    GameState s = dealOf(rules, {"AS 2C 9H 3D", "TS 2H 3H 4H", "JS 5C 6C 7C", "2S 5D 8H 9C"}, "7D");
    bidAll(s, {2, 0, 0, 1});
    QCOMPARE(decide(s).card(), card("AS"));
}

// ---- Bid made ----

void TestOhHellPlayer::ducksWithTheHighestCardThatStillLoses()
{
    const OhHellRules rules;
    GameState s = dealOf(rules, {"KS 2C 3C 4C", "AS QS 3S 2H", "JS 5C 6C 7C", "2S 5D 8H 9H"}, "7D");
    bidAll(s, {1, 0, 0, 1});
    playAll(s, {"KS"});
    QCOMPARE(decide(s).card(), card("QS"));
}

void TestOhHellPlayer::discardsItsDangerousAceWhenVoid()
{
    const OhHellRules rules;
    GameState s = dealOf(rules, {"9S 2C 3C 4C", "AC 5C 3H 4H", "JS 6C 7C 8C", "2S 5D 8H 9H"}, "7D");
    bidAll(s, {1, 0, 0, 1});
    playAll(s, {"9S"});
    QCOMPARE(decide(s).card(), card("AC"));
}

void TestOhHellPlayer::leadsALowCardItCannotWinWith()
{
    const OhHellRules rules;
    GameState s = dealOf(rules, {"AS 2C 9H KD", "TS 2H 3H 4H", "JS 5C 6C 7C", "2S 5D 8H 9C"}, "7D");
    bidAll(s, {0, 1, 1, 1});
    QCOMPARE(decide(s).card(), card("2C"));
}

// ---- Whole deals ----

void TestOhHellPlayer::itScoresBetterThanRandomPlayers()
{
    // Four players, two computer seats against two random ones (which seats alternates with the
    // seed), every hand size of the river.
    const OhHellRules rules;
    const OhHellPlayer computer;
    const RandomPlayer random;
    long computerPoints = 0, randomPoints = 0;
    int computerExact = 0, randomExact = 0;
    constexpr int Deals = 400;
    for (int deal = 0; deal < Deals; ++deal) {
        Rng shuffle(static_cast<std::uint64_t>(deal) * 7919 + 3);
        const std::vector<Card> order = shuffledPack(pack(), shuffle);
        DealSetup setup;
        setup.dealIndex = deal % rules.totalDeals();
        setup.dealer = deal % 4;
        setup.orderSize = 52;
        std::copy(order.begin(), order.end(), setup.order.begin());
        GameState s = rules.newDeal(setup);
        Rng rng(static_cast<std::uint64_t>(deal));
        auto isComputer = [&](int seat) { return (seat + deal) % 2 == 0; };
        while (!s.finished()) {
            const PlayerView view(s, s.toAct);
            const Action a =
                isComputer(s.toAct) ? computer.choose(view, rng) : random.choose(view, rng);
            QVERIFY(s.isLegal(a));
            s.apply(a);
        }
        const DealScore score = rules.score(s);
        for (int seat = 0; seat < 4; ++seat) {
            const int points = score.points[static_cast<std::size_t>(seat)];
            const bool exact = s.bids[static_cast<std::size_t>(seat)] == s.tricksOf(seat);
            (isComputer(seat) ? computerPoints : randomPoints) += points;
            (isComputer(seat) ? computerExact : randomExact) += exact ? 1 : 0;
        }
    }
    const double perComputer = double(computerPoints) / (2 * Deals);
    const double perRandom = double(randomPoints) / (2 * Deals);
    qInfo("average per seat and deal: computer %.1f (exact %d of %d), random %.1f (exact %d of %d)",
          perComputer, computerExact, 2 * Deals, perRandom, randomExact, 2 * Deals);
    QVERIFY(perComputer > perRandom + 15.0);
    QVERIFY(computerExact > 2 * randomExact);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestOhHellPlayer)
#include "tst_ohhellplayer.moc"
