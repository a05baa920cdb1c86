// Writing and reading a seat's view and its events (net/viewjson.h, docs/protocol.md).

#include "net/viewjson.h"

#include "net/varsjson.h"
#include "net/viewchanges.h"
#include "record/jsonparts.h"

#include <array>
#include <functional>
#include <vector>

namespace fs::net {
namespace {

using Json = nlohmann::json;

constexpr std::array<std::string_view, 15> EventNames = {
    "cardsPassed",  "cardsExchanged", "bidMade",    "bidsRevealed", "cardTurned",
    "choiceMade",   "discarded",      "cardPlayed", "trumpFixed",   "trickTaken",
    "trickSpoiled", "cardDrawn",      "dealEnded",  "dealScored",   "matchEnded"};

constexpr std::array<std::string_view, 5> PhaseNames = {"exchange", "bidding", "declaring",
                                                        "playing", "finished"};

Json cardJson(const Pack& pack, Card c)
{
    return c.valid() ? Json(pack.name(c)) : Json(nullptr);
}

Json cardsJson(const Pack& pack, CardSet cards)
{
    Json out = Json::array();
    for (Card c : cards)
        out.push_back(pack.name(c));
    return out;
}

// Walks a received document; the first problem is kept with the member's name.
class Reader {
public:
    Reader(const Pack& pack, std::string& error) : m_pack(pack), m_error(error) {}

    bool fail(const std::string& where, const std::string& what)
    {
        if (m_error.empty())
            m_error = where + ": " + what;
        return false;
    }

    const Json* member(const Json& obj, const char* name)
    {
        if (!obj.is_object()) {
            fail(name, "expected an object around it");
            return nullptr;
        }
        const auto it = obj.find(name);
        if (it == obj.end()) {
            fail(name, "missing");
            return nullptr;
        }
        return &*it;
    }

    bool integer(const Json& obj, const char* name, int low, int high, int& out)
    {
        const Json* j = member(obj, name);
        if (!j)
            return false;
        if (!j->is_number_integer())
            return fail(name, "expected a whole number, got " + describeJson(*j));
        const auto v = j->get<std::int64_t>();
        if (j->is_number_unsigned() && j->get<std::uint64_t>() > 1000000)
            return fail(name, "out of range");
        if (v < low || v > high)
            return fail(name, "expected " + std::to_string(low) + " to " + std::to_string(high) +
                                  ", got " + std::to_string(v));
        out = static_cast<int>(v);
        return true;
    }

    template <class T> bool small(const Json& obj, const char* name, int low, int high, T& out)
    {
        int v = 0;
        if (!integer(obj, name, low, high, v))
            return false;
        out = static_cast<T>(v);
        return true;
    }

    bool card(const Json& j, const std::string& where, bool nullable, Card& out)
    {
        if (j.is_null() && nullable) {
            out = NoCard;
            return true;
        }
        std::string problem;
        const auto c = readCardJson(j, m_pack, problem);
        if (!c)
            return fail(where, problem);
        out = *c;
        return true;
    }

    bool cards(const Json& j, const std::string& where, std::size_t most, CardSet& out)
    {
        if (!j.is_array() || j.size() > most)
            return fail(where, "expected a list of at most " + std::to_string(most) + " cards");
        for (const Json& item : j) {
            Card c;
            if (!card(item, where, false, c))
                return false;
            if (out.contains(c))
                return fail(where, "card " + m_pack.name(c) + " is listed twice");
            out.insert(c);
        }
        return true;
    }

    // A list of exactly `count` items, each read by `each(item, index)`.
    template <class F>
    bool list(const Json& obj, const char* name, std::size_t lowest, std::size_t most, F each)
    {
        const Json* j = member(obj, name);
        if (!j)
            return false;
        if (!j->is_array() || j->size() < lowest || j->size() > most)
            return fail(name, "expected a list of " + std::to_string(lowest) + " to " +
                                  std::to_string(most) + " items");
        for (std::size_t i = 0; i < j->size(); ++i)
            if (!each((*j)[i], i))
                return false;
        return true;
    }

