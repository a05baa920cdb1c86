#pragma once
// Replays one deal of a match step by step, so the review can show it: the hands as dealt, then
// the table after every action (each pass, bid, choice, discard and card played), each with a
// line saying what happened. A finished deal is shown with every hand face up; the deal in
// progress only as the viewing seat (the person's) sees it, through the core's PlayerView and
// Rules::eventSeenBy, so no card that seat cannot see reaches the review.
//
// It keeps only what a record keeps (rules, first dealer, card orders, actions) and replays a
// fresh Match for each deal asked for, so it never shares state with a game in progress and
// works the same for a record read from a file and for the match just played.

#include "review/replaystep.h"

#include "core/match.h"
#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class GameFace;

class DealReplay {
    Q_DECLARE_TR_FUNCTIONS(DealReplay)

public:
    // Replays the record. A record the core refuses part way (an illegal action) keeps the
    // deals before the problem and says what it was in error().
    explicit DealReplay(const fs::GameRecord& record);
    // `names` names the seats (empty: the table's names); `personSeat` is the seat called "You".
    explicit DealReplay(const fs::Match& match, const QStringList& names = {}, int personSeat = 0);

    bool isValid() const { return m_rules != nullptr; }
    QString error() const { return m_error; }

    const fs::Rules& rules() const { return *m_rules; }
    std::shared_ptr<const fs::Rules> rulesPtr() const { return m_rules; }
    QString gameId() const;
    QStringList seatNames() const { return m_names; }
    int personSeat() const { return m_person; }
    // The seat whose eyes a deal in progress is shown with: the person's, else the first.
    int viewerSeat() const { return m_viewer; }

    // Deals with something to show: the finished ones, each with a score row, and a last one
    // in progress once it has an action (a deal just dealt has nothing to review yet).
    int dealCount() const { return m_dealCount; }
    int finishedDeals() const { return static_cast<int>(m_rows.size()); }
    bool isFinished(int deal) const { return deal >= 0 && deal < finishedDeals(); }
    int dealerOf(int deal) const;
    const std::vector<fs::ScoreRow>& rows() const { return m_rows; }
    // Match totals per score column after `deal` (after none when deal < 0).
    std::vector<int> totalsAfter(int deal) const;

    // The steps of `deal`: the first as dealt, then one per action of the deal, described with
    // the game's face's card names. Empty for a deal that does not exist.
    std::vector<ReplayStep> steps(int deal, const GameFace& face) const;

private:
    void take(const fs::Match& match);
    // Replays a match to its end: the deal to replay, with the actions taken so far (next).
    fs::Match replayUpTo(int deal, std::size_t& next) const;

    std::shared_ptr<const fs::Rules> m_rules;
    std::uint64_t m_seed = 0;
    int m_firstDealer = 0;
    std::vector<std::vector<fs::Card>> m_orders;
    std::vector<fs::Action> m_actions;
    std::vector<fs::ScoreRow> m_rows;
    QStringList m_names;
    int m_person = 0;
    int m_viewer = 0;
    QString m_error;
    int m_dealCount = 0;
};
