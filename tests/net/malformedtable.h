#pragma once
// The rest of the hostile suite's table (tests/net/malformedrows.h says what a row is): decisions
// at the seated person's turn, messages at the wrong time, texts that are not a message, and
// frames no WebSocket client sends; and the whole table.

#include "malformedrows.h"

namespace malformed {

// Decisions the seated person sends at their turn: the table refuses each with its reason and
// keeps the connection (docs/protocol.md, "Numbered actions").
inline void actRows(std::vector<Row>& rows)
{
    const auto act = [&rows](const std::string& what, const Json& number, const Json& action,
                             const std::string& expect) {
        rows.push_back({"act: " + what,
                        text(Json{{"type", "act"}, {"number", number}, {"action", action}}),
                        Sender::Seated, expect});
    };
    const Json notMine{{"play", "%NOTMINE%"}};
    act("a number already played", "@DONE", notMine, "refused:stale");
    act("the number after the next", "@AFTER", notMine, "refused:stale");
    act("the largest number", 16777216, notMine, "refused:stale");
    act("a card not in hand", "@NEXT", notMine, "refused:card not in hand");
    act("for another seat", "@NEXT", Json{{"seat", 0}, {"play", "%NOTMINE%"}},
        "refused:card not in hand");
    act("for a seat that does not exist", "@NEXT", Json{{"seat", 9}, {"play", "%NOTMINE%"}},
        "refused:card not in hand");
    act("for a seat that is not a number", "@NEXT", Json{{"seat", "x"}, {"play", "%NOTMINE%"}},
        "refused:card not in hand");
    act("a card that is none", "@NEXT", Json{{"play", "ZZ"}}, "refused:malformed");
    act("an empty card", "@NEXT", Json{{"play", ""}}, "refused:malformed");
    act("a card with a space", "@NEXT", Json{{"play", " %NOTMINE%"}}, "refused:malformed");
    act("a Spanish card at Hearts", "@NEXT", Json{{"play", "Ve"}}, "refused:malformed");
    act("a card as a number", "@NEXT", Json{{"play", 5}}, "refused:malformed");
    act("a card as a list", "@NEXT", Json{{"play", Json{"%NOTMINE%"}}}, "refused:malformed");
    act("a card that is null", "@NEXT", Json{{"play", nullptr}}, "refused:malformed");
    act("an empty action", "@NEXT", Json::object(), "refused:malformed");
    act("two decisions at once", "@NEXT", Json{{"play", "%NOTMINE%"}, {"bid", 3}},
        "refused:malformed");
    act("an unknown decision", "@NEXT", Json{{"wish", "%NOTMINE%"}}, "refused:malformed");
    act("a bid past 63", "@NEXT", Json{{"bid", 64}}, "refused:malformed");
    act("a negative bid", "@NEXT", Json{{"bid", -1}}, "refused:malformed");
    act("an unknown choice", "@NEXT", Json{{"choose", "win"}}, "refused:malformed");
    act("a pass that is not a list", "@NEXT", Json{{"pass", "2C"}}, "refused:malformed");
    act("a pass of 700 cards", "@NEXT", Json{{"pass", std::vector<std::string>(700, "2C")}},
        "refused:malformed");
    // Actions of another game's shape: well formed, refused by the rules of this one.
    const std::string otherKind = "refused:this kind of action is not expected now";
    act("a bid, as at Oh Hell", "@NEXT", Json{{"bid", 3}}, otherKind);
    act("a pass in the middle of play", "@NEXT", Json{{"pass", {"2C", "3C", "4C"}}}, otherKind);
    act("a discard, as at Piquet", "@NEXT", Json{{"discard", {"2C"}}}, otherKind);
    act("a choice nobody was offered", "@NEXT", Json{{"choose", "moon-add-others"}}, otherKind);
    rows.push_back(
        {"act: a card not in hand, said to be automatic",
         text(Json{{"type", "act"}, {"number", "@NEXT"}, {"action", notMine}, {"automatic", true}}),
         Sender::Seated, "refused:card not in hand"});
}

// Messages at the wrong time: before taking a seat, twice, from someone who is not the host.
inline void orderRows(std::vector<Row>& rows)
{
    for (const char* type : {"start", "act", "ready", "chat", "undo", "redo", "seat"})
        rows.push_back({std::string(type) + " before hello", text(validOf(type)), Sender::Stranger,
                        "fatal:hello-first"});
    rows.push_back({"ping before hello", text(validOf("ping")), Sender::Stranger, "kept"});
    Json again = validOf("hello");
    again["token"] = "%TOKEN%";
    rows.push_back(
        {"hello again with the seat's own token", text(again), Sender::Seated, "error:seated"});
    rows.push_back({"hello again", text(validOf("hello")), Sender::Seated, "error:seated"});
    rows.push_back({"create from a seat", text(validOf("create")), Sender::Seated, "error:seated"});
    rows.push_back({"start by a guest", text(validOf("start")), Sender::Seated, "error:not-host"});
    rows.push_back({"seat by a guest", text(validOf("seat")), Sender::Seated, "error:not-host"});
    rows.push_back({"undo at a table without undo", text(validOf("undo")), Sender::Seated,
                    "refused:undo-off"});
    rows.push_back({"redo with nothing taken back", text(validOf("redo")), Sender::Seated,
                    "refused:redo-none"});
    rows.push_back(
        {"ready in the middle of a deal", text(validOf("ready")), Sender::Seated, "kept"});
    rows.push_back({"start once the match has started", text(validOf("start")), Sender::Host,
                    "error:started"});
    const auto seat = [](int s, const char* to) {
        return text(Json{{"type", "seat"}, {"seat", s}, {"to", to}});
    };
    rows.push_back({"seat: the host's own", seat(0, "computer"), Sender::Host, "error:no-person"});
    rows.push_back({"seat: a computer's", seat(3, "computer"), Sender::Host, "error:no-person"});
    rows.push_back(
        {"seat: one the table does not have", seat(9, "remove"), Sender::Host, "error:no-person"});
    rows.push_back(
        {"seat: given back to the person who has it", seat(2, "person"), Sender::Host, "kept"});
}

// Texts that are not a message: other JSON values, broken JSON, nesting, sizes.
inline void documentRows(std::vector<Row>& rows)
{
    const auto add = [&rows](const std::string& name, const QByteArray& t,
                             const std::string& expect = "fatal:malformed") {
        rows.push_back({name, t, Sender::Stranger, expect});
    };
    add("a JSON array", "[]");
    add("an array of a message", R"([{"type":"ping"}])");
    add("a JSON string", R"("hello")");
    add("a number", "42");
    add("null", "null");
    add("true", "true");
    add("an empty object", "{}");
    add("type in capitals", R"({"type":"PING"})");
    add("an unknown type", R"({"type":"shutdown"})");
    add("an empty type", R"({"type":""})");
    add("an empty text", "");
    add("spaces only", "   ");
    add("an object not closed", R"({"type":"ping")");
    add("garbage after the object", R"({"type":"ping"} x)");
    add("two objects in one text", R"({"type":"ping"}{"type":"ping"})");
    // RFC 8259 lets a reader ignore a byte order mark, as nlohmann::json does.
    add("a byte order mark first", "\xef\xbb\xbf{\"type\":\"ping\"}", "kept");
    add("single quotes", "{'type':'ping'}");
    add("a trailing comma", R"({"type":"ping",})");
    add("a comment", R"({"type":"ping"} // hi)");
    add("NaN for a number", R"({"type":"act","number":NaN,"action":{"play":"2C"}})");
    add("Infinity for a number", R"({"type":"act","number":Infinity,"action":{"play":"2C"}})");
    add("a number beyond a double", R"({"type":"act","number":1e999,"action":{"play":"2C"}})");
    add("a NUL byte after the object", QByteArray(R"({"type":"ping"})") + '\0');
    add("a raw NUL in a string", QByteArray(R"({"type":"chat","text":"a)") + '\0' + R"(b"})");
    add("a raw line break in a string", "{\"type\":\"chat\",\"text\":\"a\nb\"}");
    add("a member given twice", R"({"type":"ping","type":"ping"})");
    add("the type given twice, differently", R"({"type":"ping","type":"start"})");
    add("a member given twice inside the action",
        R"({"type":"act","number":1,"action":{"play":"2C","play":"3C"}})");
    add("a member named by a NUL escape", R"({"type":"ping","\u0000":1})");
    add("a member name of 3000 characters",
        QByteArray(R"({"type":"ping",")") + QByteArray(3000, 'a') + R"(":1})");
    add("nested five deep", R"({"type":"ping","x":[[[[1]]]]})");
    add("nested two thousand deep", QByteArray(2000, '[') + QByteArray(2000, ']'));
    add("the type in escapes", R"({"type":"\u0070\u0069\u006e\u0067"})", "kept");
    add("4096 bytes", QByteArray(R"({"type":"ping"})").leftJustified(4096, ' '), "kept");
    add("4097 bytes", QByteArray(R"({"type":"ping"})").leftJustified(4097, ' '), "close:1009");
    // Cut while it is still being sent: its close frame may be lost with the rest.
    add("a megabyte", QByteArray(R"({"type":"ping"})").leftJustified(1 << 20, ' '), "cut");
}

// Frames no WebSocket client sends: the server closes the connection as RFC 6455 says.
inline void frameRows(std::vector<Row>& rows)
{
    const QByteArray ping = R"({"type":"ping"})";
    const auto add = [&rows](const std::string& name, const QByteArray& t, Frames f,
                             const std::string& expect) {
        rows.push_back({name, t, Sender::Stranger, expect, f});
    };
    add("a binary frame", ping, Frames::Binary, "fatal:binary");
    const auto hello = [](const QByteArray& name) {
        return R"({"type":"hello","protocol":2,"table":"%CODE%","name":")" + name + "\"}";
    };
    add("a name of bytes that are not UTF-8", hello("\xff\xfe"), Frames::Text, "close:1007");
    add("a name with an overlong NUL", hello("a\xc0\x80"), Frames::Text, "close:1007");
    add("a name with an encoded surrogate", hello("a\xed\xa0\x80"), Frames::Text, "close:1007");
    add("a name past U+10FFFF", hello("a\xf4\x90\x80\x80"), Frames::Text, "close:1007");
    add("a name of a five-byte sequence", hello("a\xf8\x88\x80\x80\x80"), Frames::Text,
        "close:1007");
    add("a text cut in a character", "{\"type\":\"ping\"}\xe2\x82", Frames::Text, "close:1007");
    add("a message in two fragments", ping, Frames::Split, "kept");
    add("fragments of 5000 bytes in all", ping.leftJustified(5000, ' '), Frames::Split,
        "close:1009");
    add("a continuation with nothing begun", ping, Frames::ContinuationFirst, "close:1002");
    add("a new message inside a fragmented one", ping, Frames::TextInsideFragment, "close:1002");
    // RFC 6455 asks a server to close it; Qt 6.4 reads it. Masking guards proxies against web
    // pages, and no web page may open a table (Admission refuses an Origin).
    add("a frame without a mask", ping, Frames::Unmasked, "kept");
    add("a frame with a reserved bit", ping, Frames::Reserved, "close:1002");
    add("a frame of a reserved opcode", ping, Frames::UnknownOpcode, "close:1002");
    add("a WebSocket ping", "are you there", Frames::PingControl, "kept");
    add("a WebSocket ping of 126 bytes", QByteArray(126, 'p'), Frames::LongControl, "close:1002");
    add("a frame that claims 2^63 bytes", ping, Frames::HugeClaim, "close:1009");
    add("a close frame", "", Frames::CloseFrame, "close:1000");
}

inline std::vector<Row> allRows()
{
    std::vector<Row> rows;
    shapeRows(rows);
    valueRows(rows);
    createRows(rows);
    actRows(rows);
    orderRows(rows);
    documentRows(rows);
    frameRows(rows);
    return rows;
}

} // namespace malformed
