// The names a Spades deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/spades/spadesrules.h"

namespace fs {

void SpadesRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<SpadesVars>();
    f.field("looked", v.looked, {0, 15});
    f.field("toAsk", v.toAsk, {0, 15});
    f.field("blind", v.blind, {0, 15});
    f.field("bidsMade", v.bidsMade, {0, 4});
    f.field("spadesBroken", v.spadesBroken);
}

} // namespace fs
