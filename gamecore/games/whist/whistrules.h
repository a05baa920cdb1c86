#pragma once
// Whist, English Short Whist: docs/rules/whist.md
//  - 4 players in fixed partnerships: seats 0 and 2 against 1 and 3 (score columns 0 and 1).
//    The cut for partners and for the first deal is cosmetic: the first dealer is drawn at
//    random and partners sit opposite.
//  - 13 cards each, dealt singly from eldest; the dealer's 13th card (the last of the pack) is
//    turned face up and fixes trumps. It belongs to the dealer (it is in the dealer's hand) and
//    stays face up (GameState::turnUp) until the dealer's first turn to play, when the dealer
//    picks it up (event CardDrawn, value 1); from then on it is an ordinary card.
//  - Eldest leads; follow suit; the highest trump wins, else the highest card of the suit led.
//  - The side with 7+ tricks scores one point per trick above six.
//  - Option honours (off): after the tricks, a side that held A K Q J of trumps between its two
//    hands scores 4, three of them 2; a side on target-1 at the start of the deal scores no
//    honours. Tricks are entered first: when they win the game, the game ends there and the
//    opponents' honours of that deal are not entered (docs/rules/whist.md).
//  - A game is won by the first side to reach the target (5; 7 for the American game); points
//    beyond it are not carried forward. Option rubber (off): the first side to win two games
//    wins; each game starts 0-0.

#include "core/rules.h"
#include "games/whist/whistvocabulary.h"

namespace fs {

struct WhistOptions {
    bool honours = false;
    bool rubber = false;
    int target = 5;
};

class WhistRules final : public Rules {
public:
    explicit WhistRules(WhistOptions options = {});

    std::string_view gameId() const override { return "whist"; }
    const Vocabulary& vocabulary() const override { return WhistVocabulary; }
    const Pack& pack() const override { return Pack::french52(); }
    const WhistOptions& options() const { return m_options; }

    ColumnKind columnKind() const override { return ColumnKind::Sides; }
    int columns() const override { return 2; }
    int columnOf(int seat) const override { return seat % 2; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    Reason whyIllegal(const GameState& s, const Action& a) const override;
    DealScore score(const GameState& s) const override;
    DealFacts dealFacts(const GameState& s) const override;
    void describeVars(VarsFields& fields, GameState& s) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;
    std::vector<int> totals(std::span<const ScoreRow> rows) const override;
    // What a seat knows and how a deal's end is valued (whistknowledge.cpp).
    void addKnowledge(const GameState& view, int seat, Knowledge& k) const override;
    double matchValue(const GameState& finished, int column) const override;

    // Games won per side after these rows, and the running score of the game in progress (or of
    // the deciding game, once the match is over).
    struct Progress {
        std::array<int, 2> games{};
        std::array<int, 2> score{};
        bool over = false;
        int winner = -1;
    };
    Progress progress(std::span<const ScoreRow> rows) const;

    // Honour points (A K Q J of trumps) the side of column `side` held at the deal, before the
    // rule about a side on target-1 applies: 4, 2 or 0.
    static int honourPoints(const GameState& s, int side);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    void pickUpTurnUp(GameState& s, EventList* events) const;

    WhistOptions m_options;
};

// Per-deal variables of Whist (live inside GameState).
struct WhistVars {
    Card turnedCard;          // the dealer's last card, turned for trumps (public for the deal)
    bool turnUpTaken = false; // the dealer has picked it up
};

} // namespace fs
