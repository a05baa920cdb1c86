// Put's tells (Rules::lastTell, docs/ai.md): in a sampled deal, the state just before another
// player's put or see is rebuilt exactly, so that replaying the tell there gives back the deal as
// it is, for two, three and four players; and there is no tell anywhere else.

#include "core/gamestate.h"
#include "core/match.h"
#include "games/put/putrules.h"

#include <QTest>

#include <memory>

#include "testmain.h"

using namespace fs;

namespace {

// What the rebuilt state must give back when the tell is replayed on it.
bool sameDeal(const GameState& a, const GameState& b)
{
    const auto& va = a.vars<PutVars>();
    const auto& vb = b.vars<PutVars>();
    return a.hands == b.hands && a.toAct == b.toAct && a.phase == b.phase &&
           a.tricksDone == b.tricksDone && a.tricksWon == b.tricksWon && va.stage == vb.stage &&
           va.putter == vb.putter && va.answersDue == vb.answersDue && va.putSeen == vb.putSeen &&
           va.leadOpen == vb.leadOpen && va.endedBy == vb.endedBy;
}

} // namespace

class TestPutTells : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyPutAndSeeIsRebuiltExactly()
    {
        int puts = 0, sees = 0;
        for (const int players : {2, 3, 4})
            for (std::uint64_t seed = 1; seed <= 300; ++seed) {
                const auto rules = std::make_shared<PutRules>(PutOptions{}, players);
                Match match(rules, seed);
                match.startDeal();
                Rng rng(seed);
                GameState previous = match.state();
                Action last;
                while (match.dealInProgress()) {
                    const GameState& now = match.state();
                    GameState before = now;
                    Action taken;
                    const bool tell = rules->lastTell(now, now.toAct, before, taken);
                    const bool wasTell =
                        last.kind == ActionKind::Choose &&
                        (last.choice() == PutChoice::Put || last.choice() == PutChoice::See) &&
                        last.seat != now.toAct;
                    // A put is a tell to its first answerer, a see to the putter who leads next.
                    QCOMPARE(tell, wasTell);
                    if (tell) {
                        QCOMPARE(taken, last);
                        QVERIFY(before.isLegal(taken));
                        QVERIFY(sameDeal(before, previous));
                        GameState replayed = before;
                        replayed.apply(taken);
                        QVERIFY(sameDeal(replayed, now));
                        (taken.choice() == PutChoice::Put ? puts : sees) += 1;
                    }
                    // Put often so that there are tells to check: half the time when allowed.
                    LegalActions legal = now.legalActions();
                    Action next = legal.random(rng);
                    if (legal.allowsChoice(PutChoice::Put) && rng.below(2) == 0)
                        next = Action::choose(now.toAct, PutChoice::Put);
                    if (legal.allowsChoice(PutChoice::See) && rng.below(2) == 0)
                        next = Action::choose(now.toAct, PutChoice::See);
                    previous = now;
                    last = next;
                    QCOMPARE(match.apply(next), Reason::None);
                }
            }
        qInfo("%d puts and %d sees rebuilt", puts, sees);
        QVERIFY(puts > 100);
        QVERIFY(sees > 100);
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestPutTells)
#include "tst_puttells.moc"