    // [seat, "QS"] pairs, as the trick and the history are written.
    bool seatCard(const Json& j, const std::string& where, int seats, int& seat, Card& c)
    {
        if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer())
            return fail(where, "expected [seat, card]");
        const auto s = j[0].get<std::int64_t>();
        if (s < -1 || s >= seats)
            return fail(where, "no such seat");
        seat = static_cast<int>(s);
        return card(j[1], where, false, c);
    }

    const Pack& m_pack;
    std::string& m_error;
};

} // namespace

std::string_view eventKindName(EventKind kind)
{
    return EventNames[static_cast<std::size_t>(kind)];
}

namespace {

constexpr std::array<std::string_view, 5> ActionKindNames = {"play", "pass", "discard", "bid",
                                                             "choose"};

} // namespace

std::string_view actionKindName(ActionKind kind)
{
    return ActionKindNames[static_cast<std::size_t>(kind)];
}

std::optional<ActionKind> actionKindNamed(std::string_view name)
{
    for (std::size_t i = 0; i < ActionKindNames.size(); ++i)
        if (ActionKindNames[i] == name)
            return static_cast<ActionKind>(i);
    return std::nullopt;
}

std::string_view phaseName(Phase phase)
{
    return PhaseNames[static_cast<std::size_t>(phase)];
}

namespace {

Json perSeat(const GameState& s, const std::function<Json(std::size_t)>& item)
{
    Json list = Json::array();
    for (int i = 0; i < s.seats(); ++i)
        list.push_back(item(static_cast<std::size_t>(i)));
    return list;
}

Json playedJson(const GameState& s, int from)
{
    Json played = Json::array();
    for (int i = from; i < s.playedCount; ++i)
        played.push_back(Json::array({s.playedBy[static_cast<std::size_t>(i)],
                                      s.pack().name(s.played[static_cast<std::size_t>(i)])}));
    return played;
}

// The members of the seat's public table: hands, tricks, the stock and the game's variables.
void writeTable(Json& j, const PlayerView& view, std::uint32_t members)
{
    const GameState& s = view.state();
    const Pack& pack = s.pack();
    if (members & MemberTrick) {
        Json trick = Json::array();
        for (int i = 0; i < s.trick.size; ++i)
            trick.push_back(Json::array({s.trick.seat(i), pack.name(s.trick.card(i))}));
        j["trickLeader"] = s.trick.leader;
        j["trick"] = std::move(trick);
    }
    if (members & MemberTricksDone)
        j["tricksDone"] = s.tricksDone;
    if (members & MemberPlayed)
        j["played"] = playedJson(s, 0);
    if (members & MemberTrickHistory) {
        Json starts = Json::array(), winners = Json::array();
        for (int i = 0; i < s.tricksDone; ++i) {
            starts.push_back(s.trickStarts[static_cast<std::size_t>(i)]);
            winners.push_back(s.trickWinners[static_cast<std::size_t>(i)]);
        }
        j["trickStarts"] = std::move(starts);
        j["trickWinners"] = std::move(winners);
    }
    if (members & MemberStock) {
        Json stock = Json::array();
        for (int i = 0; i < s.stockSize; ++i)
            stock.push_back(cardJson(pack, s.stock[static_cast<std::size_t>(i)]));
        j["stock"] = std::move(stock);
    }
    if (members & MemberPiles) {
        Json piles = Json::array();
        for (int p = 0; p < view.pileCount(); ++p)
            piles.push_back(view.pileSize(p));
        j["piles"] = std::move(piles);
    }
    if (members & MemberVars)
        j["vars"] = varsToJson(s);
}

} // namespace

