// Game records: writing a match, replaying it, and refusing broken or hostile records with a
// message that says what is wrong (docs/record-format.md).

#include "games/hearts/heartsrules.h"
#include "record/gamerecord.h"
#include "registry/gameregistry.h"

#include <QtTest>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "testmain.h"

namespace {

// A Hearts match between the registry's computer players, stopped after `maxActions` actions
// (or at its end).
fs::Match playHearts(std::uint64_t seed, const fs::Options& options = {},
                     std::size_t maxActions = SIZE_MAX)
{
    std::string error;
    const auto rules = fs::createRules("hearts", 4, options, error);
    const fs::GameInfo* info = fs::findGame("hearts");
    const auto player = info->computerPlayer();
    fs::Match match(rules, seed);
    fs::Rng rng(seed + 1000);
    while (!match.over() && match.actions().size() < maxActions) {
        if (!match.dealInProgress())
            match.startDeal();
        const int seat = match.state().toAct;
        const fs::Reason r = match.apply(player->choose(match.viewFor(seat), rng));
        if (r != fs::Reason::None)
            qFatal("the computer player chose an illegal action");
    }
    return match;
}

fs::GameRecord roundTrip(const fs::GameRecord& record)
{
    const fs::ParsedRecord parsed = fs::parseRecord(fs::writeRecord(record));
    if (!parsed.ok())
        qFatal("%s", parsed.error.message.c_str());
    return parsed.record;
}

std::string readData(const char* name)
{
    std::ifstream file(std::string(FOLLOWSUIT_TEST_DATA) + "/" + name);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

// The JSON of a small valid record with one member replaced by raw JSON text (or removed).
std::string recordWith(const std::string& member, const std::string& json)
{
    std::map<std::string, std::string> members = {
        {"format", "\"followsuit-record\""},
        {"version", "1"},
        {"game", "\"hearts\""},
        {"players", "4"},
        {"seed", "5"},
        {"actions", "[]"},
    };
    if (json.empty())
        members.erase(member);
    else
        members[member] = json;
    std::string text = "{";
    for (const auto& [key, value] : members)
        text += (text.size() > 1 ? ", \"" : "\"") + key + "\": " + value;
    return text + "}";
}

QString messageOf(const fs::RecordError& error)
{
    return QString::fromStdString(error.message);
}

// Parses and replays; returns the first error (kind None when the record is fine).
fs::RecordError problemWith(const std::string& json)
{
    const fs::ParsedRecord parsed = fs::parseRecord(json);
    if (!parsed.ok())
        return parsed.error;
    return fs::replayRecord(parsed.record).error;
}

} // namespace

class RecordTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void recordOfAFinishedMatchReplaysToTheSameTotals();
    void recordWithExplicitDealsReplaysWithoutTheSeed();
    void recordOfAMatchWithAGivenFirstDealerReplaysTheSameDeals();
    void aMatchInProgressLeavesOnlyItsFinishedDealsAndNoSeed();
    void writtenRecordIsVersionedAndListsEveryAction();
    void metaTextIsKeptAndOtherMetaValuesAreSkipped();
    void illegalActionIsRejectedNamingItsNumberSeatCardAndReason();
    void sampleIllegalRecordIsRejectedAtItsFifthAction();
    void actionAfterTheEndOfTheMatchIsRejected();
    void recordEndingMidDealIsAcceptedAsAGameInProgress();
    void recordEndingBetweenDealsDealsTheNextHand();
    void malformedJsonIsRejectedWithAMessage();
    void wrongTypesAndMissingFieldsAreRejected();
    void unknownGameAndUnknownOptionAreRejected();
    void badCardTextAndDuplicateCardsAreRejected();
    void dealThatIsNotAPermutationOfThePackIsRejected();
    void recordNeedingMoreDealsThanItListsIsRejected();
    void newerFormatVersionIsRejected();
    void hostileInputNeverCrashes();
    void mutatedRecordsAreEitherAcceptedOrRejectedWithAMessage();
};

