// A table written to the server's disk and rebuilt from it (net/hostedtable.h,
// docs/protocol.md "Drops, reconnection and restarts").

#include "net/hostedtable.h"

#include "net/secrets.h"
#include "net/viewjson.h"
#include "record/gamerecord.h"
#include "record/jsonparts.h"
#include "record/recordfile.h"

#include <algorithm>

using Json = nlohmann::json;

std::string HostedTable::save() const
{
    Json seatsJson = Json::array();
    for (const Seat& s : m_seats)
        seatsJson.push_back(Json{{"name", s.name.toStdString()},
                                 {"person", !s.token.isEmpty()},
                                 {"computer", s.presence == Presence::Computer},
                                 {"level", std::string(fs::levelName(s.level))},
                                 {"token", s.token.toStdString()}});
    Json j{{"format", "followsuit-table"},
           {"version", 1},
           {"code", m_code.toStdString()},
           {"game", m_gameId},
           {"players", seats()},
           {"options", optionsJson(m_options)},
           {"host", m_hostSeat},
           {"hints", m_hints},
           {"undo", m_undo},
           {"graceSeconds", m_graceSeconds},
           {"turnSeconds", m_turnSeconds},
           {"dropLevel", std::string(fs::levelName(m_dropLevel))},
           {"seats", std::move(seatsJson)}};
    if (m_match)
        j["record"] = fs::writeRecord(*m_match, m_options, fs::DealSource::Seed);
    return j.dump(1);
}

std::unique_ptr<HostedTable> HostedTable::restore(const std::string& text,
                                                  const std::string& journal,
                                                  const ServerLimits& limits, QThreadPool* pool,
                                                  QString* error)
{
    std::string problem;
    const auto doc = fs::parseJsonSafely(text, fs::MaxRecordFileBytes * 2, 8, problem);
    auto fail = [&](const std::string& why) -> std::unique_ptr<HostedTable> {
        *error = QString::fromStdString(why);
        return nullptr;
    };
    if (!doc)
        return fail(problem);
    try {
        const Json& j = *doc;
        if (j.at("format") != "followsuit-table" || j.at("version") != 1)
            return fail("not a saved table");
        fs::net::ClientMessage m;
        m.game = j.at("game").get<std::string>();
        m.players = j.at("players").get<int>();
        for (const auto& [key, value] : j.at("options").items())
            m.options[key] = value.get<std::string>();
        m.seat = j.at("host").get<int>();
        m.hints = j.at("hints").get<bool>();
        m.undo = j.at("undo").get<bool>();
        m.graceSeconds = std::clamp(j.at("graceSeconds").get<int>(), 0, fs::net::MaxGraceSeconds);
        m.turnSeconds = std::clamp(j.value("turnSeconds", 0), 0, fs::net::MaxTurnSeconds);
        m.dropLevel =
            fs::parseLevel(j.at("dropLevel").get<std::string>()).value_or(fs::Level::Medium);
        const Json& seatsJson = j.at("seats");
        if (!seatsJson.is_array() || seatsJson.size() != static_cast<std::size_t>(m.players) ||
            m.seat < 0 || m.seat >= m.players)
            return fail("the seats do not match the players");
        for (const Json& s : seatsJson)
            m.seats.push_back(
                {!s.at("computer").get<bool>(),
                 fs::parseLevel(s.at("level").get<std::string>()).value_or(fs::Level::Medium)});
        m.seats[static_cast<std::size_t>(m.seat)].open = true;
        m.name = "host";
        const QString code = QString::fromStdString(j.at("code").get<std::string>());
        if (code.size() != 12)
            return fail("the table code is damaged");
        auto t = create(m, code, limits, pool, error);
        if (!t)
            return nullptr;
        t->takeSavedSeats(seatsJson);
        if (j.contains("record")) {
            const fs::ParsedRecord parsed = fs::parseRecord(j.at("record").get<std::string>());
            if (!parsed.ok())
                return fail(parsed.error.message);
            fs::ReplayResult replay = fs::replayRecord(parsed.record);
            if (!replay.ok() || !replay.match)
                return fail(replay.error.message);
            t->adoptMatch(std::move(replay.match));
            t->replayJournal(journal);
            for (Seat& s : t->m_seats)
                if (s.presence == Presence::Open)
                    s.presence = Presence::Computer;
        }
        if (std::any_of(t->m_seats.begin(), t->m_seats.end(),
                        [](const Seat& s) { return s.presence == Presence::Away; }))
            t->m_graceTimer.start(t->m_graceSeconds * 1000);
        return t;
    } catch (const std::exception& e) {
        return fail(std::string("the saved table is damaged: ") + e.what());
    }
}

void HostedTable::takeSavedSeats(const Json& seatsJson)
{
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        Seat& s = m_seats[i];
        const Json& saved = seatsJson[i];
        s.name = QString::fromStdString(saved.at("name").get<std::string>()).left(64);
        s.token = QString::fromStdString(saved.at("token").get<std::string>());
        if (saved.at("computer").get<bool>()) {
            s.presence = Presence::Computer;
        } else if (!s.token.isEmpty()) {
            s.presence = Presence::Away; // until they come back; the grace starts now
            s.away.start();
        } else {
            s.presence = Presence::Open;
        }
    }
}

void HostedTable::replayJournal(const std::string& journal)
{
    // The actions since the table was last written whole, each applied once, in order.
    std::size_t from = 0;
    while (from < journal.size()) {
        const std::size_t end = journal.find('\n', from);
        if (end == std::string::npos)
            break; // a line cut short by the kill: never shown to anyone
        std::string problem;
        const auto line = fs::parseJsonSafely(std::string_view(journal).substr(from, end - from),
                                              4096, 4, problem);
        from = end + 1;
        if (line && line->is_object() && line->contains("deal")) {
            if (!dealFromJournal(*line))
                break;
            continue;
        }
        if (!line || !line->is_object() || !line->contains("n") ||
            !(*line)["n"].is_number_unsigned() || !line->contains("action") ||
            (*line)["n"].get<std::size_t>() != m_match->actions().size() + 1)
            continue;
        if (!m_match->dealInProgress())
            break; // the next deal's line is missing: the table goes on from here
        Json action = (*line)["action"];
        const auto a =
            fs::readActionJson(action, m_rules->pack(), m_rules->vocabulary(), seats(), problem);
        if (!a || m_match->apply(*a) != fs::Reason::None)
            break;
    }
}

QByteArray HostedTable::dealLine() const
{
    std::string order;
    for (const fs::Card c : m_match->dealOrders().back()) {
        if (!order.empty())
            order += ' ';
        order += m_rules->pack().name(c);
    }
    return QByteArray::fromStdString(
        Json{{"deal", m_match->dealOrders().size()}, {"order", order}}.dump());
}

bool HostedTable::dealFromJournal(const Json& line)
{
    if (m_match->dealInProgress() || m_match->over() || !line["deal"].is_number_unsigned() ||
        line["deal"].get<std::size_t>() != m_match->dealOrders().size() + 1 ||
        !line.contains("order") || !line["order"].is_string())
        return false;
    std::vector<fs::Card> order;
    const std::string text = line["order"].get<std::string>();
    std::size_t from = 0;
    while (from < text.size()) {
        const std::size_t end = std::min(text.find(' ', from), text.size());
        const auto card = m_rules->pack().parse(text.substr(from, end - from));
        if (!card)
            return false;
        order.push_back(*card);
        from = end + 1;
    }
    return m_match->startDeal(order); // refused unless the order is the whole pack once
}
