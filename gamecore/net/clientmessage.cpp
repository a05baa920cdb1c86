// Reading a client's message (net/clientmessage.h, docs/protocol.md).

#include "net/clientmessage.h"

#include "record/jsonparts.h"
#include "registry/gameregistry.h"

#include <set>

namespace fs::net {
namespace {

using Json = nlohmann::json;

// A client message nests no deeper than create's seats list.
constexpr int MaxNesting = 4;

class Reader {
public:
    explicit Reader(const Json& doc) : m_doc(doc) {}
    std::string error;

    bool fail(const std::string& what)
    {
        if (error.empty())
            error = what;
        return false;
    }

    // Refuses members the message type does not have, so a typo is not silently ignored.
    bool only(std::initializer_list<std::string_view> names)
    {
        for (const auto& [key, value] : m_doc.items()) {
            (void)value;
            bool known = key == "type";
            for (std::string_view n : names)
                known = known || key == n;
            if (!known)
                return fail("unknown member \"" + key.substr(0, 32) + "\"");
        }
        return true;
    }

    bool text(const char* name, std::string& out, bool required, std::size_t most = 256)
    {
        const auto it = m_doc.find(name);
        if (it == m_doc.end())
            return required ? fail(std::string(name) + ": missing") : true;
        if (!it->is_string())
            return fail(std::string(name) + ": expected a string, got " + describeJson(*it));
        if (it->get_ref<const std::string&>().size() > most)
            return fail(std::string(name) + ": too long");
        out = it->get<std::string>();
        return true;
    }

    bool integer(const char* name, std::int64_t low, std::int64_t high, std::int64_t& out,
                 bool required)
    {
        const auto it = m_doc.find(name);
        if (it == m_doc.end())
            return required ? fail(std::string(name) + ": missing") : true;
        if (!it->is_number_integer() ||
            (it->is_number_unsigned() && it->get<std::uint64_t>() > 1u << 30))
            return fail(std::string(name) + ": expected a whole number, got " + describeJson(*it));
        const auto v = it->get<std::int64_t>();
        if (v < low || v > high)
            return fail(std::string(name) + ": expected " + std::to_string(low) + " to " +
                        std::to_string(high));
        out = v;
        return true;
    }

    bool flag(const char* name, bool& out)
    {
        const auto it = m_doc.find(name);
        if (it == m_doc.end())
            return true;
        if (!it->is_boolean())
            return fail(std::string(name) + ": expected true or false");
        out = it->get<bool>();
        return true;
    }

    bool level(const Json& j, const std::string& where, Level& out)
    {
        const auto l = j.is_string() ? parseLevel(j.get<std::string>()) : std::nullopt;
        if (!l)
            return fail(where + ": expected \"easy\", \"medium\" or \"hard\"");
        out = *l;
        return true;
    }

