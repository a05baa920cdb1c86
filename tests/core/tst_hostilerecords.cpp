// Hostile and damaged record files, and records built in code without the text reader: each case
// here once slipped through (issue 7) and must now get a clear message naming the member or the
// problem, in bounded time and memory, without touching anything it should not.

#include "core/match.h"
#include "record/gamerecord.h"
#include "record/recordfile.h"
#include "registry/gameregistry.h"

#include <QtTest>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "testmain.h"

namespace {

const std::string Header =
    "\"format\": \"followsuit-record\", \"version\": 1, \"game\": \"hearts\", \"players\": 4";

std::string record(const std::string& members)
{
    return "{" + Header + ", " + members + "}";
}

fs::RecordError parseError(const std::string& text)
{
    return fs::parseRecord(text).error;
}

bool mentions(const fs::RecordError& error, const std::string& text)
{
    return error.message.find(text) != std::string::npos;
}

std::string readFile(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// A record built in code for the first Hearts deal, cards from an explicit order.
fs::GameRecord codeRecord(std::vector<fs::Card> order)
{
    fs::GameRecord r;
    r.game = "hearts";
    r.players = 4;
    r.firstDealer = 0;
    r.deals = std::vector<std::vector<fs::Card>>{std::move(order)};
    r.actions = {fs::Action::pass(1, fs::CardSet(0x7))};
    return r;
}

} // namespace

class HostileRecordTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aNumberBeyondADoubleNamesItsMember()
    {
        const fs::RecordError error = parseError(record("\"seed\": 1e309, \"actions\": []"));
        QCOMPARE(error.kind, fs::RecordErrorKind::Malformed);
        QVERIFY2(error.message.rfind("seed: ", 0) == 0, error.message.c_str());
        QVERIFY2(!mentions(error, "json.exception"), error.message.c_str());
        const fs::RecordError inAction =
            parseError(record("\"seed\": 1, \"actions\": [{\"seat\": 0, \"play\": \"2C\"}, "
                              "{\"seat\": 1, \"bid\": 1e400}]"));
        QVERIFY2(inAction.message.rfind("actions[1].bid: ", 0) == 0, inAction.message.c_str());
    }

    void aNegativeSeedIsQuotedAsWritten()
    {
        const fs::RecordError error = parseError(record("\"seed\": -1, \"actions\": []"));
        QVERIFY2(mentions(error, "got -1"), error.message.c_str());
        QVERIFY(!mentions(error, "whole number, got a whole number"));
    }

    void aSeedOfTwoToTheSixtyFourIsOutOfRangeNotFractional()
    {
        const fs::RecordError error =
            parseError(record("\"seed\": 18446744073709551616, \"actions\": []"));
        QCOMPARE(error.kind, fs::RecordErrorKind::Malformed);
        QVERIFY2(!mentions(error, "fractional"), error.message.c_str());
        QVERIFY2(mentions(error, "got 1.8446744073709552e+19"), error.message.c_str());
    }

    void randomBinaryIsNotCalledTooDeeplyNested()
    {
        fs::Rng rng(7);
        for (int round = 0; round < 200; ++round) {
            std::string bytes(3000, '\0');
            for (char& b : bytes)
                b = static_cast<char>(rng.below(255) + 1); // no NUL: that has its own message
            const fs::RecordError error = parseError(bytes);
            QCOMPARE(error.kind, fs::RecordErrorKind::Malformed);
            QVERIFY2(!mentions(error, "nested"), error.message.c_str());
            QVERIFY2(error.message.size() < 400, error.message.c_str());
        }
    }

    void aHugeUnknownMemberNameIsClippedInTheMessage()
    {
        const std::string name(1000000, 'a');
        const fs::RecordError error =
            parseError(record("\"" + name + "\": 1, \"seed\": 1, \"actions\": []"));
        QVERIFY2(mentions(error, "unknown member"), error.message.c_str());
        QVERIFY2(error.message.size() < 200, error.message.c_str());
        QVERIFY(mentions(error, "1000000 bytes"));
    }

