#pragma once
// The hostile suite's table of malformed messages (tests/net/tst_malformed.cpp), built from
// docs/protocol.md's list of what a client sends: every message type with each required member
// missing, an unknown member, each member of every wrong JSON type, numbers out of range, bad
// strings; then messages out of order, top-level values that are not messages, nesting and sizes,
// and frames no WebSocket client should send. Each row says who sends it and what the protocol
// promises in return:
//   fatal:CODE     an `error` with CODE and "fatal": true, then the connection is closed;
//   close:N        the WebSocket is closed with code N (RFC 6455: 1002 a protocol error, 1007
//                  text that is not UTF-8, 1009 a message over the size limit);
//   refused:REASON a `refused` with REASON (the core's reason name, or the protocol's), kept;
//   error:CODE     an `error` with CODE and "fatal": false, kept;
//   kept           nothing refused, and the connection answers a ping after it;
//   cut            the connection is closed with no answer (a message cut off as it is sent).
// A text may name what only the running table knows: %CODE% (its code), %KEY% (the server's
// creation key), %TOKEN% (the seated sender's own token), %BUILD% (this build), %NOTMINE% (a card
// the sender does not hold); "@NEXT", "@DONE" and "@AFTER" (quotes included) stand for the
// number of the next action, of the last one applied, and of the one after the next.

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace malformed {

using Json = nlohmann::json;

// Who sends a row: a connection that has not taken a seat, the seated person whose turn the match
// waits for, or the table's host (whose connection must stay: its rows are never fatal).
enum class Sender { Stranger, Seated, Host };

// How a row goes on the wire: one text frame, unless it tests the framing itself.
enum class Frames {
    Text,               // the text, in one text frame
    Binary,             // the text, in a binary frame
    Split,              // the text in two fragments (a text frame, then a continuation)
    ContinuationFirst,  // a continuation frame with nothing begun
    TextInsideFragment, // a new text frame before the fragmented one has ended
    Unmasked,           // a client frame without the mask RFC 6455 requires
    Reserved,           // a frame with a reserved bit set (no extension was agreed)
    UnknownOpcode,      // opcode 3, which RFC 6455 reserves
    PingControl,        // a WebSocket ping with the text as payload
    LongControl,        // a ping whose payload is over the 125 bytes a control frame may carry
    HugeClaim,          // a text frame whose header claims 2^63 - 1 bytes
    CloseFrame          // a close frame with code 1000
};

struct Row {
    std::string name;
    QByteArray text;
    Sender from = Sender::Stranger;
    std::string expect;
    Frames frames = Frames::Text;
};

inline QByteArray text(const Json& j)
{
    return QByteArray::fromStdString(j.dump());
}

// A message of each type as the protocol allows it, every optional member included; the table's
// own values stand in as placeholders.
inline Json validOf(const std::string& type)
{
    if (type == "hello")
        return {{"type", "hello"},
                {"protocol", 2},
                {"table", "%CODE%"},
                {"name", "Mallory"},
                {"build", "%BUILD%"}};
    if (type == "create")
        return {{"type", "create"},
                {"protocol", 2},
                {"build", "%BUILD%"},
                {"game", "hearts"},
                {"players", 4},
                {"options", Json::object()},
                {"seats", {"open", "easy", "easy", "easy"}},
                {"seat", 0},
                {"name", "Mallory"},
                {"hints", false},
                {"undo", false},
                {"graceSeconds", 30},
                {"turnSeconds", 0},
                {"dropLevel", "easy"},
                {"key", "%KEY%"}};
    if (type == "act")
        return {{"type", "act"},
                {"number", "@NEXT"},
                {"action", {{"play", "%NOTMINE%"}}},
                {"automatic", false}};
    if (type == "chat")
        return {{"type", "chat"}, {"text", "hello"}};
    if (type == "seat")
        return {{"type", "seat"}, {"seat", 1}, {"to", "computer"}};
    return {{"type", type}};
}

// The messages a person sends from a seat; the others are sent before taking one.
inline Sender senderOf(const std::string& type)
{
    return type == "hello" || type == "create" ? Sender::Stranger : Sender::Seated;
}

inline QByteArray withMember(const std::string& type, const std::string& member, const Json& v)
{
    Json j = validOf(type);
    j[member] = v;
    return text(j);
}

// The members of each type and the JSON type each must have.
struct Member {
    const char* type;
    const char* name;
    Json::value_t kind;
    bool required;
};

inline std::vector<Member> members()
{
    using K = Json::value_t;
    return {{"hello", "protocol", K::number_integer, true},
            {"hello", "table", K::string, true},
            {"hello", "name", K::string, true},
            {"hello", "token", K::string, false},
            {"hello", "build", K::string, false},
            {"create", "protocol", K::number_integer, true},
            {"create", "game", K::string, true},
            {"create", "players", K::number_integer, true},
            {"create", "options", K::object, false},
            {"create", "seats", K::array, true},
            {"create", "seat", K::number_integer, true},
            {"create", "name", K::string, true},
            {"create", "hints", K::boolean, false},
            {"create", "undo", K::boolean, false},
            {"create", "graceSeconds", K::number_integer, false},
            {"create", "turnSeconds", K::number_integer, false},
            {"create", "dropLevel", K::string, false},
            {"create", "key", K::string, false},
            {"create", "build", K::string, false},
            {"act", "number", K::number_integer, true},
            {"act", "action", K::object, true},
            {"act", "automatic", K::boolean, false},
            {"chat", "text", K::string, true},
            {"seat", "seat", K::number_integer, true},
            {"seat", "to", K::string, true}};
}

inline const std::vector<std::string>& types()
{
    static const std::vector<std::string> all{"hello", "create", "start", "act",  "ready",
                                              "chat",  "ping",   "undo",  "redo", "seat"};
    return all;
}

// Each required member missing, an unknown member in each type, each member of each wrong JSON
// type: all malformed, whoever sends them.
inline void shapeRows(std::vector<Row>& rows)
{
    const std::vector<std::pair<const char*, Json>> wrong{{"null", nullptr},
                                                          {"true", true},
                                                          {"a whole number", 7},
                                                          {"a float", 1.5},
                                                          {"a string", "x"},
                                                          {"an array", Json::array({1})},
                                                          {"an object", Json{{"a", 1}}}};
    for (const Member& m : members()) {
        if (m.required) {
            Json j = validOf(m.type);
            j.erase(m.name);
            rows.push_back({std::string(m.type) + ": no " + m.name, text(j), senderOf(m.type),
                            "fatal:malformed"});
        }
        for (const auto& [what, value] : wrong) {
            const bool same = value.type() == m.kind || (m.kind == Json::value_t::number_integer &&
                                                         value.is_number_integer());
            if (!same)
                rows.push_back({std::string(m.type) + ": " + m.name + " is " + what,
                                withMember(m.type, m.name, value), senderOf(m.type),
                                "fatal:malformed"});
        }
    }
    for (const std::string& type : types())
        rows.push_back({type + ": an unknown member", withMember(type, "admin", true),
                        senderOf(type), "fatal:malformed"});
    rows.push_back({"type is a number", R"({"type":7})", Sender::Stranger, "fatal:malformed"});
    rows.push_back({"type is null", R"({"type":null})", Sender::Stranger, "fatal:malformed"});
}

// Numbers out of range, and strings empty, too long, or with what a name or chat line may not hold.
inline void valueRows(std::vector<Row>& rows)
{
    const std::vector<std::pair<const char*, Json>> numbers{
        {"-1", -1},
        {"2^31", 2147483648LL},
        {"2^63", 9223372036854775808ULL},
        {"1e308", 1e308},
        {"2.0, a float where a whole number is due", 2.0}};
    for (const Member& m : members())
        if (m.kind == Json::value_t::number_integer)
            for (const auto& [what, value] : numbers)
                rows.push_back({std::string(m.type) + ": " + m.name + " " + what,
                                withMember(m.type, m.name, value), senderOf(m.type),
                                "fatal:malformed"});
    const auto add = [&rows](const char* type, const char* member, const Json& v,
                             const std::string& what, const std::string& expect) {
        rows.push_back({std::string(type) + ": " + member + " " + what, withMember(type, member, v),
                        senderOf(type), expect});
    };
    add("hello", "protocol", 1, "1, an older protocol", "fatal:protocol");
    add("hello", "protocol", 3, "3, a newer protocol", "fatal:protocol");
    add("hello", "protocol", 1048577, "past 2^20", "fatal:malformed");
    add("create", "protocol", 1, "1, an older protocol", "fatal:protocol");
    add("create", "players", 1, "1", "fatal:malformed");
    add("create", "players", 11, "11, past the most seats", "fatal:malformed");
    add("create", "seat", 4, "4 of 4 seats", "fatal:malformed");
    add("create", "graceSeconds", 601, "601", "fatal:malformed");
    add("create", "turnSeconds", 3601, "3601", "fatal:malformed");
    add("act", "number", 0, "0", "fatal:malformed");
    add("act", "number", 16777217, "past 2^24", "fatal:malformed");
    add("seat", "seat", 10, "10, past the most seats", "fatal:malformed");

    // What a name and a chat line may not be (net/clientmessage.h, textProblem).
    const std::vector<std::pair<const char*, std::string>> texts{
        {"empty", ""},
        {"blank", "   "},
        {"with a line break", "a\nb"},
        {"with a tab", "a\tb"},
        {"with a NUL escape", std::string("a\0b", 3)},
        {"with a right-to-left override", "\u202eevil"},
        {"with a right-to-left isolate", "\u2067evil"},
        {"with a C1 control", "a\u0085b"},
        {"with DEL", "a\x7f"}};
    for (const auto& [what, value] : texts) {
        add("hello", "name", value, what, "fatal:malformed");
        add("chat", "text", value, what, "fatal:malformed");
    }
    add("hello", "name", std::string(25, 'a'), "of 25 characters", "fatal:malformed");
    add("create", "name", std::string(25, 'a'), "of 25 characters", "fatal:malformed");
    add("create", "name", "\u202eevil", "with a right-to-left override", "fatal:malformed");
    add("chat", "text", std::string(201, 'a'), "of 201 characters", "fatal:malformed");
    add("chat", "text", std::string(801, 'a'), "of 801 bytes", "fatal:malformed");
    // A lone surrogate cannot be held by a JSON value here: written by hand.
    rows.push_back({"hello: name a lone surrogate escape",
                    R"({"type":"hello","protocol":2,"table":"%CODE%","name":"\ud800"})",
                    Sender::Stranger, "fatal:malformed"});
    rows.push_back({"chat: text a lone surrogate escape", R"({"type":"chat","text":"a\udfffb"})",
                    Sender::Seated, "fatal:malformed"});

    add("hello", "table", "", "empty", "fatal:no-table");
    add("hello", "table", "0000-0000-00", "of no table", "fatal:no-table");
    add("hello", "table", std::string(65, 'A'), "of 65 characters", "fatal:malformed");
    add("hello", "table", "\u202e%CODE%", "with a right-to-left override", "fatal:no-table");
    // The table's own code as a person may type it: found, and full (its match has started).
    add("hello", "table", "%LOWCODE%", "in lower case without dashes", "fatal:table-full");
    add("hello", "token", "0123456789abcdef0123456789abcdef", "forged", "fatal:no-seat");
    add("hello", "token", std::string(65, 'a'), "of 65 characters", "fatal:malformed");
    add("hello", "token", "", "empty, as if none", "fatal:table-full");
    add("hello", "build", "0123456789abcdef", "of another build", "fatal:protocol");
    add("hello", "build", std::string(65, 'a'), "of 65 characters", "fatal:malformed");
    add("create", "game", "", "empty", "fatal:malformed");
    add("create", "game", "chess", "of no game", "fatal:malformed");
    add("create", "game", "HEARTS", "in capitals", "fatal:malformed");
    add("create", "game", std::string(33, 'h'), "of 33 characters", "fatal:malformed");
    add("create", "dropLevel", "expert", "expert", "fatal:malformed");
    add("create", "key", std::string(65, 'k'), "of 65 characters", "fatal:malformed");
    add("create", "build", "0123456789abcdef", "of another build", "fatal:protocol");
    add("seat", "to", "nobody", "nobody", "fatal:malformed");
    add("seat", "to", "", "empty", "fatal:malformed");
    add("seat", "to", std::string(17, 'c'), "of 17 characters", "fatal:malformed");
}

// A table that needs its key, and the seats and options of a create.
inline void createRows(std::vector<Row>& rows)
{
    const auto add = [&rows](const char* member, const Json& v, const std::string& what,
                             const std::string& expect) {
        rows.push_back({std::string("create: ") + member + " " + what,
                        withMember("create", member, v), Sender::Stranger, expect});
    };
    Json keyless = validOf("create");
    keyless.erase("key");
    rows.push_back({"create: no key, where the server has one", text(keyless), Sender::Stranger,
                    "fatal:create-key"});
    add("key", "not the key", "that is wrong", "fatal:create-key");
    add("key", "", "empty", "fatal:create-key");
    add("key", "%UPPERKEY%", "in other case", "fatal:create-key");
    add("seats", Json{"open", "easy", "easy"}, "one too few", "fatal:malformed");
    add("seats", Json{"open", "easy", "easy", "easy", "easy"}, "one too many", "fatal:malformed");
    add("seats", Json{"open", "computer", "easy", "easy"}, "with a computer named",
        "fatal:malformed");
    add("seats", Json{"easy", "easy", "easy", "easy"}, "with none open for the creator",
        "fatal:malformed");
    add("seats", Json{Json{"open"}, "easy", "easy", "easy"}, "with a list in a list",
        "fatal:malformed");
    add("seats", Json(std::vector<int>(1900, 1)), "of 1900 numbers", "fatal:malformed");
    Json many = Json::object();
    for (int i = 0; i < 17; ++i)
        many["o" + std::to_string(i)] = "1";
    add("options", many, "of 17 members", "fatal:malformed");
    add("options", Json{{"passing", 2147483648LL}}, "with a value of 2^31", "fatal:malformed");
    add("options", Json{{"passing", -2147483649LL}}, "with a value under -2^31", "fatal:bad-setup");
    add("options", Json{{"passing", Json{{"a", 1}}}}, "with an object value", "fatal:malformed");
    add("options", Json{{"passing", nullptr}}, "with a null value", "fatal:malformed");
    add("options", Json{{"passing", 1.5}}, "with a float value", "fatal:malformed");
    add("options", Json{{"passing", std::string(33, 't')}}, "with a 33-character value",
        "fatal:malformed");
    // Well formed, with the key: the registry refuses the game, and no table is made.
    Json seven = validOf("create");
    seven["players"] = 7;
    seven["seats"] = {"open", "easy", "easy", "easy", "easy", "easy", "easy"};
    rows.push_back({"create: players 7, more than Hearts seats", text(seven), Sender::Stranger,
                    "fatal:bad-setup"});
    add("options", Json{{"nonsense", "1"}}, "with an option Hearts does not have",
        "fatal:bad-setup");
    add("options", Json{{"passing", "sideways"}}, "with a value the option does not take",
        "fatal:bad-setup");
}

} // namespace malformed
