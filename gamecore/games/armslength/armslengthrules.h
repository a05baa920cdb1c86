#pragma once
// Arm's Length (David Parlett): docs/rules/armslength.md with rulings.
//  - 4 players, fixed partnerships (seats 0+2 against 1+3), 52 cards, 13 each dealt singly.
//  - Roads: before the lead each side settles a High player (wants tricks) and a Low
//    player (wants few). Eldest's side decides first, then the other side. Within a side the
//    first speaker (the partner who plays earlier from eldest: eldest, then the dealer's
//    partner) chooses RoadHigh, RoadLow or RoadPass; after a pass the partner must choose High
//    or Low. Every decision is public (ChoiceMade) and fixed for the deal.
//  - No trumps at first. The first card played by a player void in the suit led fixes the trump
//    suit (TrumpFixed) and already counts as a trump in that trick.
//  - Forcing rules: F1 any lead. F2 holding the suit led: follow; unless the trick is ruffed,
//    a card higher than the highest of the suit led is compulsory if held (any such card
//    ). F3 void, no trump yet: any card. F4 void, trump fixed: a trump higher than every
//    trump in the trick is compulsory if held (any trump when none is in the trick );
//    otherwise any card, a lower trump included.
//  - Score per side: H = High's tricks, W = Low's; 10 x (H - W) + H when H >= W, else 0.
//  - A game is 4 deals; the higher total wins, equal totals are a draw.

#include "core/rules.h"
#include "games/armslength/armslengthvocabulary.h"

namespace fs {

// A seat's road for the deal.
enum class Road : std::int8_t { Unknown = 0, High = 1, Low = 2 };

class ArmsLengthRules final : public Rules {
public:
    ArmsLengthRules();
    static constexpr int Deals = 4;

    std::string_view gameId() const override { return "armslength"; }
    const Vocabulary& vocabulary() const override { return ArmsLengthVocabulary; }
    const Pack& pack() const override { return Pack::french52(); }

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

    // The side's points for a deal: High took `high` tricks, Low took `low`.
    static int sideScore(int high, int low);
    // Cards the seat to act may play under F1-F4.
    static CardSet playable(const GameState& s);
    static Road roadOf(const GameState& s, int seat);
    // The seat that speaks first for `seat`'s side: the partner who plays earlier from eldest.
    static int firstSpeaker(const GameState& s, int seat);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    void applyRoad(GameState& s, const Action& a, EventList* events) const;
    void applyPlay(GameState& s, const Action& a, EventList* events) const;
};

// Per-deal variables of Arm's Length (inside GameState).
struct ArmsLengthVars {
    std::array<Road, 4> road{};
    std::int8_t sidesSettled = 0; // 0: eldest's side is choosing, 1: the other side, 2: done
    bool passed = false;          // the current side's first speaker passed the choice
};

} // namespace fs