    void controlBytesInEchoedTextAreEscaped()
    {
        const fs::RecordError error = parseError(
            record("\"seed\": 1, \"actions\": [{\"seat\": 0, \"play\": \"\\u001b[2J\"}]"));
        QVERIFY2(mentions(error, "\\x1b[2J"), error.message.c_str());
        QVERIFY(error.message.find('\x1b') == std::string::npos);
    }

    void aMemberGivenTwiceIsRefused()
    {
        const fs::RecordError top = parseError(record("\"seed\": 1, \"seed\": 2, \"actions\": []"));
        QCOMPARE(top.kind, fs::RecordErrorKind::Malformed);
        QVERIFY2(mentions(top, "\"seed\" appears twice"), top.message.c_str());
        const fs::RecordError inAction = parseError(
            record("\"seed\": 1, \"actions\": [{\"seat\": 3, \"seat\": 0, \"play\": \"2C\"}]"));
        QVERIFY2(mentions(inAction, "actions[0]"), inAction.message.c_str());
        QVERIFY2(mentions(inAction, "\"seat\" appears twice"), inAction.message.c_str());
    }

    void textAfterANulByteIsNotIgnored()
    {
        const std::string valid = record("\"seed\": 1, \"actions\": []");
        QVERIFY(fs::parseRecord(valid).ok());
        const fs::RecordError error = parseError(valid + std::string("\0garbage", 8));
        QCOMPARE(error.kind, fs::RecordErrorKind::Malformed);
        QVERIFY2(mentions(error, "NUL byte at offset " + std::to_string(valid.size())),
                 error.message.c_str());
    }

    void deepNestingIsRefusedWhereItHappens()
    {
        const fs::RecordError error =
            parseError(record("\"seed\": 1, \"meta\": {\"x\": " + std::string(40, '[') +
                              std::string(40, ']') + "}, \"actions\": []"));
        QVERIFY2(mentions(error, "nested deeper than 16"), error.message.c_str());
        QVERIFY2(error.message.rfind("meta.x", 0) == 0, error.message.c_str());
    }

    // Regression: nlohmann's parser callback rescanned a list after every object in it, so this
    // record of 4 MiB took more than six minutes to refuse. Read in one pass it is refused at
    // once; were that lost again, the test's timeout would fail it.
    void aListOfAMillionEmptyObjectsIsReadInOnePass()
    {
        std::string text = "{" + Header + ", \"seed\": 1, \"actions\": [], \"meta\": {\"x\": [";
        while (text.size() + 8 < fs::MaxRecordFileBytes)
            text += "{},";
        text += "{}]}}";
        QVERIFY(text.size() <= fs::MaxRecordFileBytes);
        const fs::ParsedRecord parsed = fs::parseRecord(text); // meta may hold anything
        QVERIFY2(parsed.ok(), parsed.error.message.c_str());
    }

    void textOverTheCapIsRefusedBeforeParsing()
    {
        const std::string text =
            record("\"seed\": 1, \"actions\": []") + std::string(fs::MaxRecordFileBytes, ' ');
        const fs::RecordError error = parseError(text);
        QCOMPARE(error.kind, fs::RecordErrorKind::Malformed);
        QVERIFY2(mentions(error, "MiB"), error.message.c_str());
    }

    void replayRefusesADealOfNoCardsBuiltInCode()
    {
        const fs::ReplayResult result = fs::replayRecord(codeRecord({}));
        QCOMPARE(result.error.kind, fs::RecordErrorKind::BadDeal);
        QVERIFY2(mentions(result.error, "deals[0]: has 0 cards"), result.error.message.c_str());
    }

    void replayRefusesADealWithARepeatedCardBuiltInCode()
    {
        std::vector<fs::Card> order;
        for (int i = 0; i < 52; ++i)
            order.emplace_back(i == 51 ? 0 : i);
        const fs::ReplayResult result = fs::replayRecord(codeRecord(order));
        QCOMPARE(result.error.kind, fs::RecordErrorKind::BadDeal);
        QVERIFY2(mentions(result.error, "2C appears twice"), result.error.message.c_str());
        order.back() = fs::NoCard;
        QCOMPARE(fs::replayRecord(codeRecord(order)).error.kind, fs::RecordErrorKind::BadDeal);
    }

