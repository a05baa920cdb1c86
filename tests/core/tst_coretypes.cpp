// The core's general building blocks: card sets, packs, the seeded generator, the shuffle and
// the deal. Games, records and computer players all stand on these, so their exact behaviour
// (iteration order, names, art ids, reproducible sequences) is pinned down here.

#include "core/cardset.h"
#include "core/match.h"
#include "core/pack.h"
#include "core/rng.h"
#include "core/trickplay.h"
#include "games/hearts/heartsrules.h"
#include "harness/cardtext.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

namespace {

Card fr(const char* text)
{
    const auto c = Pack::french52().parse(text);
    return c ? *c : NoCard;
}

Card es(const char* text)
{
    const auto c = Pack::spanish48().parse(text);
    return c ? *c : NoCard;
}

CardSet indices(std::initializer_list<int> list)
{
    CardSet s;
    for (int i : list)
        s.insert(Card(i));
    return s;
}

std::vector<int> members(CardSet s)
{
    std::vector<int> out;
    for (Card c : s)
        out.push_back(c.index);
    return out;
}

} // namespace

class TestCoreTypes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // CardSet
    void anEmptySetHasNoCards();
    void insertingAndRemovingChangesTheSize();
    void insertingTwiceKeepsOneCopy();
    void iterationVisitsCardsInIndexOrder();
    void nthCountsFromTheLowestIndex();
    void highestAndLowestAreTheExtremeIndices();
    void setOperationsCombineMembers();
    void firstNCoversAWholePack();
    // Pack
    void frenchCardsHaveSuitAndRank();
    void frenchNamesAreShortText();
    void frenchNamesParseBack();
    void tenCanBeWrittenAsTOrTen();
    void malformedNamesDoNotParse();
    void frenchArtIdsFollowTheKdeThemeNames();
    void higherIndexIsHigherRankWithinASuit();
    void suitMasksPartitionThePack();
    void spanishPackHasFortyEightCards();
    void spanishNamesAndArtIdsFollowTheConventions();
    // Rng
    void sameSeedGivesTheSameSequence();
    void differentSeedsGiveDifferentSequences();
    void reseedingStartsTheSequenceAgain();
    void sequenceMatchesTheReferenceAlgorithm();
    void belowStaysInRangeAndReachesEveryValue();
    // Shuffle and deal
    void shuffledPackIsAPermutation();
    void shuffleIsReproduciblePerSeed();
    void shuffleMatchesTheRecordedOrder();
    void dealHandsGivesOneCardAtATimeFromEldest();
    void dealHandsInBatchesGivesWholeBatches();
    void aNewHeartsDealUsesTheSameDealingOrder();
};

// ---- CardSet ----

void TestCoreTypes::anEmptySetHasNoCards()
{
    const CardSet s;
    QVERIFY(s.empty());
    QCOMPARE(s.size(), 0);
    QCOMPARE(s.lowest(), NoCard);
    QCOMPARE(s.highest(), NoCard);
    QCOMPARE(s.nth(0), NoCard);
    QVERIFY(s.begin() == s.end());
}

void TestCoreTypes::insertingAndRemovingChangesTheSize()
{
    CardSet s;
    s.insert(Card(5));
    s.insert(Card(0));
    s.insert(Card(51));
    QCOMPARE(s.size(), 3);
    QVERIFY(s.contains(Card(0)));
    QVERIFY(s.contains(Card(5)));
    QVERIFY(s.contains(Card(51)));
    QVERIFY(!s.contains(Card(6)));

    s.remove(Card(5));
    QCOMPARE(s.size(), 2);
    QVERIFY(!s.contains(Card(5)));
    s.remove(Card(5)); // removing an absent card changes nothing
    QCOMPARE(s.size(), 2);

    s.insert(indices({1, 2, 3}));
    QCOMPARE(s.size(), 5);
    s.remove(indices({0, 1, 2, 3}));
    QCOMPARE(s, CardSet(Card(51)));
}

void TestCoreTypes::insertingTwiceKeepsOneCopy()
{
    CardSet s;
    s.insert(Card(63));
    s.insert(Card(63));
    QCOMPARE(s.size(), 1);
    QCOMPARE(s.highest(), Card(63));
}

