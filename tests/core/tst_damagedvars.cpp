// A view whose game variables were damaged, by a bug, another build or a hostile server, is
// refused with the member and the reason (net/varsjson.h), never read half-way, in bounded time:
// an unknown or missing member, a value of the wrong kind, a card not in the pack, a number out of
// its field's range, a list of the wrong length, a huge list, deep nesting.

#include "core/match.h"
#include "net/viewjson.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "testmain.h"

using Json = nlohmann::json;

namespace {

// A real view of `game` in its first deal, after `actions` decisions of the computer player.
Json viewOf(const std::string& game, int seats, int actions)
{
    std::string error;
    const auto rules = fs::createRules(game, seats, {}, error);
    const auto computer = fs::findGame(game)->computerPlayer();
    fs::Match match(rules, 5);
    fs::Rng rng(5);
    match.startDeal();
    for (int i = 0; i < actions; ++i)
        (void)match.apply(computer->choose(match.viewFor(match.state().toAct), rng));
    return fs::net::viewToJson(match.viewFor(0));
}

Json nested(int depth)
{
    Json j = Json::array();
    for (int i = 0; i < depth; ++i)
        j = Json::array({std::move(j)});
    return j;
}

constexpr auto Top = std::numeric_limits<std::uint64_t>::max();
constexpr auto Bottom = std::numeric_limits<std::int64_t>::min();

struct Damage {
    const char* name;
    const char* game; // hearts: four seats, one pass made; put: four seats, while naming
    std::function<void(Json& vars)> damage;
    std::string error; // exactly what the reader says
};

const std::vector<Damage>& damages()
{
    static const std::vector<Damage> list = {
        {"an unknown member", "hearts", [](Json& v) { v["colour"] = 1; },
         "vars: unknown variable \"colour\""},
        {"a missing member", "hearts", [](Json& v) { v.erase("heartsBroken"); },
         "vars.heartsBroken: missing"},
        {"the bytes of an older build", "hearts", [](Json& v) { v = "00ff00ff"; },
         "vars: expected an object of the game's variables by name, got the text \"00ff00ff\""},
        {"a list for the object", "hearts", [](Json& v) { v = Json::array(); },
         "vars: expected an object of the game's variables by name, got a list"},
        {"a number for a flag", "hearts", [](Json& v) { v["heartsBroken"] = 1; },
         "vars.heartsBroken: expected true or false, got 1"},
        {"text for a flag", "hearts", [](Json& v) { v["heartsBroken"] = "true"; },
         "vars.heartsBroken: expected true or false, got the text \"true\""},
        {"text for a number", "hearts", [](Json& v) { v["passCount"] = "3"; },
         "vars.passCount: expected a whole number, got the text \"3\""},
        {"a fraction for a number", "hearts", [](Json& v) { v["passCount"] = 3.5; },
         "vars.passCount: expected a whole number, got 3.5"},
        {"null for a number", "hearts", [](Json& v) { v["shooter"] = nullptr; },
         "vars.shooter: expected a whole number, got null"},
        {"a seat past the table", "hearts", [](Json& v) { v["shooter"] = 4; },
         "vars.shooter: expected -1 to 3, got 4"},
        {"a seat below none", "hearts", [](Json& v) { v["shooter"] = -2; },
         "vars.shooter: expected -1 to 3, got -2"},
        {"a hand larger than the pack allows", "hearts", [](Json& v) { v["handSize"] = 256; },
         "vars.handSize: expected 0 to 13, got 256"},
        {"the largest unsigned number", "hearts", [](Json& v) { v["shooter"] = Top; },
         "vars.shooter: expected -1 to 3, got 18446744073709551615"},
        {"the smallest signed number", "hearts", [](Json& v) { v["shooter"] = Bottom; },
         "vars.shooter: expected -1 to 3, got -9223372036854775808"},
        {"a card not in the pack", "hearts", [](Json& v) { v["opening"] = "1C"; },
         "vars.opening: card: unknown card \"1C\" (cards are written like \"QS\")"},
        {"a card of the other pack", "hearts", [](Json& v) { v["opening"] = "Cb"; },
         "vars.opening: card: unknown card \"Cb\" (cards are written like \"QS\")"},
        {"a number for a card", "hearts", [](Json& v) { v["opening"] = 12; },
         "vars.opening: card: expected a string, got 12"},
        {"a bad card in a set", "hearts",
         [](Json& v) {
             v["passed"][1] = {"2C", "ZZ"};
         },
         "vars.passed[1]: card: unknown card \"ZZ\" (cards are written like \"QS\")"},
        {"a card twice in a set", "hearts",
         [](Json& v) {
             v["passed"][1] = {"2C", "2C"};
         },
         "vars.passed[1]: card 2C is listed twice"},
        {"a card for a set", "hearts", [](Json& v) { v["widow"] = "2C"; },
         "vars.widow: expected a list of cards, got the text \"2C\""},
        {"a set longer than the pack", "hearts",
         [](Json& v) {
             v["widow"] = Json::array();
             for (int i = 0; i < 53; ++i)
                 v["widow"].push_back("2C");
         },
         "vars.widow: expected at most 52 cards, got 53"},
        {"a list one short", "hearts", [](Json& v) { v["passed"].erase(5); },
         "vars.passed: expected a list of 6 items, got 5 items"},
        {"a list one long", "hearts", [](Json& v) { v["passed"].push_back(Json::array()); },
         "vars.passed: expected a list of 6 items, got 7 items"},
        {"an object for a list", "hearts", [](Json& v) { v["passed"] = Json::object(); },
         "vars.passed: expected a list of 6 items, got an object"},
        {"a list of a million", "hearts",
         [](Json& v) {
             v["passed"] = Json::array();
             for (int i = 0; i < 1000000; ++i)
                 v["passed"].push_back(nullptr);
         },
         "vars.passed: expected a list of 6 items, got 1000000 items"},
        {"deep nesting for a flag", "hearts", [](Json& v) { v["heartsBroken"] = nested(100000); },
         "vars.heartsBroken: expected true or false, got a list"},
        {"deep nesting in a set", "hearts", [](Json& v) { v["passed"][0] = {nested(100000)}; },
         "vars.passed[0]: card: expected a string, got a list"},
        {"an unknown name", "hearts", [](Json& v) { v["moonChoice"] = "moon"; },
         "vars.moonChoice: unknown name \"moon\""},
        {"a number for a name", "hearts", [](Json& v) { v["moonChoice"] = 0; },
         "vars.moonChoice: expected a name or null, got 0"},
        {"null for a name that is always given", "put", [](Json& v) { v["stage"] = nullptr; },
         "vars.stage: expected a name, got null"},
        {"a stage Put does not have", "put", [](Json& v) { v["stage"] = "lunch"; },
         "vars.stage: unknown name \"lunch\""},
        {"an unknown choice in a list", "put", [](Json& v) { v["named"][2] = "feed-me"; },
         "vars.named[2]: unknown name \"feed-me\""},
    };
    return list;
}

Json baseView(const std::string& game)
{
    return game == "hearts" ? viewOf("hearts", 4, 1) : viewOf("put", 4, 1);
}

} // namespace

class DamagedVarsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theViewsDamagedBelowAreReadWhenWhole();
    void damagedVariablesAreRefusedWithTheReason_data();
    void damagedVariablesAreRefusedWithTheReason();
    void aHostileMemberNameIsClippedInTheMessage();
};

// The damage, not the view it is done to, is what each row below is refused for.
void DamagedVarsTest::theViewsDamagedBelowAreReadWhenWhole()
{
    for (const char* game : {"hearts", "put"}) {
        std::string error;
        const auto rules = fs::createRules(game, 4, {}, error);
        const Json view = baseView(game);
        QVERIFY2(fs::net::viewFromJson(view, *rules, error), error.c_str());
    }
}

void DamagedVarsTest::damagedVariablesAreRefusedWithTheReason_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < damages().size(); ++i)
        QTest::newRow(damages()[i].name) << static_cast<int>(i);
}

void DamagedVarsTest::damagedVariablesAreRefusedWithTheReason()
{
    QFETCH(int, index);
    const Damage& d = damages()[static_cast<std::size_t>(index)];
    std::string error;
    const auto rules = fs::createRules(d.game, 4, {}, error);
    Json view = baseView(d.game);
    d.damage(view["vars"]);
    QVERIFY(!fs::net::viewFromJson(view, *rules, error));
    QCOMPARE(QString::fromStdString(error), QString::fromStdString(d.error));
}

void DamagedVarsTest::aHostileMemberNameIsClippedInTheMessage()
{
    std::string error;
    const auto rules = fs::createRules("hearts", 4, {}, error);
    Json view = baseView("hearts");
    view["vars"][std::string(1 << 20, 'a')] = true;
    QVERIFY(!fs::net::viewFromJson(view, *rules, error));
    QVERIFY2(error.rfind("vars: unknown variable \"aaaa", 0) == 0, error.c_str());
    QVERIFY2(error.size() < 120, error.c_str());
}

FOLLOWSUIT_TEST_APPLESS_MAIN(DamagedVarsTest)
#include "tst_damagedvars.moc"
