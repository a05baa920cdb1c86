#pragma once
// Hearts (Black Lady), Parlett's standard form: RULES.md section 7.
//  - 4 players (3-6 come later through the same class), 13 cards each, dealt singly.
//  - Passing 3 cards: left, right, across, none, repeating (option "passing" turns it off).
//  - 2C opens; follow suit; no heart or QS on the first trick unless no other legal card.
//  - Hearts may not be led until a heart was played to an earlier trick, unless the hand
//    holds only hearts, or only hearts and QS. QS may be led any time and does not break hearts.
//  - 1 per heart, 13 for QS. Shooting the moon: the shooter chooses -26 own or +26 others.
//  - The match ends after a deal leaving some total >= 100 and a single lowest total.

#include "core/rules.h"

namespace fs {

struct HeartsOptions {
    bool passing = true;
    int target = 100;
};

class HeartsRules final : public Rules {
public:
    explicit HeartsRules(HeartsOptions options = {}, int seats = 4);

    std::string_view gameId() const override { return "hearts"; }
    const Pack& pack() const override { return Pack::french52(); }
    const HeartsOptions& options() const { return m_options; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    Reason whyIllegal(const GameState& s, const Action& a) const override;
    DealScore score(const GameState& s) const override;
    DealFacts dealFacts(const GameState& s) const override;
    void randomPlayout(GameState& s, Rng& rng) const override;
    void hideFrom(GameState& s, int seat) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;
    std::vector<int> standings(std::span<const int> totals) const override;

    // Seat offset the deal passes to (1 = left, seats-1 = right, 2 = across), 0 for no pass.
    int passOffset(int dealIndex) const;
    static constexpr Card QueenOfSpades = Card(Spades * 13 + 10);
    static constexpr Card TwoOfClubs = Card(Clubs * 13 + 0);
    static CardSet penaltyCards() { return Pack::french52().suitMask(Hearts) | QueenOfSpades; }
    // Penalty points in a set of cards.
    static int points(CardSet cards);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    CardSet playable(const GameState& s, int seat) const;
    void applyPass(GameState& s, const Action& a, EventList* events) const;
    void applyPlay(GameState& s, const Action& a, EventList* events) const;
    void playTricks(GameState& s, Rng& rng) const;
    void endDeal(GameState& s, EventList* events) const;
    void finishPlay(GameState& s) const;

    HeartsOptions m_options;
};

// Per-deal variables of Hearts (live inside GameState).
struct HeartsVars {
    std::array<CardSet, MaxSeats> passed{}; // what each seat passed
    std::int8_t passOffset = 0;
    std::int8_t passesMade = 0;
    bool exchanged = false;
    bool heartsBroken = false;
    std::int8_t shooter = -1;
    std::int8_t moonChoice = -1; // a Choice, once made
};

} // namespace fs
