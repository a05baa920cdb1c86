// The names a Put deal's variables travel by (core/varsfields.h, docs/protocol.md).
#include "core/varsfields.h"
#include "games/put/putrules.h"

namespace fs {
namespace {

constexpr std::array<std::string_view, 7> StageNames = {"naming", "feeding", "discarding", "lead",
                                                        "answer", "follow",  "over"};
constexpr std::array<std::string_view, 4> EndingNames = {"none", "playedOut", "thrownIn", "folded"};
static_assert(StageNames.size() == static_cast<std::size_t>(PutStage::Over) + 1);
static_assert(EndingNames.size() == static_cast<std::size_t>(PutEnding::Folded) + 1);

} // namespace

void PutRules::describeVars(VarsFields& f, GameState& s) const
{
    auto& v = s.vars<PutVars>();
    // Seats are indices in the rules: a reader keeps them in range.
    const VarRange seatOrNone{-1, seats() - 1};
    const VarRange count{0, seats()};
    f.field("outOfPlay", v.outOfPlay);
    f.field("passed", v.passed);
    f.named("named", v.named, PutVocabulary.choices, true);
    f.field("active", v.active, seatOrNone);
    f.named("stage", v.stage, StageNames);
    f.named("ending", v.ending, EndingNames);
    f.field("actionsInStage", v.actionsInStage, count);
    f.field("putter", v.putter, seatOrNone);
    f.field("answersDue", v.answersDue, count);
    f.field("endedBy", v.endedBy, seatOrNone);
    f.field("dealWinner", v.dealWinner, seatOrNone);
    f.field("putSeen", v.putSeen);
    f.field("leadOpen", v.leadOpen);
}

} // namespace fs
