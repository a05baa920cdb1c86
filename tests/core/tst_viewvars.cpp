// A seat's view on the wire carries the game's own variables by name (net/varsjson.h, described
// by each game in Rules::describeVars). For every game, seat count and option value: views from
// real deals round-trip exactly, a state whose variables hold random valid values comes back byte
// for byte (so a field left out of a description is caught), each field is named once, and the
// named variables mention no card the seat may not know.

#include "check/dealchecks.h"
#include "core/knowledge.h"
#include "core/match.h"
#include "core/varsfields.h"
#include "games/aluette/aluetterules.h"
#include "games/armslength/armslengthrules.h"
#include "games/euchre/euchrerules.h"
#include "games/germanwhist/germanwhistrules.h"
#include "games/hearts/heartsrules.h"
#include "games/ohhell/ohhellrules.h"
#include "games/put/putrules.h"
#include "games/spades/spadesrules.h"
#include "games/whist/whistrules.h"
#include "net/varsjson.h"
#include "net/viewjson.h"
#include "record/jsonparts.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <cstring>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;
using Json = nlohmann::json;

namespace {

using VarBuffer = std::array<std::byte, 128>;

// Which bytes of a game's variables struct are its members' (the rest is padding), from the
// compiler: the struct filled with ones, then its padding cleared. GCC 11 and clang 16 can say.
#if defined(__has_builtin)
#if __has_builtin(__builtin_clear_padding)
#define FOLLOWSUIT_KNOWS_PADDING 1
#endif
#endif
#if defined(FOLLOWSUIT_KNOWS_PADDING)
constexpr bool KnowsPadding = true;
#else
constexpr bool KnowsPadding = false;
#endif

struct VarsType {
    std::size_t size = 0;
    std::vector<bool> member;
};

template <class T> VarsType typeOf()
{
    alignas(T) std::array<unsigned char, sizeof(T)> bytes{};
    [[maybe_unused]] T* object = new (bytes.data()) T{};
    std::memset(bytes.data(), 0xff, sizeof(T));
#if defined(FOLLOWSUIT_KNOWS_PADDING)
    __builtin_clear_padding(object);
#endif
    VarsType type{sizeof(T), {}};
    for (unsigned char b : bytes)
        type.member.push_back(b != 0);
    return type;
}

// Every registered game's variables struct. A new game adds its line; one missing is a failure.
const std::map<std::string, VarsType>& varsTypes()
{
    static const std::map<std::string, VarsType> types = {
        {"aluette", typeOf<AluetteVars>()},
        {"euchre", typeOf<EuchreVars>()},
        {"armslength", typeOf<ArmsLengthVars>()},
        {"germanwhist", typeOf<GermanWhistVars>()},
        {"hearts", typeOf<HeartsVars>()},
        {"ohhell", typeOf<OhHellVars>()},
        {"put", typeOf<PutVars>()},
        {"seconds", VarsType{}},
        {"spades", typeOf<SpadesVars>()},
        {"whist", typeOf<WhistVars>()},
    };
    return types;
}

// The game's line in varsTypes(), or a failure saying to add it.
const VarsType* typeFor(const std::string& game)
{
    const auto it = varsTypes().find(game);
    if (it != varsTypes().end())
        return &it->second;
    QTest::qFail(("add " + game + "'s variables struct to varsTypes() in this test").c_str(),
                 __FILE__, __LINE__);
    return nullptr;
}

const VarBuffer& bytesOf(const GameState& s)
{
    return s.vars<VarBuffer>();
}

// The first member byte where the variables of `a` and `b` differ, or -1.
int firstDifference(const GameState& a, const GameState& b, const VarsType& type)
{
    for (std::size_t i = 0; i < type.size; ++i)
        if (type.member[i] && bytesOf(a)[i] != bytesOf(b)[i])
            return static_cast<int>(i);
    return -1;
}

// Sets every field a game names to a random value its reader takes.
class RandomValues final : public VarsFields {
public:
    RandomValues(Rng& rng, const Pack& pack) : m_rng(rng), m_pack(pack) {}

protected:
    void cards(std::string_view, std::span<Card> values, bool) override
    {
        for (Card& c : values)
            c = m_rng.below(8) == 0 ? NoCard : Card(static_cast<int>(below(m_pack.size())));
    }
    void cardSets(std::string_view, std::span<CardSet> values, bool) override
    {
        for (CardSet& set : values)
            set = CardSet(m_rng.next() & m_pack.all().bits());
    }
    void flags(std::string_view, std::span<bool> values, bool) override
    {
        for (bool& b : values)
            b = m_rng.below(2) == 1;
    }
    void integers(std::string_view, std::span<std::int64_t> values, VarRange range, bool) override
    {
        for (std::int64_t& v : values)
            v = range.low + static_cast<std::int64_t>(below(range.high - range.low + 1));
    }
    void names(std::string_view name, std::span<std::int64_t> values,
               std::span<const std::string_view>, VarRange range, bool list) override
    {
        integers(name, values, range, list);
    }

private:
    std::uint32_t below(std::int64_t n) { return m_rng.below(static_cast<std::uint32_t>(n)); }

