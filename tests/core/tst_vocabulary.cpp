// Each game names its own choices, refusals and deal notes in its folder (core/vocabulary.h):
// the names reach a record, the wire and the command line through the game's Rules and its
// GameInfo, which must be the same words, and each name reads back as the code it was written
// from, so a record or a refusal means the same thing when it comes back.

#include "core/vocabulary.h"
#include "registry/gameregistry.h"

#include <QTest>

#include <set>
#include <string>

#include "testmain.h"

class TestVocabulary : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theRulesAndTheRegistryGiveTheSameWords()
    {
        for (const fs::GameInfo& game : fs::allGames()) {
            std::string error;
            const auto rules = fs::createRules(game.id, game.defaultSeats, {}, error);
            QVERIFY2(rules, error.c_str());
            QVERIFY2(&rules->vocabulary() == game.vocabulary, game.id.c_str());
        }
    }

    void everyNameReadsBackAsItsCode()
    {
        for (const fs::GameInfo& game : fs::allGames()) {
            const fs::Vocabulary& words = *game.vocabulary;
            QVERIFY(words.choices.size() <= static_cast<std::size_t>(fs::MaxChoices));
            std::set<std::string_view> choices(words.choices.begin(), words.choices.end());
            QCOMPARE(choices.size(), words.choices.size());
            for (std::size_t i = 0; i < words.choices.size(); ++i) {
                const auto choice = static_cast<fs::Choice>(i);
                QCOMPARE(fs::choiceName(words, choice), words.choices[i]);
                QVERIFY(fs::parseChoice(words, words.choices[i]) == choice);
            }
            QCOMPARE(fs::choiceName(words, static_cast<fs::Choice>(words.choices.size())),
                     std::string_view("?"));
            QVERIFY(!fs::parseChoice(words, "no-such-choice"));

            // A game's own reasons never take a shared reason's name, or a refusal read back
            // would be the shared one.
            std::set<std::string_view> reasons;
            for (int r = 1; r <= static_cast<int>(fs::Reason::ChoiceNotOffered); ++r) {
                const auto reason = static_cast<fs::Reason>(r);
                reasons.insert(fs::reasonName(words, reason));
                QCOMPARE(fs::reasonNamed(words, fs::reasonName(words, reason)), reason);
            }
            for (std::size_t i = 0; i < words.reasons.size(); ++i) {
                const fs::Reason reason = fs::ownReason(static_cast<int>(i));
                QVERIFY2(reasons.insert(words.reasons[i]).second, game.id.c_str());
                QCOMPARE(fs::reasonName(words, reason), words.reasons[i]);
                QCOMPARE(fs::reasonNamed(words, words.reasons[i]), reason);
            }
            QCOMPARE(fs::reasonNamed(words, "illegal"), fs::Reason::None);

            std::set<std::string_view> notes;
            for (std::size_t i = 1; i <= words.notes.size(); ++i) {
                const std::string_view name = fs::noteName(words, static_cast<fs::DealNote>(i));
                QVERIFY2(!name.empty() && notes.insert(name).second, game.id.c_str());
            }
            QVERIFY(fs::noteName(words, fs::DealNote::None).empty());
            QVERIFY(fs::noteName(words, static_cast<fs::DealNote>(words.notes.size() + 1)).empty());
        }
    }

    // The names records already hold are kept: a saved game from before each game named its own
    // choices still reads.
    void theNamesInOldRecordsStillRead()
    {
        const auto choice = [](const char* game, const char* name) {
            return fs::parseChoice(*fs::findGame(game)->vocabulary, name).has_value();
        };
        QVERIFY(choice("hearts", "moon-subtract-own") && choice("hearts", "moon-add-others"));
        QVERIFY(choice("armslength", "road-high") && choice("armslength", "road-pass"));
        QVERIFY(choice("put", "throw-in") && choice("put", "see") && choice("put", "feed"));
        QVERIFY(choice("aluette", "accept") && choice("aluette", "announce-mordienne"));
        QVERIFY(!choice("hearts", "put"));
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestVocabulary)
#include "tst_vocabulary.moc"
