// The names a Whist deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/whist/whistrules.h"

namespace fs {

void WhistRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<WhistVars>();
    f.field("turnedCard", v.turnedCard);
    f.field("turnUpTaken", v.turnUpTaken);
}

} // namespace fs