void TestCoreTypes::iterationVisitsCardsInIndexOrder()
{
    const CardSet s = indices({40, 3, 17, 0, 63, 25});
    QCOMPARE(members(s), (std::vector<int>{0, 3, 17, 25, 40, 63}));
}

void TestCoreTypes::nthCountsFromTheLowestIndex()
{
    const CardSet s = indices({9, 2, 30, 51});
    QCOMPARE(s.nth(0), Card(2));
    QCOMPARE(s.nth(1), Card(9));
    QCOMPARE(s.nth(2), Card(30));
    QCOMPARE(s.nth(3), Card(51));
    QCOMPARE(s.nth(4), NoCard);
}

void TestCoreTypes::highestAndLowestAreTheExtremeIndices()
{
    const CardSet s = indices({12, 7, 44});
    QCOMPARE(s.lowest(), Card(7));
    QCOMPARE(s.highest(), Card(44));
    QCOMPARE(CardSet(Card(0)).highest(), Card(0));
    QCOMPARE(CardSet(Card(63)).lowest(), Card(63));
}

void TestCoreTypes::setOperationsCombineMembers()
{
    const CardSet a = indices({1, 2, 3});
    const CardSet b = indices({3, 4});
    QCOMPARE(a | b, indices({1, 2, 3, 4}));
    QCOMPARE(a & b, indices({3}));
    QCOMPARE(a - b, indices({1, 2}));
    QVERIFY(a.intersects(b));
    QVERIFY(!indices({1}).intersects(indices({2})));
    QVERIFY(a.containsAll(indices({1, 3})));
    QVERIFY(!a.containsAll(b));
    QVERIFY(a.containsAll(CardSet()));

    CardSet c = a;
    c |= b;
    c -= indices({1});
    c &= indices({2, 4, 9});
    QCOMPARE(c, indices({2, 4}));
}

void TestCoreTypes::firstNCoversAWholePack()
{
    QCOMPARE(CardSet::firstN(0).size(), 0);
    QCOMPARE(CardSet::firstN(52).size(), 52);
    QCOMPARE(CardSet::firstN(52).highest(), Card(51));
    QCOMPARE(CardSet::firstN(64).size(), 64);
    QCOMPARE(Pack::french52().all(), CardSet::firstN(52));
    QCOMPARE(Pack::spanish48().all(), CardSet::firstN(48));
}

// ---- Pack ----

void TestCoreTypes::frenchCardsHaveSuitAndRank()
{
    const Pack& p = Pack::french52();
    QCOMPARE(p.kind(), PackKind::French52);
    QCOMPARE(p.size(), 52);
    QCOMPARE(p.suitCount(), 4);
    QCOMPARE(p.ranksPerSuit(), 13);

    const Card qs = p.card(Spades, 12);
    QCOMPARE(p.suit(qs), int(Spades));
    QCOMPARE(p.rank(qs), 12);
    QCOMPARE(p.rank(p.card(Hearts, 14)), 14); // the ace ranks above the king
    QCOMPARE(p.rank(p.card(Clubs, 2)), 2);
    QCOMPARE(p.card(Clubs, 2), Card(0));
    QCOMPARE(p.card(Spades, 14), Card(51));
    QCOMPARE(HeartsRules::QueenOfSpades, qs);
    QCOMPARE(HeartsRules::TwoOfClubs, p.card(Clubs, 2));
    QCOMPARE(&Pack::of(PackKind::French52), &p);
}

void TestCoreTypes::frenchNamesAreShortText()
{
    const Pack& p = Pack::french52();
    QCOMPARE(p.name(p.card(Spades, 12)), std::string("QS"));
    QCOMPARE(p.name(p.card(Hearts, 10)), std::string("TH"));
    QCOMPARE(p.name(p.card(Clubs, 2)), std::string("2C"));
    QCOMPARE(p.name(p.card(Diamonds, 14)), std::string("AD"));
    QCOMPARE(p.name(p.card(Hearts, 11)), std::string("JH"));
    QCOMPARE(p.name(NoCard), std::string("??"));
}