Json viewToJson(const PlayerView& view, std::uint32_t members)
{
    const GameState& s = view.state();
    const Pack& pack = s.pack();
    Json j = Json::object();
    if (members & MemberSeat) {
        j["seat"] = view.seat();
        j["seats"] = s.seats();
    }
    if (members & MemberDealIndex)
        j["dealIndex"] = s.dealIndex;
    if (members & MemberDealer)
        j["dealer"] = s.dealer;
    if (members & MemberPhase)
        j["phase"] = phaseName(s.phase);
    if (members & MemberToAct)
        j["toAct"] = s.toAct;
    if (members & MemberTrump)
        j["trump"] = s.trump;
    if (members & MemberTurnUp)
        j["turnUp"] = cardJson(pack, s.turnUp);
    if (members & MemberHands)
        j["hands"] = perSeat(s, [&](std::size_t i) { return cardsJson(pack, s.hands[i]); });
    if (members & MemberHandSizes)
        j["handSizes"] =
            perSeat(s, [&](std::size_t i) { return Json(view.handSize(static_cast<int>(i))); });
    if (members & MemberWon)
        j["won"] = perSeat(s, [&](std::size_t i) { return cardsJson(pack, s.won[i]); });
    if (members & MemberTricksWon)
        j["tricksWon"] = perSeat(s, [&](std::size_t i) { return Json(s.tricksWon[i]); });
    if (members & MemberBids)
        j["bids"] = perSeat(s, [&](std::size_t i) { return Json(s.bids[i]); });
    if (members & MemberTotalsAtStart) {
        // Columns may outnumber seats in no game, but totals are per column: write all of them.
        Json totals = Json::array();
        for (const std::int32_t t : s.totalsAtStart)
            totals.push_back(t);
        j["totalsAtStart"] = std::move(totals);
    }
    writeTable(j, view, members);
    return j;
}

Json viewChangesToJson(const PlayerView& now, const PlayerView& before)
{
    const std::uint32_t changed = changedMembers(now, before);
    const bool grew = (changed & MemberPlayed) && playedExtends(now, before);
    Json j = viewToJson(now, grew ? changed & ~MemberPlayed : changed);
    if (grew)
        j["played"] = Json{{"keep", before.state().playedCount},
                           {"append", playedJson(now.state(), before.state().playedCount)}};
    return j;
}

