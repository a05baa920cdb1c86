// The Put computer player: sensible choices in scripted positions (it sees only its PlayerView),
// and that it beats a random player over a few hundred seeded two-handed matches.

#include "core/match.h"
#include "games/put/putplayer.h"
#include "games/put/putrules.h"
#include "harness/cardtext.h"

#include <QTest>

#include <memory>
#include <string>
#include <vector>

#include "testmain.h"

using namespace fs;

using harness::card;

namespace {

std::vector<Card> orderFor(const std::vector<std::vector<const char*>>& hands)
{
    std::vector<Card> order;
    CardSet used;
    for (int round = 0; round < 3; ++round)
        for (const auto& hand : hands) {
            order.push_back(card(hand[static_cast<std::size_t>(round)]));
            used.insert(order.back());
        }
    for (Card c : Pack::french52().all() - used)
        order.push_back(c);
    return order;
}

// A two-handed match in which seat 0 leads the next deal (dealt from `hands`, seat 0's first),
// after deals of concessions that leave the totals at `a` to `b`.
std::unique_ptr<Match> position(int a, int b, const std::vector<std::vector<const char*>>& hands)
{
    // Each concession deal gives one point; pick the first dealer so that seat 1 deals next.
    const int deals = a + b;
    auto m = std::make_unique<Match>(std::make_shared<PutRules>(), 11, (1 + deals) % 2);
    while (m->totals()[0] < a || m->totals()[1] < b) {
        m->startDeal();
        const int leader = m->state().toAct;
        const bool leaderScores =
            m->totals()[static_cast<std::size_t>(leader)] < (leader == 0 ? a : b);
        if (leaderScores) {
            m->apply(Action::choose(leader, PutChoice::Put));
            m->apply(Action::choose(1 - leader, PutChoice::Fold));
        } else {
            m->apply(Action::choose(leader, PutChoice::ThrowIn));
        }
    }
    if (!m->startDeal(orderFor(hands)))
        qFatal("the test deal is not a shuffled pack");
    return m;
}

Action decide(const Match& m)
{
    Rng rng(5);
    return PutPlayer().choose(m.viewFor(m.state().toAct), rng);
}

} // namespace

class TestPutPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void leadsSilentlyWithAHandThatShouldWinTheGame()
    {
        auto m = position(0, 0, {{"3S", "3H", "2D"}, {"9C", "7D", "5H"}});
        QCOMPARE(m->state().toAct, 0);
        const Action a = decide(*m);
        QCOMPARE(a.kind, ActionKind::Play);
    }

    void doesNotPlayOutAHopelessHand()
    {
        auto m = position(0, 0, {{"4S", "5H", "6D"}, {"9C", "7D", "3H"}});
        const Action a = decide(*m);
        QCOMPARE(a.kind, ActionKind::Choose);
    }

    void foldsAWeakHandWhenAPointCostsLittle()
    {
        auto m = position(0, 0, {{"4S", "5H", "6D"}, {"3C", "2D", "3H"}});
        m->apply(Action::play(0, card("4S")));
        m->apply(Action::play(1, card("3C")));
        m->apply(Action::choose(1, PutChoice::Put));
        QCOMPARE(m->state().toAct, 0);
        const Action a = decide(*m);
        QCOMPARE(a.choice(), PutChoice::Fold);
    }

    void neverFoldsWhenTheFoldLosesTheGame()
    {
        auto m = position(0, 4, {{"4S", "5H", "7D"}, {"3C", "2D", "3H"}});
        QCOMPARE(m->totals(), (std::vector<int>{0, 4}));
        m->apply(Action::play(0, card("4S")));
        m->apply(Action::play(1, card("3C")));
        m->apply(Action::choose(1, PutChoice::Put));
        const Action a = decide(*m);
        QCOMPARE(a.choice(), PutChoice::See);
    }

    void seesWithStrongCards()
    {
        auto m = position(0, 0, {{"4S", "3D", "3H"}, {"3C", "6D", "8H"}});
        m->apply(Action::play(0, card("4S")));
        m->apply(Action::play(1, card("3C")));
        m->apply(Action::choose(1, PutChoice::Put));
        QCOMPARE(decide(*m).choice(), PutChoice::See);
    }

    void winsATrickWithTheCheapestCardThatTakesIt()
    {
        auto m = position(0, 0, {{"9S", "6D", "5H"}, {"3C", "TD", "4H"}});
        m->apply(Action::play(0, card("9S")));
        const Action a = decide(*m);
        QCOMPARE(a.card(), card("TD"));
    }

    void throwsTheLowestCardWhenTheTrickIsLost()
    {
        auto m = position(0, 0, {{"3S", "6D", "5H"}, {"KC", "TD", "4H"}});
        m->apply(Action::play(0, card("3S")));
        QCOMPARE(decide(*m).card(), card("4H"));
    }

    void tiesTheLastTrickRatherThanLoseTheGame()
    {
        // Seat 0 took trick one and leads a 2: a 5 loses the deal (and the game), the tie
        // leaves 4 against 5 for trick and tie.
        auto m = position(0, 0, {{"3S", "2D", "4C"}, {"8C", "2H", "5H"}});
        m->apply(Action::play(0, card("3S")));
        m->apply(Action::play(1, card("8C")));
        QCOMPARE(m->state().tricksOf(0), 1);
        m->apply(Action::play(0, card("2D")));
        QCOMPARE(decide(*m).card(), card("2H"));
    }

    void beatsARandomPlayerOverSeededMatches()
    {
        const auto rules = std::make_shared<PutRules>();
        const PutPlayer computer;
        const RandomPlayer random;
        int computerWins = 0, matches = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            Match match(rules, seed);
            Rng rng(seed + 99);
            const int computerSeat = static_cast<int>(seed % 2);
            while (!match.over() && match.dealsPlayed() < 100) {
                match.startDeal();
                while (match.dealInProgress()) {
                    const int seat = match.state().toAct;
                    const PlayerView view = match.viewFor(seat);
                    const Action a = seat == computerSeat ? computer.choose(view, rng)
                                                          : random.choose(view, rng);
                    QCOMPARE(match.apply(a), Reason::None);
                }
            }
            if (!match.over())
                continue;
            ++matches;
            computerWins += match.status().winners.front() == computerSeat ? 1 : 0;
        }
        qInfo("the computer player won %d of %d matches", computerWins, matches);
        QVERIFY(matches >= 290);
        QVERIFY(computerWins * 100 >= matches * 75);
    }
};

FOLLOWSUIT_TEST_APPLESS_MAIN(TestPutPlayer)
#include "tst_putplayer.moc"