void RecordTest::recordOfAFinishedMatchReplaysToTheSameTotals()
{
    for (const std::uint64_t seed : {1ull, 2ull, 7ull, 42ull, 123456789ull}) {
        const fs::Match original = playHearts(seed);
        QVERIFY(original.over());
        const fs::GameRecord record = roundTrip(fs::recordOf(original, {}));
        QVERIFY(!record.deals); // the seed reproduces every deal
        const fs::ReplayResult replay = fs::replayRecord(record);
        QVERIFY2(replay.ok(), replay.error.message.c_str());
        QCOMPARE(replay.match->totals(), original.totals());
        QCOMPARE(replay.match->dealsPlayed(), original.dealsPlayed());
        for (int i = 0; i < original.dealsPlayed(); ++i)
            QCOMPARE(replay.match->rows()[std::size_t(i)].points,
                     original.rows()[std::size_t(i)].points);
        QVERIFY(replay.match->over());
        QCOMPARE(replay.match->status().winners, original.status().winners);
        QCOMPARE(replay.actionsApplied, int(original.actions().size()));
        QVERIFY(!replay.endsMidDeal);
    }
}

void RecordTest::recordWithExplicitDealsReplaysWithoutTheSeed()
{
    const fs::Match original = playHearts(9, {{"target", "40"}});
    fs::GameRecord record = fs::recordOf(original, {{"target", "40"}}, fs::DealSource::Explicit);
    QVERIFY(record.deals);
    QCOMPARE(int(record.deals->size()), original.dealsPlayed());
    record.seed.reset(); // the card orders alone must be enough
    const fs::ReplayResult replay = fs::replayRecord(roundTrip(record));
    QVERIFY2(replay.ok(), replay.error.message.c_str());
    QCOMPARE(replay.match->totals(), original.totals());
    QCOMPARE(replay.match->dealOrders(), original.dealOrders());
    QVERIFY(replay.match->over());
}

void RecordTest::aMatchInProgressLeavesOnlyItsFinishedDealsAndNoSeed()
{
    // Two deals and part of a third: the third's cards, and the seed that would deal them, stay
    // at the table; the first two replay exactly.
    fs::Match original = playHearts(5, {}, 2 * 52 + 30);
    QVERIFY(original.dealInProgress());
    QCOMPARE(original.dealsPlayed(), 2);
    const fs::GameRecord record = roundTrip(fs::recordOfFinishedDeals(original, {}));
    QVERIFY(!record.seed);
    QVERIFY(record.deals);
    QCOMPARE(int(record.deals->size()), 2);
    QVERIFY(record.actions.size() < original.actions().size());
    const fs::ReplayResult replay = fs::replayRecord(record);
    QVERIFY2(replay.ok(), replay.error.message.c_str());
    QCOMPARE(replay.match->dealsPlayed(), 2);
    QVERIFY(!replay.match->dealInProgress());
    QCOMPARE(replay.match->totals(), original.totals());
    QVERIFY(std::none_of(record.deals->begin(), record.deals->end(),
                         [&](const auto& deal) { return deal == original.dealOrders().back(); }));
    // A finished match leaves whole.
    const fs::Match over = playHearts(6);
    QCOMPARE(fs::recordOfFinishedDeals(over, {}).actions.size(), over.actions().size());
}

void RecordTest::recordOfAMatchWithAGivenFirstDealerReplaysTheSameDeals()
{
    std::string error;
    const auto rules = fs::createRules("hearts", 4, {}, error);
    fs::Match original(rules, 77, 2); // no first-dealer draw: the shuffles start at once
    fs::Rng rng(1);
    original.startDeal();
    original.apply(original.state().legalActions().random(rng));
    const fs::GameRecord record = roundTrip(fs::recordOf(original, {}));
    QVERIFY(!record.deals);
    QCOMPARE(record.firstDealer, std::optional<int>(2));
    const fs::ReplayResult replay = fs::replayRecord(record);
    QVERIFY2(replay.ok(), replay.error.message.c_str());
    QCOMPARE(replay.match->dealOrders(), original.dealOrders());
    QCOMPARE(replay.match->firstDealer(), 2);
}