void TestCoreTypes::frenchNamesParseBack()
{
    const Pack& p = Pack::french52();
    std::set<std::string> names;
    for (int i = 0; i < p.size(); ++i) {
        const Card c(i);
        const std::string name = p.name(c);
        names.insert(name);
        const auto parsed = p.parse(name);
        QVERIFY2(parsed.has_value(), name.c_str());
        QCOMPARE(*parsed, c);
    }
    QCOMPARE(int(names.size()), 52);
    QCOMPARE(p.parse("QS"), std::optional<Card>(p.card(Spades, 12)));
    QCOMPARE(p.parse("AH"), std::optional<Card>(p.card(Hearts, 14)));
}

void TestCoreTypes::tenCanBeWrittenAsTOrTen()
{
    const Pack& p = Pack::french52();
    QVERIFY(p.parse("10H").has_value());
    QCOMPARE(p.parse("10H"), p.parse("TH"));
    QCOMPARE(*p.parse("10S"), p.card(Spades, 10));
    QCOMPARE(*p.parse("10C"), p.card(Clubs, 10));
}

void TestCoreTypes::malformedNamesDoNotParse()
{
    const Pack& p = Pack::french52();
    for (const char* bad : {"", "Q", "QX", "1H", "11H", "10", "QSS", "qs", "ZS", "H2"})
        QVERIFY2(!p.parse(bad).has_value(), bad);
    QVERIFY(!Pack::spanish48().parse("10o").has_value());
    QVERIFY(!Pack::spanish48().parse("QS").has_value());
}

void TestCoreTypes::frenchArtIdsFollowTheKdeThemeNames()
{
    const Pack& p = Pack::french52();
    QCOMPARE(p.artId(fr("QS")), std::string("queen_spade"));
    QCOMPARE(p.artId(fr("AH")), std::string("1_heart"));
    QCOMPARE(p.artId(fr("KD")), std::string("king_diamond"));
    QCOMPARE(p.artId(fr("JC")), std::string("jack_club"));
    QCOMPARE(p.artId(fr("TD")), std::string("10_diamond"));
    QCOMPARE(p.artId(fr("2C")), std::string("2_club"));
    QCOMPARE(p.artId(fr("9S")), std::string("9_spade"));
    std::set<std::string> ids;
    for (int i = 0; i < p.size(); ++i)
        ids.insert(p.artId(Card(i)));
    QCOMPARE(int(ids.size()), 52);
}

void TestCoreTypes::higherIndexIsHigherRankWithinASuit()
{
    for (const Pack* p : {&Pack::french52(), &Pack::spanish48()}) {
        for (int i = 0; i + 1 < p->size(); ++i) {
            const Card a(i), b(i + 1);
            if (p->suit(a) == p->suit(b))
                QCOMPARE(p->rank(b), p->rank(a) + 1);
            else
                QCOMPARE(p->suit(b), p->suit(a) + 1);
        }
    }
}

void TestCoreTypes::suitMasksPartitionThePack()
{
    for (const Pack* p : {&Pack::french52(), &Pack::spanish48()}) {
        CardSet all;
        for (int s = 0; s < p->suitCount(); ++s) {
            const CardSet mask = p->suitMask(s);
            QCOMPARE(mask.size(), p->ranksPerSuit());
            QVERIFY(!all.intersects(mask));
            for (Card c : mask)
                QCOMPARE(p->suit(c), s);
            all |= mask;
        }
        QCOMPARE(all, p->all());
    }
}

void TestCoreTypes::spanishPackHasFortyEightCards()
{
    const Pack& p = Pack::spanish48();
    QCOMPARE(p.kind(), PackKind::Spanish48);
    QCOMPARE(p.size(), 48);
    QCOMPARE(p.ranksPerSuit(), 12);
    QCOMPARE(&Pack::of(PackKind::Spanish48), &p);
    QCOMPARE(p.rank(p.card(Coins, 1)), 1); // the ace is rank 1
    QCOMPARE(p.card(Coins, 1), Card(0));
    QCOMPARE(p.card(Batons, 12), Card(47));
    QCOMPARE(p.suit(p.card(Cups, 11)), int(Cups));
}

