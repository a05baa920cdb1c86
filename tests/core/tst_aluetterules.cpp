// Aluette as docs/rules/aluette.md states it, rule by rule, with rulings, the Aluette
// cases of section 10 and both worked examples. Positions are dealt from explicit card orders
// and played out through the rules.

#include "core/match.h"
#include "core/playerview.h"
#include "games/aluette/aluetterules.h"
#include "harness/cardtext.h"
#include "harness/positions.h"

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

namespace fs {

char* toString(const DealNote& n)
{
    return qstrdup(std::to_string(static_cast<int>(n)).c_str());
}

} // namespace fs

using namespace fs;

using harness::card;
using harness::cards;

namespace {

// Seats as the app names them: you sit South, play goes clockwise (to the left).
constexpr int South = 0, West = 1, North = 2, East = 3;
constexpr int NorthSouth = 0, EastWest = 1; // score-sheet columns
constexpr int X = -1;                       // a spoiled trick in a script

const Pack& pack()
{
    return Pack::spanish48();
}

int power(const char* text)
{
    return AluetteRules::power(card(text));
}

// The card order that deals exactly `hands` (9 each, in threes from eldest) and leaves `stack`
// (12 cards, top first) stacked.
DealSetup setupFor(const std::array<CardSet, 4>& hands, const std::vector<Card>& stack, int dealer,
                   int dealIndex = 0)
{
    DealSetup setup;
    setup.dealIndex = dealIndex;
    setup.dealer = dealer;
    setup.orderSize = 48;
    for (int k = 0; k < 4; ++k) {
        const CardSet hand = hands[static_cast<std::size_t>((dealer + 1 + k) % 4)];
        for (int i = 0; i < 9; ++i)
            setup.order[static_cast<std::size_t>((i / 3) * 12 + k * 3 + i % 3)] = hand.nth(i);
    }
    for (std::size_t i = 0; i < stack.size(); ++i)
        setup.order[36 + i] = stack[i];
    return setup;
}

DealSetup shuffledSetup(std::uint64_t seed, int dealer)
{
    return harness::shuffledSetup(pack(), seed, dealer);
}

Reason act(GameState& s, const Action& a, EventList* events = nullptr)
{
    const Reason why = s.check(a);
    if (why == Reason::None)
        s.apply(a, events);
    return why;
}

Reason play(GameState& s, int seat, const char* text, EventList* events = nullptr)
{
    return act(s, Action::play(seat, card(text)), events);
}

// A deal arranged so that its nine tricks go to the seats of `script` (X = spoiled), whoever
// leads: each trick's winner plays the strongest card left, a spoiled trick's leader and the
// next player two equal cards, everybody else the weakest cards left.
struct Scripted {
    GameState state;
    std::vector<std::vector<std::pair<int, Card>>> tricks; // per trick, (seat, card) in order
};

Scripted scriptedDeal(const AluetteRules& rules, const std::array<int, 9>& script, int dealer)
{
    CardSet left = pack().all();
    auto strongestGroup = [&](int need) {
        for (int p = AluetteRules::MaxPower; p > 0; --p)
            if (AluetteRules::withPower(left, p).size() >= need)
                return AluetteRules::withPower(left, p);
        return CardSet();
    };
    auto weakest = [&] {
        for (int p = 1; p <= AluetteRules::MaxPower; ++p)
            if (!AluetteRules::withPower(left, p).empty())
                return AluetteRules::withPower(left, p).lowest();
        return NoCard;
    };
    std::array<CardSet, 4> hands{};
    std::vector<std::vector<std::pair<int, Card>>> tricks;
    int leader = (dealer + 1) % 4;
    for (int t = 0; t < 9; ++t) {
        const int winner = script[static_cast<std::size_t>(t)];
        std::array<Card, 4> bySeat{};
        if (winner >= 0) {
            bySeat[static_cast<std::size_t>(winner)] = strongestGroup(1).highest();
            left.remove(bySeat[static_cast<std::size_t>(winner)]);
        } else {
            const CardSet pair = strongestGroup(2);
            bySeat[static_cast<std::size_t>(leader)] = pair.nth(0);
            bySeat[static_cast<std::size_t>((leader + 1) % 4)] = pair.nth(1);
            left.remove(pair.nth(0));
            left.remove(pair.nth(1));
        }
        std::vector<std::pair<int, Card>> trick;
        for (int k = 0; k < 4; ++k) {
            const int seat = (leader + k) % 4;
            if (!bySeat[static_cast<std::size_t>(seat)].valid()) {
                bySeat[static_cast<std::size_t>(seat)] = weakest();
                left.remove(bySeat[static_cast<std::size_t>(seat)]);
            }
            hands[static_cast<std::size_t>(seat)].insert(bySeat[static_cast<std::size_t>(seat)]);
            trick.emplace_back(seat, bySeat[static_cast<std::size_t>(seat)]);
        }
        tricks.push_back(trick);
        if (winner >= 0)
            leader = winner;
    }
    std::vector<Card> stack;
    for (Card c : left)
        stack.push_back(c);
    return {rules.newDeal(setupFor(hands, stack, dealer)), tricks};
}

// Plays a scripted deal through the rules, checking each trick went as scripted.
GameState playScript(const AluetteRules& rules, const std::array<int, 9>& script, int dealer)
{
    Scripted d = scriptedDeal(rules, script, dealer);
    for (std::size_t t = 0; t < d.tricks.size(); ++t) {
        for (const auto& [seat, c] : d.tricks[t])
            if (act(d.state, Action::play(seat, c)) != Reason::None)
                qFatal("scripted play refused at trick %d", int(t) + 1);
        if (d.state.completedTrickWinner(int(t)) != script[t])
            qFatal("trick %d did not go as scripted", int(t) + 1);
    }
    return d.state;
}

std::shared_ptr<AluetteRules> noChant(MordienneRule m = MordienneRule::Unannounced)
{
    return std::make_shared<AluetteRules>(AluetteOptions{false, m});
}

// A full 48-card set split in four hands of 9 plus a 12-card stack, for the chant tests.
struct Split {
    std::array<CardSet, 4> hands{};
    std::vector<Card> stack;
};

Split splitPack(std::uint64_t seed)
{
    Rng rng(seed);
    const std::vector<Card> order = shuffledPack(pack(), rng);
    Split split;
    for (int i = 0; i < 36; ++i)
        split.hands[static_cast<std::size_t>(i / 9)].insert(order[static_cast<std::size_t>(i)]);
    split.stack.assign(order.begin() + 36, order.end());
    return split;
}

ScoreRow row(int ns, int ew)
{
    ScoreRow r;
    r.points = {ns, ew};
    return r;
}

} // namespace