void RecordTest::writtenRecordIsVersionedAndListsEveryAction()
{
    const fs::Match match = playHearts(4, {}, 10);
    const std::string json = fs::writeRecord(match, {{"passing", "true"}});
    QVERIFY(json.find("\"format\": \"followsuit-record\"") != std::string::npos);
    QVERIFY(json.find("\"version\": 1") != std::string::npos);
    QVERIFY(json.find("\"options\": {\"passing\": \"true\"}") != std::string::npos);
    const fs::ParsedRecord parsed = fs::parseRecord(json);
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.record.actions, match.actions());
    QCOMPARE(parsed.record.game, std::string("hearts"));
    QCOMPARE(parsed.record.players, 4);
}

void RecordTest::metaTextIsKeptAndOtherMetaValuesAreSkipped()
{
    fs::GameRecord record = fs::recordOf(playHearts(4, {}, 10), {});
    record.meta.insert_or_assign(std::string("saved"), std::string("2026-11-23T10:00:00Z"));
    record.meta.insert_or_assign(std::string("note"), std::string("a \"quoted\" word"));
    const fs::ParsedRecord parsed = fs::parseRecord(fs::writeRecord(record));
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.record.meta, record.meta);

    const fs::ParsedRecord mixed =
        fs::parseRecord(recordWith("meta", "{\"undo\": \"used\", \"n\": 3, \"list\": [1]}"));
    QVERIFY(mixed.ok());
    QCOMPARE(mixed.record.meta.size(), std::size_t{1});
    QCOMPARE(mixed.record.meta.at("undo"), std::string("used"));
}

void RecordTest::illegalActionIsRejectedNamingItsNumberSeatCardAndReason()
{
    // Replay a real match until a seat must follow suit but holds another suit too, and make
    // it play the other suit instead.
    const fs::Match original = playHearts(12);
    fs::Match probe(original.rulesPtr(), original.seed());
    const fs::Pack& pack = original.rules().pack();
    for (std::size_t i = 0; i < original.actions().size(); ++i) {
        if (!probe.dealInProgress())
            probe.startDeal();
        const fs::GameState& s = probe.state();
        const fs::Action& a = original.actions()[i];
        if (a.kind == fs::ActionKind::Play && !s.trick.empty()) {
            const fs::CardSet offSuit =
                s.hand(a.seat) - pack.suitMask(pack.suit(s.trick.led())) - s.legalActions().play;
            if (!offSuit.empty() && !s.legalActions().play.empty() &&
                s.check(fs::Action::play(a.seat, offSuit.lowest())) == fs::Reason::MustFollowSuit) {
                fs::GameRecord record = fs::recordOf(original, {});
                record.actions.resize(i + 1);
                record.actions[i] = fs::Action::play(a.seat, offSuit.lowest());
                const fs::ReplayResult replay = fs::replayRecord(roundTrip(record));
                QVERIFY(!replay.ok());
                QCOMPARE(replay.error.kind, fs::RecordErrorKind::IllegalAction);
                QCOMPARE(replay.error.actionNumber, int(i) + 1);
                const std::string expected = "action " + std::to_string(i + 1) + " (seat " +
                                             std::to_string(a.seat) + " plays " +
                                             pack.name(offSuit.lowest()) + "): must follow suit";
                QCOMPARE(replay.error.message, expected);
                QCOMPARE(replay.actionsApplied, int(i)); // everything before it was applied
                return;
            }
        }
        QCOMPARE(probe.apply(a), fs::Reason::None);
    }
    QFAIL("no seat ever held a card off the suit led");
}

void RecordTest::sampleIllegalRecordIsRejectedAtItsFifthAction()
{
    const fs::RecordError error = problemWith(readData("record-hearts-illegal.json"));
    QCOMPARE(error.kind, fs::RecordErrorKind::IllegalAction);
    QCOMPARE(error.actionNumber, 5);
    QCOMPARE(
        messageOf(error),
        QStringLiteral("action 5 (seat 3 plays 4H): the two of clubs must open the first trick"));
    QVERIFY(!problemWith(readData("record-hearts-complete.json")));
}