    Rng& m_rng;
    const Pack& m_pack;
};

// The names a game gives, in order.
class NameList final : public VarsFields {
public:
    std::vector<std::string> seen;

protected:
    void cards(std::string_view name, std::span<Card>, bool) override { add(name); }
    void cardSets(std::string_view name, std::span<CardSet>, bool) override { add(name); }
    void flags(std::string_view name, std::span<bool>, bool) override { add(name); }
    void integers(std::string_view name, std::span<std::int64_t>, VarRange, bool) override
    {
        add(name);
    }
    void names(std::string_view name, std::span<std::int64_t>, std::span<const std::string_view>,
               VarRange, bool) override
    {
        add(name);
    }

private:
    void add(std::string_view name) { seen.emplace_back(name); }
};

struct Table {
    std::string game;
    int seats = 4;
    Options options;
};

// Every game at every seat count with its default options, and with each value worth playing of
// each option (registry/gameregistry.h: sampleValues).
std::vector<Table> everyTable()
{
    std::vector<Table> tables;
    for (const GameInfo& g : allGames())
        for (int seats = g.minSeats; seats <= g.maxSeats; ++seats) {
            std::string error;
            if (!createRules(g.id, seats, {}, error))
                continue;
            tables.push_back({g.id, seats, {}});
            for (const OptionInfo& option : g.options)
                for (const std::string& value : sampleValues(option))
                    if (value != option.defaultValue &&
                        createRules(g.id, seats, {{option.key, value}}, error))
                        tables.push_back({g.id, seats, {{option.key, value}}});
        }
    return tables;
}

std::string nameOf(const Table& t)
{
    std::string name = t.game + "-" + std::to_string(t.seats);
    for (const auto& [key, value] : t.options)
        name += " " + key + "=" + value;
    return name;
}

// Plays `deals` deals of the table, over as many matches as that takes, half the seats by the
// game's computer player and half at random, and calls `at` with the match and the number of the
// deal (from 0) before every action and once the deal is over. Enough deals that every game
// reaches its rarer stages (a chant in Aluette accepted by all four, a moon shot).
constexpr int DealsPerTable = 12;

void playDeals(const Table& t, int deals, const std::function<void(const Match&, int deal)>& at)
{
    std::string error;
    const auto rules = createRules(t.game, t.seats, t.options, error);
    QVERIFY2(rules, error.c_str());
    const auto computer = findGame(t.game)->computerPlayer();
    const RandomPlayer random;
    Rng rng(23);
    int played = 0;
    for (std::uint64_t seed = 11; played < deals; ++seed) {
        Match match(rules, seed);
        for (; played < deals && !match.over(); ++played) {
            match.startDeal();
            while (match.dealInProgress()) {
                at(match, played);
                if (QTest::currentTestFailed())
                    return;
                const int seat = match.state().toAct;
                const PlayerView view = match.viewFor(seat);
                const Action a = seat % 2 ? random.choose(view, rng) : computer->choose(view, rng);
                QCOMPARE(match.apply(a), Reason::None);
            }
            at(match, played);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

// The cards `view`'s seat may know the place of: its hand, what is out of play, and what its
// knowledge places in a hand or a pile (as the network tests' fairness check has it).
CardSet knownCards(const PlayerView& view)
{
    const Knowledge k = knowledgeOf(view);
    CardSet known = view.hand() | k.outOfPlay;
    for (int s = 0; s < view.state().seats(); ++s)
        known |= k.holds[static_cast<std::size_t>(s)];
    for (int p = 0; p < k.pileCount; ++p)
        known |= k.pileKnown[static_cast<std::size_t>(p)];
    return known;
}

void collectCards(const Json& j, const Pack& pack, CardSet& out)
{
    if (j.is_string()) {
        if (const auto c = pack.parse(j.get<std::string>()))
            out.insert(*c);
    } else if (j.is_array() || j.is_object()) {
        for (const Json& item : j)
            collectCards(item, pack, out);
    }
}

} // namespace

class ViewVarsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyGameSaysWhatItsVariablesAre();
    void everyGameNamesEachFieldOnce();
    void viewsFromRealDealsComeBackExactly_data();
    void viewsFromRealDealsComeBackExactly();
    void randomVariablesComeBackByteForByte_data();
    void randomVariablesComeBackByteForByte();
    void theNamedVariablesShowNoCardTheSeatMayNotKnow_data();
    void theNamedVariablesShowNoCardTheSeatMayNotKnow();
    void theLayoutNamesEachFieldWithItsKindAndRange();
};

void ViewVarsTest::everyGameSaysWhatItsVariablesAre()
{
    for (const GameInfo& g : allGames())
        if (!typeFor(g.id))
            return;
}

void ViewVarsTest::everyGameNamesEachFieldOnce()
{
    for (const Table& t : everyTable()) {
        std::string error;
        const auto rules = createRules(t.game, t.seats, t.options, error);
        GameState s(*rules);
        NameList list;
        rules->describeVars(list, s);
        const std::set<std::string> distinct(list.seen.begin(), list.seen.end());
        QVERIFY2(distinct.size() == list.seen.size(), (nameOf(t) + " names a field twice").c_str());
        const VarsType* type = typeFor(t.game);
        if (!type)
            return;
        QVERIFY2(list.seen.empty() == (type->size == 0),
                 (nameOf(t) + ": fields named without variables, or variables unnamed").c_str());
    }
}

void ViewVarsTest::viewsFromRealDealsComeBackExactly_data()
{
    QTest::addColumn<int>("index");
    const auto tables = everyTable();
    for (std::size_t i = 0; i < tables.size(); ++i)
        QTest::newRow(nameOf(tables[i]).c_str()) << static_cast<int>(i);
}

// Written, sent as text and read back, every seat's view at every point of a few deals is the
// same view: equal when written again, and the same game variables byte for byte.
void ViewVarsTest::viewsFromRealDealsComeBackExactly()
{
    QFETCH(int, index);
    const Table t = everyTable()[static_cast<std::size_t>(index)];
    const VarsType* type = typeFor(t.game);
    if (!type)
        return;
    int views = 0;
    playDeals(t, DealsPerTable, [&](const Match& match, int) {
        for (int seat = 0; seat < match.rules().seats(); ++seat) {
            const PlayerView view = match.viewFor(seat);
            const Json written = net::viewToJson(view);
            std::string error;
            const auto text = parseJsonSafely(written.dump(), 1 << 20, 16, error);
            QVERIFY2(text, error.c_str());
            const auto back = net::viewFromJson(*text, match.rules(), error);
            QVERIFY2(
                back,
                (check::where(match) + ", seat " + std::to_string(seat) + ": " + error).c_str());
            QVERIFY(net::viewToJson(*back) == written);
            const int differs =
                KnowsPadding ? firstDifference(view.state(), back->state(), *type) : -1;
            QVERIFY2(differs < 0, ("byte " + std::to_string(differs) +
                                   " of the variables differs after the trip")
                                      .c_str());
            ++views;
        }
    });
    if (!QTest::currentTestFailed())
        QVERIFY(views > 0);
}

void ViewVarsTest::randomVariablesComeBackByteForByte_data()
{
    viewsFromRealDealsComeBackExactly_data();
}

// The variables are first filled with random bytes, then every field the game names is set to
// a random valid value: a member the description leaves out keeps its random bytes, which no
// reader can bring back, and is found here.
void ViewVarsTest::randomVariablesComeBackByteForByte()
{
    if (!KnowsPadding)
        QSKIP("the compiler cannot tell a struct's padding (__builtin_clear_padding)");
    QFETCH(int, index);
    const Table t = everyTable()[static_cast<std::size_t>(index)];
    std::string error;
    const auto rules = createRules(t.game, t.seats, t.options, error);
    const VarsType* type = typeFor(t.game);
    if (!type)
        return;
    Rng rng(static_cast<std::uint64_t>(index) + 1);
    for (int trial = 0; trial < 16; ++trial) {
        GameState sent(*rules);
        sent.seatCount = static_cast<std::uint8_t>(t.seats);
        for (std::size_t i = 0; i < type->size; ++i)
            sent.vars<VarBuffer>()[i] = static_cast<std::byte>(rng.below(256));
        RandomValues randomValues(rng, rules->pack());
        rules->describeVars(randomValues, sent);
        const Json written = net::varsToJson(sent);
        GameState received(*rules);
        received.seatCount = sent.seatCount;
        QVERIFY2(net::readVarsJson(written, received, error), error.c_str());
        QVERIFY(net::varsToJson(received) == written);
        const int differs = firstDifference(sent, received, *type);
        QVERIFY2(differs < 0, ("byte " + std::to_string(differs) + " of " + t.game +
                               "'s variables is in no field its describeVars names")
                                  .c_str());
    }
}

void ViewVarsTest::theNamedVariablesShowNoCardTheSeatMayNotKnow_data()
{
    viewsFromRealDealsComeBackExactly_data();
}

// The variables a view carries are masked by the game's hideFrom; named, any card they mention
// is one the seat holds or held earlier in the deal (a card it passed), one out of play, or one
// its knowledge places.
void ViewVarsTest::theNamedVariablesShowNoCardTheSeatMayNotKnow()
{
    QFETCH(int, index);
    const Table t = everyTable()[static_cast<std::size_t>(index)];
    std::array<CardSet, MaxSeats> held{};
    int heldIn = -1;
    playDeals(t, DealsPerTable, [&](const Match& match, int deal) {
        if (deal != heldIn) {
            heldIn = deal;
            held = {};
        }
        const Pack& pack = match.rules().pack();
        for (int seat = 0; seat < match.rules().seats(); ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            held[i] |= match.state().hand(seat);
            const PlayerView view = match.viewFor(seat);
            const Json vars = net::viewToJson(view).at("vars");
            CardSet named;
            collectCards(vars, pack, named);
            const CardSet unknown = named - held[i] - knownCards(view);
            QVERIFY2(unknown.empty(),
                     (check::where(match) + ": seat " + std::to_string(seat) + " is shown " +
                      pack.name(unknown.lowest()) + " in " + vars.dump())
                         .c_str());
        }
    });
}

void ViewVarsTest::theLayoutNamesEachFieldWithItsKindAndRange()
{
    std::string error;
    const auto hearts = createRules("hearts", 4, {}, error);
    const std::string layout = varsLayout(*hearts);
    QVERIFY2(layout.find("passed cards[6]\n") != std::string::npos, layout.c_str());
    QVERIFY2(layout.find("shooter integer -1..3\n") != std::string::npos, layout.c_str());
    QVERIFY2(layout.find("moonChoice name null|moon-subtract-own|") != std::string::npos,
             layout.c_str());
    // The range of a seat follows the table's size, and so does the build digest.
    QVERIFY(varsLayout(*createRules("hearts", 5, {}, error)) != layout);
    QVERIFY(varsLayout(*createRules("seconds", 4, {}, error)).empty());
}

FOLLOWSUIT_TEST_APPLESS_MAIN(ViewVarsTest)
#include "tst_viewvars.moc"
