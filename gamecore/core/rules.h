#pragma once
// The rules of one game, immutable once built from its options. GameState delegates every
// decision here; the generic trick machinery (trickplay.h) does the shared work. One subclass per
// game, in games/<id>/.

#include "core/dealfacts.h"
#include "core/dealscore.h"
#include "core/dealsetup.h"
#include "core/gamestate.h"
#include "core/knowledge.h"
#include "core/matchstatus.h"
#include "core/pack.h"
#include "core/vocabulary.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace fs {

class VarsFields;

struct ScoreRow {
    int dealIndex = 0;
    int dealer = 0;
    std::vector<int> points; // one per column
    DealNote note = DealNote::None;
    int noteSeat = -1;
    bool noteOnColumn = false; // noteSeat is a score column (DealScore::noteOnColumn)
    // The rest of what a player keeps on paper, taken from the finished deal (Match::scoreDeal).
    std::vector<int> tricks; // per seat: tricks taken
    std::vector<int> bids;   // per seat when the players bid (DealFacts::bidding), else empty
    int trump = -1;          // the deal's trump suit as it ended, -1 for none
    int spoiledTricks = 0;   // tricks that counted for nobody (tied or spoiled)
    int winsMatch = -1;      // the column this deal won the whole match for (Put), else -1
    DealFacts facts;
};

enum class ColumnKind : std::uint8_t { Seats, Sides };

class Rules {
public:
    explicit Rules(int seats) : m_seats(seats) {}
    virtual ~Rules() = default;
    Rules(const Rules&) = delete;
    Rules& operator=(const Rules&) = delete;

    virtual std::string_view gameId() const = 0;
    // The game's own choices, refusals and deal notes, by name (core/vocabulary.h); the same
    // object as its GameInfo's, which a test checks. None by default.
    virtual const Vocabulary& vocabulary() const { return NoVocabulary; }
    virtual const Pack& pack() const = 0;
    int seats() const { return m_seats; }

    // Score-sheet columns: one per seat, or one per side (partners share a column).
    virtual ColumnKind columnKind() const { return ColumnKind::Seats; }
    virtual int columns() const { return m_seats; }
    virtual int columnOf(int seat) const { return seat; }

    // Deals a hand. `events` receives what the table shows at once: a card turned face up and
    // trumps when the deal fixes them, so every game announces its start the same way.
    GameState newDeal(const DealSetup& setup, EventList* events = nullptr) const;
    virtual LegalActions legalActions(const GameState& s) const = 0;
    virtual void apply(GameState& s, const Action& a, EventList* events) const = 0;
    // Why an action is illegal; only called on the cold path (records, the person's requests).
    virtual Reason whyIllegal(const GameState& s, const Action& a) const;
    virtual DealScore score(const GameState& s) const = 0;
    // Points a seat has taken so far in a deal in progress, for games where that is plain from
    // the cards won (Hearts); -1 where it means nothing before the deal is scored.
    virtual int pointsTakenSoFar(const GameState& s, int seat) const;
    // The game's own facts of a finished deal for the score sheet (see DealFacts); by default
    // none. Called once per deal, off the hot path.
    virtual DealFacts dealFacts(const GameState& s) const;
    // Plays the deal to its end with uniformly random legal actions (LegalActions::random),
    // the rollout of search-based players. A game may override it with a loop that skips the
    // virtual calls, as long as it draws the same random numbers and reaches the same state.
    virtual void randomPlayout(GameState& s, Rng& rng) const;
    // Blanks out what `seat` may not know (other hands, hidden passes, the stock order).
    virtual void hideFrom(GameState& s, int seat) const;
    // What `seat` may see of an event that `after` resulted from: the same event with hidden
    // cards and secret bids blanked, decided here next to hideFrom so that it holds for any
    // number of people at the table. A set of cards that is hidden leaves its size in `value`
    // (a pass or discard is seen face down); a hidden card drawn is NoCard; a secret bid is -1.
    virtual Event eventSeenBy(const GameState& after, const Event& e, int seat) const;
    // Names every field of the game's variables (GameState::vars<T>()) to `fields`, once each, in
    // the struct's order (core/varsfields.h): they travel by these names in a seat's view. A field
    // left out would not reach the other end, which a test of every game catches. By default the
    // game has no variables.
    virtual void describeVars(VarsFields& fields, GameState& s) const;

