#pragma once
// Put, two-, three- and four-handed: docs/rules/put.md and rulings; the points the
// reference leaves open are ruled in docs/rules/put.md.
//  - 52 cards, suits ignored; ranking 3 2 A K Q J T 9 8 7 6 5 4; equal ranks are equal.
//  - 3 cards each, dealt singly; the deal passes left (alternates with two).
//  - Any card may be played. The single highest rank takes the trick; a shared top rank ties
//    (spoils) it and its leader leads again.
//  - A player wins the deal with two tricks, or one trick and two ties; play stops as soon as
//    someone has two tricks. Trick and tie, or three ties, is a void deal.
//  - Whoever is about to lead may throw in, lead a card silently, or put. A throw-in gives
//    each opponent 1 and ends the deal. A put is answered by the other player(s) with fold or
//    see: if every opponent folds the putter scores 1 and the deal ends; one "see" and all play
//    on, the putter leading. One put per deal; a seen putter must lead a card.
//  - Default scoring (Parlett / Hoyle): a deal played out to a decision wins the game;
//    otherwise first to 5. Option "cotton": a played-out deal without a put earns 1, a seen put
//    makes the deal decide the game, a folded put scores the putter 1.
//  - Four-handed: partners opposite, one score column per side. From eldest, each seat
//    says PlayActive or Feed (publicly); a side whose partners disagree in one way plays as they
//    said, otherwise the partner whose three cards rank higher in total plays (equal: the one
//    nearer eldest). Feeders, from eldest, pass their highest-ranked card to the active partner
//    and lay the other two aside; then the actives, from eldest, discard one card face down.
//    The actives play a two-handed deal; the active of the non-dealer's side leads.

#include "core/rules.h"
#include "games/put/putvocabulary.h"

namespace fs {

struct PutOptions {
    bool cotton = false; // Cotton (1674) scoring instead of Parlett / Hoyle
    int target = 5;
};

// Where a deal of Put stands; kept in PutVars.
enum class PutStage : std::uint8_t {
    Naming,     // four-handed: seats say PlayActive or Feed
    Feeding,    // four-handed: feeders pass their best card
    Discarding, // four-handed: actives discard one card
    Lead,       // a player is about to lead (and may throw in or put while leadOpen)
    Answer,     // an opponent answers a put
    Follow,     // the other players play to the trick
    Over,
};

enum class PutEnding : std::uint8_t { None, PlayedOut, ThrownIn, Folded };

// Per-deal variables of Put (live inside GameState).
struct PutVars {
    std::array<CardSet, 4>
        outOfPlay{};              // four-handed: a feeder's laid-aside pair, an active's discard
    std::array<Card, 4> passed{}; // four-handed: the card each feeder passed
    std::array<std::int8_t, 4> named{};  // four-handed: the Choice each seat named, -1 before
    std::array<std::int8_t, 2> active{}; // four-handed: each side's active seat, -1 before
    PutStage stage = PutStage::Lead;
    PutEnding ending = PutEnding::None;
    std::int8_t actionsInStage = 0; // names, passes or discards made so far
    std::int8_t putter = -1;
    std::int8_t answersDue = 0; // opponents still to answer the put
    std::int8_t endedBy = -1;   // who threw in, or the last seat to fold
    std::int8_t dealWinner = -1;
    bool putSeen = false;
    bool leadOpen = false; // the leader may still throw in or put instead of playing
};

class PutRules final : public Rules {
public:
    explicit PutRules(PutOptions options = {}, int seats = 2);

    std::string_view gameId() const override { return "put"; }
    const Vocabulary& vocabulary() const override { return PutVocabulary; }
    const Pack& pack() const override { return Pack::french52(); }
    const PutOptions& options() const { return m_options; }

    ColumnKind columnKind() const override
    {
        return seats() == 4 ? ColumnKind::Sides : ColumnKind::Seats;
    }
    int columns() const override { return seats() == 4 ? 2 : seats(); }
    int columnOf(int seat) const override { return seats() == 4 ? seat % 2 : seat; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    Reason whyIllegal(const GameState& s, const Action& a) const override;
    DealScore score(const GameState& s) const override;
    DealFacts dealFacts(const GameState& s) const override;
    void describeVars(VarsFields& fields, GameState& s) const override;
    void hideFrom(GameState& s, int seat) const override;
    Event eventSeenBy(const GameState& after, const Event& e, int seat) const override;
    // What a seat knows and the piles it cannot see (putknowledge.cpp).
    bool playShowsVoids() const override { return false; }
    double matchValue(const GameState& finished, int column) const override;
    void addKnowledge(const GameState& view, int seat, Knowledge& k) const override;
    int hiddenPiles(const GameState& full, int seat,
                    std::array<CardSet, MaxPiles>& piles) const override;
    void placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng& rng) const override;
    bool lastTell(const GameState& world, int seat, GameState& before,
                  Action& taken) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;

    // Put's rank order as a power: 4 = 0, 5 = 1 ... K = 9, A = 10, 2 = 11, 3 = 12.
    static int power(Card c);
    // The cards of `cards` of the highest power (all of them when several share it).
    static CardSet topCards(CardSet cards);
    // Sum of the powers of `cards`: how four-handed sides compare their hands.
    static int handPower(CardSet cards);
    // Seats that play to tricks (all, or the two actives), from the seat after `from`.
    static int nextPlayer(const GameState& s, int seat);
    static int playersInTrick(const GameState& s) { return s.seats() == 4 ? 2 : s.seats(); }
    // The seat whose single top card wins the current (complete) trick, or -1 for a tie.
    static int trickWinner(const GameState& s);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    void applyName(GameState& s, const Action& a, EventList* events) const;
    void applyFeed(GameState& s, const Action& a, EventList* events) const;
    void applyDiscard(GameState& s, const Action& a, EventList* events) const;
    void applyChoice(GameState& s, const Action& a, EventList* events) const;
    void applyPlay(GameState& s, const Action& a, EventList* events) const;
    void afterTrick(GameState& s, EventList* events) const;
    void finish(GameState& s, PutEnding ending, EventList* events) const;

    PutOptions m_options;
};

} // namespace fs
