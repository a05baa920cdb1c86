#pragma once
// A whole game: deals in sequence with the dealer passing left, a score row per deal, totals
// and the end condition of the rules. Keeps every deal's card order and every action, which is
// all a game record needs. Shared by the controller, the command line and the tests.

#include "core/playerview.h"
#include "core/rng.h"
#include "core/rules.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fs {

class Match {
public:
    // firstDealer < 0 lets the rules pick one from the seeded generator. Null rules or a first
    // dealer beyond the seats throw std::invalid_argument: that is a bug in the caller, and
    // records are checked before they get here (replayRecord).
    Match(std::shared_ptr<const Rules> rules, std::uint64_t seed, int firstDealer = -1);

    const Rules& rules() const { return *m_rules; }
    std::shared_ptr<const Rules> rulesPtr() const { return m_rules; }
    std::uint64_t seed() const { return m_seed; }
    int firstDealer() const { return m_firstDealer; }

    // Deals the next hand from the seeded shuffle, or from a given card order. An order that is
    // not the whole pack once (dealOrderProblem) deals nothing and returns false.
    // `events` receives the deal's opening events (see Rules::newDeal).
    void startDeal(EventList* events = nullptr);
    [[nodiscard]] bool startDeal(const std::vector<Card>& order, EventList* events = nullptr);
    bool dealInProgress() const { return m_state.has_value() && !m_state->finished(); }
    bool hasDeal() const { return m_state.has_value(); }
    const GameState& state() const { return *m_state; }
    PlayerView viewFor(int seat) const { return PlayerView(*m_state, seat); }

    // Checks and applies an action of the current deal. When the deal ends it is scored at once
    // (DealScored) and the match may end (MatchEnded). Returns why an illegal action was refused.
    Reason apply(const Action& a, EventList* events = nullptr);

    int dealsPlayed() const { return static_cast<int>(m_rows.size()); }
    int nextDealer() const;
    const std::vector<ScoreRow>& rows() const { return m_rows; }
    std::vector<int> totals() const;
    const MatchStatus& status() const { return m_status; }
    bool over() const { return m_status.over; }

    const std::vector<std::vector<Card>>& dealOrders() const { return m_orders; }
    const std::vector<Action>& actions() const { return m_actions; }

private:
    void scoreDeal(EventList* events);

    std::shared_ptr<const Rules> m_rules;
    std::uint64_t m_seed;
    Rng m_rng;
    int m_firstDealer;
    std::optional<GameState> m_state;
    std::vector<ScoreRow> m_rows;
    MatchStatus m_status;
    std::vector<std::vector<Card>> m_orders;
    std::vector<Action> m_actions;
};

// Fisher-Yates over the whole pack; order[0] is the first card dealt.
std::vector<Card> shuffledPack(const Pack& pack, Rng& rng);

// Why `order` cannot be dealt from `pack` ("has 0 cards; the pack has 52", "QS appears twice"),
// or an empty string when it lists every card of the pack exactly once.
std::string dealOrderProblem(const std::vector<Card>& order, const Pack& pack);

} // namespace fs
