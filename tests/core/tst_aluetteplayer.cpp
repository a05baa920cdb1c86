// The Aluette computer player: sensible choices in scripted positions (chant, discard, winning
// cheaply, not spoiling the partner's trick, saving luettes, announcing only a sure Mordienne),
// and a clear edge over a random player across a few hundred seeded deals.

#include "core/match.h"
#include "core/playerview.h"
#include "games/aluette/aluetteplayer.h"
#include "games/aluette/aluetterules.h"
#include "harness/cardtext.h"
#include "record/gamerecord.h"

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;
using harness::cards;

namespace {

constexpr int South = 0, West = 1, North = 2, East = 3;

const Pack& pack()
{
    return Pack::spanish48();
}

// Deals the four 9-card hands given by seat (the rest of the pack is the stack), dealer East so
// that South is eldest.
GameState dealt(const AluetteRules& rules, const std::array<const char*, 4>& hands)
{
    DealSetup setup;
    setup.dealer = East;
    setup.orderSize = 48;
    CardSet rest = pack().all();
    for (int k = 0; k < 4; ++k) {
        const CardSet hand = cards(hands[std::size_t(k)]); // eldest South first, clockwise
        if (hand.size() != 9)
            qFatal("hand %d has %d cards", k, hand.size());
        rest -= hand;
        for (int i = 0; i < 9; ++i)
            setup.order[std::size_t((i / 3) * 12 + k * 3 + i % 3)] = hand.nth(i);
    }
    for (int i = 0; i < 12; ++i)
        setup.order[std::size_t(36 + i)] = rest.nth(i);
    return rules.newDeal(setup);
}

void play(GameState& s, const char* text)
{
    const Action a = Action::play(s.toAct, card(text));
    if (!s.isLegal(a))
        qFatal("scripted play %s refused", text);
    s.apply(a);
}

Action chosen(const GameState& s)
{
    Rng rng(1);
    return AluettePlayer().choose(PlayerView(s, s.toAct), rng);
}

Card chosenCard(const GameState& s)
{
    const Action a = chosen(s);
    if (a.kind != ActionKind::Play)
        qFatal("expected a card");
    return a.card();
}

const std::array<const char*, 4> Hands = {
    "3o 9c 4o 4c 5o 6o 7o 8o Ro", // South
    "Ao Ae 4e 5e 6e 7e 8e Ve 3e", // West
    "Ac Rc 4b 5b 6b 7b 8b Vb 3b", // North
    "3c 2c Ab Re Ce 5c 6c 7c 8c", // East
};

// Points each side won over `deals` deals (each a one-deal match) with the computer player in
// seats of `computerSide` and random players in the others.
std::array<int, 2> pointsAgainstRandom(int deals, int computerSide, bool chant)
{
    std::array<int, 2> points{};
    const AluettePlayer computer;
    const RandomPlayer random;
    AluetteOptions o;
    o.chant = chant;
    const auto rules = std::make_shared<AluetteRules>(o);
    for (int d = 0; d < deals; ++d) {
        Match match(rules, 7000 + std::uint64_t(d));
        Rng rng(99 + std::uint64_t(d));
        match.startDeal();
        while (match.dealInProgress()) {
            const int seat = match.state().toAct;
            const PlayerView view = match.viewFor(seat);
            const Action a =
                seat % 2 == computerSide ? computer.choose(view, rng) : random.choose(view, rng);
            const Reason why = match.apply(a);
            if (why != Reason::None)
                qFatal("illegal action chosen: %s (%s)",
                       describeAction(a, pack(), AluetteVocabulary).c_str(),
                       std::string(reasonName(AluetteVocabulary, why)).c_str());
        }
        points[0] += match.rows().back().points[0];
        points[1] += match.rows().back().points[1];
    }
    return points;
}

} // namespace

class AluettePlayerTest : public QObject {
    Q_OBJECT

public:
    // Aluette is played with the Spanish pack: cards in these tests are named in it.
    AluettePlayerTest() { harness::useTestPack(fs::Pack::spanish48()); }

private Q_SLOTS:
    void weakHandAcceptsTheChantAndStrongHandDeclines();
    void singerDiscardsItsSixWeakestCards();
    void lastToPlayWinsWithTheCheapestCardThatWins();
    void doesNotSpoilOrOvertakeATrickItsPartnerIsWinning();
    void throwsTheLowestCardWhenTheTrickIsLost();
    void keepsALuetteRatherThanSpendItOnALowCardEarly();
    void spendsALuetteOnAnEnemyAce();
    void spoilsAnEnemyTrickItCannotWin();
    void leadsASureWinnerThatIsNotALuette();
    void announcesMordienneOnlyWithFiveSureTricks();
    void beatsARandomPlayerOverSeveralHundredDeals();
};

