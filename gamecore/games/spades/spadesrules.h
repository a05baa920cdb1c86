#pragma once
// Spades: docs/rules/spades.md.
//  - 4 players in fixed partnerships: seats 0 and 2 against 1 and 3 (score columns 0 and 1).
//    52 cards, Ace high, dealt singly from eldest; spades are always trumps.
//  - Blind nil (option blindnil, on): before any bid, each seat whose side trails by 100 or more
//    is asked in turn from eldest (Phase::Declaring) whether to bid blind nil, before it has
//    seen its hand: until it answers, hideFrom hides the seat's own hand from it, and its search
//    deals that hand as a face-down pile (hiddenPiles). A yes is its bid.
//  - Bidding: from eldest, each seat that did not bid blind nil bids 0 to 13 in public; 0 is nil.
//  - Play: eldest leads; follow suit; a spade may not be led until a spade has been played to
//    a trick of another suit, unless the leader holds only spades.
//  - Score per side: contract (its bids other than nil) made: 10 a trick bid plus 1 a bag; missed:
//    -10 a trick bid. A nil bidder's tricks never count for the contract and are bags. Nil
//    +-100, blind nil +-200. Each tenth bag costs 100 and the count drops by 10.
//  - Every point but a bag is a multiple of 10 and a penalty takes 10 bags away, so a side's
//    bag count is the last digit of its total: the deal reads it from GameState::totalsAtStart.
//  - The game ends after a deal that leaves a side at `target` or more (higher total wins, equal
//    totals play on) or at `losing` or less (that side loses).

#include "core/rules.h"
#include "games/spades/spadesvocabulary.h"

namespace fs {

struct SpadesOptions {
    int target = 500;
    int losing = -200;
    bool blindNil = true;
};

class SpadesRules final : public Rules {
public:
    explicit SpadesRules(SpadesOptions options = {});

    std::string_view gameId() const override { return "spades"; }
    const Vocabulary& vocabulary() const override { return SpadesVocabulary; }
    const Pack& pack() const override { return Pack::french52(); }
    const SpadesOptions& options() const { return m_options; }

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
    // A seat that has not looked at its hand yet deals it, in its search, as a face-down pile.
    int hiddenPiles(const GameState& full, int seat,
                    std::array<CardSet, MaxPiles>& piles) const override;
    void placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng& rng) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;

    // What one side's deal comes to (docs/rules/spades.md, Scoring).
    struct SideScore {
        int points = 0;
        int contract = 0;  // its bids other than nil
        int tricks = 0;    // the tricks of its bidders other than nil
        int bags = 0;      // extra tricks and a nil bidder's tricks
        int bagCount = 0;  // the count after the deal, 0 to 9
        int penalties = 0; // tenth bags reached this deal
    };
    SideScore sideScore(const GameState& s, int side) const;
    // The count of bags a side with this total carries: the total's last digit.
    static int bagsIn(int total);
    // Whether `seat` has seen its hand (everyone but a seat still to answer the blind nil
    // question).
    static bool hasLooked(const GameState& s, int seat);
    // Whether `seat` bid blind nil this deal.
    static bool bidBlind(const GameState& s, int seat);
    // The cards `hand` may play now: no spade led before spades are broken, unless only
    // spades are held; else follow suit.
    static CardSet playable(const GameState& s, CardSet hand);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    void applyChoice(GameState& s, const Action& a, EventList* events) const;
    void applyBid(GameState& s, const Action& a, EventList* events) const;
    void applyPlay(GameState& s, const Action& a, EventList* events) const;
    void startBidding(GameState& s) const;

    SpadesOptions m_options;
};

// Per-deal variables of Spades (live inside GameState). Masks hold one bit per seat.
struct SpadesVars {
    std::uint8_t looked = 0; // has seen its hand
    std::uint8_t toAsk = 0;  // still to answer whether it bids blind nil
    std::uint8_t blind = 0;  // bid blind nil
    std::int8_t bidsMade = 0;
    bool spadesBroken = false;
};

} // namespace fs
