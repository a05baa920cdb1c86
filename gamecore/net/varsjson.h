#pragma once
// A deal's per-game variables as a JSON object of named members, as the game describes them
// (Rules::describeVars, core/varsfields.h): {"passed": [["2C", "3C", "4C"], [], ...],
// "heartsBroken": true, "moonChoice": null}. Cards are written as records write them, enums by
// their names. This is the `vars` member of a seat's view (net/viewjson.h, docs/protocol.md); the
// state written is already masked for the seat, so what it names is what the seat may see.
//
// Reading is strict: the object must have exactly the game's members, each of its kind, every
// card in the pack, every number in its field's range and every list of its length; anything
// else is refused with the member's name and the reason, and the state is not to be used.

#include "core/gamestate.h"

#include <nlohmann/json.hpp>

#include <string>

namespace fs::net {

nlohmann::json varsToJson(const GameState& s);
// Sets the variables of `s` (a state of the game the variables belong to) from `j`; false with
// the reason in `error` ("vars.heartsBroken: expected true or false, got 1").
bool readVarsJson(const nlohmann::json& j, GameState& s, std::string& error);

} // namespace fs::net
