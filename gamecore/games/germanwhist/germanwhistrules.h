#pragma once
// German Whist (Honeymoon Whist): docs/rules/germanwhist.md with rulings.
//  - 2 players, 52 cards, Ace high; the deal alternates (Match rotates the dealer).
//  - 13 each, dealt singly from the non-dealer; the other 26 form the stock, whose top card is
//    face up (GameState::turnUp). Its suit is trumps for the whole deal.
//  - Phase 1, tricks 1-13: following is compulsory. After each trick the winner takes the
//    face-up card (CardDrawn, value 1), the loser the next card face down (CardDrawn, value 0:
//    only its taker sees it), and the next card is turned (CardTurned) while the stock lasts.
//    Tricks of phase 1 count nothing.
//  - Phase 2, tricks 14-26: the winner of trick 13 leads; ordinary following.
//  - Score, option "scoring": "tricks" (default) 1 per phase-2 trick; "all" 1 per trick of
//    both phases; "odd" the player with 7+ phase-2 tricks scores those above six; "hand" the
//    majority of phase-2 tricks wins the whole match in one deal. Except for "hand", the game is
//    won at the end of a deal by the only player at or over the target (option, 50); when both
//    are there it rises by 10 (as often as needed until they are not both there) and play goes on.

#include "core/rules.h"

namespace fs {

enum class GermanWhistScoring : std::uint8_t { Tricks, All, Odd, Hand };

struct GermanWhistOptions {
    GermanWhistScoring scoring = GermanWhistScoring::Tricks;
    int target = 50;
};

class GermanWhistRules final : public Rules {
public:
    explicit GermanWhistRules(GermanWhistOptions options = {});

    static constexpr int HandSize = 13;
    static constexpr int PhaseOneTricks = 13;
    static constexpr int Tricks = 26;
    static constexpr int TargetStep = 10;

    std::string_view gameId() const override { return "germanwhist"; }
    const Pack& pack() const override { return Pack::french52(); }
    const GermanWhistOptions& options() const { return m_options; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    Reason whyIllegal(const GameState& s, const Action& a) const override;
    DealScore score(const GameState& s) const override;
    int pointsTakenSoFar(const GameState& s, int seat) const override;
    DealFacts dealFacts(const GameState& s) const override;
    void describeVars(VarsFields& fields, GameState& s) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;

    // What a seat knows and how a deal's end is valued (germanwhistknowledge.cpp).
    int firstTrickShowingVoids(const GameState& view) const override;
    void addKnowledge(const GameState& view, int seat, Knowledge& k) const override;
    void placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng& rng) const override;
    double matchValue(const GameState& finished, int column) const override;

    // The target in force after these rows (50, then 60, 70 ... as both pass it).
    int targetAfter(std::span<const ScoreRow> rows) const;
    // True while tricks are followed by a draw (tricks 1-13).
    static bool inPhaseOne(const GameState& s) { return s.tricksDone < PhaseOneTricks; }
    // Phase-2 tricks taken by `seat` so far.
    static int phaseTwoTricks(const GameState& s, int seat);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    void draw(GameState& s, int winner, EventList* events) const;

    GermanWhistOptions m_options;
};

// Per-deal variables of German Whist (live inside GameState). All of it is public knowledge.
struct GermanWhistVars {
    Card trumpCard;                 // the first turned card, which fixed trumps
    std::array<CardSet, 2> shown{}; // cards each seat took face up from the stock
};

} // namespace fs
