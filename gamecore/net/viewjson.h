#pragma once
// A seat's view and the events it saw, as JSON: the vocabulary of the network protocol
// (docs/protocol.md), the way a game record is the vocabulary of a finished match. Writing takes
// only what the core already masked for the seat (PlayerView, Rules::eventSeenBy), so what leaves
// the host is by construction what the seat may see. Cards are written as records write them, and
// the game's own variables by the names the game gives them (net/varsjson.h).
//
// Reading trusts nothing: every count, seat and card is checked against the rules, and a view
// that no state of the game could hold is refused with the reason.

#include "core/event.h"
#include "core/playerview.h"
#include "core/rules.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace fs::net {

// The whole view; with `members` (net/viewchanges.h), only those.
nlohmann::json viewToJson(const PlayerView& view, std::uint32_t members = 0xffffffffu);
// The members of `now` that differ from `before`, a view of the same seat this connection was
// sent: "played" that only grew is {"keep": <entries kept>, "append": [<new entries>]}.
nlohmann::json viewChangesToJson(const PlayerView& now, const PlayerView& before);
std::optional<PlayerView> viewFromJson(const nlohmann::json& j, const Rules& rules,
                                       std::string& error);

// An event as `seat` saw it (the caller passes Rules::eventSeenBy's answer).
nlohmann::json eventToJson(const Event& e, const Pack& pack);
std::optional<Event> eventFromJson(const nlohmann::json& j, const Pack& pack, int seats,
                                   std::string& error);

std::string_view eventKindName(EventKind kind);
// "play", "pass", "discard", "bid", "choose", as records name them too.
std::string_view actionKindName(ActionKind kind);
std::optional<ActionKind> actionKindNamed(std::string_view name);
std::string_view phaseName(Phase phase);

} // namespace fs::net
