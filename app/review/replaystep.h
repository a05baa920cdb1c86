#pragma once
// One moment of a deal as the review shows it: the hands (every one face up once the deal is
// over; of a deal in progress only what the viewing seat may see), the cards on the table and
// what just happened. Plain values, so the replay that computes them needs no widget and a test
// can check them card by card.

#include "core/cardset.h"
#include "core/gamestate.h"
#include "core/playerview.h"

#include <QString>

#include <optional>
#include <vector>

struct ReplayPlay {
    int seat = -1;
    fs::Card card;
};

struct ReplayStep {
    int actionIndex = -1; // the action of the deal that led here (0-based); -1: as dealt
    int actor = -1;       // the seat that acted; -1 for the deal itself
    fs::Phase phase = fs::Phase::Finished;
    int toAct = -1; // whose turn it is next; -1 when the deal is over

    // Whether every hand is shown (a finished deal). Otherwise `hands` holds the viewing seat's
    // cards only, and what it may not see is in none of these sets: others' hands, their passes
    // and discards, the stock. `handSizes` are public either way.
    bool handsOpen = true;
    std::vector<fs::CardSet> hands;
    std::vector<int> handSizes;
    // Cards a seat passed that its receiver has not picked up yet (Hearts delivers every pass at
    // once), and cards it laid aside face down (Aluette's and Put's discards).
    std::vector<fs::CardSet> passing;
    std::vector<fs::CardSet> discarded;
    fs::CardSet stock;  // cards still in the stock (German Whist, Aluette's stack), when open
    int stockCount = 0; // how many, which is public
    fs::CardSet played; // every card played to a trick so far, the table's included

    // The trick on the table in playing order. When this step completed it, the full trick is
    // still shown with `trickClosed` set, so a reviewer sees all of it and who took it.
    std::vector<ReplayPlay> trick;
    bool trickClosed = false;
    int trickNumber = 0;      // 1-based number of the trick shown, or of the next one to lead
    int lastTrickWinner = -1; // who took the latest completed trick; -1: none yet, or spoiled
    std::vector<int> tricksWon;
    std::vector<int> bids; // per seat, -1 while a seat has not bid (or the game has no bids)

    int trump = -1;       // suit index, -1 for none (yet)
    int trumpBy = -1;     // the seat whose card fixed trumps (Arm's Length), -1 for the deal
    fs::Card turnUp;      // a card face up beside the stock or for trumps
    fs::CardSet lastMove; // the cards the latest action moved, for a highlight
    QString description;  // one line: "West leads the 4♣; North takes the trick"
    // The viewing seat's view of the state here: what the game's own words (GameFace) read.
    std::optional<fs::PlayerView> view;
};