    // ---- What a seat can know, for the computer players (core/knowledge.h, core/sampler.h) ----
    // Whether a card off the suit led shows that its player holds none of that suit: false where
    // any card may be played (Put, Aluette).
    virtual bool playShowsVoids() const { return true; }
    // The first trick whose plays still show voids: a hand refilled from a stock since then may
    // hold the suit again (German Whist).
    virtual int firstTrickShowingVoids(const GameState& view) const;
    // Adds what this game lets `seat` know beyond its hand, the cards played and the card turned
    // up (which is out of play unless a game says where it went).
    virtual void addKnowledge(const GameState& view, int seat, Knowledge& k) const;
    // The face-down piles besides the hands that `seat` cannot see into, read from the full
    // state: by default the stock. Their sizes are public; returns how many there are.
    virtual int hiddenPiles(const GameState& full, int seat,
                            std::array<CardSet, MaxPiles>& piles) const;
    // Puts a sampled set of cards into pile `pile` of a world rebuilt from `seat`'s view.
    virtual void placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng& rng) const;
    // Fills in what hideFrom blanked that is not a card's place (Oh Hell's secret bids), so a
    // sampled world plays on under the rules.
    virtual void completeHidden(GameState& world, int seat) const;
    // A choice another seat has just made that says something about its hidden cards (in Put, a
    // put or the see of one), rebuilt in a sampled `world` seen by `seat`: the state just before
    // it, into `before`, and the choice, into `taken`. The strongest search weighs each sampled
    // deal by whether the game's heuristic, holding that seat's cards in it, would have chosen
    // the same. By default there is none (false).
    virtual bool lastTell(const GameState& world, int seat, GameState& before, Action& taken) const;
    // How well a finished deal leaves `column` placed to win the match, from 0 (lost) to 1 (won):
    // what the searching players maximise, so that they play for the match, not for points.
    virtual double matchValue(const GameState& finished, int column) const;
    // matchValue of every column at once, into `values` (columns() of them): the tree searches
    // credit every seat each iteration, and a game may share the work between the columns.
    virtual void matchValues(const GameState& finished, std::span<double> values) const;
    // The part of matchValue that is this deal's points: how much `column` gained on the others,
    // in points, positive when good for it: its points less the others' mean, the other way round
    // where fewer points are better; a game whose winner is not the highest total weighs
    // standings only.
    virtual double dealGain(const DealScore& score, int column) const;
    // Whether a deal's points count against whoever takes them (Hearts): dealGain turns its sign
    // by it, and a hint's words follow it.
    virtual bool fewerPointsAreBetter() const { return false; }

    // Match level: the first dealer from the match's generator, and the end condition.
    virtual int firstDealer(std::uint64_t randomWord) const;
    // Who deals the deal after `rows` (the deals played so far) in a match first dealt by
    // `firstDealer`: the deal passes left each time, unless a game deals a thrown-in deal again
    // from the same seat (Euchre's redeal).
    virtual int dealerOf(int firstDealer, std::span<const ScoreRow> rows) const;
    virtual MatchStatus matchStatus(std::span<const ScoreRow> rows,
                                    std::span<const int> totals) const = 0;
    // Running totals per column after these rows: the plain sum, unless a game caps or resets
    // them (Whist drops points beyond game and starts each game of a rubber at 0-0).
    virtual std::vector<int> totals(std::span<const ScoreRow> rows) const;
    // Where each column stands on these totals if the match ended now: 0 is best, equal totals
    // share a rank and ranks are consecutive (1st, 1st, 2nd). By default the higher total is
    // better; Hearts ranks the lower first, Seconds the second-highest.
    virtual std::vector<int> standings(std::span<const int> totals) const;
    // Final places of a finished match: the winners of `status` first (they may have won
    // outright on fewer points, as in Put), then everyone else in the order of standings().
    std::vector<int> placings(std::span<const int> totals, const MatchStatus& status) const;

protected:
    virtual void deal(GameState& s, const DealSetup& setup) const = 0;
    // The checks every game shares: turn, phase, kind of action, cards in hand.
    Reason basicCheck(const GameState& s, const Action& a) const;
    // The distinct values of `totals`, highest first: what standings() ranks.
    static std::vector<int> distinctTotals(std::span<const int> totals);
    // Each column's rank when the distinct totals rank in the order `bestFirst`.
    // matchValue for a deal that does not end the match: where the totals `after` it rank
    // `column`, blended with dealGain.
    double standingValue(std::span<const int> after, const DealScore& score, int column) const;
    static std::vector<int> rankBy(std::span<const int> totals, const std::vector<int>& bestFirst);

private:
    int m_seats;
};

} // namespace fs