    const Json& doc() const { return m_doc; }

private:
    const Json& m_doc;
};

// A hello or create must speak this server's protocol.
bool sameProtocol(Reader& r)
{
    std::int64_t version = 0;
    if (!r.integer("protocol", 0, 1 << 20, version, true))
        return false;
    if (version != ProtocolVersion)
        return r.fail("this server speaks protocol " + std::to_string(ProtocolVersion) +
                      ", the client " + std::to_string(version));
    return true;
}

bool readHello(Reader& r, ClientMessage& m)
{
    if (!r.only({"protocol", "build", "table", "token", "name"}) || !sameProtocol(r))
        return false;
    if (!r.text("table", m.table, true, 64) || !r.text("token", m.token, false, 64) ||
        !r.text("name", m.name, true, 256) || !r.text("build", m.build, false, 64))
        return false;
    if (const std::string p = textProblem(m.name, MaxNameChars); !p.empty())
        return r.fail("name: " + p);
    return true;
}

// The host's change of a seat: {"seat": 2, "to": "computer" | "person" | "remove"}.
bool readSeatChange(Reader& r, ClientMessage& m)
{
    std::int64_t seat = 0;
    std::string to;
    if (!r.only({"seat", "to"}) || !r.integer("seat", 0, MaxSeats - 1, seat, true) ||
        !r.text("to", to, true, 16))
        return false;
    m.target = static_cast<int>(seat);
    if (to == "computer")
        m.change = SeatChange::Computer;
    else if (to == "person")
        m.change = SeatChange::Person;
    else if (to == "remove")
        m.change = SeatChange::Remove;
    else
        return r.fail("to: expected computer, person or remove");
    return true;
}

bool readCreate(Reader& r, ClientMessage& m)
{
    std::int64_t version = 0, players = 0, seat = 0, grace = m.graceSeconds;
    std::int64_t turn = m.turnSeconds;
    if (!r.only({"protocol", "game", "players", "options", "seats", "seat", "name", "hints", "undo",
                 "graceSeconds", "dropLevel", "key", "build", "turnSeconds"}) ||
        !r.integer("protocol", 0, 1 << 20, version, true))
        return false;
    if (version != ProtocolVersion)
        return r.fail("this server speaks protocol " + std::to_string(ProtocolVersion) +
                      ", the client " + std::to_string(version));
    if (!r.text("game", m.game, true, 32) || !r.integer("players", 2, MaxSeats, players, true) ||
        !r.integer("seat", 0, players - 1, seat, true) || !r.text("name", m.name, true, 256) ||
        !r.flag("hints", m.hints) || !r.flag("undo", m.undo) ||
        !r.integer("graceSeconds", 0, MaxGraceSeconds, grace, false) ||
        !r.text("key", m.key, false, 64) || !r.text("build", m.build, false, 64) ||
        !r.integer("turnSeconds", 0, MaxTurnSeconds, turn, false))
        return false;
    if (const std::string p = textProblem(m.name, MaxNameChars); !p.empty())
        return r.fail("name: " + p);
    m.players = static_cast<int>(players);
    m.seat = static_cast<int>(seat);
    m.graceSeconds = static_cast<int>(grace);
    m.turnSeconds = static_cast<int>(turn);
    const GameInfo* info = findGame(m.game);
    if (!info)
        return r.fail("game: no game \"" + m.game.substr(0, 32) + "\"");
    if (const auto it = r.doc().find("dropLevel");
        it != r.doc().end() && !r.level(*it, "dropLevel", m.dropLevel))
        return false;
    if (const auto it = r.doc().find("options"); it != r.doc().end()) {
        if (!it->is_object() || it->size() > 16)
            return r.fail("options: expected an object of at most 16 members");
        for (const auto& [key, value] : it->items()) {
            if (value.is_string() && value.get_ref<const std::string&>().size() <= 32)
                m.options[key] = value.get<std::string>();
            else if (value.is_boolean())
                m.options[key] = value.get<bool>() ? "true" : "false";
            else if (value.is_number_integer() && !value.is_number_unsigned())
                m.options[key] = value.dump();
            else if (value.is_number_unsigned() && value.get<std::uint64_t>() < 1u << 30)
                m.options[key] = value.dump();
            else
                return r.fail("options." + key.substr(0, 32) +
                              ": expected a short string, true/false or a whole number");
        }
    }
    const auto seats = r.doc().find("seats");
    if (seats == r.doc().end() || !seats->is_array() ||
        seats->size() != static_cast<std::size_t>(players))
        return r.fail("seats: expected one entry per seat");
    for (const Json& s : *seats) {
        SeatPlan plan;
        if (s.is_string() && s.get_ref<const std::string&>() == "open") {
            plan.open = true;
        } else if (!r.level(s, "seats", plan.level)) {
            return r.fail("seats: each is \"open\" or a level");
        }
        m.seats.push_back(plan);
    }
    if (!m.seats[static_cast<std::size_t>(m.seat)].open)
        return r.fail("seat: the creator's seat must be open");
    return true;
}

bool readAct(Reader& r, ClientMessage& m)
{
    if (!r.only({"number", "action", "automatic"}) ||
        !r.integer("number", 1, 1 << 24, m.number, true) || !r.flag("automatic", m.automatic))
        return false;
    const auto it = r.doc().find("action");
    if (it == r.doc().end() || !it->is_object())
        return r.fail("action: expected an object such as {\"play\": \"QS\"}");
    m.action = *it;
    return true;
}

bool readChat(Reader& r, ClientMessage& m)
{
    if (!r.only({"text"}) || !r.text("text", m.text, true, 4 * MaxChatChars))
        return false;
    if (const std::string p = textProblem(m.text, MaxChatChars); !p.empty())
        return r.fail("text: " + p);
    return true;
}

} // namespace

std::string textProblem(std::string_view text, int maxChars)
{
    int chars = 0;
    bool blank = true;
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        std::size_t len = b < 0x80         ? 1
                          : (b >> 5) == 6  ? 2
                          : (b >> 4) == 14 ? 3
                          : (b >> 3) == 30 ? 4
                                           : 0;
        if (len == 0 || i + len > text.size())
            return "not valid UTF-8";
        std::uint32_t cp = len == 1 ? b : b & (0x7fu >> len);
        for (std::size_t k = 1; k < len; ++k) {
            const auto c = static_cast<unsigned char>(text[i + k]);
            if ((c & 0xc0) != 0x80)
                return "not valid UTF-8";
            cp = (cp << 6) | (c & 0x3f);
        }
        static constexpr std::uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < least[len] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return "not valid UTF-8";
        // Control characters (line breaks included) and the bidirectional overrides that could
        // make a chat line look like another's.
        if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0x202a && cp <= 0x202e) ||
            (cp >= 0x2066 && cp <= 0x2069))
            return "has control characters";
        if (cp != ' ')
            blank = false;
        ++chars;
        i += len;
    }
    if (blank)
        return "is empty";
    if (chars > maxChars)
        return "longer than " + std::to_string(maxChars) + " characters";
    return {};
}