void TestCoreTypes::spanishNamesAndArtIdsFollowTheConventions()
{
    const Pack& p = Pack::spanish48();
    QCOMPARE(p.name(p.card(Coins, 3)), std::string("3o"));
    QCOMPARE(p.name(p.card(Cups, 2)), std::string("2c"));
    QCOMPARE(p.name(p.card(Swords, 10)), std::string("Ve"));
    QCOMPARE(p.name(p.card(Batons, 11)), std::string("Cb"));
    QCOMPARE(p.name(p.card(Coins, 12)), std::string("Ro"));
    QCOMPARE(p.name(p.card(Cups, 1)), std::string("Ac"));

    QCOMPARE(p.artId(es("Vo")), std::string("valet_coin"));
    QCOMPARE(p.artId(es("Cc")), std::string("cavalier_cup"));
    QCOMPARE(p.artId(es("Rb")), std::string("king_baton"));
    QCOMPARE(p.artId(es("Ae")), std::string("1_sword"));
    QCOMPARE(p.artId(es("7o")), std::string("7_coin"));
    QCOMPARE(p.artId(es("9c")), std::string("9_cup"));

    std::set<std::string> names, ids;
    for (int i = 0; i < p.size(); ++i) {
        const Card c(i);
        names.insert(p.name(c));
        ids.insert(p.artId(c));
        QCOMPARE(p.parse(p.name(c)), std::optional<Card>(c));
    }
    QCOMPARE(int(names.size()), 48);
    QCOMPARE(int(ids.size()), 48);
}

// ---- Rng ----

void TestCoreTypes::sameSeedGivesTheSameSequence()
{
    Rng a(1234), b(1234);
    for (int i = 0; i < 1000; ++i)
        QCOMPARE(a.next(), b.next());
}

void TestCoreTypes::differentSeedsGiveDifferentSequences()
{
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        Rng a(seed), b(seed + 1);
        int same = 0;
        for (int i = 0; i < 100; ++i)
            same += a.next() == b.next();
        QVERIFY2(same == 0, qPrintable(QStringLiteral("seed %1").arg(seed)));
    }
}

void TestCoreTypes::reseedingStartsTheSequenceAgain()
{
    Rng a(77);
    const std::uint64_t first = a.next();
    a.next();
    a.reseed(77);
    QCOMPARE(a.next(), first);
}

// Values computed with an independent implementation of splitmix64 seeding and xoshiro256**
// (the published algorithms). Game records store seeds, so these must never change.
void TestCoreTypes::sequenceMatchesTheReferenceAlgorithm()
{
    Rng r(42);
    QCOMPARE(r.next(), std::uint64_t{0x15780b2e0c2ec716});
    QCOMPARE(r.next(), std::uint64_t{0x6104d9866d113a7e});
    QCOMPARE(r.next(), std::uint64_t{0xae17533239e499a1});
    QCOMPARE(r.next(), std::uint64_t{0xecb8ad4703b360a1});
}

void TestCoreTypes::belowStaysInRangeAndReachesEveryValue()
{
    Rng r(9);
    for (std::uint32_t n : {1u, 2u, 3u, 13u, 52u}) {
        std::vector<int> seen(n, 0);
        for (int i = 0; i < 2000; ++i) {
            const std::uint32_t v = r.below(n);
            QVERIFY(v < n);
            ++seen[v];
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int k) { return k > 0; }));
    }
}

// ---- Shuffle and deal ----

void TestCoreTypes::shuffledPackIsAPermutation()
{
    for (const Pack* p : {&Pack::french52(), &Pack::spanish48()}) {
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            Rng rng(seed);
            const std::vector<Card> order = shuffledPack(*p, rng);
            QCOMPARE(int(order.size()), p->size());
            CardSet seen;
            for (Card c : order) {
                QVERIFY(c.index < p->size());
                QVERIFY(!seen.contains(c));
                seen.insert(c);
            }
            QCOMPARE(seen, p->all());
        }
    }
}

