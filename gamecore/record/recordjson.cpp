// Reading and writing the JSON form of a game record (docs/record-format.md).

#include "record/gamerecord.h"
#include "record/jsonparts.h"
#include "record/recordfile.h"

#include "core/limits.h"
#include "core/quoteformessage.h"
#include "registry/gameregistry.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <limits>
#include <set>

namespace fs {
namespace {

using Json = nlohmann::json;

// Hostile input is bounded before and while nlohmann reads it. The longest real record (Hearts
// to a target of 10000 with every deal's card order, docs/robustness.md) is under 3 MiB, and
// the document takes about seventeen times its size in memory, so the cap keeps a hostile file
// well under 100 MB. No valid record nests deeper than three levels.
constexpr std::size_t MaxRecordBytes = MaxRecordFileBytes;
constexpr int MaxNesting = 16;

// A JSON string literal, for writing records (invalid UTF-8 becomes U+FFFD rather than an error).
std::string jsonString(std::string_view text)
{
    return Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace);
}

// What the file said, for a message: numbers as written, text quoted and clipped.
std::string describe(const Json& j)
{
    if (j.is_number())
        return j.dump();
    if (j.is_string())
        return "the text " + quoteForMessage(j.get_ref<const std::string&>());
    if (j.is_boolean() || j.is_null())
        return j.dump();
    return j.is_object() ? "an object" : "a list";
}

// nlohmann's message without its "[json.exception.parse_error.101] " prefix, clipped: it quotes
// the last token read, which in a hostile file may be megabytes of anything.
std::string parserMessage(const std::exception& e)
{
    std::string what = e.what();
    if (const auto cut = what.find("] "); cut != std::string::npos)
        what.erase(0, cut + 2);
    return clipForMessage(what, 160);
}

// Builds the document from nlohmann's SAX events, the way its own parser does, and also:
// - knows where it is, so that an error can say "actions[3].play: ..." (1e309 included);
// - refuses what the JSON grammar allows but a record must not have: a member given twice (which
//   one would win is not for a reader to guess) and nesting deeper than MaxNesting, where they
//   happen.
// Not nlohmann's parser callback: its parser rescans a list for discarded values after every
// object, so a list of a million empty objects took minutes.
class DocumentBuilder final : public nlohmann::json_sax<Json> {
public:
    explicit DocumentBuilder(int maxNesting = MaxNesting) : m_maxNesting(maxNesting) {}

    Json document;
    std::string problem; // set when parsing stopped early; names the place

    bool null() override { return add(nullptr); }
    bool boolean(bool value) override { return add(value); }
    bool number_integer(number_integer_t value) override { return add(value); }
    bool number_unsigned(number_unsigned_t value) override { return add(value); }
    bool number_float(number_float_t value, const string_t&) override { return add(value); }
    bool string(string_t& value) override { return add(std::move(value)); }
    bool binary(binary_t& value) override { return add(Json::binary(std::move(value))); }

    bool start_object(std::size_t) override { return open(Json::object(), false); }
    bool start_array(std::size_t) override { return open(Json::array(), true); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }

    bool key(string_t& name) override
    {
        Frame& top = m_frames.back();
        top.key = std::move(name);
        if (top.value->contains(top.key))
            return stop("the member " + quoteForMessage(top.key) + " appears twice");
        return true;
    }

    bool parse_error(std::size_t, const std::string&, const Json::exception& e) override
    {
        // 406 is the one out_of_range error the lexer reports: a number beyond a double.
        return stop(e.id == 406 ? "a number too large to read (" + parserMessage(e) + ")"
                                : "not valid JSON: " + parserMessage(e));
    }

