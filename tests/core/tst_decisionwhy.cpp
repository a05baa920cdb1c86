// Why a searched decision was made (ai/decisionreason.h): the kind of reason follows what the
// search weighed, in the game's terms, and the English line names the alternative.

#include "ai/decisionreason.h"
#include "games/hearts/heartsrules.h"
#include "games/seconds/secondsrules.h"
#include "games/whist/whistrules.h"

#include <QTest>

#include "testmain.h"

using namespace fs;

namespace {

const Card QueenOfSpades = *Pack::french52().parse("QS");

// Two weighed options, best first: a play of the ten of spades and one of the queen.
Decision weighed(double bestPoints, double nextPoints, double bestGain, double nextGain,
                 double bestSideTricks = 6, double nextSideTricks = 6)
{
    Decision d;
    d.worlds = 500;
    const Card ten = *Pack::french52().parse("TS");
    d.options.push_back({Action::play(0, ten), 0.6, bestGain, 2, bestPoints, bestSideTricks});
    d.options.push_back(
        {Action::play(0, QueenOfSpades), 0.5, nextGain, 2, nextPoints, nextSideTricks});
    return d;
}

} // namespace

class TestDecisionWhy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void heartsSpeaksOfPointsTaken()
    {
        const HeartsRules hearts;
        const DecisionWhy why = explainDecision(weighed(2.1, 5.4, 1.0, -2.0), hearts);
        QCOMPARE(why.kind, WhyKind::PointsTaken);
        QCOMPARE(why.alternative, Action::play(0, QueenOfSpades));
        QCOMPARE(why.worlds, 500);
        const std::string text = reasonText(why, hearts);
        QCOMPARE(QString::fromStdString(text),
                 QStringLiteral("expects to take 2.1 points this deal, against 5.4 with the "
                                "Q\u2660 (500 deals searched)"));
    }

    void morePointsTakenForTheStandingsIsPlayingForTheMatch()
    {
        const HeartsRules hearts;
        QCOMPARE(explainDecision(weighed(6.0, 4.0, -1.0, 0.5), hearts).kind, WhyKind::ForTheMatch);
    }

    void morePointsAreBetterElsewhere()
    {
        const WhistRules whist;
        QCOMPARE(explainDecision(weighed(2.0, 1.2, 1.0, 0.2), whist).kind, WhyKind::Points);
        QCOMPARE(explainDecision(weighed(1.2, 2.0, 0.2, 1.0), whist).kind, WhyKind::ForTheMatch);
        QCOMPARE(explainDecision(weighed(1.2, 1.4, 0.2, 0.4), whist).kind, WhyKind::BetterPlaced);
    }

    void alikePointsAndDifferentTricksSpeakOfTheSidesTricks()
    {
        const WhistRules whist;
        const DecisionWhy why = explainDecision(weighed(1.2, 1.3, 0.2, 0.3, 7.24, 6.9), whist);
        QCOMPARE(why.kind, WhyKind::SideTricks);
        QVERIFY(why.partners);
        QCOMPARE(QString::fromStdString(reasonText(why, whist)),
                 QStringLiteral("expects 7.2 tricks for the side this deal, against 6.9 with the "
                                "Q\u2660 (500 deals searched)"));
        // Fewer tricks are no reason: the standings decided (a Put throw-in).
        QCOMPARE(explainDecision(weighed(1.2, 1.3, 0.2, 0.3, 1.0, 1.2), whist).kind,
                 WhyKind::BetterPlaced);
        // In Hearts tricks only carry points: alike points say the standings decided.
        const HeartsRules hearts;
        QCOMPARE(explainDecision(weighed(5.0, 5.1, -0.2, -0.3, 4, 2), hearts).kind,
                 WhyKind::BetterPlaced);
    }

    void indistinguishableChoicesAreAsGood()
    {
        const WhistRules whist;
        Decision d = weighed(1.2, 1.21, 0.2, 0.21, 5.70, 5.69);
        d.options[1].value = d.options[0].value - 0.001;
        const DecisionWhy why = explainDecision(d, whist);
        QCOMPARE(why.kind, WhyKind::AsGood);
        QCOMPARE(reasonText(why, whist),
                 std::string("about as good as the Q\u2660 (500 deals searched)"));
    }

    void secondsPointsDecideNothingAlone()
    {
        const SecondsRules seconds;
        // Seconds weighs no deal gain: whatever the points, the choice is about the standings.
        QCOMPARE(explainDecision(weighed(20, 9, 0, 0), seconds).kind, WhyKind::BetterPlaced);
    }

    void bidsAndSingleChoices()
    {
        const WhistRules whist;
        Decision d;
        d.worlds = 40;
        d.options.push_back({Action::bid(0, 3), 0.5, 0, 2.44, 0});
        d.options.push_back({Action::bid(0, 2), 0.4, 0, 2.1, 0});
        const DecisionWhy bid = explainDecision(d, whist);
        QCOMPARE(bid.kind, WhyKind::BidForTricks);
        QCOMPARE(reasonText(bid, whist), std::string("bid matches expected tricks 2.4"));
        QCOMPARE(onlyChoice(Action::play(0, QueenOfSpades)).why.kind, WhyKind::OnlyChoice);
        QCOMPARE(explainDecision(Decision{}, whist).kind, WhyKind::None);
        QVERIFY(reasonText(DecisionWhy{}, whist).empty());
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestDecisionWhy)
#include "tst_decisionwhy.moc"
