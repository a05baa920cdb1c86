#pragma once
// Hearts (Black Lady), Parlett's standard form: docs/rules/hearts.md.
//  - 3 to 6 players, dealt singly. Four hold 13 each. Three, five and six hold 17, 10 and 8
//    the 1, 2 or 4 cards left over form a face-down widow that goes with the last trick
//    to its winner (option leftover=widow, the default), or low cards are stripped from the pack
//    first (leftover=strip: 2D for three; 2D 2C for five; 2D 2C 3D 3C for six).
//  - Passing cycles by deal (option "passing" turns it off): four players pass 3 left, right,
//    across, none; three pass 4 left, 4 right, then 2 to each neighbour (two passes in a row,
//    left first), then none; five pass 3 left, right, none; six pass 3 left, right, across, none.
//  - 2C opens; when it is in the widow or stripped, the lowest club in a hand opens instead.
//    Follow suit; no heart or QS on the first trick unless no other legal card.
//  - Hearts may not be led until a heart was played to an earlier trick, unless the hand
//    holds only hearts, or only hearts and QS. QS may be led any time and does not break hearts.
//  - 1 per heart, 13 for QS. Shooting the moon: the shooter chooses -26 own or +26 others.
//  - The match ends after a deal leaving some total >= 100 and a single lowest total.

#include "core/rolloutpath.h"
#include "core/rules.h"
#include "games/hearts/heartsvocabulary.h"

namespace fs {

enum class HeartsLeftover : std::uint8_t { Widow, Strip };

struct HeartsOptions {
    bool passing = true;
    int target = 100;
    HeartsLeftover leftover = HeartsLeftover::Widow; // only with 3, 5 or 6 players
};

// One deal's passing: to which seat offset (1 = left, seats-1 = right), how many cards, and
// whether each seat passes twice (half left, half right: three players' third deal).
struct HeartsPass {
    int offset = 0; // 0: no passing this deal
    int count = 0;
    bool split = false;
};

class HeartsRules final : public Rules {
public:
    explicit HeartsRules(HeartsOptions options = {}, int seats = 4);

    std::string_view gameId() const override { return "hearts"; }
    const Vocabulary& vocabulary() const override { return HeartsVocabulary; }
    const Pack& pack() const override { return Pack::french52(); }
    const HeartsOptions& options() const { return m_options; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    Reason whyIllegal(const GameState& s, const Action& a) const override;
    DealScore score(const GameState& s) const override;
    int pointsTakenSoFar(const GameState& s, int seat) const override;
    DealFacts dealFacts(const GameState& s) const override;
    void describeVars(VarsFields& fields, GameState& s) const override;
    void randomPlayout(GameState& s, Rng& rng) const override;
    void hideFrom(GameState& s, int seat) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;
    std::vector<int> standings(std::span<const int> totals) const override;
    // What a seat knows and the piles it cannot see (heartsknowledge.cpp).
    void addKnowledge(const GameState& view, int seat, Knowledge& k) const override;
    int hiddenPiles(const GameState& full, int seat,
                    std::array<CardSet, MaxPiles>& piles) const override;
    void placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng& rng) const override;
    void completeHidden(GameState& world, int seat) const override;
    // Points are bad in Hearts: gaining on the others means taking fewer than they do.
    bool fewerPointsAreBetter() const override { return true; }

    static constexpr int MaxSeats = 6;
    // Seat offset the deal passes to (1 = left, seats-1 = right, 2 = across), 0 for no pass;
    // for a split pass, the first one (left).
    int passOffset(int dealIndex) const { return passPlan(dealIndex).offset; }
    HeartsPass passPlan(int dealIndex) const;
    // Cards taken out of the pack before the deal (leftover=strip with 3, 5 or 6 players).
    CardSet strippedCards() const;
    static constexpr Card QueenOfSpades = Card(Spades * 13 + 10);
    static constexpr Card TwoOfClubs = Card(Clubs * 13 + 0);
    static CardSet penaltyCards() { return Pack::french52().suitMask(Hearts) | QueenOfSpades; }
    // Penalty points in a set of cards.
    static int points(CardSet cards);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    CardSet playable(const GameState& s, int seat) const;
    int receiver(const GameState& s, int from, bool second) const;
    void applyPass(GameState& s, const Action& a, EventList* events) const;
    void applyPlay(GameState& s, const Action& a, EventList* events) const;
    // The rollout, written once over a Bits policy for each code path (core/rolloutpath.h).
    template <class Bits> void playOut(GameState& s, Rng& rng) const;
    template <class Bits> void playTricks(GameState& s, Rng& rng) const;
#if FS_ROLLOUT_DISPATCH
    FS_TARGET_V3 void playOutV3(GameState& s, Rng& rng) const;
#endif
    void endDeal(GameState& s, EventList* events) const;
    void finishPlay(GameState& s) const;

    HeartsOptions m_options;
};

// Per-deal variables of Hearts (live inside GameState).
struct HeartsVars {
    std::array<CardSet, HeartsRules::MaxSeats> passed{};      // each seat's (first) pass
    std::array<CardSet, HeartsRules::MaxSeats> passedRight{}; // the second pass of a split deal
    CardSet widow; // face down until it goes with the last trick
    Card opening;  // the card that must open the deal: 2C, or the lowest club in play
    std::uint8_t handSize = 13;
    std::int8_t passOffset = 0;
    std::int8_t passCount = 0;
    bool passSplit = false;
    std::int8_t passesMade = 0;
    bool exchanged = false;
    bool heartsBroken = false;
    std::int8_t shooter = -1;
    std::int8_t moonChoice = -1; // a Choice, once made
};

} // namespace fs