    // "actions[3].play: ", or nothing at the top level.
    std::string where() const
    {
        std::string path;
        for (std::size_t i = 0; i < m_frames.size(); ++i) {
            const Frame& f = m_frames[i];
            // A list's element being read is its next one, unless it is an open container,
            // which is already in the list.
            // Appended piece by piece: GCC 12 at -O3 takes "[" + std::string for an overlapping
            // copy (-Wrestrict) and fails a -Werror build.
            if (f.array) {
                path += '[';
                path += std::to_string(f.value->size() - (i + 1 < m_frames.size() ? 1 : 0));
                path += ']';
            } else if (!f.key.empty()) {
                if (!path.empty())
                    path += '.';
                path += plainOrQuoted(f.key);
            }
        }
        return path.empty() ? path : path + ": ";
    }

private:
    struct Frame {
        Json* value = nullptr; // stays valid: only the innermost open container ever grows
        bool array = false;
        std::string key; // the member being read, in an object
    };

    bool stop(const std::string& what)
    {
        problem = where() + what;
        return false;
    }

    // Places a value where the parser is: the root, the end of a list, or the current member.
    Json* place(Json&& value)
    {
        if (m_frames.empty()) {
            document = std::move(value);
            return &document;
        }
        Frame& top = m_frames.back();
        if (top.array) {
            top.value->push_back(std::move(value));
            return &top.value->back();
        }
        Json& member = (*top.value)[top.key];
        member = std::move(value);
        return &member;
    }
    bool add(Json&& value)
    {
        place(std::move(value));
        return true;
    }
    bool open(Json&& container, bool array)
    {
        if (m_frames.size() >= static_cast<std::size_t>(m_maxNesting))
            return stop("the JSON is nested deeper than " + std::to_string(m_maxNesting) +
                        " levels");
        Json* placed = place(std::move(container));
        m_frames.push_back({placed, array, {}});
        return true;
    }
    bool close()
    {
        m_frames.pop_back();
        return true;
    }

    static std::string plainOrQuoted(const std::string& key)
    {
        const bool plain = !key.empty() && key.size() <= QuotedLimit &&
                           std::all_of(key.begin(), key.end(), [](char c) {
                               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                      (c >= '0' && c <= '9') || c == '_' || c == '-';
                           });
        return plain ? key : quoteForMessage(key);
    }

    std::vector<Frame> m_frames;
    int m_maxNesting;
};

// Walks the document, remembering the first problem; every getter names the path it read.
class Reader {
public:
    RecordError error;

    bool fail(const std::string& where, const std::string& what,
              RecordErrorKind kind = RecordErrorKind::Malformed)
    {
        if (!error)
            error = {kind, where.empty() ? what : where + ": " + what, 0};
        return false;
    }

