// Writing and reading a deal's per-game variables by their names (net/varsjson.h).

#include "net/varsjson.h"

#include "core/quoteformessage.h"
#include "core/rules.h"
#include "core/varsfields.h"
#include "record/jsonparts.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace fs::net {
namespace {

using Json = nlohmann::json;

class VarsWriter final : public VarsFields {
public:
    explicit VarsWriter(const Pack& pack) : m_pack(pack) {}

    Json object = Json::object();

protected:
    void cards(std::string_view name, std::span<Card> values, bool list) override
    {
        put(name, values, list,
            [&](Card c) { return c.valid() ? Json(m_pack.name(c)) : Json(nullptr); });
    }
    void cardSets(std::string_view name, std::span<CardSet> values, bool list) override
    {
        put(name, values, list, [&](CardSet set) {
            Json out = Json::array();
            for (Card c : set)
                out.push_back(m_pack.name(c));
            return out;
        });
    }
    void flags(std::string_view name, std::span<bool> values, bool list) override
    {
        put(name, values, list, [](bool b) { return Json(b); });
    }
    void integers(std::string_view name, std::span<std::int64_t> values, VarRange,
                  bool list) override
    {
        put(name, values, list, [](std::int64_t v) { return Json(v); });
    }
    void names(std::string_view name, std::span<std::int64_t> values,
               std::span<const std::string_view> labels, VarRange, bool list) override
    {
        put(name, values, list, [&](std::int64_t v) {
            const bool named = v >= 0 && static_cast<std::size_t>(v) < labels.size();
            return named ? Json(labels[static_cast<std::size_t>(v)]) : Json(nullptr);
        });
    }

private:
    template <class T, class F>
    void put(std::string_view name, std::span<T> values, bool list, F toJson)
    {
        Json& out = object[std::string(name)];
        if (!list) {
            out = toJson(values[0]);
            return;
        }
        out = Json::array();
        for (const T& v : values)
            out.push_back(toJson(v));
    }

    const Pack& m_pack;
};

// Sets each field from its member, or keeps the first problem and reads no further.
class VarsReader final : public VarsFields {
public:
    VarsReader(const Json& object, const Pack& pack) : m_object(object), m_pack(pack) {}

    std::string error;

    // A member the game does not describe: refused like a missing one, so two builds whose
    // variables differ never half-agree.
    void checkNothingElse()
    {
        for (const auto& item : m_object.items())
            if (error.empty() &&
                std::find(m_described.begin(), m_described.end(), item.key()) == m_described.end())
                error = "vars: unknown variable " + quoteForMessage(item.key());
    }

protected:
    void cards(std::string_view name, std::span<Card> values, bool list) override
    {
        read(name, values.size(), list,
             [&](const Json& j, const std::string& where, std::size_t i) {
                 if (j.is_null()) {
                     values[i] = NoCard;
                     return true;
                 }
                 std::string problem;
                 const auto c = readCardJson(j, m_pack, problem);
                 if (!c)
                     return fail(where, problem);
                 values[i] = *c;
                 return true;
             });
    }
    void cardSets(std::string_view name, std::span<CardSet> values, bool list) override
    {
        read(name, values.size(), list,
             [&](const Json& j, const std::string& where, std::size_t i) {
                 return cardSet(j, where, values[i]);
             });
    }
    void flags(std::string_view name, std::span<bool> values, bool list) override
    {
        read(name, values.size(), list,
             [&](const Json& j, const std::string& where, std::size_t i) {
                 if (!j.is_boolean())
                     return fail(where, "expected true or false, got " + describeJson(j));
                 values[i] = j.get<bool>();
                 return true;
             });
    }
    void integers(std::string_view name, std::span<std::int64_t> values, VarRange range,
                  bool list) override
    {
        read(name, values.size(), list,
             [&](const Json& j, const std::string& where, std::size_t i) {
                 return integer(j, where, range, values[i]);
             });
    }
    void names(std::string_view name, std::span<std::int64_t> values,
               std::span<const std::string_view> labels, VarRange range, bool list) override
    {
        read(name, values.size(), list,
             [&](const Json& j, const std::string& where, std::size_t i) {
                 if (j.is_null() && range.low < 0) {
                     values[i] = -1;
                     return true;
                 }
                 if (!j.is_string())
                     return fail(where, std::string(range.low < 0 ? "expected a name or null, got "
                                                                  : "expected a name, got ") +
                                            describeJson(j));
                 const auto& text = j.get_ref<const std::string&>();
                 const auto it = std::find(labels.begin(), labels.end(), text);
                 if (it == labels.end())
                     return fail(where, "unknown name " + quoteForMessage(text));
                 values[i] = it - labels.begin();
                 return true;
             });
    }

private:
    bool fail(const std::string& where, const std::string& what)
    {
        if (error.empty())
            error = where + ": " + what;
        return false;
    }