void RecordTest::actionAfterTheEndOfTheMatchIsRejected()
{
    const fs::Match original = playHearts(3, {{"target", "30"}});
    fs::GameRecord record = fs::recordOf(original, {{"target", "30"}});
    record.actions.push_back(fs::Action::play(0, fs::HeartsRules::TwoOfClubs));
    const fs::ReplayResult replay = fs::replayRecord(roundTrip(record));
    QCOMPARE(replay.error.kind, fs::RecordErrorKind::AfterMatchEnd);
    QCOMPARE(replay.error.actionNumber, int(record.actions.size()));
    QVERIFY(replay.error.message.find("the match is already over") != std::string::npos);
    QVERIFY(replay.match && replay.match->over()); // the match as the record left it
}

void RecordTest::recordEndingMidDealIsAcceptedAsAGameInProgress()
{
    const fs::Match original = playHearts(8, {}, 100); // deal 2, some way in
    QVERIFY(original.dealInProgress());
    const fs::ReplayResult replay = fs::replayRecord(roundTrip(fs::recordOf(original, {})));
    QVERIFY2(replay.ok(), replay.error.message.c_str());
    QVERIFY(replay.endsMidDeal);
    QVERIFY(!replay.match->over());
    QVERIFY(replay.match->dealInProgress());
    QCOMPARE(replay.match->dealsPlayed(), original.dealsPlayed());
    QCOMPARE(replay.match->state().hands, original.state().hands);
    QCOMPARE(replay.match->state().toAct, original.state().toAct);

    const fs::ParsedRecord saved = fs::parseRecord(readData("record-hearts-in-progress.json"));
    QVERIFY(saved.ok());
    const fs::ReplayResult resumed = fs::replayRecord(saved.record);
    QVERIFY(resumed.ok() && resumed.endsMidDeal && !resumed.match->over());
}

void RecordTest::recordEndingBetweenDealsDealsTheNextHand()
{
    fs::Match original = playHearts(6, {}, 56); // exactly one deal: 4 passes + 52 cards
    QCOMPARE(original.dealsPlayed(), 1);
    const fs::ReplayResult replay = fs::replayRecord(roundTrip(fs::recordOf(original, {})));
    QVERIFY(replay.ok());
    QVERIFY(!replay.endsMidDeal);
    QVERIFY(replay.match->dealInProgress()); // ready for the next action
    original.startDeal();
    QCOMPARE(replay.match->state().hands, original.state().hands);
}

void RecordTest::malformedJsonIsRejectedWithAMessage()
{
    for (const char* text : {"", "{", "[]", "null", "42", "\"hearts\"", "{\"format\": }",
                             "{\"format\": \"followsuit-record\",}", "\xff\xfe{}"}) {
        const fs::ParsedRecord parsed = fs::parseRecord(text);
        QVERIFY2(!parsed.ok(), text);
        QCOMPARE(parsed.error.kind, fs::RecordErrorKind::Malformed);
        QVERIFY(!parsed.error.message.empty());
    }
    QVERIFY(fs::parseRecord("{").error.message.find("not valid JSON") != std::string::npos);
    QVERIFY(
        fs::parseRecord("{\"format\": \"chess-pgn\"}").error.message.find("not a Follow Suit") !=
        std::string::npos);
}

void RecordTest::wrongTypesAndMissingFieldsAreRejected()
{
    QVERIFY(!problemWith(recordWith("seed", "5"))); // the baseline is valid
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"players", "\"4\""},
        {"players", "4.5"},
        {"players", "1e400"},
        {"players", "99999999999999999999999"},
        {"players", "-1"},
        {"seed", "-3"},
        {"seed", "1.5"},
        {"seed", "\"12ab\""},
        {"seed", "184467440737095516160"},
        {"version", "\"1\""},
        {"game", "7"},
        {"options", "[]"},
        {"options", "{\"target\": [100]}"},
        {"firstDealer", "4"},
        {"names", "[\"only one\"]"},
        {"actions", "{}"},
        {"actions", "[42]"},
        {"actions", "[{\"seat\": 0}]"},
        {"actions", "[{\"play\": \"2C\"}]"},
        {"actions", "[{\"seat\": \"0\", \"play\": \"2C\"}]"},
        {"actions", "[{\"seat\": 9, \"play\": \"2C\"}]"},
        {"actions", "[{\"seat\": 0, \"play\": \"2C\", \"bid\": 3}]"},
        {"actions", "[{\"seat\": 0, \"bid\": 300}]"},
        {"actions", "[{\"seat\": 0, \"choose\": \"resign\"}]"},
        {"actions", "[{\"seat\": 0, \"pass\": []}]"},
        {"actions", "[{\"seat\": 0, \"play\": [\"2C\"]}]"},
        {"deals", "\"shuffled\""},
        {"surprise", "1"},
        {"format", ""},
        {"version", ""},
        {"game", ""},
        {"players", ""},
        {"actions", ""},
    };
    for (const auto& [member, json] : cases) {
        const fs::RecordError error = problemWith(recordWith(member, json));
        const std::string what = member + " = " + (json.empty() ? "(missing)" : json);
        QVERIFY2(error.kind == fs::RecordErrorKind::Malformed, what.c_str());
        QVERIFY2(!error.message.empty(), what.c_str());
    }
    QVERIFY(problemWith(recordWith("players", "\"4\"")).message.find("players") !=
            std::string::npos);
    // No seed: the record must list its deals and its first dealer.
    QCOMPARE(problemWith(recordWith("seed", "")).kind, fs::RecordErrorKind::Malformed);
}

