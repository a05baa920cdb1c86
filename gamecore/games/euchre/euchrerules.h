#pragma once
// Euchre: docs/rules/euchre.md.
//  - 4 players in fixed partnerships: seats 0 and 2 against 1 and 3 (score columns 0 and 1).
//  - 24 cards, 9 to A of each suit, taken in their shuffled order from the French pack's
//    (the other 28 cards are never in play; addKnowledge says so). 5 each, dealt 3 then 2 from
//    eldest; the other 4 are the stock (GameState::stock), its top card turned up
//    (GameState::turnUp) and the 3 under it face down, seen by nobody.
//  - Making trumps (Phase::Declaring): round 1, from eldest, order up (alone) or pass; the dealer
//    then takes the turn-up and discards another card face down (Phase::Exchange). Round 2, the
//    turn-up face down, name another suit (alone) or pass; with stickthedealer the dealer must
//    name. Everybody passing twice throws the deal in: no points, and the next deal is dealt
//    by the next dealer, or by the same one with redeal=same (dealerOf).
//  - The Jack of trumps (right bower) and the other Jack of its colour (left bower) are the top
//    trumps; the left bower belongs to the trump suit for following, leading and voids.
//  - A lone maker's partner sits out: tricks have three cards. Eldest leads, or the next seat
//    when eldest sits out.
//  - Makers 3 or 4 tricks: 1; all 5: 2, alone 4; under 3, euchred: 2 to the defenders. The
//    first side to `target` (10) wins.

#include "core/rules.h"
#include "games/euchre/euchrevocabulary.h"

namespace fs {

enum class EuchreRedeal : std::uint8_t { Next, Same };

struct EuchreOptions {
    int target = 10;
    bool stickTheDealer = false;
    EuchreRedeal redeal = EuchreRedeal::Next;
};

class EuchreRules final : public Rules {
public:
    explicit EuchreRules(EuchreOptions options = {});

    std::string_view gameId() const override { return "euchre"; }
    const Vocabulary& vocabulary() const override { return EuchreVocabulary; }
    const Pack& pack() const override { return Pack::french52(); }
    const EuchreOptions& options() const { return m_options; }

    ColumnKind columnKind() const override { return ColumnKind::Sides; }
    int columns() const override { return 2; }
    int columnOf(int seat) const override { return seat % 2; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    Reason whyIllegal(const GameState& s, const Action& a) const override;
    DealScore score(const GameState& s) const override;
    DealFacts dealFacts(const GameState& s) const override;
    void describeVars(VarsFields& fields, GameState& s) const override;
    void hideFrom(GameState& s, int seat) const override;
    // What a seat knows (euchreknowledge.cpp): the cards not in the Euchre pack are out of play,
    // the turn-up is the dealer's once picked up, and voids follow the trump suit's Jacks.
    bool playShowsVoids() const override { return false; }
    void addKnowledge(const GameState& view, int seat, Knowledge& k) const override;
    int hiddenPiles(const GameState& full, int seat,
                    std::array<CardSet, MaxPiles>& piles) const override;
    void placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng& rng) const override;
    int dealerOf(int firstDealer, std::span<const ScoreRow> rows) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;

    // The 24 cards of the Euchre pack.
    static CardSet euchrePack();
    // The suit `c` belongs to with trumps `trump`: its own, but the left bower's is trumps.
    static int suitOf(Card c, int trump);
    // How strongly `c` plays in a trick led with `led` (an effective suit) and trumps `trump`:
    // right bower, left bower, trumps, the suit led, then nothing (0).
    static int power(Card c, int led, int trump);
    // The cards of `hand` that may be played now: those of the suit led (as suitOf counts it),
    // else any.
    static CardSet playable(const GameState& s, CardSet hand);
    // The seat who won the trick on the table.
    static int trickWinner(const GameState& s);
    // The seat after `seat` that takes part in the deal (a lone maker's partner sits out).
    static int nextActive(const GameState& s, int seat);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    void applyChoice(GameState& s, const Action& a, EventList* events) const;
    void applyDiscard(GameState& s, const Action& a, EventList* events) const;
    void applyPlay(GameState& s, const Action& a, EventList* events) const;
    void makeTrumps(GameState& s, int seat, int suit, bool alone, EventList* events) const;
    void startPlay(GameState& s) const;
    std::uint64_t choiceMask(const GameState& s) const;

    EuchreOptions m_options;
};

// Per-deal variables of Euchre (live inside GameState).
struct EuchreVars {
    Card turnUp;                 // the card turned up (public), the stock's top until picked up
    Card discard;                // the dealer's discard (the dealer's alone)
    std::int8_t round = 1;       // of making trumps: 1 order up, 2 name a suit
    std::int8_t passes = 0;      // passes so far in this round
    std::int8_t maker = -1;      // who made trumps
    std::int8_t sittingOut = -1; // the lone maker's partner
    bool alone = false;
    bool pickedUp = false;   // the dealer took the turn-up into hand
    bool turnedDown = false; // round 2: the turn-up lies face down
    bool thrownIn = false;   // everybody passed twice
};

} // namespace fs