class AluetteRulesTest : public QObject {
    Q_OBJECT

public:
    // Aluette is played with the Spanish pack: cards in these tests are named in it.
    AluetteRulesTest() { harness::useTestPack(fs::Pack::spanish48()); }

private Q_SLOTS:
    // Ranking
    void eightNamedCardsRankAboveEverythingInTheirOrder();
    void equalGroupsFollowFromAcesDownToTheInferiorThrees();
    void namedCardsHaveNamesAndIdsForTheAppAndTheArt();
    void caseOneMonsieurTakesATrickOfTopCards();
    void caseTwoTwoTopAcesSpoilTheTrickAndItsLeaderLeadsAgain();
    void caseThreeDeuxDEcritBeatsAcesAndInferiorNinesAndThreesRankLow();
    void trickWithALuetteOrDoubleIsNeverSpoiled();
    void lowerTieUnderAUniqueTopCardDoesNotSpoil();
    // Deal and chant
    void dealGivesNineEachInThreesAndStacksTwelve();
    void chantAsksEveryPlayerFromEldest();
    void oneDeclineEndsTheChantAndTheStackStaysUnseen();
    void fourAcceptsDealTheStackToEldestAndDealersPartnerInThrees();
    void singersDiscardSixFaceDownEldestFirstThenEldestLeads();
    void discardsAndStackAreHiddenFromTheOtherSeats();
    void withoutTheChantPlayStartsAtOnce();
    // Play and score
    void anyCardMayBePlayedAtAnyTime();
    void caseFourNorthFirstToTwoScoresForNorthSouth();
    void caseFiveWestsClosingRunIsAMordienne();
    void caseSixARunThatDoesNotEndAtTrickNineScoresOne();
    void spoiledTrickInsideTheRunBreaksTheMordienne();
    void allNineTricksToOnePlayerIsAMordienne();
    void dealWhereEveryTrickIsSpoiledScoresNothing();
    void partnerTricksAreNotAddedTogether();
    // Announced Mordienne
    void announcedMordienneAsksFromEldestUntilSomeoneAnnounces();
    void announcedMordienneMadeScoresTwoForTheAnnouncer();
    void announcedMordienneFailedScoresTwoForTheOpponents();
    void unannouncedMordienneScoresOneWhenItMustBeAnnounced();
    // Match
    void matchIsFiveDealsThenExtraDealsWhileLevel();
    void announcedMatchGoesToTheFirstSideToTen();
    void partnersShareAScoreColumn();
};

void AluetteRulesTest::eightNamedCardsRankAboveEverythingInTheirOrder()
{
    const char* top[] = {"3o", "3c", "2o", "2c", "9c", "9o", "2b", "2e"};
    for (int i = 0; i < 8; ++i)
        QCOMPARE(power(top[i]), AluetteRules::MaxPower - i);
    for (Card c : pack().all() - AluetteRules::luettes() - AluetteRules::doubles())
        QVERIFY2(AluetteRules::power(c) < power("2e"), pack().name(c).c_str());
    QCOMPARE(AluetteRules::luettes(), cards("3o 3c 2o 2c"));
    QCOMPARE(AluetteRules::doubles(), cards("9c 9o 2b 2e"));
}

