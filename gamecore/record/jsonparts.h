#pragma once
// The pieces of the record reader that other JSON the project reads shares with it: the network
// protocol (net/) writes cards and actions exactly as records do, and reads untrusted text with
// the same care (a member given twice, deep nesting and oversized text are refused, nothing
// throws).

#include "core/action.h"
#include "core/pack.h"
#include "core/vocabulary.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace fs {

// The document in `text`, or nullopt with the reason in `error` ("not valid JSON: ...",
// "type: the member \"type\" appears twice").
std::optional<nlohmann::json> parseJsonSafely(std::string_view text, std::size_t maxBytes,
                                              int maxNesting, std::string& error);

// An action as actionJson writes it ({"seat": 2, "play": "QH"}) for a game of `players` seats.
std::optional<Action> readActionJson(const nlohmann::json& j, const Pack& pack,
                                     const Vocabulary& words, int players, std::string& error);

// A card as records write it ("QS").
std::optional<Card> readCardJson(const nlohmann::json& j, const Pack& pack, std::string& error);

// What a JSON value is, for messages: "a string", "the number 3", "a list".
std::string describeJson(const nlohmann::json& j);

} // namespace fs
