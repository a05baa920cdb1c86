#pragma once
// What a finished deal leaves on a player's score sheet besides the points, in the games that
// have it: the hand size, who was High in Arm's Length, how Seconds paired the players, Whist's
// odd tricks and honours, who conceded at Put. Plain values filled by Rules::dealFacts when the
// deal is scored; a game leaves what it does not have at "none" (-1 for a seat, 0 for a count).
// No text: the app words it.

#include "core/limits.h"

#include <array>

namespace fs {

inline constexpr std::array<int, MaxSeats> NoSeats = [] {
    std::array<int, MaxSeats> seats{};
    seats.fill(-1);
    return seats;
}();

struct DealFacts {
    int handSize = 0;     // cards dealt to each player
    bool bidding = false; // the players bid for tricks (ScoreRow::bids holds the bids)

    // Per side (score columns 0 and 1) in partnership games.
    std::array<int, 2> highSeat{-1, -1};   // Arm's Length: the side's High player
    std::array<int, 2> lowSeat{-1, -1};    // Arm's Length: the side's Low player
    std::array<int, 2> activeSeat{-1, -1}; // four-handed Put: the partner who played
    std::array<int, 2> oddTricks{0, 0};    // Whist: tricks above the book of six
    std::array<int, 2> honours{0, 0};      // Whist: points entered for honours

    // Per seat.
    std::array<int, MaxSeats> partner = NoSeats; // Seconds: whose tricks multiply each seat's
    std::array<int, MaxSeats> laterTricks{};     // German Whist: tricks of the second phase

    int arrangement = -1;    // Seconds: the deal's SecondsDeal
    int queenOfSpades = -1;  // Hearts: who took the Queen of Spades
    int dealWinner = -1;     // Put, Aluette: who won the deal on tricks (-1: void or conceded)
    int conceded = -1;       // Put: who threw in, or the last to fold to a put
    int putter = -1;         // Put: who put
    bool putSeen = false;    // Put: the put was seen, so the deal was played for the game
    bool stackDealt = false; // Aluette: all four accepted the chant and the singers drew
    int announcer = -1;      // Aluette: who announced Mordienne
    bool extraDeal = false;  // Aluette: a deal beyond the five, played because sides were level
};

} // namespace fs
