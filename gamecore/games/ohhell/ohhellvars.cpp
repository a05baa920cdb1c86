// The names an Oh Hell deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/ohhell/ohhellrules.h"

namespace fs {

void OhHellRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<OhHellVars>();
    // The hand size bounds loops over tricks in the rules: a reader keeps it in range.
    f.field("handSize", v.handSize, {0, pack().size() / seats()});
    f.field("bidsMade", v.bidsMade, {0, seats()});
    f.field("bidsRevealed", v.bidsRevealed);
}

} // namespace fs