    bool integer(const Json& j, const std::string& where, std::int64_t low, std::int64_t high,
                 std::int64_t& out)
    {
        const std::string range =
            "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
        if (!j.is_number_integer())
            return fail(where, "expected " + range + ", got " + describe(j));
        if (j.is_number_unsigned() &&
            j.get<std::uint64_t>() >
                static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            return fail(where, "expected " + range + ", got " + j.dump());
        const auto v = j.get<std::int64_t>();
        if (v < low || v > high)
            return fail(where, "expected " + range + ", got " + std::to_string(v));
        out = v;
        return true;
    }

    bool text(const Json& j, const std::string& where, std::string& out)
    {
        if (!j.is_string())
            return fail(where, "expected a string, got " + describe(j));
        out = j.get<std::string>();
        return true;
    }

    bool card(const Json& j, const std::string& where, const Pack& pack, Card& out)
    {
        std::string name;
        if (!text(j, where, name))
            return false;
        const auto c = pack.parse(name);
        if (!c)
            return fail(where, "unknown card " + quoteForMessage(name) +
                                   " (cards are written like \"QS\")");
        out = *c;
        return true;
    }

    // A non-empty list of distinct cards.
    bool cardSet(const Json& j, const std::string& where, const Pack& pack, CardSet& out)
    {
        if (!j.is_array())
            return fail(where, "expected a list of cards, got " + describe(j));
        if (j.empty())
            return fail(where, "expected at least one card");
        for (std::size_t i = 0; i < j.size(); ++i) {
            Card c;
            if (!card(j[i], where + "[" + std::to_string(i) + "]", pack, c))
                return false;
            if (out.contains(c))
                return fail(where, "card " + pack.name(c) + " is listed twice");
            out.insert(c);
        }
        return true;
    }

    bool seed(const Json& j, std::uint64_t& out)
    {
        if (j.is_number_unsigned()) {
            out = j.get<std::uint64_t>();
            return true;
        }
        if (j.is_string()) { // for tools whose numbers are doubles
            const std::string s = j.get<std::string>();
            const auto v = parseUnsigned(s);
            if (v) {
                out = *v;
                return true;
            }
        }
        return fail("seed",
                    "expected a whole number from 0 to 18446744073709551615, got " + describe(j));
    }

    bool options(const Json& j, Options& out)
    {
        if (!j.is_object())
            return fail("options", "expected an object, got " + describe(j));
        for (const auto& [key, value] : j.items()) {
            const std::string where = "options." + key;
            if (value.is_string())
                out[key] = value.get<std::string>();
            else if (value.is_boolean())
                out[key] = value.get<bool>() ? "true" : "false";
            else if (value.is_number_integer())
                out[key] = value.dump();
            else
                return fail(where, "expected a string, true/false or a whole number, got " +
                                       describe(value));
        }
        return true;
    }

    bool deal(const Json& j, const std::string& where, const Pack& pack, std::vector<Card>& out)
    {
        if (!j.is_array())
            return fail(where, "expected a list of cards, got " + describe(j));
        if (j.size() != static_cast<std::size_t>(pack.size()))
            return fail(where,
                        "has " + std::to_string(j.size()) +
                            " cards; a deal lists the whole pack of " + std::to_string(pack.size()),
                        RecordErrorKind::BadDeal);
        CardSet seen;
        for (std::size_t i = 0; i < j.size(); ++i) {
            Card c;
            if (!card(j[i], where + "[" + std::to_string(i) + "]", pack, c))
                return false;
            if (seen.contains(c))
                return fail(where, "card " + pack.name(c) + " appears twice",
                            RecordErrorKind::BadDeal);
            seen.insert(c);
            out.push_back(c);
        }
        return true;
    }

    bool action(const Json& j, const std::string& where, const Pack& pack, const Vocabulary& words,
                int players, Action& out)
    {
        if (!j.is_object())
            return fail(where, "expected an object such as {\"seat\": 0, \"play\": \"2C\"}, got " +
                                   describe(j));
        static const std::set<std::string> kinds = {"play", "pass", "discard", "bid", "choose"};
        std::string kind;
        for (const auto& [key, value] : j.items()) {
            if (key == "seat")
                continue;
            if (!kinds.contains(key))
                return fail(where, "unknown member " + quoteForMessage(key));
            if (!kind.empty())
                return fail(where,
                            "has both " + quoteForMessage(kind) + " and " + quoteForMessage(key));
            kind = key;
        }
        if (!j.contains("seat"))
            return fail(where, "missing \"seat\"");
        std::int64_t seat = 0;
        if (!integer(j["seat"], where + ".seat", 0, players - 1, seat))
            return false;
        if (kind.empty())
            return fail(where,
                        "expected one of \"play\", \"pass\", \"discard\", \"bid\", \"choose\"");
        const Json& value = j[kind];
        const std::string at = where + "." + kind;
        const int s = static_cast<int>(seat);
        if (kind == "play") {
            Card c;
            if (!card(value, at, pack, c))
                return false;
            out = Action::play(s, c);
        } else if (kind == "pass" || kind == "discard") {
            CardSet cards;
            if (!cardSet(value, at, pack, cards))
                return false;
            out = kind == "pass" ? Action::pass(s, cards) : Action::discard(s, cards);
        } else if (kind == "bid") {
            std::int64_t n = 0;
            if (!integer(value, at, 0, 63, n))
                return false;
            out = Action::bid(s, static_cast<int>(n));
        } else {
            std::string name;
            if (!text(value, at, name))
                return false;
            const auto choice = parseChoice(words, name);
            if (!choice)
                return fail(at, "unknown choice " + quoteForMessage(name));
            out = Action::choose(s, *choice);
        }
        return true;
    }

    static std::optional<std::uint64_t> parseUnsigned(const std::string& s)
    {
        if (s.empty() || s.size() > 20)
            return std::nullopt;
        std::uint64_t v = 0;
        for (const char ch : s) {
            if (ch < '0' || ch > '9')
                return std::nullopt;
            const auto digit = static_cast<std::uint64_t>(ch - '0');
            if (v > (std::numeric_limits<std::uint64_t>::max() - digit) / 10)
                return std::nullopt;
            v = v * 10 + digit;
        }
        return v;
    }
};

const std::set<std::string>& knownMembers()
{
    static const std::set<std::string> members = {"format", "version", "game", "players",
                                                  "names",  "options", "seed", "firstDealer",
                                                  "deals",  "actions", "meta"};
    return members;
}

bool readHeader(Reader& r, const Json& doc, GameRecord& rec, const GameInfo*& info)
{
    if (!doc.is_object())
        return r.fail("", "a record is a JSON object, got " + describe(doc));
    for (const auto& [key, value] : doc.items())
        if (!knownMembers().contains(key))
            return r.fail("", "unknown member " + quoteForMessage(key));
    std::string format;
    if (!doc.contains("format") || !r.text(doc["format"], "format", format) ||
        format != GameRecord::FormatName)
        return r.fail("format", "expected \"followsuit-record\"; this is not a Follow Suit record");
    std::int64_t version = 0;
    if (!doc.contains("version"))
        return r.fail("", "missing \"version\"");
    if (!r.integer(doc["version"], "version", 1, std::numeric_limits<std::int32_t>::max(), version))
        return false;
    if (version > GameRecord::FormatVersion)
        return r.fail("version", "version " + std::to_string(version) +
                                     " is newer than this program reads (" +
                                     std::to_string(GameRecord::FormatVersion) + ")");
    if (!doc.contains("game"))
        return r.fail("", "missing \"game\"");
    if (!r.text(doc["game"], "game", rec.game))
        return false;
    info = findGame(rec.game);
    if (!info)
        return r.fail("game", "unknown game " + quoteForMessage(rec.game),
                      RecordErrorKind::BadSetup);
    if (!doc.contains("players"))
        return r.fail("", "missing \"players\"");
    std::int64_t players = 0;
    if (!r.integer(doc["players"], "players", 1, MaxSeats, players))
        return false;
    rec.players = static_cast<int>(players);
    return true;
}

bool readSetup(Reader& r, const Json& doc, GameRecord& rec)
{
    if (doc.contains("names")) {
        const Json& names = doc["names"];
        if (!names.is_array() || names.size() != static_cast<std::size_t>(rec.players))
            return r.fail("names", "expected a list of " + std::to_string(rec.players) + " names");
        for (std::size_t i = 0; i < names.size(); ++i)
            if (!r.text(names[i], "names[" + std::to_string(i) + "]", rec.names.emplace_back()))
                return false;
    }
    if (doc.contains("options") && !r.options(doc["options"], rec.options))
        return false;
    if (doc.contains("seed") && !r.seed(doc["seed"], rec.seed.emplace()))
        return false;
    if (doc.contains("firstDealer")) {
        std::int64_t dealer = 0;
        if (!r.integer(doc["firstDealer"], "firstDealer", 0, rec.players - 1, dealer))
            return false;
        rec.firstDealer = static_cast<int>(dealer);
    }
    if (!rec.seed && !doc.contains("deals"))
        return r.fail("", "a record needs a \"seed\", explicit \"deals\", or both");
    if (!rec.seed && !rec.firstDealer)
        return r.fail("", "a record without a seed must give \"firstDealer\"");
    if (doc.contains("meta")) {
        const Json& meta = doc["meta"];
        if (!meta.is_object())
            return r.fail("meta", "expected an object, got " + describe(meta));
        for (const auto& [key, value] : meta.items())
            if (value.is_string())
                rec.meta.insert_or_assign(key, value.get<std::string>());
    }
    return true;
}

bool readPlay(Reader& r, const Json& doc, const GameInfo& info, GameRecord& rec)
{
    const Pack& pack = Pack::of(info.pack);
    if (doc.contains("deals")) {
        const Json& deals = doc["deals"];
        if (!deals.is_array())
            return r.fail("deals", "expected a list of deals, got " + describe(deals));
        auto& out = rec.deals.emplace();
        for (std::size_t i = 0; i < deals.size(); ++i)
            if (!r.deal(deals[i], "deals[" + std::to_string(i) + "]", pack, out.emplace_back()))
                return false;
    }
    if (!doc.contains("actions"))
        return r.fail("", "missing \"actions\" (an empty list when nothing was played yet)");
    const Json& actions = doc["actions"];
    if (!actions.is_array())
        return r.fail("actions", "expected a list of actions, got " + describe(actions));
    rec.actions.reserve(actions.size());
    for (std::size_t i = 0; i < actions.size(); ++i) {
        // Actions are numbered from 1 in messages, as in replay errors.
        const std::string where = "action " + std::to_string(i + 1);
        if (!r.action(actions[i], where, pack, *info.vocabulary, rec.players,
                      rec.actions.emplace_back()))
            return false;
    }
    return true;
}

void appendCards(std::string& out, const std::vector<Card>& cards, const Pack& pack)
{
    out += '[';
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i)
            out += ", ";
        out += '"' + pack.name(cards[i]) + '"';
    }
    out += ']';
}

} // namespace

