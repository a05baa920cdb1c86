#pragma once
// What changed between two views of one seat, member by member of the view's JSON
// (net/viewjson.h; docs/protocol.md, "A seat's view and events"): a table host sends a
// connection the whole view once and then only the members that changed, which after a card
// played are a handful of the two dozen. The comparison reads the states, so that a member
// that did not change is neither built nor written.

#include "core/playerview.h"

#include <cstdint>

namespace fs::net {

// The view's members, as bits (the JSON names are viewjson.cpp's).
enum ViewMember : std::uint32_t {
    MemberSeat = 1u << 0, // "seat" and "seats"
    MemberDealIndex = 1u << 1,
    MemberDealer = 1u << 2,
    MemberPhase = 1u << 3,
    MemberToAct = 1u << 4,
    MemberTrump = 1u << 5,
    MemberTurnUp = 1u << 6,
    MemberHands = 1u << 7,
    MemberHandSizes = 1u << 8,
    MemberWon = 1u << 9,
    MemberTricksWon = 1u << 10,
    MemberBids = 1u << 11,
    MemberTotalsAtStart = 1u << 12,
    MemberTrick = 1u << 13, // "trickLeader" and "trick"
    MemberTricksDone = 1u << 14,
    MemberPlayed = 1u << 15,
    MemberTrickHistory = 1u << 16, // "trickStarts" and "trickWinners"
    MemberStock = 1u << 17,
    MemberPiles = 1u << 18,
    MemberVars = 1u << 19,
    AllMembers = (1u << 20) - 1,
};

// The members whose JSON would differ between `before` and `now` (views of one seat).
std::uint32_t changedMembers(const PlayerView& now, const PlayerView& before);

// Whether `now`'s cards played extend `before`'s (the same deal, cards added): the change is
// then the new cards only.
bool playedExtends(const PlayerView& now, const PlayerView& before);

} // namespace fs::net
