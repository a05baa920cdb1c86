// What a Put seat knows beyond its hand (docs/rules/put.md): any card may be played, so play shows
// no voids; four-handed, a feeder knows the card it passed is its partner's and everyone keeps
// what they laid aside, while the others' laid-aside cards are face-down piles.
#include "games/put/putrules.h"

#include <vector>

namespace fs {

void PutRules::addKnowledge(const GameState& view, int seat, Knowledge& k) const
{
    Rules::addKnowledge(view, seat, k);
    if (view.seats() != 4)
        return;
    const auto& v = view.vars<PutVars>();
    k.outOfPlay.insert(v.outOfPlay[static_cast<std::size_t>(seat)]);
    // Once the partner has discarded, the card may be in its hand or its discard: unseen then.
    const Card passed = v.passed[static_cast<std::size_t>(seat)];
    const auto partner = static_cast<std::size_t>((seat + 2) % 4);
    if (passed.valid() && k.handSize[partner] > 3) // three dealt and the one passed
        k.holds[partner].insert(passed);
}

// Four-handed, the other seats' laid-aside cards in seat order; no piles otherwise.
int PutRules::hiddenPiles(const GameState& full, int seat,
                          std::array<CardSet, MaxPiles>& piles) const
{
    if (full.seats() != 4)
        return 0;
    int n = 0;
    for (int other = 0; other < 4; ++other)
        if (other != seat)
            piles[static_cast<std::size_t>(n++)] =
                full.vars<PutVars>().outOfPlay[static_cast<std::size_t>(other)];
    return n;
}

void PutRules::placeHidden(GameState& world, int seat, int pile, CardSet cards, Rng&) const
{
    int n = 0;
    for (int other = 0; other < 4; ++other)
        if (other != seat && n++ == pile)
            world.vars<PutVars>().outOfPlay[static_cast<std::size_t>(other)] = cards;
}

// A put says the putter likes its cards, and seeing one says the same of the seer's: both are
// tells worth reading, and both can be undone exactly, since nothing else happens between them
// and the moment `seat` next acts.
bool PutRules::lastTell(const GameState& world, int seat, GameState& before, Action& taken) const
{
    const auto& v = world.vars<PutVars>();
    if (world.toAct != seat || v.putter < 0 || world.trick.size != 0)
        return false;
    const int first = nextPlayer(world, v.putter); // the first to answer the put
    if (v.stage == PutStage::Answer && v.putter != seat &&
        v.answersDue == playersInTrick(world) - 1) {
        // `seat` answers a put nobody has answered yet: undo the put.
        before = world;
        auto& b = before.vars<PutVars>();
        b.stage = PutStage::Lead;
        b.leadOpen = true;
        b.putter = -1;
        b.answersDue = 0;
        before.toAct = v.putter;
        taken = Action::choose(v.putter, PutChoice::Put);
        return true;
    }
    if (v.stage == PutStage::Lead && v.putSeen && !v.leadOpen && v.putter == seat) {
        // The putter leads just after its put was seen (a later lead is open to a throw-in):
        // undo the see. Three-handed, a first answerer who folded left the see to the second.
        const bool firstFolded = v.endedBy == first;
        const int seer = firstFolded ? nextPlayer(world, first) : first;
        before = world;
        auto& b = before.vars<PutVars>();
        b.stage = PutStage::Answer;
        b.putSeen = false;
        b.answersDue = static_cast<std::int8_t>(firstFolded ? 1 : playersInTrick(world) - 1);
        before.toAct = static_cast<std::int8_t>(seer);
        taken = Action::choose(seer, PutChoice::See);
        return true;
    }
    return false;
}

// A deal played out wins the game; one thrown in or folded moves a side a point nearer the
// target. Between two sides the chance of winning from a score is a short race: each later deal
// is decisive with some chance (about one in four between computer players) and otherwise gives a
// point to either side alike. Valuing a point by that chance, not by the standings alone, is what
// weighs a throw-in against seeing a put.
double PutRules::matchValue(const GameState& s, int column) const
{
    const DealScore sc = score(s);
    if (sc.winsMatch >= 0)
        return sc.winsMatch == column ? 1.0 : 0.0;
    if (columns() != 2)
        return Rules::matchValue(s, column);
    const int target = m_options.target;
    const int mine = s.totalsAtStart[static_cast<std::size_t>(column)] +
                     sc.points[static_cast<std::size_t>(column)];
    const int theirs = s.totalsAtStart[static_cast<std::size_t>(1 - column)] +
                       sc.points[static_cast<std::size_t>(1 - column)];
    if (mine >= target || theirs >= target)
        return mine > theirs ? 1.0 : mine < theirs ? 0.0 : 0.5;
    constexpr double Decisive = 0.25;
    // chance[a][b]: winning with a points still to make, the other side b.
    std::vector<double> chance(static_cast<std::size_t>((target + 1) * (target + 1)), 0.0);
    auto at = [&](int a, int b) -> double& {
        return chance[static_cast<std::size_t>(a * (target + 1) + b)];
    };
    for (int a = 0; a <= target; ++a)
        for (int b = 0; b <= target; ++b) {
            if (a == 0 || b == 0) {
                at(a, b) = a == 0 && b != 0 ? 1.0 : b == 0 && a != 0 ? 0.0 : 0.5;
                continue;
            }
            at(a, b) = Decisive * 0.5 + (1 - Decisive) * 0.5 * (at(a - 1, b) + at(a, b - 1));
        }
    return at(target - mine, target - theirs);
}

} // namespace fs