void AluetteRulesTest::equalGroupsFollowFromAcesDownToTheInferiorThrees()
{
    // Groups from strong to weak; suits never matter inside a group.
    const std::vector<const char*> groups = {
        "Ao Ac Ae Ab", "Ro Rc Re Rb", "Co Cc Ce Cb", "Vo Vc Ve Vb", "9e 9b", "8o 8c 8e 8b",
        "7o 7c 7e 7b", "6o 6c 6e 6b", "5o 5c 5e 5b", "4o 4c 4e 4b", "3e 3b",
    };
    int previous = power("2e");
    int counted = 8;
    for (const char* group : groups) {
        const CardSet g = cards(group);
        const int p = AluetteRules::power(g.lowest());
        QVERIFY2(p < previous, group);
        for (Card c : g)
            QCOMPARE(AluetteRules::power(c), p);
        QCOMPARE(AluetteRules::withPower(pack().all(), p), g);
        previous = p;
        counted += g.size();
    }
    QCOMPARE(counted, 48);
    QVERIFY(previous > 0);
}

void AluetteRulesTest::namedCardsHaveNamesAndIdsForTheAppAndTheArt()
{
    QCOMPARE(aluetteNamedCard(card("3o")), AluetteCard::Monsieur);
    QCOMPARE(aluetteNamedCard(card("2c")), AluetteCard::Vache);
    QCOMPARE(aluetteNamedCard(card("2e")), AluetteCard::DeuxDEcrit);
    QCOMPARE(aluetteNamedCard(card("Ao")), AluetteCard::None);
    QCOMPARE(aluetteCardName(AluetteCard::Vache), std::string_view("La Vache"));
    QCOMPARE(aluetteCardName(AluetteCard::DeuxDeChene), std::string_view("Deux de Chêne"));
    QCOMPARE(aluetteCardId(AluetteCard::Borgne), std::string_view("borgne"));
    QCOMPARE(aluetteCardName(AluetteCard::None), std::string_view());
    for (int k = 1; k <= 8; ++k) {
        const auto named = static_cast<AluetteCard>(k);
        QCOMPARE(aluetteNamedCard(aluetteCardOf(named)), named);
        QCOMPARE(AluetteRules::power(aluetteCardOf(named)), AluetteRules::MaxPower + 1 - k);
    }
}

void AluetteRulesTest::caseOneMonsieurTakesATrickOfTopCards()
{
    const auto rules = noChant();
    GameState s = rules->newDeal(
        setupFor({cards("3o 4o 4c 5o 5c 6o 6c 7o 7c"), cards("2c 4e 4b 5e 5b 6e 6b 7e 7b"),
                  cards("9c 8o 8c 8e 8b Vo Vc Ve Vb"), cards("Ao Co Cc Ce Cb Ro Rc Re Rb")},
                 {}, East));
    QCOMPARE(s.toAct, South);                     // eldest, on the dealer's left
    QCOMPARE(play(s, South, "3o"), Reason::None); // Monsieur
    QCOMPARE(play(s, West, "2c"), Reason::None);  // Vache
    QCOMPARE(play(s, North, "9c"), Reason::None); // Grand Neuf
    EventList events;
    QCOMPARE(play(s, East, "Ao", &events), Reason::None);
    QCOMPARE(s.completedTrickWinner(0), South);
    QCOMPARE(s.tricksOf(South), 1);
    QCOMPARE(s.toAct, South);
    QCOMPARE(events[events.size() - 1].kind, EventKind::TrickTaken);
}

void AluetteRulesTest::caseTwoTwoTopAcesSpoilTheTrickAndItsLeaderLeadsAgain()
{
    const auto rules = noChant();
    GameState s = rules->newDeal(
        setupFor({cards("Rc 4o 4c 5o 5c 6o 6c 7o 7c"), cards("4b 4e 3b 5e 5b 6e 6b 7e 7b"),
                  cards("Ao 8o 8c 8e 8b Vo Vc Ve Vb"), cards("Ae Co Cc Ce Cb Ro 3e Re Rb")},
                 {}, South));
    QCOMPARE(s.toAct, West);
    QCOMPARE(play(s, West, "4b"), Reason::None);
    QCOMPARE(play(s, North, "Ao"), Reason::None);
    QCOMPARE(play(s, East, "Ae"), Reason::None);
    EventList events;
    QCOMPARE(play(s, South, "Rc", &events), Reason::None);
    QCOMPARE(s.tricksDone, 1);
    QCOMPARE(s.completedTrickWinner(0), -1);
    for (int seat = 0; seat < 4; ++seat) {
        QCOMPARE(s.tricksOf(seat), 0);
        QVERIFY(s.won[std::size_t(seat)].empty()); // the cards are dead
    }
    QCOMPARE(s.toAct, West); // the same leader leads again
    const Event& last = events[events.size() - 1];
    QCOMPARE(last.kind, EventKind::TrickSpoiled);
    QCOMPARE(int(last.seat), West);
    QCOMPARE(last.cards, cards("4b Ao Ae Rc"));
}