void RecordTest::unknownGameAndUnknownOptionAreRejected()
{
    const fs::RecordError game = problemWith(recordWith("game", "\"snap\""));
    QCOMPARE(game.kind, fs::RecordErrorKind::BadSetup);
    QCOMPARE(messageOf(game), QStringLiteral("game: unknown game \"snap\""));

    const fs::RecordError option = problemWith(recordWith("options", "{\"jokers\": \"2\"}"));
    QCOMPARE(option.kind, fs::RecordErrorKind::BadSetup);
    QVERIFY(option.message.find("unknown option \"jokers\"") != std::string::npos);

    const fs::RecordError value = problemWith(recordWith("options", "{\"target\": \"soon\"}"));
    QCOMPARE(value.kind, fs::RecordErrorKind::BadSetup);
    QVERIFY(value.message.find("target") != std::string::npos);

    const fs::RecordError seats = problemWith(recordWith("players", "7")); // Hearts: 3 to 6
    QCOMPARE(seats.kind, fs::RecordErrorKind::BadSetup);

    // Options may be written as JSON booleans and numbers too.
    QVERIFY(!problemWith(recordWith("options", "{\"passing\": true, \"target\": 50}")));
}

void RecordTest::badCardTextAndDuplicateCardsAreRejected()
{
    for (const char* card : {"\"ZZ\"", "\"1S\"", "\"QSS\"", "\"\"", "\"qs\"", "\"Ro\""}) {
        const std::string actions =
            std::string("[{\"seat\": 0, \"pass\": [\"2C\", ") + card + ", \"4C\"]}]";
        const fs::RecordError error = problemWith(recordWith("actions", actions));
        QCOMPARE(error.kind, fs::RecordErrorKind::Malformed);
        QVERIFY2(error.message.find("unknown card") != std::string::npos, error.message.c_str());
    }
    const fs::RecordError twice =
        problemWith(recordWith("actions", "[{\"seat\": 0, \"pass\": [\"2C\", \"2C\", \"4C\"]}]"));
    QCOMPARE(twice.kind, fs::RecordErrorKind::Malformed);
    QVERIFY(twice.message.find("2C is listed twice") != std::string::npos);
    // "10S" is accepted for "TS", as the pack reads it.
    QVERIFY(fs::parseRecord(recordWith("actions", "[{\"seat\": 0, \"play\": \"10S\"}]")).ok());
}

void RecordTest::dealThatIsNotAPermutationOfThePackIsRejected()
{
    const fs::RecordError sample = problemWith(readData("record-hearts-bad-deal.json"));
    QCOMPARE(sample.kind, fs::RecordErrorKind::BadDeal);
    QCOMPARE(messageOf(sample), QStringLiteral("deals[0]: card 2C appears twice"));

    const fs::RecordError shortDeal = problemWith(recordWith("deals", "[[\"2C\", \"3C\"]]"));
    QCOMPARE(shortDeal.kind, fs::RecordErrorKind::BadDeal);
    QVERIFY(shortDeal.message.find("has 2 cards") != std::string::npos);

    std::string fiftyThree = "[[";
    for (int i = 0; i < 53; ++i)
        fiftyThree += std::string(i ? ", " : "") + "\"2C\"";
    QCOMPARE(problemWith(recordWith("deals", fiftyThree + "]]")).kind,
             fs::RecordErrorKind::BadDeal);
}