ReadMessage readClientMessage(std::string_view text)
{
    ReadMessage out;
    std::string error;
    const auto doc = parseJsonSafely(text, MaxClientMessageBytes, MaxNesting, error);
    if (!doc) {
        out.error = error;
        return out;
    }
    if (!doc->is_object()) {
        out.error = "expected an object with a \"type\"";
        return out;
    }
    const auto type = doc->find("type");
    if (type == doc->end() || !type->is_string()) {
        out.error = "missing \"type\"";
        return out;
    }
    const std::string& t = type->get_ref<const std::string&>();
    Reader r(*doc);
    ClientMessage m;
    bool ok = false;
    if (t == "hello") {
        m.kind = ClientKind::Hello;
        ok = readHello(r, m);
    } else if (t == "create") {
        m.kind = ClientKind::Create;
        ok = readCreate(r, m);
    } else if (t == "start") {
        m.kind = ClientKind::Start;
        ok = r.only({});
    } else if (t == "act") {
        m.kind = ClientKind::Act;
        ok = readAct(r, m);
    } else if (t == "chat") {
        m.kind = ClientKind::Chat;
        ok = readChat(r, m);
    } else if (t == "ready") {
        m.kind = ClientKind::Ready;
        ok = r.only({});
    } else if (t == "ping") {
        m.kind = ClientKind::Ping;
        ok = r.only({});
    } else if (t == "undo") {
        m.kind = ClientKind::Undo;
        ok = r.only({});
    } else if (t == "redo") {
        m.kind = ClientKind::Redo;
        ok = r.only({});
    } else if (t == "seat") {
        m.kind = ClientKind::Seat;
        ok = readSeatChange(r, m);
    } else {
        r.fail("unknown message type \"" + t.substr(0, 32) + "\"");
    }
    if (ok)
        out.message = std::move(m);
    else
        out.error = r.error;
    out.wrongProtocol = !ok && out.error.starts_with("this server speaks protocol");
    return out;
}

} // namespace fs::net