void AluetteRulesTest::caseThreeDeuxDEcritBeatsAcesAndInferiorNinesAndThreesRankLow()
{
    for (const char* ace : {"Ao", "Ac", "Ae", "Ab"})
        QVERIFY(power("2e") > power(ace));
    for (const char* valet : {"Vo", "Vc", "Ve", "Vb"})
        QVERIFY(power("9e") < power(valet));
    QCOMPARE(power("3b"), power("3e"));
    for (Card c : pack().all() - cards("3b 3e"))
        QVERIFY2(AluetteRules::power(c) > power("3b"), pack().name(c).c_str());
    // And in play: 3 of batons and 3 of swords under a 4 lose to it; alone on top they spoil.
    const auto rules = noChant();
    GameState s = rules->newDeal(
        setupFor({cards("2e 3b 4c 5o 5c 6o 6c 7o 7c"), cards("Ao 3e 4b 5e 5b 6e 6b 7e 7b"),
                  cards("9e 4o 8c 8e 8b Vo Vc Ve Vb"), cards("Ab Co Cc Ce Cb Ro Rc Re Rb")},
                 {}, East));
    QCOMPARE(play(s, South, "2e"), Reason::None);
    QCOMPARE(play(s, West, "Ao"), Reason::None);
    QCOMPARE(play(s, North, "9e"), Reason::None);
    QCOMPARE(play(s, East, "Ab"), Reason::None);
    QCOMPARE(s.completedTrickWinner(0), South);
    QCOMPARE(play(s, South, "3b"), Reason::None);
    QCOMPARE(play(s, West, "3e"), Reason::None);
    QCOMPARE(play(s, North, "4o"), Reason::None);
    QCOMPARE(play(s, East, "Co"), Reason::None);
    QCOMPARE(s.completedTrickWinner(1), East); // the two inferior threes lose to everything
}

void AluetteRulesTest::trickWithALuetteOrDoubleIsNeverSpoiled()
{
    const auto rules = noChant();
    GameState s = rules->newDeal(
        setupFor({cards("2b Ac 4c 5o 5c 6o 6c 7o 7c"), cards("Ao 3e 4b 5e 5b 6e 6b 7e 7b"),
                  cards("Ae 4o 8c 8e 8b Vo Vc Ve Vb"), cards("Ab Co Cc Ce Cb Ro Rc Re Rb")},
                 {}, East));
    QCOMPARE(play(s, South, "2b"), Reason::None);
    QCOMPARE(play(s, West, "Ao"), Reason::None);
    QCOMPARE(play(s, North, "Ae"), Reason::None);
    QCOMPARE(play(s, East, "Ab"), Reason::None);
    QCOMPARE(s.completedTrickWinner(0), South); // three tied Aces under a unique Deuce
}

void AluetteRulesTest::lowerTieUnderAUniqueTopCardDoesNotSpoil()
{
    const auto rules = noChant();
    GameState s = rules->newDeal(
        setupFor({cards("4o Ac 4c 5o 5c 6o 6c 7o 7c"), cards("4e 3e 4b 5e 5b 6e 6b 7e 7b"),
                  cards("Ro Ae 8c 8e 8b Vo Vc Ve Vb"), cards("Ab Co Cc Ce Cb 3b Rc Re Rb")},
                 {}, East));
    QCOMPARE(play(s, South, "4o"), Reason::None);
    QCOMPARE(play(s, West, "4e"), Reason::None);
    QCOMPARE(play(s, North, "Ro"), Reason::None);
    QCOMPARE(play(s, East, "3b"), Reason::None);
    QCOMPARE(s.completedTrickWinner(0), North);
}

void AluetteRulesTest::dealGivesNineEachInThreesAndStacksTwelve()
{
    const AluetteRules rules;
    const DealSetup setup = shuffledSetup(11, North);
    const GameState s = rules.newDeal(setup);
    auto dealt = [&](int i) { return setup.order[std::size_t(i)]; };
    // Eldest (East) gets cards 0-2, 12-14 and 24-26; the dealer gets 9-11, 21-23, 33-35.
    QCOMPARE(s.hand(East), CardSet(dealt(0)) | dealt(1) | dealt(2) | dealt(12) | dealt(13) |
                               dealt(14) | dealt(24) | dealt(25) | dealt(26));
    QCOMPARE(s.hand(North), CardSet(dealt(9)) | dealt(10) | dealt(11) | dealt(21) | dealt(22) |
                                dealt(23) | dealt(33) | dealt(34) | dealt(35));
    CardSet all;
    for (int seat = 0; seat < 4; ++seat) {
        QCOMPARE(s.hand(seat).size(), 9);
        all |= s.hand(seat);
    }
    QCOMPARE(int(s.stockSize), 12);
    for (int i = 0; i < 12; ++i) {
        QCOMPARE(s.stock[std::size_t(i)], dealt(36 + i));
        all.insert(s.stock[std::size_t(i)]);
    }
    QCOMPARE(all, pack().all());
}

