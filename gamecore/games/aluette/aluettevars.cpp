// The names an Aluette deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/aluette/aluetterules.h"

namespace fs {
namespace {

constexpr std::array<std::string_view, 5> StepNames = {"chant", "discard", "announce", "play",
                                                       "done"};
static_assert(StepNames.size() == AluetteVars::Done + 1);

} // namespace

void AluetteRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<AluetteVars>();
    // Seats are indices in the rules: a reader keeps them in range.
    const VarRange seatOrNone{-1, seats() - 1};
    const VarRange count{0, seats()};
    f.field("discarded", v.discarded);
    f.named("step", v.step, StepNames);
    f.field("accepts", v.accepts, count);
    f.field("decliner", v.decliner, seatOrNone);
    f.field("stackDealt", v.stackDealt);
    f.field("discardsMade", v.discardsMade, count);
    f.field("asked", v.asked, count);
    f.field("announcer", v.announcer, seatOrNone);
}

} // namespace fs
