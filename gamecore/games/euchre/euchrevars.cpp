// The names a Euchre deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/euchre/euchrerules.h"

namespace fs {

void EuchreRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<EuchreVars>();
    f.field("turnUp", v.turnUp);
    f.field("discard", v.discard);
    f.field("round", v.round, {1, 2});
    f.field("passes", v.passes, {0, 4});
    f.field("maker", v.maker, {-1, 3});
    f.field("sittingOut", v.sittingOut, {-1, 3});
    f.field("alone", v.alone);
    f.field("pickedUp", v.pickedUp);
    f.field("turnedDown", v.turnedDown);
    f.field("thrownIn", v.thrownIn);
}

} // namespace fs
