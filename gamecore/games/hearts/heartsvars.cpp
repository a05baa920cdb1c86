// The names a Hearts deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/hearts/heartsrules.h"

namespace fs {

void HeartsRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<HeartsVars>();
    // Seats and counts are indices and loop bounds in the rules: a reader keeps them in range.
    const VarRange seatOrNone{-1, seats() - 1};
    const VarRange cardsInHand{0, pack().size() / seats()};
    f.field("passed", v.passed);
    f.field("passedRight", v.passedRight);
    f.field("widow", v.widow);
    f.field("opening", v.opening);
    f.field("handSize", v.handSize, cardsInHand);
    f.field("passOffset", v.passOffset, {0, seats() - 1});
    f.field("passCount", v.passCount, cardsInHand);
    f.field("passSplit", v.passSplit);
    f.field("passesMade", v.passesMade, {0, 2 * seats()});
    f.field("exchanged", v.exchanged);
    f.field("heartsBroken", v.heartsBroken);
    f.field("shooter", v.shooter, seatOrNone);
    f.named("moonChoice", v.moonChoice, HeartsVocabulary.choices, true);
}

} // namespace fs