std::string actionJson(const Action& a, const Pack& pack, const Vocabulary& words)
{
    std::string out = "{\"seat\": " + std::to_string(a.seat) + ", ";
    switch (a.kind) {
    case ActionKind::Play:
        return out + "\"play\": \"" + pack.name(a.card()) + "\"}";
    case ActionKind::Pass:
    case ActionKind::Discard: {
        out += a.kind == ActionKind::Pass ? "\"pass\": " : "\"discard\": ";
        std::vector<Card> cards;
        for (Card c : a.cards)
            cards.push_back(c);
        appendCards(out, cards, pack);
        return out + '}';
    }
    case ActionKind::Bid:
        return out + "\"bid\": " + std::to_string(a.value) + '}';
    case ActionKind::Choose:
        return out + "\"choose\": " + jsonString(choiceName(words, a.choice())) + '}';
    }
    return out + '}';
}

std::string writeRecord(const GameRecord& rec)
{
    const GameInfo* info = findGame(rec.game);
    const Pack& pack = Pack::of(info ? info->pack : PackKind::French52);
    const Vocabulary& words = info ? *info->vocabulary : NoVocabulary;
    std::string out = "{\n";
    out += "  \"format\": " + jsonString(GameRecord::FormatName) + ",\n";
    out += "  \"version\": " + std::to_string(GameRecord::FormatVersion) + ",\n";
    out += "  \"game\": " + jsonString(rec.game) + ",\n";
    out += "  \"players\": " + std::to_string(rec.players) + ",\n";
    if (!rec.names.empty()) {
        out += "  \"names\": [";
        for (std::size_t i = 0; i < rec.names.size(); ++i)
            out += (i ? ", " : "") + jsonString(rec.names[i]);
        out += "],\n";
    }
    out += "  \"options\": {";
    bool first = true;
    for (const auto& [key, value] : rec.options) {
        out += (first ? "" : ", ") + jsonString(key) + ": " + jsonString(value);
        first = false;
    }
    out += "},\n";
    if (rec.seed)
        out += "  \"seed\": " + std::to_string(*rec.seed) + ",\n";
    if (rec.firstDealer)
        out += "  \"firstDealer\": " + std::to_string(*rec.firstDealer) + ",\n";
    if (rec.deals) {
        out += "  \"deals\": [";
        for (std::size_t i = 0; i < rec.deals->size(); ++i) {
            out += i ? ",\n    " : "\n    ";
            appendCards(out, (*rec.deals)[i], pack);
        }
        out += rec.deals->empty() ? "],\n" : "\n  ],\n";
    }
    if (!rec.meta.empty()) {
        out += "  \"meta\": {";
        bool firstMeta = true;
        for (const auto& [key, value] : rec.meta) {
            out += (firstMeta ? "" : ", ") + jsonString(key) + ": " + jsonString(value);
            firstMeta = false;
        }
        out += "},\n";
    }
    out += "  \"actions\": [";
    for (std::size_t i = 0; i < rec.actions.size(); ++i)
        out += (i ? ",\n    " : "\n    ") + actionJson(rec.actions[i], pack, words);
    out += rec.actions.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

std::optional<nlohmann::json> parseJsonSafely(std::string_view text, std::size_t maxBytes,
                                              int maxNesting, std::string& error)
{
    if (text.size() > maxBytes) {
        error = "the text is " + std::to_string(text.size()) + " bytes, more than the " +
                std::to_string(maxBytes) + " allowed";
        return std::nullopt;
    }
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        error = "a NUL byte at offset " + std::to_string(nul);
        return std::nullopt;
    }
    DocumentBuilder builder(maxNesting);
    try {
        if (!Json::sax_parse(text.begin(), text.end(), &builder)) {
            error = builder.problem;
            return std::nullopt;
        }
        return std::move(builder.document);
    } catch (const std::bad_alloc&) {
        error = "not enough memory to read the text";
    } catch (const std::exception& e) {
        error = builder.where() + "could not read the text: " + parserMessage(e);
    }
    return std::nullopt;
}

