// The names a German Whist deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/germanwhist/germanwhistrules.h"

namespace fs {

void GermanWhistRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<GermanWhistVars>();
    f.field("trumpCard", v.trumpCard);
    f.field("shown", v.shown);
}

} // namespace fs
