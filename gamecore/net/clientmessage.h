#pragma once
// What a client may say to a table server (docs/protocol.md), read from untrusted text. Every
// message is checked here for shape, sizes and values before any table sees it; what depends on
// the table (is this card in the pack, is it this seat's turn) is checked there, by the core.
// Nothing here throws, whatever the bytes.

#include "ai/levels.h"
#include "core/action.h"
#include "registry/options.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fs::net {

inline constexpr int ProtocolVersion = 2;
// The longest time for one decision a table may set.
inline constexpr int MaxTurnSeconds = 3600;
// The largest message a client may send; the longest real one (a create with every option) is
// well under 2 KiB.
inline constexpr std::size_t MaxClientMessageBytes = 4096;
inline constexpr int MaxNameChars = 24;
inline constexpr int MaxChatChars = 200;
inline constexpr int MaxGraceSeconds = 600;

enum class ClientKind : std::uint8_t {
    Hello,
    Create,
    Start,
    Act,
    Chat,
    Ready,
    Ping,
    Undo,
    Redo,
    Seat
};

// What the host makes of a seat (a `seat` message).
enum class SeatChange : std::uint8_t { Computer, Person, Remove };

// One seat of a table being created: open to a person, or played by the computer.
struct SeatPlan {
    bool open = false;
    Level level = Level::Medium;
};

struct ClientMessage {
    ClientKind kind = ClientKind::Ping;
    // hello and create: the client's build (net/builddigest.h), which must be the server's.
    std::string build;
    // hello: join table `table` as `name`; with `token`, take back the seat it names.
    std::string table;
    std::string token;
    std::string name;
    // create: the game, its options and who plays each seat; the creator takes `seat`.
    std::string game;
    int players = 0;
    Options options;
    std::vector<SeatPlan> seats;
    int seat = -1;
    bool hints = false;
    bool undo = false;
    int graceSeconds = 30;
    int turnSeconds = -1; // the time for each decision; 0 for none, -1 for the server's own
    Level dropLevel = Level::Medium;
    std::string key; // the server's creation key, where it asks for one
    // act: the action and its number in the match (1 for the first action); `automatic` when
    // the client played it on its own, as the only legal one (an undo passes over it).
    std::int64_t number = 0;
    nlohmann::json action; // read against the table's pack by readActionJson
    bool automatic = false;
    // chat
    std::string text;
    // seat (the host's): the seat and what it becomes
    int target = -1;
    SeatChange change = SeatChange::Computer;
};

struct ReadMessage {
    std::optional<ClientMessage> message;
    std::string error;          // why the text is not a message, when `message` is empty
    bool wrongProtocol = false; // a hello or create of another protocol version
};

ReadMessage readClientMessage(std::string_view text);

// A name or chat line a person may send: valid UTF-8, no control characters, at most `maxChars`
// characters, not blank. Returns the reason when it is not.
std::string textProblem(std::string_view text, int maxChars);

} // namespace fs::net