std::optional<Action> readActionJson(const nlohmann::json& j, const Pack& pack,
                                     const Vocabulary& words, int players, std::string& error)
{
    Reader r;
    Action a;
    if (r.action(j, "action", pack, words, players, a))
        return a;
    error = r.error.message;
    return std::nullopt;
}

std::optional<Card> readCardJson(const nlohmann::json& j, const Pack& pack, std::string& error)
{
    Reader r;
    Card c;
    if (r.card(j, "card", pack, c))
        return c;
    error = r.error.message;
    return std::nullopt;
}

std::string describeJson(const nlohmann::json& j)
{
    return describe(j);
}

ParsedRecord parseRecord(std::string_view json)
{
    ParsedRecord result;
    Reader r;
    if (json.size() > MaxRecordBytes) {
        r.fail("", "the record is " + std::to_string(json.size()) + " bytes, more than the " +
                       std::to_string(MaxRecordBytes >> 20) + " MiB a record may have");
    } else if (const auto nul = json.find('\0'); nul != std::string_view::npos) {
        // nlohmann stops at a NUL as if the text ended there, which would accept what follows.
        r.fail("", "a NUL byte at offset " + std::to_string(nul) +
                       ": a record is UTF-8 text, and this is not");
    } else {
        // The API promises not to throw: parse errors and anything unexpected become messages.
        DocumentBuilder builder;
        try {
            if (!Json::sax_parse(json.begin(), json.end(), &builder)) {
                r.fail("", builder.problem);
            } else {
                const Json& doc = builder.document;
                const GameInfo* info = nullptr;
                if (readHeader(r, doc, result.record, info) && readSetup(r, doc, result.record))
                    readPlay(r, doc, *info, result.record);
            }
        } catch (const std::bad_alloc&) {
            r.fail("", "not enough memory to read the record");
        } catch (const std::exception& e) {
            r.fail("", builder.where() + "could not read the record: " + parserMessage(e));
        }
    }
    result.error = r.error;
    if (result.error)
        result.record = GameRecord{};
    return result;
}

} // namespace fs