void AluettePlayerTest::weakHandAcceptsTheChantAndStrongHandDeclines()
{
    const AluetteRules rules;
    QVERIFY(AluettePlayer::strength(cards("4o 4c 5o 6o 7o 8o Vo 3e 9e")) <
            AluettePlayer::AcceptBelow);
    QVERIFY(AluettePlayer::strength(cards("3o 3c 2o Ao Ac Ro 4b 5b 6b")) >=
            AluettePlayer::AcceptBelow);
    GameState weak = dealt(rules, {"4o 4c 5o 6o 7o 8o Vo 3e 9e", "3o 2o 2c 2b 2e 9c 9o Ao Ac",
                                   "3c Ae Ab Rc Ro Re Rb Co Cc", "4b 5b 6b 7b 8b Vb Ve Vc 4e"});
    QCOMPARE(weak.toAct, South);
    QCOMPARE(chosen(weak).choice(), AluetteChoice::Accept);
    weak.apply(Action::choose(South, AluetteChoice::Accept));
    QCOMPARE(chosen(weak).choice(), AluetteChoice::Decline); // West holds seven top cards
}

void AluettePlayerTest::singerDiscardsItsSixWeakestCards()
{
    const AluetteRules rules;
    GameState s = dealt(rules, Hands);
    for (int seat : {South, West, North, East})
        s.apply(Action::choose(seat, AluetteChoice::Accept));
    QCOMPARE(s.toAct, South);
    const CardSet hand = s.hand(South);
    const Action a = chosen(s);
    QCOMPARE(a.kind, ActionKind::Discard);
    QCOMPARE(a.cards.size(), 6);
    QVERIFY(s.isLegal(a));
    int weakestKept = 99, strongestDropped = 0;
    for (Card c : hand - a.cards)
        weakestKept = std::min(weakestKept, AluetteRules::power(c));
    for (Card c : a.cards)
        strongestDropped = std::max(strongestDropped, AluetteRules::power(c));
    QVERIFY(strongestDropped <= weakestKept);
    QVERIFY((hand - a.cards).contains(card("3o")));
}

void AluettePlayerTest::lastToPlayWinsWithTheCheapestCardThatWins()
{
    const AluetteRules rules({false, MordienneRule::Unannounced});
    GameState s = dealt(rules, Hands);
    play(s, "7o"); // South
    play(s, "4e"); // West, East's partner
    play(s, "Vb"); // North: an enemy Valet on top
    // East could win with the Cavalier, the King, the Ace or a luette: the Cavalier it is.
    QCOMPARE(s.toAct, East);
    QCOMPARE(chosenCard(s), card("Ce"));
}

void AluettePlayerTest::doesNotSpoilOrOvertakeATrickItsPartnerIsWinning()
{
    const AluetteRules rules({false, MordienneRule::Unannounced});
    GameState s = dealt(rules, Hands);
    play(s, "4o"); // South
    play(s, "Ao"); // West
    play(s, "4b"); // North
    play(s, "2c"); // East takes it with the Vache and leads
    play(s, "5c"); // East
    play(s, "Ro"); // South: North's partner is on top with a King
    play(s, "4e"); // West
    QCOMPARE(s.toAct, North);
    // North holds Rc (would spoil), Ac (would overtake) and low cards: it throws the lowest.
    const Card c = chosenCard(s);
    QVERIFY(c != card("Rc"));
    QVERIFY(c != card("Ac"));
    QCOMPARE(c, card("3b"));
}

void AluettePlayerTest::throwsTheLowestCardWhenTheTrickIsLost()
{
    const AluetteRules rules({false, MordienneRule::Unannounced});
    GameState s = dealt(rules, Hands);
    play(s, "3o"); // South leads Monsieur: nothing can beat it
    QCOMPARE(s.toAct, West);
    QCOMPARE(chosenCard(s), card("3e"));
}

const std::array<const char*, 4> LuetteHands = {
    "8o 9c 3o Ao Ro Co Vo 9e 8e", // South
    "4e 5e 6e 7e Ae Re Ce Ve 3e", // West
    "4b 5b 6b 7b 8b Vb Cb Rb Ab", // North
    "3c 2c 4c 5c 6c 7c 4o 5o 3b", // East: two luettes and seven low cards
};

