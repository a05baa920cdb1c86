// A hint's reason in the user's language (app/face/decisiontext.h): every kind of reason the
// core gives reads as a sentence naming the alternative, as a whole command of its own ("play
// Q♠"), with the app's own card names and the game's own choice names.

#include "core/pack.h"
#include "face/decisiontext.h"
#include "face/gameface.h"
#include "games/gamefaces.h"
#include "games/put/putvocabulary.h"
#include "text/gametext.h"

#include <QTest>

#include "testmain.h"

class TestDecisionText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyKindReads()
    {
        const GameFace& face = GameFaces::list().of(std::string_view("hearts"));
        const fs::Pack& pack = fs::Pack::french52();
        fs::DecisionWhy why;
        why.mine = 2.14;
        why.other = 5.4;
        why.worlds = 300;
        why.alternative = fs::Action::play(0, *pack.parse("QS"));
        const QString queen = GameText::cardName(pack, *pack.parse("QS"));
        for (const fs::WhyKind kind :
             {fs::WhyKind::BetterPlaced, fs::WhyKind::Points, fs::WhyKind::PointsTaken,
              fs::WhyKind::ForTheMatch, fs::WhyKind::SideTricks, fs::WhyKind::AsGood}) {
            why.kind = kind;
            const QString text = DecisionText::why(face, pack, why);
            QVERIFY2(text.contains(queen), qPrintable(text));
            if (kind != fs::WhyKind::BetterPlaced && kind != fs::WhyKind::AsGood)
                QVERIFY2(text.contains(QStringLiteral("2.1")) &&
                             text.contains(QStringLiteral("5.4")),
                         qPrintable(text));
        }
        why.kind = fs::WhyKind::PointsTaken;
        QCOMPARE(DecisionText::why(face, pack, why),
                 QStringLiteral("expects to take 2.1 points this deal, against 5.4 for the other "
                                "choice (play %1)")
                     .arg(queen));
        why.kind = fs::WhyKind::SideTricks;
        why.partners = true;
        QVERIFY(
            DecisionText::why(face, pack, why).contains(QStringLiteral("tricks for your side")));
        why.partners = false;
        QVERIFY(!DecisionText::why(face, pack, why).contains(QStringLiteral("side")));
        why.kind = fs::WhyKind::BidForTricks;
        why.mine = 2.44;
        QCOMPARE(DecisionText::why(face, pack, why),
                 QStringLiteral("bid matches expected tricks 2.4"));
        why.kind = fs::WhyKind::OnlyChoice;
        QCOMPARE(DecisionText::why(face, pack, why), QStringLiteral("the only choice"));
        why.kind = fs::WhyKind::None;
        QVERIFY(DecisionText::why(face, pack, why).isEmpty());
    }

    void actionsAreNamedInTheAppsWords()
    {
        const GameFace& face = GameFaces::list().of(std::string_view("put"));
        const fs::Pack& pack = fs::Pack::french52();
        QCOMPARE(DecisionText::action(face, pack, fs::Action::bid(1, 3)), QStringLiteral("bid 3"));
        QCOMPARE(DecisionText::action(face, pack, fs::Action::choose(1, fs::PutChoice::Fold)),
                 QStringLiteral("“Fold”"));
        fs::CardSet two;
        two.insert(*pack.parse("AH"));
        two.insert(*pack.parse("2C"));
        const QString passing = DecisionText::action(face, pack, fs::Action::pass(0, two));
        QVERIFY2(passing.startsWith(QStringLiteral("pass ")), qPrintable(passing));
        QVERIFY(passing.contains(GameText::cardName(pack, *pack.parse("AH"))));
        QVERIFY(passing.contains(GameText::cardName(pack, *pack.parse("2C"))));
    }
};

FOLLOWSUIT_TEST_MAIN(TestDecisionText)
#include "tst_decisiontext.moc"
