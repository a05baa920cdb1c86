// The names an Arm's Length deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/armslength/armslengthrules.h"

namespace fs {
namespace {

constexpr std::array<std::string_view, 3> RoadNames = {"unknown", "high", "low"};
static_assert(RoadNames.size() == static_cast<std::size_t>(Road::Low) + 1);

} // namespace

void ArmsLengthRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<ArmsLengthVars>();
    f.named("road", v.road, RoadNames);
    f.field("sidesSettled", v.sidesSettled, {0, 2});
    f.field("passed", v.passed);
}

} // namespace fs
