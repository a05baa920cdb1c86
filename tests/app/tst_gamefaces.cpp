// Each game's face (app/games/<id>/) words what its game adds to the table, from the core's rules
// and a seat's view: Seconds' arrangement and scoring partners, Put's questions, Arm's Length's
// roads, Hearts' widow, Aluette's hand in power order, Oh Hell's place in the river.

#include "face/gameface.h"
#include "games/armslength/armslengthvocabulary.h"
#include "games/gamefaces.h"
#include "games/put/putvocabulary.h"
#include "scoresheet/scoresheetmodel.h"

#include "core/match.h"
#include "registry/gameregistry.h"

#include <QSet>
#include <QTest>

#include <memory>

#include "testmain.h"

namespace {

std::uint64_t bit(fs::Choice c)
{
    return std::uint64_t{1} << static_cast<int>(c);
}

std::unique_ptr<fs::Match> dealt(const char* game, int seats, std::uint64_t seed = 5)
{
    std::string error;
    auto rules = fs::createRules(game, seats, {}, error);
    if (!rules)
        qFatal("%s", error.c_str());
    auto match = std::make_unique<fs::Match>(rules, seed, 0);
    match->startDeal();
    return match;
}

SeatWords fourSeats()
{
    return {{QStringLiteral("You"), QStringLiteral("West"), QStringLiteral("North"),
             QStringLiteral("East")},
            0};
}

QStringList notes(const fs::Match& match, int seat)
{
    const fs::PlayerView view = match.viewFor(0);
    return GameFaces::list().of(match.rules().gameId()).seatNotes(view, seat, fourSeats());
}

} // namespace

class GameFacesTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyGameHasAFaceOfItsOwnWithItsOwnSheet()
    {
        for (const fs::GameInfo& game : fs::allGames()) {
            const QString id = QString::fromStdString(game.id);
            const GameFace& face = GameFaces::list().of(id);
            QCOMPARE(face.id(), id);
            QVERIFY2(face.name() != id, qPrintable(id));
            QVERIFY2(!face.tagline().isEmpty(), qPrintable(id));
            std::unique_ptr<ScoreSheetModel> sheet(face.createSheet(nullptr));
            QVERIFY2(sheet->metaObject() != &ScoreSheetModel::staticMetaObject, qPrintable(id));
        }
        QCOMPARE(GameFaces::list().all().size(), static_cast<qsizetype>(fs::allGames().size()));
        QCOMPARE(GameFaces::list().name(QStringLiteral("nosuch")), QStringLiteral("nosuch"));
    }

    // The lobby words every game, option and named value through the game's face, so that each
    // reaches the translators; the registry's own words are English, for the command line.
    void everyGameWordsItsSummaryOptionsAndValuesForTheLobby()
    {
        for (const fs::GameInfo& game : fs::allGames()) {
            const GameFace& face = GameFaces::list().of(game.id);
            QVERIFY2(face.summary().size() > 80, game.id.c_str());
            for (const fs::OptionInfo& option : game.options) {
                const std::string where = game.id + ": " + option.key;
                QVERIFY2(!face.optionText(option.key).isEmpty(), where.c_str());
                for (const std::string& value : option.choices)
                    QVERIFY2(!face.optionValueText(option.key, value).isEmpty(),
                             (where + "=" + value).c_str());
            }
        }
        QVERIFY(GameFaces::list().of(std::string_view("nosuch")).summary().isEmpty());
    }

    // A game's own choices, refusals and deal notes (its fs::Vocabulary) are worded by its own
    // face, each in words of its own: none falls back on what a face that knows nothing says.
    void everyGameWordsItsOwnChoicesRefusalsAndNotes()
    {
        const GameFace& plain = GameFaces::list().of(std::string_view("nosuch"));
        for (const fs::GameInfo& game : fs::allGames()) {
            std::string error;
            const auto rules = fs::createRules(game.id, game.defaultSeats, {}, error);
            QVERIFY2(rules, error.c_str());
            const fs::Vocabulary& words = rules->vocabulary();
            const GameFace& face = GameFaces::list().of(game.id);
            QStringList said;
            for (std::size_t i = 0; i < words.choices.size(); ++i) {
                const auto choice = static_cast<fs::Choice>(i);
                said << face.choiceText(choice);
                QVERIFY2(said.last() != plain.choiceText(choice),
                         (game.id + ": " + std::string(words.choices[i])).c_str());
            }
            for (std::size_t i = 0; i < words.reasons.size(); ++i) {
                const fs::Reason reason = fs::ownReason(static_cast<int>(i));
                said << face.reasonText(reason);
                QVERIFY2(said.last() != plain.reasonText(reason),
                         (game.id + ": " + std::string(words.reasons[i])).c_str());
            }
            for (std::size_t i = 1; i <= words.notes.size(); ++i) {
                const auto note = static_cast<fs::DealNote>(i);
                const std::string where = game.id + ": " + std::string(words.notes[i - 1]);
                QVERIFY2(!face.dealNoteText(note, QString(), false).isEmpty(), where.c_str());
                const QString named = face.dealNoteText(note, QStringLiteral("Anna"), false);
                QVERIFY2(!named.isEmpty(), where.c_str());
                said << named;
            }
            QCOMPARE(said.size(), QSet<QString>(said.begin(), said.end()).size());
            QVERIFY(face.dealNoteText(fs::DealNote::None, QStringLiteral("Anna"), false).isEmpty());
        }
    }

    void everySecondsDealSaysItsArrangementAndTheSecondHighestRule()
    {
        std::string error;
        const auto rules = fs::createRules("seconds", 4, {}, error);
        const GameFace& face = GameFaces::list().of(QStringLiteral("seconds"));
        const QStringList words = {QStringLiteral("partner's"),   QStringLiteral("partner's"),
                                   QStringLiteral("partner's"),   QStringLiteral("left"),
                                   QStringLiteral("right"),       QStringLiteral("Win tricks"),
                                   QStringLiteral("Lose tricks"), QStringLiteral("Exactly three")};
        for (int deal = 0; deal < 8; ++deal) {
            const QString line = face.dealBanner(*rules, deal);
            QVERIFY2(line.contains(words[deal]), qPrintable(line));
        }
        const auto match = dealt("seconds", 4);
        const QStringList facts = face.tableFacts(match->viewFor(0), fourSeats());
        QVERIFY(facts.join(QLatin1Char(' ')).contains(QStringLiteral("second-highest")));
        for (const char* id : {"hearts", "ohhell", "whist"})
            QVERIFY(GameFaces::list()
                        .of(QString::fromLatin1(id))
                        .dealBanner(*fs::createRules(id, 4, {}, error), 0)
                        .isEmpty());
    }

    void secondsPlatesNameTheSeatWhoseTricksCountWithTheirs()
    {
        // Deal 1: North and South are partners (South is seat 0, North seat 2).
        const auto match = dealt("seconds", 4);
        QCOMPARE(notes(*match, 2), QStringList{QStringLiteral("× you")});
        QCOMPARE(notes(*match, 0), QStringList{QStringLiteral("× North")});
    }

    void putsQuestionOffersAPutOnlyWhenThereIsOne()
    {
        const GameFace& put = GameFaces::list().of(QStringLiteral("put"));
        fs::LegalActions legal;
        legal.choices = bit(fs::PutChoice::ThrowIn) | bit(fs::PutChoice::Put);
        QCOMPARE(put.choiceQuestion(legal), QStringLiteral("Put, or throw in?"));
        legal.play.insert(fs::Card(3));
        QCOMPARE(put.choiceQuestion(legal), QStringLiteral("Lead a card, put, or throw in?"));
        legal.choices = bit(fs::PutChoice::ThrowIn);
        const QString lead = put.choiceQuestion(legal);
        QVERIFY2(!lead.contains(QStringLiteral("put")), qPrintable(lead));
        QVERIFY2(lead.contains(QStringLiteral("throw in")), qPrintable(lead));
    }

    void armsLengthPlatesShowEachRoadOnceItIsFixed()
    {
        auto match = dealt("armslength", 4);
        // The first speaker of eldest's side says Low: both partners' roads are fixed at once.
        int first = match->state().toAct;
        int partner = (first + 2) % 4;
        QVERIFY(match->apply(fs::Action::choose(first, fs::ArmsLengthChoice::RoadLow)) ==
                fs::Reason::None);
        QCOMPARE(notes(*match, first).value(0).left(8), QStringLiteral("Low road"));
        QCOMPARE(notes(*match, partner).value(0).left(9), QStringLiteral("High road"));
        // The other side's first speaker passes: its partner must decide, and says High.
        first = match->state().toAct;
        partner = (first + 2) % 4;
        QVERIFY(match->apply(fs::Action::choose(first, fs::ArmsLengthChoice::RoadPass)) ==
                fs::Reason::None);
        QCOMPARE(match->state().toAct, partner);
        QVERIFY(notes(*match, first).value(0).contains(QStringLiteral("partner decides")));
        QVERIFY(notes(*match, partner).isEmpty());
        QVERIFY(match->apply(fs::Action::choose(partner, fs::ArmsLengthChoice::RoadHigh)) ==
                fs::Reason::None);
        QCOMPARE(notes(*match, partner).value(0).left(9), QStringLiteral("High road"));
        QCOMPARE(notes(*match, first).value(0).left(8), QStringLiteral("Low road"));
    }

    void heartsWidowLiesOnTheTableWithThreePlayers()
    {
        const GameFace& hearts = GameFaces::list().of(QStringLiteral("hearts"));
        const auto three = dealt("hearts", 3);
        const QList<TablePile> piles = hearts.extraPiles(three->viewFor(0));
        QCOMPARE(piles.size(), 1);
        QCOMPARE(piles[0].count, 1); // 52 = 3 × 17 + 1
        QVERIFY(piles[0].label.contains(QStringLiteral("Widow")));
        QVERIFY(hearts.extraPiles(dealt("hearts", 4)->viewFor(0)).isEmpty());
    }

    void aluetteHandReadsInPowerOrderNotBySuit()
    {
        const auto match = dealt("aluette", 4);
        const fs::Pack& pack = match->rules().pack();
        const fs::CardSet all = pack.all();
        const QList<fs::Card> order =
            GameFaces::list().of(QStringLiteral("aluette")).handOrder(pack, all);
        QCOMPARE(order.size(), 48);
        QCOMPARE(order.last().index, fs::Card(fs::Coins * 12 + 2).index); // Monsieur, the best
        QVERIFY(GameFaces::list()
                    .of(QStringLiteral("aluette"))
                    .cardName(pack, order.last())
                    .contains(QStringLiteral("Monsieur")));
    }

    void ohHellSaysWhichHandOfTheRiverAndItsSize()
    {
        const auto match = dealt("ohhell", 4);
        const QStringList facts = GameFaces::list()
                                      .of(QStringLiteral("ohhell"))
                                      .tableFacts(match->viewFor(0), fourSeats());
        // Four players: hands of 1 to 12 and back, 23 deals; the first has one card.
        QVERIFY2(facts.value(0).startsWith(QStringLiteral("Hand 1 of 23")),
                 qPrintable(facts.join(QLatin1Char('|'))));
    }
};

FOLLOWSUIT_TEST_MAIN(GameFacesTest)
#include "tst_gamefaces.moc"