void RecordTest::recordNeedingMoreDealsThanItListsIsRejected()
{
    const fs::Match original = playHearts(5, {}, 70); // into the second deal
    QCOMPARE(original.dealsPlayed(), 1);
    const int firstDealActions = 56; // four passes and 52 cards, no moon shot with this seed
    QCOMPARE(original.rows()[0].note, fs::DealNote::None);
    fs::GameRecord record = fs::recordOf(original, {}, fs::DealSource::Explicit);
    record.seed.reset();
    record.deals->resize(1);
    const fs::ReplayResult replay = fs::replayRecord(roundTrip(record));
    QCOMPARE(replay.error.kind, fs::RecordErrorKind::BadDeal);
    QCOMPARE(replay.error.actionNumber, firstDealActions + 1);
    QVERIFY(replay.error.message.find("lists only 1") != std::string::npos);
}

void RecordTest::newerFormatVersionIsRejected()
{
    const fs::RecordError error = problemWith(recordWith("version", "2"));
    QCOMPARE(error.kind, fs::RecordErrorKind::Malformed);
    QVERIFY(error.message.find("newer") != std::string::npos);
    QCOMPARE(problemWith(recordWith("version", "0")).kind, fs::RecordErrorKind::Malformed);
}

void RecordTest::hostileInputNeverCrashes()
{
    const std::string deepArray = std::string(200000, '[') + std::string(200000, ']');
    QCOMPARE(fs::parseRecord(deepArray).error.kind, fs::RecordErrorKind::Malformed);
    std::string deepObject;
    for (int i = 0; i < 50000; ++i)
        deepObject += "{\"a\":";
    QVERIFY(!fs::parseRecord(deepObject + "1" + std::string(50000, '}')).ok());
    QVERIFY(!fs::parseRecord(recordWith("meta", deepArray)).ok());
    QVERIFY(!fs::parseRecord(std::string(1000000, ' ') + "{").ok());
    QVERIFY(!fs::parseRecord(std::string("{\"format\"\0: 1}", 15)).ok());
    QVERIFY(!fs::parseRecord(recordWith("players", std::string(5000, '9'))).ok());
    QVERIFY(!fs::parseRecord(recordWith("seed", "1" + std::string(400, '0') + ".5e99999")).ok());
    // A long list of actions after the match ends is refused at the first one.
    const fs::Match done = playHearts(3, {{"target", "30"}});
    fs::GameRecord record = fs::recordOf(done, {{"target", "30"}});
    const std::size_t played = record.actions.size();
    record.actions.resize(played + 100000, fs::Action::bid(1, 63));
    QCOMPARE(fs::replayRecord(record).error.actionNumber, int(played) + 1);
}

void RecordTest::mutatedRecordsAreEitherAcceptedOrRejectedWithAMessage()
{
    const std::string valid = readData("record-hearts-complete.json");
    QVERIFY(!valid.empty());
    fs::Rng rng(2024);
    const std::string alphabet = "{}[]\",:0123456789-.eE \\tnulfrASHDC";
    int rejected = 0;
    for (int round = 0; round < 400; ++round) {
        std::string text = valid;
        const int edits = 1 + int(rng.below(4));
        for (int e = 0; e < edits; ++e) {
            const std::size_t at = rng.below(std::uint32_t(text.size()));
            const char ch = alphabet[rng.below(std::uint32_t(alphabet.size()))];
            switch (rng.below(3)) {
            case 0:
                text[at] = ch;
                break;
            case 1:
                text.insert(at, 1, ch);
                break;
            default:
                text.erase(at, 1);
                break;
            }
        }
        const fs::RecordError error = problemWith(text);
        if (error) {
            ++rejected;
            QVERIFY(!error.message.empty());
        }
    }
    QVERIFY(rejected > 100); // most random edits break something, and every one is explained
}

FOLLOWSUIT_TEST_APPLESS_MAIN(RecordTest)
#include "tst_records.moc"
