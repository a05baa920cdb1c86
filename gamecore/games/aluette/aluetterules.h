#pragma once
// Aluette (Jeu de la Vache): docs/rules/aluette.md and rulings; the engine's own
// readings are in docs/rules/aluette.md.
//  - 4 players, partners opposite (seats 0 and 2 against 1 and 3); the 48-card Spanish pack.
//  - Suits never matter. Eight unique top cards (Monsieur 3 coins, Madame 3 cups, Borgne 2 coins,
//    Vache 2 cups, Grand Neuf 9 cups, Petit Neuf 9 coins, Deux de Chene 2 batons, Deux d'Ecrit
//    2 swords), then groups of equal power: Aces, Kings, Cavaliers, Valets, the 9s of batons and
//    swords, 8s, 7s, 6s, 5s, 4s, the 3s of batons and swords.
//  - 9 cards each in three rounds of three; the other 12 stay stacked face down.
//  - Le chant (option "chant", on): from eldest each player accepts or declines; asking stops at
//    the first decline. If all four accept, eldest and the dealer's partner get 6 stack cards
//    each, in threes, and each discards 6 face down, eldest first.
//  - Play: eldest leads; any card at any time; the single highest power wins and leads next. A
//    shared top power spoils the trick: it counts for nobody and its leader leads again.
//  - Score: the side of the player with most tricks scores 1; a tie among the most goes to
//    whoever reached that count first; no trick taken at all scores nothing.
//  - Mordienne, option "mordienne": "unannounced" (default) scores 2 when the deal's
//    winner took no trick before an unbroken run of won tricks ending with trick 9. "announced":
//    after the chant each player in turn from eldest may announce, until one does; the announcer
//    must make the Mordienne personally (2 to their side) or the opponents score 2; a Mordienne
//    nobody announced scores only 1.
//  - Game: five deals, more points wins, further deals while level; with announced
//    Mordienne, the first side to reach 10.

#include "core/rules.h"
#include "games/aluette/aluettevocabulary.h"

#include <array>
#include <string_view>

namespace fs {

// The eight named top cards, strongest first (None for every other card).
enum class AluetteCard : std::uint8_t {
    None,
    Monsieur,    // 3 of coins
    Madame,      // 3 of cups
    Borgne,      // 2 of coins, "le Borgne"
    Vache,       // 2 of cups, "la Vache"
    GrandNeuf,   // 9 of cups
    PetitNeuf,   // 9 of coins
    DeuxDeChene, // 2 of batons
    DeuxDEcrit,  // 2 of swords
};

// Which named card `c` is (Spanish pack indices).
AluetteCard aluetteNamedCard(Card c);
// The card a name stands for (NoCard for None).
Card aluetteCardOf(AluetteCard named);
// Traditional French name in UTF-8 ("Monsieur", "La Vache", "Deux d'Écrit"); empty for None.
// These are proper names, printed on the cards, so they are not translated.
std::string_view aluetteCardName(AluetteCard named);
// ASCII identifier for art and records: "monsieur", "vache", "deux-d-ecrit"; empty for None.
std::string_view aluetteCardId(AluetteCard named);

enum class MordienneRule : std::uint8_t { Unannounced, Announced };

struct AluetteOptions {
    bool chant = true;
    MordienneRule mordienne = MordienneRule::Unannounced;
};

class AluetteRules final : public Rules {
public:
    static constexpr int HandSize = 9;
    static constexpr int StackSize = 12;
    static constexpr int SingerDraw = 6;
    static constexpr int Deals = 5;
    static constexpr int AnnouncedTarget = 10;

    // Spanish pack index: suit * 12 + rank - 1.
    static constexpr Card Monsieur = Card(Coins * 12 + 2);
    static constexpr Card Madame = Card(Cups * 12 + 2);
    static constexpr Card Borgne = Card(Coins * 12 + 1);
    static constexpr Card Vache = Card(Cups * 12 + 1);
    static constexpr Card GrandNeuf = Card(Cups * 12 + 8);
    static constexpr Card PetitNeuf = Card(Coins * 12 + 8);
    static constexpr Card DeuxDeChene = Card(Batons * 12 + 1);
    static constexpr Card DeuxDEcrit = Card(Swords * 12 + 1);

    // Power of a card: 19 (Monsieur) down to 12 (Deux d'Ecrit) for the named cards, then
    // Aces 11, Kings 10, Cavaliers 9, Valets 8, 9s of batons and swords 7, 8s 6, 7s 5, 6s 4,
    // 5s 3, 4s 2, 3s of batons and swords 1. Equal power means equal cards.
    static constexpr int MaxPower = 19;
    static int power(Card c) { return PowerTable[c.index & 63]; }
    static CardSet luettes() { return CardSet(Monsieur) | Madame | Borgne | Vache; }
    static CardSet doubles() { return CardSet(GrandNeuf) | PetitNeuf | DeuxDeChene | DeuxDEcrit; }
    // Cards of `cards` whose power is exactly `p`.
    static CardSet withPower(CardSet cards, int p);

    explicit AluetteRules(AluetteOptions options = {});

    std::string_view gameId() const override { return "aluette"; }
    const Vocabulary& vocabulary() const override { return AluetteVocabulary; }
    const Pack& pack() const override { return Pack::spanish48(); }
    const AluetteOptions& options() const { return m_options; }

    ColumnKind columnKind() const override { return ColumnKind::Sides; }
    int columns() const override { return 2; }
    int columnOf(int seat) const override { return seat % 2; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    DealScore score(const GameState& s) const override;
    DealFacts dealFacts(const GameState& s) const override;
    void describeVars(VarsFields& fields, GameState& s) const override;
    void hideFrom(GameState& s, int seat) const override;
    // What a seat knows and the piles it cannot see (aluetteknowledge.cpp).
    bool playShowsVoids() const override { return false; }
    void addKnowledge(const GameState& view, int seat, Knowledge& k) const override;
    int hiddenPiles(const GameState& full, int seat,
                    std::array<CardSet, MaxPiles>& piles) const override;
    void placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng& rng) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;

    // Who leads the deal's tally of tricks so far: the player with most, ties to whoever reached
    // that count first; -1 while nobody has a trick. Public so players and the app can show it.
    static int leaderOfTricks(const GameState& s);
    // Whether `seat` has taken no trick before an unbroken run of won tricks that ends with the
    // last completed trick (spoiled tricks break a run).
    static bool hasMordienneRun(const GameState& s, int seat);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    static const std::array<std::uint8_t, 64> PowerTable;

    void applyChant(GameState& s, const Action& a, EventList* events) const;
    void giveStack(GameState& s, EventList* events) const;
    void applyDiscard(GameState& s, const Action& a, EventList* events) const;
    void applyAnnouncement(GameState& s, const Action& a, EventList* events) const;
    void applyPlay(GameState& s, const Action& a, EventList* events) const;
    void startAnnouncementsOrPlay(GameState& s) const;

    AluetteOptions m_options;
};

// Per-deal variables of Aluette (live inside GameState).
struct AluetteVars {
    enum Step : std::uint8_t { Chant, Discard, Announce, Play, Done };
    std::array<CardSet, 4> discarded{}; // what each singer discarded, face down
    Step step = Play;
    std::int8_t accepts = 0;   // players who accepted the chant so far
    std::int8_t decliner = -1; // the seat that declined the chant, if any
    bool stackDealt = false;   // all four accepted: the singers received the stack
    std::int8_t discardsMade = 0;
    std::int8_t asked = 0;      // players asked about announcing Mordienne so far
    std::int8_t announcer = -1; // the seat that announced Mordienne, if any
};

} // namespace fs