void AluetteRulesTest::chantAsksEveryPlayerFromEldest()
{
    const AluetteRules rules;
    GameState s = rules.newDeal(shuffledSetup(3, West));
    QCOMPARE(s.phase, Phase::Declaring);
    for (int seat : {North, East, South}) {
        QCOMPARE(s.toAct, seat);
        const LegalActions legal = s.legalActions();
        QVERIFY(legal.allowsChoice(AluetteChoice::Accept) &&
                legal.allowsChoice(AluetteChoice::Decline));
        QVERIFY(legal.play.empty());
        QCOMPARE(act(s, Action::play(seat, s.hand(seat).lowest())), Reason::WrongKindOfAction);
        QCOMPARE(act(s, Action::choose(seat, Choice{10})),
                 Reason::ChoiceNotOffered); // not Aluette's
        QCOMPARE(act(s, Action::choose(seat, AluetteChoice::Accept)), Reason::None);
    }
    QCOMPARE(s.toAct, West); // the dealer speaks last
}

void AluetteRulesTest::oneDeclineEndsTheChantAndTheStackStaysUnseen()
{
    const AluetteRules rules;
    GameState s = rules.newDeal(shuffledSetup(4, West));
    const auto hands = s.hands;
    const auto stock = s.stock;
    QCOMPARE(act(s, Action::choose(North, AluetteChoice::Accept)), Reason::None);
    EventList events;
    QCOMPARE(act(s, Action::choose(East, AluetteChoice::Decline), &events), Reason::None);
    QCOMPARE(events.size(), 1);
    QCOMPARE(events[0].kind, EventKind::ChoiceMade);
    QCOMPARE(int(events[0].value), int(AluetteChoice::Decline));
    QCOMPARE(s.phase, Phase::Playing); // South and West are not asked
    QCOMPARE(s.toAct, North);          // eldest leads
    QCOMPARE(s.hands, hands);
    QCOMPARE(int(s.stockSize), 12);
    QCOMPARE(s.stock, stock);
    QCOMPARE(s.vars<AluetteVars>().decliner, std::int8_t(East));
    const PlayerView view(s, North);
    for (int i = 0; i < 12; ++i)
        QVERIFY(!view.state().stock[std::size_t(i)].valid());
}

void AluetteRulesTest::fourAcceptsDealTheStackToEldestAndDealersPartnerInThrees()
{
    const AluetteRules rules;
    const Split split = splitPack(5);
    GameState s = rules.newDeal(setupFor(split.hands, split.stack, South));
    const int eldest = West, partner = North;
    EventList events;
    for (int seat : {West, North, East, South})
        QCOMPARE(act(s, Action::choose(seat, AluetteChoice::Accept), &events), Reason::None);
    QCOMPARE(events.size(), 4 + 12);
    for (int i = 0; i < 12; ++i) {
        const Event& e = events[4 + i];
        QCOMPARE(e.kind, EventKind::CardDrawn);
        QCOMPARE(int(e.seat), (i / 3) % 2 == 0 ? eldest : partner);
        QCOMPARE(e.card, split.stack[std::size_t(i)]);
        QCOMPARE(int(e.value), 0); // face down
    }
    QCOMPARE(s.hand(eldest).size(), 15);
    QCOMPARE(s.hand(partner).size(), 15);
    QCOMPARE(s.hand(East).size(), 9);
    QCOMPARE(s.hand(South).size(), 9);
    QCOMPARE(int(s.stockSize), 0);
    QVERIFY(s.hand(eldest).contains(split.stack[0]) && s.hand(eldest).contains(split.stack[8]));
    QVERIFY(s.hand(partner).contains(split.stack[3]) && s.hand(partner).contains(split.stack[11]));
}

void AluetteRulesTest::singersDiscardSixFaceDownEldestFirstThenEldestLeads()
{
    const AluetteRules rules;
    GameState s = rules.newDeal(shuffledSetup(6, East));
    for (int seat : {South, West, North, East})
        QCOMPARE(act(s, Action::choose(seat, AluetteChoice::Accept)), Reason::None);
    QCOMPARE(s.phase, Phase::Exchange);
    QCOMPARE(s.toAct, South); // eldest
    LegalActions legal = s.legalActions();
    QCOMPARE(int(legal.selectCount), 6);
    QCOMPARE(legal.selectKind, ActionKind::Discard);
    QCOMPARE(legal.select, s.hand(South));
    CardSet fiveCards;
    for (int i = 0; i < 5; ++i)
        fiveCards.insert(s.hand(South).nth(i));
    QCOMPARE(act(s, Action::discard(South, fiveCards)), Reason::WrongNumberOfCards);
    QCOMPARE(act(s, Action::discard(West, fiveCards | s.hand(South).nth(5))), Reason::NotYourTurn);
    CardSet southSix = fiveCards;
    southSix.insert(s.hand(South).nth(5));
    EventList events;
    QCOMPARE(act(s, Action::discard(South, southSix), &events), Reason::None);
    QCOMPARE(events[0].kind, EventKind::Discarded);
    QCOMPARE(events[0].cards, southSix);
    QCOMPARE(s.toAct, West); // the dealer's partner
    CardSet westSix;
    for (int i = 0; i < 6; ++i)
        westSix.insert(s.hand(West).nth(14 - i));
    QCOMPARE(act(s, Action::discard(West, westSix)), Reason::None);
    QCOMPARE(s.phase, Phase::Playing);
    QCOMPARE(s.toAct, South);
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(s.hand(seat).size(), 9);
    QVERIFY(!s.hand(South).intersects(southSix));
    QCOMPARE(s.vars<AluetteVars>().discarded[South], southSix);
    QCOMPARE(s.vars<AluetteVars>().discarded[West], westSix);
}

