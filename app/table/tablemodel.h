#pragma once
// What the table shows, which trails the controller while animations run. Each event the
// controller reports changes it a little as its animation starts; at the end of every batch it
// is set again from the observing seat's PlayerView, so it can never drift from the core. It
// holds only what that seat may know: its own hand, counts of the others, public cards. The
// review fills the same model from a replayed deal (with every hand open once the deal is over),
// and TableStage draws either.

#include "core/playerview.h"
#include "face/tablepile.h"

class GameFace;
struct SeatWords;

#include <QList>
#include <QStringList>

#include <array>
#include <vector>

struct TableModel {
    static constexpr int MaxSeats = 10;

    int seats = 4;
    int person = 0;
    int dealIndex = -1;
    int dealer = -1;
    int dealt = 0; // cards each seat held after the deal, for plates that stay put
    fs::CardSet hand;
    fs::CardSet received; // cards passed to the person, marked until the person acts
    std::array<int, MaxSeats> handSizes{};
    std::array<int, MaxSeats> tricks{};
    std::array<int, MaxSeats> bids{};        // -1: no bid known
    std::array<bool, MaxSeats> hasBid{};     // a bid was made, maybe still secret
    std::array<int, MaxSeats> pointsTaken{}; // -1 where the game has no running points
    fs::Trick trick;
    int tricksDone = 0;
    int stock = 0;
    fs::Card stockTop; // a face-up card on the stock (German Whist)
    fs::Card turnUp;   // a card turned for trumps and still lying there
    int trump = -1;
    int trumpBy = -1; // the seat that fixed trumps, -1 for the deal itself
    int discards = 0;
    int aside = 0; // tricks that went to nobody
    std::vector<int> totals;

    // Other seats' cards shown face up: a finished deal in the review, never the live table.
    std::array<fs::CardSet, MaxSeats> openHands{};
    int turnSeat = -1;         // whose turn it is, for the plate's rim
    int trickWinner = -1;      // a complete trick on the table: whose card took it (-1: none)
    bool trickSpoiled = false; // the complete trick on the table went to nobody
    // Words of the game (its GameFace): under each plate, in the table's corner, and its piles.
    std::array<QStringList, MaxSeats> notes{};
    QStringList facts;
    QStringList spokenFacts; // said on demand, not drawn (GameFace::spokenFacts)
    QList<TablePile> piles;

    void startMatch(int seatCount, int personSeat, int columns);
    void startDeal(int index, int dealerSeat);
    // Sets everything the view knows, the totals of the match after it and the game's words
    // about it (its face's notes, facts and piles) included; returns the cards that came into
    // the hand meanwhile. The one way the table and the review fill the model.
    fs::CardSet syncFrom(const fs::PlayerView& view, const std::vector<int>& totalsNow,
                         const GameFace& face, const SeatWords& words);
    int handCount(int seat) const
    {
        return seat == person ? hand.size() : handSizes[static_cast<std::size_t>(seat)];
    }
};
