// Every option of every game says what values it takes (a flag, a range of numbers, a list of
// names). The lobby and the soak rely on that description, so it must match what the rules accept.

#include "registry/gameregistry.h"

#include <QTest>

#include "testmain.h"

using namespace fs;

namespace {

std::string outside(const OptionInfo& o, bool below)
{
    switch (o.kind) {
    case OptionKind::Flag:
        return "maybe";
    case OptionKind::Number:
        return std::to_string(below ? o.min - 1 : o.max + 1);
    case OptionKind::Choice:
        break;
    }
    return "no-such-choice";
}

} // namespace

class RegistryOptionsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyGameSaysWhatItIsForTheListsOfGames()
    {
        // The README, man page, metainfo and package description list the games from these
        // (tools/cli/gamelists.h): one line each, starting with the game's name.
        for (const GameInfo& g : allGames()) {
            QVERIFY2(g.blurb.starts_with(g.name), g.id.c_str());
            QVERIFY2(g.blurb.find('\n') == std::string::npos && g.blurb.back() != '.',
                     g.id.c_str());
            QVERIFY2(!g.summary.empty(), g.id.c_str());
        }
    }

    void everyDefaultIsOneOfItsOwnValues()
    {
        for (const GameInfo& g : allGames())
            for (const OptionInfo& o : g.options)
                QVERIFY2(optionValueProblem(o, o.defaultValue).empty(),
                         (g.id + "." + o.key).c_str());
    }

    void everySampleValueBuildsRulesForEverySeatCount()
    {
        for (const GameInfo& g : allGames())
            for (int seats = g.minSeats; seats <= g.maxSeats; ++seats)
                for (const OptionInfo& o : g.options)
                    for (const std::string& value : sampleValues(o)) {
                        std::string error;
                        QVERIFY2(createRules(g.id, seats, {{o.key, value}}, error),
                                 (g.id + " " + o.key + "=" + value + ": " + error).c_str());
                    }
    }

    void valuesOutsideTheDescriptionAreRefusedNamingTheOption()
    {
        for (const GameInfo& g : allGames())
            for (const OptionInfo& o : g.options)
                for (const bool below : {true, false}) {
                    std::string error;
                    const std::string value = outside(o, below);
                    QVERIFY2(!createRules(g.id, g.defaultSeats, {{o.key, value}}, error),
                             (g.id + " " + o.key + "=" + value).c_str());
                    QVERIFY2(error.find(o.key) != std::string::npos, error.c_str());
                }
    }

    // The games' own factories read the options too: they must not accept less or more than the
    // registry says (a range that drifted would show the lobby values the rules then refuse).
    void eachGamesFactoryAgreesWithItsDescription()
    {
        for (const GameInfo& g : allGames())
            for (const OptionInfo& o : g.options) {
                for (const std::string& value : sampleValues(o)) {
                    std::string error;
                    QVERIFY2(g.rules(g.defaultSeats, {{o.key, value}}, error),
                             (g.id + " " + o.key + "=" + value + ": " + error).c_str());
                }
                for (const bool below : {true, false}) {
                    std::string error;
                    const std::string value = outside(o, below);
                    QVERIFY2(!g.rules(g.defaultSeats, {{o.key, value}}, error),
                             (g.id + " factory accepts " + o.key + "=" + value).c_str());
                }
            }
    }

    void sampleValuesCoverFlagsChoicesAndTheEndsOfARange()
    {
        const GameInfo* hearts = findGame("hearts");
        QVERIFY(hearts);
        QCOMPARE(sampleValues(hearts->options[0]), (std::vector<std::string>{"false", "true"}));
        QCOMPARE(sampleValues(hearts->options[1]), (std::vector<std::string>{"1", "100", "10000"}));
        const GameInfo* germanWhist = findGame("germanwhist");
        QVERIFY(germanWhist);
        QCOMPARE(sampleValues(germanWhist->options[0]).size(), std::size_t{4});
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(RegistryOptionsTest)
#include "tst_registryoptions.moc"