void AluetteRulesTest::discardsAndStackAreHiddenFromTheOtherSeats()
{
    const AluetteRules rules;
    GameState s = rules.newDeal(shuffledSetup(7, East));
    for (int seat : {South, West, North, East})
        act(s, Action::choose(seat, AluetteChoice::Accept));
    CardSet six;
    for (int i = 0; i < 6; ++i)
        six.insert(s.hand(South).nth(i));
    act(s, Action::discard(South, six));
    for (int seat = 0; seat < 4; ++seat) {
        const PlayerView view(s, seat);
        const auto& v = view.state().vars<AluetteVars>();
        QCOMPARE(v.discarded[South], seat == South ? six : CardSet());
        for (int other = 0; other < 4; ++other)
            if (other != seat)
                QVERIFY(view.state().hand(other).empty());
    }
    // Before the chant, the stack is hidden from everybody.
    const GameState fresh = rules.newDeal(shuffledSetup(7, East));
    for (int seat = 0; seat < 4; ++seat) {
        const PlayerView view(fresh, seat);
        for (int i = 0; i < 12; ++i)
            QVERIFY(!view.state().stock[std::size_t(i)].valid());
    }
}

void AluetteRulesTest::withoutTheChantPlayStartsAtOnce()
{
    const auto rules = noChant();
    const GameState s = rules->newDeal(shuffledSetup(8, North));
    QCOMPARE(s.phase, Phase::Playing);
    QCOMPARE(s.toAct, East);
    QCOMPARE(s.legalActions().play, s.hand(East));
    QCOMPARE(int(s.stockSize), 12);
}

void AluetteRulesTest::anyCardMayBePlayedAtAnyTime()
{
    const auto rules = noChant();
    GameState s = rules->newDeal(shuffledSetup(9, North));
    Rng rng(1);
    while (!s.finished()) {
        QCOMPARE(s.legalActions().play, s.hand(s.toAct)); // no following, no restriction
        const int next = (s.toAct + 1) % 4;
        if (!s.hand(next).empty()) // the last seat to play a trick may have no card left
            QCOMPARE(act(s, Action::play(next, s.hand(next).lowest())), Reason::NotYourTurn);
        act(s, s.legalActions().random(rng));
    }
    QCOMPARE(int(s.tricksDone), 9);
}

void AluetteRulesTest::caseFourNorthFirstToTwoScoresForNorthSouth()
{
    // Also the first worked example: W, N, E, S, spoiled, N, S, E, W.
    const auto rules = noChant();
    const GameState s =
        playScript(*rules, {West, North, East, South, X, North, South, East, West}, South);
    QVERIFY(s.finished());
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(s.tricksOf(seat), 2);
    QCOMPARE(AluetteRules::leaderOfTricks(s), North); // reached 2 at trick 6
    const DealScore score = rules->score(s);
    QCOMPARE(score.points[NorthSouth], 1);
    QCOMPARE(score.points[EastWest], 0);
    QCOMPARE(score.note, DealNote::None);
}

void AluetteRulesTest::caseFiveWestsClosingRunIsAMordienne()
{
    // Also the second worked example: S, spoiled, E, N, S, spoiled, W, W, W.
    const auto rules = noChant();
    const GameState s =
        playScript(*rules, {South, X, East, North, South, X, West, West, West}, West);
    QCOMPARE(s.tricksOf(West), 3);
    QCOMPARE(s.tricksOf(South), 2);
    QVERIFY(AluetteRules::hasMordienneRun(s, West));
    const DealScore score = rules->score(s);
    QCOMPARE(score.points[EastWest], 2);
    QCOMPARE(score.points[NorthSouth], 0);
    QCOMPARE(score.note, AluetteNote::Mordienne);
    QCOMPARE(int(score.noteSeat), West);
}

void AluetteRulesTest::caseSixARunThatDoesNotEndAtTrickNineScoresOne()
{
    const auto rules = noChant();
    const GameState s = playScript(*rules, {North, East, South, X, X, West, West, West, X}, North);
    QCOMPARE(AluetteRules::leaderOfTricks(s), West);
    QVERIFY(!AluetteRules::hasMordienneRun(s, West));
    const DealScore score = rules->score(s);
    QCOMPARE(score.points[EastWest], 1);
    QCOMPARE(score.points[NorthSouth], 0);
    QCOMPARE(score.note, DealNote::None);
}