    // The member `name`, one value or a list of exactly `count`, each read by `each`.
    template <class F> void read(std::string_view name, std::size_t count, bool list, F each)
    {
        m_described.emplace_back(name);
        if (!error.empty())
            return;
        const std::string where = "vars." + std::string(name);
        const auto it = m_object.find(std::string(name));
        if (it == m_object.end()) {
            fail(where, "missing");
            return;
        }
        if (!list) {
            each(*it, where, 0);
            return;
        }
        if (!it->is_array() || it->size() != count) {
            fail(where,
                 "expected a list of " + std::to_string(count) + " items, got " +
                     (it->is_array() ? std::to_string(it->size()) + " items" : describeJson(*it)));
            return;
        }
        for (std::size_t i = 0; i < count; ++i)
            if (!each((*it)[i], where + '[' + std::to_string(i) + ']', i))
                return;
    }

    bool cardSet(const Json& j, const std::string& where, CardSet& out)
    {
        const auto most = static_cast<std::size_t>(m_pack.size());
        if (!j.is_array())
            return fail(where, "expected a list of cards, got " + describeJson(j));
        if (j.size() > most)
            return fail(where, "expected at most " + std::to_string(most) + " cards, got " +
                                   std::to_string(j.size()));
        CardSet set;
        for (const Json& item : j) {
            std::string problem;
            const auto c = readCardJson(item, m_pack, problem);
            if (!c)
                return fail(where, problem);
            if (set.contains(*c))
                return fail(where, "card " + m_pack.name(*c) + " is listed twice");
            set.insert(*c);
        }
        out = set;
        return true;
    }

    bool integer(const Json& j, const std::string& where, VarRange range, std::int64_t& out)
    {
        if (!j.is_number_integer())
            return fail(where, "expected a whole number, got " + describeJson(j));
        // Unsigned values beyond the signed range would wrap in get<std::int64_t>.
        const bool inRange =
            j.is_number_unsigned()
                ? j.get<std::uint64_t>() <=
                          std::uint64_t{std::numeric_limits<std::int64_t>::max()} &&
                      range.contains(static_cast<std::int64_t>(j.get<std::uint64_t>()))
                : range.contains(j.get<std::int64_t>());
        if (!inRange)
            return fail(where, "expected " + std::to_string(range.low) + " to " +
                                   std::to_string(range.high) + ", got " + j.dump());
        out = j.get<std::int64_t>();
        return true;
    }

    const Json& m_object;
    const Pack& m_pack;
    std::vector<std::string> m_described;
};

} // namespace

Json varsToJson(const GameState& s)
{
    // The description takes a state it may write to; writing only reads it, from a copy.
    GameState copy = s;
    VarsWriter writer(s.pack());
    s.rules().describeVars(writer, copy);
    return std::move(writer.object);
}

bool readVarsJson(const Json& j, GameState& s, std::string& error)
{
    if (!j.is_object()) {
        error = "vars: expected an object of the game's variables by name, got " + describeJson(j);
        return false;
    }
    VarsReader reader(j, s.pack());
    s.rules().describeVars(reader, s);
    reader.checkNothingElse();
    if (!reader.error.empty()) {
        error = reader.error;
        return false;
    }
    return true;
}

} // namespace fs::net