void AluettePlayerTest::keepsALuetteRatherThanSpendItOnALowCardEarly()
{
    const AluetteRules rules({false, MordienneRule::Unannounced});
    GameState s = dealt(rules, LuetteHands);
    play(s, "8o");                       // South
    play(s, "4e");                       // West
    play(s, "4b");                       // North
    QCOMPARE(chosenCard(s), card("3b")); // only a luette would win: keep it
}

void AluettePlayerTest::spendsALuetteOnAnEnemyAce()
{
    const AluetteRules rules({false, MordienneRule::Unannounced});
    GameState s = dealt(rules, LuetteHands);
    play(s, "Ao");                       // South
    play(s, "4e");                       // West
    play(s, "4b");                       // North
    QCOMPARE(chosenCard(s), card("2c")); // the cheaper luette takes the Ace
}

void AluettePlayerTest::spoilsAnEnemyTrickItCannotWin()
{
    const AluetteRules rules({false, MordienneRule::Unannounced});
    GameState s = dealt(rules, {"Ro 5o 6o 7o 8o Vo Co 4c 5c", "4o 3e 4e 5e 6e 7e 8e Ve Ce",
                                "3b 4b 5b 6b 7b 8b Vb Cb 6c", "Rc 7c 8c Vc Cc 3c 2c 9e 9b"});
    play(s, "Ro"); // South: an enemy King
    play(s, "4o"); // West
    play(s, "3b"); // North
    // Only East's luettes beat a King, too good for it this early; the King of cups spoils it.
    QCOMPARE(chosenCard(s), card("Rc"));
}

void AluettePlayerTest::leadsASureWinnerThatIsNotALuette()
{
    const AluetteRules rules({false, MordienneRule::Unannounced});
    // South holds every card above the Grand Neuf: the Grand Neuf is a sure winner.
    GameState s = dealt(rules, {"3o 3c 2o 2c 9c 4o 4c 5o 6o", "Ao Ae 4e 5e 6e 7e 8e Ve 3e",
                                "Ac Rc 4b 5b 6b 7b 8b Vb 3b", "Ab Re Ce 5c 6c 7c 8c 9o 2b"});
    QCOMPARE(chosenCard(s), card("9c"));
}

void AluettePlayerTest::announcesMordienneOnlyWithFiveSureTricks()
{
    const AluetteRules rules({false, MordienneRule::Announced});
    GameState s = dealt(rules, {"3o 3c 2o 2c 9c 4o 4c 5o 6o", "Ao Ae 4e 5e 6e 7e 8e Ve 3e",
                                "Ac Rc 4b 5b 6b 7b 8b Vb 3b", "Ab Re Ce 5c 6c 7c 8c 9o 2b"});
    QCOMPARE(chosen(s).choice(), AluetteChoice::AnnounceMordienne);
    GameState t = dealt(rules, {"3o 3c 2o 2c 9o 4o 4c 5o 6o", "Ao Ae 4e 5e 6e 7e 8e Ve 3e",
                                "Ac Rc 4b 5b 6b 7b 8b Vb 3b", "Ab Re Ce 5c 6c 7c 8c 9c 2b"});
    QCOMPARE(chosen(t).choice(), AluetteChoice::NoAnnouncement); // the Grand Neuf is out
    // Having announced, South plays low until its five top cards cover the rest.
    s.apply(Action::choose(South, AluetteChoice::AnnounceMordienne));
    QCOMPARE(chosenCard(s), card("4o"));
}

void AluettePlayerTest::beatsARandomPlayerOverSeveralHundredDeals()
{
    constexpr int Deals = 300;
    const auto asNorthSouth = pointsAgainstRandom(Deals, 0, true);
    const auto asEastWest = pointsAgainstRandom(Deals, 1, true);
    const int computer = asNorthSouth[0] + asEastWest[1];
    const int random = asNorthSouth[1] + asEastWest[0];
    qInfo("computer %d points, random %d points over %d deals", computer, random, 2 * Deals);
    QVERIFY(computer > random * 3 / 2);
    const auto noChant = pointsAgainstRandom(Deals, 0, false);
    qInfo("without the chant: computer %d, random %d", noChant[0], noChant[1]);
    QVERIFY(noChant[0] > noChant[1] * 3 / 2);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(AluettePlayerTest)
#include "tst_aluetteplayer.moc"