void AluetteRulesTest::spoiledTrickInsideTheRunBreaksTheMordienne()
{
    const auto rules = noChant();
    const GameState s =
        playScript(*rules, {North, East, South, West, X, West, West, West, West}, East);
    QCOMPARE(s.tricksOf(West), 5);
    QVERIFY(!AluetteRules::hasMordienneRun(s, West)); // took trick 4, then a spoiled trick
    QCOMPARE(rules->score(s).points[EastWest], 1);
    // Without the early trick, the same closing run is a Mordienne.
    const GameState t =
        playScript(*rules, {North, East, South, X, West, West, West, West, West}, East);
    QCOMPARE(rules->score(t).points[EastWest], 2);
    QCOMPARE(rules->score(t).note, AluetteNote::Mordienne);
}

void AluetteRulesTest::allNineTricksToOnePlayerIsAMordienne()
{
    const auto rules = noChant();
    const GameState s =
        playScript(*rules, {South, South, South, South, South, South, South, South, South}, East);
    const DealScore score = rules->score(s);
    QCOMPARE(score.points[NorthSouth], 2);
    QCOMPARE(score.note, AluetteNote::Mordienne);
    QCOMPARE(int(score.noteSeat), South);
}

void AluetteRulesTest::dealWhereEveryTrickIsSpoiledScoresNothing()
{
    const auto rules = noChant();
    const GameState s = playScript(*rules, {X, X, X, X, X, X, X, X, X}, East);
    QVERIFY(s.finished());
    QCOMPARE(AluetteRules::leaderOfTricks(s), -1);
    const DealScore score = rules->score(s);
    QCOMPARE(score.points[NorthSouth], 0);
    QCOMPARE(score.points[EastWest], 0);
    QCOMPARE(score.note, AluetteNote::Void);
}

void AluetteRulesTest::partnerTricksAreNotAddedTogether()
{
    // North and South take 2 each (4 for the side), East 3: East's side scores.
    const auto rules = noChant();
    const GameState s =
        playScript(*rules, {North, South, East, North, East, South, East, X, X}, West);
    QCOMPARE(AluetteRules::leaderOfTricks(s), East);
    QCOMPARE(rules->score(s).points[EastWest], 1);
    QCOMPARE(rules->score(s).points[NorthSouth], 0);
}

void AluetteRulesTest::announcedMordienneAsksFromEldestUntilSomeoneAnnounces()
{
    const AluetteRules rules({true, MordienneRule::Announced});
    GameState s = rules.newDeal(shuffledSetup(10, South));
    QCOMPARE(act(s, Action::choose(West, AluetteChoice::Decline)), Reason::None);
    QCOMPARE(s.phase, Phase::Declaring);
    QCOMPARE(s.toAct, West);
    QVERIFY(s.legalActions().allowsChoice(AluetteChoice::AnnounceMordienne));
    QVERIFY(s.legalActions().allowsChoice(AluetteChoice::NoAnnouncement));
    QVERIFY(!s.legalActions().allowsChoice(AluetteChoice::Accept));
    QCOMPARE(act(s, Action::choose(West, AluetteChoice::NoAnnouncement)), Reason::None);
    QCOMPARE(s.toAct, North);
    QCOMPARE(act(s, Action::choose(North, AluetteChoice::AnnounceMordienne)), Reason::None);
    QCOMPARE(s.phase, Phase::Playing); // one announcement per deal
    QCOMPARE(s.toAct, West);
    QCOMPARE(s.vars<AluetteVars>().announcer, std::int8_t(North));

    // Nobody announces: all four are asked, then eldest leads.
    GameState t = rules.newDeal(shuffledSetup(10, South));
    act(t, Action::choose(West, AluetteChoice::Decline));
    for (int seat : {West, North, East, South})
        QCOMPARE(act(t, Action::choose(seat, AluetteChoice::NoAnnouncement)), Reason::None);
    QCOMPARE(t.phase, Phase::Playing);
    QCOMPARE(t.toAct, West);
}

// Plays a scripted deal after `announcer` (or nobody, -1) was the announcement.
GameState announcedDeal(const AluetteRules& rules, const std::array<int, 9>& script, int dealer,
                        int announcer)
{
    Scripted d = scriptedDeal(rules, script, dealer);
    for (int k = 0; k < 4; ++k) {
        const int seat = (dealer + 1 + k) % 4;
        const bool announces = seat == announcer;
        act(d.state, Action::choose(seat, announces ? AluetteChoice::AnnounceMordienne
                                                    : AluetteChoice::NoAnnouncement));
        if (announces)
            break;
    }
    for (const auto& trick : d.tricks)
        for (const auto& [seat, c] : trick)
            if (act(d.state, Action::play(seat, c)) != Reason::None)
                qFatal("scripted play refused");
    return d.state;
}