void TestCoreTypes::shuffleIsReproduciblePerSeed()
{
    Rng a(5), b(5), c(6);
    const std::vector<Card> first = shuffledPack(Pack::french52(), a);
    QVERIFY(first == shuffledPack(Pack::french52(), b));
    QVERIFY(first != shuffledPack(Pack::french52(), c));
    // The generator moves on, so the next shuffle from the same generator differs.
    QVERIFY(first != shuffledPack(Pack::french52(), a));
    // And it is not the unshuffled pack.
    std::vector<Card> sorted = first;
    std::sort(sorted.begin(), sorted.end());
    QVERIFY(first != sorted);
}

// Recorded with the reference implementation (Fisher-Yates from the top, Lemire's `below`).
void TestCoreTypes::shuffleMatchesTheRecordedOrder()
{
    Rng rng(2024);
    const std::vector<Card> order = shuffledPack(Pack::french52(), rng);
    std::string first13;
    for (int i = 0; i < 13; ++i) {
        if (i > 0)
            first13 += ' ';
        first13 += Pack::french52().name(order[static_cast<std::size_t>(i)]);
    }
    QCOMPARE(first13, std::string("7S 6D TS TH 4S 6C QH TC 8S KS 6S 5D QD"));
}

void TestCoreTypes::dealHandsGivesOneCardAtATimeFromEldest()
{
    const HeartsRules rules;
    GameState s(rules);
    s.seatCount = 4;
    s.dealer = 2; // eldest is seat 3
    std::array<Card, 52> order{};
    for (int i = 0; i < 52; ++i)
        order[static_cast<std::size_t>(i)] = Card(51 - i); // AS first, then KS, ...
    QCOMPARE(trickplay::dealHands(s, order.data(), 13, 1), 52);

    // Seat 3 gets the 1st, 5th, 9th ... card; seat 0 the 2nd, 6th ...; the dealer (2) the last.
    for (int k = 0; k < 4; ++k) {
        const int seat = (3 + k) % 4;
        CardSet expected;
        for (int i = k; i < 52; i += 4)
            expected.insert(order[static_cast<std::size_t>(i)]);
        QCOMPARE(s.hand(seat), expected);
    }
    QCOMPARE(s.hand(3), indices({51, 47, 43, 39, 35, 31, 27, 23, 19, 15, 11, 7, 3}));
    QVERIFY(s.hand(2).contains(Card(0))); // the last card dealt goes to the dealer
    QCOMPARE(s.hand(3).highest(), fr("AS"));
    QCOMPARE(s.hand(0).highest(), fr("KS"));
}

void TestCoreTypes::dealHandsInBatchesGivesWholeBatches()
{
    const HeartsRules rules;
    GameState s(rules);
    s.seatCount = 4;
    s.dealer = 0; // eldest is seat 1
    std::array<Card, 52> order{};
    for (int i = 0; i < 52; ++i)
        order[static_cast<std::size_t>(i)] = Card(i);
    // Five each in batches of three: 3 to every seat, then the remaining 2 to every seat.
    QCOMPARE(trickplay::dealHands(s, order.data(), 5, 3), 20);
    QCOMPARE(s.hand(1), indices({0, 1, 2, 12, 13}));
    QCOMPARE(s.hand(2), indices({3, 4, 5, 14, 15}));
    QCOMPARE(s.hand(3), indices({6, 7, 8, 16, 17}));
    QCOMPARE(s.hand(0), indices({9, 10, 11, 18, 19}));
}

void TestCoreTypes::aNewHeartsDealUsesTheSameDealingOrder()
{
    const HeartsRules rules;
    Rng rng(99);
    const std::vector<Card> order = shuffledPack(rules.pack(), rng);
    DealSetup setup;
    setup.dealIndex = 0;
    setup.dealer = 1; // eldest is seat 2
    setup.orderSize = 52;
    std::copy(order.begin(), order.end(), setup.order.begin());
    const GameState s = rules.newDeal(setup);
    for (int i = 0; i < 52; ++i)
        QVERIFY(s.hand((2 + i) % 4).contains(order[static_cast<std::size_t>(i)]));
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(s.hand(seat).size(), 13);
}

FOLLOWSUIT_TEST_APPLESS_MAIN(TestCoreTypes)
#include "tst_coretypes.moc"