std::optional<PlayerView> viewFromJson(const Json& j, const Rules& rules, std::string& error)
{
    const Pack& pack = rules.pack();
    Reader r(pack, error);
    GameState s(rules);
    const int seats = rules.seats();
    int seat = 0, seatCount = 0;
    if (!r.integer(j, "seat", 0, seats - 1, seat) ||
        !r.integer(j, "seats", seats, seats, seatCount))
        return std::nullopt;
    s.seatCount = static_cast<std::uint8_t>(seats);
    std::string phase;
    if (!r.small(j, "dealIndex", 0, 65535, s.dealIndex) ||
        !r.small(j, "dealer", 0, seats - 1, s.dealer) ||
        !r.small(j, "toAct", -1, seats - 1, s.toAct) ||
        !r.small(j, "trump", -1, pack.suitCount() - 1, s.trump))
        return std::nullopt;
    if (const Json* p = r.member(j, "phase")) {
        const auto it = p->is_string()
                            ? std::find(PhaseNames.begin(), PhaseNames.end(), p->get<std::string>())
                            : PhaseNames.end();
        if (it == PhaseNames.end()) {
            r.fail("phase", "unknown phase");
            return std::nullopt;
        }
        s.phase = static_cast<Phase>(it - PhaseNames.begin());
    } else {
        return std::nullopt;
    }
    if (const Json* t = r.member(j, "turnUp"); !t || !r.card(*t, "turnUp", true, s.turnUp))
        return std::nullopt;
    const auto seatsU = static_cast<std::size_t>(seats);
    const auto packSize = static_cast<std::size_t>(pack.size());
    std::vector<int> handSizes(seatsU), piles;
    const bool ok =
        r.list(j, "hands", seatsU, seatsU,
               [&](const Json& item, std::size_t i) {
                   return r.cards(item, "hands", packSize, s.hands[i]);
               }) &&
        r.list(j, "handSizes", seatsU, seatsU,
               [&](const Json& item, std::size_t i) {
                   return r.integer(Json{{"n", item}}, "n", 0, pack.size(), handSizes[i]);
               }) &&
        r.list(j, "won", seatsU, seatsU,
               [&](const Json& item, std::size_t i) {
                   return r.cards(item, "won", packSize, s.won[i]);
               }) &&
        r.list(j, "tricksWon", seatsU, seatsU,
               [&](const Json& item, std::size_t i) {
                   return r.small(Json{{"n", item}}, "n", 0, MaxTricks, s.tricksWon[i]);
               }) &&
        r.list(j, "bids", seatsU, seatsU,
               [&](const Json& item, std::size_t i) {
                   return r.small(Json{{"n", item}}, "n", -128, 127, s.bids[i]);
               }) &&
        r.list(
            j, "totalsAtStart", MaxSeats, MaxSeats,
            [&](const Json& item, std::size_t i) {
                return r.small(Json{{"n", item}}, "n", -100000000, 100000000, s.totalsAtStart[i]);
            }) &&
        r.small(j, "trickLeader", -1, seats - 1, s.trick.leader) &&
        r.list(j, "trick", 0, seatsU,
               [&](const Json& item, std::size_t) {
                   int who = 0;
                   Card c;
                   if (!r.seatCard(item, "trick", seats, who, c) || who < 0)
                       return r.fail("trick", "expected a seat and a card");
                   s.trick.add(who, c);
                   return true;
               }) &&
        r.small(j, "tricksDone", 0, MaxTricks, s.tricksDone) &&
        r.list(j, "played", 0, MaxPlayed,
               [&](const Json& item, std::size_t i) {
                   int who = 0;
                   if (!r.seatCard(item, "played", seats, who, s.played[i]))
                       return false;
                   s.playedBy[i] = static_cast<std::int8_t>(who);
                   s.playedCount = static_cast<std::uint8_t>(i + 1);
                   return true;
               }) &&
        r.list(j, "trickStarts", s.tricksDone, s.tricksDone,
               [&](const Json& item, std::size_t i) {
                   return r.small(Json{{"n", item}}, "n", 0, s.playedCount, s.trickStarts[i]);
               }) &&
        r.list(j, "trickWinners", s.tricksDone, s.tricksDone,
               [&](const Json& item, std::size_t i) {
                   return r.small(Json{{"n", item}}, "n", -1, seats - 1, s.trickWinners[i]);
               }) &&
        r.list(j, "stock", 0, MaxStock,
               [&](const Json& item, std::size_t i) {
                   s.stockSize = static_cast<std::uint8_t>(i + 1);
                   return r.card(item, "stock", true, s.stock[i]);
               }) &&
        r.list(j, "piles", 0, MaxPiles, [&](const Json& item, std::size_t) {
            int n = 0;
            if (!r.integer(Json{{"n", item}}, "n", 0, pack.size(), n))
                return false;
            piles.push_back(n);
            return true;
        });
    if (!ok)
        return std::nullopt;
    const Json* vars = r.member(j, "vars");
    if (!vars)
        return std::nullopt;
    if (!readVarsJson(*vars, s, error))
        return std::nullopt;
    return PlayerView::received(s, seat, handSizes, piles);
}

Json eventToJson(const Event& e, const Pack& pack)
{
    Json j;
    j["kind"] = eventKindName(e.kind);
    j["seat"] = e.seat;
    j["other"] = e.other;
    j["value"] = e.value;
    j["card"] = cardJson(pack, e.card);
    j["cards"] = cardsJson(pack, e.cards);
    return j;
}

std::optional<Event> eventFromJson(const Json& j, const Pack& pack, int seats, std::string& error)
{
    Reader r(pack, error);
    Event e;
    const Json* kind = r.member(j, "kind");
    if (!kind)
        return std::nullopt;
    const auto it = kind->is_string()
                        ? std::find(EventNames.begin(), EventNames.end(), kind->get<std::string>())
                        : EventNames.end();
    if (it == EventNames.end()) {
        r.fail("kind", "unknown event");
        return std::nullopt;
    }
    e.kind = static_cast<EventKind>(it - EventNames.begin());
    const Json* card = nullptr;
    const Json* cards = nullptr;
    if (!r.small(j, "seat", -1, seats - 1, e.seat) ||
        !r.small(j, "other", -1, seats - 1, e.other) || !r.small(j, "value", -128, 127, e.value) ||
        !(card = r.member(j, "card")) || !r.card(*card, "card", true, e.card) ||
        !(cards = r.member(j, "cards")) ||
        !r.cards(*cards, "cards", static_cast<std::size_t>(pack.size()), e.cards))
        return std::nullopt;
    return e;
}

} // namespace fs::net
