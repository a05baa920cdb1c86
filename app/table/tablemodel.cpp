#include "table/tablemodel.h"

#include "face/gameface.h"
#include "face/seatwords.h"

#include "core/rules.h"

#include <algorithm>

void TableModel::startMatch(int seatCount, int personSeat, int columns)
{
    *this = TableModel{};
    seats = std::clamp(seatCount, 1, MaxSeats);
    person = personSeat;
    totals.assign(static_cast<std::size_t>(std::max(columns, 0)), 0);
}

void TableModel::startDeal(int index, int dealerSeat)
{
    const std::vector<int> keep = totals;
    const int s = seats;
    const int p = person;
    *this = TableModel{};
    seats = s;
    person = p;
    totals = keep;
    dealIndex = index;
    dealer = dealerSeat;
    bids.fill(-1);
    pointsTaken.fill(-1);
}

fs::CardSet TableModel::syncFrom(const fs::PlayerView& view, const std::vector<int>& totalsNow,
                                 const GameFace& face, const SeatWords& words)
{
    totals = totalsNow;
    const fs::GameState& s = view.state();
    const fs::CardSet before = hand;
    hand = view.hand();
    received &= hand;
    trick = s.trick;
    tricksDone = s.tricksDone;
    int won = 0;
    int played = 0;
    for (int seat = 0; seat < seats && seat < s.seats(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        handSizes[i] = view.handSize(seat);
        tricks[i] = s.tricksOf(seat);
        won += tricks[i];
        if (s.bids[i] >= 0) {
            bids[i] = s.bids[i];
            hasBid[i] = true;
        }
        pointsTaken[i] = s.rules().pointsTakenSoFar(s, seat);
    }
    for (int i = 0; i < s.playedCount; ++i)
        played += s.playedBy[static_cast<std::size_t>(i)] == person;
    // What was dealt, as first seen: later draws from a stock do not make the deal larger.
    if (dealt == 0)
        dealt = hand.size() + played;
    aside = std::max(0, tricksDone - won);
    stock = s.stockSize;
    // A card on top of the stock is public when the core leaves it in the view as turnUp.
    stockTop = s.stockSize > 0 ? s.turnUp : fs::Card();
    turnUp = s.stockSize > 0 ? fs::Card() : s.turnUp;
    trump = s.trump;
    for (int seat = 0; seat < seats; ++seat)
        notes[static_cast<std::size_t>(seat)] = face.seatNotes(view, seat, words);
    facts = face.tableFacts(view, words);
    spokenFacts = face.spokenFacts(view, words);
    piles = face.extraPiles(view);
    return hand - before;
}
