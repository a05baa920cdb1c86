#pragma once
// Oh Hell, "Up and Down the River": docs/rules/ohhell.md, rulings.
//  - 3 to 10 players, each for themselves; 52 cards, Ace high.
//  - Hand sizes run 1, 2, ..., M, ..., 2, 1 with M = floor(51 / n), so one card is always left
//    to turn for trumps; 2M - 1 deals, the deal passing left each time.
//  - Cards are dealt singly from eldest; the next card of the pack is turned face up
//    (GameState::turnUp, nobody's card) and its suit is trumps (GameState::trump). With
//    the "fulldeal" option (M = floor(52 / n)) a deal that leaves no card is played at no trumps.
//  - Bidding: each seat from eldest enters a bid from 0 to the hand size. By default the
//    bids are secret (hideFrom blanks other seats' bids) and revealed together (BidsRevealed)
//    once the dealer, bidding last, has bid; there is no restriction on the total. The "hook"
//    option makes bidding sequential and public, and the dealer may not bid the number that
//    would make the bids add up to the hand size.
//  - Play: eldest leads; follow suit; if void, trump or discard; the top trump wins, else the top
//    card of the suit led. Leading trumps is always legal.
//  - Score per deal: exact bid -> 20 + 10 x tricks; otherwise -10 x |tricks - bid| [R-16].
//  - The match ends after the last one-card deal; the highest total wins, equal leaders share.

#include "core/rolloutpath.h"
#include "core/rules.h"

namespace fs {

struct OhHellOptions {
    bool hook = false;     // sequential public bidding; the dealer may not make the total fit
    bool fullDeal = false; // M = floor(52 / n); a deal that uses the whole pack has no trumps
};

class OhHellRules final : public Rules {
public:
    explicit OhHellRules(OhHellOptions options = {}, int seats = 4);

    std::string_view gameId() const override { return "ohhell"; }
    const Pack& pack() const override { return Pack::french52(); }
    const OhHellOptions& options() const { return m_options; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    Reason whyIllegal(const GameState& s, const Action& a) const override;
    DealScore score(const GameState& s) const override;
    DealFacts dealFacts(const GameState& s) const override;
    void describeVars(VarsFields& fields, GameState& s) const override;
    void randomPlayout(GameState& s, Rng& rng) const override;
    void hideFrom(GameState& s, int seat) const override;
    // Fills secret bids in a sampled world (ohhellknowledge.cpp).
    void completeHidden(GameState& world, int seat) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;
    // The chance of ending on top, from the totals after the deal (ohhellmatchvalue.cpp).
    double matchValue(const GameState& finished, int column) const override;
    void matchValues(const GameState& finished, std::span<double> values) const override;

    // The largest hand, M, the number of deals (2M - 1) and the hand size of a deal
    // (0-based index; indices past the last deal wrap around, so every index is playable).
    int maxHandSize() const { return m_maxHand; }
    int totalDeals() const { return 2 * m_maxHand - 1; }
    int handSize(int dealIndex) const;
    static int maxHandSize(int seats, bool fullDeal = false);
    // Points for one seat's deal.
    static int points(int bid, int tricks);
    // Bid mask of the seat to bid: 0..hand size, minus the hook's forbidden bid for the dealer.
    std::uint64_t bidMask(const GameState& s) const;

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    void applyBid(GameState& s, const Action& a, EventList* events) const;
    void applyPlay(GameState& s, const Action& a, EventList* events) const;
    // The rollout, written once over a Bits policy for each code path (core/rolloutpath.h).
    template <class Bits> void playOut(GameState& s, Rng& rng) const;
#if FS_ROLLOUT_DISPATCH
    FS_TARGET_V3 void playOutV3(GameState& s, Rng& rng) const;
#endif

    OhHellOptions m_options;
    int m_maxHand;
};

// Per-deal variables of Oh Hell (live inside GameState).
struct OhHellVars {
    std::int8_t handSize = 0;
    std::int8_t bidsMade = 0;
    bool bidsRevealed = false; // every bid is public (always true once play has begun)
};

} // namespace fs
