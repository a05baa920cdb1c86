#pragma once
// The fairness check of the network tests: given the final record of a match and every frame a
// seat's client received, proves that no frame held a card outside that seat's view at the
// moment it was sent. Each update frame names the point of the match it describes (actions
// applied, deals started); the match is replayed to that point, and
// - the frame's view must be exactly the core's PlayerView of the seat there (nothing added);
// - every card the frame names (view, the game's named variables included, and events) must be
//   one the seat holds or held earlier in the deal (a card it passed), one out of play, or one the
//   seat's own knowledge places (core/knowledge.h): never another hand's unknown card or a
//   face-down pile's.
// The finished deals a frame carries are public by the rules of the project
// (fs::recordOfFinishedDeals) and are checked to be only finished deals.

#include "core/knowledge.h"
#include "core/match.h"
#include "net/tableclient.h"
#include "net/viewjson.h"
#include "record/gamerecord.h"
#include "registry/gameregistry.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <string>

namespace framecheck {

using Json = nlohmann::json;

inline void collectCards(const Json& j, const fs::Pack& pack, fs::CardSet& out)
{
    if (j.is_string()) {
        if (const auto c = pack.parse(j.get<std::string>()))
            out.insert(*c);
    } else if (j.is_array() || j.is_object()) {
        for (const auto& item : j)
            collectCards(item, pack, out);
    }
}

// Returns "" when every frame is fair, else what was wrong with the first one that was not.
inline std::string check(const std::string& finalRecord, int seat, const QStringList& frames,
                         int* updatesChecked)
{
    const fs::ParsedRecord parsed = fs::parseRecord(finalRecord);
    if (!parsed.ok())
        return "the final record does not parse: " + parsed.error.message;
    // Group the frames by the point of the match they describe, each with the view its
    // connection then had: the whole view, or the last one with the frame's changes.
    std::map<std::pair<std::size_t, std::size_t>, std::vector<Json>> at;
    Json view;
    for (const QString& f : frames) {
        Json j = Json::parse(f.toStdString(), nullptr, false);
        if (j.is_discarded())
            return "a frame is not JSON";
        if (j.value("type", "") == "welcome")
            view = Json(); // a new connection is sent the whole view
        if (j.value("type", "") != "update")
            continue;
        if (j.contains("view")) {
            view = j["view"];
        } else {
            if (!view.is_object())
                return "a frame changed a view its connection was never sent";
            if (const std::string e = TableClient::mergeViewChanges(view, j["viewChanges"]);
                !e.empty())
                return e;
            j["view"] = view;
        }
        at[{j.at("actions").get<std::size_t>(), j.at("deals").get<std::size_t>()}].push_back(j);
    }
    // Replay, stopping at every point a frame describes.
    fs::GameRecord rec = parsed.record;
    const auto actions = rec.actions;
    std::string error;
    auto rules = fs::createRules(rec.game, rec.players, rec.options, error);
    if (!rules)
        return error;
    fs::Match match(rules, rec.seed.value_or(0), rec.firstDealer.value_or(-1));
    const fs::Pack& pack = rules->pack();
    int checked = 0;
    std::size_t applied = 0;
    fs::CardSet held; // this deal's
    auto checkHere = [&]() -> std::string {
        if (match.hasDeal())
            held |= match.state().hand(seat);
        const auto it = at.find({applied, match.dealOrders().size()});
        if (it == at.end())
            return {};
        const fs::PlayerView truth = match.viewFor(seat);
        const Json expected = fs::net::viewToJson(truth);
        const fs::Knowledge k = fs::knowledgeOf(truth);
        fs::CardSet allowed = held | k.outOfPlay;
        for (int s = 0; s < rules->seats(); ++s)
            allowed |= k.holds[static_cast<std::size_t>(s)];
        for (int p = 0; p < k.pileCount; ++p)
            allowed |= k.pileKnown[static_cast<std::size_t>(p)];
        for (const Json& frame : it->second) {
            if (frame.at("view") != expected)
                return "at action " + std::to_string(applied) +
                       " the frame's view is not the seat's";
            fs::CardSet named;
            collectCards(frame.at("view"), pack, named);
            collectCards(frame.at("events"), pack, named);
            const fs::CardSet unknown = named - allowed;
            if (!unknown.empty())
                return "at action " + std::to_string(applied) + " seat " + std::to_string(seat) +
                       " was sent " + pack.name(unknown.lowest()) + ", which it may not see";
            if (frame.contains("finishedDeals")) {
                const fs::ParsedRecord done =
                    fs::parseRecord(frame["finishedDeals"].get<std::string>());
                // Once the match is over its whole record is public, seed included.
                if (!done.ok() || (!match.over() && (done.record.seed || !done.record.deals ||
                                                     static_cast<int>(done.record.deals->size()) !=
                                                         match.dealsPlayed())))
                    return "a frame carried more than the finished deals";
            }
            ++checked;
        }
        return {};
    };
    std::size_t dealt = 0;
    auto deal = [&] {
        held = fs::CardSet();
        if (rec.deals && dealt < rec.deals->size())
            (void)match.startDeal((*rec.deals)[dealt]);
        else
            match.startDeal();
        ++dealt;
    };
    deal();
    if (auto e = checkHere(); !e.empty())
        return e;
    for (const fs::Action& a : actions) {
        if (match.apply(a) != fs::Reason::None)
            return "the final record does not replay";
        ++applied;
        if (auto e = checkHere(); !e.empty())
            return e;
        if (!match.dealInProgress() && !match.over()) {
            deal();
            if (auto e = checkHere(); !e.empty())
                return e;
        }
    }
    *updatesChecked = checked;
    return {};
}

} // namespace framecheck