    void replayRefusesAFirstDealerBeyondTheSeatsBuiltInCode()
    {
        std::vector<fs::Card> order;
        for (int i = 0; i < 52; ++i)
            order.emplace_back(i);
        fs::GameRecord r = codeRecord(order);
        r.firstDealer = 9;
        const fs::ReplayResult result = fs::replayRecord(r);
        QCOMPARE(result.error.kind, fs::RecordErrorKind::BadSetup);
        QVERIFY2(mentions(result.error, "firstDealer"), result.error.message.c_str());
    }

    void matchRefusesWhatItCannotDeal()
    {
        std::string error;
        const auto rules = fs::createRules("hearts", 4, {}, error);
        fs::Match match(rules, 1);
        QVERIFY(!match.startDeal(std::vector<fs::Card>{}));
        QVERIFY(!match.startDeal(std::vector<fs::Card>(52, fs::Card(3))));
        QVERIFY(!match.hasDeal());
        QCOMPARE(fs::dealOrderProblem(std::vector<fs::Card>(60, fs::Card(1)), rules->pack()),
                 std::string("has 60 cards; the pack has 52"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, fs::Match(rules, 1, 4));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, fs::Match(nullptr, 1));
    }

    void aFifoIsRefusedWithoutWaitingForAWriter()
    {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("fifo").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const fs::FileResult result = fs::readTextFile(fifo, fs::MaxRecordFileBytes);
        QCOMPARE(result.error, fs::FileErrorKind::Unreadable);
        QVERIFY2(result.message.find("pipe") != std::string::npos, result.message.c_str());
    }

    void aDirectoryIsNamedAsOne()
    {
        QTemporaryDir dir;
        const fs::FileResult result =
            fs::readTextFile(dir.path().toStdString(), fs::MaxRecordFileBytes);
        QCOMPARE(result.error, fs::FileErrorKind::Unreadable);
        QVERIFY2(result.message.find("is a directory") != std::string::npos,
                 result.message.c_str());
    }

    void aFileOverTheCapIsRefusedWithoutReadingIt()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("big.json").toStdString();
        std::filesystem::resize_file((std::ofstream(path), path), 50u << 20); // sparse: 50 MB
        const fs::FileResult result = fs::readTextFile(path, fs::MaxRecordFileBytes);
        QCOMPARE(result.error, fs::FileErrorKind::TooLarge);
        QVERIFY(result.text.empty());
    }

    void aWriteCutShortLeavesThePreviousFileWhole()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("game.json").toStdString();
        const std::string previous = record("\"seed\": 1, \"actions\": []");
        QVERIFY(fs::writeFileAtomically(path, previous).ok());
        QCOMPARE(readFile(path), previous);
        // A child process with a file size limit, as `ulimit -f 1` gives a shell.
        const pid_t child = ::fork();
        if (child == 0) {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{1024, 1024};
            ::setrlimit(RLIMIT_FSIZE, &limit);
            const fs::FileResult r = fs::writeFileAtomically(path, std::string(100000, 'x'));
            ::_exit(!r.ok() && r.error == fs::FileErrorKind::Unwritable &&
                            r.message.find("unchanged") != std::string::npos
                        ? 0
                        : 1);
        }
        int status = -1;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        QCOMPARE(readFile(path), previous);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"game.json"});
    }

    void writingIntoAMissingFolderFailsWithAMessage()
    {
        const fs::FileResult r = fs::writeFileAtomically("/nonexistent-folder/x/game.json", "{}");
        QCOMPARE(r.error, fs::FileErrorKind::Unwritable);
        QVERIFY2(r.message.find("game.json") != std::string::npos, r.message.c_str());
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(HostileRecordTest)
#include "tst_hostilerecords.moc"