void AluetteRulesTest::announcedMordienneMadeScoresTwoForTheAnnouncer()
{
    const auto rules = noChant(MordienneRule::Announced);
    const GameState s =
        announcedDeal(*rules, {South, X, East, North, South, X, West, West, West}, West, West);
    const DealScore score = rules->score(s);
    QCOMPARE(score.points[EastWest], 2);
    QCOMPARE(score.points[NorthSouth], 0);
    QCOMPARE(score.note, AluetteNote::Mordienne);
    QCOMPARE(int(score.noteSeat), West);
}

void AluetteRulesTest::announcedMordienneFailedScoresTwoForTheOpponents()
{
    const auto rules = noChant(MordienneRule::Announced);
    // West announced but only won the deal without a closing run.
    const GameState s =
        announcedDeal(*rules, {West, X, East, North, South, X, West, West, West}, West, West);
    QCOMPARE(rules->score(s).points[NorthSouth], 2);
    QCOMPARE(rules->score(s).points[EastWest], 0);
    QCOMPARE(rules->score(s).note, DealNote::None);
    // East announced; his partner West made the Mordienne: it is the announcer who must.
    const GameState t =
        announcedDeal(*rules, {South, X, East, North, South, X, West, West, West}, West, East);
    QCOMPARE(rules->score(t).points[NorthSouth], 2);
    QCOMPARE(rules->score(t).points[EastWest], 0);
}

void AluetteRulesTest::unannouncedMordienneScoresOneWhenItMustBeAnnounced()
{
    const auto rules = noChant(MordienneRule::Announced);
    const GameState s =
        announcedDeal(*rules, {South, X, East, North, South, X, West, West, West}, West, -1);
    QCOMPARE(rules->score(s).points[EastWest], 1);
    QCOMPARE(rules->score(s).note, DealNote::None);
}

void AluetteRulesTest::matchIsFiveDealsThenExtraDealsWhileLevel()
{
    const AluetteRules rules;
    std::vector<ScoreRow> rows = {row(1, 0), row(0, 1), row(1, 0), row(0, 2)};
    QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over); // four deals: 2-3
    rows.push_back(row(1, 0));
    QCOMPARE(rules.totals(rows), (std::vector<int>{3, 3}));
    QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over); // level after five: play on
    rows.push_back(row(0, 0));                                  // a void deal
    QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over);
    rows.push_back(row(0, 2));
    const MatchStatus status = rules.matchStatus(rows, rules.totals(rows));
    QVERIFY(status.over);
    QCOMPARE(status.winners, std::vector<int>{EastWest});
    // Five deals with a leader end the match, whatever the margin.
    std::vector<ScoreRow> five = {row(1, 0), row(1, 0), row(0, 1), row(0, 1), row(1, 0)};
    QCOMPARE(rules.matchStatus(five, rules.totals(five)).winners, std::vector<int>{NorthSouth});
}

void AluetteRulesTest::announcedMatchGoesToTheFirstSideToTen()
{
    const AluetteRules rules({true, MordienneRule::Announced});
    std::vector<ScoreRow> rows;
    for (int i = 0; i < 8; ++i)
        rows.push_back(i % 2 ? row(0, 1) : row(1, 0));
    QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over); // 4-4 after eight deals
    rows.push_back(row(2, 0));
    rows.push_back(row(0, 2));
    QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over); // 6-6 after ten deals
    rows.push_back(row(2, 0));
    QVERIFY(!rules.matchStatus(rows, rules.totals(rows)).over); // 8-6
    rows.push_back(row(2, 0));
    const MatchStatus status = rules.matchStatus(rows, rules.totals(rows)); // 10-6
    QVERIFY(status.over);
    QCOMPARE(status.winners, std::vector<int>{NorthSouth});
}

void AluetteRulesTest::partnersShareAScoreColumn()
{
    const AluetteRules rules;
    QCOMPARE(rules.columnKind(), ColumnKind::Sides);
    QCOMPARE(rules.columns(), 2);
    QCOMPARE(rules.columnOf(South), NorthSouth);
    QCOMPARE(rules.columnOf(North), NorthSouth);
    QCOMPARE(rules.columnOf(West), EastWest);
    QCOMPARE(rules.columnOf(East), EastWest);
    QCOMPARE(rules.pack().kind(), PackKind::Spanish48);
    // A whole match between scripted random actions keeps two columns and ends.
    Match match(std::make_shared<AluetteRules>(), 21);
    Rng rng(5);
    while (!match.over()) {
        if (!match.dealInProgress())
            match.startDeal();
        QCOMPARE(match.apply(match.state().legalActions().random(rng)), Reason::None);
    }
    QVERIFY(match.dealsPlayed() >= 5);
    QCOMPARE(int(match.totals().size()), 2);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(AluetteRulesTest)
#include "tst_aluetterules.moc"
