#pragma once
// Seconds (David Parlett, 2021 revision): docs/rules/seconds.md with rulings.
//  - 4 players scoring individually, 52 cards, 13 each dealt singly, no trumps ever.
//  - Seats in our numbering: South 0, West 1, North 2, East 3 (clockwise N, E, S, W); the first
//    dealer is North and the deal passes left; a game is 8 deals.
//  - Eldest leads; follow suit if able, otherwise any card.
//  - Trick winner: with two or more cards of the suit led, the second-highest of them;
//    when the lead is the only card of its suit, the card in second place when all four are
//    ranked regardless of suit; a shared second place goes to the second of that rank in
//    playing order (two Aces: the second Ace played wins).
//  - Score by deal number: 1 N+S v E+W, 2 N+E v S+W, 3 N+W v S+E (your tricks x partner's);
//    4 your tricks x your left neighbour's; 5 x your right neighbour's; 6 three per trick
//    (option: the square of your tricks); 7 thirteen less your tricks; 8 twelve points shared
//    by those who took exactly three tricks.
//  - Winner: the second-highest distinct total (shared by its holders; everyone when
//    all totals are equal); option: the highest total wins.

#include "core/rules.h"

namespace fs {

struct SecondsOptions {
    bool squares = false;     // deal 6 scores the square of your tricks instead of 3 each
    bool highestWins = false; // the highest total wins instead of the second-highest
};

// How the score of a deal is made, by deal number.
enum class SecondsDeal : std::uint8_t {
    Partners,   // deals 1-3: your tricks x your partner's
    LeftHalf,   // deal 4: your tricks x your left neighbour's
    RightHalf,  // deal 5: your tricks x your right neighbour's
    WinTricks,  // deal 6
    LoseTricks, // deal 7
    ExactlyThree,
};

class SecondsRules final : public Rules {
public:
    explicit SecondsRules(SecondsOptions options = {});

    static constexpr int Deals = 8;
    static constexpr int South = 0, West = 1, North = 2, East = 3;

    std::string_view gameId() const override { return "seconds"; }
    const Pack& pack() const override { return Pack::french52(); }
    const SecondsOptions& options() const { return m_options; }

    LegalActions legalActions(const GameState& s) const override;
    void apply(GameState& s, const Action& a, EventList* events) const override;
    Reason whyIllegal(const GameState& s, const Action& a) const override;
    DealScore score(const GameState& s) const override;
    DealFacts dealFacts(const GameState& s) const override;
    int firstDealer(std::uint64_t randomWord) const override;
    // The second-highest total wins: points alone do not say whether a deal helped, so
    // the searching players weigh the standings only.
    double dealGain(const DealScore&, int) const override { return 0; }
    // The chance of ending with the winning total, the deals to come read as noise on every
    // total (secondsmatchvalue.cpp); exact after the last deal.
    double matchValue(const GameState& finished, int column) const override;
    MatchStatus matchStatus(std::span<const ScoreRow> rows,
                            std::span<const int> totals) const override;
    std::vector<int> standings(std::span<const int> totals) const override;

    static SecondsDeal dealKind(int dealIndex);
    // The seat whose tricks multiply `seat`'s in deals 1-5, or -1 in deals 6-8.
    static int scoringPartner(int dealIndex, int seat);
    // Points for every seat given the tricks each took in the deal with this index.
    std::array<int, 4> points(int dealIndex, const std::array<int, 4>& tricks) const;
    // Position (0 = the lead) of the winning card among four cards in playing order.
    static int winningPosition(const std::array<Card, 4>& cards);

protected:
    void deal(GameState& s, const DealSetup& setup) const override;

private:
    SecondsOptions m_options;
};

} // namespace fs
